/**
 * Every user-facing failure: one error type with a stable code, and every message of SPEC.md section 7
 * (gist + recommended next step) in one place. Only the outermost layer (a tool result, the CLI) prints.
 *
 * Longer than most modules on purpose: it is the one place to read, word and review everything a user is told
 * when something fails; split, a message would again be looked for in the module that raises it.
 * @module
 */

import { TOKENS_RANGE } from './defaults.ts';
import { printable } from './printable.ts';

export type ErrorCode =
  | 'NO_LIBRARY_MATCH'
  | 'INVALID_LIBRARY_ID'
  | 'LIBRARY_NOT_FOUND'
  | 'VERSION_NOT_AVAILABLE'
  | 'INVALID_API_KEY'
  | 'RATE_LIMITED'
  | 'SECRET_IN_QUERY'
  | 'INVALID_ARGUMENT'
  | 'STORE_UNAVAILABLE'
  | 'STORE_BUSY'
  | 'STORE_DAMAGED'
  | 'STORE_READ_ONLY'
  | 'NO_DOCUMENTATION'
  | 'SOURCE_NOT_FOUND'
  | 'BACKEND_UNREACHABLE'
  /** The backing API refused the key's plan or quota (HTTP 402); SPEC 7's rate limit is HTTP 429. */
  | 'PAYMENT_REQUIRED'
  /** The HTTP server could not listen on its address and port. */
  | 'LISTEN_FAILED'
  /** Indexing stopped at its time limit. */
  | 'TIMED_OUT'
  /** A source was fetched but refused: a damaged or oversized archive, an internal address. */
  | 'SOURCE_REFUSED'
  | 'INTERNAL';

export class LibdocsError extends Error {
  readonly code: ErrorCode;
  /** Process exit code when this reaches the CLI's top level. */
  readonly exitCode: number;
  /** `options.cause`: the error this one wraps, for the log and for a debugger (never shown to the user). */
  constructor(code: ErrorCode, message: string, exitCode = 1, options?: ErrorOptions) {
    super(message, options);
    this.name = 'LibdocsError';
    this.code = code;
    this.exitCode = exitCode;
  }
}

export const messages = {
  noLibraryMatch: (name: string) =>
    `No libraries found matching "${name}". Try another name or spelling, check for typos, ` +
    `or try a related library; if the library is not indexed yet, add it with \`libdocs add <source>\`.`,
  /** resolve-library-id found nothing locally, and then nothing acceptable on npm (or did not look there). */
  noLibraryMatchAfterNpm: (name: string, reason: string, looked: boolean) =>
    `${messages.noLibraryMatch(name)} (${looked ? 'Also looked in the npm registry' : 'Not looked up in the npm registry'}: ${reason}.)`,
  /** Put first in the description of a library matched by its documentation rather than its name. */
  contentMatch: (name: string, evidence: { kind: 'subject' | 'namespace'; titles: string[] }) =>
    `[Not a name match: no indexed library is named "${name}"; this one ` +
    (evidence.kind === 'subject' ? `has a page or entry about it ("${evidence.titles[0]}")` : `documents entries named ${evidence.titles.join(', ')}`) +
    '. Check that it is the library meant.]',
  /** The description of a library fetched from npm on a miss; `description` is already filtered. */
  fetchedFromNpm: (pkg: string, description: string | undefined, withheld: string | undefined) =>
    `[Fetched just now from the npm registry (package ${pkg}), not a library the user indexed: check that it is the library meant.] ` +
    (withheld ? `(The package's description was withheld: ${withheld}.)` : description ? `npm description: ${description}` : '(The package has no description.)'),
  invalidLibraryId: (id: string) =>
    `Documentation not found or not finalized for this library: "${id}" is probably an invalid library ID. ` +
    `Library IDs have the form /org/project or /org/project/version; call resolve-library-id to get a valid one.`,
  libraryNotFound: (id: string) =>
    `The library "${id}" does not exist. Try a different library ID: search with resolve-library-id and check the spelling.`,
  versionNotAvailable: (id: string, version: string, available: string[]) =>
    `Version "${version}" of ${id} is not available. Available versions: ${available.join(', ') || 'none'}. ` +
    `Use one of them as ${id}/<version>, or leave the version out for the latest.`,
  /**
   * `where` names the source of the key (`--api-key`, `SERVICE_API_KEY`, a header), never the key itself. libdocs
   * has no dashboard: a new key comes from whoever runs the server that checks it (`libdocs keys create`), or,
   * for a key forwarded to a backing API, from whoever runs that API.
   */
  invalidApiKey: (where: string, problem = 'it is malformed, revoked, or does not start with svcsk', issuer: 'server' | 'backing-api' = 'server') =>
    // The next step comes before the checks: some clients show only the first 300 or so characters.
    `Invalid API key (from ${where}): ${problem}. ` +
    (issuer === 'server'
      ? `For a new key, ask the operator of this libdocs server, who creates one with \`libdocs keys create\` (run it yourself if the server is yours). `
      : `For a new key, ask whoever runs the backing API (SERVICE_API_URL); a libdocs server's operator creates one with \`libdocs keys create\`. `) +
    'Check the key: keys start with the svcsk prefix; remove stray spaces or quotes and confirm the key is still active.',
  /** With the caller's tier, the next step is the one that helps that caller. */
  rateLimited: (retryAfterSeconds?: number, tier?: 'anonymous' | 'free' | 'pro' | 'enterprise', limit?: number) =>
    `Rate limited or quota exceeded${retryAfterSeconds !== undefined ? ` (retry after ${retryAfterSeconds} s)` : ''}. ` +
    (tier === undefined
      ? `Add a free API key if you are anonymous, wait for the window to reset, reduce how often you call, or upgrade the plan for higher limits.`
      : `${tier === 'anonymous' ? 'Anonymous callers' : `The ${tier} tier`} may make ${limit} requests per hour. ` +
        (tier === 'anonymous'
          ? 'Add a free API key (ask the server operator, or run `libdocs keys create` for your own server) for a higher limit, or wait for the window to reset.'
          : tier === 'enterprise'
            ? 'Wait for the window to reset, or reduce how often you call.'
            : 'Wait for the window to reset, reduce how often you call, or upgrade the key to a higher tier.')),
  rateLimitedBatch: (calls: number, remaining: number) =>
    `This batch holds ${calls} tool calls, each counted as a request; ${remaining} remain in this window: send fewer at once.`,
  secretInQuery: (field: string, kind: string) =>
    `Refused: the ${field} appears to contain ${kind}. Queries can be forwarded to a documentation service and ` +
    `logged, so they must never contain secrets, credentials, tokens, passwords or personal data. Nothing was ` +
    `looked up. Ask again ` +
    `without it, describing the problem in words (for example "how do I pass an API key in a request header"). ` +
    `If this was a real credential, consider it exposed and rotate it.`,
  backendUnreachable: (url: string, reason: string) =>
    `The backing documentation API at ${url} is unreachable (${reason}). Check the network and SERVICE_API_URL ` +
    `(and HTTPS_PROXY/NO_PROXY if a proxy is needed), then try again; unset SERVICE_API_URL to answer from the local index.`,
  libraryNotFinalized: (id: string) =>
    `Documentation not found or not finalized for this library: ${id} is still being indexed by the backing API. ` +
    `Try again in a few minutes, or call resolve-library-id for another library.`,
  paymentRequired: (detail?: string) =>
    `The backing API refused the request for the plan or quota of this key${detail ? ` (${detail})` : ''}. ` +
    `Check the key's plan, or upgrade it for higher limits.`,
  /** SSRF refusal: a host other than the one the user named resolved to an internal address. */
  internalAddress: (host: string, address: string, range: string) =>
    `refused: ${host} is an internal address (${address}, ${range}); only the host you named, or one listed in ` +
    'SERVICE_ALLOW_HOSTS or --allow-host, may be internal',
  gitRedirect: (what: string, reason: string) =>
    `${what}: ${reason}. The server redirects to another address, which libdocs does not follow for git (it could ` +
    `lead to an internal address). If the repository moved, add it at its new address.`,
  indexingTimedOut: (source: string, seconds: number) =>
    `Indexing ${source} was stopped after ${seconds} s, the time limit for fetching a library on a miss. Add it ` +
    `with \`libdocs add ${source.replace(/@[^@]*$/, '')}\`, which has no time limit, then try again.`,
  /** OAuth: the authorization server's key set could not be fetched or used, so no token can be checked. */
  authServerKeysUnavailable: (jwksUri: string, reason: string) =>
    `The authorization server's signing keys at ${jwksUri} could not be had (${reason}), so the access token ` +
    `cannot be checked: this is not a problem with the token. Retry shortly; if it persists, the server's ` +
    `operator should check the authorization server (AUTH_SERVER_URL) and its jwks_uri.`,
  /** HTTP 406 on /mcp: the Accept header allows neither form of answer. */
  notAcceptable: (accept: string) =>
    `Not Acceptable: this server answers MCP requests with application/json or text/event-stream, and ` +
    `Accept: ${accept} allows neither. Send Accept: application/json, text/event-stream (or leave Accept out).`,
  /** The index file cannot be opened at all: permissions, a directory in its place, not a database. */
  indexUnopenable: (path: string, reason: string, damaged: boolean) =>
    damaged
      ? `The index at ${path} is damaged (${reason}). Move it aside and add your libraries again ` +
        `(libdocs add), or choose another --data-dir.`
      : `The index at ${path} cannot be opened (${reason}). Check that it is a file this user may read, ` +
        `or choose another --data-dir.`,
  /** Part of the index (typically the full-text index) is damaged; found by a check or by a query. */
  indexDamaged: (path: string, reason: string) =>
    `The index at ${path} is damaged (${reason}): its pages are not what libdocs wrote. Run ` +
    `\`libdocs doctor --repair\` to rebuild it from what is intact (the damaged file is kept beside it); if that ` +
    `cannot, move the file aside and add your libraries again (libdocs add).`,
  indexUnrepairable: (path: string, reason: string) =>
    `The index at ${path} cannot be repaired: its documentation cannot be read (${reason}). Nothing was changed. ` +
    `Move the file aside and add your libraries again (libdocs add), or choose another --data-dir.`,
  /** Writing was needed (add, refresh, remove, keys, a schema upgrade) and the index is only readable. */
  readOnlyNoFetch: (path: string) =>
    `The index at ${path} is read-only for this user: libraries it lacks are not fetched from npm (ask its owner to add them, or use --data-dir with an index you may write).`,
  indexReadOnly: (path: string, doing: string) =>
    `The index at ${path} is read-only for this user, so it cannot ${doing}. Reading works as it is: ` +
    `run this as the user who owns the index, or choose a writable --data-dir.`,
  /** `libdocs add` found nothing to index; `looked` says what it searched for. */
  noDocumentation: (source: string, looked: string) =>
    `No documentation found in ${source}: looked for ${looked}. Nothing was added. Point libdocs add at the ` +
    `folder, archive or site that holds the documentation.`,
  unexpectedToolError: (tool: string) =>
    `libdocs hit an unexpected error while running ${tool}. Try again; if it keeps happening, report it with the ` +
    `server's stderr log.`,

  // Command line and environment (exit code 2). Each names the flag or variable and says what to do.
  unknownOption: (flag: string, suggestion?: string) =>
    `Unknown option ${flag}.${suggestion ? ` Did you mean ${suggestion}?` : ''} Run \`libdocs --help\` for the options.`,
  optionNeedsValue: (flag: string, example: string) => `${flag} needs a value, for example ${example}.`,
  optionTakesNoValue: (flag: string) => `${flag} is a switch and takes no value: write ${flag} alone.`,
  optionRepeated: (flag: string) => `${flag} is given more than once; give it once.`,
  unexpectedArgument: (arg: string, subcommands: readonly string[]) =>
    subcommands.includes(arg)
      ? `Unexpected argument "${arg}": a subcommand must come first, as in \`libdocs ${arg} ...\`.`
      : `Unexpected argument "${arg}". The server takes only options; subcommands are ${subcommands.join(', ')}. ` +
        `Run \`libdocs --help\` for usage.`,
  invalidTransport: (value: string) => `--transport must be stdio or http (got "${value}").`,
  invalidPort: (value: string) => `--port must be a whole number from 1 to 65535 (got "${value}").`,
  portNeedsHttp: () =>
    `--port only applies to the HTTP transport: add --transport http, or remove --port (stdio uses no port).`,
  oauthOnStdio: (where: string) =>
    `${where} holds an OAuth access token, but OAuth works only over HTTP: point an OAuth-capable client at ` +
    `/mcp/oauth of a libdocs HTTP server. On stdio, use an API key (svcsk...) or none.`,
  flagNeedsHttp: (flag: string) => `${flag} applies only to the HTTP server: add --transport http, or leave ${flag} out.`,
  invalidOrigin: (source: string, origin: string) =>
    `${source}: "${origin}" is not an origin. Write scheme, host and port only, for example https://app.example.com or http://localhost:5173 (or * for any).`,
  portInUse: (host: string, port: number) =>
    `Port ${port} is already in use on ${host}. Stop the program using it, or start libdocs with another --port (clients must then use that port).`,
  cannotListen: (host: string, port: number, reason: string) =>
    `Cannot listen on ${host}:${port} (${reason}). Check --host and --port.`,
  invalidHost: (host: string) =>
    `--host must be an address or a host name, such as 127.0.0.1, 0.0.0.0, ::1 or localhost (got "${host}"). ` +
    `Give the port with --port, and no scheme.`,
  hostNeedsHttp: () =>
    `--host only applies to the HTTP transport: add --transport http, or remove --host (stdio uses no address).`,
  apiKeyNeedsStdio: () =>
    `--api-key works only with --transport stdio. Over HTTP each client sends its key in a header ` +
    `(SERVICE_API_KEY, Service-API-Key, X-API-Key, or Authorization: Bearer <key>): remove --api-key.`,
  emptyValue: (flag: string) => `${flag} cannot be empty.`,
  // The field's value is not repeated: this message can reach an assistant (a library fetched on a resolve miss).
  injectionInLibraryField: (field: string, rule: string, flag: string) =>
    `The library's ${field} reads as instructions to an AI assistant (possible prompt injection: ${rule}), so libdocs ` +
    `does not index it. If the source is trustworthy, give the library another ${field} with ${flag}.`,
  invalidTimeoutVariable: (name: string, value: string) =>
    `${name} must be a whole number of milliseconds from 100 to 60000 (got "${value}"). Fix it or unset ${name}.`,
  invalidUrlVariable: (name: string, value: string) =>
    `${name} must be an http:// or https:// URL (got "${value}"). Fix it or unset ${name}.`,
  // libdocs setup
  setupRemoteNotUrl: (given: string) => `--remote must be the server's http(s) URL, for example http://127.0.0.1:3000/mcp (got "${given}").`,
  invalidServerName: (name: string) =>
    `--name "${name}" may contain only letters, digits, "-" and "_" (what assistants accept as a server name), for example libdocs-v2.`,
  unknownAssistant: (given: string, known: readonly string[]) => {
    const near = known.filter((name) => name.startsWith(`${given}-`));
    return `Unknown assistant "${given}".${near.length ? ` Did you mean ${near.join(' or ')}?` : ''} Choose one of: ${known.join(', ')}.`;
  },
  setupClaudeBoth: () =>
    `"claude" can mean Claude Code or Claude Desktop, which keep their servers in different files: both entries follow. ` +
    `Use the command under the one you mean (claude-code or claude-desktop).`,
  setupWhichClaude: (commands: string[]) =>
    `"claude" can mean Claude Code or Claude Desktop, which keep their servers in different files, so libdocs wrote nothing. ` +
    `Say which: for Claude Code (the \`claude\` command in a terminal), ${commands[0]}; for Claude Desktop (the app), ${commands[1]}.`,
  setupDesktopBridge: (url: string, apiUrl: string) =>
    `Claude Desktop's config file starts only programs on this machine (a connector added in its settings is reached from ` +
    `Anthropic's servers, so ${url} would have to be public), so this entry runs libdocs here and forwards both tools to ` +
    `the server's documentation API at ${apiUrl}, with the key if one is given.`,
  setupDesktopRemoteUrl: (url: string) =>
    `For Claude Desktop, --remote must be a libdocs server's /mcp URL, such as http://127.0.0.1:3000/mcp (got "${url}"): ` +
    `libdocs forwards to the /api beside it.`,
  setupRemoteRefused: (assistant: string) =>
    `If ${assistant} shows only "Failed to connect", the server may have refused the key: it answers HTTP 401 with the reason ` +
    `(and logs "POST /mcp 401"). A new key comes from the server's operator, who creates one with \`libdocs keys create\`.`,
  setupGeminiTrust: (name: string) =>
    `Gemini CLI starts MCP servers only in folders you trust: answer "trust" when it asks in the folder you work in ` +
    `(or run /permissions trust there). Until then \`gemini mcp list\` shows "${name}" as disabled.`,
  emptySetupKey: () => `--api-key is empty (an unset variable?): give the key itself, which starts with svcsk.`,
  spacedSetupKey: () => '--api-key must be the key alone, without spaces or quotes.',
  setupJsonInvalid: (file: string, problem: string) =>
    `${file} is not valid JSON (${problem}), so libdocs left it unchanged. Fix it, or add the entry by hand: run the same command without --write to see it.`,
  setupJsonShape: (file: string, what: string) =>
    `In ${file}, ${what}, so libdocs left the file unchanged. Add the entry by hand (run the same command without --write to see it).`,
  setupTomlInvalid: (file: string, problem: string) =>
    `${file} is not valid TOML (${problem}), so libdocs left it unchanged. Fix it, or add the entry by hand: run the same command without --write to see it.`,
  setupTomlOtherForm: (file: string, name: string) =>
    `${file} already defines the "${name}" server, but not as a [mcp_servers.${name}] table (inline or with dotted keys), ` +
    `so libdocs left the file unchanged rather than define it twice. Delete that entry and run this again, or edit it by hand ` +
    `(run the same command without --write to see the entry), or choose another --name.`,
  setupTomlUnmergeable: (file: string, name: string) =>
    `libdocs could not add [mcp_servers.${name}] to ${file} without breaking it (mcp_servers may be an inline table there), ` +
    `so it left the file unchanged. Add the entry by hand: run the same command without --write to see it.`,
  invalidProxyVariable: (name: string, value: string) =>
    `${name} must be an http:// or https:// proxy address such as http://proxy.example.com:8080 (got "${value}"). ` +
    `Fix it or unset ${name}.`,
  // libdocs doctor: what to do about a failed check (the check's detail says what is wrong)
  doctorFixVariable: () => 'Correct the variable named above in the environment that starts libdocs.',
  doctorFixAddDocumentation: () => 'Add documentation: libdocs add <folder>.',
  doctorFixDataDirNotWritable: (dir: string) => `${dir} is not writable: fix its permissions or choose another --data-dir.`,
  doctorFixDamagedIndex: () =>
    'Run libdocs doctor --repair to rebuild it from what is intact; if that cannot, move the damaged file aside and add your libraries again (libdocs add).',
  doctorFixUnreadableIndex: (file: string) => `Check that ${file} is a file this user may read, or choose another --data-dir.`,
  doctorFixRepairAsOwner: () => 'Run libdocs doctor --repair as the user who owns the index.',
  doctorFixUnrepairable: () => 'Move the damaged file aside and add your libraries again (libdocs add).',
  doctorFixBackingApi: () =>
    'Check SERVICE_API_URL and the network (and HTTPS_PROXY/NO_PROXY if a proxy is needed), or unset SERVICE_API_URL to answer from the local index.',
  doctorFixKey: () => 'Use the key exactly as issued (it starts with svcsk), without quotes or spaces.',
  invalidRateLimit: (source: string, part: string) =>
    `${source}: "${part}" is not a limit. Write tier=requests-per-hour pairs, for example anonymous=600,free=2000,pro=10000,enterprise=50000.`,
  rateLimitsOutOfOrder: (source: string, tier: string, limit: number, lowerTier: string, lowerLimit: number) =>
    `${source}: the ${tier} limit (${limit}) is below the ${lowerTier} limit (${lowerLimit}); a higher tier must allow at least as much.`,
  invalidKeyTier: (given: string | undefined, tiers: readonly string[]) => `--tier must be one of ${tiers.join(', ')} (got "${given}").`,
  /** `name` is how the caller spells the setting: `--tokens` on the command line, `tokens` in the API. */
  invalidTokens: (name: string, given: string | null | undefined) =>
    `${name} must be a whole number from ${TOKENS_RANGE.min} to ${TOKENS_RANGE.max} (got "${given}").`,
  /** A positional argument left out; `usage` is the command's usage line. */
  missingArgument: (what: string, usage: string) => `Missing ${what}. Usage: ${usage}`,
  nameTheShell: (shells: readonly string[], given: string | undefined) =>
    `Name the shell: libdocs completions <${shells.join('|')}>${given ? ` (got "${given}")` : ''}.`,
  noActiveKey: (id: string) => `No active key with id "${id}". See \`libdocs keys list\`.`,
  /** `what` is "Library /org/project", "Version "1.0" of /org/project" or a library ID as given. */
  notIndexed: (what: string) => `${what} is not indexed. See \`libdocs list\`.`,
  invalidIdOption: (id: string) => `--id "${id}" is not a library ID: use the form /org/project (for example /colinhacks/zod).`,
  invalidVersionOption: (version: string, id: string) =>
    `The version "${printable(version)}" (from --version, or else the package.json) cannot contain spaces, slashes or control characters: it becomes part of the ID (${id}/<version>). Give one with --version.`,

  // Sources (libdocs add, and a fetch on a miss)
  noSuchPath: (path: string) => `No such file or folder: ${path}. Check the path, then run \`libdocs add <path>\` again.`,
  notWebAddress: (given: string) => `"${given}" is not an http(s) address.`,
  noPagesRead: (start: string, reason: string | undefined) =>
    `No documentation pages could be read from ${start}${reason ? ` (${reason})` : ''}.`,
  packageJsonUnreadable: (file: string, reason: string) => `${file} cannot be read (${reason}).`,
  /** A `.ipynb` file that is no Jupyter notebook: the page is skipped with this reason. */
  notANotebook: (why: 'json' | 'cells') => (why === 'json' ? 'not a Jupyter notebook: its JSON does not parse' : 'not a Jupyter notebook: it has no cells'),
  noLockfile: (dir: string, lockfiles: readonly string[]) =>
    `${dir} has a package.json but no lockfile (${lockfiles.join(', ')}): run npm, pnpm or yarn install first.`,
  notGitSource: (given: string) =>
    `"${given}" is not a git source: write git:<https, ssh or file URL>[#<branch or tag>], for example git:https://github.com/pallets/flask#3.0.0.`,
  gitNotInstalled: () => 'git is not installed: install git, or add the documentation from a folder.',
  gitCannotStart: (reason: string) => `git could not start (${reason}).`,
  /** `what` is "git clone failed" and the like; `reason` is git's last line of error, or the time limit. */
  gitFailed: (what: string, reason: string) => `${what}: ${reason}. Check the URL and the branch or tag.`,
  archiveTooLarge: (maxBytes: number) => `The archive unpacks to more than ${maxBytes / 1024 / 1024} MB; refused.`,
  archiveNotGzip: (reason: string) => `The archive is not valid gzip (${reason}).`,
  archiveBadChecksum: (offset: number) => `The archive is damaged (bad header checksum at byte ${offset}).`,
  archiveTruncated: () => 'The archive is truncated.',
  archiveTooManyEntries: (maxFiles: number) => `The archive has more than ${maxFiles} entries; refused.`,
  // Reasons a fetch from npm on a resolve miss found nothing; each ends the no-match message (noLibraryMatchAfterNpm).
  npmTooSlow: (seconds: number) => `the npm registry did not answer within ${seconds} s; it is still being fetched, try again shortly`,
  npmNoSuchPackage: (name: string) => `the npm registry has no package named or matching "${name}"`,
  npmOnlyOtherName: (name: string, best: string) =>
    `the npm registry has no package named "${name}"; its closest search hit, ${best}, is another name`,
  npmRefused: (reason: string) => `refused what it found: ${reason}`,

  // The index
  indexTooNew: (path: string, schema: number, known: number) =>
    `The index at ${path} was written by a newer libdocs (schema ${schema}, this one knows ${known}). ` +
    'Upgrade libdocs, or choose another --data-dir.',
  indexBeingWritten: (path: string) =>
    `Another libdocs process is writing to the index at ${path}. Wait for it to finish, then try again.`,
  /** SQLite's quick_check found damage; `result` is its first finding. Shown by doctor as the reason. */
  integrityCheckFailed: (result: string) => `integrity check: ${result}`,
  indexLocked: (path: string, reason: string) =>
    `The index at ${path} is locked by another libdocs process (${reason}). Try again when it finishes.`,

  // HTTP server: the `message` of the JSON error bodies (and of the OAuth access-token refusals)
  shuttingDown: () => 'The server is shutting down; retry on another instance.',
  serverBusy: (maxConcurrent: number) => `More than ${maxConcurrent} requests at once; retry shortly.`,
  hostNotLoopback: (host: string) =>
    `Host "${host}" is not this server's loopback address; requests must name localhost or 127.0.0.1.`,
  originRefused: (origin: string) => `Origin "${origin}" may not call this server. Allow it with --allowed-origins if it should.`,
  nullOriginRefused: () => 'Origin "null" (a sandboxed page or file) may not call this server.',
  noEndpoint: (path: string) =>
    `No endpoint at ${path}. The MCP endpoint is /mcp (POST); /ping answers health checks; the documentation API is under /api/v2.`,
  apiNotServed: () => 'This server forwards to a backing API and does not serve /api itself.',
  internalError: () => 'Internal error; the server log has the details.',
  pingMethod: () => 'Use GET /ping.',
  mcpPostOnly: () => 'This server is stateless: send MCP messages with POST; there is no GET stream or session to DELETE.',
  oauthMcpPostOnly: () => 'Send MCP messages to /mcp/oauth with POST.',
  bodyTooLarge: (maxBytes: number) => `Request body over ${maxBytes} bytes`,
  clientLeftMidBody: () => 'the client closed the connection before sending the whole body',
  accessTokenInUrl: () => 'Access tokens are accepted only in the Authorization header, never in the URL.',
  accessTokenMissing: () => 'An OAuth access token is required: Authorization: Bearer <token>.',
  noResourceMetadata: (path: string, url: string) => `No protected-resource metadata at ${path}; this server's is at ${url}.`,
  oauthNotConfigured: () =>
    'OAuth is not configured on this server (start it with AUTH_SERVER_URL, and RESOURCE_URL when it is reached under another address). Use /mcp with an API key.',
  /** What is wrong with an access token, in words its user can act on (never the token itself). */
  accessTokenProblem: (problem: 'expired' | 'nbf' | 'iss' | 'aud' | 'algorithm' | 'unknown-key' | 'signature' | 'malformed' | 'unverified') =>
    ({
      expired: 'The access token has expired; get a new one.',
      nbf: 'The access token is not valid yet (nbf is in the future).',
      iss: 'The access token was issued by another authorization server.',
      aud: 'The access token is for another resource (its audience is not this server).',
      algorithm: 'The access token is not signed with an accepted asymmetric algorithm.',
      'unknown-key': 'The access token is signed with a key the authorization server does not publish.',
      signature: 'The access token signature is not valid.',
      malformed: 'The access token is not a well-formed JWT.',
      unverified: 'The access token could not be verified.',
    })[problem],
  accessTokenClaim: (claim: string, reason: string) => `The access token's ${claim} claim is not acceptable (${reason}).`,
  accessTokenLacksScope: (missing: string[]) => `The access token lacks the scope ${missing.join(' ')}.`,
  authServerMetadataUnavailable: (base: string, problems: string[]) =>
    `The authorization server ${base} did not provide its metadata (${problems.join('; ')}).`,
  // The documentation API (/api/v2)
  apiGetOnly: () => 'The API answers GET requests.',
  noApiEndpoint: (path: string) => `No API endpoint at ${path}. The API has /api/v2/libs/search and /api/v2/context.`,
  parameterRequired: (name: string) => `${name} is required.`,
  parameterTooLong: (name: string, max: number) => `${name} is longer than ${max} characters.`,
  invalidAnswerType: (given: string) => `type must be txt or json (got "${given}").`,

  // npm packages (engine/sources/npm.ts)
  notAnNpmSpec: (text: string) =>
    `"${text}" is not an npm package: write npm:<name>[@<version or range>], for example npm:zod@3 or npm:@scope/pkg.`,
  noMatchingVersion: (name: string, range: string, recent: string) => `No version of ${name} matches "${range}". Recent versions: ${recent || 'none'}.`,
  noTarball: (what: string) => `The registry lists no tarball for ${what}.`,
  registryHasNo: (registry: string, what: string) => `The registry ${registry} has no ${what}. Check the name.`,
  registryHttpError: (registry: string, status: number, what: string) => `The registry ${registry} answered HTTP ${status} for ${what}.`,
  tarballRefused: (what: string, reason: string) => `Downloading ${what} was ${reason}.`,
  tarballFailed: (what: string, status: number) => `Downloading ${what} failed: HTTP ${status}.`,
  tarballTooLarge: (what: string, maxMb: number) => `The tarball of ${what} is larger than ${maxMb} MB; refused.`,
  noIntegrity: (what: string) => `The registry gives no integrity hash for ${what}; refused.`,
  integrityMismatch: (what: string) =>
    `The download of ${what} does not match the registry's integrity hash; refused (try again, or check the registry and proxy).`,
  progressResolving: (spec: string, registry: string) => `resolving ${spec} on ${registry}`,
  progressDownloading: (what: string) => `downloading ${what}`,
  registryUnreachable: (registry: string, cause: string) =>
    `The npm registry ${registry} is unreachable (${cause}). Check the network, the proxy variables and npm's registry setting, or add documentation from a folder.`,

  // Documentation found through package metadata (engine/sources/npm-docs.ts)
  discoveredRepositoryScheme: (url: string) => `refused: ${url} is not an http(s) address (a repository named in package metadata is read over https only)`,
  noVersionTag: (version: string, tried: string[]) => `no tag for version ${version} (looked for ${tried.join(', ')}); the package's own files are used`,
  noDocsFolders: (folders: string[]) => `no documentation at that tag in ${folders.map((f) => `${f}/`).join(', ')}`,
  noLlmsTxt: () => 'no llms-full.txt or llms.txt at the homepage or under /docs/',
  progressLlmsTxt: (origin: string) => `looking for llms-full.txt and llms.txt on ${origin}`,
  progressTag: (version: string, repository: string) => `looking for the tag of ${version} in ${repository}`,
  progressClone: (repository: string, tag: string) => `cloning the documentation folders of ${repository} at ${tag}`,
  internalDeclarations: () => "type declarations the package's entry point does not export",
  cloneTooLarge: (maxMb: number) => `larger than ${maxMb} MB, stopped`,
  gitTimedOut: (seconds: number) => `no result within ${Math.max(1, Math.round(seconds))} s`,
  invalidDocSources: (source: string, value: string, allowed: readonly string[]) =>
    `${source} must be one of ${allowed.join(', ')} (got "${value}"): all fetches a package's repository docs or llms.txt too, npm-only its npm package alone.`,
  /** How a version's documentation was put together, for answers and resolve (`origins` already in words). */
  docsFrom: (origins: string[]) => `from ${origins.join(' and ')}`,
  originRepository: (where: string, ref: string | undefined) => `the repository ${where}${ref ? ` at tag ${ref}` : ''}`,
  originWebsite: (where: string) => `${where} (the site's current documentation, not version-exact)`,
  originNpm: (where: string) => `the npm package ${where}`,
  addressWithheld: () => '(address withheld: it reads as instructions)',
  /** Said after a library fetched on a miss, while its fuller documentation is fetched. */
  fullerDocsComing: (where: string) => `[Fuller documentation from ${where} is being fetched in the background; ask again shortly for it.]`,
} as const;

/** A miss that was not looked up on npm at all (the name is another ecosystem's library); the message says why. */
export class NpmNotAsked extends Error {}

export function noLibraryMatch(name: string): LibdocsError {
  return new LibdocsError('NO_LIBRARY_MATCH', messages.noLibraryMatch(name));
}
export function invalidLibraryId(id: string): LibdocsError {
  return new LibdocsError('INVALID_LIBRARY_ID', messages.invalidLibraryId(id));
}
export function libraryNotFound(id: string): LibdocsError {
  return new LibdocsError('LIBRARY_NOT_FOUND', messages.libraryNotFound(id));
}
export function versionNotAvailable(id: string, version: string, available: string[]): LibdocsError {
  return new LibdocsError('VERSION_NOT_AVAILABLE', messages.versionNotAvailable(id, version, available));
}
export function invalidApiKey(where: string, problem?: string, exitCode = 1, issuer?: 'server' | 'backing-api'): LibdocsError {
  return new LibdocsError('INVALID_API_KEY', messages.invalidApiKey(where, problem, issuer), exitCode);
}
export function rateLimited(retryAfterSeconds?: number): LibdocsError {
  return new LibdocsError('RATE_LIMITED', messages.rateLimited(retryAfterSeconds));
}
export function secretInQuery(field: string, kind: string): LibdocsError {
  return new LibdocsError('SECRET_IN_QUERY', messages.secretInQuery(field, kind));
}
/** A library name, ID or version that would put instructions in front of an assistant (engine/injection.ts). */
export function injectionInLibraryField(field: string, rule: string, flag: string): LibdocsError {
  return new LibdocsError('INVALID_ARGUMENT', messages.injectionInLibraryField(field, rule, flag));
}
/** A bad command line or environment: the CLI prints the message and exits with code 2. */
export function usageError(message: string): LibdocsError {
  return new LibdocsError('INVALID_ARGUMENT', message, 2);
}
