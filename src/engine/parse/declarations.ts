/**
 * TypeScript declaration files (`.d.ts`) as API reference: each exported function, class, interface, type,
 * enum and constant at the top level becomes a section titled by its name, with its JSDoc as the prose
 * (`@param` and `@returns` as a list, `@example` blocks as code) and its declaration as TypeScript code.
 * A scanner that knows strings, comments and bracket depth is enough here: declarations carry no bodies.
 * @module
 */
import { PageBuilder } from './page.ts';
import type { ParsedPage } from '../types.ts';

const DECLARATION = /^(?:export\s+)(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(function|class|interface|type|enum|const|let|var|namespace)\s+([A-Za-z_$][\w$]*)/;

interface Declaration {
  kind: string;
  name: string;
  doc?: string;
  code: string;
}

export function parseDeclarations(text: string, fileName: string): ParsedPage {
  const out = new PageBuilder();
  const seen = new Map<string, number>();
  for (const d of declarations(text)) {
    // Overloads of one function share a section.
    const key = `${d.kind} ${d.name}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count === 1) out.heading(2, headingFor(d), d.name.toLowerCase());
    if (d.doc) {
      const { prose, examples } = readJsDoc(d.doc);
      if (prose) out.text(prose);
      out.code(d.code, 'ts');
      for (const example of examples) out.code(example, 'ts');
    } else {
      out.code(d.code, 'ts');
    }
  }
  return out.page(fileName.replace(/\.d\.[cm]?ts$/, ''), undefined, false);
}

function headingFor(d: Declaration): string {
  if (d.kind === 'function') return `${d.name}()`;
  if (d.kind === 'const' || d.kind === 'let' || d.kind === 'var') return d.name;
  return `${d.kind} ${d.name}`;
}

/** Top-level exported declarations with the JSDoc right before them. */
function declarations(text: string): Declaration[] {
  const out: Declaration[] = [];
  let i = 0;
  let doc: string | undefined;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (text.startsWith('/**', i)) {
      const end = text.indexOf('*/', i + 3);
      doc = text.slice(i + 3, end < 0 ? text.length : end);
      i = end < 0 ? text.length : end + 2;
      continue;
    }
    if (text.startsWith('/*', i) || text.startsWith('//', i)) {
      i = skipComment(text, i);
      continue;
    }
    const end = statementEnd(text, i);
    const statement = text.slice(i, end).trim();
    const match = DECLARATION.exec(statement);
    if (match) out.push({ kind: match[1]!, name: match[2]!, doc, code: match[1] === 'class' ? publicMembers(statement) : statement });
    doc = undefined;
    i = end;
  }
  return out;
}

/** A class as its users see it: private and protected members (and `#private`) left out. */
function publicMembers(declaration: string): string {
  const kept = declaration
    .split('\n')
    .filter((line) => !/^\s*(?:(?:private|protected)\b|#private;)/.test(line))
    .join('\n');
  return dropOrphanDocs(kept);
}

/**
 * Drops the JSDoc comments left without a member (followed by `}` or another JSDoc), each with the line break
 * before it. A scan from comment to comment: a regex for this rescans from every unclosed `/**`.
 */
function dropOrphanDocs(code: string): string {
  const parts: string[] = [];
  let copied = 0;
  let open = code.indexOf('/**');
  while (open !== -1) {
    const close = code.indexOf('*/', open + 3);
    if (close === -1) break;
    let before = open;
    while (before > copied && /\s/.test(code[before - 1]!)) before--;
    const newline = code.indexOf('\n', before);
    let after = close + 2;
    while (after < code.length && /\s/.test(code[after]!)) after++;
    const lastNewline = code.lastIndexOf('\n', after - 1);
    const next = code[after] === '}' || code.startsWith('/**', after);
    if (newline !== -1 && newline < open && lastNewline > close && next) {
      parts.push(code.slice(copied, newline));
      copied = lastNewline;
    }
    open = code.indexOf('/**', close + 2);
  }
  parts.push(code.slice(copied));
  return parts.join('');
}

/** Index after a statement: its `;` at depth 0, or its closing `}` when it is a block at depth 0. */
function statementEnd(text: string, start: number): number {
  let depth = 0;
  let i = start;
  let sawBlock = false;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(text, i);
      continue;
    }
    if (text.startsWith('//', i) || text.startsWith('/*', i)) {
      i = skipComment(text, i);
      continue;
    }
    if (c === '{' || c === '(' || c === '[') {
      if (c === '{' && depth === 0) sawBlock = true;
      depth++;
    } else if (c === '}' || c === ')' || c === ']') {
      depth--;
      if (depth === 0 && c === '}' && sawBlock) {
        // `interface X { }` ends here; `type X = { } | Y;` and `const x: { };` continue to their `;`.
        const rest = /^\s*([;|&]|extends|\[)?/.exec(text.slice(i + 1))![1];
        if (!rest && !/^\s*(export\s+)?(declare\s+)?(type|const|let|var)\b/.test(text.slice(start))) return i + 1;
      }
    } else if (c === ';' && depth <= 0) {
      return i + 1;
    } else if (c === '\n' && depth <= 0 && !sawBlock && /^\s*(import|export\s*\{|export\s*\*)/.test(text.slice(start, i))) {
      return i + 1;
    }
    i++;
  }
  return text.length;
}

function skipString(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

function skipComment(text: string, start: number): number {
  if (text.startsWith('//', start)) {
    const end = text.indexOf('\n', start);
    return end < 0 ? text.length : end + 1;
  }
  const end = text.indexOf('*/', start + 2);
  return end < 0 ? text.length : end + 2;
}

/** JSDoc → prose (description, then @param/@returns/@deprecated as list items) and @example code. */
function readJsDoc(doc: string): { prose: string; examples: string[] } {
  const lines = doc.split('\n').map((l) => l.replace(/^\s*\*\s?/, ''));
  const description: string[] = [];
  const tags: string[] = [];
  const examples: string[] = [];
  let current: string[] | undefined = description;
  let example: string[] | undefined;
  const flushExample = () => {
    if (example) {
      const code = example.join('\n').trim().replace(/^```\w*\n?|\n?```$/g, '').trim();
      if (code) examples.push(code);
    }
    example = undefined;
  };
  for (const line of lines) {
    const tag = /^@(\w+)\s*([^]*)$/.exec(line.trim());
    if (tag) {
      flushExample();
      const [, name, rest] = tag;
      if (name === 'example') {
        example = rest ? [rest] : [];
        current = undefined;
      } else if (name === 'param' || name === 'returns' || name === 'return' || name === 'deprecated' || name === 'throws' || name === 'default') {
        const param = /^(?:\{[^}]*\}\s*)?\[?([\w$.]+)(?:=[^\]]*)?\]?\s*(?:-\s*)?([^]*)$/.exec(rest ?? '');
        tags.push(name === 'param' && param ? `- \`${param[1]}\`: ${param[2]}` : `- ${name}: ${rest}`);
        current = tags;
      } else {
        current = undefined;
      }
      continue;
    }
    if (example) example.push(line);
    else if (current === tags && line.trim()) tags[tags.length - 1] += ` ${line.trim()}`;
    else if (current === description) description.push(line);
  }
  flushExample();
  const prose = [description.join('\n').trim(), tags.join('\n')].filter(Boolean).join('\n\n');
  return { prose: inlineTags(prose), examples };
}

/**
 * JSDoc inline links as their text: `{@link target | text}` and `{@link target text}` give the text,
 * `{@link target}` the target, `{@linkcode target}` the target as code.
 */
function inlineTags(prose: string): string {
  return prose.replace(/\{@(link|linkcode|linkplain)\s+([^\s|}]+)(?:\s*\|\s*|\s+)?([^}]*)\}/g, (_, kind: string, target: string, text: string) => {
    if (text.trim()) return text.trim();
    return kind === 'linkcode' ? `\`${target}\`` : target;
  });
}
