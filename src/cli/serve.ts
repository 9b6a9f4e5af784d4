/**
 * `libdocs [options]` with no subcommand: read the configuration, pick the backend, run the transport.
 * Configuration errors print one message and exit with code 2 before anything starts.
 * @module
 */
import type { Backend } from '../backends/backend.ts';
import type { LocalBackend } from '../backends/local.ts';
import { parseConfig, type Config } from '../config.ts';
import { LibdocsError, messages } from '../errors.ts';
import { version } from '../version.ts';

export async function serve(rawArgs: string[]): Promise<void> {
  let config: Config;
  try {
    config = parseConfig(rawArgs);
    if (config.apiUrl !== undefined) {
      // Later issue: RemoteBackend over SERVICE_API_URL (then openWorld becomes true for the tools).
      throw new LibdocsError('NOT_AVAILABLE', messages.remoteBackendUnavailable(config.apiUrl));
    }
  } catch (error) {
    // Only this outermost layer prints. Not cli/_shared.ts: that would load the engine at start-up.
    if (!(error instanceof LibdocsError)) throw error;
    process.stderr.write(`libdocs: ${error.message}\n`);
    process.exitCode = error.exitCode;
    return;
  }
  if (config.transport === 'http') return serveHttp(config);

  const backend = lazyLocalBackend(config.dataDir);
  const [{ createServer }, { serveStdioConnection }, { stdioAdmission }] = await Promise.all([
    import('../server/server.ts'),
    import('../transports/stdio.ts'),
    import('../auth/stdio.ts'),
  ]);
  const admit = stdioAdmission(config, async () => ((await backend.get()) as LocalBackend).store);
  await serveStdioConnection(() =>
    createServer({ backend: backend.get, transport: 'stdio', apiKey: config.apiKey, openWorld: false, admit }),
  );
  backend.close();
  // Nothing should be left running; if something is (a stuck read), do not hang the client's shutdown.
  setTimeout(() => process.exit(), 2000).unref();
}

/** Remote mode: the HTTP server until SIGTERM or SIGINT, which drain in-flight requests before exiting. */
async function serveHttp(config: Config): Promise<void> {
  const backend = lazyLocalBackend(config.dataDir);
  const [{ createServer }, { startHttpServer }, { Access }, { KeyStore }, { RateLimiter }, { OAuthVerifier }] = await Promise.all([
    import('../server/server.ts'),
    import('../transports/http.ts'),
    import('../auth/access.ts'),
    import('../auth/api-keys.ts'),
    import('../auth/rate-limit.ts'),
    import('../auth/oauth.ts'),
  ]);
  const store = async () => ((await backend.get()) as LocalBackend).store;
  let running;
  try {
    running = await startHttpServer({
      host: config.host,
      port: config.port,
      factory: (apiKey) => createServer({ backend: backend.get, transport: 'http', apiKey, openWorld: false }),
      access: new Access(async () => new KeyStore(await store()), new RateLimiter(config.rateLimits)),
      api: async () => (await backend.get()) as LocalBackend,
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
        try {
          const libraries = (await store()).libraries().length;
          return { ok: true, detail: `readable, ${libraries} ${libraries === 1 ? 'library' : 'libraries'}` };
        } catch (error) {
          return { ok: false, detail: `unreadable: ${error instanceof Error ? error.message : String(error)}` };
        }
      },
    });
  } catch (error) {
    if (!(error instanceof LibdocsError)) throw error;
    process.stderr.write(`libdocs: ${error.message}\n`);
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
 * The index is opened on the first tool call, not at start-up: `tools/list` answers without loading the
 * engine, and a missing or locked index becomes a tool error the assistant can show rather than a dead server.
 * A failed open is retried on the next call.
 */
function lazyLocalBackend(dataDir: string): { get: () => Promise<Backend>; close: () => void } {
  let opening: Promise<Backend> | undefined;
  return {
    get() {
      opening ??= import('../engine/index.ts')
        .then(({ openStore, LocalBackend }) => new LocalBackend(openStore(dataDir)) as Backend)
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
