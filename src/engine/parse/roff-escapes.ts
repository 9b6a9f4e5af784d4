/**
 * troff's escapes in a man page's text, resolved to what a reader sees: fonts and sizes dropped (`\fB`, `\s-1`),
 * special characters named (`\(em`, `\[aq]`, `\[u2014]`), hyphens and spaces as typed (`\-`, `\ `), strings and
 * registers of the page's own macros left out. One left-to-right scan: linear in the text.
 * @module
 */

/** Special characters by their troff names (groff_char(7): its Latin-1, Greek and common ones); an unknown name reads as nothing. */
const CHARS: Record<string, string> = {
  em: '—', en: '–', hy: '-', mi: '-', aq: "'", dq: '"', lq: '“', rq: '”', oq: '‘', cq: '’', bu: '•', ci: '○',
  co: '©', rg: '®', tm: '™', de: '°', mu: '×', di: '÷', '+-': '±', '<=': '≤', '>=': '≥', '!=': '≠', '==': '≡',
  '->': '→', '<-': '←', '<>': '↔', da: '↓', ua: '↑', rA: '⇒', lA: '⇐', sc: '§', ps: '¶', dg: '†', ti: '~', ha: '^',
  rs: '\\', sl: '/', ba: '|', or: '|', at: '@', sh: '#', Do: '$', ct: '¢', Eu: '€', eu: '€', Po: '£', Ye: '¥',
  fm: '′', sd: '″', 'a"': '˝', 'a-': '¯', 'a.': '˙', 'a^': '^', aa: '´', ga: '`', ac: '¸', ho: '˛', 'ss': 'ß',
  ff: 'ff', fi: 'fi', fl: 'fl', Fi: 'ffi', Fl: 'ffl', lh: '☜', rh: '☞', OK: '✓', 'u2014': '—', 'u2013': '–',
  'bv': '|', 'br': '|', 'ul': '_', 'ru': '_', 'pl': '+', 'eq': '=', 'nb': '', 'hA': '⇔', 'sq': '□', '12': '½', '14': '¼', '34': '¾',
  '**': '*', Fo: '«', Fc: '»', fo: '‹', fc: '›', la: '⟨', ra: '⟩', ':a': 'ä', ':o': 'ö', ':u': 'ü', ':A': 'Ä', ':O': 'Ö', ':U': 'Ü',
  "'e": 'é', "'a": 'á', '`e': 'è', '`a': 'à', '^e': 'ê', ',c': 'ç', '~n': 'ñ', '*m': 'µ',
  // Latin-1's other signs (DocBook XSL writes every µ as `\(mc`: "(in \(mcs)" had read "(in s)").
  mc: 'µ', 'r!': '¡', 'r?': '¿', Cs: '¤', bb: '¦', ad: '¨', Of: 'ª', Om: 'º', no: '¬', S1: '¹', S2: '²', S3: '³', pc: '·',
  '%0': '‰', dd: '‡', Bq: '„', bq: '‚', '-+': '∓', if: '∞', pt: '∝', es: '∅', mo: '∈', nm: '∉', sb: '⊂', sp: '⊃',
  ib: '⊆', ip: '⊇', ca: '∩', cu: '∪', fa: '∀', te: '∃', pd: '∂', gr: '∇', AN: '∧', OR: '∨', sr: '√', is: '∫',
  '~~': '≈', '~=': '≈', '=~': '≅', ap: '∼', '<<': '≪', '>>': '≫', md: '⋅', lz: '◊', CR: '↵', rn: '‾', uA: '⇑', dA: '⇓',
  AE: 'Æ', ae: 'æ', OE: 'Œ', oe: 'œ', '/O': 'Ø', '/o': 'ø', '/L': 'Ł', '/l': 'ł', '-D': 'Ð', Sd: 'ð', TP: 'Þ', Tp: 'þ',
  oA: 'Å', oa: 'å', ',C': 'Ç', '~N': 'Ñ', 'vS': 'Š', 'vs': 'š', 'vZ': 'Ž', 'vz': 'ž', ':Y': 'Ÿ',
};
// Accented letters: grave, acute, circumflex, tilde and diaeresis on the vowels (groff_char(7)'s `\('e`, `\(:o`, ...).
const ACCENTS: Record<string, string> = { '`': '\u0300', "'": '\u0301', '^': '\u0302', '~': '\u0303', ':': '\u0308' };
for (const [mark, combining] of Object.entries(ACCENTS)) {
  for (const letter of 'AEIOUYaeiouy') CHARS[`${mark}${letter}`] ??= `${letter}${combining}`.normalize('NFC');
}
// Greek letters (`\(*a` α … `\(*W` Ω), in groff's order of Latin keys.
const GREEK_KEYS = 'abgdezyhiklmncoprstufxqw';
const GREEK = 'αβγδεζηθικλμνξοπρστυφχψω';
for (let i = 0; i < GREEK_KEYS.length; i++) {
  CHARS[`*${GREEK_KEYS[i]}`] ??= GREEK[i]!;
  CHARS[`*${GREEK_KEYS[i]!.toUpperCase()}`] ??= GREEK[i]!.toUpperCase();
}

/**
 * Strings a page's own macros define that mean quotes (pod2man's `\*(L"`, `\*(R"`, man's `\*(lq`), and those mdoc
 * predefines (groff_mdoc(7): `\*(Lt\*(Lt` is a here-document's `<<`, `\*(Ba` the `|` between alternatives).
 */
const STRINGS: Record<string, string> = {
  'L"': '“', 'R"': '”', lq: '“', rq: '”', '--': '—', Tm: '™', PI: 'π', 'C+': 'C++', 'C`': '“', "C'": '”', Aq: "'",
  Lt: '<', Gt: '>', Le: '≤', Ge: '≥', Ba: '|', Ne: '≠', Pi: 'π', If: '∞', Am: '&', Na: 'NaN', q: '"', Lq: '“', Rq: '”',
};

/**
 * Strings the page being read defines (`.ds`), resolved when defined: one page is read at a time, synchronously
 * (roff.ts forgets them before and after each).
 */
const pageStrings = new Map<string, string>();
/** A defined string's text is capped: a page could define one from another, doubling it each time. */
const STRING_MAX = 1_000;

export function defineString(name: string, value: string): void {
  pageStrings.set(name, resolveEscapes(value).slice(0, STRING_MAX));
}

export function forgetStrings(): void {
  pageStrings.clear();
}

/** Escapes whose argument is quoted (`\h'2n'`, `\w'text'`, `\X'...'`) and shows nothing. */
const QUOTED_ARG = new Set(['h', 'v', 'w', 'o', 'l', 'L', 'D', 'X', 'Z', 'b', 'x', 'R', 'S', 'A', 'B', 'C', 'N']);

/** A name after an escape: one character, `(xy`, or `[long name]`; returns the name and where the text goes on. */
function nameAt(text: string, at: number): [string, number] {
  const c = text[at];
  if (c === '(') return [text.slice(at + 1, at + 3), at + 3];
  if (c === '[') {
    const end = text.indexOf(']', at + 1);
    return end < 0 ? [text.slice(at + 1), text.length] : [text.slice(at + 1, end), end + 1];
  }
  return [c ?? '', at + 1];
}

/** A special character by its name: troff's (`em`), or a Unicode one (`u2014`, `u00E9_0301`). */
function specialChar(name: string): string {
  const known = CHARS[name];
  if (known !== undefined) return known;
  const unicode = /^u([0-9A-Fa-f]{4,6})(?:_[0-9A-Fa-f_]+)?$/.exec(name);
  if (unicode) {
    const code = parseInt(unicode[1]!, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  }
  return '';
}

/** Text as a reader sees it; `\c` (no space before the next line) is kept as U+0000 for the caller to join. */
export function resolveEscapes(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c !== '\\') {
      out += c;
      i++;
      continue;
    }
    const e = text[i + 1];
    i += 2;
    if (e === undefined) break;
    switch (e) {
      case 'f':
      case 'F':
      case 'n':
      case 'g':
      case 'k':
      case 'm':
      case 'M':
      case 'V':
      case 'Y':
        // Font, register, colour, environment: nothing to read. A register's name may be signed (`\n+x`).
        if (e === 'n' && (text[i] === '+' || text[i] === '-')) i++;
        i = nameAt(text, i)[1];
        break;
      case 's': {
        // Size: \s0, \s-1, \s+2, \s(12, \s[12], \s'12'.
        if (text[i] === '+' || text[i] === '-') i++;
        if (text[i] === '(' || text[i] === '[') i = nameAt(text, i)[1];
        else if (text[i] === "'") i = quotedEnd(text, i);
        else while (i < text.length && /\d/.test(text[i]!)) i++;
        break;
      }
      case '(':
      case '[': {
        const [name, next] = nameAt(text, i - 1);
        out += specialChar(name);
        i = next;
        break;
      }
      case '*': {
        const [name, next] = nameAt(text, i);
        out += pageStrings.get(name) ?? STRINGS[name] ?? '';
        i = next;
        break;
      }
      case '-':
        out += '-';
        break;
      case 'e':
      case '\\':
        out += '\\';
        break;
      case ' ':
      case '~':
      case '0':
        out += ' ';
        break;
      case 't':
        out += '\t';
        break;
      case 'c':
        out += '\u0000';
        break;
      case 'h':
        // A horizontal motion: forward, a space a reader sees (DocBook's bullets and list numbers, `\h'+03'\c`);
        // back or none, nothing. Marked here, made a space below where no space comes before it: asking the text
        // built so far how it ends, at each motion, was quadratic.
        if (text[i] === "'") {
          const end = quotedEnd(text, i);
          if (!/^'\s*(?:-|\+?0*(?:\.0*)?[a-z]?\s*')/.test(text.slice(i, end))) out += MOTION;
          i = end;
        }
        break;
      case "'":
        out += "'";
        break;
      case '`':
        out += '`';
        break;
      case '"':
        // A comment to the end of the line (lines are resolved one at a time).
        return out;
      case '&':
      case '|':
      case '^':
      case '%':
      case ')':
      case ',':
      case '/':
      case ':':
      case '{':
      case '}':
      case 'd':
      case 'u':
      case 'p':
      case 'r':
      case 'z':
        break;
      default:
        // A motion, a width (`\w'text'`), a device control: nothing a reader sees.
        if (!QUOTED_ARG.has(e)) out += e;
        else if (text[i] === "'") i = quotedEnd(text, i);
    }
  }
  return out.includes(MOTION) ? out.replace(/\u0001+/g, (_, at: number, all: string) => (at > 0 && /\s/.test(all[at - 1]!) ? '' : ' ')) : out;
}

/** A forward horizontal motion, until resolveEscapes makes it a space. */
const MOTION = '\u0001';

/** Where a quoted argument starting at `at` (`'...'`) ends. */
function quotedEnd(text: string, at: number): number {
  const end = text.indexOf("'", at + 1);
  return end < 0 ? text.length : end + 1;
}
