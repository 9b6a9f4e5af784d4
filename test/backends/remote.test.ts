/**
 * Remote mode (SERVICE_API_URL): the built binary over stdio forwards both tools to a backing API. Against a
 * fake API on loopback: what is sent, every status, retries and timeouts; against our own binary serving the
 * API: end to end; through a real CONNECT proxy on loopback: proxy precedence and NO_PROXY.
 */
import { Client } from '@modelcontextprotocol/client';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { libdocsCommand, runCli, tempDir } from '../helpers.ts';
import { freePort, startServer, widgetsIndex, type RunningServer } from '../transports/_server.ts';
import { FakeApi } from './_fake-api.ts';

async function remoteClient(env: Record<string, string>, args: string[] = [], clientInfo = { name: 'remote-tests', version: '4.5.6' }) {
  const { command, args: prefix } = libdocsCommand();
  const transport = new StdioClientTransport({ command, args: [...prefix, ...(args.includes('--data-dir') ? [] : ['--data-dir', tempDir()]), ...args], env: { ...getDefaultEnvironment(), ...env }, stderr: 'pipe', cwd: tmpdir() });
  let stderr = '';
  transport.stderr?.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const client = new Client(clientInfo);
  await client.connect(transport);
  const call = async (name: string, args: Record<string, string>) => {
    const r = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: { text: string }[] };
    return { isError: r.isError === true, text: r.content.map((c) => c.text).join('') };
  };
  return { client, call, stderr: () => stderr, close: () => client.close() };
}

const search = { results: [{ id: '/acme/widgets', title: 'Widgets', description: 'UI widgets', totalSnippets: 1234, trustScore: 7.5, benchmarkScore: 88, versions: ['2.1.0', '1.0.0'] }] };

// A local index whose only library documents a module called gizmo (a content match for "gizmo", not a name).
const gizmoIndex = tempDir();
{
  const docs = tempDir();
  writeFileSync(join(docs, 'README.md'), '# Toolbox\n\nTools.\n\n## gizmo — the gizmo bridge\n\nBridges gizmos.\n');
  assert.equal(runCli(['add', docs, '--id', '/acme/toolbox', '--name', 'Toolbox', '--data-dir', gizmoIndex]).status, 0);
}

describe('against a fake backing API', () => {
  const api = new FakeApi();
  before(() => api.start());
  after(() => api.close());
  const env = () => ({ SERVICE_API_URL: `http://127.0.0.1:${api.port}/api`, SERVICE_API_KEY: 'svcsk_remote_key_0123456789', SERVICE_API_TIMEOUT_MS: '800' });

  test('both tools forward the question and name only, with the key as Bearer and who is asking', async () => {
    api.handler = (path) => (path.endsWith('/libs/search') ? { status: 200, body: search } : { status: 200, body: '### Adding widgets\n\nSource: docs/a.md\n\ncode' });
    const remote = await remoteClient(env());
    try {
      const tools = await remote.client.listTools();
      assert.equal(tools.tools.every((t) => t.annotations?.openWorldHint === true), true, 'a backing API is an open world');
      const resolved = await remote.call('resolve-library-id', { libraryName: 'widgets', query: 'add a widget' });
      assert.equal(resolved.isError, false, resolved.text);
      assert.match(resolved.text, /^Available Libraries:\n\n1\. \/acme\/widgets\n {3}Name: Widgets\n {3}Description: UI widgets\n {3}Code Snippets: 1,234\n {3}Source Reputation: High\n {3}Benchmark Score: 88\n {3}Versions: 2\.1\.0, 1\.0\.0/);
      const docs = await remote.call('query-docs', { libraryId: '/acme/widgets/2.1.0', query: 'add a widget' });
      assert.equal(docs.text, '### Adding widgets\n\nSource: docs/a.md\n\ncode');
    } finally {
      await remote.close();
    }
    const [first, second] = api.seen.slice(-2);
    assert.deepEqual(first!.params, { query: 'add a widget', libraryName: 'widgets' });
    assert.deepEqual(second!.params, { query: 'add a widget', libraryId: '/acme/widgets/2.1.0', type: 'txt' });
    assert.equal(second!.path, '/api/v2/context');
    assert.equal(first!.headers.authorization, 'Bearer svcsk_remote_key_0123456789');
    assert.equal(first!.headers['x-libdocs-client-name'], 'remote-tests');
    assert.equal(first!.headers['x-libdocs-client-version'], '4.5.6');
    assert.equal(first!.headers['x-libdocs-transport'], 'stdio');
    assert.match(String(first!.headers['user-agent']), /^libdocs\//);
  });

  test('a client name with line breaks or non-ASCII reaches the API as one clean header, and the call still works', async () => {
    api.handler = () => ({ status: 200, body: search });
    const remote = await remoteClient(env(), [], { name: 'evil\r\nX-Injected: yes', version: `ünï${'9'.repeat(300)}` });
    try {
      const resolved = await remote.call('resolve-library-id', { libraryName: 'widgets', query: 'add a widget' });
      assert.equal(resolved.isError, false, resolved.text);
    } finally {
      await remote.close();
    }
    const last = api.seen.at(-1)!;
    assert.equal(last.headers['x-injected'], undefined);
    assert.equal(last.headers['x-libdocs-client-name'], 'evilX-Injected: yes');
    assert.equal(last.headers['x-libdocs-client-version'], `n${'9'.repeat(99)}`);
  });

  test('a secret in any argument never reaches the backing API, and the caller is told why', async () => {
    api.handler = (path) => (path.endsWith('/libs/search') ? { status: 200, body: search } : { status: 200, body: '### Adding widgets\n\nSource: docs/a.md\n\ncode' });
    const token = ['gh', 'p_', 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'].join('');
    const aws = ['AKIA', 'Z7QW3RT5YU9OPL2K'].join('');
    const fullWidthAws = [...aws].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');
    const remote = await remoteClient(env(), [], { name: `client ${token}`, version: '1.0.0' });
    const before = api.seen.length;
    try {
      const calls: [string, Record<string, string>, RegExp][] = [
        ['query-docs', { libraryId: `/acme/${token}`, query: 'add a widget' }, /the libraryId appears to contain a GitHub token/],
        ['query-docs', { libraryId: `/acme/widgets/${aws}`, query: 'add a widget' }, /the libraryId appears to contain an AWS access key ID/],
        ['query-docs', { libraryId: `/acme/${fullWidthAws}`, query: 'add a widget' }, /the libraryId appears to contain an AWS access key ID/],
        ['query-docs', { libraryId: '/acme/widgets', query: `why does ${token.slice(0, 5)}\u200b${token.slice(5)} fail` }, /the query appears to contain a GitHub token/],
        ['query-docs', { libraryId: '/acme/widgets', query: 'parse -----BEGIN  PRIVATE KEY----- in node' }, /the query appears to contain a private key/],
        ['resolve-library-id', { libraryName: `widgets ${aws}`, query: 'add a widget' }, /the libraryName appears to contain an AWS access key ID/],
      ];
      for (const [tool, args, message] of calls) {
        const result = await remote.call(tool, args);
        assert.equal(result.isError, true, JSON.stringify(args));
        assert.match(result.text, message);
        assert.match(result.text, /Nothing was looked up/);
      }
      assert.equal(api.seen.length, before, 'a request reached the backing API');
      // A client whose name carries a token still works; the name is left out of the headers.
      const resolved = await remote.call('resolve-library-id', { libraryName: 'widgets', query: 'add a widget' });
      assert.equal(resolved.isError, false, resolved.text);
    } finally {
      await remote.close();
    }
    const sent = JSON.stringify(api.seen.slice(before));
    assert.ok(!sent.includes(token) && !sent.includes(aws), 'a secret reached the backing API');
    assert.equal(api.seen.at(-1)!.headers['x-libdocs-client-name'], undefined);
  });

  test('every status becomes the SPEC message with its next step; nothing says "undefined"', async () => {
    const remote = await remoteClient(env());
    const cases: [number, Record<string, string> | undefined, unknown, RegExp][] = [
      [401, undefined, { error: 'unauthorized', message: 'Key revoked' }, /^Invalid API key \(from the key sent to the backing API\): the backing API says: Key revoked\..*ask whoever runs the backing API \(SERVICE_API_URL\)/],
      [403, undefined, {}, /^Invalid API key/],
      [404, undefined, { error: 'not_found', message: 'nope' }, /^The library "\/acme\/widgets" does not exist/],
      [202, undefined, { error: 'not_finalized', message: 'indexing' }, /not finalized for this library: \/acme\/widgets is still being indexed/],
      [402, undefined, { error: 'payment_required', message: 'Monthly quota used' }, /plan or quota of this key \(Monthly quota used\)/],
      [429, { 'Retry-After': '30' }, { error: 'rate_limited', message: 'slow down' }, /^Rate limited or quota exceeded \(retry after 30 s\)/],
      [500, undefined, { message: 'boom' }, /^The backing documentation API at http:\/\/127\.0\.0\.1:\d+\/api is unreachable \(HTTP 500: boom\)/],
    ];
    try {
      for (const [status, headers, body, message] of cases) {
        api.handler = () => ({ status, headers, body });
        const result = await remote.call('query-docs', { libraryId: '/acme/widgets', query: 'add a widget' });
        assert.equal(result.isError, true, `${status}`);
        assert.match(result.text, message, `${status}`);
        assert.doesNotMatch(result.text, /undefined|svcsk_remote/, `${status}`);
      }
    } finally {
      await remote.close();
    }
  });

  test('a moved library (301) is followed once', async () => {
    api.handler = (_path, params) =>
      params.get('libraryId') === '/acme/widgets' ? { status: 301, body: { redirectUrl: '/acme/widgets-ui' } } : { status: 200, body: `answer for ${params.get('libraryId')}` };
    const remote = await remoteClient(env());
    try {
      assert.equal((await remote.call('query-docs', { libraryId: '/acme/widgets', query: 'x y' })).text, 'answer for /acme/widgets-ui');
    } finally {
      await remote.close();
    }
  });

  test('503 is retried (bounded) before "unreachable"; a hang ends in a timeout, never a hang of the tool', async () => {
    const before = api.seen.length;
    api.handler = () => ({ status: 503, body: { message: 'maintenance' } });
    const remote = await remoteClient(env());
    try {
      const failed = await remote.call('query-docs', { libraryId: '/acme/widgets', query: 'x y' });
      assert.match(failed.text, /unreachable \(HTTP 503\)/);
      assert.equal(api.seen.length - before, 3, 'one call and two retries');
      api.handler = () => ({ status: 200, hang: true });
      const started = Date.now();
      const hung = await remote.call('query-docs', { libraryId: '/acme/widgets', query: 'x y' });
      assert.match(hung.text, /unreachable \(no answer within 0\.8 s\)/);
      assert.ok(Date.now() - started < 10_000);
    } finally {
      await remote.close();
    }
  });

  test('local-first: a library the index matches only by content, or not at all, is looked up in the API first', async () => {
    const gizmo = { results: [{ id: '/acme/gizmo', title: 'Gizmo', description: 'The gizmo library', totalSnippets: 10, versions: [] }] };
    api.handler = (path, params) => (path.endsWith('/libs/search') ? { status: 200, body: params.get('libraryName') === 'gizmo' ? gizmo : { results: [] } } : { status: 404 });
    const closed = `http://127.0.0.1:${await freePort()}`;
    const remote = await remoteClient({ ...env(), npm_config_registry: closed }, ['--local-first', '--data-dir', gizmoIndex]);
    try {
      // The remote's own name match, then the local content match, marked.
      const text = (await remote.call('resolve-library-id', { libraryName: 'gizmo', query: 'bridge gizmos' })).text;
      assert.match(text, /^Available Libraries:\n\n1\. \/acme\/gizmo\n[\s\S]*\n2\. \/acme\/toolbox\n {3}Name: Toolbox\n {3}Description: \[Not a name match: no indexed library is named "gizmo"/);
      // A local miss goes to the API, not to npm.
      const miss = await remote.call('resolve-library-id', { libraryName: 'nothing-here', query: 'x' });
      assert.equal(miss.isError, true);
      assert.match(miss.text, /^No libraries found matching "nothing-here"/);
      assert.doesNotMatch(miss.text, /npm registry/);
    } finally {
      await remote.close();
    }
  });

  test('a closed port is "unreachable", naming the URL', async () => {
    const dead = await freePort();
    const remote = await remoteClient({ ...env(), SERVICE_API_URL: `http://127.0.0.1:${dead}/api` });
    try {
      const result = await remote.call('resolve-library-id', { libraryName: 'widgets', query: 'x' });
      assert.equal(result.isError, true);
      assert.match(result.text, new RegExp(`^The backing documentation API at http://127\\.0\\.0\\.1:${dead}/api is unreachable \\(ECONNREFUSED\\)`));
    } finally {
      await remote.close();
    }
  });
});

// Made at the top level: a temporary directory made inside a hook would be removed when the hook ends.
const servingIndex = widgetsIndex();
const localIndex = widgetsIndex();

describe('end to end: our binary forwarding to our binary', () => {
  let server: RunningServer;
  before(async () => (server = await startServer(servingIndex)));
  after(() => server.stop());

  test('both tools answer from the serving instance', async () => {
    const remote = await remoteClient({ SERVICE_API_URL: `${server.url}/api` });
    try {
      assert.match((await remote.call('resolve-library-id', { libraryName: 'widgets', query: 'clicks' })).text, /^Available Libraries:\n\n1\. \/acme\/widgets\n/);
      assert.match((await remote.call('query-docs', { libraryId: '/acme/widgets', query: 'how do I stop listening for clicks?' })).text, /const stop = button\.onClick\(handler\);/);
      const unknown = await remote.call('query-docs', { libraryId: '/acme/gadgets', query: 'anything' });
      assert.match(unknown.text, /^The library "\/acme\/gadgets" does not exist/);
    } finally {
      await remote.close();
    }
  });

  test('local-first: the local index answers for what it has, the backing API for the rest', async () => {
    const localDir = localIndex;
    const { command, args } = libdocsCommand();
    const transport = new StdioClientTransport({
      command,
      args: [...args, '--data-dir', localDir, '--local-first'],
      env: { ...getDefaultEnvironment(), SERVICE_API_URL: 'http://127.0.0.1:1/api' },
      stderr: 'pipe',
      cwd: tmpdir(),
    });
    const client = new Client({ name: 'local-first', version: '1.0.0' });
    await client.connect(transport);
    try {
      const local = (await client.callTool({ name: 'query-docs', arguments: { libraryId: '/acme/widgets', query: 'stop listening for clicks' } })) as { content: { text: string }[] };
      assert.match(local.content[0]!.text, /const stop = button\.onClick/);
      const elsewhere = (await client.callTool({ name: 'query-docs', arguments: { libraryId: '/acme/gadgets', query: 'anything' } })) as { content: { text: string }[] };
      assert.match(elsewhere.content[0]!.text, /backing documentation API at http:\/\/127\.0\.0\.1:1\/api is unreachable/);
    } finally {
      await client.close();
    }
  });
});

describe('proxies', () => {
  const api = new FakeApi();
  let proxy: Server;
  let proxyPort = 0;
  const tunnels: string[] = [];
  before(async () => {
    await api.start();
    api.handler = (path) => (path.endsWith('/libs/search') ? { status: 200, body: search } : { status: 200, body: 'docs' });
    // A CONNECT proxy that resolves the made-up host backing.test to the fake API on loopback.
    proxy = createServer((req, res) => {
      // Forward-proxy form (absolute URL in the request line), as clients use for http:// targets.
      const target = new URL(req.url ?? '/');
      tunnels.push(`${target.hostname}:${target.port}`);
      const upstream = httpRequest(
        { host: target.hostname === 'backing.test' ? '127.0.0.1' : target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    proxy.on('connect', (req, client: Socket, head: Buffer) => {
      tunnels.push(req.url ?? '');
      const [host, port] = (req.url ?? '').split(':');
      const upstream = connect(Number(port), host === 'backing.test' ? '127.0.0.1' : host!, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    proxyPort = (proxy.address() as { port: number }).port;
  });
  after(async () => {
    proxy.closeAllConnections();
    await new Promise((r) => proxy.close(r));
    await api.close();
  });

  const resolveThrough = async (env: Record<string, string>) => {
    const remote = await remoteClient({ SERVICE_API_URL: `http://backing.test:${api.port}/api`, SERVICE_API_TIMEOUT_MS: '2000', ...env });
    try {
      return await remote.call('resolve-library-id', { libraryName: 'widgets', query: 'x' });
    } finally {
      await remote.close();
    }
  };

  test('HTTPS_PROXY is used, and wins over a broken HTTP_PROXY', async () => {
    const deadProxy = `http://127.0.0.1:${await freePort()}`;
    const result = await resolveThrough({ HTTPS_PROXY: `http://127.0.0.1:${proxyPort}`, HTTP_PROXY: deadProxy });
    assert.equal(result.isError, false, result.text);
    assert.ok(tunnels.includes(`backing.test:${api.port}`), `the request went through the proxy (${tunnels.join(', ')})`);
  });

  test('lower-case https_proxy is used when HTTPS_PROXY is not set', async () => {
    tunnels.length = 0;
    const result = await resolveThrough({ https_proxy: `http://127.0.0.1:${proxyPort}` });
    assert.equal(result.isError, false, result.text);
    assert.equal(tunnels.length, 1);
  });

  test('NO_PROXY sends the request direct (and backing.test does not resolve without the proxy)', async () => {
    tunnels.length = 0;
    const result = await resolveThrough({ HTTPS_PROXY: `http://127.0.0.1:${proxyPort}`, NO_PROXY: 'example.com,backing.test' });
    assert.equal(result.isError, true);
    assert.match(result.text, /unreachable \((ENOTFOUND|EAI_AGAIN)/);
    assert.equal(tunnels.length, 0, 'the proxy was not used');
  });
});
