/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance, from the npm registry) against /mcp of
 * the built binary. Scenarios for capabilities libdocs has no reason to have are listed, with the reason, in
 * conformance-baseline.yml; any other failure, or a baseline entry that starts passing, fails this test.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { tempDir } from '../helpers.ts';
import { startServer, widgetsIndex } from './_server.ts';

const suite = join(dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json')), 'dist', 'index.js');
const baseline = join(import.meta.dirname, 'conformance-baseline.yml');

test('conformance: initialize, ping, tools-list and dns-rebinding-protection pass; nothing fails outside the baseline', async () => {
  const server = await startServer(widgetsIndex());
  try {
    const output = tempDir();
    const run = spawn(process.execPath, [suite, 'server', '--url', `${server.url}/mcp`, '--expected-failures', baseline, '-o', output], {
      cwd: output,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let text = '';
    run.stdout.on('data', (c: Buffer) => (text += c.toString('utf8')));
    run.stderr.on('data', (c: Buffer) => (text += c.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => run.on('close', resolve));
    assert.equal(code, 0, text.slice(-3000));
    for (const scenario of ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection', 'prompts-list', 'resources-list']) {
      assert.match(text, new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`), scenario);
    }
  } finally {
    await server.stop();
  }
});
