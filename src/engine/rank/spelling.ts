/**
 * British and American spellings of one word ("analyse" and "analyze", "behaviour" and "behavior", "cancelled" and
 * "canceled", "licence" and "license"), and the noun a verb of -yse/-yze goes with ("analysis"): the stemmer keeps
 * them apart, so a question in one spelling missed documentation written in the other. Each question word is read
 * in the spelling its documentation writes most often.
 * @module
 */

/** One spelling's others: each rule matches a word's end and gives the ends it may have instead. */
const RULES: { end: RegExp; others: string[] }[] = [
  // -ise/-ize and their forms (initialise, serialised, normalisation, optimiser); a stem of three letters at least.
  { end: /(?<=[a-z]{3})is(e|ed|es|ing|ation|ations|er|ers)$/, others: ['iz$1'] },
  { end: /(?<=[a-z]{3})iz(e|ed|es|ing|ation|ations|er|ers)$/, others: ['is$1'] },
  // -yse/-yze and the noun in -ysis (analyse, paralysed, catalyse).
  { end: /ys(e|ed|es|ing|er|ers)$/, others: ['yz$1', 'ysis'] },
  { end: /yz(e|ed|es|ing|er|ers)$/, others: ['ys$1', 'ysis'] },
  { end: /ysis$/, others: ['yze', 'yse'] },
  // -our/-or (behaviour, colour, favourite, neighbours).
  { end: /(?<=[a-z]{2})our(s|ed|ing|ite|ites|able)?$/, others: ['or$1'] },
  { end: /(?<=[a-z]{2})or(s|ed|ing|ite|ites|able)?$/, others: ['our$1'] },
  // -tre/-ter (centre, metres).
  { end: /(?<=[a-z]{2})tre(s|d)?$/, others: ['ter$1'] },
  { end: /(?<=[a-z]{2})ter(s|ed)?$/, others: ['tre$1'] },
  // A doubled l after a short vowel before -ed, -ing, -er (cancelled, labelling, modeller, signalled).
  { end: /([ae])ll(ed|ing|er|ers)$/, others: ['$1l$2'] },
  { end: /(?<=[a-z]{2}[^aeiou])([ae])l(ed|ing|er|ers)$/, others: ['$1ll$2'] },
  // -ogue/-og (catalogue, dialogues).
  { end: /(?<=[a-z]{3})ogue(s)?$/, others: ['og$1'] },
  { end: /(?<=[a-z]{3})og(s)?$/, others: ['ogue$1'] },
  // licence, defence, offence, pretence.
  { end: /(?<=^(?:lic|def|off|pret))ence(s)?$/, others: ['ense$1'] },
  { end: /(?<=^(?:lic|def|off|pret))ense(s)?$/, others: ['ence$1'] },
];

/** The word's other spellings, likeliest first. */
export function otherSpellings(word: string): string[] {
  const out: string[] = [];
  for (const rule of RULES) {
    if (!rule.end.test(word)) continue;
    for (const other of rule.others) {
      const spelt = word.replace(rule.end, other);
      if (spelt !== word && !out.includes(spelt)) out.push(spelt);
    }
  }
  return out;
}

/** Words of a question that may have another spelling: letters only, five at least. */
const WORD = /\b[A-Za-z]{5,40}\b/g;
/** At most this many spellings are counted per question (each a full-text count, remembered by the store). */
const LOOKUPS_MAX = 24;

/**
 * The question with each word in the spelling its documentation writes most often (`count` says in how many sections
 * a word stands): British and American spellings often both occur in one manual, a word mostly in one of them.
 * Words written as code (between backticks) are the asker's names, left as they are.
 */
export function inDocumentedSpelling(question: string, count: (word: string) => number): string {
  let lookups = 0;
  const chosen = new Map<string, string>();
  const counted = (word: string) => {
    lookups++;
    return count(word);
  };
  return question.replace(/`[^`\n]*`|[^`]+/g, (part) => {
    if (part.startsWith('`')) return part;
    return part.replace(WORD, (word) => {
      const lower = word.toLowerCase();
      let spelt = chosen.get(lower);
      if (spelt === undefined) {
        spelt = lower;
        const others = otherSpellings(lower);
        if (others.length > 0 && lookups + 1 + others.length <= LOOKUPS_MAX) {
          let most = counted(lower);
          for (const other of others) {
            const n = counted(other);
            if (n > most) [spelt, most] = [other, n];
          }
        }
        chosen.set(lower, spelt);
      }
      return spelt === lower ? word : spelt;
    });
  });
}
