/**
 * TypeScript declaration files (`.d.ts`) as API reference: each exported function, class, interface, type,
 * enum and constant at the top level becomes a section titled by its name, with its JSDoc as the prose
 * (`@param` and `@returns` as a list, `@example` blocks as code) and its declaration as TypeScript code.
 * A member of a class, interface or object type (`PQueue.onIdle()`, `Chainable.and()`) that has JSDoc of its
 * own is an entry under its type, read the same way; the type's code keeps the members without JSDoc.
 * A scanner that knows strings, comments and bracket depth is enough here: declarations carry no bodies.
 * @module
 */
import { PageBuilder, Slugger } from './page.ts';
import type { ParsedPage } from '../types.ts';

const DECLARATION = /^(?:export\s+)(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(function|class|interface|type|enum|const|let|var|namespace)\s+([A-Za-z_$][\w$]*)/;

interface Declaration {
  kind: string;
  name: string;
  doc?: string;
  code: string;
  /** Members with JSDoc of their own, taken out of `code`. */
  members: Member[];
}

/** A member's entry: its title (`PQueue.onIdle()`), and each of its declarations (overloads, a getter's setter). */
interface Member {
  title: string;
  anchor: string;
  parts: { doc?: string; code: string }[];
}

export function parseDeclarations(text: string, fileName: string): ParsedPage {
  const out = new PageBuilder();
  const seen = new Map<string, number>();
  // Anchors are unique on the page: `interface A` and `const A`, `V['a b']` and `V['a-b']` each have one of their own.
  const anchors = new Slugger();
  for (const d of declarations(text)) {
    // Overloads of one function share a section.
    const key = `${d.kind} ${d.name}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count === 1) out.heading(2, headingFor(d), anchors.unique(d.name.toLowerCase()));
    documented(out, d.doc, d.code);
    for (const member of d.members) {
      out.open(member.title, anchors.unique(member.anchor));
      for (const part of member.parts) documented(out, part.doc, part.code);
      out.close();
    }
  }
  return out.page(fileName.replace(/\.d\.[cm]?ts$/, ''), undefined, false);
}

/** A declaration's JSDoc as prose, then its code, then its `@example` blocks. */
function documented(out: PageBuilder, doc: string | undefined, code: string): void {
  if (doc) {
    const { prose, examples } = readJsDoc(doc);
    if (prose) out.text(prose);
    out.code(code, 'ts');
    for (const example of examples) out.code(example, 'ts');
  } else {
    out.code(code, 'ts');
  }
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
    if (match) {
      const kind = match[1]!;
      const name = match[2]!;
      const code = kind === 'class' ? publicMembers(statement) : statement;
      out.push({ kind, name, doc, ...(MEMBERED.has(kind) ? documentedMembers(code, kind, name) : { code, members: [] }) });
    }
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

/** Declarations whose object types have members: a class's or interface's body, a type's or a constant's `{ … }`. */
const MEMBERED = new Set(['class', 'interface', 'type', 'const', 'let', 'var']);

/**
 * The members with JSDoc of a declaration's object types (a class's or interface's body, `{ … }` at the top of a
 * type, also inside `Omit<{ … }, K>`, not a parameter's type), each an entry titled by the type's name and its own;
 * and the declaration's code without them. Not the declaration's members: an object type in type arguments or type
 * parameters (`extends Base<{ … }>`, `<T extends { … }>`), save the first argument of `Omit`, `Pick`, `Partial`,
 * `Readonly` and `Required`; a function type's return type (`() => { … }`); the extends clause of a conditional type
 * (`T extends { … } ? …`). A member without JSDoc right after one of the same name (an overload, a getter's setter)
 * goes with it; members of one title in several bodies (`{ kind: 'a' } | { kind: 'b' }`) are one entry. One pass
 * over the declaration: each member is scanned once, its head read from a bounded prefix.
 */
function documentedMembers(code: string, kind: string, typeName: string): { code: string; members: Member[] } {
  const members: Member[] = [];
  const byTitle = new Map<string, Member>();
  const cuts: [number, number][] = [];
  /** Depth in `{`, `(` and `[`; `<` at depth 0 is counted in `angles`. */
  let depth = 0;
  /** The open `<` at depth 0, each `true` while it is the first argument of a type that keeps the object's members. */
  const angles: boolean[] = [];
  /** How many of `angles` are not. */
  let blocked = 0;
  /** A function type's `=>` came (what follows is its return type), or a conditional type's `extends` (up to its `?`). */
  let returned = false;
  let condition = false;
  const heritage = kind === 'class' || kind === 'interface';
  let i = 0;
  while (i < code.length) {
    const c = code[i]!;
    const skipped = skipStringOrComment(code, i);
    if (skipped !== undefined) {
      i = skipped;
      continue;
    }
    if (depth === 0) {
      if (c === '{' && blocked === 0 && !returned && !condition) {
        i = bodyMembers(code, i + 1, typeName, members, byTitle, cuts);
        continue;
      }
      if (c === '<') {
        const keeps = KEEPS_MEMBERS.test(code.slice(Math.max(0, i - 12), i));
        angles.push(keeps);
        if (!keeps) blocked++;
      } else if (c === '>' && code[i - 1] === '=') {
        if (angles.length === 0) returned = true;
      } else if (c === '>' && angles.length > 0) {
        if (!angles.pop()) blocked--;
      } else if (c === ',' && angles.length > 0 && angles[angles.length - 1]) {
        angles[angles.length - 1] = false;
        blocked++;
      } else if (angles.length === 0 && !heritage) {
        if (c === '?') condition = false;
        else if (c === 'e' && code.startsWith('extends', i) && !/[\w$]/.test(code[i - 1] ?? '') && !/[\w$]/.test(code[i + 7] ?? '')) condition = true;
      }
    }
    if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth = Math.max(0, depth - 1);
    i++;
  }
  if (cuts.length === 0) return { code, members };
  const kept: string[] = [];
  let copied = 0;
  for (const [start, end] of cuts) {
    kept.push(code.slice(copied, start));
    copied = end;
  }
  kept.push(code.slice(copied));
  // The members taken out leave their lines empty: a run of them is one blank line, as between groups of members.
  return { code: kept.join('').replace(BLANK_LINES, '\n\n'), members };
}

/** Two or more blank lines (blanks only) in a row. */
const BLANK_LINES = /\n(?:[ \t]*\n){2,}/g;

/** The end of what comes before a `<` whose first argument's members are the declaration's own (`Omit<{ … }, K>`). */
const KEEPS_MEMBERS = /(?:^|[^\w$.])(?:Omit|Pick|Partial|Readonly|Required)\s*$/;

/**
 * Reads the members of an object type from `start` (after its `{`) to its `}`, adding the documented ones to
 * `members` (joined to the entry of the same title in `byTitle`, from this body or another) and their places in `code`
 * (JSDoc, the member, the line break before them) to `cuts`. Returns the index after the `}`.
 */
function bodyMembers(code: string, start: number, typeName: string, members: Member[], byTitle: Map<string, Member>, cuts: [number, number][]): number {
  let i = start;
  let doc: [number, number] | undefined;
  /** The entry the member before went to, and that member's key. */
  let entry: Member | undefined;
  let lastKey: string | undefined;
  while (i < code.length) {
    const c = code[i]!;
    // Any blank TypeScript allows (a no-break space, a form feed, a byte order mark), not only spaces and line breaks.
    if (c === ';' || c === ',' || /\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '}') return i + 1;
    // Unbalanced: what closes is the declaration's, not this body's.
    if (c === ')' || c === ']') return i;
    if (code.startsWith('/**', i)) {
      const end = skipComment(code, i);
      doc = [i, end];
      i = end;
      continue;
    }
    if (code.startsWith('//', i) || code.startsWith('/*', i)) {
      i = skipComment(code, i);
      continue;
    }
    const next = memberEnd(code, i);
    // The line breaks before the body's `}` are not the member's.
    let end = next;
    while (end > i && /\s/.test(code[end - 1]!)) end--;
    const head = memberHead(code.slice(i, Math.min(end, i + HEAD_MAX)), typeName);
    const signature = dedent(code.slice(i, end), indentAt(code, i));
    if (doc && head) {
      const [open, close] = doc;
      const text = code.slice(open + 3, code.startsWith('*/', close - 2) && close - 2 >= open + 3 ? close - 2 : close);
      let member = byTitle.get(head.title);
      if (!member) {
        member = { title: head.title, anchor: head.anchor, parts: [] };
        byTitle.set(head.title, member);
        members.push(member);
      }
      member.parts.push({ doc: dedent(text, indentAt(code, open)), code: signature });
      cuts.push([lineStart(code, open), end]);
      entry = member;
    } else if (entry && head && head.key === lastKey) {
      entry.parts.push({ code: signature });
      cuts.push([lineStart(code, i), end]);
    } else {
      entry = undefined;
    }
    lastKey = head?.key;
    doc = undefined;
    i = Math.max(next, i + 1);
  }
  return i;
}

/** How much of a member its head is read from. */
const HEAD_MAX = 300;
/** Modifiers, `get`/`set`, `new`, then the name (an identifier, quoted, or in brackets) and what follows it. */
const MEMBER_HEAD = /^(?:(?:public|static|readonly|abstract|declare|override|accessor|async)\s+)*(?:(get|set)\s+(?=[\w$#'"[]))?(?:(new)\s*(?=[(<]))?([A-Za-z_$#][\w$]*|'[^'\n]*'|"[^"\n]*"|\[[^\]\n]*\])?\s*\??\s*([(<:])?/;

/** A member's entry title (`PQueue.onIdle()`, `PQueue.timeout`, `new PQueue()`), anchor, and the key its overloads share. */
function memberHead(head: string, typeName: string): { title: string; anchor: string; key: string } | undefined {
  const m = MEMBER_HEAD.exec(head);
  if (!m) return undefined;
  const [, accessor, construct, name, after] = m;
  const callable = !accessor && (after === '(' || after === '<');
  let title: string;
  let key: string;
  if (construct || (name === 'constructor' && callable)) [title, key] = [`new ${typeName}()`, 'new'];
  else if (!name) {
    if (!callable) return undefined;
    [title, key] = [`${typeName}()`, '()'];
  } else {
    const path = /^['"]/.test(name) ? `${typeName}[${name}]` : name.startsWith('[') ? `${typeName}${name}` : `${typeName}.${name}`;
    [title, key] = [callable ? `${path}()` : path, name];
  }
  const anchor = title.toLowerCase().replace(/[^\w$.]+/g, '-').replace(/^-|-$/g, '');
  return { title, anchor, key };
}

/** Words that go on a type from the line before (`A\n  extends B ? …`), not begin a member. */
const CONTINUES = new Set(['extends', 'infer', 'is', 'as', 'in', 'keyof', 'typeof', 'satisfies', 'asserts', 'unique']);

/**
 * Index after a member: its `;` or `,` outside brackets, or where the body closes or the next member's JSDoc opens, or
 * the line break after a complete type when the next line starts a member (declarations written without `;`).
 */
function memberEnd(code: string, start: number): number {
  let depth = 0;
  let angle = 0;
  let last = '';
  /** The line breaks before `looked` are followed by blanks only, up to what `starts` says of the next line. */
  let looked = -1;
  let starts = false;
  let i = start;
  while (i < code.length) {
    const c = code[i]!;
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(code, i);
      last = c;
      continue;
    }
    if (depth === 0 && code.startsWith('/**', i)) return i;
    if (code.startsWith('//', i)) {
      const end = code.indexOf('\n', i);
      i = end < 0 ? code.length : end;
      continue;
    }
    if (code.startsWith('/*', i)) {
      i = skipComment(code, i);
      continue;
    }
    if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') {
      if (depth === 0) return i;
      depth--;
    } else if (c === '<') angle++;
    else if (c === '>' && code[i - 1] !== '=' && angle > 0) angle--;
    else if ((c === ';' || c === ',') && depth === 0 && angle === 0) return i + 1;
    else if (c === '\n' && depth === 0 && angle === 0 && /[\w$)\]}'"`>]/.test(last)) {
      if (i >= looked) {
        let k = i + 1;
        while (k < code.length && /\s/.test(code[k]!)) k++;
        looked = k;
        let w = k;
        while (w < code.length && /[\w$]/.test(code[w]!)) w++;
        starts = /[\w$#'"[]/.test(code[k] ?? '') && !CONTINUES.has(code.slice(k, w));
      }
      if (starts) return i;
    }
    if (!/\s/.test(c)) last = c === '>' && code[i - 1] === '=' ? '=' : c;
    i++;
  }
  return i;
}

/** Columns of blanks before `at` when only blanks come before it on its line; 0 otherwise. */
function indentAt(code: string, at: number): number {
  const k = blanksFrom(code, at);
  return k === 0 || code[k - 1] === '\n' ? at - k : 0;
}

/** Where to cut from to take out what starts at `at` with its line: the line break before its indent. */
function lineStart(code: string, at: number): number {
  const k = blanksFrom(code, at);
  return k > 0 && code[k - 1] === '\n' ? k - 1 : at;
}

/** Where the run of spaces and tabs right before `at` starts. */
function blanksFrom(code: string, at: number): number {
  let k = at;
  while (k > 0 && (code[k - 1] === ' ' || code[k - 1] === '\t')) k--;
  return k;
}

/** Each line after the first without up to `indent` leading blanks. */
function dedent(text: string, indent: number): string {
  if (indent === 0 || !text.includes('\n')) return text;
  return text
    .split('\n')
    .map((line, n) => {
      if (n === 0) return line;
      let k = 0;
      while (k < indent && (line[k] === ' ' || line[k] === '\t')) k++;
      return line.slice(k);
    })
    .join('\n');
}

/** Index after a statement: its `;` at depth 0, or its closing `}` when it is a block at depth 0. */
function statementEnd(text: string, start: number): number {
  let depth = 0;
  let i = start;
  let sawBlock = false;
  while (i < text.length) {
    const c = text[i]!;
    const skipped = skipStringOrComment(text, i);
    if (skipped !== undefined) {
      i = skipped;
      continue;
    }
    if (c === '{' || c === '(' || c === '[') {
      if (c === '{' && depth === 0) sawBlock = true;
      depth++;
    } else if (c === '}' || c === ')' || c === ']') {
      depth--;
      if (depth === 0 && c === '}' && sawBlock) {
        // `interface X { }` ends here; `type X = { } | Y;` and `const x: { };` continue to their `;`, and so does what
        // the `{ }` is a type argument or parameter of (`class X extends Base<{ }> { }`, `function f<T extends { }>()`).
        const rest = /^\s*([;|&>,]|extends|\[)?/.exec(text.slice(i + 1))![1];
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

/** The index after a string or a comment that starts at `i`; undefined when none does. */
function skipStringOrComment(text: string, i: number): number | undefined {
  const c = text[i];
  if (c === '"' || c === "'" || c === '`') return skipString(text, i);
  if (text.startsWith('//', i) || text.startsWith('/*', i)) return skipComment(text, i);
  return undefined;
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
