/**
 * A package whose documentation is built to be slow to parse (test/fixtures/hostile), fetched from an npm
 * registry on loopback: indexing it lets other work run, and stops at its time limit.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { addNpmPackage } from '../../../src/engine/ingest.ts';
import { parseFile } from '../../../src/engine/parse/index.ts';
import { NpmRegistry } from '../../../src/engine/sources/npm.ts';
import { Store } from '../../../src/engine/store/store.ts';
import { HttpClient } from '../../../src/http-client.ts';
import { HOSTILE } from '../../fixtures/hostile/inputs.ts';
import { startRegistry, type FakeRegistry } from '../../fixtures/hostile/registry.ts';
import { tempDir } from '../../helpers.ts';
import { mcpPost, rpcBody, startServer } from '../../transports/_server.ts';

const paragraph = HOSTILE['one Markdown paragraph of links, emphasis and code']!.make;
const files: Record<string, string> = { 'README.md': `# slowdocs\n\n${paragraph(300_000)}\n` };
for (let i = 1; i <= 4; i++) files[`docs/page-${i}.md`] = `# Page ${i}\n\n${paragraph(300_000)}\n`;

let registry: FakeRegistry;
before(async () => (registry = await startRegistry('slowdocs', '1.0.0', files)));
after(async () => registry.close());

/** Longest pause of the event loop, in milliseconds, while `work` runs. */
async function longestPause<T>(work: () => Promise<T>): Promise<{ pause: number; result: PromiseSettledResult<T> }> {
  let last = performance.now();
  let pause = 0;
  const timer = setInterval(() => {
    pause = Math.max(pause, performance.now() - last);
    last = performance.now();
  }, 10);
  const [result] = await Promise.allSettled([work()]);
  clearInterval(timer);
  return { pause, result: result! };
}

test('indexing a package lets the event loop run and stops at its time limit, storing nothing', { timeout: 60_000 }, async () => {
  parseFile('warm-up.md', paragraph(8_000)); // the parser's first run is slow while the code warms up
  const store = Store.open(tempDir());
  const npm = new NpmRegistry(new HttpClient({ noProxy: [] }), registry.url);
  const started = performance.now();
  const { pause, result } = await longestPause(() => addNpmPackage(store, npm, 'npm:slowdocs', { indexTimeoutMs: 1_000 }));
  const seconds = (performance.now() - started) / 1000;
  assert.equal(result.status, 'rejected', 'indexing went on past its limit');
  assert.match(String((result as PromiseRejectedResult).reason), /Indexing npm:slowdocs@1\.0\.0 was stopped after 1 s, the time limit .*libdocs add npm:slowdocs/);
  assert.ok(seconds < 6, `stopped after ${seconds.toFixed(1)} s`);
  assert.ok(pause < 2_500, `the event loop waited ${pause.toFixed(0)} ms`);
  assert.equal(store.library('/npm/slowdocs'), undefined);
  store.close();
});

test('the HTTP server answers /ping promptly while it indexes a hostile package fetched on a resolve miss', { timeout: 60_000 }, async () => {
  const server = await startServer(tempDir(), [], { npm_config_registry: registry.url });
  try {
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'resolve-library-id', arguments: { libraryName: 'slowdocs', query: 'setup' } } };
    const started = performance.now();
    const resolving = mcpPost(server.url, call).then(async (r) => ({ body: await rpcBody(r), seconds: (performance.now() - started) / 1000 }));
    await new Promise((r) => setTimeout(r, 1_500));
    let slowest = 0;
    for (let i = 0; i < 8; i++) {
      const t = performance.now();
      const ping = await fetch(`${server.url}/ping`, { signal: AbortSignal.timeout(10_000) });
      assert.equal(ping.status, 200);
      slowest = Math.max(slowest, performance.now() - t);
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.ok(slowest < 3_000, `/ping took ${slowest.toFixed(0)} ms while indexing`);
    const { seconds } = await resolving;
    assert.ok(seconds < 11, `resolve-library-id answered after ${seconds.toFixed(1)} s (limit 8 s)`);
  } finally {
    await server.stop();
  }
});
