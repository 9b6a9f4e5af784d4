/**
 * Merging an assistant's server entry into the config file it already has: JSON with comments edited in place
 * (the rest of the file keeps its comments, trailing commas and layout), TOML by replacing or appending one table
 * and checking the result with a TOML parser, and the write itself (a backup first, then an atomic rename).
 * @module
 */
import { applyEdits, format, modify, parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { LibdocsError, messages } from '../errors.ts';

export function nest(path: string[], value: unknown): unknown {
  return path.reduceRight((inner, key) => ({ [key]: inner }), value);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const LAYOUT = { insertSpaces: true, tabSize: 2, eol: '\n' };

/** One edit, with only the inserted text laid out (formatting the whole edit would re-indent the neighbours). */
function editJson(text: string, path: (string | number)[], value: unknown, isArrayInsertion = false): string {
  const edits = modify(text, path, value, { isArrayInsertion });
  let out = applyEdits(text, edits);
  for (const { offset, content } of edits) out = applyEdits(out, format(out, { offset, length: content.length }, LAYOUT));
  return out;
}

/**
 * Puts `value` at `path` (and each of `inputs` into the top-level `inputs` list, by id) as edits to the text,
 * so the rest of the file keeps its comments, trailing commas and layout (Zed and VS Code allow both).
 */
export function mergeJson(existing: string | undefined, file: string, path: string[], value: unknown, inputs?: unknown[]): string {
  if (existing === undefined || existing.trim() === '') {
    const doc = nest(path, value) as Record<string, unknown>;
    return `${JSON.stringify(inputs ? { inputs, ...doc } : doc, null, 2)}\n`;
  }
  let text = existing;
  const errors: ParseError[] = [];
  const doc: unknown = parseJsonc(text, errors, { allowTrailingComma: true });
  if (errors.length) {
    const { error, offset } = errors[0]!;
    const line = text.slice(0, offset).split('\n').length;
    throw new LibdocsError('INVALID_ARGUMENT', messages.setupJsonInvalid(file, `${printParseErrorCode(error)} on line ${line}`));
  }
  if (!isObject(doc)) throw new LibdocsError('INVALID_ARGUMENT', messages.setupJsonShape(file, 'the top level is not a JSON object'));
  let node: unknown = doc;
  for (const key of path.slice(0, -1)) {
    node = (node as Record<string, unknown> | undefined)?.[key];
    if (node !== undefined && !isObject(node)) throw new LibdocsError('INVALID_ARGUMENT', messages.setupJsonShape(file, `"${key}" is not an object`));
  }
  text = editJson(text, path, value);
  for (const input of inputs ?? []) {
    const list = doc.inputs;
    if (list !== undefined && !Array.isArray(list)) throw new LibdocsError('INVALID_ARGUMENT', messages.setupJsonShape(file, '"inputs" is not a list'));
    const index = list?.findIndex((item) => isObject(item) && item.id === (input as { id: string }).id) ?? -1;
    text = !list ? editJson(text, ['inputs'], [input]) : index >= 0 ? editJson(text, ['inputs', index], input) : editJson(text, ['inputs', -1], input, true);
  }
  return text.endsWith('\n') ? text : `${text}\n`;
}

/**
 * Replaces the `[mcp_servers.<name>]` table (and its sub-tables) in a TOML file, or appends it; everything else,
 * comments included, stays as written. A TOML parser (smol-toml) checks the file before and the result after:
 * an entry already defined another way (inline, dotted keys) is refused rather than defined twice, and a result
 * that does not parse to exactly this entry is never written.
 */
export function mergeToml(existing: string | undefined, file: string, name: string, entry: { value: Record<string, unknown>; block: string }): string {
  let before: Record<string, unknown> = {};
  try {
    before = parseToml(existing ?? '');
  } catch (error) {
    throw new LibdocsError('INVALID_ARGUMENT', messages.setupTomlInvalid(file, tomlProblem(error)));
  }
  const lines = (existing ?? '').split('\n');
  const header = new RegExp(`^\\s*\\[\\s*mcp_servers\\s*\\.\\s*(?:"${escape(name)}"|'${escape(name)}'|${escape(name)})\\s*(?:\\.[^\\]]*)?\\]`);
  const out: string[] = [];
  let skipping = false;
  let replaced = false;
  for (const line of lines) {
    if (/^\s*\[/.test(line)) {
      const ours = header.test(line);
      if (ours && !replaced) out.push(...entry.block.split('\n'));
      replaced ||= ours;
      skipping = ours;
      if (ours) continue;
    }
    if (!skipping) out.push(line);
  }
  const servers = before.mcp_servers;
  if (!replaced && isObject(servers) && Object.hasOwn(servers, name)) throw new LibdocsError('INVALID_ARGUMENT', messages.setupTomlOtherForm(file, name));
  let text = out.join('\n').replace(/\n+$/, '');
  if (!replaced) text = `${text}${text ? '\n\n' : ''}${entry.block}`;
  text = `${text}\n`;
  let after: Record<string, unknown> | undefined;
  try {
    after = parseToml(text);
  } catch {
    // Left undefined: refused below.
  }
  const written = after && isObject(after.mcp_servers) ? after.mcp_servers[name] : undefined;
  if (JSON.stringify(written) !== JSON.stringify(entry.value)) throw new LibdocsError('INVALID_ARGUMENT', messages.setupTomlUnmergeable(file, name));
  return text;
}

/** smol-toml's message starts with the problem and its place, then shows the lines around it. */
function tomlProblem(error: unknown): string {
  return ((error as Error).message.split('\n')[0] ?? 'unreadable').replace(/[.:]\s*$/, '');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Writes the merged file through a temporary file; the previous file is first copied beside it (`<file>.bak`). */
export function writeMerged(target: { file: string; merge: (existing: string | undefined) => string }): string | undefined {
  const existing = existsSync(target.file) ? readFileSync(target.file, 'utf8') : undefined;
  const merged = target.merge(existing);
  mkdirSync(dirname(target.file), { recursive: true });
  let backup: string | undefined;
  if (existing !== undefined) {
    // The first backup is the user's own file: never replace it with a later one.
    backup = existsSync(`${target.file}.bak`) ? `${target.file}.bak-${new Date().toISOString().replace(/[:.]/g, '-')}` : `${target.file}.bak`;
    copyFileSync(target.file, backup);
  }
  const temp = `${target.file}.libdocs-${process.pid}.tmp`;
  // Keys may be in the file: a new one is private; an existing one keeps its permissions.
  writeFileSync(temp, merged, { mode: existing !== undefined ? statSync(target.file).mode & 0o777 : 0o600 });
  renameSync(temp, target.file);
  return backup;
}
