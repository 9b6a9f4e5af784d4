/**
 * The documentation API (`/api/v2/*`) served from the embedded index: its shapes and statuses, and the existing
 * Context7 MCP server from the npm registry (@upstash/context7-mcp) answering from our index through it.
 */
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fixtures, runCli } from '../helpers.ts';
import { startServer, widgetsIndex, type RunningServer } from './_server.ts';

const dataDir = widgetsIndex();
assert.equal(runCli(['add', join(fixtures, 'engine', 'widgets-1.0'), '--id', '/acme/widgets', '--version', '1.0.0', '--data-dir', dataDir]).status, 0);
let server: RunningServer;
before(async () => (server = await startServer(dataDir, ['--rate-limits', 'anonymous=40', '--offline'])));
after(async () => server.stop());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

describe('/api/v2', () => {
  test('libs/search: the fields Context7-compatible clients read', async () => {
    const response = await get('/api/v2/libs/search?libraryName=widgets&query=handle%20clicks');
    assert.equal(response.status, 200);
    const { results } = await response.json();
    assert.equal(results[0].id, '/acme/widgets');
    assert.equal(results[0].title, 'widgets');
    assert.equal(results[0].state, 'finalized');
    assert.deepEqual(results[0].versions, ['2.1.0', '1.0.0']);
    assert.ok(results[0].totalSnippets > 0 && results[0].totalTokens > 0);
    assert.match(results[0].lastUpdateDate, /^\d{4}-\d\d-\d\dT/);
    assert.equal(results[0].trustScore, undefined, 'a local folder has no reputation');
    const none = await (await get('/api/v2/libs/search?libraryName=django&query=orm')).json();
    assert.deepEqual(none.results, []);
  });

  test('context: Markdown by default, the version from the ID, JSON snippets on request', async () => {
    const text = await get('/api/v2/context?libraryId=/acme/widgets&query=stop%20listening%20for%20clicks');
    assert.equal(text.status, 200);
    assert.match(text.headers.get('content-type') ?? '', /^text\/plain/);
    assert.match(await text.text(), /const stop = button\.onClick\(handler\);[\s\S]*Source: widgets 2\.1\.0 documentation/);
    const old = await (await get('/api/v2/context?libraryId=/acme/widgets/1.0.0&query=listen%20for%20presses')).text();
    assert.match(old, /button\.onPress\(handler\)/);
    const json = await (await get('/api/v2/context?libraryId=/acme/widgets&query=stop%20listening%20for%20clicks&type=json')).json();
    const snippet = json.codeSnippets[0];
    assert.ok(snippet.codeTitle && snippet.codeId.startsWith('docs/guides/events.md'));
    assert.deepEqual(snippet.codeList.find((c: { code: string }) => c.code.includes('stop()')), { language: 'js', code: 'const stop = button.onClick(handler);\nstop();' });
    assert.ok(Array.isArray(json.infoSnippets));
  });

  test('errors are JSON {error, message} with the statuses clients understand', async () => {
    const cases: [string, number, RegExp][] = [
      ['/api/v2/context?libraryId=/acme/gadgets&query=x', 404, /The library "\/acme\/gadgets" does not exist/],
      ['/api/v2/context?libraryId=widgets&query=x', 404, /probably an invalid library ID/],
      ['/api/v2/context?libraryId=/acme/widgets/9.9.9&query=x', 404, /Available versions: 2\.1\.0, 1\.0\.0/],
      ['/api/v2/context?libraryId=/acme/widgets', 400, /query is required/],
      ['/api/v2/context?libraryId=/acme/widgets&query=x&type=xml', 400, /type must be txt or json/],
      ['/api/v2/libs/search?query=x', 400, /libraryName is required/],
      ['/api/v2/context?libraryId=/acme/widgets&query=my%20key%20is%20svcsk_live_abcdefghijklmnop1234', 400, /Refused/],
    ];
    for (const [path, status, message] of cases) {
      const response = await get(path);
      assert.equal(response.status, status, path);
      const body = await response.json();
      assert.equal(typeof body.error, 'string', path);
      assert.match(body.message, message, path);
    }
    const badKey = await get('/api/v2/libs/search?libraryName=widgets', { Authorization: 'Bearer svcsk_unknown_0000000000000000' });
    assert.equal(badKey.status, 401);
    assert.match((await badKey.json()).message, /^Invalid API key/);
  });
});

test('the Context7 MCP server from npm, pointed at our /api, resolves and queries our index', async () => {
  const entry = createRequire(import.meta.url).resolve('@upstash/context7-mcp/dist/index.js');
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [entry],
    env: { ...getDefaultEnvironment(), CONTEXT7_API_URL: `${server.url}/api` },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'compat-test', version: '1.0.0' });
  await client.connect(transport);
  try {
    const text = async (name: string, args: Record<string, string>) =>
      ((await client.callTool({ name, arguments: args })) as { content: { text: string }[] }).content.map((c) => c.text).join('');
    const resolved = await text('resolve-library-id', { libraryName: 'widgets', query: 'handle clicks' });
    assert.match(resolved, /Context7-compatible library ID: \/acme\/widgets/);
    assert.match(resolved, /Versions: 2\.1\.0, 1\.0\.0/);
    const docs = await text('query-docs', { libraryId: '/acme/widgets', query: 'how do I stop listening for clicks?' });
    assert.match(docs, /const stop = button\.onClick\(handler\);/);
  } finally {
    await client.close();
  }
  assert.match(server.stderr(), /^GET \/api\/v2\/context 200 \d+ms anonymous$/m);
});

test('an API request refused for its form (400 bad parameter, 405 method) does not use the allowance', async () => {
  const limited = await startServer(dataDir, ['--rate-limits', 'anonymous=2', '--offline']);
  try {
    assert.equal((await fetch(`${limited.url}/api/v2/context?query=clicks`)).status, 400);
    assert.equal((await fetch(`${limited.url}/api/v2/context?libraryId=/acme/widgets&query=x&tokens=abc`)).status, 400);
    assert.equal((await fetch(`${limited.url}/api/v2/libs/search?libraryName=widgets&query=x`, { method: 'POST' })).status, 405);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${limited.url}/api/v2/libs/search?libraryName=widgets&query=clicks`)).status);
    assert.deepEqual(statuses, [200, 200, 429]);
  } finally {
    await limited.stop();
  }
});

test('context: a secret in the library ID is refused like one in the question', async () => {
  const id = `/acme/${['AKIA', 'Z7QW3RT5YU9OPL2K'].join('')}`;
  const response = await get(`/api/v2/context?libraryId=${encodeURIComponent(id)}&query=clicks`);
  assert.equal(response.status, 400);
  assert.match((await response.json()).message, /^Refused: the libraryId appears to contain an AWS access key ID/);
});
