/**
 * API keys end to end: `libdocs keys` creates, lists and revokes them in a real index; the stdio server
 * accepts an issued key, refuses unknown and revoked ones, and applies the tier limits to every tool call.
 */
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { KeyStore } from '../../src/auth/api-keys.ts';
import { Store } from '../../src/engine/store/store.ts';
import { fixtures, libdocsCommand, runCli, tempDir } from '../helpers.ts';
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';

const dataDir = tempDir();
assert.equal(runCli(['add', join(fixtures, 'engine', 'widgets'), '--data-dir', dataDir]).status, 0);
const cli = (...args: string[]) => runCli([...args, '--data-dir', dataDir]);

async function callTools(env: Record<string, string>, extraArgs: string[], calls: number): Promise<{ isError: boolean; text: string }[]> {
  const { command, args } = libdocsCommand();
  const transport = new StdioClientTransport({ command, args: [...args, '--data-dir', dataDir, ...extraArgs], env: { ...getDefaultEnvironment(), ...env }, stderr: 'pipe', cwd: tmpdir() });
  const client = new Client({ name: 'keys-test', version: '1.0.0' });
  await client.connect(transport);
  try {
    const out = [];
    for (let i = 0; i < calls; i++) {
      const r = (await client.callTool({ name: 'resolve-library-id', arguments: { libraryName: 'widgets', query: 'clicks' } })) as {
        isError?: boolean;
        content: { text: string }[];
      };
      out.push({ isError: r.isError === true, text: r.content.map((c) => c.text).join('') });
    }
    return out;
  } finally {
    await client.close();
  }
}

test('keys create prints the key once; list shows id, name and tier but never the key; the index holds only a hash', () => {
  const created = cli('keys', 'create', '--name', 'ci bot', '--tier', 'pro');
  assert.equal(created.status, 0, created.stderr);
  const key = created.stdout.split('\n')[0]!;
  assert.match(key, /^svcsk_[a-z\d]{8}_[\w-]{32}$/);
  assert.match(created.stdout, /This is the only time the key is shown/);
  const list = cli('keys', 'list');
  assert.match(list.stdout, /^[a-z\d]{8} {2}pro +active .* never used {2}ci bot$/m);
  assert.ok(!list.stdout.includes(key.slice(15)), 'list shows the key');
  const json = JSON.parse(cli('keys', 'list', '--json').stdout);
  assert.equal(json[0].name, 'ci bot');
  assert.equal(JSON.stringify(json).includes(key.slice(15)), false);
  const db = ['index.db', 'index.db-wal']
    .filter((f) => existsSync(join(dataDir, f)))
    .map((f) => readFileSync(join(dataDir, f)).toString('latin1'))
    .join('');
  assert.equal(db.includes(key.slice(15)), false, 'the key itself is in the database');
  assert.equal(cli('keys', 'create', '--tier', 'gold').status, 2);
});

test('stdio: an issued key is accepted; an unknown key is refused with the invalid-key message, naming its source only', async () => {
  const key = cli('keys', 'create', '--name', 'dev').stdout.split('\n')[0]!;
  const [ok] = await callTools({ SERVICE_API_KEY: key }, [], 1);
  assert.equal(ok!.isError, false, ok!.text);
  assert.match(ok!.text, /^Available Libraries:/);
  const forged = `${key.slice(0, 15)}${'A'.repeat(32)}`;
  const [refused] = await callTools({}, ['--api-key', forged], 1);
  assert.equal(refused!.isError, true);
  assert.match(refused!.text, /^Invalid API key \(from --api-key\): this server did not issue it\./);
  assert.equal(refused!.text.includes(forged), false);
  // Last use is recorded.
  assert.match(cli('keys', 'list').stdout, /last used \d{4}-\d\d-\d\d \d\d:\d\d {2}dev$/m);
});

test('stdio: a revoked key is refused from then on', async () => {
  const created = JSON.parse(cli('keys', 'create', '--name', 'leaked', '--json').stdout);
  const revoke = cli('keys', 'revoke', created.id);
  assert.equal(revoke.status, 0, revoke.stderr);
  const [refused] = await callTools({ SERVICE_API_KEY: created.key }, [], 1);
  assert.match(refused!.text, /^Invalid API key \(from SERVICE_API_KEY\): it was revoked on \d{4}-\d\d-\d\d\./);
  assert.equal(cli('keys', 'revoke', created.id).status, 1, 'revoking twice says there is no active key');
});

test('stdio: tier limits apply to tool calls; anonymous callers are told to add a key', async () => {
  const results = await callTools({ SERVICE_API_KEY: '' }, ['--rate-limits', 'anonymous=2,free=3'], 3);
  assert.deepEqual(results.map((r) => r.isError), [false, false, true]);
  assert.match(results[2]!.text, /^Rate limited or quota exceeded \(retry after \d+ s\)\. Anonymous callers may make 2 requests per hour\. Add a free API key/);
  const key = cli('keys', 'create').stdout.split('\n')[0]!;
  const keyed = await callTools({ SERVICE_API_KEY: key }, ['--rate-limits', 'anonymous=2,free=3'], 4);
  assert.deepEqual(keyed.map((r) => r.isError), [false, false, false, true]);
  assert.match(keyed[3]!.text, /The free tier may make 3 requests per hour\. Wait for the window to reset/);
});

test('verification compares hashes in constant time and rejects malformed keys without a lookup', () => {
  const store = Store.open(tempDir());
  const keys = new KeyStore(store);
  const { key } = keys.create('unit', 'enterprise');
  assert.equal(keys.verify(key, 'X-API-Key').tier, 'enterprise');
  assert.throws(() => keys.verify('sk_live_123', 'X-API-Key'), /Invalid API key \(from X-API-Key\): it does not start with svcsk/);
  assert.throws(() => keys.verify('svcsk_short', 'X-API-Key'), /it is not a complete key/);
  assert.throws(() => keys.verify(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`, 'X-API-Key'), /this server did not issue it/);
  store.close();
});
