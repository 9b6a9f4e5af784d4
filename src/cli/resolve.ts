/** `libdocs resolve <name> [query]`: exactly what the resolve-library-id tool returns. @module */
import { defineCommand } from 'citty';
import { LocalBackend } from '../backends/local.ts';
import { noLibraryMatch } from '../errors.ts';
import { formatLibraries } from '../server/tools/resolve-library-id.ts';
import { dataDirArg, jsonArg, printJson, printText, required, withStore } from './_shared.ts';

export default defineCommand({
  meta: { name: 'resolve', description: 'Find library IDs for a name (what resolve-library-id returns)' },
  args: {
    name: { type: 'positional', required: false, description: 'Library name' },
    query: { type: 'positional', required: false, description: 'The question, to rank matches' },
    ...dataDirArg,
    ...jsonArg,
  },
  async run({ args }) {
    await withStore(args, async (store) => {
      const name = required(args.name, 'the library name', 'libdocs resolve <libraryName> [query]');
      const libraries = await new LocalBackend(store).resolveLibrary(name, args.query ?? name);
      if (args.json) return printJson(libraries);
      if (libraries.length === 0) throw noLibraryMatch(name);
      printText(`${formatLibraries(libraries)}\n`);
    });
  },
});
