#!/usr/bin/env node
/**
 * The `libdocs` command. No subcommand: run the MCP server (serve.ts). Subcommands are loaded lazily so the
 * server starts without importing the indexer.
 * @module
 */
import { defineCommand, runMain } from 'citty';
import { version } from '../version.ts';

const main = defineCommand({
  meta: { name: 'libdocs', version, description: 'Documentation server for AI coding assistants (MCP)' },
  args: {
    transport: { type: 'string', description: 'stdio (default) or http' },
    port: { type: 'string', description: 'HTTP port (default 3000; only with --transport http)' },
    'api-key': { type: 'string', description: 'API key (svcsk...; only with --transport stdio)' },
    'data-dir': { type: 'string', description: 'Index directory (default: $SERVICE_DATA_DIR or the platform data dir)' },
  },
  subCommands: {
    add: () => import('./add.ts').then((m) => m.default),
    list: () => import('./list.ts').then((m) => m.default),
    remove: () => import('./remove.ts').then((m) => m.default),
    resolve: () => import('./resolve.ts').then((m) => m.default),
    query: () => import('./query.ts').then((m) => m.default),
  },
  async run({ rawArgs }) {
    const { serve } = await import('./serve.ts');
    await serve(rawArgs);
  },
});

runMain(main);
