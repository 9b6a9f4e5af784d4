/**
 * The API names a question writes that a library version's documentation never mentions: `fs.glob` asked of
 * Node.js 20, `pg_stat_io` of PostgreSQL 15, an option an assistant guessed. The answer says so, so the caller
 * learns that the name is not in these docs (a newer version, another package, a guess) instead of reading the
 * nearest sections as if they documented it. Only names written as code count (dotted, `snake_case`,
 * `camelCase`): a plain word missing from the docs says nothing.
 * @module
 */
import type { Store, VersionRow } from '../store/store.ts';
import { isCompound, isDotted, joinedForm, nameSegments, termQuery, words } from './tokens.ts';

/** Names checked per question: each costs a full-text count. */
const MAX_NAMES = 5;

export function undocumentedNames(store: Store, version: VersionRow, question: string): string[] {
  const names = [...new Set(words(question.replace(ADDRESS, ' ')).filter(isApiName))].slice(0, MAX_NAMES);
  return names.filter((name) => !documented(store, version, name));
}

/** Addresses and Markdown link targets: `fs.html#fsreadfile` in a pasted link names no API. */
const ADDRESS = /\]\([^)\s]*\)|\b[a-z][a-z\d+.-]*:\/\/\S+/gi;

/** Written as code, and not a number, a version, an abbreviation (`e.g`) or the asker's own (`my_handler`). */
function isApiName(word: string): boolean {
  return isCompound(word) && !/^[\d.]+$|^[_.$]|[_.]$|^my[_A-Z]/.test(word) && nameSegments(word).some((s) => s.length > 1);
}

function documented(store: Store, version: VersionRow, name: string): boolean {
  const dotted = isDotted(name);
  const whole = dotted ? joinedForm(name) : name.toLowerCase();
  if (store.countMatches(version, termQuery({ text: whole, stem: whole, weight: 1 })) > 0) return true;
  if (!dotted) return false;
  // Reference pages name a member under its type, not as `Type.member` (Javadoc's `timeout` under `Connection`),
  // and an assistant's `Type.member` may name a member the docs show on another type: the member's own name,
  // as a heading or an identifier, is enough.
  const parts = nameSegments(name).map((s) => termQuery({ text: s.toLowerCase(), stem: s.toLowerCase(), weight: 1 }));
  const [first, last] = [parts[0]!, parts[parts.length - 1]!];
  return (
    store.countMatches(version, `{title breadcrumb idents} : (${first} AND ${last})`) > 0 ||
    store.countMatches(version, `{title idents} : ${last}`) > 0
  );
}
