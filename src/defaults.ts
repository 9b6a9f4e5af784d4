/**
 * Every default value in one place: ports, time limits, sizes, budgets and request limits. Each states its unit
 * in its name or comment; README.md ("Limits", "Configuration") documents the ones a user can change, and the
 * flag or variable that changes them. Tuning constants of a single algorithm (a ranking weight, a parser's
 * heuristic threshold) stay beside the algorithm.
 * @module
 */

/** The server's start-up options when none are given (SPEC.md 4.3: stdio; port 3000 over HTTP). */
export const SERVER_DEFAULTS = { transport: 'stdio', port: 3000, host: '127.0.0.1' } as const;

/** A timeout variable (SERVICE_API_TIMEOUT_MS and the like) must lie in this range, in milliseconds. */
export const TIMEOUT_VARIABLE_RANGE_MS = { min: 100, max: 60_000 } as const;

// HTTP server

/** Time limits on a connection, in milliseconds. */
export interface HttpLimits {
  /** From the connection's first byte until the request headers are complete (slow-header clients). */
  headersTimeoutMs: number;
  /** Until the whole request, body included, has arrived (trickled bodies). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
}
export const HTTP_LIMITS: HttpLimits = { headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, keepAliveMs: 5_000 };
/** Requests served at once; more wait for nothing and get 503 with Retry-After. */
export const MAX_CONCURRENT = 256;
/** On SIGTERM, how long requests in flight may take to finish, in milliseconds. */
export const DRAIN_MS = 10_000;
/** Largest request body read, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Most request headers read from one request. */
export const MAX_HEADERS_COUNT = 100;

// Access

/** Requests per hour by tier, over --rate-limits / SERVICE_RATE_LIMITS: enough for one developer's assistant without a key; keys for teams and heavy use. */
export const DEFAULT_RATE_LIMITS = { anonymous: 600, free: 2_000, pro: 10_000, enterprise: 50_000 };
/** The window the hourly limits count in, in milliseconds. */
export const RATE_WINDOW_MS = 3_600_000;
/** Each fetch from the OAuth authorization server (metadata, keys), in milliseconds. */
export const OAUTH_FETCH_TIMEOUT_MS = 5_000;
/** How long the authorization server's metadata is kept, in milliseconds. */
export const OAUTH_METADATA_TTL_MS = 10 * 60_000;
/** Clock difference allowed when checking a token's times, in seconds. */
export const OAUTH_CLOCK_SKEW_S = 30;

// Tools and answers

/** Longest accepted question (`query`), in characters. */
export const QUERY_MAX = 2000;
/** Longest accepted `libraryName`, in characters. */
export const LIBRARY_NAME_MAX = 200;
/** Longest accepted `libraryId`, in characters. */
export const LIBRARY_ID_MAX = 300;
/** The answer's token budget when the caller names none (characters / 4, as the evaluation counts). */
export const DEFAULT_TOKENS = 2450;
/** The answer's token budget a caller may ask for (--tokens, the API's `tokens`). */
export const TOKENS_RANGE = { min: 100, max: 100_000 } as const;

// Backing API (SERVICE_API_URL)

/** Per attempt, in milliseconds (SERVICE_API_TIMEOUT_MS changes it). */
export const ATTEMPT_TIMEOUT_MS = 15_000;
/** A whole call with its retries, in milliseconds. */
export const CALL_BUDGET_MS = 25_000;
/** Waits before the second and third attempts, in milliseconds. */
export const RETRY_DELAYS_MS: readonly number[] = [300, 1_000];
/** A Retry-After longer than this, in seconds, is not waited for: the caller is told instead. */
export const MAX_RETRY_AFTER_S = 3;
/** `libdocs doctor`'s check of the backing API, in milliseconds. */
export const DOCTOR_API_TIMEOUT_MS = 5_000;

// Sources

/** Fetching and indexing a library from npm on a resolve miss, in milliseconds (`libdocs add` has no limit). */
export const ON_MISS_TIMEOUT_MS = 8_000;
/** One web page, in milliseconds. */
export const PAGE_TIMEOUT_MS = 15_000;
/** Largest web page read, in bytes. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
/** Redirects followed for one web page. */
export const MAX_REDIRECTS = 5;
/** A git clone or fetch, in milliseconds. */
export const CLONE_TIMEOUT_MS = 120_000;

/** What an archive (an npm tarball) may unpack to. */
export interface TarLimits {
  /** All files together, in bytes. */
  maxTotalBytes: number;
  /** One file, in bytes. */
  maxFileBytes: number;
  /** Entries of any kind. */
  maxFiles: number;
}
export const DEFAULT_TAR_LIMITS: TarLimits = { maxTotalBytes: 200 * 1024 * 1024, maxFileBytes: 5 * 1024 * 1024, maxFiles: 5_000 };

/** Bounds on a page's shape before a parser sees it (engine/parse/bounds.ts). */
export const PARSE_LIMITS = {
  /** Characters of one Markdown block (paragraph, table, list run) handed to micromark in one piece. */
  blockChars: 4096,
  /** ...except an HTML block up to this size (a `<table>` of a Jekyll page's reference), which stays whole. */
  htmlBlockChars: 65_536,
  /** Characters of container markers and indentation (`>`, `-`, `1.`, spaces) kept at the start of a line. */
  prefixChars: 64,
  /** Open HTML elements kept; deeper opening tags are dropped (their text stays). */
  htmlDepth: 128,
  /**
   * Open container directives (`:::note` boxes) kept in Markdown; a deeper opener is text. micromark's reading of a
   * raw HTML block (`<pre>`) under hundreds of unclosed boxes is quadratic (a fuzzed page: 5.8 KB 3.2 s, 11.6 KB 12 s).
   */
  directiveDepth: 16,
  /**
   * Work the MDX reader may do on a page's `{…}` expressions (see mdxExpressionWork): about 60 ms. It reads each
   * expression again from its start at every `}` in it, so one long array of objects costs the square of its length
   * (142 KB took 22 s); below this bound that square stays small beside the page's own reading. Of 390 real MDX pages
   * measured, 385 need less (Mastra's five largest API pages, up to 1.2 million, are read as Markdown).
   */
  mdxExpressionWork: 500_000,
};
