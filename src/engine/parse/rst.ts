/**
 * reStructuredText (docutils and Sphinx) to the page model: a line-based reader of the document structure
 * (sections, paragraphs, literal and doctest blocks, lists, field and definition lists, grid and simple tables,
 * directives, comments, targets) with a small scanner for inline markup.
 * @module
 */
import type { ParsedPage } from '../types.ts';
import { detectLanguage, normalizeLanguage } from './language.ts';
import { BlockCollector, docutilsId, PageBuilder, type Sink } from './page.ts';

const ADORNMENT_CHARS = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');
const BULLET = /^([-*+•‣⁃])(?: +|$)/;
const ENUMERATED = /^(?:(\d+|#|[a-z])[.)]|\((\d+|#|[a-z])\))(?: +|$)/;
const FIELD = /^:((?:[^:`\\]|\\.)+):(?: +(.*)|$)/;
const DIRECTIVE = /^\.\.[ \t]+([\w][\w:+.-]*)[ \t]*::(?:[ \t]+(.*))?$/;
const TARGET = /^\.\.[ \t]+_(`[^`]+`|[^:]+):(?:[ \t]+(.*))?$/;
const SUBSTITUTION = /^\.\.[ \t]+\|[^|]+\|/;
const FOOTNOTE = /^\.\.[ \t]+\[([^\]]+)\](?:[ \t]+(.*))?$/;
const GRID_BORDER = /^\+(?:[-=]+\+)+\s*$/;
const SIMPLE_BORDER = /^=+(?: +=+)+\s*$/;
const DOCINFO_SKIP = new Set(['orphan', 'nocomments', 'tocdepth', 'nosearch', 'meta', 'noindex']);

/** Directives that hold code: the value is the default language (undefined: the directive's argument or the document's). */
const CODE_DIRECTIVES: Record<string, string | undefined> = {
  'code-block': undefined, code: undefined, sourcecode: undefined, testcode: 'python', doctest: 'python',
  'parsed-literal': undefined, testoutput: 'text', productionlist: 'text', ipython: 'python', 'jupyter-execute': 'python',
};
/** Admonitions and notes: the prefix their text gets, as Sphinx renders it. */
const ADMONITIONS: Record<string, string> = {
  note: 'Note', warning: 'Warning', tip: 'Tip', important: 'Important', caution: 'Caution', danger: 'Danger',
  attention: 'Attention', hint: 'Hint', error: 'Error', seealso: 'See also', todo: 'Todo',
  'impl-detail': 'CPython implementation detail', availability: 'Availability',
};
const VERSION_NOTES: Record<string, string> = {
  versionadded: 'New in version', versionchanged: 'Changed in version', deprecated: 'Deprecated since version',
  versionremoved: 'Removed in version',
};
/** Directives that show nothing. */
const SILENT = new Set([
  'toctree', 'include', 'literalinclude', 'image', 'raw', 'index', 'contents', 'sectionauthor', 'moduleauthor',
  'codeauthor', 'meta', 'tabularcolumns', 'default-role', 'role', 'testsetup', 'testcleanup', 'sectnum', 'header',
  'footer', 'target-notes', 'title', 'audit-event', 'audit-event-table', 'autosummary', 'automodule-summary',
  'miscnews', 'limited-api-list', 'spelling', 'highlight', 'module', 'currentmodule', 'program', 'py:module',
  'py:currentmodule', 'graphviz', 'inheritance-diagram', 'math',
]);
/** Directives whose content is ordinary body text, shown without a prefix. */
const CONTAINERS = new Set([
  'only', 'ifconfig', 'container', 'class', 'rst-class', 'cssclass', 'hlist', 'compound', 'tabs', 'tab', 'group-tab',
  'code-tab', 'tab-set', 'tab-item', 'card', 'grid', 'grid-item', 'grid-item-card', 'epigraph', 'highlights',
  'pull-quote', 'glossary', 'figure', 'table', 'centered', 'dropdown', 'details', 'topic', 'sidebar', 'rubric',
  'admonition', 'list-table', 'csv-table', 'versionchanged-removed', 'automodule', 'autosummary-item',
]);
/** Python object descriptions and the word Sphinx shows before their signature. */
const PY_OBJECTS: Record<string, string> = {
  function: '', method: '', class: 'class ', exception: 'exception ', attribute: '', data: '', decorator: '@',
  decoratormethod: '@', classmethod: 'classmethod ', staticmethod: 'static ', property: 'property ',
  coroutinefunction: 'coroutine ', coroutinemethod: 'coroutine ', abstractmethod: 'abstractmethod ',
  awaitablefunction: 'awaitable ', awaitablemethod: 'awaitable ', autofunction: '', automethod: '',
  autoclass: 'class ', autoexception: 'exception ', autoattribute: '', autodata: '', autodecorator: '@',
  autoproperty: 'property ',
};
/** Other object descriptions (C, JavaScript, options, environment variables, opcodes...). */
const OTHER_OBJECTS = new Set(['describe', 'object', 'opcode', 'pdbcommand', 'cmdoption', 'option', 'envvar', 'confval', 'directive', 'role', 'setting', 'event']);

/** Roles whose text Sphinx shows as code. */
const CODE_ROLES = new Set([
  'func', 'meth', 'class', 'mod', 'attr', 'data', 'exc', 'obj', 'const', 'envvar', 'option', 'program', 'file',
  'command', 'samp', 'kbd', 'code', 'literal', 'makevar', 'macro', 'type', 'member', 'var', 'expr', 'enum',
  'enumerator', 'struct', 'union', 'keyword', 'token', 'opcode', 'pdbcmd', 'cmdoption', 'mimetype', 'mailheader',
  'regexp', 'setting', 'confval', 'directive', 'role', 'cfunc', 'cmember', 'cmacro', 'ctype', 'cdata',
]);
const CALLABLE_ROLES = new Set(['func', 'meth']);

interface Api {
  /** Full dotted name (`csv.DictReader`). */
  name: string;
}

export function parseRst(text: string): ParsedPage {
  const reader = new RstReader();
  reader.body(splitLines(text), reader.out, true);
  return reader.out.page();
}

function splitLines(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (line.includes('\t')) line = expandTabs(line);
    lines[i] = line.trimEnd();
  }
  return lines;
}

function expandTabs(line: string): string {
  let out = '';
  for (const ch of line) {
    if (ch === '\t') out += ' '.repeat(8 - (out.length % 8));
    else out += ch;
  }
  return out;
}

/** Leading spaces of a line, counted up to `cap` (deeply indented lines cost no more than the question asked). */
function indentOf(line: string, cap = Infinity): number {
  let i = 0;
  while (i < cap && i < line.length && line.charCodeAt(i) === 32) i++;
  return i;
}

/** End (exclusive) of the block from `start` whose non-blank lines are indented at least `min`; trailing blanks excluded. */
function blockEnd(lines: string[], start: number, min: number): number {
  let end = start;
  let last = start;
  while (end < lines.length) {
    const line = lines[end]!;
    if (line !== '') {
      if (indentOf(line, min) < min) break;
      last = end + 1;
    }
    end++;
  }
  return last;
}

/** Removes the smallest indentation of the non-blank lines. */
function dedent(lines: string[]): string[] {
  let min = Infinity;
  for (const l of lines) if (l !== '') min = Math.min(min, indentOf(l, min));
  if (min === Infinity || min === 0) return lines;
  return lines.map((l) => l.slice(min));
}

function isAdornment(line: string, min = 2): boolean {
  if (line.length < min || line.length === 0) return false;
  const c = line[0]!;
  if (!ADORNMENT_CHARS.has(c)) return false;
  for (let i = 1; i < line.length; i++) if (line[i] !== c) return false;
  return true;
}

function trimBlank(lines: string[]): string[] {
  let s = 0;
  let e = lines.length;
  while (s < e && lines[s] === '') s++;
  while (e > s && lines[e - 1] === '') e--;
  return lines.slice(s, e);
}

class RstReader {
  out = new PageBuilder();
  private styles: string[] = [];
  private highlight: string | undefined;
  private module: string | undefined;
  private pendingTarget: string | undefined;
  private ids = new Map<string, number>();
  private apis: Api[] = [];

  body(lines: string[], sink: Sink, top: boolean): void {
    let i = 0;
    const n = lines.length;
    while (i < n) {
      const line = lines[i]!;
      if (line === '') {
        i++;
        continue;
      }
      if (indentOf(line, 1) > 0) {
        // A block quote: ordinary content, indented.
        const end = blockEnd(lines, i, 1);
        this.body(dedent(lines.slice(i, end)), sink, false);
        i = end;
        continue;
      }
      if (top) {
        const next = this.title(lines, i, sink);
        if (next > i) {
          i = next;
          continue;
        }
      }
      if (line.startsWith('..') && (line.length === 2 || line[2] === ' ' || line[2] === '\t')) {
        i = this.explicit(lines, i, sink);
        continue;
      }
      if (isAdornment(line) && line.length >= 4 && (i + 1 >= n || lines[i + 1] === '')) {
        i++; // a transition
        continue;
      }
      if (line.startsWith('>>>')) {
        let end = i;
        while (end < n && lines[end] !== '') end++;
        this.pendingTarget = undefined;
        sink.code(lines.slice(i, end).join('\n'), 'python');
        i = end;
        continue;
      }
      if (BULLET.test(line) || (ENUMERATED.test(line) && this.looksLikeList(lines, i))) {
        i = this.list(lines, i, sink);
        continue;
      }
      const field = FIELD.exec(line);
      if (field) {
        i = this.fieldList(lines, i, sink, top);
        continue;
      }
      if (GRID_BORDER.test(line)) {
        i = this.gridTable(lines, i, sink);
        continue;
      }
      if (SIMPLE_BORDER.test(line) || (/^=+$/.test(line) && i + 2 < n && lines[i + 1] !== '')) {
        i = this.simpleTable(lines, i, sink);
        continue;
      }
      if (line.startsWith('| ') || line === '|') {
        let end = i;
        const out: string[] = [];
        while (end < n && (lines[end]!.startsWith('| ') || lines[end] === '|')) out.push(inline(lines[end++]!.slice(2)));
        sink.text(out.join('\n'));
        i = end;
        continue;
      }
      if (i + 1 < n && lines[i + 1] !== '' && indentOf(lines[i + 1]!, 1) > 0 && !line.endsWith('::')) {
        i = this.definition(lines, i, sink);
        continue;
      }
      i = this.paragraph(lines, i, sink);
    }
  }

  /** A section title at `i` (underlined, or over- and underlined); returns `i` when there is none. */
  private title(lines: string[], i: number, sink: Sink): number {
    const line = lines[i]!;
    const n = lines.length;
    let text: string | undefined;
    let style = '';
    let next = i;
    if (isAdornment(line) && i + 2 < n && lines[i + 1] !== '' && lines[i + 2]!.startsWith(line[0]!) && isAdornment(lines[i + 2]!)) {
      text = lines[i + 1]!.trim();
      style = `o${line[0]}`;
      next = i + 3;
    } else if (i + 1 < n && !isAdornment(line) && isAdornment(lines[i + 1]!, Math.min(2, line.trim().length))) {
      const under = lines[i + 1]!;
      if (under.length >= 3 || under.length >= line.trim().length) {
        text = line.trim();
        style = `u${under[0]}`;
        next = i + 2;
      }
    }
    if (text === undefined) return i;
    let level = this.styles.indexOf(style);
    if (level < 0) level = this.styles.push(style) - 1;
    const heading = inline(text, false).replace(/ -{2,3} /g, ' — ');
    const anchor = this.pendingTarget ?? this.uniqueId(docutilsId(heading));
    this.pendingTarget = undefined;
    this.apis = [];
    sink.heading(Math.min(6, level + 1), heading, anchor || undefined);
    return next;
  }

  private uniqueId(id: string): string {
    if (!id) return id;
    const n = this.ids.get(id);
    this.ids.set(id, (n ?? 0) + 1);
    return n === undefined ? id : `${id}-${n}`;
  }

  /** Explicit markup (`.. `): directives, targets, substitution definitions, footnotes and comments. */
  private explicit(lines: string[], i: number, sink: Sink): number {
    const line = lines[i]!;
    const end = blockEnd(lines, i + 1, 1);
    const target = TARGET.exec(line);
    if (target) {
      if (!target[2]) this.pendingTarget = docutilsId(target[1]!.replace(/^`|`$/g, ''));
      return end;
    }
    if (SUBSTITUTION.test(line)) return end;
    const directive = DIRECTIVE.exec(line);
    if (directive) {
      this.directive(directive[1]!, directive[2] ?? '', lines, i + 1, end, sink);
      return end;
    }
    const footnote = FOOTNOTE.exec(line);
    if (footnote) {
      this.body([footnote[2] ?? '', ...dedent(lines.slice(i + 1, end))], sink, false);
      return end;
    }
    return end; // a comment
  }

  private directive(rawName: string, arg: string, lines: string[], start: number, end: number, sink: Sink): void {
    const lower = rawName.toLowerCase();
    const domain = lower.includes(':') ? lower.slice(0, lower.indexOf(':')) : '';
    const name = lower.includes(':') ? lower.slice(lower.lastIndexOf(':') + 1) : lower;
    // Argument continuation lines, then `:option:` lines, then the content.
    let j = start;
    const argLines: string[] = [];
    while (j < end && lines[j] !== '' && !FIELD.test(lines[j]!.trim())) argLines.push(lines[j++]!.trim());
    const options: Record<string, string> = {};
    while (j < end && lines[j] !== '') {
      const opt = FIELD.exec(lines[j]!.trim());
      if (opt) options[opt[1]!] = opt[2] ?? '';
      j++;
    }
    const content = trimBlank(dedent(lines.slice(j, end)));

    if (name === 'highlight' || name === 'highlightlang') {
      this.highlight = arg.trim().split(/\s+/)[0] || undefined;
      return;
    }
    if (name === 'module' || name === 'currentmodule' || name === 'automodule') {
      const m = arg.trim();
      this.module = m && m !== 'None' ? m : undefined;
      this.apis = [];
      if (name === 'automodule') this.body(content, sink, false);
      return;
    }
    if (SILENT.has(name) || SILENT.has(lower)) return;
    this.pendingTarget = undefined;

    if (name in CODE_DIRECTIVES && (domain === '' || domain === 'rst')) {
      const lang = arg.trim().split(/\s+/)[0] || CODE_DIRECTIVES[name] || this.highlight;
      const code = name === 'productionlist' ? [arg, ...argLines, ...content] : content;
      sink.code(code.join('\n'), name === 'productionlist' ? 'text' : lang);
      return;
    }
    if (domain && domain !== 'py' && domain !== 'rst' && domain !== 'std') {
      return this.apiEntry(name, domain, [arg, ...argLines], content, sink);
    }
    if (name in PY_OBJECTS || OTHER_OBJECTS.has(name)) {
      return this.apiEntry(name, domain || 'py', [arg, ...argLines], content, sink);
    }
    const version = VERSION_NOTES[name] ?? (name === 'deprecated-removed' ? 'Deprecated since version' : undefined);
    if (version) {
      const [ver = '', ...rest] = arg.trim().split(/\s+/);
      let label = `${version} ${ver}`;
      if (name === 'deprecated-removed') {
        const removed = rest.shift();
        if (removed) label += `, will be removed in version ${removed}`;
      }
      const inlineText = [rest.join(' '), ...argLines].join(' ').trim();
      if (!inlineText && content.length === 0) {
        sink.text(`${label}.`);
        return;
      }
      sink.prefix(`${label}:`);
      this.body(inlineText ? [inlineText, '', ...content] : content, sink, false);
      sink.dropPrefix();
      return;
    }
    const admonition = ADMONITIONS[name];
    if (admonition) {
      const first = [arg, ...argLines].join(' ').trim();
      sink.prefix(admonition);
      this.body(first ? [first, '', ...content] : content, sink, false);
      sink.dropPrefix();
      return;
    }
    if (name === 'rubric' || name === 'centered') {
      sink.text(inline([arg, ...argLines].join(' ')));
      return;
    }
    if (name === 'csv-table') {
      const rows = [...(options.header ? [options.header] : []), ...content].map((r) => csvCells(r).map((c) => inline(c)).join(' | '));
      if (arg) sink.prefix(inline(arg));
      sink.text(rows.join('\n'));
      sink.dropPrefix();
      return;
    }
    if (name === 'list-table') {
      if (arg) sink.prefix(inline(arg));
      this.listTable(content, sink);
      sink.dropPrefix();
      return;
    }
    if (CONTAINERS.has(name)) {
      const title = [arg, ...argLines].join(' ').trim();
      if (title && name !== 'figure' && name !== 'only' && name !== 'ifconfig' && name !== 'class' && name !== 'rst-class' && name !== 'cssclass' && name !== 'container') {
        sink.prefix(inline(title));
      }
      this.body(content, sink, false);
      sink.dropPrefix();
      return;
    }
    // Unknown directive: its text, prefixed with its name.
    const first = [arg, ...argLines].join(' ').trim();
    sink.prefix(capitalize(name.replace(/-/g, ' ')));
    this.body(first ? [first, '', ...content] : content, sink, false);
    sink.dropPrefix();
  }

  /** An object description: its signature opens a sub-section holding its content. */
  private apiEntry(kind: string, domain: string, args: string[], content: string[], sink: Sink): void {
    const signatures = joinContinuations(args.filter((a) => a.trim() !== ''));
    if (signatures.length === 0) {
      this.body(content, sink, false);
      return;
    }
    const python = domain === 'py' && kind in PY_OBJECTS;
    const parent = this.apis[this.apis.length - 1];
    const headings = signatures.map((sig) => {
      const s = sig.replace(/\s+/g, ' ').trim();
      if (!python) return s;
      const qualified = !parent && this.module && !/^[\w]+\./.test(s) ? `${this.module}.${s}` : s;
      return `${PY_OBJECTS[kind]}${qualified}`;
    });
    let anchor: string | undefined;
    let fullName = '';
    if (python) {
      const name = /^[\w.]+/.exec(signatures[0]!.trim())?.[0] ?? '';
      fullName = parent ? `${parent.name}.${name}` : this.module && !name.startsWith(`${this.module}.`) ? `${this.module}.${name}` : name;
      anchor = fullName || undefined;
    } else if (domain === 'c' || domain === 'cpp') {
      // A bounded prefix: the regex retries at every letter of a long word.
      anchor = /([A-Za-z_]\w*)\s*(?:\(|$)/.exec(signatures[0]!.slice(0, 400))?.[1];
    } else if (kind === 'envvar') anchor = `envvar-${signatures[0]!.trim()}`;
    sink.open(headings[0]!, anchor);
    for (const extra of headings.slice(1)) sink.text(extra);
    const nests = python && (kind.endsWith('class') || kind.endsWith('exception'));
    if (nests) this.apis.push({ name: fullName });
    this.body(content, sink, false);
    if (nests) this.apis.pop();
    sink.close();
  }

  private looksLikeList(lines: string[], i: number): boolean {
    const m = ENUMERATED.exec(lines[i]!)!;
    const e = m[1] ?? m[2]!;
    if (/^\d+$/.test(e) || e === '#') return true;
    // A single letter: only when the next item follows.
    for (let j = i + 1; j < lines.length && j < i + 40; j++) {
      const l = lines[j]!;
      if (l === '' || indentOf(l, 1) > 0) continue;
      return ENUMERATED.test(l);
    }
    return false;
  }

  /** Bullet and enumerated lists: one text block of `- item` lines; code inside items stays code. */
  private list(lines: string[], i: number, sink: Sink): number {
    const out: string[] = [];
    let number = 1;
    const n = lines.length;
    this.pendingTarget = undefined;
    let kind: string | undefined;
    while (i < n) {
      const line = lines[i]!;
      const bullet = BULLET.exec(line);
      const enumerated = bullet ? null : ENUMERATED.exec(line);
      const m = bullet ?? enumerated;
      if (!m) break;
      // Another bullet character or an enumeration starts another list.
      const itemKind = bullet ? bullet[1]! : '1';
      if (kind !== undefined && itemKind !== kind) break;
      kind = itemKind;
      const width = m[0].length || 2;
      const end = blockEnd(lines, i + 1, Math.max(1, Math.min(width, 2)));
      const item = [line.slice(m[0].length), ...lines.slice(i + 1, end).map((l) => (l === '' ? '' : l.slice(indentOf(l, width))))];
      const collector = new BlockCollector();
      this.body(item, collector, false);
      collector.flush();
      const marker = bullet ? '- ' : `${number++}. `;
      let first = true;
      for (const block of collector.blocks) {
        if (block.type === 'code') {
          if (out.length > 0) sink.text(out.splice(0).join('\n'));
          sink.code(block.code, block.lang);
          first = false;
          continue;
        }
        const blockLines = block.text.split('\n');
        blockLines.forEach((l, k) => out.push(`${first && k === 0 ? marker : '  '}${l}`));
        first = false;
      }
      i = end;
      while (i < n && lines[i] === '') i++;
      if (i < n && indentOf(lines[i]!, 1) > 0) break;
    }
    if (out.length > 0) sink.text(out.join('\n'));
    return i;
  }

  private fieldList(lines: string[], i: number, sink: Sink, top: boolean): number {
    const out: string[] = [];
    const n = lines.length;
    while (i < n) {
      const m = FIELD.exec(lines[i]!);
      if (!m) break;
      const end = blockEnd(lines, i + 1, 1);
      const name = m[1]!.trim();
      if (!(top && DOCINFO_SKIP.has(name.toLowerCase()))) {
        const collector = new BlockCollector();
        this.body([m[2] ?? '', ...dedent(lines.slice(i + 1, end))], collector, false);
        collector.flush();
        const label = inline(name, false);
        let first = true;
        for (const block of collector.blocks) {
          if (block.type === 'code') {
            if (first) out.push(`${label}:`);
            sink.text(out.splice(0).join('\n'));
            sink.code(block.code, block.lang);
          } else out.push(first ? `${label}: ${block.text}` : block.text);
          first = false;
        }
        if (first) out.push(`${label}:`);
      }
      i = end;
      while (i < n && lines[i] === '') i++;
    }
    if (out.length > 0) sink.text(out.join('\n'));
    return i;
  }

  private definition(lines: string[], i: number, sink: Sink): number {
    const classifier = lines[i]!.indexOf(' : ');
    const term = classifier === -1 ? lines[i]! : lines[i]!.slice(0, classifier);
    const end = blockEnd(lines, i + 1, 1);
    this.pendingTarget = undefined;
    sink.prefix(inline(term));
    this.body(dedent(lines.slice(i + 1, end)), sink, false);
    sink.dropPrefix();
    return end;
  }

  private paragraph(lines: string[], i: number, sink: Sink): number {
    const n = lines.length;
    let end = i + 1;
    while (end < n && lines[end] !== '' && indentOf(lines[end]!, 1) === 0) end++;
    let text = lines.slice(i, end).join(' ');
    this.pendingTarget = undefined;
    if (!text.endsWith('::')) {
      sink.text(inline(text));
      return end;
    }
    // A literal block follows: the next indented block.
    if (text === '::') text = '';
    else if (/\s::$/.test(text)) text = text.slice(0, -2);
    else text = text.slice(0, -1);
    if (text.trim()) sink.text(inline(text));
    let j = end;
    while (j < n && lines[j] === '') j++;
    if (j < n && indentOf(lines[j]!, 1) > 0) {
      const blockEndAt = blockEnd(lines, j, 1);
      const code = dedent(lines.slice(j, blockEndAt)).join('\n');
      sink.code(code, this.literalLanguage(code));
      return blockEndAt;
    }
    return end;
  }

  /** `::` blocks are in the document's highlight language, unless they plainly are something else (a shell session). */
  private literalLanguage(code: string): string | undefined {
    if (!this.highlight) return undefined;
    const guess = detectLanguage(code);
    return guess !== 'text' && guess !== normalizeLanguage(this.highlight) ? guess : this.highlight;
  }

  private gridTable(lines: string[], i: number, sink: Sink): number {
    const n = lines.length;
    const rows: string[] = [];
    let cells: string[] = [];
    const flush = (): void => {
      const texts = cells.map((c) => inline(c.replace(/\s+/g, ' ').trim())).filter((c) => c !== '');
      if (texts.length > 0) rows.push(texts.join(' | '));
      cells = [];
    };
    while (i < n && (lines[i]!.startsWith('+') || lines[i]!.startsWith('|'))) {
      const line = lines[i++]!;
      if (line.startsWith('+')) {
        flush();
        continue;
      }
      const parts = line.slice(1, line.endsWith('|') ? -1 : undefined).split('|');
      parts.forEach((p, k) => {
        cells[k] = `${cells[k] ?? ''} ${p}`;
      });
    }
    flush();
    this.pendingTarget = undefined;
    if (rows.length > 0) sink.text(rows.join('\n'));
    return i;
  }

  private simpleTable(lines: string[], i: number, sink: Sink): number {
    const n = lines.length;
    const border = lines[i]!;
    const starts: number[] = [];
    for (let k = 0; k < border.length; k++) if (border[k] === '=' && (k === 0 || border[k - 1] === ' ')) starts.push(k);
    const rows: string[][] = [];
    let j = i + 1;
    while (j < n) {
      const line = lines[j]!;
      if (/^=+(?: +=+)*$/.test(line)) {
        j++;
        if (j >= n || lines[j] === '') break;
        continue;
      }
      if (/^-+(?: +-+)*$/.test(line)) {
        j++;
        continue;
      }
      if (line === '') {
        j++;
        continue;
      }
      const cells = starts.map((s, k) => line.slice(s, k + 1 < starts.length ? starts[k + 1] : undefined).trim());
      if (cells[0] === '' && rows.length > 0) {
        const prev = rows[rows.length - 1]!;
        cells.forEach((c, k) => {
          if (c) prev[k] = prev[k] ? `${prev[k]} ${c}` : c;
        });
      } else rows.push(cells);
      j++;
    }
    this.pendingTarget = undefined;
    const text = rows
      .map((r) => r.map((c) => inline(c)).filter((c) => c !== ''))
      .filter((r) => r.length > 0)
      .map((r) => r.join(' | '))
      .join('\n');
    if (text) sink.text(text);
    return j;
  }

  /** `.. list-table::`: a bullet list of rows, each a bullet list of cells. */
  private listTable(content: string[], sink: Sink): void {
    const rows: string[] = [];
    let i = 0;
    while (i < content.length) {
      const line = content[i]!;
      const m = BULLET.exec(line);
      if (!m) {
        i++;
        continue;
      }
      const end = blockEnd(content, i + 1, 1);
      const rowLines = [line.slice(m[0].length), ...content.slice(i + 1, end).map((l) => l.slice(indentOf(l, m[0].length)))];
      const cells: string[] = [];
      let k = 0;
      while (k < rowLines.length) {
        const c = BULLET.exec(rowLines[k]!);
        if (!c) {
          k++;
          continue;
        }
        const cellEnd = blockEnd(rowLines, k + 1, 1);
        const text = [rowLines[k]!.slice(c[0].length), ...rowLines.slice(k + 1, cellEnd)].map((l) => l.trim()).join(' ');
        cells.push(inline(text));
        k = cellEnd;
      }
      if (cells.some((c) => c)) rows.push(cells.join(' | '));
      i = end;
    }
    if (rows.length > 0) sink.text(rows.join('\n'));
  }
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Signatures continued with a trailing backslash are joined. */
function joinContinuations(lines: string[]): string[] {
  const out: string[] = [];
  let pending = '';
  for (const l of lines) {
    const t = l.trim();
    if (t.endsWith('\\')) pending += `${t.slice(0, -1).trimEnd()} `;
    else {
      out.push(pending + t);
      pending = '';
    }
  }
  if (pending) out.push(pending.trim());
  return out;
}

function csvCells(row: string): string[] {
  const cells: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    if (quoted) {
      if (c === '"' && row[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  cells.push(cur.trim());
  return cells;
}

// ---- Inline markup ----

const START_BEFORE = /[\s'"([{<\-/:‘“’«¡¿‐‑‒–— ]/u;
const END_AFTER = /[\s'")\]}>\-/:.,;!?\\‘“’»‐‑‒–— ]/u;
const SPECIAL = /[\\`:*|[_]/g;
/** Bounded repeats: tried at every colon, an unbounded chain would be rescanned from each. */
const ROLE = /:((?:[\w.+-]{1,64}:){0,3}[\w.+-]{1,64}):`/y;

function startOk(text: string, p: number, len: number): boolean {
  const before = p === 0 ? ' ' : text[p - 1]!;
  const after = text[p + len];
  return START_BEFORE.test(before) && after !== undefined && !/\s/.test(after);
}

function endOk(text: string, p: number, len: number, suffixes = false): boolean {
  const before = text[p - 1];
  const after = p + len >= text.length ? ' ' : text[p + len]!;
  return before !== undefined && !/\s/.test(before) && (END_AFTER.test(after) || (suffixes && (after === '_' || after === ':')));
}

/**
 * Finds where inline markup ending with `marker` ends, at or after `from` (-1: nowhere). Whether a position
 * can end markup does not depend on where the markup started, so the last answer per marker is reused: a
 * paragraph full of unmatched `*` stays linear.
 */
function endFinder(text: string): (marker: string, from: number) => number {
  const last = new Map<string, { from: number; at: number }>();
  return (marker, from) => {
    const cached = last.get(marker);
    if (cached && from >= cached.from && (cached.at < 0 || from <= cached.at)) return cached.at;
    let p = text.indexOf(marker, from);
    while (p >= 0) {
      if (endOk(text, p, marker.length, marker === '`') && (marker !== '`' || text[p - 1] !== '\\')) break;
      p = text.indexOf(marker, p + 1);
    }
    last.set(marker, { from, at: p });
    return p;
  };
}

/**
 * Inline markup to plain text: ``literals`` and code roles in backticks (when `code`), other roles, references
 * and emphasis as their text, substitutions and footnote references dropped or reduced to their name.
 */
export function inline(text: string, code = true): string {
  let out = '';
  let p = 0;
  const n = text.length;
  const findEnd = endFinder(text);
  const quote = (s: string): string => (code ? (s.includes('`') ? `\`\` ${s} \`\`` : `\`${s}\``) : s);
  while (p < n) {
    SPECIAL.lastIndex = p;
    const m = SPECIAL.exec(text);
    if (!m) {
      out += text.slice(p);
      break;
    }
    const q = m.index;
    out += text.slice(p, q);
    p = q;
    const c = text[q]!;
    if (c === '\\') {
      const next = text[q + 1];
      if (next === undefined || /\s/.test(next)) p = q + 2;
      else {
        out += next;
        p = q + 2;
      }
      continue;
    }
    if (c === '`') {
      if (text.startsWith('``', q) && startOk(text, q, 2)) {
        const e = findEnd('``', q + 2);
        if (e > 0) {
          out += quote(text.slice(q + 2, e).replace(/\s+/g, ' '));
          p = e + 2;
          continue;
        }
      }
      if (startOk(text, q, 1)) {
        const e = findEnd('`', q + 1);
        if (e > 0) {
          let after = e + 1;
          const body = text.slice(q + 1, e).replace(/\s+/g, ' ');
          let role: string | undefined;
          if (text.startsWith('__', after)) after += 2;
          else if (text[after] === '_') after += 1;
          else {
            ROLE.lastIndex = after;
            const r = ROLE.exec(text);
            if (r) role = r[1];
          }
          out += role ? roleText(role, body, quote) : referenceText(body);
          p = after;
          continue;
        }
      }
      out += c;
      p = q + 1;
      continue;
    }
    if (c === ':') {
      ROLE.lastIndex = q;
      const r = ROLE.exec(text);
      if (r && (q === 0 || START_BEFORE.test(text[q - 1]!) || /[\w]/.test(text[q - 1]!) === false)) {
        const bodyStart = ROLE.lastIndex;
        const e = findEnd('`', bodyStart);
        if (e > 0) {
          out += roleText(r[1]!, text.slice(bodyStart, e).replace(/\s+/g, ' '), quote);
          p = e + 1;
          continue;
        }
      }
      out += c;
      p = q + 1;
      continue;
    }
    if (c === '*') {
      const len = text.startsWith('**', q) ? 2 : 1;
      if (startOk(text, q, len)) {
        const e = findEnd(len === 2 ? '**' : '*', q + len);
        if (e > 0) {
          out += text.slice(q + len, e);
          p = e + len;
          continue;
        }
      }
      out += text.slice(q, q + len);
      p = q + len;
      continue;
    }
    if (c === '|') {
      if (startOk(text, q, 1)) {
        const e = findEnd('|', q + 1);
        if (e > 0 && e - q < 60) {
          out += text.slice(q + 1, e);
          p = e + 1;
          if (text.startsWith('__', p)) p += 2;
          else if (text[p] === '_') p += 1;
          continue;
        }
      }
      out += c;
      p = q + 1;
      continue;
    }
    if (c === '[') {
      const fm = /^\[(?:\d+|#[\w-]*|\*|[A-Za-z][\w.-]*)\]_/.exec(text.slice(q, q + 40));
      if (fm && (q === 0 || /\s/.test(text[q - 1]!))) {
        out = out.replace(/ $/, '');
        p = q + fm[0].length;
        continue;
      }
      out += c;
      p = q + 1;
      continue;
    }
    // `_`: a simple reference `name_` loses its underscore.
    const prev = text[q - 1];
    const after = text[q + 1];
    const simple = prev !== undefined && /[A-Za-z0-9]/.test(prev) && (after === undefined || /[\s.,;:!?)'"]/.test(after)) && isSimpleName(text, q);
    if (!simple) out += c;
    p = q + 1;
  }
  return out;
}

/** Whether a word of letters, digits and hyphens that starts at a space or the beginning ends before `end`. */
function isSimpleName(text: string, end: number): boolean {
  let i = end - 1;
  while (i >= 0 && /[A-Za-z0-9-]/.test(text[i]!)) i--;
  return i < end - 1 && /[A-Za-z0-9]/.test(text[i + 1]!) && (i < 0 || /\s/.test(text[i]!));
}

function referenceText(body: string): string {
  const m = explicitTarget(body);
  if (m && m.target) return m.title || m.target;
  return body;
}

/**
 * `title <target>` split in two (the title without trailing space), else undefined: the linear form of
 * `/^(.*?)\s*<([^<>]*)>$/`, which backtracks quadratically over a long run of spaces.
 */
function explicitTarget(body: string): { title: string; target: string } | undefined {
  if (!body.endsWith('>')) return undefined;
  const open = body.lastIndexOf('<');
  if (open === -1) return undefined;
  const target = body.slice(open + 1, -1);
  const title = body.slice(0, open).trimEnd();
  if (target.includes('>') || target.includes('\n') || title.includes('\n')) return undefined;
  return { title, target };
}

function roleText(fullRole: string, body: string, quote: (s: string) => string): string {
  const role = fullRole.slice(fullRole.lastIndexOf(':') + 1).toLowerCase();
  let text = body;
  const explicit = explicitTarget(text);
  let titled = false;
  if (explicit && explicit.title) {
    text = explicit.title;
    titled = true;
  } else if (explicit) text = explicit.target;
  if (text.startsWith('!')) text = text.slice(1);
  if (!titled && text.startsWith('~')) text = text.slice(1).split('.').pop() ?? text;
  switch (role) {
    case 'pep':
      return `PEP ${text.split('#')[0]}`;
    case 'rfc':
      return `RFC ${text.split('#')[0]}`;
    case 'issue':
      return `bpo-${text}`;
    case 'gh':
      return `gh-${text}`;
    case 'abbr':
      return text.endsWith(')') && text.includes('(') ? text.slice(0, text.indexOf('(')).trimEnd() : text;
    case 'menuselection':
      return text.split('-->').map((part) => part.trim()).join(' ▸ ');
    case 'guilabel':
      return text.replace(/&(\w)/g, '$1');
  }
  if (CODE_ROLES.has(role)) {
    if (!titled && CALLABLE_ROLES.has(role) && !text.endsWith(')')) text += '()';
    return quote(text);
  }
  return text;
}
