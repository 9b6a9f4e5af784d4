/**
 * Text as a reader sees it, for pattern rules (prompt injection, secrets): hostile input hides words from a
 * regular expression with characters a reader never notices. NFKC folds compatibility forms (full-width
 * `ｉｇｎｏｒｅ`, `ｇｈｐ＿`, mathematical `𝐢𝐠𝐧𝐨𝐫𝐞`, ligatures, non-breaking spaces) into plain ones; invisible
 * characters (zero-width spaces and joiners, bidi controls, soft hyphens, tag characters, variation selectors) are
 * removed. Only for matching: what is stored and shown stays as written.
 * @module
 */

/**
 * Format characters (\p{Cf}: zero-width space/joiners, word joiner, BOM, soft hyphen, bidi embeddings,
 * overrides, isolates and marks, Unicode tag characters), the combining grapheme joiner, variation selectors
 * and the Hangul fillers that render as nothing.
 */
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu;

const INVISIBLE_CHAR = new RegExp(INVISIBLE.source, 'u');

export function normalizeForMatching(text: string): string {
  // Removed before and after NFKC: a compatibility form can decompose around an invisible character.
  return text.replace(INVISIBLE, '').normalize('NFKC').replace(INVISIBLE, '');
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
      const folded = char.normalize('NFKC').replace(INVISIBLE, '');
      out += folded;
      for (let i = 0; i < folded.length; i++) origin.push(index);
    }
    index += char.length;
  }
  origin.push(text.length);
  return { text: out, origin };
}
