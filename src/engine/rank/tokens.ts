/**
 * Code-aware text analysis shared by indexing and querying: identifiers are split (camelCase, snake_case,
 * dotted and `::` names) and also kept whole, English stop words are dropped from questions, and words are
 * stemmed the way FTS5's porter tokenizer stems them.
 * @module
 */
import { stemmer } from 'stemmer';

/** Words, identifiers with their separators (`a.b`, `a::b`, `a_b`, `$x`) and version-like numbers. */
const WORD = /[A-Za-z_$][\w$]*(?:(?:\.|::|->|#)[A-Za-z_$][\w$]*)*|\d+(?:\.\d+)*/g;

/**
 * Question words that say nothing about which section answers the question. Not "without" and "instead": they
 * name the constraint a question is about ("test routes without starting the server", "identity instead of
 * serial"), and the documentation draws the same line in the same words; nor "own" ("an element's own text",
 * "the object's own properties": `ownText`, `hasOwn`), "before" and "after" ("run a check right before I publish":
 * npm's script that "Runs BEFORE the package is prepared").
 */
const STOP_WORDS = new Set(
  (
    'a about above again all also am an and any are as at be because been being below between both but by ' +
    'can could did do does doing done down during each either else etc ever every few for from further get gets getting got had has have having he her here ' +
    'hers him his how i if in into is it its itself just let like make makes me might mine more most much must my myself ' +
    'need needs no nor not now of off on once only or other our ours out over please possible same shall she should so some still such ' +
    'than that the their them then there these they this those through to too under until up upon us use used using very via ' +
    'want wants was way we were what when where whether which while who whom why will with within would you your yours ' +
    'anything something thing things really simply actually currently properly correctly right new old ' +
    // Conversational filler and the pieces of contractions ("don't" → don, t).
    "don doesn didn isn aren wasn won can't cannot t s ll ve re m d whatever whenever wherever whoever even though although " +
    'anyway somehow maybe perhaps basically exactly already yet myself yourself ourselves okay ok'
  ).split(' '),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/** `addContentTypeParser` → add, content, type, parser; `child_process.exec` → child, process, exec. */
export function identifierParts(identifier: string): string[] {
  return identifier
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z\d]+/)
    .filter((p) => p.length > 0)
    .map((p) => p.toLowerCase());
}

/**
 * A compound's parts, and each part that ends in a number without its number: `escapeHtml4` is about HTML,
 * `escapeXml10` about XML (an escaper had been found by "escape HTML" only through its prose, and one whose prose
 * says "HTML5" not at all).
 */
export function indexedParts(identifier: string): string[] {
  const parts = identifierParts(identifier);
  for (const part of [...parts]) {
    const letters = /^([a-z]{2,})\d+$/.exec(part)?.[1];
    if (letters && !parts.includes(letters)) parts.push(letters);
  }
  return parts;
}

/** True when the word is a compound identifier worth indexing by its parts too. */
export function isCompound(word: string): boolean {
  return /[a-z\d][A-Z]|[A-Za-z\d][_.:#$-]+[A-Za-z\d]|->/.test(word);
}

/** A qualified name: `a.b`, `a::b`, `a->b`, `A#b`. */
export function isDotted(word: string): boolean {
  return /[.:#]|->/.test(word);
}

/** The names a qualified name is made of: `fs.promises.readFile` → fs, promises, readFile. */
export function nameSegments(word: string): string[] {
  return word.split(/\.|::|->|#/).filter(Boolean);
}

/** The whole form of a dotted or `::` name as one FTS token: `reply.redirect` → `reply_redirect`. */
export function joinedForm(identifier: string): string {
  return identifier
    .toLowerCase()
    .replace(/(?:\.|::|->|#)/g, '_')
    .replace(/[^a-z\d_]/g, '');
}

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * Extra index text for identifiers: parts of compounds and their joined forms, each once.
 * Plain words are already indexed by the body column.
 */
export function identifierTerms(text: string): string[] {
  const out = new Set<string>();
  for (const word of words(text)) {
    if (!isCompound(word)) continue;
    const parts = indexedParts(word);
    if (parts.length < 2) continue;
    for (const part of parts) out.add(part);
    out.add(joinedForm(word));
  }
  return [...out];
}

export interface QueryTerm {
  /** What goes into the FTS5 query (quoted there). */
  text: string;
  /** Porter stem used to check coverage in candidate text. */
  stem: string;
  /** Identifier parts and name segments count less than the words and names a user typed. */
  weight: number;
  /**
   * A qualified name's segments as written, outermost first (`Connection.ignoreContentType` → Connection,
   * ignoreContentType): a reference entry headed by the last one under a page or section named by the one before it
   * is that name, though its text never spells it whole (Javadoc, Doxygen).
   */
  qualified?: string[];
  /**
   * A command-line option of one letter (`-t`; `text` keeps its case): counted where a heading or text writes it as
   * an option; it selects full-text candidates only when its letter is rare (see candidateTerms).
   */
  flag?: boolean;
  /**
   * A value the question gives: a number with a unit ("200 ms", "40 GB", "80%") or an IPv4 address ("8.8.8.8",
   * `127.0.0.1:5432`). Most often the asker's own, though it may be a documented default ("10240000 bytes"): it counts
   * half in coverage and selects no candidates (see candidateTerms). "80" of "died at 80%" had found curl's exit code
   * 80, "200" of "200 ms" `mpls 200/300`, and an assistant's `127.0.0.1` the examples that happen to write it.
   */
  value?: boolean;
}

/** "sort of", "a bit faster": filler, though `sort` and `bit` alone are what a question is about ("flip a bit"). */
const FILLER_PHRASES =
  /\b(?:sort|kind)s? of\b|\ba (?:little )?bit (?=(?:more|less|faster|slower|better|worse|bigger|smaller|larger|longer|shorter|higher|lower|easier|harder|simpler|cleaner|clearer|quicker|earlier|later|further)\b)|\ba lot\b|\blots of\b/gi;

/**
 * A one-letter option as a question writes it (`ssh-add -t`, `` `-L` ``, `'-J'`, "-t?"), not a letter of a word
 * (`e-mail`), a number (`-1`) or a cluster (`-la`).
 */
const ONE_LETTER_OPTION = /(?<=^|[\s(/,[`'"])-([A-Za-z])(?=$|[\s,.;:)\]=?!`'"/])/g;

/** A number followed by a unit of time, size, rate or a percent sign, or an IPv4 address (see QueryTerm.value). */
const QUANTITY =
  /(?<=^|[\s(~=:'"`[])(\d+(?:\.\d+)?)\s*(?=%|(?:ns|us|µs|ms|msec|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|[kmgt]i?b(?:\/s)?|[kmgt]bit(?:\/s)?|[kmgt]bps|bytes?)\b)/gi;
const IPV4_ADDRESS = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;
/** How much such a value counts in coverage, as a part of a compound name does. */
const VALUE_WEIGHT = 0.5;

/**
 * The values a question gives (see QueryTerm.value): a number is one only where every mention of it is one ("HTTP
 * 200 after 200 ms": 200 is a word).
 */
function valuesGiven(question: string): Set<string> {
  const given = [...[...question.matchAll(QUANTITY)].map((m) => m[1]!), ...(question.match(IPV4_ADDRESS) ?? [])];
  const written = new Set(words(question.replace(QUANTITY, ' ').replace(IPV4_ADDRESS, ' ')));
  return new Set(given.filter((value) => !written.has(value)));
}

/** Terms of a question: non-stop words, identifiers whole and in parts, one-letter options. */
export function queryTerms(question: string): QueryTerm[] {
  const out = new Map<string, QueryTerm>();
  // `ssh-add -t`, `curl -L`: a one-letter option is a word to find in an entry's heading, though no word of text
  // (its letter is not a word of the question either). Its case is kept: `-S` and `-s` are two options.
  for (const m of question.matchAll(ONE_LETTER_OPTION)) {
    const letter = m[1]!;
    if (!out.has(`-${letter}`)) out.set(`-${letter}`, { text: letter, stem: letter.toLowerCase(), weight: 1, flag: true });
  }
  question = question.replace(ONE_LETTER_OPTION, ' ');
  const values = valuesGiven(question);
  const keywords = writtenAsCode(question);
  const add = (text: string, weight: number) => {
    const lower = text.toLowerCase();
    if (!lower || (isStopWord(lower) && !keywords.has(text))) return;
    const existing = out.get(lower);
    if (existing) existing.weight = Math.max(existing.weight, weight);
    else out.set(lower, { text: lower, stem: stem(lower), weight });
  };
  for (const word of words(question.replace(FILLER_PHRASES, ' '))) {
    if (/^\d+(\.\d+)*$/.test(word) && word.length < 2) continue;
    if (values.has(word)) {
      add(word, VALUE_WEIGHT);
      const value = out.get(word)!;
      value.value = true;
      // Found in a text as the whole form its reading gives a dotted word (`127.0.0.1` → 127_0_0_1), as names are.
      if (isDotted(word)) value.stem = joinedForm(word);
      continue;
    }
    if (isCompound(word)) {
      const parts = identifierParts(word);
      if (isDotted(word)) {
        add(joinedForm(word), 1);
        const segments = nameSegments(word);
        // `5.0` is a version, not a name; names keep their case (`Connection`, not a section about connections).
        if (segments.every((segment) => /^[A-Za-z_$]/.test(segment))) out.get(joinedForm(word))!.qualified = segments;
        for (const segment of segments) add(segment, 0.8);
      } else {
        add(word, 1);
      }
      for (const part of parts) add(part, 0.5);
    } else {
      add(word, 1);
    }
  }
  return [...out.values()];
}

/**
 * Words a question writes as code: in backticks (`` `with` ``), a word or two in quotes ("the 'let' keyword"; a
 * quoted sentence or error message is prose), a name with its arity (`once/1`), or a run of two to four words in
 * capitals (SQL's `ORDER BY`, `UNION ALL`, `IS NOT NULL`; a lone `NOT` or `IT` is emphasis or an abbreviation). A stop
 * word written so is a keyword of the language asked about, a word to find.
 */
export function writtenAsCode(question: string): ReadonlySet<string> {
  const out = new Set<string>();
  const keep = (text: string) => {
    // Not a single letter: `'a'` is a value the asker chose.
    for (const word of words(text)) if (word.length > 1) out.add(word);
  };
  for (const m of question.matchAll(/`([^`\n]{1,200})`|(?<![\w'])'([^'\n]{1,60})'(?![\w'])|"([^"\n]{1,60})"/g)) {
    if (m[1] !== undefined) keep(m[1]);
    else if ((m[2] ?? m[3] ?? '').trim().split(/\s+/).length <= 2) keep(m[2] ?? m[3] ?? '');
  }
  // A predicate or function named with its arity, as Prolog's and Erlang's manuals name them: `once/1`, `is/2`,
  // `between/3`, `lists:map/2`. Its name is the word to find, a stop word or not.
  for (const m of question.matchAll(/(?<![\w/])([a-z_][\w]{0,60})\/\d{1,2}(?![\w/])/g)) keep(m[1]!);
  if (/[a-z]/.test(question)) {
    // Two to four words: a longer run in capitals is a sentence shouted ("HOW DO I SORT A LIST in python").
    for (const m of question.matchAll(/\b[A-Z]+(?:[ \t]+[A-Z]+)+\b/g)) {
      const runWords = m[0].split(/[ \t]+/);
      // Not the start of a contraction ("DON'T").
      if (question[m.index + m[0].length] === "'") runWords.pop();
      if (runWords.length <= 4 && runWords.filter((w) => w.length > 1).length >= 2) keep(runWords.join(' '));
    }
  }
  return out;
}

/** One term as FTS5 syntax: a quoted token. */
export function termQuery(term: QueryTerm): string {
  return ftsPhrase(term.text);
}

/** Text as one quoted FTS5 string (a token, or a phrase of several): its quotes doubled, nothing else special. */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A noun Porter's stems keep apart from its verb, as the verb: -ification as -ify ("notification" and "notify",
 * "verification", "specification"), -ysis as -yze ("analysis"), and -yse as -yze (British "analyse").
 */
function asVerb(word: string): string {
  if (/[a-z]{2}ifications?$/.test(word)) return word.replace(/ications?$/, 'y');
  if (/[a-z]{2}ys(?:is|es)$/.test(word)) return word.replace(/ys(?:is|es)$/, 'yze');
  if (/[a-z]{2}ys(?:e|ed|ing)$/.test(word)) return word.replace(/ys(e|ed|ing)$/, 'yz$1');
  return word;
}

/**
 * The other forms of a question word's verb or noun that the full-text index stems apart (see asVerb): "notify" finds
 * "notification", "analysis" finds "analyze".
 */
export function otherForms(word: string): string[] {
  const m = /^([a-z]{2,})if(?:y|ies|ied|ying)$/.exec(word);
  if (m) return [`${m[1]}ification`];
  const n = /^([a-z]{2,})ifications?$/.exec(word);
  if (n) return [`${n[1]}ify`];
  const y = /^([a-z]{2,})y[sz](?:e|ed|es|ing)$/.exec(word);
  if (y) return [`${y[1]}ysis`, `${y[1]}yze`];
  const z = /^([a-z]{2,})ysis$/.exec(word);
  if (z) return [`${z[1]}yze`];
  return [];
}

/** Stems of words seen so far: ranking stems every candidate's text on each query, with few distinct words. */
const stems = new Map<string, string>();
const STEM_CACHE_MAX = 100_000;

export function stem(word: string): string {
  const lower = word.toLowerCase();
  let stemmed = stems.get(lower);
  if (stemmed === undefined) {
    stemmed = /^[a-z]+$/.test(lower) ? stemmer(asVerb(lower)) : lower;
    if (stems.size >= STEM_CACHE_MAX) stems.clear();
    stems.set(lower, stemmed);
  }
  return stemmed;
}

/** Stems of every word in a text, in order, for coverage and proximity checks (a compound: its whole form, then its parts' stems). */
export function stemSequence(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) out.push(...wordTokens(word));
  return out;
}

/**
 * The names a heading gives, as written: each word, and a qualified word's last segment (`Connection.Request` names
 * `Request`, not `Connection`), so that a type's page or section can be told from one that merely mentions it.
 */
export function headingNames(heading: string): Set<string> {
  const out = new Set<string>();
  for (const word of words(heading)) {
    out.add(word);
    if (isDotted(word)) out.add(nameSegments(word).pop()!);
  }
  return out;
}

/**
 * What stemSequence makes of one word, remembered: ranking reads the start of thirty candidates on every
 * question, and their words repeat, so each distinct word is split and stemmed once.
 */
const tokensOfWord = new Map<string, string[]>();

function wordTokens(word: string): string[] {
  let tokens = tokensOfWord.get(word);
  if (tokens === undefined) {
    tokens = isCompound(word) ? [isDotted(word) ? joinedForm(word) : word.toLowerCase(), ...indexedParts(word).map(stem)] : [stem(word)];
    if (tokensOfWord.size >= STEM_CACHE_MAX) tokensOfWord.clear();
    tokensOfWord.set(word, tokens);
  }
  return tokens;
}
