/**
 * The Markdown answer: the best snippets packed under a token budget, each starting with a `### ` title line
 * and its source, code fenced with a language tag, snippets separated by a line of dashes, and a source
 * attribution line at the end.
 * @module
 */
import { isMemberList } from './rank/search.ts';
import { commonPath, fitOneUnit, holds, PAGE_WINDOW, sameCrumbs, sameSection, type AnswerUnit } from './rank/sections.ts';
import type { StoredSnippet } from './store/store.ts';
import type { Snippet } from './types.ts';

export const SNIPPET_SEPARATOR = '-'.repeat(40);
/** A snippet scoring below this share of the best one is noise, not a second answer. */
const RELATIVE_CUTOFF = 0.6;
/**
 * ...for a long question (an assistant's goal plus several API names): each name's entry scores a part of the
 * question, so the right one stands further below the best. Dev halves unchanged; second set as assistants send
 * Hit@5 0.97 -> 1.00, their answers about 100-250 tokens longer (medians still under 2,000).
 */
const LONG_QUESTION_CUTOFF = 0.5;
/**
 * Say that nothing matches closely when the best section covers less than this share of the question's weight, less
 * half the share of the question's weight in words the documentation never writes (UNWRITTEN_WEIGHT): a question
 * whose words the documentation lacks is most often one it does not answer, while a user's long story covers little
 * of itself even in its right section. Chosen by two-fold cross-validation over the studied sets (dev, second,
 * man-page, fifth and seventh against fresh, third, fourth, sixth and eighth), both phrasings: against coverage alone
 * (below 0.4, 0.3 in a long question) it noted more unanswerable questions on each fold (41 -> 43, 23 -> 26) and
 * doubted fewer answers found in the top five (60 -> 43, 53 -> 33).
 */
const WEAK_COVERAGE = 0.25;
/**
 * ...and in a question of eight words or more (a user's whole story, an assistant's goal and API names), whose best
 * section rarely holds all of its words.
 */
const LONG_WEAK_COVERAGE = 0.125;
/** How much of the share of the question's weight in words the documentation never writes counts against coverage. */
const UNWRITTEN_WEIGHT = 0.5;
const MAX_SNIPPETS = 5;
/**
 * An answer that says no section matches closely is held to this share of the budget, for up to five sections like
 * any answer; it had been held to three within the whole budget, mostly long near copies of the best. Three to five
 * sections within 1,800-2,450 tokens of the default 2,450 were compared on the second and man-page sets as users
 * ask, where most such answers are: five within 0.8 (1,960 tokens) put three more right sections among the first
 * five of the man-page set and one more of the second set; the dev halves' hits did not move. The best section may
 * still take the whole budget, as in any answer, so that a small budget does not cut it.
 */
const WEAK_BUDGET_SHARE = 0.8;

export interface PackedAnswer {
  /** True when no snippet covers the question well: the answer says so. */
  weak: boolean;
  /** API names the question writes that this documentation never mentions: the answer says so. */
  undocumented: string[];
  /**
   * Rendered units, best first; the first may be cut to fit the budget. `lead`: the enclosing section's text shown
   * before the best unit's own (see withLead). `source`: where the unit the part was made from is, which the part's
   * Source line keeps when other units join it.
   */
  parts: { unit: AnswerUnit; text: string; score: number; lead?: StoredSnippet; source: string }[];
  /** Sections named but not shown, when the answer is most likely not in this documentation (see packAnswer). */
  nearby?: AnswerUnit[];
}

/** What packAnswer needs to know of the question. */
export interface AnswerQuestion {
  /** API names the question writes that this documentation never mentions (see undocumented.ts). */
  undocumented?: string[];
  /** A question of eight words or more (see isLongQuestion). */
  long?: boolean;
  /** A user's story: a question that states something before it asks (see tellsStory). */
  story?: boolean;
  /** The share of the question's weight in words the documentation never writes (see unwrittenShare). */
  unwritten?: number;
}

/** Chooses what goes into an answer of at most `tokens` tokens (characters / 4). */
export function packAnswer(units: AnswerUnit[], tokens: number, question: AnswerQuestion = {}): PackedAnswer {
  const { undocumented = [], long: longQuestion = false, story = false, unwritten = 0 } = question;
  const cutoff = longQuestion ? LONG_QUESTION_CUTOFF : RELATIVE_CUTOFF;
  const best = units[0];
  if (!best) return { weak: true, undocumented, parts: [] };
  const weak = best.coverage - UNWRITTEN_WEIGHT * unwritten < (longQuestion ? LONG_WEAK_COVERAGE : WEAK_COVERAGE);
  const fullBudgetChars = Math.max(400, tokens * 4);
  const budgetChars = weak ? Math.max(400, Math.round(tokens * WEAK_BUDGET_SHARE) * 4) : fullBudgetChars;
  const parts: PackedAnswer['parts'] = [];
  let used = 300; // room for the note and the attribution line
  let shownLead: number | undefined;
  /** Each shown part's runs of words, by its text (see repeatsShown). */
  const runsOf = new Map<string, Set<number>>();
  for (const ranked of units) {
    if (parts.length >= MAX_SNIPPETS) break;
    if (ranked !== best && ranked.score < best.score * cutoff) break;
    // The best unit's lead, shown with it, is not shown again with a later unit that holds it; a unit grown from it
    // is shown already.
    if (ranked.hit.id === shownLead) continue;
    const unit = shownLead === undefined ? ranked : { ...ranked, chunks: ranked.chunks.filter((c) => c.id !== shownLead) };
    if (unit.chunks.length === 0) continue;
    // The window of a long section right before or after one already in the answer continues that part: one passage
    // in page order rather than two snippets under one heading (units stop growing at UNIT_MAX_CHARS; the budget
    // bounds this). So does another section of the same page when the two fit in one unit (see samePageFits).
    const continued = joiningPart(parts, unit);
    if (continued) {
      used = joinWindow(parts, continued, unit, used, budgetChars);
      continue;
    }
    const room = ranked === best ? fullBudgetChars : budgetChars;
    const led = ranked === best ? withLead(unit, room - used) : undefined;
    if (led) {
      parts.push({ unit, text: led.text, score: unit.score, lead: led.lead, source: unitSource(unit) });
      used += led.text.length + PART_SEPARATION;
      shownLead = led.lead.id;
      continue;
    }
    const text = formatUnit(unit);
    const cost = text.length + PART_SEPARATION;
    if (used + cost <= room) {
      // Another copy of a section shown already (an interface's method and its class's, a man page assembled from
      // the pages of its options): room for nothing new.
      if (repeatsShown(text, parts, runsOf)) continue;
      parts.push({ unit, text, score: unit.score, source: unitSource(unit) });
      used += cost;
    } else if (ranked === best) {
      parts.push({ unit, text: truncate(text, room - used), score: unit.score, source: unitSource(unit) });
      used = room;
    }
  }
  // The question names an API this documentation never mentions and no section matches closely: the answer is most
  // likely not here (over the studied sets, 6 of 42 unanswerable questions and none of 450 answerable ones). Say so in
  // a few lines, the nearest section and where the others are, rather than pad the answer with them. Not for a story,
  // which states something before it asks: the names it writes in passing are most often its own code's (in the seventh
  // set, five answerable stories had got the few lines, one of them with its right section among the names only).
  if (weak && undocumented.length > 0 && parts.length > 0 && !story) {
    const shown = parts[0]!;
    const named = new Set([placeOf(shown.unit)]);
    const nearby: AnswerUnit[] = [];
    for (const unit of units.slice(1)) {
      if (nearby.length >= MAX_SNIPPETS - 1 || unit.score < best.score * cutoff) break;
      // Not a window of a section shown (joined to it, or apart from it), nor its lead, nor one named already.
      const place = placeOf(unit);
      if (!shown.unit.chunks.some((c) => sameSection(c, unit.hit)) && unit.hit.id !== shown.lead?.id && !named.has(place)) nearby.push(unit);
      named.add(place);
    }
    if (nearby.length > 0) return { weak, undocumented, parts: [shown], nearby };
  }
  return { weak, undocumented, parts };
}

/**
 * The best unit headed by the text of the section that encloses it (see enclosingLead), when that fits: a member's
 * entry with its class's description, which often says what the question asks (thread safety, which operations a
 * flag applies to). Only the best unit: a lead on every unit cost later units their place (dev users half A Hit@5
 * -1 to -2), and leads the ranking had not found bloated answers with module introductions.
 */
function withLead(unit: AnswerUnit, room: number): { lead: StoredSnippet; text: string } | undefined {
  if (!unit.lead) return undefined;
  const text = formatUnit(unit, unit.lead);
  return text.length + PART_SEPARATION <= room ? { lead: unit.lead, text } : undefined;
}

/** A unit as the nearby list names it: title and source. */
function placeOf(unit: AnswerUnit): string {
  return `${unitTitle(unit)} (${unitSource(unit)})`;
}

type Part = PackedAnswer['parts'][number];

/** What a part costs beyond its text: the separator line and the blank lines around it. */
const PART_SEPARATION = SNIPPET_SEPARATOR.length + 4;

/**
 * Joins `window` to the part it belongs with (see joiningPart), when the budget has room, and then any other part that
 * the grown part now belongs with: into the better-ranked of the two, which keeps its place, its text first, its
 * Source line and its lead. Returns the characters the answer uses.
 */
function joinWindow(parts: Part[], part: Part, window: AnswerUnit, used: number, budgetChars: number): number {
  const joined = joinedUnit(part.unit, window);
  const text = formatUnit(joined, part.lead, part.source);
  if (used + text.length - part.text.length > budgetChars) return used;
  used += text.length - part.text.length;
  part.unit = joined;
  part.text = text;
  for (let other = reached(parts, part); other; other = reached(parts, part)) {
    const [keep, drop] = parts.indexOf(other) < parts.indexOf(part) ? [other, part] : [part, other];
    const unit = joinedUnit(keep.unit, drop.unit);
    const whole = formatUnit(unit, keep.lead, keep.source);
    // A shorter shared heading path may lengthen the parts' headings: the budget still holds.
    const grows = whole.length - keep.text.length - drop.text.length - PART_SEPARATION;
    if (used + grows > budgetChars) break;
    used += grows;
    keep.unit = unit;
    keep.text = whole;
    parts.splice(parts.indexOf(drop), 1);
    part = keep;
  }
  return used;
}

/** Another part that `part` now belongs with. */
function reached(parts: Part[], part: Part): Part | undefined {
  return joiningPart(parts.filter((p) => p !== part), part.unit);
}

/**
 * The part `unit` is shown in: one whose section it continues, or else one that holds another window of its section
 * and fits it, or else one of the same page it fits with.
 */
function joiningPart(parts: Part[], unit: AnswerUnit): Part | undefined {
  return (
    parts.find((p) => continuesSection(p.unit, unit)) ??
    parts.find((p) => holdsSectionOf(p.unit, unit) && fitOneUnit(p.unit, unit)) ??
    parts.find((p) => samePageFits(p.unit, unit))
  );
}

/** Whether `unit` holds a window of a section that `other` holds too. */
function holdsSectionOf(unit: AnswerUnit, other: AnswerUnit): boolean {
  return other.chunks.some((c) => unit.chunks.some((k) => sameSection(k, c)));
}

/**
 * One unit of two, titled by the heading path they share: the first's snippets, then the other's, in page order
 * each; a window of a section the first holds goes among that section's windows and sub-sections, in page order. The
 * better unit's text is read first, whatever its place on the page.
 */
function joinedUnit(unit: AnswerUnit, other: AnswerUnit): AnswerUnit {
  const chunks = [...unit.chunks];
  for (const chunk of [...other.chunks].sort((a, b) => a.id - b.id)) {
    // The section's windows and its sub-sections' text, in page order (text resumed after a sub-section follows it).
    const section = chunks.some((c) => sameSection(c, chunk)) ? chunks.filter((c) => sameSection(c, chunk) || holds(chunk, c)) : [];
    const next = section.find((c) => c.id > chunk.id);
    if (next) chunks.splice(chunks.indexOf(next), 0, chunk);
    else if (section.length > 0) chunks.splice(chunks.indexOf(section[section.length - 1]!) + 1, 0, chunk);
    else chunks.push(chunk);
  }
  return { ...unit, chunks, path: commonPath(unit.path, other.path) };
}

/**
 * Whether `later` holds a window of a section that `unit` holds too, right before or after that section's window in
 * `unit` (a part joined from one page has gaps that a window may close).
 */
function continuesSection(unit: AnswerUnit, later: AnswerUnit): boolean {
  return later.chunks.some((c) => unit.chunks.some((k) => Math.abs(k.id - c.id) === 1 && sameSection(k, c)));
}

/**
 * Whether `later` stands on the page of `unit`, near it or under a heading they share below the page's title, and the
 * two together are no larger than one unit may grow (UNIT_MAX_CHARS): a man page's option and its example further
 * down, a class's two methods the question names, a settings page's two settings. Shown as one part, the better
 * unit's text first, each under its heading, they read as one answer from the page; as two parts, the second stood
 * apart with the page's title repeated, and the first part held half of what was asked. Over the studied sets (1,844
 * answers) this put 36 more right sections first or among the first five, none lower; the answers' median length did
 * not grow, but their first parts did: the median tokens read until the right section rose on most sets (dev half A
 * as users ask 794 -> 882). Joined whatever their distance, sections gained more (48), but a manual written as one
 * page (bash's reference) joined unrelated chapters under its title.
 */
function samePageFits(unit: AnswerUnit, later: AnswerUnit): boolean {
  if (unit.hit.source !== later.hit.source || !fitOneUnit(unit, later)) return false;
  // Sections under one heading below the page's title (a man page's options, a class's methods), or near each other:
  // not two chapters of a manual on one page (bash's reference joined `return` to its SVR4 appendix).
  const related = commonPath(unit.hit.breadcrumb, later.hit.breadcrumb).length >= 2 || snippetsApart(unit, later) <= PAGE_WINDOW;
  if (!related) return false;
  // Not a generated reference's member list: the ranking weighs it down as a digest of the entries, not one of them.
  return ![...unit.chunks, ...later.chunks].some((c) => isMemberList(c.breadcrumb[c.breadcrumb.length - 1] ?? ''));
}

/** How many snippets of the page stand between the nearest snippets of two units. */
function snippetsApart(unit: AnswerUnit, later: AnswerUnit): number {
  let nearest = Infinity;
  for (const a of unit.chunks) for (const b of later.chunks) nearest = Math.min(nearest, Math.abs(a.id - b.id));
  return nearest;
}

/** How many units an answer can hold at most (ranking need not build more). */
export const MAX_UNITS = MAX_SNIPPETS;

export function renderAnswer(packed: PackedAnswer, attribution: string): string {
  const footer = `${SNIPPET_SEPARATOR}\nSource: ${attribution}`;
  const absent = notDocumented(packed.undocumented);
  if (packed.parts.length === 0) return `${absent ? `Note: ${absent}.\n\n` : ''}No documentation section matches this question.\n\n${footer}`;
  // Not "the rest of the question": a name's own parts (`fs`, `glob`) may be all that matched.
  const nearby = packed.nearby?.map((u) => `- ${placeOf(u)}`).join('\n');
  let note = '';
  if (nearby) note = `Note: ${absent}, and no section matches the question closely. The nearest section follows; these are near it too:\n${nearby}\n\n`;
  else if (absent) note = `Note: ${absent}${packed.weak ? ', and no section matches the question closely' : ''}; the nearest sections follow.\n\n`;
  else if (packed.weak) note = 'Note: no section matches the question closely; the nearest sections follow.\n\n';
  return `${note}${packed.parts.map((p) => p.text).join(`\n\n${SNIPPET_SEPARATOR}\n\n`)}\n\n${footer}`;
}

/** "`fs.glob` does not appear in this documentation", or "`a` and `b` do not ...". */
function notDocumented(names: string[]): string {
  if (names.length === 0) return '';
  const quoted = names.map((n) => `\`${n}\``);
  const list = quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
  return `${list} ${names.length === 1 ? 'does' : 'do'} not appear in this documentation`;
}

/**
 * One unit as Markdown: `### ` title and source, then each snippet's prose with its code where it stood;
 * a sub-section inside the unit gets a `#### ` heading. A `lead` (the text of the section that holds the unit) comes
 * first, under its own heading, and the unit's own text then under the unit's.
 */
export function formatUnit(unit: AnswerUnit, lead?: StoredSnippet, source = unitSource(unit)): string {
  if (unit.chunks.length === 0) return '';
  const lines = [`### ${unitTitle(unit)}`, '', `Source: ${source}`];
  let heading = unit.path;
  // Below a lead, every heading is said, the unit's own too.
  const enclosing = lead !== undefined && !sameCrumbs(lead.breadcrumb, unit.path);
  if (lead) {
    if (enclosing) lines.push('', `#### ${lead.breadcrumb[lead.breadcrumb.length - 1] ?? lead.title}`);
    lines.push(...snippetBody(lead));
    heading = lead.breadcrumb;
  }
  // Same-named entries under different sub-headings of the unit (pacman's -y of its -S options and of its -F options):
  // each says its group, or nothing would tell them apart.
  const label = (path: string[], title: string) => (sharesName(unit, path) ? path.slice(unit.path.length).join(' › ') : (path[path.length - 1] ?? title));
  let previous: StoredSnippet | undefined;
  for (const chunk of unit.chunks) {
    // Text of a section left out between two of its windows (see focus, and parts joined from one page): say so.
    if (previous && sameSection(previous, chunk) && chunk.id !== previous.id + 1) lines.push('', '[…]');
    if (!sameCrumbs(chunk.breadcrumb, heading)) {
      heading = chunk.breadcrumb;
      // The unit's own heading is its title; said again only where its text comes after another section's.
      if (enclosing || !sameCrumbs(heading, unit.path) || previous) lines.push('', `#### ${label(heading, chunk.title)}`);
    }
    previous = chunk;
    lines.push(...snippetBody(chunk));
  }
  return lines.join('\n');
}

/** Whether another section of the unit has the last heading of `path` under other headings. */
function sharesName(unit: AnswerUnit, path: string[]): boolean {
  const name = path[path.length - 1];
  return path.length > unit.path.length + 1 && unit.chunks.some((c) => c.breadcrumb[c.breadcrumb.length - 1] === name && !sameCrumbs(c.breadcrumb, path));
}

/**
 * Where the unit's section is: the file and the anchor of its heading, or when the section has no text of its own
 * (a unit of its sub-sections only), of its first sub-section.
 */
export function unitSource(unit: AnswerUnit): string {
  const root = unit.chunks.find((c) => sameCrumbs(c.breadcrumb, unit.path));
  // Without a section of its own (Javadoc's "Method Detail" grown from a few members), a unit is where its hit is:
  // the member asked about, not the first of its neighbours.
  const at = root ?? (unit.chunks.some((c) => c.id === unit.hit.id) ? unit.hit : unit.chunks[0]);
  const file = at?.source ?? '';
  const anchor = at?.anchor;
  // One line, whatever a hostile page or archive names its files and anchors (`id="x&#10;### Injected"`): a line
  // break would start a heading of the answer's own.
  return (anchor ? `${file}#${anchor}` : file).replace(/\s+/g, ' ');
}

/**
 * A unit of one snippet keeps the snippet's title; a longer unit is titled by its section heading. A heading that
 * names no subject ("DESCRIPTION", "Default value", "Parameters") is prefixed with the nearest one above it that
 * does: "curs_getch(3x): DESCRIPTION", not a title that leaves the reader guessing whose description it is.
 */
export function unitTitle(unit: AnswerUnit): string {
  const only = unit.chunks.length === 1 ? unit.chunks[0] : undefined;
  const title = only && sameCrumbs(only.breadcrumb, unit.path) ? only.title : (unit.path[unit.path.length - 1] ?? unit.chunks[0]?.title ?? '');
  const heading = unit.path[unit.path.length - 1];
  // A reference split into a page per letter titles each page by its letter ("C"): its entry says what the unit is.
  if (title === heading && isIndexLetter(title) && !isIndexLetter(unit.hit.title)) return unit.hit.title;
  if (heading === undefined || !isGenericHeading(heading)) return title;
  const subject = unit.path.slice(0, -1).findLast((h) => !isGenericHeading(h));
  return subject ? `${subject}: ${title}` : title;
}

/** Headings of a reference entry's parts, the same under every entry. */
const GENERIC_HEADINGS = new Set([
  'arguments', 'bugs', 'class method detail', 'constructor detail', 'constructor details', 'default', 'default value',
  'description', 'details', 'environment', 'errors', 'example', 'examples', 'exceptions', 'field detail',
  'field details', 'files', 'history', 'instance method detail', 'macro detail', 'method detail', 'method details',
  'name', 'notes', 'note', 'options', 'overview', 'parameters', 'portability', 'remarks', 'return value',
  'return values', 'returns', 'see also', 'synopsis', 'syntax', 'throws', 'usage', 'value', 'values',
  // Javadoc's groups of a type's members.
  'constructor summary', 'enum constant detail', 'enum constant details', 'enum constant summary', 'field summary',
  'method summary', 'nested class summary', 'element detail', 'element details', 'optional element summary',
  'required element summary', 'property detail', 'property details', 'property summary',
]);

/** A heading of one or two characters: a letter of an A-Z reference ("C", "Q-R" aside). */
function isIndexLetter(heading: string): boolean {
  return /^\S{1,2}$/u.test(heading.trim());
}

function isGenericHeading(heading: string): boolean {
  return GENERIC_HEADINGS.has(heading.replace(/[:.]$/, '').trim().toLowerCase());
}

/** A snippet's own title, source and body (used for one snippet outside an answer, e.g. by tests). */
export function formatSnippet(s: StoredSnippet): string {
  return [`### ${s.title}`, '', `Source: ${s.source}${s.anchor ? `#${s.anchor}` : ''}`, ...snippetBody(s)].join('\n');
}

/** Prose and code in source order, each part preceded by a blank line. */
function snippetBody(s: Snippet): string[] {
  const lines: string[] = [];
  const prose = (text: string) => {
    if (text.trim()) lines.push('', withoutSeparators(text.trim()));
  };
  let from = 0;
  for (const c of s.code) {
    const at = Math.min(Math.max(c.at ?? s.description.length, from), s.description.length);
    prose(s.description.slice(from, at));
    from = at;
    const fence = fenceFor(c.code);
    // The language as a word: a backtick or a line break in it (a hostile page's ~~~js`) would make the fence no fence.
    lines.push('', `${fence}${c.lang.replace(/[^\w+#.-]/g, '')}`, withoutSeparators(c.code.trimEnd()), fence);
  }
  prose(s.description.slice(from));
  return lines;
}

/**
 * Backticks enough that no line of the code can close the fence (a Markdown example's own fences, or a hostile page's
 * attempt to end the code and write headings of its own): one more than its longest run, three at least.
 */
function fenceFor(code: string): string {
  const longest = (code.match(/`+/g) ?? []).reduce((most, run) => Math.max(most, run.length), 0);
  return '`'.repeat(Math.max(3, longest + 1));
}

/**
 * A line of ten or more dashes inside a snippet (psql's rule under a column name, a program's printed rule) would
 * read as the line that separates snippets: it is drawn with box-drawing dashes instead, the same length.
 */
export function withoutSeparators(text: string): string {
  return text.replace(/^([ \t]*)(-{10,})([ \t]*)$/gm, (_, before: string, dashes: string, after: string) => `${before}${'─'.repeat(dashes.length)}${after}`);
}

/** Cuts at a line boundary and closes an open code fence, so the Markdown stays valid. */
function truncate(text: string, maxChars: number): string {
  const out: string[] = [];
  let size = 0;
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    if (size + line.length + 1 > maxChars - 60) break;
    out.push(line);
    size += line.length + 1;
    const marker = /^(`{3,})/.exec(line)?.[1];
    if (marker) fence = fence === marker ? undefined : (fence ?? marker);
  }
  if (fence) out.push(fence);
  out.push('', '[…truncated to fit the token budget]');
  return out.join('\n');
}

/** A part that repeats another: this share of its runs of SHINGLE words are the other's. */
const REPEAT_SHARE = 0.8;
const SHINGLE = 5;

/**
 * Whether `text` says little that a shown part does not: most of its runs of five words are in one of them. Each
 * part's runs are worked out once (`runsOf`), as numbers: comparing strings had cost a warm server 3 ms a question.
 */
function repeatsShown(text: string, parts: PackedAnswer['parts'], runsOf: Map<string, Set<number>>): boolean {
  if (parts.length === 0) return false;
  const own = wordRuns(text);
  // A short part (a signature, a line) may well share its few words with another and still say something else.
  if (own.size < 10) return false;
  return parts.some((part) => {
    let other = runsOf.get(part.text);
    if (other === undefined) {
      other = wordRuns(part.text);
      runsOf.set(part.text, other);
    }
    let same = 0;
    for (const run of own) if (other.has(run)) same++;
    return same / own.size >= REPEAT_SHARE;
  });
}

/**
 * The runs of SHINGLE words of a part's text, each as a 32-bit hash, its source line left out (a long path and anchor
 * are no words of it); its title counts: two options that share a paragraph are told apart by their names.
 */
function wordRuns(text: string): Set<number> {
  const words = text.replace(/^Source: .*$/gm, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const hashes = words.map(wordHash);
  const out = new Set<number>();
  for (let i = 0; i + SHINGLE <= hashes.length; i++) {
    let h = 2166136261;
    for (let k = i; k < i + SHINGLE; k++) h = Math.imul(h ^ hashes[k]!, 16777619);
    out.add(h >>> 0);
  }
  return out;
}

/** FNV-1a over a word's UTF-16 code units. */
function wordHash(word: string): number {
  let h = 2166136261;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
  return h >>> 0;
}
