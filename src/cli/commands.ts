/**
 * The command line's shape: the subcommands (loaded only when run) and the server's options as `--help`
 * shows them. main.ts dispatches with it; completions.ts describes it to shells.
 * @module
 */
import type { ArgsDef, CommandDef } from 'citty';

export const subCommands: Record<string, () => Promise<CommandDef<ArgsDef>>> = {
  add: () => import('./add.ts').then((m) => m.default as CommandDef<ArgsDef>),
  list: () => import('./list.ts').then((m) => m.default as CommandDef<ArgsDef>),
  remove: () => import('./remove.ts').then((m) => m.default as CommandDef<ArgsDef>),
  resolve: () => import('./resolve.ts').then((m) => m.default as CommandDef<ArgsDef>),
  query: () => import('./query.ts').then((m) => m.default as CommandDef<ArgsDef>),
  refresh: () => import('./refresh.ts').then((m) => m.default as CommandDef<ArgsDef>),
  keys: () => import('./keys.ts').then((m) => m.default as CommandDef<ArgsDef>),
  setup: () => import('./setup.ts').then((m) => m.default as CommandDef<ArgsDef>),
  doctor: () => import('./doctor.ts').then((m) => m.default as CommandDef<ArgsDef>),
  completions: () => import('./completions.ts').then((m) => m.default as CommandDef<ArgsDef>),
};

// Only for --help and completions: the server's options are parsed by config.ts.
export const serverArgs = {
  transport: { type: 'string', description: 'stdio (default) or http', valueHint: 'stdio|http' },
  port: { type: 'string', description: 'HTTP port, 1-65535 (default 3000; only with --transport http)', valueHint: 'port' },
  host: { type: 'string', description: 'HTTP listen address (default 127.0.0.1; only with --transport http)', valueHint: 'address' },
  'api-key': { type: 'string', description: 'API key, svcsk... (only with --transport stdio; default $SERVICE_API_KEY)', valueHint: 'key' },
  'data-dir': { type: 'string', description: 'Index directory (default $SERVICE_DATA_DIR, else the platform data directory)', valueHint: 'dir' },
  offline: { type: 'boolean', description: 'Never use the network' },
  'no-project-docs': { type: 'boolean', description: "Do not offer the current project's dependency docs" },
  'allowed-origins': { type: 'string', description: 'Browser origins allowed to call the HTTP server (CORS), comma-separated', valueHint: 'origins' },
  'local-first': { type: 'boolean', description: 'With SERVICE_API_URL: answer from the local index for the libraries it has' },
  'trust-proxy': { type: 'boolean', description: 'Count anonymous HTTP callers by X-Forwarded-For (behind a proxy)' },
  'rate-limits': { type: 'string', description: 'Requests per hour by tier, e.g. anonymous=600,free=2000,pro=10000,enterprise=50000', valueHint: 'limits' },
  sources: { type: 'string', description: 'all (npm package + repository docs or llms.txt; default) or npm-only', valueHint: 'all|npm-only' },
  'allow-host': { type: 'string', description: 'Hosts that may be internal for every source (besides $SERVICE_ALLOW_HOSTS)', valueHint: 'hosts' },
} as const satisfies ArgsDef;
