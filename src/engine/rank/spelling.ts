/**
 * British and American spellings of one word ("analyse" and "analyze", "behaviour" and "behavior", "cancelled" and
 * "canceled", "licence" and "license"): the stemmer keeps them apart, so a question in one spelling missed
 * documentation written in the other. Each question word is read in the spelling its documentation writes most often.
 * (A verb and its noun, "analyze" and "analysis", are no spellings of one word: they meet in stems and in the
 * full-text query, see tokens.ts.)
 * @module
 */

/** Words whose American ending has a British one; other words ending so (error, filter, called) have none. */
const OUR_STEMS = 'behavi|col|fav|hon|lab|neighb|flav|hum|rum|vap|arm|endeav|harb|od|savi';
const TRE_STEMS = 'cen|me|li|thea|spec|lus|mi|sepul';
const L_STEMS = 'cancel|label|model|travel|signal|level|tunnel|channel|fuel|marshal|dial|panel|total|counsel|pedal';

/** Word ends in -ise that have no -ize (promise, exercise, supervised, bitwise), and in -ize that have no -ise (resize). */
const NOT_IZE =
  /(?:prom|prem|exerc|expert|enterpr|w|prec|conc|surpr|comprom|adv|dev|rev|superv|improv|compr|disgu|franch|merchand|pra|bra|bru|cru|parad|treat|upr|sunr|exc|inc|desp|chast|advert|appr|surm|demi|mort|torto|porpo|turquo|deno|repr|telev)is(?:e|ed|es|ing|er|ers)$/;
const NOT_ISE = /(?:siz|eiz|priz)(?:e|ed|es|ing|er|ers)$/;

/**
 * One spelling's others: each rule matches a word's end and gives the ends it may have instead. British endings
 * first: a question's British word is the likelier to miss, and words are counted in this order (see LOOKUPS_MAX).
 */
const RULES: { end: RegExp; others: string[]; british: boolean; except?: RegExp }[] = [
  // -ise and its forms (initialise, serialised, normalisation, optimiser); a stem of three letters at least, and not
  // a word whose -ise is no -ize (promise, exercise, advise, surprise, otherwise).
  { end: /(?<=[a-z]{3})is(e|ed|es|ing|ation|ations|er|ers)$/, others: ['iz$1'], british: true, except: NOT_IZE },
  // -yse (analyse, paralysed, catalyse).
  { end: /ys(e|ed|es|ing|er|ers)$/, others: ['yz$1'], british: true },
  { end: new RegExp(`(?<=^(?:${OUR_STEMS}))our(s|ed|ing|ite|ites|able)?$`), others: ['or$1'], british: true },
  { end: /(?<=[a-z]{2})tre(s)?$/, others: ['ter$1'], british: true },
  { end: new RegExp(`(?<=^(?:${TRE_STEMS}))tred$`), others: ['tered'], british: true },
  { end: /(?<=^(?:fi|cali|sa|som))bre(s)?$/, others: ['ber$1'], british: true },
  { end: new RegExp(`(?<=^(?:${L_STEMS}))l(ed|ing|er|ers)$`), others: ['$1'], british: true },
  { end: /(?<=[a-z]{3})ogue(s)?$/, others: ['og$1'], british: true },
  { end: /(?<=^(?:lic|def|off|pret))ence(s)?$/, others: ['ense$1'], british: true },
  { end: /(?<=[a-z]{3})iz(e|ed|es|ing|ation|ations|er|ers)$/, others: ['is$1'], british: false, except: NOT_ISE },
  { end: /yz(e|ed|es|ing|er|ers)$/, others: ['ys$1'], british: false },
  { end: new RegExp(`(?<=^(?:${OUR_STEMS}))or(s|ed|ing|ite|ites|able)?$`), others: ['our$1'], british: false },
  { end: new RegExp(`(?<=^(?:${TRE_STEMS}))ter(s)?$`), others: ['tre$1'], british: false },
  { end: new RegExp(`(?<=^(?:${TRE_STEMS}))tered$`), others: ['tred'], british: false },
  { end: /(?<=^(?:fi|cali|sa|som))ber(s)?$/, others: ['bre$1'], british: false },
  { end: new RegExp(`(?<=^(?:${L_STEMS}))(ed|ing|er|ers)$`), others: ['l$1'], british: false },
  { end: /(?<=^(?:catal|dial|anal|monol|prol|epil))og(s)?$/, others: ['ogue$1'], british: false },
  { end: /(?<=^(?:lic|def|off|pret))ense(s)?$/, others: ['ence$1'], british: false },
];

/** The word's other spellings, likeliest first, and whether its own ending is British. */
function spellings(word: string): { others: string[]; british: boolean } {
  const others: string[] = [];
  let british = false;
  for (const rule of RULES) {
    if (!rule.end.test(word) || rule.except?.test(word)) continue;
    british ||= rule.british;
    for (const other of rule.others) {
      const spelt = word.replace(rule.end, other);
      if (spelt !== word && !others.includes(spelt)) others.push(spelt);
    }
  }
  return { others, british };
}

/** The word's other spellings, likeliest first. */
export function otherSpellings(word: string): string[] {
  return spellings(word).others;
}

/**
 * A plain word of a question that may have another spelling: five letters or more, not part of a name (`pool.close`,
 * `--colour`, `max_size`, `a=b`, a path) or of another script's word.
 */
const WORD = /(?<![\p{L}\p{N}_.\-/:=$#@])\p{L}{5,40}(?![\p{L}\p{N}_\-(=/])(?!\.[\p{L}\p{N}])/gu;
/** Code and quoted text, the asker's own names: left as asked. */
const NAMES = /`[^`\n]*`|"[^"\n]*"|“[^”\n]*”|(?<!\p{L})'[^'\n]*'(?!\p{L})/gu;
/** At most this many spellings are counted per question (each a full-text count, remembered by the store). */
const LOOKUPS_MAX = 24;

/**
 * The question with each word in the spelling its documentation writes most often (`count` says in how many sections
 * a word stands): British and American spellings often both occur in one manual, a word mostly in one of them. British
 * words are counted first; a word keeps its capital ("Behaviour" → "Behavior"), and one in capitals is left as asked.
 */
export function inDocumentedSpelling(question: string, count: (word: string) => number): string {
  const plain: { at: number; word: string }[] = [];
  let from = 0;
  for (const name of question.matchAll(NAMES)) {
    for (const m of question.slice(from, name.index).matchAll(WORD)) plain.push({ at: from + m.index, word: m[0] });
    from = name.index + name[0].length;
  }
  for (const m of question.slice(from).matchAll(WORD)) plain.push({ at: from + m.index, word: m[0] });
  // Which spelling each distinct word takes, British words decided first while counts last.
  const candidates = new Map<string, { others: string[]; british: boolean }>();
  for (const { word } of plain) {
    const lower = word.toLowerCase();
    // A word in capitals is a keyword or a constant (`VACUUM ANALYSE`), one with a capital inside a name (setColour).
    if (candidates.has(lower) || word === word.toUpperCase() || /\p{Ll}\p{Lu}/u.test(word)) continue;
    const found = spellings(lower);
    if (found.others.length > 0) candidates.set(lower, found);
  }
  const chosen = new Map<string, string>();
  let lookups = 0;
  for (const [lower, { others }] of [...candidates].sort((a, b) => Number(b[1].british) - Number(a[1].british))) {
    if (lookups + 1 + others.length > LOOKUPS_MAX) continue;
    lookups += 1 + others.length;
    let spelt = lower;
    let most = count(lower);
    for (const other of others) {
      const n = count(other);
      if (n > most) [spelt, most] = [other, n];
    }
    if (spelt !== lower) chosen.set(lower, spelt);
  }
  if (chosen.size === 0) return question;
  let out = '';
  let last = 0;
  for (const { at, word } of plain) {
    const spelt = chosen.get(word.toLowerCase());
    if (!spelt || word === word.toUpperCase() || /\p{Ll}\p{Lu}/u.test(word)) continue;
    out += question.slice(last, at) + withCapitals(word, spelt);
    last = at + word.length;
  }
  return out + question.slice(last);
}

/** `spelt` with the capital `word` starts with, if any. */
function withCapitals(word: string, spelt: string): string {
  return word[0] === word[0]!.toUpperCase() ? spelt[0]!.toUpperCase() + spelt.slice(1) : spelt;
}
