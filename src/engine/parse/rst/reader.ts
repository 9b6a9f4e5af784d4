/**
 * The reStructuredText reader: walks the lines of a document (sections, paragraphs, literal and doctest blocks,
 * lists, field and definition lists, tables, directives, comments, targets) into a page sink, keeping what the
 * document has set so far (title styles, highlight language, current module, pending target, ids). It stays one
 * class (about 400 lines) because every block reader shares that state.
 * @module
 */
import { capitalize, dedent, indentOf } from '../_shared.ts';
import { finishSteps, type Steps } from '../bounds.ts';
import { detectLanguage, normalizeLanguage } from '../language.ts';
import { BlockCollector, docutilsId, PageBuilder, type Sink } from '../page.ts';
import {
  ADMONITIONS, CODE_DIRECTIVES, CONTAINERS, DOCINFO_SKIP, joinContinuations, OTHER_OBJECTS, PY_OBJECTS, SILENT,
  VERSION_NOTES,
} from './directives.ts';
import { inline } from './inline.ts';
import {
  blockEnd, BULLET, DIRECTIVE, ENUMERATED, FIELD, FOOTNOTE, GRID_BORDER, isAdornment, SIMPLE_BORDER, SUBSTITUTION, TARGET,
  trimBlank,
} from './lines.ts';
import { csvCells, gridTable, listTable, simpleTable, type Table } from './tables.ts';

/** A C declaration's signature: a type (words and stars) before the name and its parameters. */
const C_SIGNATURE = /^\s*(?:[A-Za-z_]\w*[\s*]+)+\**[A-Za-z_]\w*\s*\(/;
/** Object descriptions only C's domain has. */
const C_ONLY_OBJECTS = new Set(['type', 'member', 'macro', 'var', 'struct', 'union', 'enum', 'enumerator']);

/** The name of a project's own directive whose content is an example to run or its run. */
const EXAMPLE_DIRECTIVE = /^(?:example|run|code|snippet|console|shell|output)s?$|-(?:example|run|code|output)$/;

interface Api {
  /** Full dotted name (`csv.DictReader`). */
  name: string;
}

export class RstReader {
  out = new PageBuilder();
  private styles: string[] = [];
  private highlight: string | undefined;
  private module: string | undefined;
  private pendingTarget: string | undefined;
  private ids = new Map<string, number>();
  private apis: Api[] = [];
  /**
   * Per object description being read, whether a rubric's group is open in it and the depth of body its own
   * rubrics stand at (-1: none group its members; see the rubric directive).
   */
  private rubricGroups: { open: boolean; depth: number }[] = [];
  /** How many bodies deep the reader is (a description's content, a note's, a list item's). */
  private depth = 0;
  /** From `.. meta::` `:description:`, for the page's description. */
  description: string | undefined;

  body(lines: string[], sink: Sink, top: boolean): void {
    finishSteps(this.bodySteps(lines, sink, top));
  }

  /** body in steps: the document's own blocks one at a time (a caller may pause between them), nested ones whole. */
  *bodySteps(lines: string[], sink: Sink, top: boolean): Steps<void> {
    this.depth++;
    try {
      yield* this.blocksSteps(lines, sink, top);
    } finally {
      this.depth--;
    }
  }

  private *blocksSteps(lines: string[], sink: Sink, top: boolean): Steps<void> {
    let i = 0;
    const n = lines.length;
    while (i < n) {
      if (top) yield;
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
        i = this.table(gridTable(lines, i), sink);
        continue;
      }
      if (SIMPLE_BORDER.test(line) || (/^=+$/.test(line) && i + 2 < n && lines[i + 1] !== '')) {
        i = this.table(simpleTable(lines, i), sink);
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
    if (name === 'meta') {
      this.description ??= options.description?.trim() || undefined;
      return;
    }
    if (SILENT.has(name) || SILENT.has(lower)) return;
    this.pendingTarget = undefined;

    // Test code a page hides (`.. testcode::` with `:hide:`) is not shown to its reader.
    if ('hide' in options && (name === 'testcode' || name === 'doctest' || name === 'testoutput')) return;
    // A project's own directive for examples or runs (Click's `.. click:example::` and `.. click:run::`): its content is
    // code, not prose whose lines would run together.
    if (domain && !(name in PY_OBJECTS) && !OTHER_OBJECTS.has(name) && EXAMPLE_DIRECTIVE.test(name) && content.length > 0) {
      sink.code(content.join('\n'), this.highlight);
      return;
    }
    if (name in CODE_DIRECTIVES && (domain === '' || domain === 'rst')) {
      const lang = arg.trim().split(/\s+/)[0] || CODE_DIRECTIVES[name] || this.highlight;
      const code = name === 'productionlist' ? [arg, ...argLines, ...content] : content;
      sink.code(code.join('\n'), name === 'productionlist' ? 'text' : lang);
      return;
    }
    if (domain && domain !== 'py' && domain !== 'rst' && domain !== 'std') {
      return this.apiEntry(name, domain, [arg, ...argLines], content, sink);
    }
    // A project whose primary domain is C (set in its conf.py, not in the page) writes bare `.. function:: int
    // json_object_set(json_t *object, ...)`, `.. type:: json_t` and `.. member:: int line`: C's descriptions, named by
    // the C name, not by the first word as a Python signature would be.
    if (domain === '' && ((name === 'function' && C_SIGNATURE.test(arg.slice(0, 400))) || C_ONLY_OBJECTS.has(name))) {
      return this.apiEntry(name, 'c', [arg, ...argLines], content, sink);
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
      const title = inline([arg, ...argLines].join(' '));
      // In an object's description (psycopg2's "Transaction control methods and attributes" in `class connection`),
      // a rubric heads the members after it, up to the next rubric or the description's end.
      const group = this.rubricGroups[this.rubricGroups.length - 1];
      if (name === 'rubric' && group && group.depth === this.depth && title && !/^(?:Footnotes|References|Notes?)$/i.test(title)) {
        if (group.open) sink.close();
        sink.open(title);
        group.open = true;
        return;
      }
      sink.text(title);
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
      const text = listTable(content);
      if (text) sink.text(text);
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
    // Only a class's own description (not a function's, nor a note inside it) groups its members under rubrics.
    this.rubricGroups.push({ open: false, depth: nests ? this.depth + 1 : -1 });
    this.body(content, sink, false);
    if (this.rubricGroups.pop()!.open) sink.close();
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


  private table(table: Table, sink: Sink): number {
    this.pendingTarget = undefined;
    if (table.text) sink.text(table.text);
    return table.next;
  }
}
