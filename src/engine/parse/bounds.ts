/**
 * Guards run on a page's text before a parser sees it, so that parsing costs time and memory in proportion to the
 * page's size whatever its shape. micromark is quadratic within one block (emphasis, links and table rows of a
 * single paragraph or table) and in the depth of nested containers; htmlparser2 is quadratic in element depth.
 * Hostile pages are cut into bounded blocks and flattened past a depth no real page reaches; ordinary pages pass
 * unchanged. Every guard here is a single linear scan (no backtracking regular expressions).
 * @module
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PARSE_LIMITS } from '../../defaults.ts';
import { headingEnd, impliedEnds } from './html-implied.ts';

const FENCE = /^[ \t]*(`{3,}|~{3,})/;

/** How the text will be read: as Markdown (CommonMark's HTML blocks), or as MDX (JSX elements around Markdown). */
export type HtmlBlocks = 'markdown' | 'mdx';

/**
 * Markdown with every line's container prefix capped and every block (a run of non-blank lines outside code
 * fences) longer than `blockChars` cut into pieces separated by blank lines: at line starts where possible (a
 * table's header row is repeated in each piece), long lines at a space.
 */
export function boundMarkdown(text: string, limits = PARSE_LIMITS, htmlBlocks: HtmlBlocks = 'markdown'): string {
  // A lone CR ends a line for micromark too.
  const lines = text.split(/\r\n?|\n/);
  const out: string[] = [];
  let block: string[] = [];
  const code = new FenceTracker();
  let directives = 0;
  const flush = (): void => {
    // One line at a time: a block of a hundred thousand lines would overflow the stack as spread arguments.
    const whole = isWholeHtmlBlock(block, limits, htmlBlocks);
    if (block.length > 0) for (const line of splitBlock(block, whole ? limits.htmlBlockChars : limits.blockChars)) out.push(line);
    block = [];
  };
  for (const raw of lines) {
    // Boxes are counted in raw HTML blocks too: the tracker reads lines, and micromark may read a `<pre>` inside a box
    // as ending with it. Not in fenced code.
    let line = raw;
    if (!code.inFence()) {
      if (DIRECTIVE_OPENER.test(raw)) {
        // A box past the depth any page nests is text: its `:` escaped.
        if (++directives > limits.directiveDepth) line = raw.replace(/^( {0,3})/, '$1\\');
      } else if (DIRECTIVE_CLOSER.test(raw)) directives = Math.max(0, directives - 1);
    }
    if (code.inside(raw) || raw.trim() === '') {
      flush();
      out.push(line);
      continue;
    }
    block.push(capPrefix(line, limits.prefixChars));
  }
  flush();
  return out.join('\n');
}

/** A container directive's opening line (`:::note`, `::::tip[Title]`) and a closing one (`:::`). */
const DIRECTIVE_OPENER = /^ {0,3}:{3,}[A-Za-z]/;
const DIRECTIVE_CLOSER = /^ {0,3}:{3,}[ \t]*$/;

/**
 * A line that starts an HTML block ended by a blank line (CommonMark's kind 6: a block-level tag such as `<table>` or
 * `<div class="note">`), exactly as CommonMark starts one: the name followed by a space, a tab, `>`, `/>` or the line's
 * end. Anything else (`<div/x`, `<div` and a no-break space) starts a paragraph, which must not pass whole.
 */
const HTML_BLOCK_START =
  /^ {0,3}<\/?(?:address|article|aside|blockquote|center|details|dialog|div|dl|fieldset|figure|footer|form|header|li|main|nav|ol|p|section|table|tbody|td|tfoot|th|thead|tr|ul)(?=[ \t>]|\/>|$)/i;

/**
 * Whether a block is an HTML block that can stay whole: micromark reads an HTML block's lines as they are (a cut
 * table's later rows lost their table). A longer one is cut as any block, so that no piece after a cut is a long paragraph.
 */
function isWholeHtmlBlock(block: string[], limits: typeof PARSE_LIMITS, htmlBlocks: HtmlBlocks): boolean {
  if (!HTML_BLOCK_START.test(block[0]!)) return false;
  // In MDX a `<div>` is JSX whose lines may be Markdown: only a block of markup lines alone is kept whole.
  if (htmlBlocks === 'mdx' && block.some((line) => line.trimStart()[0] !== '<')) return false;
  // A line indented less than the first ends the list item or quote that holds the block, and what follows is
  // Markdown again: such a block is cut as any.
  const indent = indentOf(block[0]!);
  let total = 0;
  for (const line of block) if ((total += line.length + 1) > limits.htmlBlockChars || indentOf(line) < indent) return false;
  return true;
}

/**
 * HTML blocks that run across blank lines until their end marker (CommonMark's HTML blocks 1 and 2), started exactly as
 * CommonMark starts them: `<!--` whatever follows (`<!--TODO`), a name followed by a space, a tab, `>` or the line's end.
 */
const RAW_HTML = /^ {0,3}<(?:!--|(pre|script|style|textarea)(?=[ \t>]|$))/i;

/**
 * Follows fenced code blocks, HTML comments and `<pre>`-like HTML blocks line by line, so that nothing cuts them
 * (a comment cut in two would show its second half as text). Where CommonMark's reading depends on containers
 * it errs towards "not code" (so that text is bounded): a line indented less than the opening line ends the
 * block, as the list item or quote holding it would end, and a backtick fence whose info string has a backtick
 * is not a fence.
 */
export class FenceTracker {
  private fence = '';
  /** End marker of an open HTML block (`-->`, `</pre>`). */
  private end = '';
  private indent = 0;

  /** Whether a fence or raw HTML block is open after the lines seen so far. */
  isOpen(): boolean {
    return this.fence !== '' || this.end !== '';
  }

  /** Whether fenced code is open after the lines seen so far. */
  inFence(): boolean {
    return this.fence !== '';
  }

  /** Whether `line` belongs to fenced code or a raw HTML block (its opening and closing lines included). */
  inside(line: string): boolean {
    if ((this.fence || this.end) && line.trim() !== '' && indentOf(line) < this.indent) this.fence = this.end = '';
    if (this.end) {
      if (line.toLowerCase().includes(this.end)) this.end = '';
      return true;
    }
    const match = FENCE.exec(line);
    const f = match && !(match[1]![0] === '`' && line.includes('`', match[0].length)) ? match[1]! : '';
    if (this.fence) {
      if (f && f[0] === this.fence[0] && f.length >= this.fence.length && line.trim() === f) this.fence = '';
      return true;
    }
    if (f) {
      this.fence = f;
      this.indent = indentOf(line);
      return true;
    }
    const html = RAW_HTML.exec(line);
    if (!html) return false;
    const end = html[1] === undefined ? '-->' : `</${html[1].toLowerCase()}>`;
    if (line.toLowerCase().includes(end, html[0].length)) return false;
    this.end = end;
    this.indent = indentOf(line);
    return true;
  }
}

/** The line with its run of leading container markers and indentation cut to at most `max` characters. */
function capPrefix(line: string, max: number): string {
  if (line.length <= max) return line;
  let end = 0;
  let cut = 0;
  while (end < line.length) {
    const c = line[end]!;
    let next = end;
    if (c === ' ' || c === '\t' || c === '>') next = end + 1;
    else if ((c === '-' || c === '*' || c === '+') && isSpace(line[end + 1])) next = end + 2;
    else if (c >= '0' && c <= '9') {
      let d = end;
      while (d < line.length && d - end < 9 && line[d]! >= '0' && line[d]! <= '9') d++;
      if ((line[d] === '.' || line[d] === ')') && isSpace(line[d + 1])) next = d + 2;
    }
    if (next === end) break;
    if (next <= max) cut = next;
    end = next;
  }
  return end > max ? line.slice(0, cut) + line.slice(end) : line;
}

function indentOf(line: string): number {
  let i = 0;
  while (line[i] === ' ' || line[i] === '\t') i++;
  return i;
}

function isSpace(c: string | undefined): boolean {
  return c === ' ' || c === '\t' || c === undefined;
}

/**
 * A block's lines, cut into pieces of at most `max` characters separated by blank lines. A piece that would start
 * with an indented line (a long HTML block of nested tags, axios' sponsor table) starts at its text instead: after a
 * blank line, four spaces would make it an indented code block. A block that is itself indented (code) keeps its lines.
 */
function splitBlock(lines: string[], max: number): string[] {
  let total = 0;
  for (const l of lines) total += l.length + 1;
  if (total <= max) return lines;
  // A table keeps its header: each piece starts with the header and delimiter rows.
  const header = isTableHeader(lines) && lines[0]!.length + lines[1]!.length < max / 4 ? lines.slice(0, 2) : [];
  const headerChars = header.length ? lines[0]!.length + lines[1]!.length + 2 : 0;
  const out: string[] = [...header];
  let piece: string[] = [];
  let size = headerChars;
  const end = (): void => {
    if (piece.length === 0) return;
    out.push(...piece, '');
    if (header.length) out.push(...header);
    piece = [];
    size = headerChars;
  };
  for (const line of lines.slice(header.length)) {
    for (const part of splitLine(line, max - headerChars)) {
      if (size + part.length + 1 > max && piece.length > 0) {
        // Prefer to start the next piece at an unindented line (a new list item or paragraph line), so that an
        // indented continuation line does not start a piece and turn into a code block.
        let at = piece.length;
        for (let i = piece.length - 1; i > piece.length / 2; i--) {
          if (!isSpace(piece[i]![0])) {
            at = i;
            break;
          }
        }
        const carry = piece.splice(at);
        end();
        piece = carry;
        for (const c of carry) size += c.length + 1;
        // The carried lines and a long line's part may not fit together: then they are pieces of their own.
        if (size + part.length + 1 > max) end();
      }
      piece.push(part);
      size += part.length + 1;
    }
  }
  if (piece.length) out.push(...piece);
  else if (header.length) out.splice(out.length - 3, 3);
  return isSpace(lines[0]![0]) ? out : out.map((line, i) => (i > 0 && out[i - 1] === '' && isSpace(line[0]) ? line.trimStart() : line));
}

/** A line cut at spaces (else anywhere) into parts of at most `max` characters. */
function splitLine(line: string, max: number): string[] {
  if (line.length <= max) return [line];
  const parts: string[] = [];
  let start = 0;
  while (line.length - start > max) {
    let at = line.lastIndexOf(' ', start + max);
    if (at <= start + max / 2) at = start + max;
    parts.push(line.slice(start, at));
    start = line[at] === ' ' ? at + 1 : at;
  }
  parts.push(line.slice(start));
  return parts;
}

function isTableHeader(lines: string[]): boolean {
  const delimiter = lines[1];
  if (!delimiter || !lines[0]!.includes('|') || !delimiter.includes('-')) return false;
  for (const c of delimiter) if (c !== '|' && c !== '-' && c !== ':' && c !== ' ' && c !== '\t') return false;
  return true;
}

const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr', 'param', 'keygen']);
/** Open elements that an opening tag closes besides those of impliedEnds: table parts and options. */
const IMPLIED_CLOSE = new Map<string, Set<string>>([
  ['tr', new Set(['tr', 'td', 'th'])],
  ['td', new Set(['td', 'th'])],
  ['th', new Set(['td', 'th'])],
  ['tbody', new Set(['thead', 'tbody', 'tr', 'td', 'th'])],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['option', 'optgroup'])],
]);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'plaintext']);

/**
 * What reading a page's `{…}` expressions costs the MDX reader: for each `}` of a top-level expression, the characters
 * from the expression's start (its parser reads the expression so far again at every `}`). Fenced code is not read as
 * expressions, a brace escaped with `\\` is text, and inside an expression a brace in a line comment is not the
 * expression's. Linear in the page.
 */
export function mdxExpressionWork(text: string): number {
  let work = 0;
  let depth = 0;
  let start = 0;
  let fence = false;
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    // A fence inside an open expression is the expression's text, as the MDX reader reads it.
    if (lineStart && depth === 0 && (text.startsWith('```', i) || text.startsWith('~~~', i) || /^[ \t]{1,3}(?:```|~~~)/.test(text.slice(i, i + 6)))) fence = !fence;
    lineStart = c === '\n';
    if (fence) continue;
    if (c === '\\') i++;
    else if (depth > 0 && c === '/' && text[i + 1] === '/') {
      // A line comment inside an expression: its braces are not the expression's (a `//` that comments out an
      // object's `}` leaves the expression open, as the MDX reader reads it), but the reader still tries each `}`.
      for (; i + 1 < text.length && text[i + 1] !== '\n'; i++) if (text[i + 1] === '}') work += i + 1 - start;
    } else if (c === '{') {
      if (depth === 0) start = i;
      depth++;
    } else if (c === '}' && depth > 0) {
      work += i - start;
      depth--;
    }
  }
  return work;
}

/**
 * HTML with opening tags beyond `htmlDepth` open elements removed. Depth is tracked approximately (close tags
 * pop to their match, void and self-closed tags do not count, an opening tag closes what html-implied.ts says and
 * table parts), which is enough to bound the parser's element stack.
 */
export function boundHtml(html: string, limits = PARSE_LIMITS): string {
  const max = limits.htmlDepth;
  const stack: string[] = [];
  const kept: string[] = [];
  let copied = 0;
  let dropped = false;
  let i = html.indexOf('<');
  while (i !== -1 && i < html.length - 1) {
    const next = html[i + 1]!;
    if (next === '!') {
      const close = html.startsWith('<!--', i) ? html.indexOf('-->', i + 4) : html.indexOf('>', i + 2);
      if (close === -1) break;
      i = html.indexOf('<', close);
      continue;
    }
    const closing = next === '/';
    let n = i + (closing ? 2 : 1);
    const nameStart = n;
    // A tag name as the parser's tokenizer reads it: a letter, then anything up to white space, `/` or `>`
    // (`<div.x>` is an element named `div.x`, which `</div>` does not close).
    if (!isLetter(html.charCodeAt(n))) {
      i = html.indexOf('<', i + 1);
      continue;
    }
    while (n < html.length && !endsName(html.charCodeAt(n))) n++;
    const gt = html.indexOf('>', n);
    if (gt === -1) break;
    const name = html.slice(nameStart, n).toLowerCase();
    if (closing) {
      const heading = headingEnd(name, stack.length, (k) => stack[stack.length - 1 - k]!);
      const at = heading === undefined ? stack.lastIndexOf(name) : stack.length - heading;
      if (heading !== 0 && at !== -1) stack.length = at;
    } else if (!VOID_TAGS.has(name) && html[gt - 1] !== '/') {
      stack.length -= impliedEnds(name, stack.length, (k) => stack[stack.length - 1 - k]!);
      const closes = IMPLIED_CLOSE.get(name);
      while (closes && stack.length > 0 && closes.has(stack[stack.length - 1]!)) stack.pop();
      if (RAW_TEXT.has(name)) {
        const end = new RegExp(`</${name}`, 'gi');
        end.lastIndex = gt;
        if (!end.exec(html)) break;
        i = end.lastIndex - name.length - 2;
        continue;
      }
      if (stack.length >= max) {
        kept.push(html.slice(copied, i));
        copied = gt + 1;
        dropped = true;
      } else stack.push(name);
    }
    i = html.indexOf('<', gt);
  }
  if (!dropped) return html;
  kept.push(html.slice(copied));
  return kept.join('');
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

/** White space, `/` or `>`: where the tokenizer ends a tag name. */
function endsName(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 12 || c === 13 || c === 47 || c === 62;
}

/** Work done in steps: a parser yields between bounded pieces, and its caller decides whether to pause there. */
export type Steps<T> = Generator<void, T, void>;

/** Runs steps to the end without pausing. */
export function finishSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * Runs steps to the end, letting the event loop run every `sliceMs` of work (so a server answers other requests
 * while it indexes) and stopping with `onAbort()` as soon as `signal` is aborted.
 */
export async function runSteps<T>(steps: Steps<T>, signal?: AbortSignal, onAbort?: () => Error, sliceMs = 20): Promise<T> {
  let since = performance.now();
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    if (performance.now() - since < sliceMs) continue;
    await nextTurn();
    if (signal?.aborted) {
      steps.return(undefined as T);
      throw onAbort?.() ?? new Error('aborted');
    }
    since = performance.now();
  }
}

/**
 * `text` without the characters at its end for which `drop` holds: the linear form of `replace(/[…]+$/, '')`,
 * which backtracks quadratically over a long run of those characters that does not reach the end.
 */
export function trimEndWhere(text: string, drop: (c: string) => boolean): string {
  let end = text.length;
  while (end > 0 && drop(text[end - 1]!)) end--;
  return end === text.length ? text : text.slice(0, end);
}

export const isWhiteSpace = (c: string): boolean => /\s/.test(c);

/** Runs of white space holding a line break, as one space (linear, unlike a regex of `\s*` around a line break). */
export function joinLines(text: string): string {
  return text.includes('\n') ? text.replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run)) : text;
}
