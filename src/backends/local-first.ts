/**
 * Local-first (`--local-first`): the embedded index answers for the libraries it has, the backing API for the
 * rest. Resolving shows the local matches when there are any; a library ID the index holds is queried locally.
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

  async resolveLibrary(libraryName: string, query: string, ctx?: CallContext): Promise<LibrarySummary[]> {
    const local = await this.local.resolveLibrary(libraryName, query);
    return local.length > 0 ? local : this.remote.resolveLibrary(libraryName, query, ctx);
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
