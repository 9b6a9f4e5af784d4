/**
 * The API names a question writes that a library version's documentation never mentions: `fs.glob` asked of
 * Node.js 20, `pg_stat_io` of PostgreSQL 15, an option an assistant guessed. The answer says so, so the caller
 * learns that the name is not in these docs (a newer version, another package, a guess) instead of reading the
 * nearest sections as if they documented it. Only what is written as an API counts: a qualified name
 * (`fs.glob`), or a compound name in backticks or called (`` `nodeLinker` ``, `any_value()`). A bare
 * `created_at` or `fetchUsers` is more often the asker's own column or function, and `PostgreSQL` a product; so are
 * the names in code the asker pastes (a statement, `` `if (user.nickname) { ... }` ``, or a fenced block): a user's
 * story quotes their code, and the few-lines answer (see packAnswer) had cut the answers to such stories down to one
 * section. A module or object the docs never write is reported (`tomllib.load` asked of Python 3.10: a newer
 * version's), though it may be the asker's (`analytics.track`); a story gets the note only (see tellsStory).
 * @module
 */
import type { Store, VersionRow } from '../store/store.ts';
import { snippetText } from './fields.ts';
import { ftsPhrase, isCompound, isDotted, joinedForm, nameSegments, words } from './tokens.ts';

/** Names checked per question: each costs a few full-text counts. */
const MAX_NAMES = 5;

export function undocumentedNames(store: Store, version: VersionRow, question: string): string[] {
  const names = [...new Set(apiNames(question))].slice(0, MAX_NAMES);
  return names.filter((name) => !documented(store, version, name));
}

/** What the question writes as an API, outside addresses, paths and quoted text (an error's `role "app_user"`). */
function apiNames(question: string): string[] {
  // Paths and links are left out of the prose only: a path inside code (`import { parse } from './lib'`) is the code's,
  // and leaving it out there would pair the backticks the wrong way round.
  const text = question
    .split(CODE_SPAN)
    .map((part, i) => (i % 2 === 0 ? withoutPaths(part) : isPasted(part) ? ' ' : part))
    .join(' ')
    .replace(QUOTED, '$1 ');
  const out: string[] = [];
  for (const match of text.matchAll(NAME)) {
    const [, code, bare, called] = match;
    if (code !== undefined) {
      if (!isStatement(code)) out.push(...words(code).filter(isApiName));
    } else if (bare !== undefined && isApiName(bare) && (isDotted(bare) || called)) out.push(bare);
  }
  return out;
}

/**
 * Code in backticks that is a statement of the asker's program, not an API's name or signature: a block it ends with,
 * after a condition or a head (`` `if (user.nickname) { ... }` ``, `` `(req) => { ... }` ``, `` `void main() { ... }` ``), an
 * import or export, a declaration that assigns (`` `const x = load()` ``), or a definition (`def`, `fn`, `func`,
 * `function`, `class`). The names in it are the asker's own. An expression is not (`` `return fs.glob(p)` `` may name
 * the API asked about, `` `fs.glob(p, { withFileTypes: true })` `` passes options, `` `SELECT * FROM pg_stat_io;` ``
 * ends with a semicolon, `import('fs')` and `import.meta.dirname` are expressions), nor a C prototype (`` `const char
 * *sqlite3_column_label(sqlite3_stmt*, int)` ``).
 */
function isStatement(code: string): boolean {
  const trimmed = code.trim();
  return STATEMENT.test(trimmed) || BLOCK_STATEMENT.test(trimmed);
}

/** Code that ends with the block it opens after a head or an arrow; a call passing a callback is an expression. */
const BLOCK_STATEMENT = /(?:\)|=>)\s*\{[^]*\}\s*;?$/;

const STATEMENT =
  /^(?:(?:if|else|for|while|do|switch|try|catch)(?=[\s({])|(?:import|export)(?=[\s{])|(?:const|let|var)\s+[\w${}[\],\s]+?(?::[^=]*)?=|(?:async\s+)?(?:def|fn|func|function|class)\s|pub\s)/;

/** The question's code spans, read left to right: fenced blocks (``` or ~~~, closed) and inline code. */
const CODE_SPAN = /(```[\s\S]*?```|~~~[\s\S]*?~~~|`[^`\n]*`)/;

/**
 * Code the asker pastes: a fenced block, or inline code too long to be a name (NAME reads spans of up to 200
 * characters). Shorter spans stay as they are.
 */
function isPasted(span: string): boolean {
  return span.startsWith('```') || span.startsWith('~~~') || span.length > 202;
}

function withoutPaths(prose: string): string {
  return prose
    .split(/\s+/)
    .filter((token) => !/\/|\]\(/.test(token))
    .join(' ');
}

const QUOTED = /(^|[\s(\[{:=,])(["'])[^"'\n]{1,200}\2(?=$|[\s)\]},.;:!?])/g;
/** Code in backticks, or a name and whether a call's `(` follows it. */
const NAME = /`([^`\n]{1,200})`|([A-Za-z_$][\w$]*(?:(?:\.|::|->|#)[A-Za-z_$][\w$]*)*)(\s*\()?/g;

/** Written as code, and not a number, a version, an abbreviation (`e.g`) or the asker's own (`my_handler`). */
function isApiName(word: string): boolean {
  return isCompound(word) && !/^[\d.]+$|^[_.$]|[_.]$|^my[_A-Z]/.test(word) && nameSegments(word).some((s) => s.length > 1);
}

/**
 * A dotted name written in prose, not as code (a man page's `lfs.transfer.maxretries` in its constant-width font): the
 * full-text index holds it as its segments in a row, and so it holds "the Git LFS API" for `lfs.api`, stemmed words
 * and words across a comma. The sections that hold the segments must write the name itself.
 */
function writtenInProse(store: Store, version: VersionRow, name: string, segmentsPhrase: string): boolean {
  const rows = store.searchVersion(version, segmentsPhrase, PLAIN_WEIGHTS, PROSE_ROWS);
  if (rows.length === 0) return false;
  const written = new RegExp(`(?<![\\w$.:#>-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w$]|\\.[\\w$])`, 'i');
  return store.snippets(rows.map((r) => r.id)).some((s) => written.test(snippetText(s)));
}

/** Sections read to find a dotted name written in prose, and the full-text weights that find them (any order will do). */
const PROSE_ROWS = 20;
const PLAIN_WEIGHTS = [1, 1, 1, 1];

function documented(store: Store, version: VersionRow, name: string): boolean {
  const count = (match: string) => store.countMatches(version, match) > 0;
  const quoted = (text: string) => ftsPhrase(text.toLowerCase());
  if (!isDotted(name)) return count(quoted(name));
  if (count(quoted(joinedForm(name)))) return true;
  const segments = nameSegments(name);
  if (writtenInProse(store, version, name, quoted(segments.join(' ')))) return true;
  const [first, last] = [segments[0]!, segments[segments.length - 1]!];
  // Reference pages name a member under its type, not as `Type.member` (Javadoc's `timeout` under `Connection`),
  // and an assistant's `Type.member` may name a member the docs show on another type: the member's own name, as a
  // heading or an identifier, is enough; a compound member (`json_provider_class`) anywhere in the text.
  if (count(`{title breadcrumb idents} : (${quoted(first)} AND ${quoted(last)})`)) return true;
  if (count(isCompound(last) ? quoted(last) : `{title idents} : ${quoted(last)}`)) return true;
  // `process.env.NODE_ENV`: a documented object and a key of the asker's (a constant's capitals).
  return /^[A-Z\d_]+$/.test(last) && segments.length > 2 && count(quoted(joinedForm(segments.slice(0, -1).join('.'))));
}
