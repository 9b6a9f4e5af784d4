/**
 * `libdocs keys create|list|revoke`: API keys this server issues and checks (stdio --api-key or
 * SERVICE_API_KEY; over HTTP the key headers). A key is printed once, at creation; the index keeps its hash.
 * @module
 */
import { defineCommand } from 'citty';
import { KeyStore, parseTier } from '../auth/api-keys.ts';
import { KEY_TIERS } from '../tiers.ts';
import { LibdocsError, messages } from '../errors.ts';
import { dataDirArg, jsonArg, printJson, required, withStore } from './_shared.ts';

const create = defineCommand({
  meta: { name: 'create', description: 'Create a key and print it (once)' },
  args: {
    tier: { type: 'string', description: `${KEY_TIERS.join(' | ')} (default free)`, valueHint: KEY_TIERS.join('|') },
    name: { type: 'string', description: 'Who or what the key is for (shown by keys list)' },
    ...dataDirArg,
    ...jsonArg,
  },
  async run({ args }) {
    await withStore(args, (store) => {
      const tier = parseTier(args.tier);
      const name = args.name?.trim() || `${tier} key`;
      const { key, record } = new KeyStore(store).create(name, tier);
      if (args.json) return printJson({ ...record, key });
      process.stdout.write(
        `${key}\n\nCreated ${record.tier} key ${record.id} ("${record.name}"). This is the only time the key is shown: ` +
          'store it now. Give it to the assistant as SERVICE_API_KEY (stdio) or in a header (HTTP); revoke it with ' +
          `\`libdocs keys revoke ${record.id}\`.\n`,
      );
    });
  },
});

const list = defineCommand({
  meta: { name: 'list', description: 'List keys: id, name, tier, created, last used, revoked (never the key)' },
  args: { ...dataDirArg, ...jsonArg },
  async run({ args }) {
    await withStore(args, (store) => {
      const keys = new KeyStore(store).list();
      if (args.json) return printJson(keys);
      if (keys.length === 0) {
        process.stdout.write('No keys yet. Create one with `libdocs keys create --name <who> [--tier free|pro|enterprise]`.\n');
        return;
      }
      for (const k of keys) {
        const used = k.lastUsedAt ? `last used ${k.lastUsedAt.slice(0, 16).replace('T', ' ')}` : 'never used';
        const state = k.revokedAt ? `revoked ${k.revokedAt.slice(0, 10)}` : 'active';
        process.stdout.write(`${k.id}  ${k.tier.padEnd(10)}  ${state.padEnd(18)}  created ${k.createdAt.slice(0, 10)}  ${used}  ${k.name}\n`);
      }
    });
  },
});

const revoke = defineCommand({
  meta: { name: 'revoke', description: 'Revoke a key by its id (from keys list)' },
  args: { id: { type: 'positional', required: false, description: 'Key id' }, ...dataDirArg },
  async run({ args }) {
    await withStore(args, (store) => {
      const id = required(args.id, 'the key id', 'libdocs keys revoke <id>');
      if (!new KeyStore(store).revoke(id.trim())) {
        throw new LibdocsError('INVALID_ARGUMENT', messages.noActiveKey(id));
      }
      process.stdout.write(`Revoked key ${id.trim()}. Requests with it are refused from now on.\n`);
    });
  },
});

export default defineCommand({
  meta: { name: 'keys', description: 'Create, list and revoke the API keys this server accepts' },
  subCommands: { create, list, revoke },
});
