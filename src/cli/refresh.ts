/** `libdocs refresh [id]`: check the sources of indexed libraries and index again what changed. @module */
import './heap-growth.ts';
import { defineCommand } from 'citty';
import { refresh } from '../engine/refresh.ts';
import { HttpClient } from '../http-client.ts';
import { messages } from '../errors.ts';
import { applySourcesArgs, dataDirArg, jsonArg, printJson, sourcesArgs, withStore } from './_shared.ts';
import { printable } from '../printable.ts';

export default defineCommand({
  meta: { name: 'refresh', description: 'Check the sources of indexed libraries and index again what changed' },
  args: { id: { type: 'positional', required: false, description: 'Library ID (default: every library)' }, ...sourcesArgs, ...dataDirArg, ...jsonArg },
  async run({ args }) {
    await withStore(args, async (store) => {
      const sources = applySourcesArgs(args);
      const http = HttpClient.fromEnv();
      try {
        const results = await refresh(store, http, args.id?.replace(/\/+$/, ''), sources);
        if (args.id && results.length === 0) {
          process.stderr.write(`libdocs: ${messages.notIndexed(args.id)}\n`);
          process.exitCode = 1;
          return;
        }
        if (args.json) printJson(results);
        else for (const r of results) process.stdout.write(`${r.outcome.padEnd(9)} ${printable(r.id)}  ${printable(r.detail)}\n`);
        if (results.some((r) => r.outcome === 'failed')) process.exitCode = 1;
      } finally {
        await http.close();
      }
    });
  },
});
