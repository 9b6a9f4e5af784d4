/**
 * Man pages in roff, as installed (`/usr/share/man/man1/ls.1.gz`) or shipped in a package's `man/` folder. The
 * man(7) macros and the common mdoc(7) ones (BSD's and OpenSSH's pages) are read as a man page reads: `.SH`/`.Sh`
 * sections, paragraphs, tagged paragraphs (`.TP`, `.IP`, `.Bl -tag`'s `.It`) as entries of their own, no-fill and
 * example blocks (`.nf`, `.EX`, pod2man's `.Vb`, `.Bd -literal`) as code, tables (`.TS`) as rows. Requests that only
 * lay out the page are ignored; macro definitions and conditionals are skipped. One pass over the lines.
 * @module
 */
import type { ParsedPage } from '../types.ts';
import { PageBuilder } from './page.ts';
import { defineString, forgetStrings, resolveEscapes } from './roff-escapes.ts';
import { withoutTrailingEmpty } from './_shared.ts';
import { termTable } from './term-table.ts';

/**
 * A man page's file name (after any `.gz`): a section number and an optional suffix (`ls.1`, `SSL_new.3ssl`,
 * `readline.3readline`, `Tcl.n`). What else is named so (`libz.so.1`, `app.log.1`) is read, found binary or not
 * roff, and reported.
 */
export const MAN_PAGE = /\.(?:[1-9][a-z]{0,10}|n|l)$/;

/** Whether a text is a man page in roff: a `.TH` (man) or `.Dt`/`.Sh` (mdoc) request in its first 100 KB (after pod2man's preamble of macro definitions). */
function hasTitleRequest(text: string): boolean {
  return /^[.'][ \t]*(?:TH|Dt|Dd|Sh|SH)\b/m.test(text.slice(0, 100_000));
}

/**
 * Whether a page only includes another (`.so man3/foo.3`, comments and blank lines aside): a redirect, as an HTML
 * refresh is. Line by line, up to the first line that is anything else.
 */
function isSoOnly(text: string): boolean {
  let so = false;
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (t === '' || /^[.']\s*\\"/.test(t)) continue;
    if (so || !/^[.']\s*so\s+\S+$/.test(t)) return false;
    so = true;
  }
  return so;
}

/**
 * Asciidoctor's stamp in the page's header comment. Its pages write an option's further paragraphs after the option's
 * indented block when the source left out AsciiDoc's list continuation (`+`), as perf's do: `--topdown`, its block,
 * then the two paragraphs on reading its figures, then `--td-level`. Those paragraphs are the option's.
 */
const ASCIIDOCTOR = /^\.\\"\s+Generator: Asciidoctor\b/m;

/** The page a man page's roff source makes; undefined when the text is not roff (a file only named like a man page). */
export function parseRoff(text: string): ParsedPage | undefined {
  const source = text.replace(/\r\n?/g, '\n');
  if (isSoOnly(source.slice(0, 2_000))) return { sections: [], redirect: true };
  if (!hasTitleRequest(source)) return undefined;
  const head = source.slice(0, 2_000);
  const reader = new RoffReader(ASCIIDOCTOR.test(head), HEADER_TITLE.exec(head)?.[1]);
  forgetStrings();
  for (const line of logicalLines(source)) reader.line(line);
  forgetStrings();
  return reader.finish();
}

/**
 * The whole title a generator's header comment gives (`.\"     Title: ostree admin set-origin`). DocBook XSL cuts the
 * `.TH` title to 20 characters (`.TH "OSTREE ADMIN SET\-OR" "1"`); the comment keeps it whole.
 */
const HEADER_TITLE = /^\.\\"[ \t]+Title:[ \t]*(\S[^\n]{0,200}?)[ \t]*$/m;

const COMMENT_REQUEST = /^[.']\s*\\["#]/;
const TITLE_REQUEST = /^[.']\s*TH\s/;

/** Lines with escaped newlines joined and comments cut (`\"` to the line's end). */
function* logicalLines(text: string): Generator<string> {
  let pending = '';
  for (const raw of text.split('\n')) {
    // A comment request (`.\"`) is no line at all; a blank line, or one holding only `\"`, breaks the paragraph.
    if (COMMENT_REQUEST.test(raw)) continue;
    const line = withoutComment(TITLE_REQUEST.test(raw) ? withoutCutEscape(raw) : raw);
    // A backslash at the end continues the line (an escaped newline).
    if (endsWithEscape(line)) {
      pending += line.slice(0, -1);
      continue;
    }
    yield pending + line;
    pending = '';
  }
  if (pending) yield pending;
}

/**
 * A title cut right after a backslash (`.TH "OSTREE ADMIN CONFIG\" "1" ...`, DocBook XSL's cut at 20 characters):
 * the backslash would start a comment inside the quotes and take the section with it. A `\"` inside a quoted
 * argument and followed by the next quoted one closes the argument instead.
 */
function withoutCutEscape(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === '\\') {
      if (quoted && line[i + 1] === '"' && /^[ \t]+"/.test(line.slice(i + 2, i + 12))) return line.slice(0, i) + line.slice(i + 1);
      i++;
    }
  }
  return line;
}

function withoutComment(line: string): string {
  for (let i = 0; i < line.length; i++) {
    if (line[i] !== '\\') continue;
    if (line[i + 1] === '"' || line[i + 1] === '#') return line.slice(0, i).trimEnd();
    i++;
  }
  return line;
}

/**
 * A condition comparing two strings, `'a'b' body` or `!"a"b" body` (any delimiter that is not a letter, digit or
 * space): whether they are equal once their escapes are resolved, and the body after it. Read with indexOf, not a
 * pattern that could backtrack over a long line.
 */
export function stringComparison(condition: string): { taken: boolean; body: string } | undefined {
  const negated = condition.startsWith('!');
  const at = negated ? 1 : 0;
  const delimiter = condition[at];
  if (delimiter === undefined || /[\w\s\\({]/.test(delimiter)) return undefined;
  const middle = condition.indexOf(delimiter, at + 1);
  const end = middle < 0 ? -1 : condition.indexOf(delimiter, middle + 1);
  if (end < 0) return undefined;
  const equal = resolveEscapes(condition.slice(at + 1, middle)) === resolveEscapes(condition.slice(middle + 1, end));
  return { taken: equal !== negated, body: condition.slice(end + 1).trimStart() };
}

function endsWithEscape(line: string): boolean {
  let n = 0;
  for (let i = line.length - 1; i >= 0 && line[i] === '\\'; i--) n++;
  return n % 2 === 1;
}

/** A request's name and arguments: spaces separate them, double quotes group them (`""` is a quote). */
function requestOf(line: string): { name: string; args: string[] } {
  let i = 1;
  while (line[i] === ' ' || line[i] === '\t') i++;
  const start = i;
  // An escape ends the name too: `.el\{` is `el` opening a block.
  while (i < line.length && line[i] !== ' ' && line[i] !== '\t' && line[i] !== '\\') i++;
  return { name: line.slice(start, i), args: splitArgs(line.slice(i)) };
}

function splitArgs(text: string): string[] {
  const args: string[] = [];
  let i = 0;
  while (i < text.length) {
    while (text[i] === ' ' || text[i] === '\t') i++;
    if (i >= text.length) break;
    let arg = '';
    if (text[i] === '"') {
      i++;
      while (i < text.length) {
        if (text[i] === '"' && text[i + 1] === '"') {
          arg += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else if (text[i] === '\\' && i + 1 < text.length) {
          arg += text.slice(i, i + 2);
          i += 2;
        } else arg += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ' ' && text[i] !== '\t') {
        if (text[i] === '\\' && i + 1 < text.length) {
          arg += text.slice(i, i + 2);
          i += 2;
        } else arg += text[i++];
      }
    }
    args.push(arg);
  }
  return args;
}

/** Text of one line: escapes resolved, `\c` joining it to what follows. */
const inline = resolveEscapes;

/** Requests that only lay out the page, or define what a reader never sees. */
const LAYOUT = new Set([
  'ad', 'na', 'hy', 'nh', 'hw', 'hc', 'ft', 'fam', 'ps', 'vs', 'ne', 'in', 'ti', 'll', 'lt', 'pl', 'po', 'ns', 'rs', 'ta', 'tc',
  'lc', 'cs', 'ss', 'cu', 'ul', 'ce', 'uf', 'bd', 'fp', 'as', 'nr', 'rr', 'rm', 'rn', 'cc', 'c2', 'ec', 'eo', 'lf', 'mso',
  'so', 'do', 'PD', 'IX', 'DT', 'AT', 'UC', 'UE', 'ME', 'hla', 'hlm', 'pc', 'ev', 'fl', 'ab', 'tm', 'pm', 'sy', 'nx', 'rd',
  'ch', 'wh', 'it', 'em', 'mk', 'rt', 'sv', 'os', 'di', 'da', 'dei', 'ami', 'als', 'chop', 'char', 'fchar',
  'Dd', 'Os', 'Bf', 'Ef', 'Bk', 'Ek', 'Ud', 'Lb', 'Db', 'Tg',
]);

/** mdoc macros that may be called inside another's arguments, and what each makes of the words after it. */
const MDOC_INLINE: Record<string, (word: string) => string> = {
  Fl: (w) => `-${w}`, Ar: (w) => w, Cm: (w) => w, Ic: (w) => w, Pa: (w) => w, Ev: (w) => w, Va: (w) => w, Dv: (w) => w,
  Er: (w) => w, Li: (w) => w, Em: (w) => w, Sy: (w) => w, Ql: (w) => w, No: (w) => w, Ms: (w) => w, Fa: (w) => w,
  Ft: (w) => w, Cd: (w) => w, Tn: (w) => w, Ad: (w) => w, Lk: (w) => w, Mt: (w) => w, Ot: (w) => w, Vt: (w) => w,
  Nm: (w) => w, Fn: (w) => w, In: (w) => `#include <${w}>`, Ux: () => 'UNIX', Bx: (w) => `${w}BSD`, At: (w) => `AT&T UNIX ${w}`.trim(),
  // A section reference, an author, a standard, a prefix: their words as written.
  Sx: (w) => w, An: (w) => (w === '-split' || w === '-nosplit' ? '' : w), St: (w) => w, Pf: (w) => w,
};
/** mdoc's enclosures: what opens and what closes around the words after the macro (to its line's end or Xc). */
const MDOC_ENCLOSE: Record<string, [string, string]> = {
  Op: ['[', ']'], Oo: ['[', ''], Oc: ['', ']'], Dq: ['“', '”'], Do: ['“', ''], Dc: ['', '”'], Sq: ['‘', '’'], So: ['‘', ''],
  Sc: ['', '’'], Pq: ['(', ')'], Po: ['(', ''], Pc: ['', ')'], Qq: ['"', '"'], Qo: ['"', ''], Qc: ['', '"'], Bq: ['[', ']'],
  Bo: ['[', ''], Bc: ['', ']'], Brq: ['{', '}'], Bro: ['{', ''], Brc: ['', '}'], Aq: ['⟨', '⟩'], Ao: ['⟨', ''], Ac: ['', '⟩'],
  Eo: ['', ''], Ec: ['', ''],
};
const MDOC_PUNCTUATION = /^[.,:;)\]?!]$/;
/** What the next word attaches to without a space. */
const OPENERS = new Set(['[', '(', '“', '‘', '{', '⟨']);
const isMdocInline = (name: string) => name in MDOC_INLINE || name in MDOC_ENCLOSE || name === 'Ns' || name === 'Xr' || name === 'Ta' || name === 'Ap';

/**
 * An mdoc line's words rendered: callable macros applied to the words after them (`Fl o Ar file` → `-o file`),
 * enclosures closed at the line's end (`Op Fl v` → `[-v]`), punctuation attached, `Ns` joining its neighbours;
 * no spaces at all under `.Sm off`.
 */
function mdocWords(words: string[], spaced = true): string {
  // Pieces in an array, with the last character kept apart: asking a string built by += for its end is quadratic.
  const out: string[] = [];
  let lastChar = '';
  const append = (piece: string) => {
    if (!piece) return;
    out.push(piece);
    lastChar = piece[piece.length - 1]!;
  };
  let apply: ((w: string) => string) | undefined;
  let flagAlone = false;
  const closers: string[] = [];
  let glue = false;
  /** Words left of an `Xr name section` cross-reference. */
  let xr = 0;
  const put = (piece: string) => {
    if (piece === '') return;
    const attach = !spaced || glue || out.length === 0 || OPENERS.has(lastChar) || MDOC_PUNCTUATION.test(piece);
    append(attach ? piece : ` ${piece}`);
    glue = false;
  };
  /** `Fn name arg ...`: the words of a function call, written `name(arg, ...)` when the next macro or the end comes. */
  let call: string[] | null = null;
  const endCall = () => {
    if (call && call.length > 0) put(`${call[0]}(${call.slice(1).join(', ')})`);
    call = null;
  };
  // Punctuation ending the line closes what the line opened first: `.Pq Pa /etc/x .` is `(/etc/x).` (but `.Sq .`
  // encloses the full stop).
  let tail = words.length;
  while (tail > 0 && MDOC_PUNCTUATION.test(words[tail - 1]!)) tail--;
  for (const [i, word] of words.entries()) {
    if (i === tail && i > 0 && !(words[i - 1]! in MDOC_ENCLOSE)) {
      endCall();
      while (closers.length > 0) append(closers.pop()!);
    }
    if (call && !(word in MDOC_INLINE) && !(word in MDOC_ENCLOSE) && !MDOC_PUNCTUATION.test(word) && word !== 'Ns') {
      call.push(inline(word));
      continue;
    }
    endCall();
    if (word === 'Fn') {
      call = [];
      apply = undefined;
      continue;
    }
    if (word === 'Ns') {
      glue = true;
      continue;
    }
    if (word === 'Ta') {
      put('|');
      continue;
    }
    if (word === 'Xo' || word === 'Xc') continue;
    if (word === 'Ap') {
      append("'");
      glue = true;
      continue;
    }
    if (word === 'Xr') {
      xr = 2;
      apply = undefined;
      continue;
    }
    if (xr === 1 && /^\d\w*$/.test(word)) {
      append(`(${word})`);
      xr = 0;
      continue;
    }
    xr = Math.max(0, xr - 1);
    const enclose = MDOC_ENCLOSE[word];
    if (enclose) {
      if (enclose[0]) {
        put(enclose[0]);
        glue = true;
        // What opens here closes at the line's end.
        if (enclose[1]) closers.push(enclose[1]);
      } else if (enclose[1]) append(enclose[1]);
      apply = undefined;
      continue;
    }
    const macro = MDOC_INLINE[word];
    if (macro) {
      apply = macro;
      flagAlone = word === 'Fl';
      if (word === 'Ux' || word === 'Bx' || word === 'At') {
        put(macro(''));
        apply = undefined;
      }
      continue;
    }
    const text = inline(word);
    if (MDOC_PUNCTUATION.test(text)) {
      put(text);
      continue;
    }
    put(apply ? apply(text) : text);
    flagAlone = false;
  }
  endCall();
  // `Fl` with no word after it is a lone dash.
  if (flagAlone && apply) put('-');
  while (closers.length > 0) append(closers.pop()!);
  return out.join('').replace(/\u0000\s*/g, '');
}

class RoffReader {
  private readonly out: PageBuilder;
  private title: string | undefined;
  private paragraph: string[] = [];
  private code: string[] | null = null;
  /** Set by `.TP` inside an entry's text: the next line of text is a tag of that text's own list. */
  private innerTag = false;
  /** Set by `.TP`: the next line of text is an entry's name. */
  private tagNext = false;
  /** An entry is open (its name written): paragraphs go into it until the next entry, `.PP` or heading. */
  private entryOpen = false;
  /** Names of the entry about to open: several tags before any text (`.TP` + `.TQ`, `.It` after `.It`) name one entry. */
  private tags: string[] = [];
  /** What `.tr` prints characters as. */
  private translations = new Map<string, string>();
  /** mdoc's `.It ... Xo`: the item's head goes on over the lines up to `Xc`. */
  private xo: string[] | null = null;
  /** `.RS` depth, and the depth at which the open entry began: deeper `.TP`s are that entry's own text. */
  private indent = 0;
  private entryIndent = 0;
  /** A macro definition (`.de` … `..`) or ignored block (`.ig`) being read: its lines (none kept for `.ig`) and end. */
  private defining: { lines: string[] | null; end: string } | null = null;
  /** Macros the page defines, by name: read where the page calls one no other rule knows (X11's `.ZN`). */
  private macros = new Map<string, string[]>();
  private expansionDepth = 0;
  private expandedLines = 0;
  private expandedChars = 0;
  /** Lines of a conditional's skipped `\{` … `\}` block: its depth. */
  private braceDepth = 0;
  private skipEquation = false;
  /** A `.TS` table being read: its rows so far, the row being read, and the lines of an open text block (`T{`). */
  private table: { rows: string[]; row: string[]; format: boolean; tab: string; cell: string[] | null } | null = null;
  /** A bare `.SH`/`.SS`: the next line of text is its heading, at this level. */
  private headingNext: number | undefined;
  /** The first line of the paragraph being collected, as written and as read (see `optionWithText`). */
  private firstLine: { raw: string; text: string } | undefined;
  /** The paragraph being collected began at `.PP` (its first line may name a DocBook entry). */
  private afterParagraph = false;
  /** The last request read, until a line of text (see `.RE` after a paragraph's start). */
  private lastRequest: string | undefined;
  /** ...and whether it was an `.RE` that ended a block right after a paragraph's start (scdoc closes two at once). */
  private blockEnded = false;
  /** The entry about to open was named by the line before an `.RS` (see the `.RS` case): the indent of that line. */
  private termIndent: number | undefined;
  /** The indent the open entry's name stands at (its text may be deeper, under `.RS`). */
  private entryLevel = 0;
  /**
   * The entry an `.RE` just closed, when its text stood in an indented block under its name and nothing but spacing
   * has come since: an indented block here is that entry's too, whether or not another entry follows (Asciidoctor's
   * and DocBook's notes, `.RS 4` … `.B Note` … `.RE`, after the last option of a list). Its indent and its name's.
   */
  private closedByBlock: { indent: number; level: number } | undefined;
  /** Entries whose text holds the open one (DocBook's nested lists: `ip=`'s values), innermost last. */
  private outerEntries: { indent: number; level: number }[] = [];
  /**
   * An entry of an entry (DocBook's nested lists) not yet written: a phrase with one short line under it (lttng's
   * "Default values:" of an option, `--userspace and --buffers-uid options` over `4`) is a line of its entry, not an
   * entry of its own, which an answer showed as a bare `#### metadata channel` over `2`. A term of one word or of a
   * name's syntax names a thing (dracut's `ip=` values, `dhcp|on|any`; `-T <template-file>`): an entry, however short.
   */
  private folded: { name: string; text: string | undefined } | undefined;
  /** The pending tags name an entry of the innermost outer entry, which waits for them (see the `.RS` case). */
  private nestedTerm = false;
  /** Whether the last `.ie` took its branch (its `.el` takes the other). */
  private lastIe = false;
  /** An mdoc page (`.Dt`): unknown requests are read as mdoc's. */
  private mdoc = false;
  private mdocName = '';
  /** mdoc's `.Sm off`: the words of macro lines are joined without spaces until `.Sm on`. */
  private spaced = true;
  private spacingJustOff = false;
  /** mdoc's `.Fo name` … `.Fc`: the function's name and the `.Fa` arguments so far. */
  private call: string[] | null = null;
  /** mdoc's `.Rs` … `.Re`: the parts of a bibliographic reference (`%A` author, `%T` title, …). */
  private reference: string[] | null = null;
  private lists: ('tag' | 'item' | 'column')[] = [];
  /** How many of `lists` are tag lists: only the outermost one's items are entries. */
  private tagLists = 0;

  /** `entryTails`: paragraphs between two options are the first one's (an Asciidoctor page, see ASCIIDOCTOR). */
  /** The title in the page's header comment, if any: the whole of a `.TH` title cut short. */
  private readonly headerTitle: string | undefined;

  constructor(entryTails: boolean, headerTitle?: string) {
    this.out = new PageBuilder(entryTails);
    this.headerTitle = headerTitle;
  }

  /** One line; a taken conditional's body (`.ie n .IP "x" 4`) is read as a line of its own, nested a few deep at most. */
  line(raw: string): void {
    let next: string | undefined = raw;
    for (let depth = 0; next !== undefined && depth < MAX_CONDITIONAL_NESTING; depth++) next = this.lineOnce(next);
  }

  private lineOnce(raw: string): string | undefined {
    if (this.defining) {
      if (requestOf(raw).name === this.defining.end && /^[.']/.test(raw)) this.defining = null;
      else if (this.defining.lines && this.defining.lines.length < MAX_MACRO_LINES) this.defining.lines.push(raw);
      return;
    }
    if (this.braceDepth > 0) {
      this.braceDepth += braces(raw);
      return;
    }
    if (this.skipEquation) {
      if (/^[.']\s*EN\b/.test(raw)) this.skipEquation = false;
      return;
    }
    if (this.table) {
      this.tableLine(raw);
      return undefined;
    }
    if (!raw.startsWith('.') && !raw.startsWith("'")) {
      // A blank line only spaces the page, as `.sp` does (Asciidoctor's `.RE`, `.sp`, a blank line, then the `.RS` that
      // goes on with zypper's `search` after its list of status values).
      if (raw.trim() !== '') this.closedByBlock = undefined;
      this.textLine(raw);
      this.lastRequest = undefined;
      return undefined;
    }
    const { name, args } = requestOf(raw);
    if (name === 'if' || name === 'ie' || name === 'el') return this.conditional(name, raw);
    const paragraphStart = this.afterParagraph;
    this.request(name, args, raw);
    if (name !== 'RE' && !SPACING.has(name)) this.closedByBlock = undefined;
    // Only the paragraph's own font macros (`.B -t`) keep it a possible entry name; any other request ends that, but
    // an `.RE` right after a paragraph's start, as scdoc ends an entry's block before the next term (`.P`, `.RE`,
    // then the term and its `.RS`; `.P`, `.RE`, `.RE` after a nested entry).
    const afterStart = this.lastRequest !== undefined && PARAGRAPH_STARTS.has(this.lastRequest) && this.lastRequest !== 'RS';
    const blockEnd = name === 'RE' && (afterStart || (this.lastRequest === 'RE' && this.blockEnded));
    if (paragraphStart && !FONT_MACROS.has(name) && !PARAGRAPH_STARTS.has(name) && !blockEnd) this.afterParagraph = false;
    this.blockEnded = blockEnd;
    this.lastRequest = name;
    return undefined;
  }

  /**
   * `.if`/`.ie`/`.el`: nroff's branch is a text reader's (`.ie n .IP "name" 4` / `.el .IP "\fBname\fR" 4`, as pod2man
   * writes its items); the body of a taken branch is returned to be read, and a block it opens (`\{`) is read line by
   * line. Other conditions (registers, strings, troff) are not ours: skipped, with any block they open.
   */
  private conditional(name: string, raw: string): string | undefined {
    const rest = raw.replace(/^[.']\s*(?:if|ie|el)\s*/, '');
    let taken = false;
    let body = rest;
    if (name === 'el') taken = !this.lastIe;
    else {
      // The body as any characters: `.` stops at a line separator (U+2028), and `\s+(.*)$` then backtracked quadratically.
      const m = /^(!?)([nt])(?:\s+|(?=\\\{))([^]*)$/.exec(rest);
      const compared = m ? undefined : stringComparison(rest);
      taken = m ? (m[2] === 'n') !== (m[1] === '!') : (compared?.taken ?? false);
      body = m ? m[3]! : (compared?.body ?? '');
      if (name === 'ie') this.lastIe = taken;
    }
    if (!taken) {
      this.braceDepth = Math.max(0, braces(raw));
      return undefined;
    }
    const inner = body.replace(/^\\\{\s*/, '');
    return inner === '' ? undefined : inner;
  }

  private textLine(raw: string): void {
    if (this.tagNext || this.headingNext !== undefined) return this.addText(inline(raw));
    if (this.xo) {
      this.xo.push(inline(raw));
      return;
    }
    if (this.code) return this.write(inline(raw));
    const text = inline(raw);
    if (text.trim() === '') {
      this.flushParagraph();
      return;
    }
    if (this.paragraph.length === 0) this.firstLine = { raw, text };
    this.addText(text);
  }

  /** Text for the current paragraph, or an entry's name when `.TP` asked for one. */
  private addText(text: string): void {
    if (this.xo) {
      // Under `.Sm off` the parts of an item's head join without a space (after the first: `-D [address:]port`).
      this.xo.push(this.spaced || this.spacingJustOff ? text : `\u0000${text}`);
      this.spacingJustOff = false;
      return;
    }
    if (this.innerTag) {
      this.innerTag = false;
      this.paragraph.push(TAG_LIST_MARK.test(text.trim()) ? '- ' : `${text.trim()}: `);
      return;
    }
    if (this.headingNext !== undefined) {
      const level = this.headingNext;
      this.headingNext = undefined;
      const heading = text.replace(/\u0000/g, '').trim();
      if (heading) this.writeHeading(level, heading);
      return;
    }
    if (this.tagNext) {
      this.tagNext = false;
      // A list's mark as the tag (a numbered list, DocBook's bullets): an item, not an entry.
      if (TAG_LIST_MARK.test(text.trim())) this.paragraph.push('- ');
      else this.openEntry(text);
      return;
    }
    this.paragraph.push(text);
  }

  private request(name: string, args: string[], raw: string): void {
    switch (name) {
      case '':
        return;
      case 'ig':
        this.defining = { lines: null, end: args[0] ?? '.' };
        return;
      case 'de':
      case 'de1':
      case 'am':
      case 'am1': {
        // A page's own macro (`.de ZN` … `..`); `.am` adds to it. `.de name end` ends at `.end` instead of `..`.
        const lines = name.startsWith('am') ? (this.macros.get(args[0] ?? '') ?? []) : [];
        if (args[0]) this.macros.set(args[0], lines);
        this.defining = { lines, end: args[1] ?? '.' };
        return;
      }
      case 'while':
        // A loop belongs to the page's own formatting: skipped, with any block it opens.
        this.braceDepth = Math.max(0, braces(raw));
        return;
      case 'tr': {
        // Characters printed as others (`.tr \(*W-`: Pod::Man prints its \*(-- dash as Ω, translated back to "-"),
        // in pairs; the last of an odd count prints as a space. Only in the preamble, before the title: applied to the
        // whole page afterwards, a translation made midway (sqlite3's `.tr %.`) would change the text before it too.
        if (this.title !== undefined) return;
        const pairs = [...inline(raw.replace(/^[.']\s*tr\s*/, ''))];
        for (let i = 0; i < pairs.length; i += 2) this.translations.set(pairs[i]!, pairs[i + 1] ?? ' ');
        return;
      }
      case 'ds':
        // A string the page defines (`.ds Aq \(aq`), for \*(Aq in its text; a leading quote is not part of it.
        if (args[0]) defineString(inline(args[0]), raw.replace(/^[.']\s*ds\s+\S+\s?/, '').replace(/^"/, ''));
        return;
      case 'TH':
      case 'Dt':
        // The page's name and section: `LS(1)`.
        this.mdoc ||= name === 'Dt';
        this.title = args[0] ? `${this.wholeTitle(inline(args[0]))}${args[1] ? `(${inline(args[1])})` : ''}` : undefined;
        return;
      case 'SH':
      case 'Sh':
        return this.heading(1, args);
      case 'SS':
      case 'Ss':
        return this.heading(2, args);
      case 'PP':
      case 'LP':
      case 'P':
      case 'Pp':
      case 'Lp':
      case 'HP':
      case 'sp':
      case 'Sp':
        this.flushParagraph();
        if (name === 'Sp' || this.mdoc) return;
        if (name === 'sp') {
          // Asciidoctor's and Sphinx's option lists: `.sp`, the option, then its indented text. Inside an entry's own
          // text too, where such a term heads an entry of that entry (zypper's `install` and its `-f, --force`).
          this.afterParagraph = true;
          return;
        }
        this.afterParagraph = true;
        this.tagNext = false;
        // A paragraph inside a named entry's block before any text (a list of its values first): the entry begins.
        if (this.tags.length > 0 && this.termIndent !== undefined && this.indent > this.termIndent) this.startEntry();
        // A new paragraph at the entry's indent ends it, and tags no text followed are lines of text.
        if (this.tags.length > 0) this.closeEntry();
        while (this.entryOpen && this.indent <= this.entryLevel) this.closeEntry();
        return;
      case 'br':
        if (this.paragraph.length > 0) this.paragraph.push('\n');
        return;
      case 'TP':
      case 'TQ':
        this.flushParagraph();
        this.leadIn();
        if (this.entryOpen && this.indent > this.entryLevel) {
          // A list inside an entry's text: its tags are that entry's lines, each followed by its text (`name: text`).
          this.tagNext = false;
          this.innerTag = true;
          return;
        }
        this.tagNext = true;
        return;
      case 'IP': {
        const tag = args[0] ? inline(args[0]).trim() : '';
        if (tag === '' && this.bulletTerm()) return;
        this.flushParagraph();
        this.leadIn();
        if (tag === '' || LIST_MARK.test(tag)) {
          if (tag !== '') this.paragraph.push('- ');
          return;
        }
        if (this.entryOpen && this.indent > this.entryLevel) {
          this.paragraph.push(`${tag}: `);
          return;
        }
        this.openEntry(tag);
        return;
      }
      case 'RS': {
        this.leadIn();
        const first = this.paragraph.length === 1 && this.afterParagraph && !this.mdoc && this.firstLine?.text === this.paragraph[0] ? this.firstLine : undefined;
        const option = first && !(this.entryOpen && this.indent > this.entryLevel) ? optionWithText(first.raw) : undefined;
        if (option) {
          // The option names the entry; the rest of its line is the entry's first text, the block the rest.
          this.paragraph = [];
          this.openEntry(option.name);
          this.termIndent = this.indent;
          this.indent++;
          this.paragraph.push(option.text);
          this.flushParagraph();
          return;
        }
        // DocBook's option lists: `.PP` and one short line (the option), then `.RS` with its explanation: an entry.
        const term = this.paragraph.length === 1 && this.afterParagraph && !this.mdoc ? this.paragraph[0]!.trim() : '';
        // A line ending in a word that continues ("a combination of") leads into its block; a list of names ending in
        // one ("true, yes, on") names its entry.
        if (term && (term.length <= TERM_MAX || isNameList(term) || isSyntaxForm(term) || isCodeForm(term)) && !endsLikeSentence(term) && (!CONTINUES.test(term) || isNameList(term))) {
          this.paragraph = [];
          if (this.entryOpen && this.tags.length === 0 && this.indent > this.entryLevel) {
            // A term inside an open entry's text, with its own block (DocBook's nested lists): an entry of that entry;
            // past MAX_NESTED_ENTRIES, of the entry that holds the deepest.
            if (this.outerEntries.length >= MAX_NESTED_ENTRIES) this.closeEntry();
            this.outerEntries.push({ indent: this.entryIndent, level: this.entryLevel });
            this.entryOpen = false;
            this.nestedTerm = true;
          }
          this.openEntry(unquotedTerm(term));
          this.termIndent = this.indent;
        } else {
          this.flushParagraph();
          const closed = this.closedByBlock;
          if (closed && this.paragraph.length === 0 && this.tags.length === 0 && !this.entryOpen && this.indent + 1 === closed.indent) {
            this.entryOpen = true;
            this.entryIndent = closed.indent;
            this.entryLevel = closed.level;
            this.out.reopen();
          }
        }
        this.indent++;
        return;
      }
      case 'RE': {
        this.flushParagraph();
        this.indent = Math.max(0, this.indent - 1);
        // Back out of the indent the entry began at: the text after it is the section's (or the outer entry's) again.
        let closed: { indent: number; level: number } | undefined;
        while (this.entryOpen && this.indent < this.entryIndent) {
          closed = this.outerEntries.length === 0 && !this.folded ? { indent: this.entryIndent, level: this.entryLevel } : undefined;
          this.closeEntry();
        }
        this.closedByBlock = closed && !this.entryOpen && closed.level < closed.indent ? closed : undefined;
        return;
      }
      case 'nf':
      case 'EX':
      case 'Vb':
        this.flushParagraph();
        this.leadIn();
        this.code ??= [];
        return;
      case 'fi':
      case 'EE':
      case 'Ve':
        this.flushCode();
        return;
      case 'MR':
        // groff 1.23's man page reference: `.MR ls 1 ,` is "ls(1),".
        if (args[0]) this.write(`${inline(args[0])}(${inline(args[1] ?? '')})${inline(args[2] ?? '')}`);
        return;
      case 'URL':
      case 'MTO':
        // util-linux's links: `.URL https://example.org "the site"` reads "the site (https://example.org)".
        if (args[0]) this.write(args[1] ? `${inline(args[1])} (${inline(args[0])})${inline(args[2] ?? '')}` : inline(args[0]));
        return;
      case 'SY':
        this.flushParagraph();
        this.paragraph.push(args.map(inline).join(' '));
        return;
      case 'YS':
        this.flushParagraph();
        return;
      case 'TS':
        this.flushParagraph();
        this.table = { rows: [], row: [], format: true, tab: '\t', cell: null };
        return;
      case 'EQ':
        // eqn's equations: no words a question asks with.
        this.skipEquation = true;
        return;
      default: {
        const words = fontText(name, args);
        if (words !== undefined) {
          if (words) this.write(name === 'OP' ? `[${words}]` : words);
          return;
        }
        // Layout, a macro the page defines, and otherwise mdoc's macros.
        if (LAYOUT.has(name)) return;
        const macro = this.macros.get(name);
        if (macro) return this.expand(name, macro, args);
        if (this.mdoc || MDOC_BLOCK.has(name) || isMdocInline(name)) return this.mdocRequest(name, args);
      }
    }
  }

  /**
   * A call of the page's own macro: its lines read with the call's arguments in place of `\\$1`…, as troff does.
   * Calls nest a few deep at most and a page expands a bounded number of lines and characters, so a macro that
   * calls itself, doubles at each level or repeats a long line costs no more than a long page.
   */
  private expand(name: string, body: string[], args: string[]): void {
    // Once the page's budget is spent, a call costs nothing (not even its arguments' substitution).
    if (this.expansionDepth >= MAX_MACRO_NESTING || this.expandedLines >= MAX_EXPANDED_LINES || this.expandedChars >= MAX_EXPANDED_CHARS) return;
    this.expansionDepth++;
    try {
      for (const line of body) {
        const expanded = withArguments(line, name, args);
        this.expandedChars += expanded.length;
        if (++this.expandedLines > MAX_EXPANDED_LINES || this.expandedChars > MAX_EXPANDED_CHARS) return;
        this.line(expanded);
      }
    } finally {
      this.expansionDepth--;
    }
  }

  private heading(level: number, args: string[]): void {
    this.endOpenParts();
    this.outerEntries = [];
    this.nestedTerm = false;
    this.lists = [];
    this.tagLists = 0;
    this.indent = 0;
    this.entryIndent = 0;
    this.entryLevel = 0;
    this.tagNext = false;
    const text = args.map(inline).join(' ').replace(/\u0000/g, '').trim();
    // A bare `.SH` takes the next line as its heading.
    if (text) this.writeHeading(level, text);
    else this.headingNext = level;
  }

  private openEntry(name: string): void {
    this.flushParagraph();
    const text = name.replace(/\u0000/g, '').trim();
    if (!text) return;
    if (this.tags.length === 0) this.closeEntries();
    this.tags.push(text);
  }

  /**
   * Ronn's definition lists: a bulleted item whose one line is a term ending in a colon (`.IP "\\[ci]" 4`,
   * `\\fB--seq\\fR:`), then an untagged `.IP` with its text: the term names an entry.
   */
  private bulletTerm(): boolean {
    const [mark, term, ...rest] = this.paragraph;
    if (mark !== '- ' || term === undefined || rest.length > 0) return false;
    const name = term.trim();
    // Not an instruction that introduces what follows ("Install the following packages:"): three words or more, the
    // first capitalised and the others not, as a sentence starts.
    if (!name.endsWith(':') || name.length > TERM_MAX || endsLikeSentence(name.slice(0, -1)) || /^[A-Z][a-z]+(?: [a-z]+){2}/.test(name)) return false;
    this.paragraph = [];
    this.openEntry(name.slice(0, -1));
    return true;
  }

  /** Opens the entry its tags name, once something is written into it. */
  private startEntry(): void {
    const named = this.termIndent ?? this.indent;
    this.termIndent = undefined;
    if (this.tags.length === 0) return;
    // A folded entry that holds another entry is an entry after all.
    this.unfold();
    // An entry of an entry named by a phrase waits to see whether it is one short line (see `folded`).
    const name = this.tags.join(', ');
    if (this.outerEntries.length > 0 && isPhrase(name)) this.folded = { name, text: undefined };
    else this.out.open(name);
    this.tags = [];
    this.nestedTerm = false;
    this.entryOpen = true;
    this.entryIndent = this.indent;
    this.entryLevel = named;
  }

  /**
   * The line an `.RS` block followed was not an entry's name but the start of what the block shows, when a list, an
   * example or another indented block comes before any text ("flags is a combination of" a list of flags): text.
   */
  private leadIn(): void {
    if (this.termIndent === undefined || this.tags.length === 0) return;
    this.text(this.tags.join('\n'));
    this.tags = [];
    this.termIndent = undefined;
    this.resumeOuter();
  }

  /** A nested term that named no entry after all (its block began with a list or an example): its entry goes on. */
  private resumeOuter(): boolean {
    if (!this.nestedTerm) return false;
    this.nestedTerm = false;
    return this.reopenOuter();
  }

  /** The innermost entry that held the one just closed (or a term that named none) is the open entry again. */
  private reopenOuter(): boolean {
    const outer = this.outerEntries.pop();
    if (!outer) return false;
    this.entryOpen = true;
    this.entryIndent = outer.indent;
    this.entryLevel = outer.level;
    return true;
  }

  private closeEntry(): void {
    this.flushParagraph();
    this.termIndent = undefined;
    if (this.tags.length > 0) {
      // Tags no text followed (a list of names): lines of text, not an entry; a nested term's entry goes on.
      this.text(this.tags.join('\n'));
      this.tags = [];
      if (this.resumeOuter()) return;
    }
    if (!this.entryOpen) return;
    if (this.folded) {
      // One short line: a line of the entry that holds it, led by its name ("--userspace and --buffers-pid options: 4").
      const { name, text } = this.folded;
      this.folded = undefined;
      if (text === undefined) this.out.text(name);
      else {
        this.out.prefix(name);
        this.out.text(text);
      }
    } else this.out.close();
    this.entryOpen = false;
    this.reopenOuter();
  }

  /** Text into the open entry; a folded one holds its first short line, and opens for anything more. */
  private text(text: string): void {
    if (this.folded && this.folded.text === undefined && text.length <= FOLDED_TEXT_MAX && !text.includes('\n')) {
      this.folded.text = text;
      return;
    }
    this.unfold();
    this.out.text(text);
  }

  private writeHeading(level: number, text: string): void {
    this.unfold();
    this.out.heading(level, text);
  }

  private writeCode(code: string): void {
    this.unfold();
    this.out.code(code);
  }

  /** The folded entry holds more than one short line: it is an entry of its own after all. */
  private unfold(): void {
    if (!this.folded) return;
    const { name, text } = this.folded;
    this.folded = undefined;
    this.out.open(name);
    if (text !== undefined) this.out.text(text);
  }

  /** Closes the open entry and every entry that holds it. */
  private closeEntries(): void {
    this.closeEntry();
    while (this.entryOpen) this.closeEntry();
  }

  private flushParagraph(): void {
    this.innerTag = false;
    if (this.paragraph.length === 0) return;
    // Pieces joined by a space unless the one before ends a line, joins (`\c`) or is a list mark; the last piece is
    // remembered rather than asked of the text, which a long paragraph would make quadratic.
    const parts: string[] = [];
    let last = '';
    for (const piece of this.paragraph) {
      const joins = last === '' || last.endsWith('\n') || last.endsWith('\u0000') || last.endsWith('- ') || last.endsWith(': ');
      parts.push(piece === '\n' || joins ? piece : ` ${piece}`);
      last = piece;
    }
    this.paragraph = [];
    const clean = parts.join('').replace(/\u0000\s*/g, '').trim();
    if (!clean) return;
    this.startEntry();
    this.text(clean);
  }

  private flushCode(): void {
    if (!this.code) return;
    const code = this.code.join('\n');
    this.code = null;
    if (!code.trim()) return;
    // A table of terms and their descriptions, aligned in a no-fill block, outside any entry: an entry per term.
    const rows = this.entryOpen || this.tags.length > 0 || this.folded ? undefined : termTable(code);
    if (rows) {
      for (const row of rows) {
        this.openEntry(row.name);
        this.startEntry();
        this.text(row.text);
        this.closeEntry();
      }
      this.out.endTail();
      return;
    }
    this.startEntry();
    this.writeCode(code);
  }

  /** A line of a `.TS` table: options, then the format (up to a line ending in `.`), then rows until `.TE`. */
  private tableLine(raw: string): void {
    const t = this.table!;
    if (/^[.']\s*TE\b/.test(raw)) return this.endTable();
    if (t.format) {
      const tab = /tab\s*\((.)\)/.exec(raw);
      if (tab) t.tab = tab[1]!;
      if (/\.\s*$/.test(raw)) t.format = false;
      return;
    }
    if (/^[.']/.test(raw)) {
      // `.T&` brings a new format for the rows after it.
      if (/^[.']\s*T&/.test(raw)) t.format = true;
      // Inside a text block, a font macro's words are the cell's (`.BR ecb_crypt (),`).
      const { name, args } = requestOf(raw);
      const words = fontText(name, args);
      if (t.cell && words !== undefined) t.cell.push(words);
      return;
    }
    if (t.cell) {
      // A text block (`T{` … `T}`) goes on until `T}`; then the row's other cells, which may open another.
      if (!raw.startsWith('T}')) {
        t.cell.push(inline(raw));
        return;
      }
      t.row.push(t.cell.join(' '));
      t.cell = null;
      this.tableCells(raw.slice(2).split(t.tab).slice(1));
      return;
    }
    if (/^[_=]$/.test(raw.trim())) return;
    this.tableCells(raw.split(t.tab));
  }

  /** The rows read so far as text; no table is open after. */
  private endTable(): void {
    const rows = this.table?.rows ?? [];
    this.table = null;
    if (rows.length === 0) return;
    this.startEntry();
    this.unfold();
    this.out.text(rows.join('\n'));
  }

  /** A row's cells, up to the row's end or a text block opening at its last cell (`T{`). */
  private tableCells(cells: string[]): void {
    const t = this.table!;
    for (const [i, cell] of cells.entries()) {
      if (cell.trim() === 'T{' && i === cells.length - 1) {
        t.cell = [];
        return;
      }
      t.row.push(inline(cell));
    }
    const row = withoutTrailingEmpty(t.row.map((c) => c.trim()));
    t.row = [];
    if (row.length > 0) t.rows.push(row.join(' | '));
  }

  /** mdoc: sections are handled above; lists, displays, the NAME line and every other line of macros here. */
  private mdocRequest(name: string, args: string[]): void {
    switch (name) {
      case 'Nm':
        // The page's name, given once (in NAME) and written bare later.
        // A first word that is only punctuation (`.Nm .`, `.Nm ,`) follows the name, as a bare `.Nm` would write it.
        if (this.mdocName && args[0] !== undefined && MDOC_PUNCTUATION.test(args[0])) args = [this.mdocName, ...args];
        if (!this.mdocName && args[0]) this.mdocName = inline(args[0]);
        this.addText(mdocWords(args.length > 0 ? ['Nm', ...args] : [this.mdocName]));
        return;
      case 'Nd':
        this.addText(`- ${mdocWords(args)}`);
        return;
      case 'Bl': {
        this.flushParagraph();
        const kind = args.includes('-tag') || args.includes('-hang') || args.includes('-ohang') || args.includes('-inset') || args.includes('-diag') ? 'tag' : args.includes('-column') ? 'column' : 'item';
        this.lists.push(kind);
        if (kind === 'tag') this.tagLists++;
        return;
      }
      case 'El':
        this.endXo('');
        this.flushParagraph();
        if (this.lists.pop() === 'tag' && --this.tagLists === 0) this.closeEntries();
        return;
      case 'It': {
        // An item's head left open (`.It Xo` with no `.Xc`) ends where the next item or the list does.
        this.endXo('');
        this.flushParagraph();
        const kind = this.lists[this.lists.length - 1];
        const text = mdocWords(args);
        if (kind === 'tag' && args.includes('Xo')) {
          this.xo = text ? [text] : [];
          return;
        }
        if (kind === 'tag' && this.tagLists === 1) {
          if (text) this.openEntry(text);
          else this.tagNext = true;
        } else if (kind === 'column') this.paragraph.push(text);
        else this.paragraph.push(text ? `- ${text}` : '- ');
        return;
      }
      case 'Bd':
        this.flushParagraph();
        if (args.includes('-literal') || args.includes('-unfilled')) this.code ??= [];
        return;
      case 'Ed':
        this.flushCode();
        return;
      case 'D1':
      case 'Dl':
        this.flushParagraph();
        this.startEntry();
        this.writeCode(mdocWords(args));
        return;
      case 'Sm':
        this.spaced = args[0] === 'on' || (args[0] !== 'off' && !this.spaced);
        this.spacingJustOff = !this.spaced;
        return;
      case 'Ft':
        // Each function of a synopsis on a line of its own: its type starts it.
        if (this.paragraph.length > 0 && !this.code) this.paragraph.push('\n');
        this.write(mdocWords(args, this.spaced));
        return;
      case 'Fo':
        this.call = [mdocWords(args)];
        return;
      case 'Fa':
        if (this.call) this.call.push(mdocWords(args));
        else if (this.code) this.code.push(mdocWords(args));
        else this.joinOrAdd(mdocWords(args, this.spaced), name);
        return;
      case 'Fc':
        this.endCall(mdocWords(args));
        return;
      case 'Ex': {
        // The standard sentences, as mandoc writes them.
        const names = args.filter((a) => a !== '-std');
        const many = names.length > 1;
        this.write(`The ${listed(names.length > 0 ? names : [this.mdocName])} ${many ? 'utilities exit' : 'utility exits'} 0 on success, and >0 if an error occurs.`);
        return;
      }
      case 'Rv': {
        const names = args.filter((a) => a !== '-std').map((a) => `${a}()`);
        const many = names.length > 1;
        this.write(
          `The ${listed(names.length > 0 ? names : [`${this.mdocName}()`])} ${many ? 'functions return' : 'function returns'} the value 0 if successful; otherwise the value -1 is returned and the global variable errno is set to indicate the error.`,
        );
        return;
      }
      case 'Rs':
        this.flushParagraph();
        this.reference = [];
        return;
      case 'Re':
        this.endReference();
        return;
      case 'Xc':
        this.endXo(mdocWords(args));
        return;
      default:
        if (this.reference && name.startsWith('%')) {
          this.reference.push(mdocWords(args));
          return;
        }
        if (this.xo) {
          const words = [name, ...args];
          const end = words.indexOf('Xc');
          this.addText(mdocWords(end < 0 ? words : words.slice(0, end), this.spaced));
          if (end >= 0) this.endXo('');
          return;
        }
        if (isMdocInline(name)) {
          const text = mdocWords([name, ...args], this.spaced);
          if (this.code) this.code.push(text);
          else if (text && !this.spaced && !this.spacingJustOff && this.paragraph.length > 0) {
            // `.Sm off`: adjacent macros' words join (`.Ar user` `.Li @` `.Ar host` is user@host).
            this.paragraph[this.paragraph.length - 1] += text;
          } else if (text) this.joinOrAdd(text, name);
          if (text) this.spacingJustOff = false;
        }
    }
  }

  /** The end of an `.It ... Xo` head: the entry it names. */
  private endXo(last: string): void {
    if (!this.xo) return;
    // Runs of white space made one first: a pattern looking for space before punctuation would rescan a long run.
    const head = [...this.xo, last].filter(Boolean).join(' ').replace(/\s+/g, ' ').replace(/ \u0000/g, '').replace(/ ([.,:;)\]])/g, '$1');
    this.xo = null;
    this.openEntry(head);
  }

  /** Punctuation and `Ns` glue a macro line to the text before it. */
  private joinOrAdd(text: string, name: string): void {
    if (this.tagNext) return this.addText(text);
    if (name === 'Ns' && this.paragraph.length > 0) {
      this.paragraph[this.paragraph.length - 1] += text;
      return;
    }
    this.paragraph.push(text);
  }

  /** `.Fc`: the function `.Fo` began, with its `.Fa` arguments. */
  private endCall(after = ''): void {
    if (this.call) this.write(`${this.call[0]}(${this.call.slice(1).join(', ')})${after}`);
    this.call = null;
  }

  /** Words of a request (a font macro's, an mdoc line's): a line of the code block being read, or text. */
  private write(text: string): void {
    if (this.code) this.code.push(text.replace(/\u0000/g, ''));
    else this.addText(text);
  }

  /**
   * What a section or the page leaves open ends with it and keeps its words: a function (`.Fo`), a reference (`.Rs`),
   * an item head (`.It Xo`), the paragraph, the code block and the entry.
   */
  private endOpenParts(): void {
    this.endCall();
    this.endReference();
    this.endXo('');
    this.flushParagraph();
    this.flushCode();
    this.closeEntries();
  }

  /** `.Re`: the reference `.Rs` began, as one line. */
  private endReference(): void {
    if (this.reference?.length) this.addText(`${this.reference.join(', ')}.`);
    this.reference = null;
  }

  /**
   * A `.TH` title the header comment's title goes on from (`OSTREE ADMIN SET-OR`, `Title: ostree admin set-origin`)
   * was cut: the comment's title, upper-cased as the cut one is.
   */
  private wholeTitle(title: string): string {
    const whole = this.headerTitle === undefined ? undefined : inline(this.headerTitle).trim();
    if (!title || !whole || whole.length <= title.length || !whole.toLowerCase().startsWith(title.toLowerCase())) return title;
    return title === title.toUpperCase() ? whole.toUpperCase() : whole;
  }

  finish(): ParsedPage {
    this.endOpenParts();
    this.endTable();
    this.unfold();
    // The title is the name and section; man-name.ts adds the NAME line's subject.
    const page = this.out.page(this.title, undefined, false);
    return this.translations.size > 0 ? translated(page, this.translations) : page;
  }
}

/** The page with the characters `.tr` translates printed as their translations. */
function translated(page: ParsedPage, translations: Map<string, string>): ParsedPage {
  const pattern = new RegExp(`[${[...translations.keys()].map((c) => c.replace(/[\\\]^-]/g, '\\$&')).join('')}]`, 'gu');
  const tr = (text: string) => text.replace(pattern, (c) => translations.get(c)!);
  return {
    ...page,
    title: page.title === undefined ? undefined : tr(page.title),
    sections: page.sections.map((section) => ({
      ...section,
      heading: tr(section.heading),
      blocks: section.blocks.map((b) => (b.type === 'text' ? { ...b, text: tr(b.text) } : { ...b, code: tr(b.code) })),
    })),
  };
}

/**
 * The words of a font macro (`.B text`; `.BR name (3),` alternates fonts, so its words join), or of a link
 * (`.UR`, `.MT`) or option (`.OP`); undefined for other requests.
 */
function fontText(name: string, args: string[]): string | undefined {
  if (['B', 'I', 'SM', 'SB', 'UR', 'MT', 'OP'].includes(name)) return args.map(inline).join(' ');
  if (['BR', 'BI', 'IB', 'IR', 'RB', 'RI'].includes(name)) return args.map(inline).join('');
  return undefined;
}
/** Requests that only space the page, after which an indented block still follows the one before (see `closedByBlock`). */
const SPACING = new Set(['', 'sp', 'br', ...LAYOUT]);
const FONT_MACROS = new Set(['B', 'I', 'SM', 'SB', 'BR', 'BI', 'IB', 'IR', 'RB', 'RI']);
/**
 * A paragraph's line that is an option and its explanation, the option bold and any argument italic, then a comma, a
 * colon or a dash (bpftrace's `\fB\-B\fP \fIMODE\fP, Set the buffer mode for stdout. Valid values are`, before an
 * indented list of the modes): the option and the explanation, or undefined. The explanation starts as a sentence
 * does, with a capital: prose that starts with an option's name goes on in lower case (`\fB\-\-force\fR, shutdown
 * of all running services is skipped`).
 */
function optionWithText(raw: string): { name: string; text: string } | undefined {
  const m = OPTION_WITH_TEXT.exec(raw);
  return m ? { name: inline(m[1]!).trim(), text: inline(raw.slice(m[0].length)) } : undefined;
}
const OPTION_WITH_TEXT = /^(\\fB(?:\\-|-)(?:[^\\\s]|\\-)*\\f[PR](?: ?\\fI[^\\]+\\f[PR])?)(?:,|:| \\?-) +(?=[A-Z][a-z]* )/;
/** A DocBook entry's name is one short line. */
const TERM_MAX = 120;
/** A list item's mark as an `.IP` tag: a bullet (groff's \\(bu, \\[ci], …), a dash or a number (`1.`, `(2)`). */
const LIST_MARK = /^(?:[•*o\-·—–○◦●▪■]|\(?\d+[.)])$/;
/**
 * ...as a `.TP` tag, which names a term more often: a dash, an asterisk or an "o" there is one (date's `-` flag, Tcl's
 * `*` and `o` in patterns and formats), so only bullets and numbers are marks.
 */
const TAG_LIST_MARK = /^(?:[•·○◦●▪■]|\(?\d+[.)])$/;
/**
 * ...or longer when it only lists names, as systemd's settings that share one explanation do ("SystemMaxUse=,
 * SystemKeepFree=, SystemMaxFileSize=, ..., RuntimeMaxFiles=", 140 characters): each name one word.
 */
function isNameList(term: string): boolean {
  return term.length <= NAME_LIST_MAX && term.split(/,\s*/).every((name) => /^\S{1,60}$/.test(name));
}
const NAME_LIST_MAX = 1000;

/**
 * ...or a command's syntax, its optional and alternative parts bracketed (nmcli's `wifi connect (B)SSID [password
 * password] [wep-key-type {key | phrase}] [ifname ifname] ...`, 153 characters): a name however long, up to a bound.
 */
function isSyntaxForm(term: string): boolean {
  return term.length <= SYNTAX_FORM_MAX && /^[\w-]+\s/.test(term) && (term.match(/\[/g)?.length ?? 0) >= 2;
}
const SYNTAX_FORM_MAX = 400;

/**
 * ...or one written as code, a word or two of it (dracut's kernel parameter `ip=<client-IP>:[<peer>]:<gateway-IP>:…`,
 * 138 characters, or `root=iscsi:[<servername>]:…`): a sentence that long has many spaces.
 */
function isCodeForm(term: string): boolean {
  return term.length <= SYNTAX_FORM_MAX && (term.match(/\s+/g)?.length ?? 0) <= CODE_FORM_SPACES;
}
const CODE_FORM_SPACES = 3;
/** Two words or more of letters only ("--userspace and --buffers-uid options", "metadata channel"): not a name's syntax. */
function isPhrase(term: string): boolean {
  return (term.match(/(?:^|\s)\p{L}+(?=\s|$)/gu)?.length ?? 0) >= 2;
}

/** "a", "a and b", "a, b, and c". */
function listed(names: string[]): string {
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1]}`;
}

/**
 * A line that reads as a sentence, not an entry's name: it ends in a stop or a clause's mark, or holds a sentence's
 * end. Dots of repeated arguments (`is-active PATTERN...`, lttng's `LOGLEVEL..`) end a name, unless the line is
 * worded as a sentence ("The daemon waits for all jobs...").
 */
function endsLikeSentence(line: string): boolean {
  if (/[:;,]$|[a-z]{2}[.!?] [A-Z][a-z]/.test(line)) return true;
  if (/\.\.$/.test(line)) return /^[A-Z][a-z]+ [a-z]+ [a-z]+/.test(line);
  return line.endsWith('.');
}

/**
 * A line ending in a word that needs what follows ("for all tools by", "a combination of") is no entry's name; an
 * option spelled so (`--from`, `--all, -a`) is.
 */
const CONTINUES = /(?:^|\s)(?:a|an|the|of|by|as|to|with|for|from|in|on|at|into|via|using|and|or|is|are|be)$/;
/** Requests after which a paragraph's first line may still name an entry (see the `.RS` case). */
const PARAGRAPH_STARTS = new Set(['RS', 'PP', 'P', 'LP', 'sp']);
/**
 * A DocBook term quoted whole is what it quotes: DocBook XSL writes a `<literal>` term so (systemd's
 * `"firstboot.keymap"`), and NUT's AsciiDoc its directives (`"LISTEN interface port"`). Only DocBook's terms: a tagged
 * paragraph's quoted tag may be a string value or shell quoting that means something (`"C"`, `"$@"`). Quotes around
 * nothing but blanks stay.
 */
function unquotedTerm(term: string): string {
  return term.replace(/^"([^"]*\S[^"]*)"$/, '$1');
}

/** How deep DocBook's lists nest as entries of entries; a deeper term is a sibling of the deepest. */
const MAX_NESTED_ENTRIES = 3;
/** The longest line a nested entry may hold and still be folded into its entry (see RoffReader's `folded`). */
const FOLDED_TEXT_MAX = 80;

/** How many conditionals deep one line's bodies are read (`.if n .if n ...`). */
const MAX_CONDITIONAL_NESTING = 8;
/** Bounds on a page's own macros (see RoffReader.expand). */
const MAX_MACRO_LINES = 1_000;
const MAX_MACRO_NESTING = 8;
const MAX_EXPANDED_LINES = 50_000;
const MAX_EXPANDED_CHARS = 2_000_000;
const MAX_ARGUMENT_CHARS = 10_000;

/**
 * A macro's line as it is read when called: copy mode's `\\` is one backslash, and `\$1`…`\$9`, `\$(12`, `\$[12]`,
 * `\$*` (the arguments), `\$@` (each quoted) and `\$0` (the name) are replaced, up to MAX_ARGUMENT_CHARS of them.
 */
export function withArguments(line: string, name: string, args: string[]): string {
  let added = 0;
  return line.replace(/\\\\/g, '\\').replace(/\\\$(?:(\d)|\((\d\d)|\[(\d+)\]|([*@]))/g, (_, one?: string, two?: string, long?: string, all?: string) => {
    // A line that repeats a long argument would grow with the square of the page.
    if (added > MAX_ARGUMENT_CHARS) return '';
    const n = Number(one ?? two ?? long);
    const value = all === '*' ? args.join(' ') : all === '@' ? args.map((a) => `"${a}"`).join(' ') : n === 0 ? name : (args[n - 1] ?? '');
    added += value.length;
    return value;
  });
}

/** mdoc's block macros (they take no inline words). */
const MDOC_BLOCK = new Set(['Nm', 'Nd', 'Bl', 'El', 'It', 'Bd', 'Ed', 'D1', 'Dl']);

/** `\{` opens and `\}` closes a conditional's block: the change in depth a line makes. */
function braces(line: string): number {
  let depth = 0;
  for (let i = 0; i < line.length - 1; i++) {
    if (line[i] !== '\\') continue;
    if (line[i + 1] === '{') depth++;
    else if (line[i + 1] === '}') depth--;
    i++;
  }
  return depth;
}
