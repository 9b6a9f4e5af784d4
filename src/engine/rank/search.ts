/**
 * Ranking within one library version: FTS5 BM25F over title, breadcrumb, identifiers and body finds
 * candidates matching any query word; a second pass rescores them by how much of the question they cover
 * (IDF-weighted), phrase and proximity matches, and page kind (changelogs yield to reference pages).
 * @module
 */
import type { Store, StoredSnippet, VersionRow } from '../store/store.ts';
import { PAGE_KIND } from '../sources/folder.ts';
import { isMemberGroup, snippetText } from './fields.ts';
import { questionGoal, type LibraryContext } from './question.ts';
import { ftsPhrase, headingNames, isCompound, isStopWord, joinedForm, otherForms, queryTerms, stemSequence, termQuery, words, type QueryTerm } from './tokens.ts';
import { relatedWords, type RelatedWord } from './synonyms.ts';
import { wordnetSynonyms } from './wordnet.ts';

/**
 * BM25F column weights: title, breadcrumb, idents, body. The idents column holds the parts of compound names
 * (`PurePosixPath` → pure, posix, path) and qualified names whole: a part matching a question word says less than
 * the same word in prose ("memoize an expensive pure function" is not about PurePath), so it weighs as a body word.
 */
export const COLUMN_WEIGHTS = [6, 3, 1, 1];
/** Full-text candidates rescored per question: enough for the answer, few enough for a fast rescoring. */
const CANDIDATES = 30;
const RESCORE_CHARS = 2500;
const LONG_SNIPPET = 3000;
/** Words in more than this share of a version's snippets do not select candidates (see rankSnippets). */
const COMMON_SHARE = 0.3;
/**
 * ...and in more than this share, in a question of LONG_QUESTION words or more (as assistants write them): its
 * rarer words find the candidates; the common ones made the full-text query read most of a large library.
 */
const LONG_COMMON_SHARE = 0.15;
const LONG_QUESTION = 8;
const COMMON_MIN_SNIPPETS = 100;
/** A question word in at most this many, or this share, of a version's snippets may bring related words (see rareWordsRelated). */
const RARE_WORD_SNIPPETS = 3;
const RARE_WORD_SHARE = 0.002;
const MAX_RELATED_WORDS = 12;
/** WordNet synonyms a rare word brings at most. */
const WORDNET_PER_WORD = 6;
/** A one-letter option in at most this share of a version's snippets selects candidates (see candidateTerms). */
const RARE_OPTION_SHARE = 0.05;
/** How many of a page's candidates count towards its evidence. */
const PAGE_BEST = 3;

/** A question of LONG_QUESTION words or more, as assistants write them: the goal plus the API names they expect. */
export function isLongQuestion(question: string): boolean {
  return hasLongQuestionTerms(queryTerms(question));
}

/**
 * ...judged by the question's terms: one-letter options are not its words (`rsync -a -v -z` is a short question), nor
 * are the values it gives ("200 ms", "8.8.8.8").
 */
function hasLongQuestionTerms(terms: QueryTerm[]): boolean {
  return terms.filter((t) => !t.flag && !t.value).length >= LONG_QUESTION;
}

/**
 * How much of the question a snippet's text, headings included, holds: the weights of the question words it holds
 * (the word or its stem; a one-letter option where it is written as one), each weighed by the rescoring's term weight
 * times `rarity`, in the text as the rescoring reads it (its first RESCORE_CHARS characters, without Javadoc's lists
 * of subtypes: see rescoredText). An answer unit leaves out the sections beside its hit that hold none, or much less
 * than its best section (see focus in sections.ts). A lone letter that is not an option ("e" of "eBPF") would be
 * found in any "e.g.", and a value the asker gives ("80%") in a list of codes: neither counts.
 */
export function mentionsQuestion(question: string, rarity: (term: QueryTerm) => number = () => 1): (snippet: StoredSnippet) => number {
  const terms = queryTerms(question);
  const words = terms.filter((t) => !t.flag && !t.value && t.text.length > 1);
  const weights = words.map((t) => t.weight * rarity(t));
  // Each word counts once, by its own form or its stem; two words of one stem ("file", "files") count as the
  // rescoring counts them, each.
  const wordsOf = new Map<string, number[]>();
  words.forEach((t, i) => {
    for (const form of new Set([t.stem, t.text])) wordsOf.set(form, [...(wordsOf.get(form) ?? []), i]);
  });
  const options = terms.filter((t) => t.flag).map((t) => ({ written: optionWritten(t), weight: t.weight * rarity(t) }));
  return (snippet) => {
    const held = new Set<number>();
    for (const s of readingSet(snippet)) for (const i of wordsOf.get(s) ?? []) held.add(i);
    let sum = 0;
    for (const i of held) sum += weights[i]!;
    if (options.length > 0) {
      const text = rescoredText(snippet);
      for (const o of options) if (o.written.test(text)) sum += o.weight;
    }
    return sum;
  };
}

/** The stems the rescoring reads of a snippet (see readForRescoring), as a set; made once while the store keeps it. */
const readingSets = new WeakMap<StoredSnippet, ReadonlySet<string>>();

function readingSet(snippet: StoredSnippet): ReadonlySet<string> {
  let stems = readingSets.get(snippet);
  if (!stems) {
    stems = new Set(readForRescoring(snippet));
    readingSets.set(snippet, stems);
  }
  return stems;
}

/**
 * The share of the question's weight (each word weighed as the rescoring weighs it) in words this version never
 * writes: the words of a question the documentation does not answer ("pays", "browser extension") more often than a
 * right answer's. See packAnswer's note that nothing matches closely. A word the full-text index cannot find is
 * still written when the answer's best sections (`shown`) hold it, and a qualified name when its segments stand in a
 * row (prose writes `lfs.url` so, and a Javadoc member stands under its type): the rescoring counts those covered.
 * A term of no letter or digit (a lone `$`) says nothing either way.
 */
export function unwrittenShare(store: Store, version: VersionRow, question: string, shown: readonly StoredSnippet[] = []): number {
  const terms = queryTerms(question);
  const total = snippetCount(version);
  const writtenAnyway = (t: QueryTerm) =>
    !/[\p{L}\p{N}]/u.test(t.text) ||
    shown.some((s) => {
      const held = readingSet(s);
      return held.has(t.text) || held.has(t.stem);
    }) ||
    (t.qualified !== undefined && store.countMatches(version, ftsPhrase(t.qualified.join(' ').toLowerCase())) > 0);
  let all = 0;
  let unwritten = 0;
  for (const t of terms) {
    const count = store.countMatches(version, termQuery(t));
    const weight = t.weight * inverseFrequency(total, count);
    all += weight;
    if (count === 0 && !writtenAnyway(t)) unwritten += weight;
  }
  return all > 0 ? unwritten / all : 0;
}

/** A term's rarity in a version, as the rescoring weighs it (IDF): a word in most of the documentation says little. */
export function termRarity(store: Store, version: VersionRow): (term: QueryTerm) => number {
  const total = snippetCount(version);
  return (t) => inverseFrequency(total, store.countMatches(version, termQuery(t)));
}

/** A term's IDF among `total` snippets, `count` of which hold it. */
function inverseFrequency(total: number, count: number): number {
  return Math.log(1 + total / (1 + count));
}

/** A one-letter option as documentation writes it (`-t`, `[-t]`, `` `-t` ``), not the letter of a word or a longer option. */
function optionWritten(term: QueryTerm): RegExp {
  return new RegExp(`(?:^|[\\s[(,|\`'"])-${term.text}(?![\\w-])`);
}

/**
 * How the rescoring weighs its features (see rankSnippets). Exported so that bench/tune.ts can search them by
 * two-fold cross-validation on the dev questions; the one change it found that held on both held-out halves (a
 * feature's weight at 0, at stop 21) removed that feature.
 */
export const WEIGHTS = {
  /** Full-text BM25F score, relative to the best candidate's. */
  bm25: 0.35,
  /** Share of the question's IDF-weighted words in the snippet's text. */
  coverage: 0.45,
  /** ...in the snippet's own title and heading: the entry about the thing, not a page that mentions it. */
  ownHeading: 0.3,
  /** ...in the headings above it (page title, parent sections). */
  parents: 0.3,
  /** Neighbouring question words standing close together. */
  proximity: 0.2,
  /** ...in the opening sentence of an API entry's or option's prose: what it does (see openingSentence). */
  opening: 0.2,
  /**
   * ...and once more, the words of the goal an assistant writes before its guesses of API names ("Preserve exact
   * header name case: AxiosHeaders, normalize, ..."; see goalTerms): the goal is what the user asked, the names may be
   * wrong. Two-fold on the dev halves as assistants send: half A Hit@1 +1, half B Hit@5 +1, each at 0.03-0.1.
   */
  goal: 0.05,
  /**
   * ...and the words of what a user's story asks, its last sentences that end in a question mark ("... the first
   * requests every morning fail with broken sockets. Does the pool clean out stale idle entries on its own?"; see
   * goalTerms): the story says what happened, the asking sentences what is wanted. Two-fold over the studied sets
   * as users ask (fifth to seventh and the man-page set against the eighth to fifteenth and seventeenth): 0.1 chosen
   * on either fold, Hit@1 +3 and Hit@5 +4 on the other fold, +4 and +2 the other way round; the check sets as users
   * ask Hit@5 +1 each (eleventh, sixteenth), Hit@1 unchanged; 0.2-0.3 lost first places on the man-page set. Its
   * words also select full-text candidates as a short question's do (see rankSnippets).
   */
  asked: 0.1,
  /** Multiplier gained by the best page: the sum of its best candidates' scores (see addPageEvidence). */
  page: 0.2,
  /** Multiplier for snippets with code. */
  code: 1.1,
  /** Exponent of the penalty for snippets longer than LONG_SNIPPET characters. */
  long: 0.15,
  /** Multipliers by page kind: release notes, type declarations, licences (see isLegalText). */
  changelog: 0.6,
  declarations: 0.7,
  legal: 0.6,
  /** Multiplier for a generated reference's member list (see SUMMARY_HEADING). */
  summary: 0.8,
  /**
   * Multiplier for an option's entry when the question names a shorter option it starts with (see otherOption). At 0.9
   * a group of such entries joined in one unit (curl's `--proxy-anyauth` … `--proxy-digest`) still stood above
   * `-x, --proxy`, its neighbours' bonus making up the difference.
   */
  otherOption: 0.8,
  /** Multiplier for an answer section the question would rather not get: deprecated (see outdated.ts). */
  deprecated: 0.7,
  /**
   * Multiplier for a member's documentation copied from the type that declares it (Javadoc's "Description copied from
   * interface: `Argument`"): the declaring type's entry says the same, and is where the member is defined. No set of
   * ours moved at 0.6-0.8 (their copies never stood first); in argparse4j the implementing class's copy had answered
   * "make an option required" before the interface's `required(boolean)`.
   */
  copied: 0.8,
  /**
   * Multiplier for a protected Java member (its signature `protected …`), unless the question is about subclassing:
   * a class's internals for its subclasses, not the API a caller asks about. On a stop 44 audit's 90 questions over
   * three Javadoc sets (Jackson 1.9, PDFBox 1.8, Logback 1.2), Jackson's `_field` internals had stood first: Hit@1
   * 35 -> 38, Hit@5 47 -> 48 at 0.8; no set of ours moved.
   */
  protectedMember: 0.8,
};

/**
 * A Java member whose signature, as its first code block, declares it protected (after any annotations); not a guide's
 * example in another language (PHP's `protected $fillable`).
 */
function isProtectedMember(snippet: StoredSnippet): boolean {
  const signature = snippet.code[0];
  return signature?.lang === 'java' && /^\s*(?:@[\w.]+(?:\([^()\n]*\))?\s+)*protected\b/.test(signature.code);
}

/** A question about extending a class, where its protected members are the answer. */
const SUBCLASSING_WORDS = /\b(?:protected|sub-?class\w*|overrid\w*|extend(?:s|ing|ed)?|inherit\w*|deriv\w*|child\s+class\w*)\b/i;

/** Javadoc's line opening a member's documentation copied from the type that declares it. */
const COPIED_DESCRIPTION = /^\s*Description copied from (?:interface|class):/;

/** Whether a section is a member's documentation copied from the type that declares it (see WEIGHTS.copied). */
export function isCopiedDocumentation(description: string): boolean {
  return COPIED_DESCRIPTION.test(description);
}

/**
 * The member lists of generated references: Javadoc's "Method Summary" and the like, Doxygen's "Functions" and
 * "Data Fields". A list names every member with a line of description, so it matches many questions about one of
 * them a little; the member's own section says more. (Second set, where Javadoc and Doxygen are: as users ask
 * Hit@1 +1, Hit@5 +2; as assistants send Hit@5 +1; two Doxygen questions whose answer was the list itself fell
 * a place. The dev set has neither.)
 */
const SUMMARY_HEADING =
  /^(?:(?:Method|Field|Constructor|Nested Class|Enum Constant|Optional Element|Required Element|Property)s? Summary|Functions|Data Fields|Macros|Typedefs|Enumerations|Variables|Classes|Files|Modules|Data Structures|(?:Static )?(?:Public|Protected|Private|Package) (?:Member Functions|Types|Attributes|Slots)|Signals|Additional Inherited Members|Friends|Related (?:Functions|Symbols))$/;

/** A generated reference's member list (see SUMMARY_HEADING), by its heading. */
export function isMemberList(heading: string): boolean {
  return SUMMARY_HEADING.test(heading);
}

/** The long options a question writes (`--retry`, `` `--omit=dev` `` → `--omit`, `**--retry**`, `[--retry N]`). */
function longOptionsIn(question: string): Set<string> {
  return new Set((question.match(LONG_OPTION) ?? []).map((option) => option.replace(/-+$/, '')));
}

const LONG_OPTION = /(?<![\w-])--[A-Za-z\d][\w-]*/g;

/**
 * Whether an entry's heading lists another option than those the question names, one that starts with a named one:
 * `--retry-connrefused` is not the `--retry` asked about, though it holds the word. As a qualified name's member under
 * another type is not it (see namedEntries). Each listed option is looked up by its prefixes, cut at its dashes.
 */
function otherOption(named: ReadonlySet<string>, heading: string): boolean {
  const listed = heading.match(LONG_OPTION) ?? [];
  if (listed.some((option) => named.has(option))) return false;
  return listed.some((option) => {
    for (let cut = option.indexOf('-', 2); cut > 2; cut = option.indexOf('-', cut + 1)) if (named.has(option.slice(0, cut))) return true;
    return false;
  });
}

/** An entry headed by an option: `-b, --batch`, `--signal=[{R|B}:]<sig_num>`. */
const OPTION_HEADING = /^-{1,2}[A-Za-z\d]/;
/** A word or two written right before a long option: `sbatch --signal`, `git stash push --keep-index`. */
const COMMAND_BEFORE_OPTION = /(?<![\w.+-])([A-Za-z][\w.+-]*)\s+(?:([A-Za-z][\w.+-]*)\s+)?--[A-Za-z\d]/g;

/**
 * The commands a question writes before a long option (`sbatch --signal`, `tar --delete`) that head a candidate's page
 * or section: the options asked about are that command's, not another's (`scancel`'s `-b, --batch`, though its text
 * holds the words). As a qualified name's member under another type is not it (see namedEntries). A word before an
 * option that heads nothing (`pass --signal`) names no command.
 */
function commandsOfOptions(question: string, snippets: StoredSnippet[]): ReadonlySet<string> {
  const written = new Set<string>();
  for (const m of question.matchAll(COMMAND_BEFORE_OPTION)) {
    for (const word of [m[1], m[2]]) if (word && !isStopWord(word.toLowerCase())) written.add(word.toLowerCase());
  }
  const found = new Set<string>();
  for (const snippet of snippets) {
    if (found.size === written.size) break;
    const names = namesIn(snippet.breadcrumb.slice(0, -1));
    for (const command of written) if (namedBy(names, command)) found.add(command);
  }
  return found;
}

/** Whether a heading's names name a command: each of its words (`apt-get` is apt and get, as headings are read). */
function namedBy(names: ReadonlySet<string>, command: string): boolean {
  const parts = words(command);
  return parts.length > 0 && parts.every((part) => names.has(part.toLowerCase()));
}

/** The names the headings give, lower-cased (see headingNames). */
function namesIn(headings: string[]): Set<string> {
  return new Set(headings.flatMap((heading) => [...headingNames(heading)].map((name) => name.toLowerCase())));
}

/** An option's entry under none of the commands the question writes before its options (see commandsOfOptions). */
function otherCommandsOption(commands: ReadonlySet<string>, own: string, parents: string[]): boolean {
  if (commands.size === 0 || !OPTION_HEADING.test(own)) return false;
  const names = namesIn(parents);
  return ![...commands].some((command) => namedBy(names, command));
}

export interface RankOptions {
  /** Candidates fetched from the full-text index before rescoring. */
  candidates?: number;
  /** The question asks what changed between versions: release notes are not ranked down. */
  aboutChanges?: boolean;
  /** The library asked about: its name and versions state nothing in a question (see questionGoal). */
  library?: LibraryContext;
}

export interface Ranked {
  snippet: StoredSnippet;
  score: number;
  /** Share of the question's weighted terms the snippet contains, 0-1. */
  coverage: number;
}

export function rankSnippets(store: Store, version: VersionRow, question: string, options: RankOptions = {}): Ranked[] {
  const terms = queryTerms(question);
  if (terms.length === 0) return [];
  const total = snippetCount(version);
  const df = documentFrequencies(store, version, terms);
  const goal = goalTerms(question, terms, options.library);
  // What a user's story asks selects candidates as a short question's words do, though common in a long question.
  const searched = candidateTerms(terms, df, total, goal.asked ? goal.terms : []);
  // The other forms of the words that search (a common word's would be as common).
  const related = [...new Set([...rareWordsRelated(store, version, question, terms, df, total), ...searched.flatMap((t) => otherForms(t.text))])];
  const query = [...searched.map(termQuery), ...related.map(ftsPhrase)].join(' OR ');
  const hits = store.searchVersion(version, query, COLUMN_WEIGHTS, options.candidates ?? CANDIDATES);
  if (hits.length === 0) return [];
  const snippets = store.snippets(hits.map((h) => h.id));
  const maxBm25 = Math.max(...hits.map((h) => h.score), 1e-9);
  const bm25 = new Map(hits.map((h) => [h.id, h.score / maxBm25]));
  // Each term weighed by its rarity in this version (IDF) and by how the question wrote it (a part of a name, less).
  const weightOf = new Map(terms.map((t) => [t, t.weight * inverseFrequency(total, df.get(t.text)!)]));
  const totalWeight = terms.reduce((sum, t) => sum + weightOf.get(t)!, 0) || 1;
  const qualified = terms.filter((t) => t.qualified !== undefined);
  // The question's words: one-letter options count only where written as options (below), not as letters.
  const wordTerms = terms.filter((t) => !t.flag);
  const flags = new Map(terms.filter((t) => t.flag).map((t) => [t, optionWritten(t)]));

  const aboutLicensing = LICENSING_WORDS.test(question);
  const aboutSubclassing = SUBCLASSING_WORDS.test(question);
  const namedOptions = longOptionsIn(question);
  const commands = commandsOfOptions(question, snippets);
  const namesAsked = namesAlone(question, terms);
  const goalWeight = goal.terms.reduce((sum, t) => sum + weightOf.get(t)!, 0);
  const ranked = snippets.map((snippet) => {
    const stems = readForRescoring(snippet);
    const present = readingSet(snippet);
    const own = snippet.breadcrumb[snippet.breadcrumb.length - 1];
    const ownHeading = withoutParameters(own === snippet.title ? own : `${snippet.title} ${own ?? ''}`);
    const ownStems = new Set(stemSequence(ownHeading));
    const parents = snippet.breadcrumb.slice(0, -1);
    const parentStems = new Set(stemSequence(parents.filter((heading) => !isMemberGroup(heading)).join(' ')));
    const has = (set: ReadonlySet<string>, t: QueryTerm) => set.has(t.text) || set.has(t.stem);
    const entries = qualified.length > 0 ? namedEntries(qualified, ownHeading, parents) : NO_TERMS;
    let covered = 0;
    let inOwn = 0;
    let inParents = 0;
    for (const t of terms) {
      const w = weightOf.get(t)!;
      const entry = entries.has(t);
      if (t.flag) {
        // A one-letter option counts where it is written as one: `-t` in the heading, or in the text.
        const option = flags.get(t)!;
        const own = option.test(ownHeading);
        if (own || option.test(rescoredText(snippet))) covered += w;
        if (own) inOwn += w;
        continue;
      }
      if (entry || has(present, t)) covered += w;
      if (entry || has(ownStems, t)) inOwn += w;
      else if (has(parentStems, t)) inParents += w;
    }
    const coverage = covered / totalWeight;
    let opening = 0;
    if (isEntryHeading(own ?? '')) {
      const said = new Set(stemSequence(openingSentence(snippet.description.slice(0, RESCORE_CHARS))));
      for (const t of wordTerms) if (has(said, t)) opening += weightOf.get(t)! / totalWeight;
    }
    const proximity = proximityScore(wordTerms, stems);
    let goalCovered = 0;
    for (const t of goal.terms) if (has(present, t)) goalCovered += weightOf.get(t)! / goalWeight;
    let score =
      bm25.get(snippet.id)! * WEIGHTS.bm25 +
      coverage * WEIGHTS.coverage +
      (inOwn / totalWeight) * WEIGHTS.ownHeading +
      (inParents / totalWeight) * WEIGHTS.parents +
      proximity * WEIGHTS.proximity +
      opening * WEIGHTS.opening +
      goalCovered * goal.share;
    if (snippet.kind === 'code') score *= WEIGHTS.code;
    // A very long snippet contains every word somewhere; that says less about it than about a short one.
    const length = snippet.description.length + snippet.code.reduce((n, c) => n + c.code.length, 0);
    if (length > LONG_SNIPPET) score *= (LONG_SNIPPET / length) ** WEIGHTS.long;
    if (isMemberList(own ?? '')) score *= WEIGHTS.summary;
    if (isCopiedDocumentation(snippet.description)) score *= WEIGHTS.copied;
    if (!aboutSubclassing && isProtectedMember(snippet)) score *= WEIGHTS.protectedMember;
    if (namedOptions.size > 0 && otherOption(namedOptions, ownHeading)) score *= WEIGHTS.otherOption;
    else if (otherCommandsOption(commands, own ?? '', parents)) score *= WEIGHTS.otherOption;
    // Release notes yield to reference pages; type declarations to the prose and examples written for readers, unless
    // the declaration is of a name the question writes (an example's comment that names it is no answer about it).
    if (snippet.pageKind === PAGE_KIND.changelog) score *= options.aboutChanges ? 1 : WEIGHTS.changelog;
    else if (snippet.pageKind === PAGE_KIND.declarations && !declaresName(ownHeading, namesAsked)) score *= WEIGHTS.declarations;
    // A licence's clauses hold every common word of a question ("stop", "use", "copy", "work") and answer none but
    // one about licensing.
    if (!aboutLicensing && isLegalText(snippet.breadcrumb[0] ?? snippet.title)) score *= WEIGHTS.legal;
    return { snippet, score, coverage };
  });
  addPageEvidence(ranked);
  return ranked.sort((a, b) => b.score - a.score);
}

/**
 * A page title that names a licence or a legal notice: the GNU licences, Apache's, MIT's, BSD's, ISC's, Mozilla's,
 * Eclipse's (with a version: "v3.0", "2.0", "- v 2.0", "(MIT)"), "License", "License for copying the M4 package",
 * "Copying This Manual", "History and License", "Copyright and License", "Legal Notice", "Copyright", "COPYING",
 * after "The" or an appendix's number, and before a manual's name (GTK-Doc's "License: polkit Reference Manual").
 * YARD's page for a project's extra file says "File: LICENSE".
 * Not a guide to licences as a feature ("Licenses Guide": Slurm schedules them), nor a bare "Apache" or "MIT".
 */
const LEGAL_TITLE = new RegExp(
  '^(?:the |appendix [a-z\\d]+\\.? |[a-z]?[\\d.]+ )?' +
    '(?:(?:gnu (?:lesser |library |affero )?general public|gnu free documentation|apache|mit|(?:new |simplified |[234]-clause )?bsd(?: [234]-clause)?|isc|mozilla public|eclipse public)' +
    ' licen[cs]e|licen[cs]es?(?: (?:agreement|terms|and copyright|for copying\\b.*))?|copying this manual|(?:history|copyright) and licen[cs]e|legal notices?|copyright(?: notice)?)' +
    '(?:,? (?:version |v ?|- v ?)?\\d[\\d.]*)?(?: \\([\\w .-]+\\))?$',
  'i',
);
/** Words of a question about licensing, which a licence answers. */
const LICENSING_WORDS = /\b(?:licen[cs]\w*|copyright\w*|copyleft|[AL]?GPL(?:v\d)?|proprietary|closed[- ]source|open[- ]source|redistribut\w*|SPDX|warranty)\b/i;

export function isLegalText(pageTitle: string): boolean {
  const title = pageTitle.replace(/\s+/g, ' ').trim();
  // COPYING is the file's name in capitals; "Copying" is a page about copying.
  if (title === 'COPYING') return true;
  const beforeManual = title.split(': ')[0]!;
  // YARD titles a project's extra file by a label and its name: "File: LICENSE", "File: LICENSE.txt".
  const labelled = title.startsWith('File: ') ? /^File: (.+?)(?:\.(?:txt|md|rdoc))?$/.exec(title)?.[1] : undefined;
  return LEGAL_TITLE.test(title) || (beforeManual !== title && LEGAL_TITLE.test(beforeManual)) || (labelled !== undefined && (labelled === 'COPYING' || LEGAL_TITLE.test(labelled)));
}

const NO_GOAL: Goal = { terms: [], share: 0, asked: false };
const GOAL_MIN_WORDS = 2;

/**
 * The words of a question's goal and the weight they count with once more (`share`, of WEIGHTS); `asked` when the goal
 * is what a user's story asks (its words also select candidates, see rankSnippets).
 */
interface Goal {
  terms: QueryTerm[];
  share: number;
  asked: boolean;
}

/**
 * The question's words in the goal of a long question (see questionGoal): an assistant's goal before its colon counts
 * at WEIGHTS.goal, what a user's story asks at WEIGHTS.asked, with the statement before it when the asking names
 * fewer than two of the question's words ("... the copy stops at 2 GB. Why?"). When that statement opens the question
 * ("The copy stops at 2 GB. Why?"), the whole question is what it asks: its words count once more and select
 * candidates as a short question's do (over the studied sets, Hit@5 +3 and −1 against no goal there). None for a
 * short question (its words are all the goal), nor for a label of one word before a colon ("Error: ...").
 */
function goalTerms(question: string, terms: QueryTerm[], library?: LibraryContext): Goal {
  if (!hasLongQuestionTerms(terms)) return NO_GOAL;
  const inText = (text: string) => {
    const stems = new Set(stemSequence(text));
    return terms.filter((t) => !t.flag && (stems.has(t.stem) || stems.has(t.text)));
  };
  const goal = questionGoal(question, 0, library);
  if (!goal) return NO_GOAL;
  let inGoal = inText(goal.text);
  if (goal.kind === 'asked' && inGoal.length < GOAL_MIN_WORDS) inGoal = inText(questionGoal(question, 1, library)!.text);
  if (inGoal.length < GOAL_MIN_WORDS) return NO_GOAL;
  return goal.kind === 'asked' ? { terms: inGoal, share: WEIGHTS.asked, asked: true } : { terms: inGoal, share: WEIGHTS.goal, asked: false };
}

/**
 * The compound names (`NonExhaustiveError`, `P.string`) of a question that is nothing but names, lower-cased, in both
 * their written and joined forms; none when the question says anything else. Asked alone, a name's type declaration
 * is the entry about it (ts-pattern's README example "// Fails with NonExhaustiveError" had stood above
 * `class NonExhaustiveError`); asked with a goal ("passThroughOptions to forward the remaining arguments"), the prose
 * written for readers answers it better than the declaration of the method.
 */
function namesAlone(question: string, terms: QueryTerm[]): ReadonlySet<string> {
  const names = new Set<string>();
  for (const word of words(question)) {
    if (!isCompound(word)) continue;
    names.add(word.toLowerCase());
    names.add(joinedForm(word));
  }
  if (names.size === 0 || !terms.every((t) => t.weight < 1 || names.has(t.text))) return NO_NAMES;
  return names;
}

const NO_NAMES: ReadonlySet<string> = new Set();

/** Whether a heading names one of `names` (see namesAlone). */
function declaresName(ownHeading: string, names: ReadonlySet<string>): boolean {
  if (names.size === 0) return false;
  for (const name of headingNames(ownHeading)) if (names.has(name.toLowerCase())) return true;
  return false;
}

/**
 * The stems of what the rescoring reads of a snippet. The same snippet (the store keeps those it read) is read once,
 * while it is kept.
 */
const readings = new WeakMap<StoredSnippet, string[]>();

function readForRescoring(snippet: StoredSnippet): string[] {
  let stems = readings.get(snippet);
  if (!stems) {
    stems = stemSequence(rescoredText(snippet));
    readings.set(snippet, stems);
  }
  return stems;
}

/**
 * Javadoc's list of a type's subtypes ("All Known Implementing Classes: `BCodec`, `ColognePhonetic`, ..."): it names
 * other types, not this one, so a question listing a few of them is not about it (an interface's page had come first
 * for "ColognePhonetic, DaitchMokotoffSoundex, DoubleMetaphone"). The answer still shows it.
 */
const SUBTYPE_LIST = /^(?:All Known (?:Implementing Classes|Subinterfaces|Subclasses)|Direct Known Subclasses):.*$/gm;

/** The start of a very long snippet says what it is about; reading all of it costs more than it tells. */
function rescoredText(snippet: StoredSnippet): string {
  return snippetText(snippet).replace(SUBTYPE_LIST, '').slice(0, RESCORE_CHARS);
}

/**
 * A page holding several good candidates is more likely to be the one about the question than a page that
 * mentions it once (the cluster hypothesis): each candidate's score grows with its page's best three scores,
 * relative to the best page's (by up to WEIGHTS.page). A multiplier, not a bonus: a bonus lifted weak candidates
 * towards the best one and made answers longer.
 */
export function addPageEvidence(ranked: Ranked[]): void {
  const byPage = new Map<string, number[]>();
  for (const r of ranked) {
    const scores = byPage.get(r.snippet.source);
    if (scores) scores.push(r.score);
    else byPage.set(r.snippet.source, [r.score]);
  }
  const pageScore = new Map<string, number>();
  for (const [page, scores] of byPage) pageScore.set(page, scores.sort((a, b) => b - a).slice(0, PAGE_BEST).reduce((sum, x) => sum + x, 0));
  const best = Math.max(...pageScore.values(), 1e-9);
  for (const r of ranked) r.score *= 1 + WEIGHTS.page * (pageScore.get(r.snippet.source)! / best);
}

/**
 * The qualified names of the question whose entry the snippet is: headed by the name's last segment, under a
 * page or section named by the one before (`Connection.ignoreContentType` is the `ignoreContentType` entry of the
 * `Connection` page; not of `Connection.Request`'s, nor of a section "Making a connection"). Generated references
 * write the member's name alone in its heading. Each heading's names are read once, whatever the number of names.
 */
function namedEntries(qualified: QueryTerm[], ownHeading: string, parents: string[]): Set<QueryTerm> {
  const own = headingNames(ownHeading);
  const above = parents.map(headingNames);
  return new Set(
    qualified.filter(({ qualified: names }) => {
      if (!names || names.length < 2 || !own.has(names[names.length - 1]!)) return false;
      const type = names[names.length - 2]!;
      return above.some((heading) => heading.has(type));
    }),
  );
}

const NO_TERMS: ReadonlySet<QueryTerm> = new Set();

/**
 * A heading that names one API or option, whose section is its entry and whose first sentence says what it does:
 * a signature (`sorted(iterable, /, *, key=None)`, `fs.rm(path[, options], callback)`, Doxygen's
 * `◆ ssh_userauth_agent()`), a class (`class pathlib.Path`), a command-line option (`-u, --include-untracked`) or a
 * configuration parameter with its default or value (`always_bcc (default: empty)`, `relayhost = host`).
 */
const ENTRY_HEADING = [
  // A signature or a class; not a man page's title, `kprobes(3)`, nor "exception handling".
  /^(?:◆\s*)?(?:(?:async|static|abstract|final|public)\s+)*(?:(?:class|exception)\s+(?:[A-Z_$][\w$]*|[\w$]+(?:\.[\w$]+)+)|@?[A-Za-z_$][\w$]*(?:(?:\.|::|->|#)[A-Za-z_$][\w$]*)*\((?!\d\w*\)))/,
  // An option (`-u, --include-untracked`, `-n name`; not "-1 is returned") or a parameter with its default or value.
  /^(?:-{1,2}[A-Za-z][\w-]*(?:$|[\s,=[<])|[\w.]+\s*\((?:default|type)\b[^)]*\)|[\w.-]+\s*=\s*\S+$)/,
];

export function isEntryHeading(heading: string): boolean {
  const text = heading.trim();
  return ENTRY_HEADING.some((form) => form.test(text));
}

/**
 * What an API entry says it does: the first sentence of its first paragraph of prose, after the list of
 * parameters that some references put first (Node.js: "- `path` {string}", "- Returns: ..."). "Return a new sorted
 * list from the items in iterable" answers "sort a list" before the paragraphs that mention lists in passing.
 */
export function openingSentence(description: string): string {
  const paragraph = description.split(/\n\s*\n/).find((p) => p.trim() !== '' && !/^\s*(?:[-*+]\s|\d+\.\s|\||(?:Stability|Availability|Added in|New in version|Changed in version|Deprecated)\b)/.test(p)) ?? '';
  return (paragraph.split(/(?<=[.!?])\s/)[0] ?? '').slice(0, 400);
}

/**
 * A heading without the parameter list of the signature it starts with: `lzma.open(filename, mode='rb', *,
 * check=-1)` → `lzma.open`. Parameter names say how to call an entry, not what it is about: "check if a file
 * exists" is not a question about lzma.open. Only a list right after a name counts (`bounce(5): bounce - ...`
 * keeps everything after the `(5)`); one pass, nesting counted.
 */
export function withoutParameters(heading: string): string {
  const open = /[\w$\]>]\(/.exec(heading);
  if (!open) return heading;
  const start = open.index + 1;
  let depth = 0;
  for (let i = start; i < heading.length; i++) {
    if (heading[i] === '(') depth++;
    else if (heading[i] === ')' && --depth === 0) return [heading.slice(0, start).trim(), heading.slice(i + 1).trim()].filter(Boolean).join(' ');
  }
  return heading.slice(0, start).trim();
}

/**
 * The terms that select full-text candidates. A word in a third of the sections or more ("function" in a language
 * reference) finds nothing by itself: it only lets long pages that repeat it crowd out the candidates; in a long
 * question, one in more than a sixth (its rarer words are enough), except the words of what a user's story asks
 * (`asked`, see goalTerms), held to a third as a short question's are. It still counts in the rescoring. In a small
 * library every word is in a good share of it: there the share says nothing. `df` holds each term's count.
 */
export function candidateTerms(questionTerms: QueryTerm[], df: Map<string, number>, total: number, asked: readonly QueryTerm[] = []): QueryTerm[] {
  // A value the question gives ("200 ms", "8.8.8.8") is most often the asker's own: it finds candidates only when the
  // question has nothing else.
  const words = questionTerms.filter((t) => !t.flag && !t.value);
  const terms = words.length > 0 ? questionTerms.filter((t) => !t.value) : questionTerms;
  const share = hasLongQuestionTerms(questionTerms) ? LONG_COMMON_SHARE : COMMON_SHARE;
  const common = (t: QueryTerm) => total >= COMMON_MIN_SNIPPETS && df.get(t.text)! > total * (asked.includes(t) ? COMMON_SHARE : share);
  // A one-letter option (`-t`) finds candidates only when the version rarely writes its letter alone (`-K` in a
  // page of options): a common letter (t, s) is in every page's text; there it only ranks them.
  // ...unless the question has no other word to find ("what does ssh -T do"): then its options are what it asks.
  const searched = words.some((t) => !common(t)) ? terms.filter((t) => !t.flag || df.get(t.text)! <= total * RARE_OPTION_SHARE) : terms;
  return searched.some((t) => !common(t)) ? searched.filter((t) => !common(t)) : searched;
}

/**
 * Words the documentation may use for a question word it rarely writes itself (see synonyms.ts): "throttle" in a
 * question, "limit" in the manual. Only for a plain word the user typed, not in backticks, that at most RARE_WORD_SNIPPETS or
 * RARE_WORD_SHARE of the version's snippets hold, and only related words the version holds: they join the
 * full-text query (candidates and their BM25F score), while the rescoring's coverage, headings and proximity still
 * count the question's own words. For common words the same expansion brought more wrong candidates than right ones
 * (dev halves −1 to −2 at Hit@1).
 */
function rareWordsRelated(store: Store, version: VersionRow, question: string, terms: QueryTerm[], df: Map<string, number>, total: number): string[] {
  // Not a name written as code (`throttle`): it means what the library means by it.
  const code = new Set([...question.matchAll(/`([^`\n]{1,200})`/g)].flatMap((m) => m[1]!.toLowerCase().split(/\W+/)));
  const rare = (t: QueryTerm) =>
    t.weight >= 1 && !t.flag && /^[a-z]+$/.test(t.text) && !code.has(t.text) && df.get(t.text)! <= Math.max(RARE_WORD_SNIPPETS, total * RARE_WORD_SHARE);
  // In a short question each word carries it, and WordNet's general synonyms may stand in for it too ("pause" →
  // suspension); a long one (a user's story) has several rare words in passing, and their synonyms outnumbered the
  // right candidates (man-page set as users ask −2 to −3 at Hit@1).
  const wanted = new Set<string>();
  for (const word of wordsRelated(terms.filter(rare), !hasLongQuestionTerms(terms))) {
    if (!isStopWord(word.text) && !terms.some((o) => o.stem === word.stem)) wanted.add(word.text);
  }
  // Each is counted once, a question brings a dozen at most (and counts twice as many); a word in most of the version
  // finds nothing in particular.
  const common = total >= COMMON_MIN_SNIPPETS ? total * COMMON_SHARE : Infinity;
  const out: string[] = [];
  for (const word of [...wanted].slice(0, 2 * MAX_RELATED_WORDS)) {
    const n = store.countMatches(version, ftsPhrase(word));
    if (n > 0 && n <= common) out.push(word);
    if (out.length === MAX_RELATED_WORDS) break;
  }
  return out;
}

/**
 * The words that may stand for a question's rare words, likeliest first: the hand-written table's (see synonyms.ts),
 * then in a short question up to WORDNET_PER_WORD of WordNet's each (a word of many synonyms does not crowd out the
 * others' table words).
 */
export function wordsRelated(rare: QueryTerm[], short: boolean): RelatedWord[] {
  const general = short ? rare.flatMap((t) => wordnetSynonyms(t.text).slice(0, WORDNET_PER_WORD)) : [];
  return [...rare.flatMap((t) => relatedWords(t.text)), ...general];
}

/** How many snippets a version holds: their ids run from its first to its last. */
function snippetCount(version: VersionRow): number {
  return (version.lastSnippet ?? 0) - (version.firstSnippet ?? 0) + 1;
}

/** In how many snippets of the version each term occurs, from the full-text index itself. */
function documentFrequencies(store: Store, version: VersionRow, terms: QueryTerm[]): Map<string, number> {
  return new Map(terms.map((t) => [t.text, store.countMatches(version, termQuery(t))]));
}

/** Share of adjacent question-word pairs that also stand within three words of each other in the snippet. */
function proximityScore(terms: QueryTerm[], stems: string[]): number {
  const main = terms.filter((t) => t.weight >= 1);
  if (main.length < 2) return 0;
  const positions = new Map<string, number[]>();
  stems.forEach((s, i) => {
    const list = positions.get(s);
    if (list) list.push(i);
    else positions.set(s, [i]);
  });
  let near = 0;
  for (let i = 0; i + 1 < main.length; i++) {
    const a = positions.get(main[i]!.stem) ?? positions.get(main[i]!.text);
    const b = positions.get(main[i + 1]!.stem) ?? positions.get(main[i + 1]!.text);
    if (a && b && a.some((x) => b.some((y) => Math.abs(x - y) <= 3))) near++;
  }
  return near / (main.length - 1);
}
