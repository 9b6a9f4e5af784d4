/**
 * Local-first (`--local-first`): the embedded index answers for the libraries it has, the backing API for the
 * rest. Resolving shows the local matches by name when there are any, else the API's; a library ID the index
 * holds is queried locally.
 * @module
 */
import type { Backend, CallContext, LibrarySummary, QueryOptions } from './backend.ts';
import type { LocalBackend } from './local.ts';
import { parseLibraryId } from '../engine/library-meta.ts';

export class LocalFirstBackend implements Backend {
  private readonly local: LocalBackend;
  private readonly remote: Backend;

  constructor(local: LocalBackend, remote: Backend) {
    this.local = local;
    this.remote = remote;
  }

  /**
   * The index's libraries when one matches by name. Otherwise the backing API's (its catalog may have the
   * library by that name), then what the index matched by content; a miss is not fetched from npm here.
   */
  async resolveLibrary(libraryName: string, query: string, ctx?: CallContext): Promise<LibrarySummary[]> {
    const local = this.local.resolveMatches(libraryName, query);
    if (local.some((m) => !m.byContent)) return local.map((m) => m.summary);
    let remote: LibrarySummary[] = [];
    try {
      remote = await this.remote.resolveLibrary(libraryName, query, ctx);
    } catch (error) {
      if (local.length === 0) throw error;
    }
    return [...remote, ...local.map((m) => m.summary)];
  }

  async queryDocs(libraryId: string, query: string, options?: QueryOptions, ctx?: CallContext): Promise<string> {
    const id = parseLibraryId(libraryId)?.id;
    if (id && this.local.store.library(id)) return this.local.queryDocs(libraryId, query, options);
    return this.remote.queryDocs(libraryId, query, options, ctx);
  }

  close(): void {
    this.local.close();
    this.remote.close?.();
  }
}
