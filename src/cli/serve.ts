/**
 * `libdocs [options]` with no subcommand: read the configuration, pick the backend, run the transport.
 * Configuration errors print one message and exit with code 2 before anything starts.
 * @module
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Backend } from '../backends/backend.ts';
import type { LocalBackend } from '../backends/local.ts';
import { parseConfig, type Config } from '../config.ts';
import { DB_FILE } from '../data-dir.ts';
import { ON_MISS_TIMEOUT_MS } from '../defaults.ts';
import { isProject } from '../engine/sources/project.ts';
import { LibdocsError, messages } from '../errors.ts';
import { version } from '../version.ts';
import { logToStderr, printable } from '../printable.ts';

/**
 * From start-up to opening and warming up the index: clients list the tools right after starting a server
 * (about 300 ms from spawning it here), and the warm-up must not hold that answer up.
 */
const WARM_UP_DELAY_MS = 400;

export async function serve(rawArgs: string[]): Promise<void> {
  let config: Config;
  try {
    config = parseConfig(rawArgs);
  } catch (error) {
    // Only this outermost layer prints. Not cli/_shared.ts: that would load the engine at start-up.
    if (!(error instanceof LibdocsError)) throw error;
    logToStderr(`libdocs: ${error.message}`);
    process.exitCode = error.exitCode;
    return;
  }
  if (config.allowHosts) (await import('../address-guard.ts')).allowHosts(config.allowHosts);
  if (config.transport === 'http') return serveHttp(config);

  const backend = backendFor(config);
  const [{ createServer }, { serveStdioConnection }, { stdioAdmission }] = await Promise.all([
    import('../server/server.ts'),
    import('../transports/stdio.ts'),
    import('../auth/stdio.ts'),
  ]);
  // A project's dependencies are indexed right after start-up, not on the first question.
  if (backend.local && projectDir(config)) setTimeout(() => void backend.local!().catch(() => {}), 50).unref();
  warmUpSoon(config, backend.local);
  // Keys and limits belong to the embedded index; a backing API checks its own.
  const admit = backend.local && !config.apiUrl ? stdioAdmission(config, async () => (await backend.local!()).store) : undefined;
  await serveStdioConnection(() =>
    createServer({ backend: backend.get, transport: 'stdio', apiKey: config.apiKey, openWorld: config.apiUrl !== undefined, fetchesOnMiss: !config.offline, admit }),
  );
  backend.close();
  // Nothing should be left running; if something is (a stuck read), do not hang the client's shutdown.
  setTimeout(() => process.exit(), 2000).unref();
}

/** Remote mode: the HTTP server until SIGTERM or SIGINT, which drain in-flight requests before exiting. */
async function serveHttp(config: Config): Promise<void> {
  const backend = backendFor(config);
  const [{ createServer }, { startHttpServer }, { Access }, { KeyStore }, { RateLimiter }, { OAuthVerifier }] = await Promise.all([
    import('../server/server.ts'),
    import('../transports/http.ts'),
    import('../auth/access.ts'),
    import('../auth/api-keys.ts'),
    import('../auth/rate-limit.ts'),
    import('../auth/oauth.ts'),
  ]);
  const embedded = config.apiUrl === undefined;
  const local = backend.local;
  warmUpSoon(config, local);
  let running;
  try {
    running = await startHttpServer({
      host: config.host,
      port: config.port,
      factory: (apiKey) => createServer({ backend: backend.get, transport: 'http', apiKey, openWorld: !embedded, fetchesOnMiss: !config.offline }),
      // The embedded index has keys and limits, and serves /api; a backing API decides for itself.
      access: embedded && local ? new Access(async () => new KeyStore((await local()).store), new RateLimiter(config.rateLimits)) : undefined,
      api: embedded ? local : undefined,
      allowedOrigins: config.allowedOrigins,
      trustProxy: config.trustProxy,
      oauth: config.authServerUrl
        ? new OAuthVerifier({
            authServerUrl: config.authServerUrl,
            // RESOURCE_URL names this server as its clients reach it; by default, its own /mcp/oauth address.
            resourceUrl: config.resourceUrl ?? `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}/mcp/oauth`,
            requiredScopes: config.oauthRequiredScopes,
          })
        : undefined,
      health: async () => {
        if (!local) return { ok: true, detail: `answers from the backing API at ${config.apiUrl}` };
        try {
          const store = (await local()).store;
          const libraries = store.libraries().length;
          // Checked in full once, then known from every query that meets a damaged page.
          const damage = store.damaged();
          if (damage) return { ok: false, detail: `damaged: ${messages.indexDamaged(store.path, damage)}` };
          return { ok: true, detail: `readable${store.readOnly ? ' (read-only)' : ''}, ${libraries} ${libraries === 1 ? 'library' : 'libraries'}` };
        } catch (error) {
          return { ok: false, detail: `unreadable: ${error instanceof Error ? error.message : String(error)}` };
        }
      },
    });
  } catch (error) {
    if (!(error instanceof LibdocsError)) throw error;
    logToStderr(`libdocs: ${error.message}`);
    process.exitCode = 1;
    backend.close();
    return;
  }
  process.stderr.write(`libdocs ${version}: MCP over HTTP at ${running.url}/mcp (health: ${running.url}/ping)\n`);
  await new Promise<void>((resolve) => {
    let stopping = false;
    const stop = (signal: string) => {
      // A second signal while draining changes nothing: the drain has its own time limit.
      if (stopping) return;
      stopping = true;
      process.stderr.write(`libdocs: ${signal}: finishing in-flight requests, then exiting\n`);
      running.close().then(resolve, resolve);
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
  });
  backend.close();
  setTimeout(() => process.exit(), 2000).unref();
}

/**
 * Opens and warms up the embedded index shortly after start-up, when there is one: the first question of a
 * session is then answered as fast as later ones (about 20 ms instead of 150: see README, latency). Nothing
 * waits for it, a missing index is not created by it, and errors are left for the first tool call to report.
 */
function warmUpSoon(config: Config, local: (() => Promise<LocalBackend>) | undefined): void {
  if (!local || !existsSync(join(config.dataDir, DB_FILE))) return;
  setTimeout(() => void local().then((b) => b.warmUp()).catch(() => {}), WARM_UP_DELAY_MS).unref();
}

/** The project whose dependencies the server indexes: SERVICE_PROJECT_DIR, else the working directory when it is one. */
function projectDir(config: Config): string | undefined {
  if (!config.projectDocs) return undefined;
  const dir = process.env.SERVICE_PROJECT_DIR?.trim() || process.cwd();
  return isProject(dir) ? dir : undefined;
}

/**
 * Where answers come from: the embedded index; with SERVICE_API_URL the backing API; with --local-first both
 * (the index for what it has). Everything is opened on first use.
 */
function backendFor(config: Config): { get: () => Promise<Backend>; local?: () => Promise<LocalBackend>; close: () => void } {
  const local = !config.apiUrl || config.localFirst ? lazyLocalBackend(config) : undefined;
  const localGet = local ? async () => (await local.get()) as LocalBackend : undefined;
  if (!config.apiUrl) return { get: local!.get, local: localGet, close: local!.close };
  const apiUrl = config.apiUrl;
  let remote: Promise<Backend> | undefined;
  const getRemote = () =>
    (remote ??= Promise.all([import('../backends/remote.ts'), import('../http-client.ts')]).then(
      ([{ RemoteBackend }, { HttpClient }]) => new RemoteBackend(apiUrl, new HttpClient({ proxy: config.proxy, noProxy: config.noProxy }), config.apiKey, config.apiTimeoutMs),
    ));
  if (!localGet) return { get: getRemote, close: () => void remote?.then((b) => b.close?.()) };
  let both: Promise<Backend> | undefined;
  return {
    get: () =>
      (both ??= Promise.all([localGet(), getRemote(), import('../backends/local-first.ts')]).then(
        ([l, r, { LocalFirstBackend }]) => new LocalFirstBackend(l, r),
      )),
    local: localGet,
    close: () => {
      local!.close();
      void remote?.then((b) => b.close?.());
    },
  };
}

/**
 * The index is opened on first use (the warm-up after start-up, or the first tool call), never during start-up:
 * `tools/list` answers without loading the engine, and a missing or locked index becomes a tool error the
 * assistant can show rather than a dead server. A failed open is retried on the next call.
 */
function lazyLocalBackend(config: Config): { get: () => Promise<Backend>; close: () => void } {
  let opening: Promise<Backend> | undefined;
  return {
    get() {
      opening ??= Promise.all([import('../engine/index.ts'), import('../backends/local.ts'), import('../backends/npm-on-miss.ts'), import('../http-client.ts')])
        .then(([{ openStore, NpmRegistry, addProject }, { LocalBackend }, { npmOnMiss, npmFetchVersion, BackgroundDocs }, { HttpClient }]) => {
          const store = openStore(config.dataDir);
          // A library the index lacks is fetched from the npm registry, unless the user said --offline or the index
          // cannot take it (a download that could only fail); its repository's or site's documentation follows in
          // the background, unless --sources npm-only.
          if (store.readOnly && !config.offline) process.stderr.write(`libdocs: ${messages.readOnlyNoFetch(store.path)}\n`);
          const registry = config.offline || store.readOnly ? undefined : new NpmRegistry(new HttpClient({ proxy: config.proxy, noProxy: config.noProxy }));
          const background = registry && config.sources === 'all' ? new BackgroundDocs(store, registry) : undefined;
          const backend = new LocalBackend(
            store,
            registry && npmOnMiss(store, registry, ON_MISS_TIMEOUT_MS, background),
            registry && npmFetchVersion(store, registry, ON_MISS_TIMEOUT_MS, background),
          );
          const project = projectDir(config);
          if (project && !store.readOnly) {
            // The project's dependencies, at the versions it installed, in the background.
            addProject(store, project, registry, undefined, config.sources)
              .then((summary) => {
                for (const [id, version] of summary.versions) backend.projectVersions.set(id, version);
                process.stderr.write(
                  `libdocs: project ${printable(project)}: ${summary.indexed.length} dependencies indexed, ${summary.unchanged.length} up to date` +
                    `${summary.failed.length ? `, ${summary.failed.length} failed (${summary.failed.map((f) => printable(f.dependency)).join(', ')})` : ''}\n`,
                );
              })
              .catch((error: unknown) => logToStderr(`libdocs: project ${printable(project)}: ${error instanceof Error ? error.message : String(error)}`));
          }
          return backend as Backend;
        })
        .catch((error: unknown) => {
          opening = undefined;
          throw error;
        });
      return opening;
    },
    close() {
      opening?.then((b) => b.close?.()).catch(() => {});
    },
  };
}
