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

/** A version's figures in the index (for /api/v2/libs/search). */
export interface VersionStats {
  /** ISO time of indexing. */
  indexedAt: string;
  tokens: number;
  codeSnippets: number;
  infoSnippets: number;
}

/** One part of an answer as data, best first (for /api/v2/context?type=json). */
export interface AnswerPart {
  title: string;
  /** The page it came from, with the section's anchor. */
  source: string;
  /** Headings from the page's title down to the part. */
  path: string[];
  /** The prose of the part, paragraphs separated by blank lines. */
  description: string;
  code: { language: string; code: string }[];
  /** The part as the Markdown answer shows it. */
  text: string;
}

/**
 * What the documentation API (`/api/v2/*`) needs besides the tools' calls; only the embedded engine serves it
 * (a server backed by another API does not serve /api).
 */
export interface ApiBackend extends Backend {
  /** Figures of a library's version, else of its latest; undefined when the library has none. */
  versionStats(libraryId: string, version: string | undefined): VersionStats | undefined;
  /** The answer as parts, without npm-on-miss. Throws LibdocsError like queryDocs. */
  answerParts(libraryId: string, query: string, options?: QueryOptions): AnswerPart[];
}
