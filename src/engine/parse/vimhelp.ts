/**
 * Vim help files (a plugin's `doc/name.txt`): sections under the rules and the numbered or capitalised headings a
 * help file writes (`1. Intro   *ctrlp-intro*`), an entry for each tag that opens a description (an option's
 * `*'g:ctrlp_show_hidden'*`, `:Command args   *:Command*`), examples (a line ending in `>` up to `<`) as Vim code.
 * Its tables of contents, modeline and ASCII-art banner are left out: they are navigation and decoration.
 * @module
 */
import type { ParsedPage } from '../types.ts';
import { dedent, indentOf } from './_shared.ts';
import { PageBuilder, Slugger } from './page.ts';

/** Characters of the page's start and end that detection reads. */
const DETECT_CHARS = 4096;
/** Lines at the end where Vim looks for a modeline. */
const MODELINE_LINES = 5;
/** Lines longer than this are prose: no rule below is tried on them, so that a hostile line costs its length once. */
const LINE_MAX = 500;
/** A heading is a title, not a sentence: longer lines are text (help files wrap at 78 columns). */
const HEADING_MAX = 100;
/** A heading after a rule without a tag or `~` of its own is a short line alone (not a sentence ending in a period). */
const BARE_HEADING_MAX = 60;
/** A command or function heading its entry (`:CtrlP [starting-directory]`) fits the text's width. */
const ENTRY_MAX = 80;
/** The page title from the first line's description, cut as other readers cut titles. */
const TITLE_MAX = 100;
/** A line this long that goes on in the next was wrapped at the text's width (78 in most help files). */
const WRAPPED_MIN = 60;
const LIST_ITEM = /^(?:[-*•+]\s|\d{1,3}[.)]\s|[^\s].{0,15}? - )/;

/** `*ctrlp.txt*`: the help file's own tag, which opens its first line. */
const FILE_TAG = /^\*([^\s*|]{1,100}\.txt)\*/;
/** A first line's own tag, `*name.txt*` or another name: the page's subject. */
const PAGE_TAG = /^\*([^\s*|]{1,100})\*/;
const RULE = /^(?:={3,}|-{3,})$/;
const TAG = /^\*[^\s*|]+\*$/;
/** `1.`, `1.1`, `4.10.1` before a title. */
const NUMBERED = /^(\d{1,3}(?:\.\d{1,3}){0,4})\.?\s+\S/;
/** Tags and links inside prose: the tag is a target (its word is in the text already), the link keeps its word. */
const INLINE_TAG = /(?<!\S)\*[^\s*|"]{1,100}\*(?!\S)/g;
const INLINE_LINK = /(?<![\w\\])\|([^\s|*"]{1,100})\|(?!\w)/g;
/** A fold marker after a heading (`Overview   [[[1~`, `{{{1`); the spaces before it from their start only (linear). */
const FOLD_MARKER = /(?<!\s)\s*(?:\{\{\{|\[\[\[)\S{0,8}$/;
/** The mark that opens an example: `>` alone or after text, with its language or not (`>lua`). */
const EXAMPLE_OPENER = /(?:^|\s)>([a-z]{0,12})$/;

/** Whether a `.txt` page is a Vim help file: its first line opens with its tag, or its modeline says `ft=help`. */
export function looksLikeVimHelp(text: string): boolean {
  const head = text.slice(0, DETECT_CHARS).replace(/^(?:[ \t]*\n)+/, '');
  if (FILE_TAG.test(head)) return true;
  return text.slice(-DETECT_CHARS).trimEnd().split('\n').slice(-MODELINE_LINES).some(isHelpModeline);
}

export function parseVimHelp(text: string): ParsedPage {
  const lines = text.split('\n').map((l) => l.trimEnd().replace(/^\t+/, (tabs) => ' '.repeat(8 * tabs.length)));
  // The modeline is Vim's settings for the file, not its text.
  for (let i = Math.max(0, lines.length - MODELINE_LINES); i < lines.length; i++) if (isModeline(lines[i]!)) lines[i] = '';
  let start = 0;
  while (start < lines.length && lines[start] === '') start++;
  const title = pageTitle(lines[start] ?? '');
  if (title) start++;
  const reader = new HelpReader(lines);
  reader.read(start);
  // Without a tag line the page is titled by its file's name, not by a heading of its own.
  return reader.out.page(title, undefined, false);
}

class HelpReader {
  readonly out = new PageBuilder();
  private readonly slugger = new Slugger();
  /** The level of the last heading that a rule, a number or capitals made. */
  private level = 0;
  /** ...or a `Title~` below it: entries open one level below this. */
  private sectionLevel = 0;
  /** A tag line's first tag, waiting for the text it opens (an entry) or a heading it names. */
  private tag: string | undefined;
  /** 1 after a rule of `=`, 2 after one of `-`: the next line may be a heading of that level. */
  private rule = 0;
  private paragraph: string[] = [];
  /** Index of the last heading's line, so that a rule right under it is its underline. */
  private headingAt = -2;

  private readonly lines: string[];

  constructor(lines: string[]) {
    this.lines = lines;
  }

  read(from: number): void {
    const lines = this.lines;
    for (let i = from; i < lines.length; i++) {
      const line = lines[i]!;
      const t = line.trim();
      if (t === '') {
        this.flush();
        continue;
      }
      if (RULE.test(t)) {
        this.flush();
        if (i - 1 !== this.headingAt) this.rule = t[0] === '=' ? 1 : 2;
        continue;
      }
      // `>` opens an example, `>lua` or `>vim` one in that language (Neovim's and Vim 9.1's help).
      const opener = EXAMPLE_OPENER.exec(t);
      if (opener) {
        this.rule = 0;
        const before = line.slice(0, line.length - opener[0].length).trimEnd();
        if (before) this.paragraph.push(before);
        i = this.example(i + 1, opener[1] || 'vim') - 1;
        continue;
      }
      // An ASCII-art banner before the first heading, or an example's end mark left alone: no words.
      if (!/\p{L}/u.test(t) && (this.headingAt < 0 || t === '<')) continue;
      if (line.length > LINE_MAX) {
        this.rule = 0;
        this.paragraph.push(line);
        continue;
      }
      if (isContentsLine(t)) {
        this.flush();
        continue;
      }
      const { text, tags, gap } = splitTags(line);
      if (text === '') {
        // A rule, then the heading's tag on a line of its own, then the heading: the rule still holds.
        this.flush();
        this.tag ??= tags[0];
        continue;
      }
      const rule = this.rule;
      this.rule = 0;
      const minor = t.endsWith('~');
      const heading = headingText(text);
      const number = NUMBERED.exec(heading);
      // Under a rule of `-`, a `Title~` is still minor: ctrlp's `Once inside the prompt:~` and the `Moving:~` after it are peers.
      if (rule && isRuleHeading(heading, tags.length > 0 || minor || number !== null, lines[i + 1] ?? ''))
        i = minor && rule === 2 ? this.heading(this.level + 1, heading, tags, i, true) : this.heading(rule, heading, tags, i);
      else if (tags.length > 0 && number && indentOf(line, 3) <= 2 && heading.length <= HEADING_MAX) i = this.heading(Math.min(6, number[1]!.split('.').length), heading, tags, i);
      else if (tags.length > 0 && indentOf(line, 1) === 0 && isCaps(heading)) i = this.heading(1, heading, tags, i);
      else if (tags.length > 0 && gap && text.length <= ENTRY_MAX) this.entry(heading, tags[0]!);
      // An indented `Title~` is a table's header row, and its `~` hidden as Vim hides it.
      else if (minor && indentOf(line, 3) <= 2 && /\p{L}/u.test(heading) && heading.length <= HEADING_MAX) i = this.heading(this.level + 1, heading, tags, i, true);
      else this.paragraph.push(minor ? line.slice(0, -1) : line);
    }
    this.flush();
  }

  /**
   * A heading and its anchor (its first tag); returns the index of its last line (its tag may stand on the next). A
   * `minor` one (`Title~`) is one level below the last other heading and stays so for the next: its tag line below
   * opens an entry.
   */
  private heading(level: number, text: string, tags: string[], at: number, minor = false): number {
    this.flush();
    let tag = tags[0] ?? this.tag;
    const below = minor ? undefined : splitTags(this.lines[at + 1] ?? '');
    // VOoM writes a heading's tag on the line below it (`Overview~`, then `*voom-overview*`).
    if (!tag && below?.text === '' && below.tags.length > 0) [tag, at] = [below.tags[0], at + 1];
    this.tag = undefined;
    this.out.heading(level, text, tag ? this.slugger.unique(tag) : this.slugger.slug(text));
    if (!minor) this.level = level;
    this.sectionLevel = level;
    this.headingAt = at;
    return at;
  }

  /** An entry one level below the current heading, up to the next entry or heading. */
  private entry(title: string, tag: string): void {
    this.flush();
    this.tag = undefined;
    this.out.heading(this.sectionLevel + 1, title.replace(/[:,]$/, ''), this.slugger.unique(tag));
  }

  /** A tag line's entry, opened by the first text or example after it. */
  private openTagged(): void {
    const tag = this.tag;
    if (tag !== undefined) this.entry(tag.replace(/^'(.+)'$/, '$1'), tag);
  }

  /** An example, from the line after its `>` to a line starting with `<` or back at column 0; returns the line after it. */
  private example(from: number, language: string): number {
    this.flush();
    const lines = this.lines;
    let end = from;
    while (end < lines.length && (lines[end] === '' || /^\s/.test(lines[end]!)) && lines[end]!.trim() !== '<') end++;
    let next = end;
    if (lines[end]?.trim() === '<') next++;
    // `<` ends the example and is hidden; what follows it on the line is text.
    else if (/^<\s/.test(lines[end] ?? '')) lines[end] = lines[end]!.slice(1);
    this.openTagged();
    this.tag = undefined;
    this.out.code(dedent(lines.slice(from, end)).join('\n'), language);
    return next;
  }

  private flush(): void {
    if (this.paragraph.length === 0) return;
    const text = joinWrapped(dedent(this.paragraph).map(inlineText));
    this.paragraph = [];
    this.openTagged();
    this.tag = undefined;
    this.out.text(text);
  }
}

/** `*ctrlp.txt*  Fuzzy file, buffer … finder. v1.81` → `ctrlp.txt: Fuzzy file, buffer … finder. v1.81`. */
function pageTitle(line: string): string | undefined {
  if (line.length > LINE_MAX) return undefined;
  const name = PAGE_TAG.exec(line)?.[1];
  if (!name) return undefined;
  // Vim's own files add when they last changed: no words of the subject.
  let about = inlineText(line.slice(name.length + 2)).replace(/\s+/g, ' ').replace(/\s*Last change:.*$/i, '').trim();
  if (about.length > TITLE_MAX) about = `${about.slice(0, Math.max(about.lastIndexOf(' ', TITLE_MAX), TITLE_MAX / 2))} …`;
  return about ? `${name}: ${about}` : name;
}

/**
 * A line's `*tag*`s at its end and the text before them; `gap`: two spaces or a tab between (a tag set to the right).
 * One scan back from the line's end, word by word.
 */
function splitTags(line: string): { text: string; tags: string[]; gap: boolean } {
  const tags: string[] = [];
  let end = line.length > LINE_MAX ? 0 : line.length;
  let space = '';
  for (;;) {
    let start = end;
    while (start > 0 && !isBlank(line[start - 1]!)) start--;
    if (start === end || !TAG.test(line.slice(start, end))) break;
    tags.push(line.slice(start + 1, end - 1));
    let blank = start;
    while (blank > 0 && isBlank(line[blank - 1]!)) blank--;
    space = line.slice(blank, start);
    end = blank;
  }
  if (tags.length === 0) return { text: line.trim(), tags, gap: false };
  return { text: line.slice(0, end).trim(), tags: tags.reverse(), gap: space.length >= 2 || space.includes('\t') };
}

const isBlank = (c: string): boolean => c === ' ' || c === '\t';

/** A heading's words: without `~`, a fold marker, link bars, a list's bullet or a colon at the end. */
function headingText(text: string): string {
  return inlineText(text.replace(/~$/, '').trimEnd().replace(FOLD_MARKER, ''))
    .trim()
    .replace(/^[-*•]\s+/, '')
    .replace(/:$/, '');
}

/** The line after a rule is its heading when it says so (a tag, `~`, a number) or stands alone and short. */
function isRuleHeading(text: string, marked: boolean, next: string): boolean {
  if (!/\p{L}/u.test(text) || text.length > HEADING_MAX) return false;
  return marked || isCaps(text) || (next.trim() === '' && text.length <= BARE_HEADING_MAX && !/[.,;]$/.test(text));
}

/**
 * A title in capitals (`OPTIONS`, `CUSTOMIZATION`): shorter than a heading may be and without the plain-text reader's
 * word limit, since its tags (already stripped) made it a heading candidate (text.ts' isCapsHeading judges lines alone).
 */
function isCaps(text: string): boolean {
  return text.length <= HEADING_MAX && !/\p{Ll}/u.test(text) && /\p{Lu}{2}/u.test(text);
}

/**
 * A table of contents' line: a link joined to its title by dot leaders (`1. Intro....|ctrlp-intro|`,
 * `|ctrlp_map|....Default mapping.`), or a numbered title with its link at the right (`1.1 Requirements   |…|`).
 */
function isContentsLine(t: string): boolean {
  if (t.startsWith('|')) {
    const close = t.indexOf('|', 1);
    if (close > 1 && t.startsWith('..', close + 1)) return true;
  }
  if (!t.endsWith('|')) return false;
  const open = t.lastIndexOf('|', t.length - 2);
  if (open <= 0 || /\s/.test(t.slice(open + 1, -1))) return false;
  const before = t.slice(0, open);
  const title = before.trimEnd();
  return title.endsWith('..') || (NUMBERED.test(title) && before.length - title.length >= 2);
}

/**
 * A paragraph's lines, those wrapped at the text's width joined by a space: a long line at the paragraph's indent
 * goes on in the next at that indent unless the next is a list's item (`- x`, `1. x`, `t - in a new tab.`).
 */
function joinWrapped(lines: string[]): string {
  let out = lines[0] ?? '';
  for (let k = 1; k < lines.length; k++) {
    const [prev, line] = [lines[k - 1]!, lines[k]!];
    const wrapped = prev.length >= WRAPPED_MIN && !/^\s/.test(prev) && !/^\s/.test(line) && !LIST_ITEM.test(line);
    out += (wrapped ? ' ' : '\n') + line;
  }
  return out;
}

/** Prose without tag marks, its links as their words. */
function inlineText(line: string): string {
  return line.replace(INLINE_TAG, '').replace(INLINE_LINK, '$1');
}

/** `vim:tw=78:ft=help:norl:` (or `vi:`, `ex:`) at a line's start, or any that sets the help file type. */
function isModeline(line: string): boolean {
  if (line.length > LINE_MAX) return false;
  // Vim reads `ex:` only after white space: "ex: an example" at a line's start is text.
  return /^\s*vim?:|\sex:/.test(line) || isHelpModeline(line);
}

function isHelpModeline(line: string): boolean {
  return line.length <= LINE_MAX && /(?:^|\s)(?:vim?|ex):/.test(line) && /[\s:](?:ft|filetype)=help(?:[\s:]|$)/.test(line);
}
