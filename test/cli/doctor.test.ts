/** `libdocs doctor` on a healthy index, a broken one, and with a backing API, proxy and key configured. */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fixtures, runCli, runCliAsync, tempDir } from '../helpers.ts';

const clean = { SERVICE_API_URL: '', SERVICE_API_KEY: '', HTTPS_PROXY: '', https_proxy: '', HTTP_PROXY: '', http_proxy: '' };

test('a healthy index: libraries listed, backing API answering, key masked, proxy named', async () => {
  const dataDir = tempDir();
  assert.equal(runCli(['add', join(fixtures, 'engine', 'widgets'), '--data-dir', dataDir]).status, 0);
  const api = createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api`;
  const key = 'svcsk_live_0123456789abcdefWXYZ';
  try {
    const result = await runCliAsync(['doctor', '--data-dir', dataDir], {
      env: { ...clean, SERVICE_API_URL: url, SERVICE_API_KEY: key, HTTPS_PROXY: 'http://user:secret@proxy.example:8080', NO_PROXY: '127.0.0.1' },
    });
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /^ok +libraries +1 \(1 versions, \d+ snippets\): \/acme\/widgets$/m);
    assert.match(result.stdout, new RegExp(`^ok +backing API +${url} answers \\(HTTP 404\\)$`, 'm'));
    assert.match(result.stdout, /^ok +proxy +http:\/\/\*\*\*:\*\*\*@proxy\.example:8080\/ from HTTPS_PROXY; not for 127\.0\.0\.1 or loopback$/m);
    assert.match(result.stdout, /^ok +API key +svcsk_…WXYZ from SERVICE_API_KEY$/m);
    assert.doesNotMatch(result.stdout, /0123456789|secret/);
  } finally {
    api.close();
  }
});

test('problems: a damaged index and an unreachable API fail with what to do; --json gives the same', () => {
  const dataDir = tempDir();
  writeFileSync(join(dataDir, 'index.db'), 'this is not a database');
  const result = runCli(['doctor', '--data-dir', dataDir, '--json'], { env: { ...clean, SERVICE_API_URL: 'http://127.0.0.1:1/api' } });
  assert.equal(result.status, 1);
  const report = JSON.parse(result.stdout);
  assert.equal(report.healthy, false);
  const byName = Object.fromEntries(report.checks.map((c: { name: string }) => [c.name, c]));
  assert.equal(byName.index.status, 'fail');
  assert.match(byName.index.fix, /move the damaged file aside/i);
  assert.equal(byName['backing API'].status, 'fail');
  assert.match(byName['backing API'].detail, /http:\/\/127\.0\.0\.1:1\/api is unreachable/);
});

test('an empty data directory is a warning that says how to add documentation', () => {
  const result = runCli(['doctor', '--data-dir', tempDir()], { env: clean });
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^warn +index +no index yet in .*\n +→ Add documentation: libdocs add <folder>\.$/m);
});
