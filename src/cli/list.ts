/** `libdocs list`: the indexed libraries with their versions and snippet counts. @module */
import { defineCommand } from 'citty';
import { LocalBackend } from '../backends/local.ts';
import { dataDirArg, jsonArg, printJson, printText, withStore } from './_shared.ts';

export default defineCommand({
  meta: { name: 'list', description: 'List indexed libraries' },
  args: { ...dataDirArg, ...jsonArg },
  async run({ args }) {
    await withStore(args, (store) => {
      const backend = new LocalBackend(store);
      const libraries = store.libraries().map((l) => ({ ...backend.summary(l), source: l.source, updated: l.updatedAt }));
      if (args.json) return printJson(libraries);
      if (libraries.length === 0) {
        process.stdout.write('No libraries indexed yet. Add one with `libdocs add <folder>`.\n');
        return;
      }
      for (const l of libraries) {
        const versions = l.versions.length ? l.versions.join(', ') : '(unversioned)';
        printText(`${l.id}  ${l.name}  versions: ${versions}  code snippets: ${l.codeSnippets.toLocaleString('en-US')}\n`);
      }
    });
  },
});
