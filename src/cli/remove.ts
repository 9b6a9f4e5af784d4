/** `libdocs remove <id>[/version]`: drop a library or one of its versions. @module */
import { defineCommand } from 'citty';
import { parseLibraryId } from '../engine/library-meta.ts';
import { LibdocsError, messages } from '../errors.ts';
import { dataDirArg, required, withStore } from './_shared.ts';

export default defineCommand({
  meta: { name: 'remove', description: 'Remove a library, or one version of it (/org/project/version)' },
  args: { id: { type: 'positional', required: false, description: 'Library ID, optionally with /version' }, ...dataDirArg },
  async run({ args }) {
    await withStore(args, (store) => {
      const text = required(args.id, 'the library ID', 'libdocs remove /org/project[/version]');
      const parsed = parseLibraryId(text);
      if (!parsed) throw new LibdocsError('INVALID_LIBRARY_ID', messages.invalidLibraryId(text), 2);
      const library = store.library(parsed.id);
      if (!library || !store.remove(library.id, parsed.version)) {
        const what = parsed.version ? `Version "${parsed.version}" of ${parsed.id}` : `Library ${parsed.id}`;
        throw new LibdocsError('LIBRARY_NOT_FOUND', messages.notIndexed(what));
      }
      process.stdout.write(`Removed ${parsed.version ? `${library.id}/${parsed.version}` : library.id}\n`);
    });
  },
});
