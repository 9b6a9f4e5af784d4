/**
 * What the format parsers share: a page builder that turns a stream of headings, prose and code into
 * sections, and the GitHub / docutils heading slugs.
 * @module
 */
import type { Block, ParsedPage, Section } from '../types.ts';
import { withoutTerminalControls } from '../../printable.ts';
import { codeSpans } from './_shared.ts';
import { trimEndWhere } from './bounds.ts';

/** Where a parser writes what it reads, in document order. */
export interface Sink {
  heading(level: number, text: string, anchor?: string): void;
  text(text: string): void;
  code(code: string, lang?: string): void;
  /** Text put before the next prose block (`Note: `, a definition term); emitted alone if code comes first. */
  prefix(text: string): void;
  /**
   * Opens a sub-section one level below the current one (an API entry); `close` returns to the parent. Without an
   * anchor of its own it links to the parent's when `parentAnchor` is set.
   */
  open(text: string, anchor?: string, parentAnchor?: boolean): void;
  close(): void;
  /** Forgets a prefix that nothing followed (an admonition whose content was dropped). */
  dropPrefix(): void;
}

/** Prose normalized, the pending prefix (`Note:`) in front; undefined when there is no text. */
function prefixedText(prefix: string, text: string): string | undefined {
  const t = normalizeText(text);
  if (!t) return undefined;
  return prefix ? joinPrefix(prefix, t) : t;
}

/** A code block with its language (the first word of the info string, lower-cased); none when the code is blank. */
function codeBlock(code: string, lang: string | undefined): Block | undefined {
  const c = normalizeCode(code);
  if (!c) return undefined;
  const block: Block = { type: 'code', code: c };
  const l = lang?.trim().split(/\s+/)[0]?.toLowerCase();
  if (l) block.lang = l;
  return block;
}

/**
 * Invisible break hints: zero-width space (Javadoc writes one between a method's name and its parameters:
 * `isBlank&#8203;(CharSequence cs)`), word joiner, byte order mark, soft hyphen. A reader never sees them, but code
 * copied from an answer with one does not compile, and they cost tokens. In prose a zero-width space between two
 * letters of a script written without spaces (Thai, Khmer, Lao, Myanmar) separates words, so it becomes a space
 * there, which the full-text index splits on as it did on the zero-width space. Joiners that shape scripts and
 * emoji stay.
 */
const INVISIBLE_BREAK = /[\u200b\u2060\ufeff\u00ad]/;
const INVISIBLE_BREAKS = new RegExp(INVISIBLE_BREAK.source, 'g');
/** A character of a script written without spaces between words; its vowel and tone marks carry its script too. */
const UNSPACED_SCRIPT = /[\p{Script=Thai}\p{Script=Khmer}\p{Script=Lao}\p{Script=Myanmar}]/u;

export function withoutInvisibleBreaks(text: string, code = false): string {
  if (!INVISIBLE_BREAK.test(text)) return text;
  return text.replace(INVISIBLE_BREAKS, (mark, at: number) =>
    !code && mark === '\u200b' && (UNSPACED_SCRIPT.test(text[at - 1] ?? '') || UNSPACED_SCRIPT.test(text[at + 1] ?? '')) ? ' ' : '',
  );
}

/**
 * Bidirectional embeddings, overrides, isolates and marks in code make it read differently from what a compiler sees
 * ("Trojan Source"): an answer's code, fenced or inline, is shown without them. Prose keeps all but the overrides
 * (right-to-left text may need them).
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'g');
/** Overrides, which no right-to-left prose needs (embeddings, isolates and marks may be), and inline code spans. */
const BIDI_OVERRIDES = /[\u202d\u202e]/g;
/** Prose without bidirectional overrides, and its inline code without any bidirectional control. */
function withoutBidiTricks(text: string): string {
  if (!BIDI_CONTROL.test(text)) return text;
  const prose = text.replace(BIDI_OVERRIDES, '');
  let out = '';
  let at = 0;
  for (const [start, end] of codeSpans(prose)) {
    out += prose.slice(at, start) + prose.slice(start, end).replace(BIDI_CONTROLS, '');
    at = end;
  }
  return out + prose.slice(at);
}

/** Collapses whitespace in prose, keeping line breaks between lines (list items, table rows). */
export function normalizeText(text: string): string {
  const lines = withoutBidiTricks(withoutInvisibleBreaks(withoutTerminalControls(text))).split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const leading = /^ */.exec(line)![0].length;
    const body = line.replace(/[\s\u00a0]+/g, ' ').trim();
    if (body) out.push(leading > 0 && out.length > 0 ? ' '.repeat(Math.min(leading, 8)) + body : body);
  }
  return out.join('\n');
}

/** Prose on one line: a description shown beside a title (a page's, a library's). */
export function normalizeLine(text: string): string {
  return normalizeText(text).replace(/\n/g, ' ');
}

/** Heading text on one line, without permalink markers. */
export function normalizeHeading(text: string): string {
  const t = withoutBidiTricks(withoutInvisibleBreaks(withoutTerminalControls(text))).replace(/[\s\u00a0]+/g, ' ').trim();
  // Permalink markers at the end, by a scan: a regex backtracks quadratically over a long run of `#`.
  let end = t.length;
  let marks = false;
  for (;;) {
    const c = t[end - 1];
    if (c === ' ') end--;
    else if (c === '¶' || c === '#') [end, marks] = [end - 1, true];
    else if (t.endsWith('🔗', end)) [end, marks] = [end - 2, true];
    else break;
  }
  return marks ? t.slice(0, end).trim() : t;
}

/** Code without trailing blanks on each line and without leading and trailing blank lines. */
export function normalizeCode(code: string): string {
  const lines = withoutTerminalControls(withoutInvisibleBreaks(code, true).replace(BIDI_CONTROLS, '').replace(/\r\n?/g, '\n')).split('\n');
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === '') start++;
  while (end > start && lines[end - 1]!.trim() === '') end--;
  const out: string[] = [];
  for (let i = start; i < end; i++) out.push(trimEndWhere(lines[i]!, (c) => c === ' ' || c === '\t' || c === '\u00a0'));
  return out.join('\n');
}

/** Text that ends by leading into what follows: a colon, or a word that needs more ("a combination of"). */
const LEADS_ON = /(?::|(?<![\w-])(?:a|an|the|of|by|as|to|with|for|from|in|on|at|into|via|using|and|or|is|are|be))\s*$/i;

/** Characters a pending prefix (`Note`, a definition's terms) may grow to before it is emitted as text of its own. */
const PREFIX_MAX = 2000;

export class PageBuilder implements Sink {
  sections: Section[] = [];
  private current: Section = { level: 0, heading: '', blocks: [] };
  private pendingPrefix = '';
  /** A section to reopen when content follows a finished sub-section (an API entry inside prose). */
  private resumeTo: Section | undefined;
  private parents: Section[] = [];
  /** The sub-section just closed, its parent, and the section the parent's text went on in after it (see `open`). */
  private closed: { section: Section; parent: Section } | undefined;
  private tail: Section | undefined;
  /** The sub-section closed last and its parent; whether it was opened again with nothing written since (see `reopen`). */
  private lastClosed: { section: Section; parent: Section } | undefined;
  private reopened = false;

  /**
   * `entryTails`: paragraphs between two sub-sections of one list continue the first (see `open`), as AsciiDoc's
   * option lists write an option's further paragraphs without the mark that keeps them in its item.
   */
  private readonly entryTails: boolean;

  constructor(entryTails = false) {
    this.entryTails = entryTails;
    this.sections.push(this.current);
  }

  heading(level: number, text: string, anchor?: string): void {
    const heading = normalizeHeading(text);
    if (!heading) return;
    this.flushPrefix();
    this.reopened = false;
    this.resumeTo = undefined;
    this.closed = undefined;
    this.tail = undefined;
    this.current = { level: Math.max(1, Math.min(6, level)), heading, blocks: [] };
    if (anchor) this.current.anchor = anchor;
    this.sections.push(this.current);
  }

  text(text: string): void {
    const t = prefixedText(this.pendingPrefix, text);
    if (t === undefined) return;
    this.pendingPrefix = '';
    this.add({ type: 'text', text: t });
  }

  code(code: string, lang?: string): void {
    const block = codeBlock(code, lang);
    if (!block) return;
    this.flushPrefix();
    this.add(block);
  }

  prefix(text: string): void {
    const p = normalizeText(text).replace(/\n/g, ' ');
    if (!p) return;
    // A prefix that grew long (thousands of terms with no definition between them) is text of its own: joining each
    // new one to it had cost its whole length every time.
    if (this.pendingPrefix.length + p.length > PREFIX_MAX) this.flushPrefix();
    this.pendingPrefix = this.pendingPrefix ? `${this.pendingPrefix.replace(/:$/, '')}, ${p}` : p;
  }

  /** Level of the section that content currently goes to. */
  level(): number {
    return (this.resumeTo ?? this.current).level;
  }

  /** Opens a sub-section one level below the current one (an API entry); `close` returns to the parent. */
  open(text: string, anchor?: string, parentAnchor = false): void {
    this.flushPrefix();
    this.joinTail();
    const parent = this.resumeTo ?? this.current;
    this.parents.push(parent);
    this.heading(this.level() + 1, text, anchor ?? (parentAnchor ? parent.anchor : undefined));
  }

  close(): void {
    this.flushPrefix();
    const parent = this.parents.pop();
    // Text after the sub-section is the parent's again, the page's own when no heading came before (level 0).
    if (parent) this.resumeTo = parent;
    // Closed again with nothing written since it was opened again: the same one, not looked for over its entries again.
    if (!this.reopened || this.lastClosed?.parent !== parent) this.lastClosed = parent ? { section: this.closedSection(parent), parent } : undefined;
    this.reopened = false;
    this.closed = this.entryTails ? this.lastClosed : undefined;
    this.tail = undefined;
  }

  /**
   * What follows the sub-sections just closed is their parent's own, even with `entryTails`: they were the rows of a
   * table, not a list's items whose further paragraphs a source may leave outside them.
   */
  endTail(): void {
    this.closed = undefined;
  }

  /**
   * The sub-section just closed is open again, nothing having been written since: what follows is its text (an
   * indented block right after an entry's own, see the roff reader's `.RE`).
   */
  reopen(): void {
    const last = this.lastClosed;
    if (!last || this.resumeTo !== last.parent) return;
    this.parents.push(last.parent);
    // One with entries of its own after it goes on after them, under its own heading again.
    if (this.sections.at(-1) === last.section) {
      this.current = last.section;
      this.resumeTo = undefined;
    } else this.resumeTo = last.section;
    this.reopened = true;
    this.closed = undefined;
    this.tail = undefined;
  }

  dropPrefix(): void {
    this.pendingPrefix = '';
  }

  /** The page; without a title, the first heading is the title unless `headingTitle` is false. */
  page(title?: string, description?: string, headingTitle = true): ParsedPage {
    this.flushPrefix();
    const sections = this.sections.filter((s) => s.level > 0 || s.blocks.length > 0);
    const page: ParsedPage = { sections };
    const t = title ? normalizeHeading(title) : headingTitle ? sections.find((s) => s.level > 0)?.heading : undefined;
    if (t) page.title = t;
    const d = description ? normalizeLine(description) : '';
    if (d) page.description = d;
    return page;
  }

  private flushPrefix(): void {
    if (!this.pendingPrefix) return;
    const p = this.pendingPrefix;
    this.pendingPrefix = '';
    this.add({ type: 'text', text: p });
  }

  private add(block: Block): void {
    this.reopened = false;
    if (this.resumeTo) {
      const r = this.resumeTo;
      this.resumeTo = undefined;
      this.current = { level: r.level, heading: r.heading, blocks: [] };
      if (r.anchor) this.current.anchor = r.anchor;
      this.sections.push(this.current);
      if (this.closed) this.tail = this.current;
    }
    this.current.blocks.push(block);
  }

  /**
   * The sub-section of `parent` just closed: the last section one level below it (the current section may be an entry
   * of that entry, closed before it). Sections after it are all deeper, so the look back is as long as its nesting.
   */
  private closedSection(parent: Section): Section {
    for (let i = this.sections.length - 1; i >= 0; i--) if (this.sections[i]!.level <= parent.level + 1) return this.sections[i]!;
    return this.current;
  }

  /**
   * A sub-section opens right after the parent's text that followed the one before it (`--topdown`, its block, two
   * paragraphs on reading its figures, then `--td-level`): with `entryTails`, that text is the first sub-section's.
   * Not when it ends in a colon or a word that needs what follows: it introduces the next ("The following options
   * apply to ...:", "flags is a combination of").
   */
  private joinTail(): void {
    const tail = this.tail;
    const closed = this.closed;
    this.tail = undefined;
    this.closed = undefined;
    if (!this.entryTails || !tail || !closed || this.current !== tail || this.sections.at(-1) !== tail) return;
    const last = tail.blocks.at(-1);
    if (last?.type === 'text' && LEADS_ON.test(last.text)) return;
    // One by one: a spread of a hostile page's hundred thousand paragraphs overflows the stack.
    for (const block of tail.blocks) closed.section.blocks.push(block);
    this.sections.pop();
    this.current = closed.section;
    // The sub-section about to open is the parent's, as the first was.
    this.resumeTo = closed.parent;
  }
}

/** `Note` + `Text` → `Note: Text`; a prefix ending in punctuation is kept as is. */
function joinPrefix(prefix: string, text: string): string {
  return /[:.!?—-]$/.test(prefix) ? `${prefix} ${text}` : `${prefix}: ${text}`;
}

/** Collects blocks instead of building sections (list items, table cells); headings become text. */
export class BlockCollector implements Sink {
  blocks: Block[] = [];
  private pendingPrefix = '';

  heading(_level: number, text: string): void {
    this.text(text);
  }

  text(text: string): void {
    const t = prefixedText(this.pendingPrefix, text);
    if (t === undefined) return;
    this.pendingPrefix = '';
    this.blocks.push({ type: 'text', text: t });
  }

  code(code: string, lang?: string): void {
    const block = codeBlock(code, lang);
    if (!block) return;
    this.flush();
    this.blocks.push(block);
  }

  prefix(text: string): void {
    const p = normalizeText(text).replace(/\n/g, ' ');
    if (!p) return;
    if (this.pendingPrefix.length + p.length > PREFIX_MAX) this.flush();
    this.pendingPrefix = this.pendingPrefix ? `${this.pendingPrefix}, ${p}` : p;
  }

  open(text: string): void {
    this.text(text);
  }

  close(): void {
    this.flush();
  }

  dropPrefix(): void {
    this.pendingPrefix = '';
  }

  flush(): void {
    if (!this.pendingPrefix) return;
    this.blocks.push({ type: 'text', text: this.pendingPrefix });
    this.pendingPrefix = '';
  }
}

/** GitHub heading slugs: lowercase, punctuation removed, spaces to hyphens; repeats get `-1`, `-2`. */
export class Slugger {
  private seen = new Map<string, number>();

  slug(text: string): string {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    return this.unique(base);
  }

  unique(base: string): string {
    let slug = base;
    let n = this.seen.get(base);
    if (n !== undefined) {
      do {
        n++;
        slug = `${base}-${n}`;
      } while (this.seen.has(slug));
      this.seen.set(base, n);
    }
    this.seen.set(slug, this.seen.get(slug) ?? 0);
    return slug;
  }
}

/** Docutils ids: lowercase ASCII letters and digits, other runs to one hyphen (`Basic Usage` → `basic-usage`). */
export function docutilsId(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
