/**
 * Text as a pattern should see it: compatibility forms folded (NFKC: full-width `ｇｈｐ＿` is `ghp_`, ligatures
 * are letters) and invisible characters removed (zero-width spaces and joiners, the byte-order mark, soft hyphens,
 * bidirectional controls), so a secret or an instruction cannot hide from a rule by its spelling.
 * @module
 */

/** Zero-width and format characters, and every bidirectional control. */
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/gu;

const INVISIBLE_CHAR = new RegExp(INVISIBLE.source, 'u');

/** `text` with invisible characters removed and NFKC applied: for matching only, never for display. */
export function normalizeForMatching(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFKC');
}

/**
 * The same folding, one character at a time, with where each character of the result came from: `origin[i]` is
 * the index in `text` of the character that produced `result[i]` (`origin[result.length]` is `text.length`), so a
 * match found in the result can be located in the original (to redact it).
 */
export function normalizeWithOrigin(text: string): { text: string; origin: number[] } {
  let out = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    if (!INVISIBLE_CHAR.test(char)) {
      const folded = char.normalize('NFKC');
      out += folded;
      for (let i = 0; i < folded.length; i++) origin.push(index);
    }
    index += char.length;
  }
  origin.push(text.length);
  return { text: out, origin };
}
