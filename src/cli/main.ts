#!/usr/bin/env node
/**
 * The `libdocs` command. A known subcommand as the first argument runs it (loaded lazily, so the server
 * starts without importing the indexer); `--help` and `--version` answer without starting anything; anything
 * else runs the MCP server (serve.ts), whose own parser validates the options.
 *
 * Dispatch is ours, not citty's: citty takes the first non-flag argument as a subcommand name, so
 * `libdocs --port 5555 --transport http` would be misread as a command called "5555".
 * @module
 */
import { defineCommand, renderUsage, runMain } from 'citty';
import { version } from '../version.ts';

const subCommands = {
  add: () => import('./add.ts').then((m) => m.default),
  list: () => import('./list.ts').then((m) => m.default),
  remove: () => import('./remove.ts').then((m) => m.default),
  resolve: () => import('./resolve.ts').then((m) => m.default),
  query: () => import('./query.ts').then((m) => m.default),
  setup: () => import('./setup.ts').then((m) => m.default),
  doctor: () => import('./doctor.ts').then((m) => m.default),
};

// Only for --help: the server's options are parsed by config.ts.
const main = defineCommand({
  meta: {
    name: 'libdocs',
    version,
    description: 'Documentation server for AI coding assistants (MCP). Without a command, serves MCP over stdio.',
  },
  args: {
    transport: { type: 'string', description: 'stdio (default) or http', valueHint: 'stdio|http' },
    port: { type: 'string', description: 'HTTP port, 1-65535 (default 3000; only with --transport http)', valueHint: 'port' },
    host: { type: 'string', description: 'HTTP listen address (default 127.0.0.1; only with --transport http)', valueHint: 'address' },
    'api-key': { type: 'string', description: 'API key, svcsk... (only with --transport stdio; default $SERVICE_API_KEY)', valueHint: 'key' },
    'data-dir': { type: 'string', description: 'Index directory (default $SERVICE_DATA_DIR, else the platform data directory)', valueHint: 'dir' },
    offline: { type: 'boolean', description: 'Never use the network' },
    'no-project-docs': { type: 'boolean', description: "Do not offer the current project's dependency docs" },
  },
  subCommands,
});

const argv = process.argv.slice(2);
const first = argv[0];
if (first !== undefined && Object.hasOwn(subCommands, first)) {
  await runMain(main, { rawArgs: argv });
} else if (argv.includes('--help') || argv.includes('-h')) {
  // citty's usage line reads as if a command were required; without one, libdocs serves.
  const usage = (await renderUsage(main)).replace(/libdocs \[OPTIONS\] ((?:\w+\|)+\w+)/, 'libdocs [OPTIONS]  |  libdocs $1 ...');
  process.stdout.write(`${usage}\n\n`);
} else if (argv.includes('--version') || argv.includes('-v')) {
  process.stdout.write(`${version}\n`);
} else {
  const { serve } = await import('./serve.ts');
  await serve(argv);
}
