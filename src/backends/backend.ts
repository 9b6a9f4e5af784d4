/**
 * The one interface both answer sources implement: the embedded engine (LocalBackend) and a backing
 * documentation API (RemoteBackend). Tools and the CLI talk only to this.
 * @module
 */

export type SourceReputation = 'High' | 'Medium' | 'Low' | 'Unknown';

/** A library entry as SPEC.md 2.1 describes it. Optional fields are left out of the text when absent. */
export interface LibrarySummary {
  /** `/org/project` */
  id: string;
  name: string;
  description?: string;
  /** Code snippets in the latest version. */
  codeSnippets: number;
  sourceReputation?: SourceReputation;
  /** 0-100 */
  benchmarkScore?: number;
  /** Newest first. */
  versions: string[];
}

/** Who is asking; forwarded to a backing API for identification, never with anything else. */
export interface CallContext {
  clientName?: string;
  clientVersion?: string;
  transport?: 'stdio' | 'http';
  /** API key, when the caller gave one. */
  apiKey?: string;
}

export interface QueryOptions {
  /** Answer budget in tokens (characters / 4). */
  tokens?: number;
}

export interface Backend {
  /** Libraries matching a name, best first; an empty list when none match. */
  resolveLibrary(libraryName: string, query: string, ctx?: CallContext): Promise<LibrarySummary[]>;
  /**
   * The Markdown answer for a library ID (`/org/project` or `/org/project/version`) and a question.
   * Throws LibdocsError: INVALID_LIBRARY_ID, LIBRARY_NOT_FOUND, VERSION_NOT_AVAILABLE, ...
   */
  queryDocs(libraryId: string, query: string, options?: QueryOptions, ctx?: CallContext): Promise<string>;
  close?(): void;
}
