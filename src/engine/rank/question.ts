/**
 * What of a question is content: the library's own name and the version it names say which documentation to
 * read, not which section answers (every section of Flask's documentation is about Flask), so they are taken
 * out before ranking. Without this, "flask 2.2: ..." counted "flask" and "2.2" as words to find, and a
 * question naming a version was reported as matching nothing closely. The asker's own names and values go too
 * (see own-values.ts).
 * @module
 */
import { matchVersion } from '../versions.ts';
import { withoutOwnValues } from './own-values.ts';
import { identifierParts, isStopWord, words } from './tokens.ts';

export interface LibraryContext {
  /** The library's display name, ID (`/org/project`) and aliases. */
  name: string;
  id: string;
  aliases: string[];
  /** The library's versions, to recognise a version number in the question. */
  versions: string[];
}

/** The question without the library's name and version words; the question itself when nothing else is left. */
export function contentOfQuestion(question: string, library: LibraryContext): string {
  const names = nameWords(library);
  const tokens = withoutOwnValues(question).split(/(\s+)/);
  const kept: string[] = [];
  let afterName = false;
  // In a question about what changed, a version is what it asks about ("what changed in version 2.1": the release
  // notes' "Version 2.1.0"), not the documentation to choose.
  const aboutChanges = asksAboutChanges(question);
  for (const [i, token] of tokens.entries()) {
    if (/^\s+$/.test(token) || token === '') {
      kept.push(token);
      continue;
    }
    const bare = token.replace(/^[^\w@.$-]+|[^\w$]+$/g, '');
    const lower = bare.toLowerCase();
    const isName = (names.has(lower) || names.has(lower.replace(/[^a-z\d]/g, ''))) && !writtenAsApi(token, tokens[i + 2]);
    const isVersion: boolean = /^(?:v|version)?\d+(?:\.\d+)*(?:\.x)?$/i.test(bare) && (afterName || /^v\d/i.test(bare) || isLibraryVersion(bare, library.versions));
    if (isName || (isVersion && !aboutChanges)) {
      afterName = isName || (afterName && isVersion);
      kept.push(token.replace(bare, ' '));
      continue;
    }
    afterName = lower === 'version';
    kept.push(token);
  }
  // A removed name leaves its stop behind ("stalls on PostgreSQL 15." → "stalls on ."): glued back to the word before,
  // the sentence still ends where tellsStory and questionGoal look for it.
  const content = kept.join('').replace(/\s+/g, ' ').replace(/ ([.!?,;:])(?= |$)/g, '$1').trim();
  return words(content).some((w) => !isStopWord(w)) ? content : question;
}

/**
 * A word of the library's name that the question writes as an API of it: in backticks, or capitalised before a word
 * for a type ("the Generator class" of AsyncAPI Generator, "the Config interface" of Typesafe Config). Not a name
 * used as an adjective ("a react component", "an axios instance", "Flask class-based views").
 */
function writtenAsApi(token: string, next: string | undefined): boolean {
  return /^`[^`]+`\W*$/.test(token) || (/^[A-Z]\w*$/.test(token) && API_KIND.test(next ?? ''));
}

const API_KIND = /^(?:class|classes|interface|interfaces|constructor|struct|enum|trait|annotation)(?![\w-])/i;

function isLibraryVersion(number: string, versions: string[]): boolean {
  const plain = number.replace(/^v/i, '');
  // "15" for 15.20, "3.11" for 3.11.2: a lone small integer is a version only when it is a major we have.
  return plain.includes('.') || Number(plain) < 100 ? matchVersion(plain, versions) !== undefined : false;
}

/** The library's name, ID segments and aliases, whole and in parts, lower-cased. */
function nameWords(library: LibraryContext): Set<string> {
  const out = new Set<string>();
  const segments = library.id.split('/').filter(Boolean).slice(0, 2);
  for (const text of [library.name, ...segments, ...library.aliases]) {
    out.add(text.toLowerCase().replace(/[^a-z\d]/g, ''));
    for (const word of words(text)) {
      out.add(word.toLowerCase());
      for (const part of identifierParts(word)) if (part.length >= 3 && part !== 'js') out.add(part);
    }
  }
  out.delete('');
  return out;
}

/**
 * A question about what changed between versions ("after upgrading", "no longer works", "deprecated"): release
 * notes and migration guides are answers to it, not noise to rank below the reference.
 */
export function asksAboutChanges(question: string): boolean {
  return CHANGE_WORDS.test(question);
}

const CHANGE_WORDS =
  /\b(?:upgrad(?:e|es|ed|ing)|migrat(?:e|es|ed|ing|ion)|deprecat\w*|removed|breaking|changelog|release notes?|no longer|stopped working|what'?s new|new in|changed in|since (?:v(?:ersion)?\s*)?\d)\b/i;

/**
 * Whether a question tells a story: it states something before it asks, as a user describes what their code does ("We
 * call `analytics.track(event)` ... on purpose. The linter keeps flagging it. Is there a way to ...?"). A statement
 * ends at a full stop or an exclamation mark after a word, before the next word, or at `。`, `！`, `।`, `۔` or `։`;
 * an ellipsis and a title ("Dr.") end none, nor do dotted letters ("e.g.", "a.k.a.") and "etc." before a lower-case
 * word ("the U.S. Why ..." ends one), and a greeting ("Hi!") states nothing. Code and double-quoted text read as a
 * word: "We call `track`. Is ..." states. An assistant's question followed by its names ("Can find search zip archives?
 * -name, unzip -l") states nothing first, nor does a version label ("Node.js v20. How ...").
 */
export function tellsStory(question: string, library?: LibraryContext): boolean {
  return STATEMENT_END.test(storyProse(question, library));
}

/**
 * The question as tellsStory reads its sentences, letter for letter in place: a greeting and a version label first
 * blanked, code and double-quoted text as letters, abbreviations' full stops as spaces.
 */
function storyProse(question: string, library?: LibraryContext): string {
  const greeting = GREETING.exec(question)?.[0].length ?? 0;
  const rest = question.slice(greeting);
  const label = rest.length - withoutVersionLabel(rest, library).length;
  const same = (m: string, by: string) => by.repeat(m.length);
  const prose = question.slice(greeting + label).replace(CODE_OR_QUOTED, (m) => same(m, 'x')).replace(ABBREVIATION, (m) => same(m, ' '));
  return ' '.repeat(greeting + label) + prose;
}

/**
 * What a long question says it wants, and how it says it: an assistant writes its goal before a colon and the API
 * names it expects after ("Log slow statements: log_min_duration_statement, auto_explain"); a user tells a story and
 * ends by asking, in the sentences after its last statement that end in a question mark ("... and the first requests
 * every morning fail. Does the pool clean out stale idle entries on its own?"), with `statementsBefore` that many
 * statements before them. A story's asking comes first: its story may hold a colon ("Error: ECONNRESET every
 * morning."). None for a question that only asks or ends by stating, nor for a colon in code (`retries: 3`).
 * Sentences end as tellsStory reads them.
 */
export function questionGoal(question: string, statementsBefore = 0, library?: LibraryContext): { text: string; kind: 'asked' | 'colon' } | undefined {
  const prose = storyProse(question, library);
  if (asksLast(prose)) {
    const starts = [0];
    for (const m of prose.matchAll(STATEMENTS)) starts.push(m.index + m[0].length);
    if (starts.length > 1) return { text: question.slice(starts[Math.max(0, starts.length - 1 - statementsBefore)]), kind: 'asked' };
  }
  const cut = prose.search(/:\s/);
  return cut > 0 ? { text: question.slice(0, cut), kind: 'colon' } : undefined;
}

/**
 * Whether a question mark ends the text (Latin, full-width or Arabic), an exclamation mark or more after it. Read from
 * the end: a pattern anchored at the end retried from every question mark of a long run.
 */
function asksLast(text: string): boolean {
  let i = text.trimEnd().length - 1;
  let asked = false;
  for (; i >= 0 && '!?？؟'.includes(text[i]!); i--) asked ||= text[i] !== '!';
  return asked;
}

/**
 * A label first, a name or two and a version ("Node.js v20.", "PostgreSQL 15.", "Using Spring Boot 3."), states
 * nothing. Each word of the name is written as a name: capitalised, or with a dot, a plus or a hash (`node.js`, `c++`);
 * "I have 2." and "It returns 5." state something. When the library is known, the name is its own: "Error 500."
 * states something too.
 */
function withoutVersionLabel(question: string, library?: LibraryContext): string {
  const label = VERSION_LABEL.exec(question);
  if (!label) return question;
  if (library) {
    const names = nameWords(library);
    const own = (word: string) => names.has(word.toLowerCase()) || names.has(word.toLowerCase().replace(/[^a-z\d]/g, ''));
    if (!label[1]!.trim().split(/\s+/).every(own)) return question;
  }
  return question.slice(label[0].length);
}

const VERSION_LABEL = /^\s*(?:(?:[Uu]sing|[Oo]n|[Ww]ith)\s+)?((?:(?:\p{Lu}[\p{L}\p{N}.+#-]*|\p{Ll}[\p{L}\p{N}-]*[.+#][\p{L}\p{N}.+#-]*)\s+){1,2})[vV]?\d+(?:\.\d+)*\.\s+/u;

const GREETING = /^\s*(?:hi|hello|hey|thanks|thank you|greetings|good (?:morning|afternoon|evening))\b[^.!?,\n]{0,20}[.!?,]+\s*/i;
const CODE_OR_QUOTED = /`[^`\n]*`|"[^"\n]{0,200}"|“[^”\n]{0,200}”/g;
/** Titles, and dotted letters (e.g., a.k.a.) and short forms before a lower-case word, a number or a comma. */
const ABBREVIATION = /\b(?:Mrs?|Ms|Dr|St)\.|\b(?:(?:\p{L}\.){2,}|(?:etc|vs|cf|approx|incl|esp|resp|no|fig|ca)\.)(?=\s*[\p{Ll}\p{N},;(])/gu;
/** Where a statement ends: each match ends where the next sentence begins (a sentence of one letter is one). */
const STATEMENTS = /[\p{L}\p{N})\]>*'’](?:!+|\.(?!\.))\s+(?=["'“‘(¿¡]?\p{L})|[。！।۔։]\s*(?=\p{L})/gu;
const STATEMENT_END = new RegExp(STATEMENTS.source, 'u');
