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
import './plain-output.ts';
import { defineCommand, renderUsage, runMain } from 'citty';
import { version } from '../version.ts';
import { serverArgs, subCommands } from './commands.ts';

const main = defineCommand({
  meta: {
    name: 'libdocs',
    version,
    description: 'Documentation server for AI coding assistants (MCP). Without a command, serves MCP over stdio.',
  },
  args: serverArgs,
  subCommands,
});

const argv = process.argv.slice(2);
const first = argv[0];
if (first !== undefined && Object.hasOwn(subCommands, first)) {
  // `libdocs list | head`: a reader that stops early is not an error (no stack trace, exit 0).
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
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
