/**
 * What the index subcommands share: the --data-dir and --json flags, opening the store, and turning a
 * LibdocsError into a message on stderr and an exit code (only this outermost layer prints).
 * @module
 */
import { LibdocsError, messages, usageError } from '../errors.ts';
import { logToStderr, withoutTerminalControls } from '../printable.ts';
import { allowHosts } from '../address-guard.ts';
import { docSources } from '../config.ts';
import type { DocSources } from '../doc-sources.ts';
import { resolveDataDir } from '../data-dir.ts';
// The store alone, not engine/index.ts: setup, doctor and completions import this file and need no engine.
import { Store } from '../engine/store/store.ts';

export const dataDirArg = {
  'data-dir': { type: 'string', description: 'Index directory (default: $SERVICE_DATA_DIR or the platform data directory)' },
} as const;

/** What an npm package's documentation is fetched from, and which internal hosts may be reached (add, refresh). */
export const sourcesArgs = {
  sources: { type: 'string', description: "npm packages: all (their repository's docs at the version's tag, or their site's llms.txt, as well; default: $SERVICE_DOC_SOURCES or all) or npm-only" },
  'allow-host': { type: 'string', description: 'Hosts that may be internal addresses, comma-separated, besides $SERVICE_ALLOW_HOSTS (a company registry, git server or docs site)' },
} as const;

/** Reads --sources and --allow-host (throws a usage error for a bad --sources). */
export function applySourcesArgs(args: { sources?: string; 'allow-host'?: string }): DocSources {
  if (args['allow-host']) allowHosts(args['allow-host']);
  return docSources(args.sources);
}

export const jsonArg = {
  json: { type: 'boolean', description: 'Print the result as JSON' },
} as const;

/** Opens the index, runs `fn`, closes the index; failures become a clear message and a non-zero exit. */
export async function withStore(args: { 'data-dir'?: string }, fn: (store: Store) => Promise<void> | void): Promise<void> {
  let store: Store | undefined;
  try {
    store = Store.open(resolveDataDir(args['data-dir']));
    await fn(store);
  } catch (error) {
    fail(error);
  } finally {
    store?.close();
  }
}

export function fail(error: unknown): void {
  if (error instanceof LibdocsError) {
    // A message may quote a path, a package's name or a value it refused, as given: never a terminal's controls.
    logToStderr(`libdocs: ${error.message}`);
    process.exitCode = error.exitCode;
    return;
  }
  logToStderr(`libdocs: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}

/** Positional arguments must be present; citty does not say which one is missing in words users expect. */
export function required(value: string | undefined, what: string, usage: string): string {
  if (value === undefined || value.trim() === '') {
    throw usageError(messages.missingArgument(what, usage));
  }
  return value;
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Prints text made of what was indexed (answers, libraries' names and descriptions) to standard output, without a
 * terminal's control sequences: an index written before they were stripped at indexing may still hold them.
 */
export function printText(text: string): void {
  process.stdout.write(withoutTerminalControls(text));
}
