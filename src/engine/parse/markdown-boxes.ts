/**
 * Other tools' boxes and directives in Markdown, written as the container directives the reader already labels
 * (`:::note[Title]` … `:::`, as Docusaurus writes them), so that a box's kind and title lead its text and its body
 * reads as prose:
 *
 * - MkDocs' admonitions (Python-Markdown's `!!! note "Title"`, pymdownx.details' collapsible `??? tip` and
 *   `???+ tip`): an opening line, then the body indented four spaces. Read as plain Markdown, "!!! note" is noise in
 *   the first paragraph and every later paragraph of the box, still indented, is an indented code block.
 * - MyST's directives (Sphinx's Markdown): ```` ```{note} ```` or `:::{note}` fences. Read as plain Markdown, a box of
 *   prose is a code block. A code directive (```` ```{code-block} python ````) is code in its language, and so is a
 *   backtick fence of a name MyST does not define as prose (Quarto's and R Markdown's ```` ```{python} ```` cells); a
 *   table of contents (`{toctree}`) goes; options (`:maxdepth: 2`, or a `---` block of them) at the start go.
 * - VitePress' containers, `::: tip Title` with a space after the colons, which the directive syntax does not read,
 *   and Pandoc's and Quarto's fenced divs (`::: {.callout-note title="Title"}`, or titled by a heading inside).
 *
 * Colon fences pair as a stack does (an opening line opens, a bare line of as many colons or more closes the
 * innermost), fenced code inside them left out; fenced code that is not a directive is left as written, and so is an
 * opening line in an indented code block. One pass over the lines per level of nesting, MAX_NESTING levels at most.
 * @module
 */
import { FenceTracker } from './bounds.ts';

/** MkDocs' opening line: its marker, kind, optional extra classes and optional quoted title (`""` for none). */
const MKDOCS_OPENER = /^(\s*)(?:!!!|\?\?\?\+?)[ \t]+([A-Za-z][\w-]*)(?:[ \t]+[A-Za-z][\w-]*)*(?:[ \t]+"([^"\n]*)")?[ \t]*$/;
/** How far an MkDocs body is indented past its opening line. */
const MKDOCS_BODY_INDENT = 4;
/** MyST's opening fence: backticks, tildes or colons and the directive's name in braces; the argument follows. */
const MYST_OPENER = /^(\s*)(`{3,}|~{3,}|:{3,})[ \t]*\{([A-Za-z][\w:-]*)\}/;
/** Pandoc's and Quarto's fenced div: colons and attributes in braces (`::: {.callout-note}`). */
const PANDOC_OPENER = /^(\s*)(:{3,})[ \t]*\{([^{}\n]*)\}[ \t]*$/;
/** VitePress' opening line: colons, a space and the kind; a title may follow. */
const VITEPRESS_OPENER = /^(\s*)(:{3,})[ \t]+([A-Za-z][\w-]*)(?![\w-])/;
/** Any line that opens a colon fence (the forms above, Docusaurus' `:::tip`), and a bare line that closes one. */
const COLON_OPENER = /^[ \t]*(:{3,})[ \t]*[^:\s]/;
const COLON_CLOSER = /^[ \t]*(:{3,})[ \t]*$/;
/** A line that starts a list item, whose indented content a box may be part of. */
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]/;
/** MyST directives whose body is prose. */
const PROSE_DIRECTIVES = new Set([
  'note', 'warning', 'tip', 'important', 'caution', 'danger', 'attention', 'error', 'hint', 'seealso', 'admonition',
  'dropdown', 'card', 'topic', 'sidebar', 'margin', 'tab-set', 'tab-item', 'grid', 'grid-item', 'grid-item-card',
  'versionadded', 'versionchanged', 'deprecated', 'eval-rst', 'glossary', 'list-table', 'epigraph', 'figure', 'only',
  'rubric', 'table',
]);
/** ...whose argument is the box's title (or version); an admonition's argument is its first line instead. */
const TITLED_DIRECTIVES = new Set(['admonition', 'dropdown', 'card', 'topic', 'sidebar', 'margin', 'tab-item', 'grid-item-card', 'versionadded', 'versionchanged', 'deprecated', 'rubric']);
const ADMONITION_DIRECTIVES = new Set(['note', 'warning', 'tip', 'important', 'caution', 'danger', 'attention', 'error', 'hint', 'seealso']);
/** MyST directives whose body is code in the language their argument names. */
const CODE_DIRECTIVES = new Set(['code', 'code-block', 'sourcecode', 'code-cell']);
/** MyST directives that list other pages or draw nothing worth reading. */
const DROPPED_DIRECTIVES = new Set(['toctree', 'contents', 'include', 'literalinclude', 'image', 'raw', 'tableofcontents']);
/** Boxes nested deeper are left as written: each level reads its body again (a hostile page nests thousands). */
const MAX_NESTING = 6;

/** The page with each box as a container directive (see the module's description). */
export function withBoxesAsDirectives(text: string): string {
  if (!/!!!|\?\?\?|:::|\{[A-Za-z]/.test(text)) return text;
  // Line ends as the Markdown reader counts them: a `\r` left at a line's end would keep every opening line unread.
  return convert(text.split(/\r\n?|\n/), 0).join('\n');
}

interface Box {
  indent: string;
  /** The directive's or box's kind, or what to do with it: `code` (its title is the language) or `dropped`. */
  kind: string;
  title: string;
  /** Its lines, dedented to the opening line's indentation. */
  body: string[];
  /** The index of its last line. */
  end: number;
}

function convert(lines: string[], level: number): string[] {
  const out: string[] = [];
  const code = new FenceTracker();
  const colonPairs = pairColonFences(lines);
  const unclosed = new Map<string, number>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const box = code.isOpen() || level >= MAX_NESTING ? undefined : openBox(lines, i, colonPairs, unclosed);
    if (!box) {
      code.inside(line);
      out.push(line);
      continue;
    }
    i = box.end;
    if (box.kind === 'dropped') continue;
    if (box.kind === 'code') {
      const fence = '`'.repeat(Math.max(3, longestLeading(box.body, '`') + 1));
      out.push(`${box.indent}${fence}${box.title}`, ...box.body, `${box.indent}${fence}`);
      continue;
    }
    const body = convert(box.body, level + 1);
    const title = box.title.replace(/[[\]]/g, '').trim();
    // A box of a title alone (MyST's `{rubric} Footnotes`) is that title.
    if (body.every((l) => l.trim() === '')) {
      if (title) out.push(`${box.indent}${title}`);
      continue;
    }
    // More colons than any line of the body starts with: a `:::` in a code sample inside must not close the box.
    const colons = ':'.repeat(Math.max(3, longestLeading(body, ':') + 1));
    // A directive's name as the directive syntax reads one (MyST's `prf:theorem`, a namespaced name, would stay text).
    const name = box.kind.toLowerCase().replace(/[^\w-]+/g, '-');
    out.push(`${box.indent}${colons}${name}${title ? `[${title}]` : ''}`, ...body, `${box.indent}${colons}`);
  }
  return out;
}

/** The box that opens at line `i`, if one does. */
function openBox(lines: string[], i: number, colonPairs: Map<number, number>, unclosed: Map<string, number>): Box | undefined {
  const line = lines[i]!;
  const mkdocs = MKDOCS_OPENER.exec(line);
  if (mkdocs) return inIndentedCode(lines, i, mkdocs[1]!) ? undefined : mkdocsBox(lines, i, mkdocs);
  const myst = MYST_OPENER.exec(line);
  if (myst) {
    if (inIndentedCode(lines, i, myst[1]!)) return undefined;
    const end = myst[2]![0] === ':' ? colonPairs.get(i) : closingFence(lines, i, myst[2]!, unclosed);
    return end === undefined ? undefined : mystBox(lines, i, end, myst);
  }
  const end = colonPairs.get(i);
  if (end === undefined) return undefined;
  const pandoc = PANDOC_OPENER.exec(line);
  if (pandoc && !inIndentedCode(lines, i, pandoc[1]!)) return pandocBox(lines, i, end, pandoc);
  const vitepress = VITEPRESS_OPENER.exec(line);
  if (vitepress && !inIndentedCode(lines, i, vitepress[1]!)) {
    return { indent: vitepress[1]!, kind: vitepress[3]!, title: line.slice(vitepress[0].length).trim(), body: bodyOf(lines, i, end, vitepress[1]!), end };
  }
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

function mystBox(lines: string[], i: number, end: number, opener: RegExpExecArray): Box {
  const [whole, indent, fence, name] = opener as unknown as [string, string, string, string];
  const kind = name.toLowerCase();
  const argument = lines[i]!.slice(whole.length).trim();
  let body = withoutOptions(bodyOf(lines, i, end, indent));
  // An admonition takes no argument: what follows its name is its first line ("```{note} Content can start here.").
  if (ADMONITION_DIRECTIVES.has(kind) && argument) body = [indent + argument, ...body];
  const box: Box = { indent, kind, title: TITLED_DIRECTIVES.has(kind) ? argument : '', body, end };
  const language = (text: string) => /^[\w+#.-]*/.exec(text)![0];
  if (DROPPED_DIRECTIVES.has(kind) || (body.every((l) => l.trim() === '') && !box.title)) box.kind = 'dropped';
  else if (CODE_DIRECTIVES.has(kind)) [box.kind, box.title] = ['code', language(argument)];
  // A colon fence holds Markdown whatever the directive (MyST writes only those so); a backtick fence of a name that is
  // no prose directive is a notebook's or a diagram's cell, code in that language.
  else if (!PROSE_DIRECTIVES.has(kind) && fence[0] !== ':') [box.kind, box.title] = ['code', language(kind)];
  return box;
}

/**
 * An ATX heading's text without its closing `#`s (`Title ##`), read from the end: a lazy title before optional hashes
 * and blanks backtracked quadratically over a long run of spaces.
 */
function withoutClosingHashes(text: string): string {
  const trimmed = text.trimEnd();
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === '#') end--;
  return end === trimmed.length || (end > 0 && !/[ \t]/.test(trimmed[end - 1]!)) ? trimmed : trimmed.slice(0, end).trimEnd();
}

/** Quarto's callout leads with its kind and title; its title may be a heading at the start of its body. */
function pandocBox(lines: string[], i: number, end: number, opener: RegExpExecArray): Box {
  const [, indent, , attributes] = opener as unknown as [string, string, string, string];
  const callout = /(?:^|\s)\.callout-(\w+)/.exec(attributes)?.[1];
  let title = /\btitle="([^"]*)"/.exec(attributes)?.[1] ?? '';
  let body = bodyOf(lines, i, end, indent);
  const first = body.findIndex((l) => l.trim() !== '');
  const heading = callout && first >= 0 ? /^[ \t]*#{1,6}[ \t]+([^]*)$/.exec(body[first]!) : null;
  if (heading && !title) {
    title = withoutClosingHashes(heading[1]!);
    body = body.slice(first + 1);
  }
  return { indent, kind: callout ?? 'div', title, body, end };
}

/**
 * The colon fences of the lines, paired as a stack: an opening line opens a fence, and a bare line of colons closes
 * the innermost open one when it has as many colons or more (Pandoc nests divs with equal fences, VitePress with longer
 * outer ones). Lines in fenced code are neither. Opening index → closing index; one pass.
 */
function pairColonFences(lines: string[]): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: { at: number; colons: number }[] = [];
  const code = new FenceTracker();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!code.isOpen()) {
      const closer = COLON_CLOSER.exec(line);
      if (closer) {
        if (open.length > 0 && open[open.length - 1]!.colons <= closer[1]!.length) pairs.set(open.pop()!.at, i);
        continue;
      }
      const opener = COLON_OPENER.exec(line);
      if (opener) {
        open.push({ at: i, colons: opener[1]!.length });
        continue;
      }
    }
    code.inside(line);
  }
  return pairs;
}

/**
 * The index of the line that closes a backtick or tilde fence opened at `i`: the first bare fence as long or longer
 * (a shorter one inside is code in the box). `unclosed` remembers, per fence character, the shortest fence no later
 * line closes, so that a page of such fences never closed is read once.
 */
function closingFence(lines: string[], i: number, fence: string, unclosed: Map<string, number>): number | undefined {
  const char = fence[0]!;
  if (fence.length >= (unclosed.get(char) ?? Infinity)) return undefined;
  for (let end = i + 1; end < lines.length; end++) {
    const line = lines[end]!.trim();
    if (line.length >= fence.length && line[0] === char && [...line].every((c) => c === char)) return end;
  }
  unclosed.set(char, fence.length);
  return undefined;
}

/** The lines between an opening line and its closing one, dedented to the opening line's indentation. */
function bodyOf(lines: string[], i: number, end: number, indent: string): string[] {
  return lines.slice(i + 1, end).map((l) => (l.trim() === '' ? '' : indent + dedented(l, columns(indent))));
}

/**
 * Whether an opening line indented four columns or more stands in an indented code block (a page that shows the
 * syntax) rather than in a list item: the nearest line above it that is not blank is neither a list item nor a list
 * item's indented text.
 */
function inIndentedCode(lines: string[], i: number, indent: string): boolean {
  const width = columns(indent);
  if (width < 4) return false;
  let above = i - 1;
  while (above >= 0 && lines[above]!.trim() === '') above--;
  if (above < 0) return true;
  const line = lines[above]!;
  const depth = columns(line);
  return !(LIST_ITEM.test(line) || (depth > 0 && depth < width));
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

/** The longest run of `char` that starts a line, after its indentation. */
function longestLeading(lines: string[], char: string): number {
  let longest = 0;
  for (const line of lines) {
    const text = line.trimStart();
    let run = 0;
    while (run < text.length && text[run] === char) run++;
    if (run > longest) longest = run;
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
