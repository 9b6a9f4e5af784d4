/**
 * Other tools' boxes and directives in Markdown, written as the container directives the reader already labels
 * (`:::note[Title]` … `:::`, as Docusaurus writes them), so that a box's kind and title lead its text and its body
 * reads as prose:
 *
 * - MkDocs' admonitions (Python-Markdown's `!!! note "Title"`, pymdownx.details' collapsible `??? tip` and
 *   `???+ tip`): an opening line, then the body indented four spaces. Read as plain Markdown, "!!! note" is noise in
 *   the first paragraph and every later paragraph of the box, still indented, is an indented code block.
 * - MyST's directives (Sphinx's Markdown): ```` ```{note} Title ```` or `:::{note}` fences. Read as plain Markdown,
 *   a box of prose is a code block. A code directive (```` ```{code-block} python ````) is code in its language, a
 *   table of contents (`{toctree}`, `{contents}`) goes, any other directive's body is read as Markdown; options
 *   (`:maxdepth: 2`, or a `---` block of them) at the start of a body go.
 * - VitePress' containers, `::: tip Title` with a space after the colons, which the directive syntax does not read,
 *   and Pandoc's and Quarto's fenced divs (`::: {.callout-note title="Title"}`).
 *
 * Fenced code that is not a directive is left as written. One pass over the lines per level of nesting, MAX_NESTING
 * levels at most.
 * @module
 */
import { FenceTracker } from './bounds.ts';

/** MkDocs' opening line: its marker, kind, optional extra classes and optional quoted title (`""` for none). */
const MKDOCS_OPENER = /^(\s*)(?:!!!|\?\?\?\+?)[ \t]+([A-Za-z][\w-]*)(?:[ \t]+[A-Za-z][\w-]*)*(?:[ \t]+"([^"\n]*)")?[ \t]*$/;
/** How far an MkDocs body is indented past its opening line. */
const MKDOCS_BODY_INDENT = 4;
/** MyST's opening fence: backticks, tildes or colons, the directive's name in braces, and its argument. */
const MYST_OPENER = /^(\s*)(`{3,}|~{3,}|:{3,})[ \t]*\{([A-Za-z][\w:-]*)\}(.*)$/;
/** Pandoc's and Quarto's fenced div: colons and attributes in braces (`::: {.callout-note}`); a callout's kind leads. */
const PANDOC_OPENER = /^(\s*)(:{3,})[ \t]*\{([^{}\n]*)\}[ \t]*$/;
/** VitePress' opening line: colons, a space, the kind and an optional title. */
const VITEPRESS_OPENER = /^(\s*)(:{3,})[ \t]+([A-Za-z][\w-]*)(?:[ \t]+(.*))?$/;
/** MyST directives whose body is prose, and those of them whose argument is a title (or a version) to show. */
const PROSE_DIRECTIVES = new Set([
  'note', 'warning', 'tip', 'important', 'caution', 'danger', 'attention', 'error', 'hint', 'seealso', 'admonition',
  'dropdown', 'card', 'topic', 'sidebar', 'margin', 'tab-set', 'tab-item', 'grid', 'grid-item', 'grid-item-card',
  'versionadded', 'versionchanged', 'deprecated', 'eval-rst', 'glossary', 'list-table', 'epigraph', 'figure', 'div',
]);
const TITLED_DIRECTIVES = new Set(['admonition', 'dropdown', 'card', 'topic', 'sidebar', 'margin', 'tab-item', 'grid-item-card', 'versionadded', 'versionchanged', 'deprecated']);
/** MyST directives whose body is code in the language their argument names. */
const CODE_DIRECTIVES = new Set(['code', 'code-block', 'sourcecode', 'code-cell']);
/** MyST directives that list other pages or draw nothing worth reading. */
const DROPPED_DIRECTIVES = new Set(['toctree', 'contents', 'include', 'literalinclude', 'image', 'raw', 'only', 'tableofcontents']);
/** Boxes nested deeper are left as written: each level reads its body again (a hostile page nests thousands). */
const MAX_NESTING = 6;

/** The page with each box as a container directive (see the module's description). */
export function withBoxesAsDirectives(text: string): string {
  if (!text.includes('!!!') && !text.includes('???') && !text.includes('{') && !text.includes('::: ')) return text;
  return convert(text.split('\n'), 0).lines.join('\n');
}

interface Converted {
  lines: string[];
  /** How deeply the containers written nest (an outer directive's colons outnumber those inside it). */
  depth: number;
}

function convert(lines: string[], level: number): Converted {
  const out: string[] = [];
  const code = new FenceTracker();
  const unclosed: Unclosed = new Map();
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const box = code.isOpen() || level >= MAX_NESTING ? undefined : openBox(lines, i, unclosed);
    if (!box) {
      code.inside(line);
      out.push(line);
      continue;
    }
    i = box.end;
    if (box.kind === 'dropped') continue;
    if (box.kind === 'code') {
      const fence = '`'.repeat(Math.max(3, longestRun(box.body, '`') + 1));
      out.push(`${box.indent}${fence}${box.title}`, ...box.body, `${box.indent}${fence}`);
      continue;
    }
    const body = convert(box.body, level + 1);
    depth = Math.max(depth, body.depth + 1);
    const colons = ':'.repeat(3 + body.depth);
    const title = box.title.replace(/[[\]]/g, '').trim();
    out.push(`${box.indent}${colons}${box.kind.toLowerCase()}${title ? `[${title}]` : ''}`, ...body.lines, `${box.indent}${colons}`);
  }
  return { lines: out, depth };
}

interface Box {
  indent: string;
  /** The directive's or box's kind, or what to do with it: `code` (its title is the language) or `dropped`. */
  kind: string;
  title: string;
  /** Its lines, dedented to the opening line's indentation, options left out. */
  body: string[];
  /** The index of its last line. */
  end: number;
}

/**
 * For each fence character, the shortest fence that no later line closes: a longer one opened further down is not
 * closed either, so that a page of fences never closed is read once, not once per fence.
 */
type Unclosed = Map<string, number>;

/** The box that opens at line `i`, if one does. */
function openBox(lines: string[], i: number, unclosed: Unclosed): Box | undefined {
  const line = lines[i]!;
  const mkdocs = MKDOCS_OPENER.exec(line);
  if (mkdocs) return mkdocsBox(lines, i, mkdocs);
  const myst = MYST_OPENER.exec(line);
  if (myst) return mystBox(lines, i, myst, unclosed);
  const pandoc = PANDOC_OPENER.exec(line);
  if (pandoc) return fencedBody(lines, i, unclosed, pandoc[1]!, pandoc[2]!, /(?:^|\s)\.callout-(\w+)/.exec(pandoc[3]!)?.[1] ?? 'div', /\btitle="([^"]*)"/.exec(pandoc[3]!)?.[1] ?? '');
  const vitepress = VITEPRESS_OPENER.exec(line);
  if (vitepress) return fencedBody(lines, i, unclosed, vitepress[1]!, vitepress[2]!, vitepress[3]!, (vitepress[4] ?? '').trim());
  return undefined;
}

function mkdocsBox(lines: string[], i: number, opener: RegExpExecArray): Box | undefined {
  const indent = opener[1]!;
  const bodyIndent = columns(indent) + MKDOCS_BODY_INDENT;
  let end = i + 1;
  while (end < lines.length && (lines[end]!.trim() === '' || columns(lines[end]!) >= bodyIndent)) end++;
  while (end > i + 1 && lines[end - 1]!.trim() === '') end--;
  // An opening line without a body is left as written ("!!! important" alone is not a box).
  if (end === i + 1) return undefined;
  const body = lines.slice(i + 1, end).map((l) => (l.trim() === '' ? '' : indent + dedented(l, bodyIndent)));
  return { indent, kind: opener[2]!, title: opener[3] ?? '', body, end: end - 1 };
}

/**
 * A MyST directive's box. A name MyST does not define as prose (Quarto's and R Markdown's ```` ```{python} ```` cells,
 * `{mermaid}`, `{math}`) is code in that language; an empty body (an autodoc directive's) goes.
 */
function mystBox(lines: string[], i: number, opener: RegExpExecArray, unclosed: Unclosed): Box | undefined {
  const [, indent, fence, name, rest] = opener as unknown as [string, string, string, string, string];
  const argument = rest.trim();
  const kind = name.toLowerCase();
  const box = fencedBody(lines, i, unclosed, indent, fence, kind, TITLED_DIRECTIVES.has(kind) ? argument : '');
  if (!box) return undefined;
  box.body = withoutOptions(box.body);
  if (DROPPED_DIRECTIVES.has(kind) || box.body.every((l) => l.trim() === '')) box.kind = 'dropped';
  else if (CODE_DIRECTIVES.has(kind)) [box.kind, box.title] = ['code', /^[\w+#.-]*/.exec(argument)![0]];
  else if (!PROSE_DIRECTIVES.has(kind)) [box.kind, box.title] = ['code', /^[\w+#.-]*/.exec(kind)![0]];
  return box;
}

/**
 * A box between an opening fence and the first closing fence as long or longer (an inner fence is shorter), its
 * body dedented to the opening line; none when no such fence closes it.
 */
function fencedBody(lines: string[], i: number, unclosed: Unclosed, indent: string, fence: string, kind: string, title: string): Box | undefined {
  const char = fence[0]!;
  if (fence.length >= (unclosed.get(char) ?? Infinity)) return undefined;
  const closing = new RegExp(`^[ \\t]*\\${char}{${fence.length},}[ \\t]*$`);
  for (let end = i + 1; end < lines.length; end++) {
    if (!closing.test(lines[end]!)) continue;
    const body = lines.slice(i + 1, end).map((l) => (l.trim() === '' ? '' : indent + dedented(l, columns(indent))));
    return { indent, kind, title, body, end };
  }
  unclosed.set(char, fence.length);
  return undefined;
}

/** A MyST body without the options that start it: `:key: value` lines, or a `---` block of YAML. */
function withoutOptions(body: string[]): string[] {
  let start = 0;
  if (body[0]?.trim() === '---') {
    const close = body.findIndex((l, k) => k > 0 && l.trim() === '---');
    if (close > 0) start = close + 1;
  }
  while (start < body.length && /^\s*:[\w-]+:(?:\s|$)/.test(body[start]!)) start++;
  return body.slice(start);
}

/** The longest run of `char` in the lines (a code block's fence must outlast it). */
function longestRun(lines: string[], char: string): number {
  let longest = 0;
  for (const line of lines) {
    let run = 0;
    for (const c of line) {
      run = c === char ? run + 1 : 0;
      if (run > longest) longest = run;
    }
  }
  return longest;
}

/** Columns of a line's indentation, a tab reaching the next multiple of four (as CommonMark counts them). */
function columns(line: string): number {
  let n = 0;
  for (const c of line) {
    if (c === ' ') n++;
    else if (c === '\t') n += 4 - (n % 4);
    else break;
  }
  return n;
}

/** The line without its first `width` columns of indentation (a tab that reaches past them leaves spaces). */
function dedented(line: string, width: number): string {
  let n = 0;
  let at = 0;
  while (at < line.length && n < width && (line[at] === ' ' || line[at] === '\t')) {
    n += line[at] === '\t' ? 4 - (n % 4) : 1;
    at++;
  }
  return ' '.repeat(Math.max(0, n - width)) + line.slice(at);
}
