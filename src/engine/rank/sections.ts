/**
 * From ranked snippets to answer units. Long sections are stored as several snippets (so that ranking can
 * point at the right part), but an answer reads best as the whole section: a hit grows to its section, then
 * to the section's sub-sections and enclosing sections while they stay small. A hit in the section right
 * before or after a unit joins that unit while both fit and the two are of one family (a man page's SYNOPSIS and
 * DESCRIPTION, a Javadoc method's summary and detail; see kin), and two units it brings together become one. Later
 * hits that a unit already holds are not repeated. Once the units are chosen, each leaves out the sections around its
 * hit that hold little of the question (see focus) and shows the section it was found by first (see hitFirst).
 * @module
 */
import type { OutlineEntry, Store, StoredSnippet, VersionRow } from '../store/store.ts';
import { WEIGHTS, type Ranked } from './search.ts';

export interface AnswerUnit {
  /** The snippets of the unit in document order. */
  chunks: StoredSnippet[];
  /** The heading path of the section the unit is (its last entry titles the unit). */
  path: string[];
  /** The hit the unit grew from. */
  hit: StoredSnippet;
  score: number;
  coverage: number;
  /** The text of an enclosing section that the unit lacks and the question matched (a member's class description). */
  lead?: StoredSnippet;
}

/** What answerUnits needs to know of the question. */
export interface UnitQuestion {
  /** How much of the question a section's text or headings hold (see focus); without it, every section holds as much. */
  mentions?: (snippet: StoredSnippet) => number;
  /** Whether the question would rather have another section than this one, given its first snippet (see outdated.ts). */
  outdated?: (section: StoredSnippet) => boolean;
}

/** Characters a unit may grow to by taking whole neighbouring sections (a single section may be larger). */
export const UNIT_MAX_CHARS = 4000;
const SECOND_HIT = 0.1;
/** How far around a hit the page is read (in snippets). */
export const PAGE_WINDOW = 16;
/**
 * A section of a unit that holds less of the question than this share of what the unit's best section holds is left
 * out (a long section's windows are weighed each): in a long question some common word is in every option of a man
 * page, and the one option asked about stood among a dozen.
 */
const KEEP_SHARE = 0.25;

export function answerUnits(
  store: Store,
  version: VersionRow,
  ranked: Ranked[],
  limit: number,
  question: UnitQuestion = {},
): AnswerUnit[] {
  const mentionsQuestion = question.mentions ?? (() => 1);
  const units: AnswerUnit[] = [];
  const unitOf = new Map<number, AnswerUnit>();
  const extra = new Map<AnswerUnit, number>();
  /** Adds snippets to a unit, in page order; the joining hit's score counts as the unit's second hit. */
  const join = (into: AnswerUnit, part: StoredSnippet[], path: string[], score: number) => {
    into.chunks = [...into.chunks, ...part].sort((a, b) => a.id - b.id);
    into.path = commonPath(into.path, path);
    extra.set(into, Math.max(extra.get(into) ?? 0, score));
    for (const c of part) unitOf.set(c.id, into);
  };
  /** Units ranked down as deprecated, with the deprecated section's opening (see below). */
  const outdatedUnits = new Map<AnswerUnit, StoredSnippet>();
  /**
   * A live entry found in a unit led by a deprecated one that names it (commons-lang's `stringToInt(String, int)`,
   * "Deprecated. Use toInt(String, int)", beside `toInt(String, int)`, which says the same): the unit is the live
   * entry's answer, cited and ranked as it. Whether it did.
   */
  const liveIn = (unit: AnswerUnit, r: Ranked, openingOf: () => StoredSnippet): boolean => {
    const deprecated = outdatedUnits.get(unit);
    // The hit's own opening is read last: only for a unit ranked down, whose deprecated entry names the hit.
    if (!deprecated || sameSection(unit.hit, r.snippet) || !namesEntry(deprecated, r.snippet) || question.outdated?.(openingOf())) return false;
    outdatedUnits.delete(unit);
    unit.hit = r.snippet;
    unit.score = Math.max(unit.score, r.score);
    return true;
  };
  for (const r of ranked) {
    const holder = unitOf.get(r.snippet.id);
    if (holder) {
      // Its score is the unit's now, not a second hit's.
      if (liveIn(holder, r, () => holder.chunks.find((c) => sameSection(c, r.snippet)) ?? r.snippet)) continue;
      // Another good part of a unit already chosen makes that unit more likely to be the answer. Another window of the
      // hit's own section does not count: it repeats the section's heading, which has scored already, so a long
      // section would gain from its length alone.
      if (!sameSection(holder.hit, r.snippet)) extra.set(holder, Math.max(extra.get(holder) ?? 0, r.score));
      continue;
    }
    if (units.length >= limit + 2) continue;
    const grown = growUnit(store.pageOutline(version, r.snippet, PAGE_WINDOW), r.snippet);
    const ids = grown.chunks.map((c) => c.id).filter((id) => !unitOf.has(id));
    // The section right before or after a unit already chosen (a reference page's synopsis and its description):
    // one answer, read in page order, rather than two that each tell half.
    const neighbour = units.find((u) => adjoins(u, r.snippet, ids) && kin(u.hit.breadcrumb, r.snippet.breadcrumb) && fitOneUnit(u, grown));
    const chunks = ids.length === 1 && ids[0] === r.snippet.id ? [r.snippet] : store.snippets(ids);
    if (neighbour) {
      join(neighbour, chunks, grown.path, r.score);
      liveIn(neighbour, r, () => opening(store, chunks, grown.opening ?? r.snippet));
      // The hit may close the gap to another unit (an option's entry between a clause and the next option): one
      // answer, in page order, rather than two halves of it.
      const joined = neighbour.chunks.map((c) => c.id);
      const other = units.find((u) => u !== neighbour && adjoins(u, neighbour.chunks[0]!, joined) && kin(u.hit.breadcrumb, neighbour.hit.breadcrumb) && fitOneUnit(u, neighbour));
      if (other) {
        const [kept, merged] = other.score >= neighbour.score ? [other, neighbour] : [neighbour, other];
        join(kept, merged.chunks, merged.path, Math.max(merged.score, extra.get(merged) ?? 0));
        extra.delete(merged);
        units.splice(units.indexOf(merged), 1);
      }
      continue;
    }
    // A unit grown to a section that holds the deprecated one (its class, its page) is about that section.
    // Read only when it may count (the opening may not be among the unit's snippets: a read of the store).
    const first = grown.path.length === r.snippet.breadcrumb.length && question.outdated ? opening(store, chunks, grown.opening ?? r.snippet) : undefined;
    const outdated = first !== undefined && question.outdated!(first);
    const unit = { chunks, path: grown.path, hit: r.snippet, score: outdated ? r.score * WEIGHTS.deprecated : r.score, coverage: r.coverage };
    if (outdated) outdatedUnits.set(unit, first!);
    for (const c of chunks) unitOf.set(c.id, unit);
    units.push(unit);
  }
  for (const [unit, second] of extra) unit.score += second * SECOND_HIT;
  const chosen = units.sort((a, b) => b.score - a.score).slice(0, limit);
  // Only now: which sections adjoin, join and fit is decided on the sections as grown, as it was before focusing.
  for (const unit of chosen) unit.chunks = hitFirst(unit, focus(unit, mentionsQuestion));
  // Only the best unit: its lead costs budget that later units would use (see packAnswer).
  if (chosen[0]) chosen[0].lead = enclosingLead(store, version, chosen[0], ranked);
  return chosen;
}

/** A lead longer than this is a chapter's opening, not a summary of what the entry belongs to. */
const LEAD_MAX_CHARS = 1200;

/**
 * The text of a section enclosing the unit, when the ranking found it too and the unit lacks it: a Javadoc
 * method's class description (that a codec is thread-safe, that its URL-safe flag applies to encoding only), a
 * subcommand's introduction. The deepest such section's, if it comes before the unit and is all of that section's own
 * text, at most LEAD_MAX_CHARS; none when the unit is a part of a longer section (its other windows come first).
 */
function enclosingLead(store: Store, version: VersionRow, unit: AnswerUnit, ranked: Ranked[]): StoredSnippet | undefined {
  const source = unit.hit.source;
  const ownText = unit.chunks.some((c) => sameCrumbs(c.breadcrumb, unit.path));
  // The unit's first snippet in page order (its hit's section is shown first, see hitFirst).
  const first = unit.chunks.length > 0 ? Math.min(...unit.chunks.map((c) => c.id)) : unit.hit.id;
  const encloses = (s: StoredSnippet) =>
    s.source === source &&
    s.id < first &&
    (s.breadcrumb.length < unit.path.length || (!ownText && s.breadcrumb.length === unit.path.length)) &&
    s.breadcrumb.every((h, i) => unit.path[i] === h);
  let lead: StoredSnippet | undefined;
  for (const r of ranked) {
    if (encloses(r.snippet) && !unit.chunks.some((c) => c.id === r.snippet.id) && (!lead || r.snippet.breadcrumb.length > lead.breadcrumb.length)) lead = r.snippet;
  }
  if (!lead || chars(lead) > LEAD_MAX_CHARS) return undefined;
  // The whole of its section's own text, as far as the page is read around it (text resumed after a sub-section is
  // another window of the heading); and the unit holds every window of the hit's.
  const around = store.pageOutline(version, lead, PAGE_WINDOW);
  if (around.some((e) => e.id !== lead.id && sameHeading(e, lead))) return undefined;
  const page = store.pageOutline(version, unit.hit, PAGE_WINDOW);
  if (page.some((e) => sameHeading(e, unit.hit) && !unit.chunks.some((c) => c.id === e.id))) return undefined;
  return lead;
}

/** Whether a section's text names an entry: the name in its title (`toInt` of `toInt(String, int)`), as a word. */
function namesEntry(section: StoredSnippet, entry: StoredSnippet): boolean {
  const name = /([A-Za-z_$][\w$]*)\s*(?:\(|$)/.exec(entry.title.trim())?.[1];
  if (!name || name.length < 2) return false;
  return new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(section.description);
}

/**
 * The first snippet of a section, which says what the section is (a long section's later windows do not repeat that
 * it is deprecated): among the unit's snippets, or read (a section trimmed around a late hit has left it out).
 */
function opening(store: Store, chunks: StoredSnippet[], first: OutlineEntry): StoredSnippet {
  return chunks.find((c) => c.id === first.id) ?? store.snippets([first.id])[0] ?? chunks[0]!;
}

/**
 * The sections of a unit worth reading for the question: the hit's (every window of it), the sections whose text or
 * headings hold words of the question weighing at least KEEP_SHARE of what the unit's best section holds (each window
 * of a long section weighed on its own; a page about the question's subject keeps its entries that name the subject,
 * not those that share a common word of the question), and the sections that hold any of those, so that each stands
 * under its own heading. A small man page grown whole shows the options the question is about, not every option, and
 * another part fits the budget. The other sections the ranking found are held to the same share: they had stayed
 * however little of the question they held (over the studied sets, a third of a first part's text was theirs).
 */
function focus(unit: AnswerUnit, mentionsQuestion: (snippet: StoredSnippet) => number): StoredSnippet[] {
  const weights = new Map(unit.chunks.map((c) => [c.id, mentionsQuestion(c)]));
  const enough = Math.max(...weights.values()) * KEEP_SHARE;
  const holdsEnough = (c: StoredSnippet) => {
    const weight = weights.get(c.id)!;
    return weight > 0 && weight >= enough;
  };
  const kept = unit.chunks.filter((c) => sameSection(c, unit.hit) || holdsEnough(c));
  return unit.chunks.filter((c) => kept.some((k) => sameSection(c, k) || holds(c, k)));
}

/**
 * A unit's sections with the one it was found by first: the unit's own opening text, then the section holding the hit
 * (ordered so in turn, down to the hit's own), then the others in page order. Neighbouring entries grown into one unit
 * (Javadoc members, a man page's options) had been shown in page order, the member asked about after those before it.
 * A level whose own text resumes after a sub-section is left in page order.
 */
function hitFirst(unit: AnswerUnit, chunks: StoredSnippet[], depth = unit.path.length): StoredSnippet[] {
  if (unit.hit.breadcrumb.length <= depth) return chunks;
  const own: StoredSnippet[] = [];
  const groups: StoredSnippet[][] = [];
  for (const c of chunks) {
    const last = groups[groups.length - 1];
    if (c.breadcrumb.length <= depth) {
      if (last) return chunks;
      own.push(c);
    } else if (last && (c.breadcrumb.length > depth + 1 || sameSection(last[0]!, c))) last.push(c);
    else groups.push([c]);
  }
  const at = groups.findIndex((g) => g.some((c) => sameSection(c, unit.hit)));
  if (at < 0) return chunks;
  return [...own, ...hitFirst(unit, groups[at]!, depth + 1), ...groups.filter((_, i) => i !== at).flat()];
}

/** Whether section `outer` holds section `inner`: its heading path, in the same file, is a prefix of the other's. */
export function holds(outer: StoredSnippet, inner: StoredSnippet): boolean {
  return outer.source === inner.source && outer.breadcrumb.length < inner.breadcrumb.length && outer.breadcrumb.every((h, i) => inner.breadcrumb[i] === h);
}

/** Two snippets of one section: its windows share the file, the heading path and the heading's anchor. */
export function sameSection(a: SectionPlace, b: SectionPlace): boolean {
  return a.source === b.source && sameHeading(a, b);
}

/** Where a snippet stands: its file, heading path and anchor (a stored snippet's, or one about to be stored). */
type SectionPlace = Pick<StoredSnippet, 'source' | 'breadcrumb' | 'anchor'>;

/** Two entries of one page under the same heading: windows of one section. */
function sameHeading(a: Pick<OutlineEntry, 'breadcrumb' | 'anchor'>, b: Pick<OutlineEntry, 'breadcrumb' | 'anchor'>): boolean {
  return a.anchor === b.anchor && sameCrumbs(a.breadcrumb, b.breadcrumb);
}

export function sameCrumbs(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Whether the snippets `ids` (of `hit`'s page) continue `unit` directly before or after it. */
function adjoins(unit: AnswerUnit, hit: StoredSnippet, ids: number[]): boolean {
  if (ids.length === 0 || unit.chunks[0]?.source !== hit.source) return false;
  const first = unit.chunks[0].id;
  const last = unit.chunks[unit.chunks.length - 1]!.id;
  return Math.min(...ids) === last + 1 || Math.max(...ids) === first - 1;
}

/**
 * Whether two sections are of one family: siblings under one heading, or one a sibling of the other's parent (a
 * subcommand's heading and its first option). Cousins are not: options of `criu dump` and of `criu restore`, side by
 * side on one page, are two answers.
 */
function kin(a: string[], b: string[]): boolean {
  return commonPath(a, b).length >= Math.min(a.length, b.length) - 1;
}

/** Whether two units together are no larger than one unit may grow (UNIT_MAX_CHARS). */
export function fitOneUnit(a: { chunks: OutlineEntry[] }, b: { chunks: OutlineEntry[] }): boolean {
  return totalChars(a.chunks) + totalChars(b.chunks) <= UNIT_MAX_CHARS;
}

/** A unit's or a page part's size in characters of prose and code. */
function totalChars(entries: OutlineEntry[]): number {
  return entries.reduce((n, c) => n + chars(c), 0);
}

/** The heading path two sections share (the page title at least, or nothing). */
export function commonPath(a: string[], b: string[]): string[] {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return a.slice(0, n);
}

/**
 * The largest heading subtree around `hit` that fits UNIT_MAX_CHARS, at least the hit's own section; and that section's
 * first snippet (`opening`), which says what the section is.
 */
export function growUnit<T extends OutlineEntry>(page: T[], hit: OutlineEntry): { chunks: T[]; path: string[]; opening?: T } {
  const at = page.findIndex((s) => s.id === hit.id);
  if (at < 0) return { chunks: [], path: hit.breadcrumb };
  // The hit's own section, however split: its windows share its anchor. Sections under one heading path (a Javadoc
  // method's overloads) are told apart by theirs; grown, they join as the heading path's subtree below.
  let [start, end] = subtree(page, at, hit.breadcrumb, { anchor: hit.anchor });
  const opening = page[start];
  if (size(page, start, end) > UNIT_MAX_CHARS) return { chunks: trimAround(page, start, end, at), path: hit.breadcrumb, opening };
  // Then its sub-sections and enclosing sections, one level at a time, while the whole fits.
  let path = hit.breadcrumb;
  for (let depth = hit.breadcrumb.length; depth >= 1; depth--) {
    const [s, e] = subtree(page, at, hit.breadcrumb.slice(0, depth));
    if (size(page, s, e) > UNIT_MAX_CHARS) break;
    [start, end] = [s, e];
    path = hit.breadcrumb.slice(0, depth);
  }
  return { chunks: page.slice(start, end + 1), path, opening };
}

/**
 * The contiguous run around `at` whose breadcrumb starts with `path` (a subtree), or equals it with the given anchor
 * (one section).
 */
function subtree(page: OutlineEntry[], at: number, path: string[], section?: { anchor: string | undefined }): [number, number] {
  const inside = (s: OutlineEntry) =>
    (section ? s.breadcrumb.length === path.length && s.anchor === section.anchor : s.breadcrumb.length >= path.length) &&
    path.every((p, i) => s.breadcrumb[i] === p);
  let start = at;
  let end = at;
  while (start > 0 && inside(page[start - 1]!)) start--;
  while (end + 1 < page.length && inside(page[end + 1]!)) end++;
  return [start, end];
}

/** A section too long for one unit: the hit and its closest neighbours within the section, while they fit. */
function trimAround<T extends OutlineEntry>(page: T[], start: number, end: number, at: number): T[] {
  let from = at;
  let to = at;
  let total = chars(page[at]!);
  for (;;) {
    const next = to < end ? chars(page[to + 1]!) : Infinity;
    const prev = from > start ? chars(page[from - 1]!) : Infinity;
    if (Math.min(next, prev) === Infinity || total + Math.min(next, prev) > UNIT_MAX_CHARS) break;
    if (next <= prev) total += chars(page[++to]!);
    else total += chars(page[--from]!);
  }
  return page.slice(from, to + 1);
}

function size(page: OutlineEntry[], start: number, end: number): number {
  let total = 0;
  for (let i = start; i <= end; i++) total += chars(page[i]!);
  return total;
}

/** Characters of prose and code, from the stored token estimate (characters / 4). */
function chars(s: OutlineEntry): number {
  return s.tokens * 4;
}
