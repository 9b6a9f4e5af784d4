/**
 * Remote mode as clients meet it: the built binary with --transport http, driven by the MCP SDK client in both
 * eras and by raw requests for every status the server promises.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { closeSync, mkdirSync, openSync, rmSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { version } from '../../src/version.ts';
import { runCli, tempDir } from '../helpers.ts';
import { initialize, mcpPost, rpcBody, startServer, toolCall, widgetsIndex, type RunningServer } from './_server.ts';

const dataDir = widgetsIndex();

describe('the MCP endpoint', () => {
  let server: RunningServer;
  before(async () => (server = await startServer(dataDir)));
  after(async () => assert.equal(await server.stop(), 0));

  for (const era of ['modern', 'legacy'] as const) {
    test(`the SDK client (${era} era) lists the tools and calls both`, async () => {
      const client = new Client({ name: 'http-tests', version: '1.0.0' }, era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
      await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
      try {
        const tools = await client.listTools();
        assert.deepEqual(tools.tools.map((t) => t.name).sort(), ['query-docs', 'resolve-library-id']);
        const resolved = (await client.callTool({ name: 'resolve-library-id', arguments: { libraryName: 'widgets', query: 'clicks' } })) as { content: { text: string }[] };
        assert.match(resolved.content[0]!.text, /^Available Libraries:\n\n1\. \/acme\/widgets\n/);
        const answer = (await client.callTool({ name: 'query-docs', arguments: { libraryId: '/acme/widgets', query: 'stop listening for clicks' } })) as {
          content: { text: string }[];
        };
        assert.match(answer.content[0]!.text, /const stop = button\.onClick\(handler\);/);
      } finally {
        await client.close();
      }
    });
  }

  test('GET and DELETE are 405 with Allow; the server is stateless', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(`${server.url}/mcp`, { method });
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.get('allow'), 'POST, OPTIONS');
      assert.match((await response.json()).message, /stateless/);
    }
  });

  test('wrong Accept 406, wrong content type 415, malformed JSON 400 -32700, unsupported protocol version 400', async () => {
    assert.equal((await mcpPost(server.url, initialize, { Accept: 'text/html' })).status, 406);
    assert.equal((await mcpPost(server.url, initialize, { 'Content-Type': 'text/plain' })).status, 415);
    const malformed = await mcpPost(server.url, '{"jsonrpc":"2.0", "id": 1, "method":');
    assert.equal(malformed.status, 400);
    assert.equal((await rpcBody(malformed)).error?.code, -32700);
    const unsupported = await mcpPost(server.url, { jsonrpc: '2.0', id: 3, method: 'tools/list' }, { 'MCP-Protocol-Version': '1999-01-01' });
    assert.equal(unsupported.status, 400);
  });

  test('Accept: 406 only when neither JSON nor SSE is acceptable; any other client gets an answer in a form it takes', async () => {
    const modern = {
      body: {
        jsonrpc: '2.0',
        id: 7,
        method: 'tools/call',
        params: {
          name: 'resolve-library-id',
          arguments: { libraryName: 'widgets', query: 'clicks' },
          _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} },
        },
      },
      headers: { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/call', 'Mcp-Name': 'resolve-library-id' },
    };
    for (const [era, call] of [['legacy', { body: toolCall(7), headers: {} }], ['modern', modern]] as const) {
      // No Accept at all (curl, plain HTTP libraries), any type, JSON only, SSE only, both.
      for (const accept of [undefined, '*/*', 'application/json', 'application/*', 'text/event-stream', 'application/json, text/event-stream']) {
        const answer = await raw(server.port, call.body, { ...call.headers, ...(accept === undefined ? {} : { Accept: accept }) });
        const label = `${era}, Accept: ${accept ?? '(none)'}`;
        assert.equal(answer.status, 200, `${label}: ${answer.body}`);
        if (accept === 'application/json' || accept === 'application/*') assert.match(answer.type, /^application\/json/, label);
        if (accept === 'text/event-stream') assert.match(answer.type, /^text\/event-stream/, label);
        const data = answer.type.startsWith('text/event-stream') ? /^data: (.*)$/m.exec(answer.body)?.[1] : answer.body;
        const message = JSON.parse(data ?? 'null') as { id: number; result: { content: { text: string }[] } };
        assert.equal(message.id, 7, label);
        assert.match(message.result.content[0]!.text, /^Available Libraries:/, label);
      }
      for (const accept of ['text/html', 'application/xml, text/plain', 'application/json;q=0, text/event-stream;q=0']) {
        const refused = await raw(server.port, call.body, { ...call.headers, Accept: accept });
        assert.equal(refused.status, 406, `${era}, Accept: ${accept}`);
        assert.match(JSON.parse(refused.body).error.message, /Send Accept: application\/json, text\/event-stream/);
      }
    }
    // A JSON-only client sending a batch gets a JSON array of the answers.
    const batch = await raw(server.port, [toolCall(8), toolCall(9)], { Accept: 'application/json' });
    assert.equal(batch.status, 200);
    assert.deepEqual((JSON.parse(batch.body) as { id: number }[]).map((m) => m.id).sort(), [8, 9]);
  });

  test('a body over the 1 MiB limit is 413 before it is read whole', async () => {
    const big = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'query-docs', arguments: { libraryId: '/acme/widgets', query: 'x'.repeat(1_100_000) } } });
    const response = await mcpPost(server.url, big);
    assert.equal(response.status, 413);
    assert.match((await response.json()).error.message, /over 1048576 bytes/);
  });

  test('a streamed body (no Content-Length) over the limit still gets its 413, not a reset', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { port: server.port, host: '127.0.0.1', path: '/mcp', method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 32);
      let sent = 0;
      const write = () => {
        while (sent < 24) {
          sent++;
          if (!req.write(chunk)) return void req.once('drain', write);
        }
        req.end();
      };
      write();
    });
    assert.equal(status, 413);
  });

  test('unknown paths are 404 with a JSON body naming /mcp', async () => {
    const response = await fetch(`${server.url}/sse`);
    assert.equal(response.status, 404);
    assert.match((await response.json()).message, /The MCP endpoint is \/mcp/);
  });

  test('/ping says the index is readable, without a credential', async () => {
    const response = await fetch(`${server.url}/ping`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: 'ok', index: 'readable, 1 library', version });
  });

  test('DNS rebinding: a foreign Host or Origin is refused on loopback; loopback pages get CORS headers', async () => {
    const foreignHost = await rawRequest(server.port, 'GET', '/ping', { Host: 'attacker.example' });
    assert.equal(foreignHost.status, 403);
    assert.match(JSON.parse(foreignHost.body).message, /Host "attacker\.example" is not this server's loopback address/);
    const foreignOrigin = await fetch(`${server.url}/ping`, { headers: { Origin: 'https://attacker.example' } });
    assert.equal(foreignOrigin.status, 403);
    const local = await fetch(`${server.url}/ping`, { headers: { Origin: 'http://localhost:5173' } });
    assert.equal(local.status, 200);
    assert.equal(local.headers.get('access-control-allow-origin'), 'http://localhost:5173');
  });

  test('the request log names method, path, status and time, and never a key', async () => {
    const refused = await mcpPost(server.url, toolCall(9), { 'X-API-Key': 'svcsk_not_a_real_key_but_secret' });
    assert.equal(refused.status, 401);
    await refused.text();
    for (let i = 0; i < 40 && !/ 401 /.test(server.stderr()); i++) await new Promise((r) => setTimeout(r, 25));
    assert.match(server.stderr(), /^POST \/mcp 200 \d+ms anonymous$/m);
    assert.match(server.stderr(), /^POST \/mcp 401 \d+ms$/m);
    assert.equal(server.stderr().includes('svcsk_not_a_real_key_but_secret'), false);
  });
});

describe('CORS, allowed origins and --host', () => {
  test('an allowed browser origin gets a preflight that admits the key headers', async () => {
    const server = await startServer(dataDir, ['--allowed-origins', 'https://app.example.com']);
    try {
      const preflight = await fetch(`${server.url}/mcp`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://app.example.com', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-api-key, content-type' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://app.example.com');
      assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /X-API-Key/);
      assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Authorization/);
      const other = await fetch(`${server.url}/ping`, { headers: { Origin: 'https://other.example.com' } });
      assert.equal(other.status, 403);
    } finally {
      await server.stop();
    }
  });

  test('listening on all interfaces (containers) does not pin the Host to loopback', async () => {
    const server = await startServer(dataDir, ['--host', '0.0.0.0']);
    try {
      const named = await rawRequest(server.port, 'GET', '/ping', { Host: 'docs.internal.example:8080' });
      assert.equal(named.status, 200);
      assert.match(server.stderr(), /MCP over HTTP at http:\/\/0\.0\.0\.0:\d+\/mcp/);
    } finally {
      await server.stop();
    }
  });
});

describe('keys and limits over HTTP', () => {
  let server: RunningServer;
  let key: string;
  before(async () => {
    key = runCli(['keys', 'create', '--name', 'http', '--data-dir', dataDir]).stdout.split('\n')[0]!;
    server = await startServer(dataDir, ['--rate-limits', 'anonymous=2,free=3']);
  });
  after(async () => server.stop());

  test('each of the four key headers is accepted', async () => {
    const variants: Record<string, string>[] = [{ Authorization: `Bearer ${key}` }, { SERVICE_API_KEY: key }, { 'Service-API-Key': key }, { 'X-API-Key': key }];
    for (const headers of variants) {
      const response = await mcpPost(server.url, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, headers);
      assert.equal(response.status, 200, JSON.stringify(Object.keys(headers)));
    }
  });

  test('an unknown key, quotes around a key, or two different keys are 401 with the invalid-key message', async () => {
    const unknown = await mcpPost(server.url, toolCall(1), { 'X-API-Key': `${key.slice(0, 15)}${'Z'.repeat(32)}` });
    assert.equal(unknown.status, 401);
    assert.match(unknown.headers.get('www-authenticate') ?? '', /^Bearer /);
    const message = (await unknown.json()).error.message;
    assert.match(message, /^Invalid API key \(from the X-API-Key header\): this server did not issue it/);
    // libdocs has no dashboard: the next step is the server's operator and `libdocs keys create`.
    assert.match(message, /ask the operator of this libdocs server, who creates one with `libdocs keys create`/);
    // Claude Code shows about the first 300 characters of the reason: the next step must be within them.
    assert.match(message.slice(0, 280), /`libdocs keys create`/);
    assert.doesNotMatch(message, /dashboard/i);
    const quoted = await mcpPost(server.url, toolCall(1), { 'X-API-Key': `"${key}"` });
    assert.match((await quoted.json()).error.message, /wrapped in quotes/);
    const two = await mcpPost(server.url, toolCall(1), { 'X-API-Key': key, Authorization: 'Bearer svcsk_other_key_12345' });
    assert.equal(two.status, 401);
    assert.match((await two.json()).error.message, /\(from the Authorization header and the X-API-Key header\): they carry different keys/);
    const empty = await mcpPost(server.url, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'X-API-Key': '   ' });
    assert.equal(empty.status, 200, 'an empty header counts as absent');
  });

  test('GET and DELETE with a wrong key are 401 with the invalid-key message, not 405: clients retry a refused POST as a GET and show only its error', async () => {
    for (const method of ['GET', 'DELETE']) {
      const wrong = await fetch(`${server.url}/mcp`, { method, headers: { Accept: 'text/event-stream', Authorization: `Bearer ${key.slice(0, 15)}${'Z'.repeat(32)}` } });
      assert.equal(wrong.status, 401, method);
      assert.match((await wrong.json()).error.message, /^Invalid API key \(from the Authorization header\): this server did not issue it.*`libdocs keys create`/);
      const valid = await fetch(`${server.url}/mcp`, { method, headers: { Authorization: `Bearer ${key}` } });
      assert.equal(valid.status, 405, method);
    }
  });

  test('tool calls over the limit are 429 with Retry-After and RateLimit headers; listing tools does not count', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 3; i++) {
      await mcpPost(server.url, { jsonrpc: '2.0', id: 100 + i, method: 'tools/list' });
      last = await mcpPost(server.url, toolCall(i));
      statuses.push(last.status);
    }
    assert.deepEqual(statuses, [200, 200, 429]);
    assert.ok(Number(last!.headers.get('retry-after')) > 0);
    assert.equal(last!.headers.get('ratelimit-limit'), '2');
    assert.equal(last!.headers.get('ratelimit-remaining'), '0');
    assert.match((await last!.json()).error.message, /Anonymous callers may make 2 requests per hour\. Add a free API key/);
    // A key has its own, larger allowance.
    const keyed = await mcpPost(server.url, toolCall(7), { 'X-API-Key': key });
    assert.equal(keyed.status, 200);
    assert.equal(keyed.headers.get('ratelimit-limit'), '3');
  });
});

test('the limit holds under parallel requests: no over-admission', async () => {
  const server = await startServer(dataDir, ['--rate-limits', 'anonymous=5']);
  try {
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => mcpPost(server.url, toolCall(i))));
    const statuses = responses.map((r) => r.status).sort();
    assert.deepEqual(statuses, [...Array(5).fill(200), ...Array(15).fill(429)]);
  } finally {
    await server.stop();
  }
});

test('each tool call in a JSON-RPC batch counts; a batch larger than what is left is refused whole with 429', async () => {
  const server = await startServer(dataDir, ['--rate-limits', 'anonymous=5']);
  try {
    const batch = (from: number, n: number) => Array.from({ length: n }, (_, i) => toolCall(from + i));
    const first = await mcpPost(server.url, batch(1, 3));
    assert.equal(first.status, 200);
    const text = await first.text();
    const answers = first.headers.get('content-type')?.includes('text/event-stream') ? text.match(/^data: /gm)?.length : (JSON.parse(text) as unknown[]).length;
    assert.equal(answers, 3, 'three answers');
    assert.equal(first.headers.get('ratelimit-remaining'), '2');
    const second = await mcpPost(server.url, batch(10, 3));
    assert.equal(second.status, 429, 'three calls with two left');
    assert.match((await second.json()).error.message, /This batch holds 3 tool calls, each counted as a request; 2 remain/);
    assert.equal((await mcpPost(server.url, batch(20, 2))).status, 200, 'the refused batch used nothing');
    assert.equal((await mcpPost(server.url, toolCall(30))).status, 429);
  } finally {
    await server.stop();
  }
});

test('a call refused before it is answered (406, 415, 400) does not use the allowance', async () => {
  const server = await startServer(dataDir, ['--rate-limits', 'anonymous=2']);
  try {
    assert.equal((await mcpPost(server.url, toolCall(1), { Accept: 'text/html' })).status, 406);
    assert.equal((await mcpPost(server.url, toolCall(2), { 'Content-Type': 'text/plain' })).status, 415);
    assert.equal((await mcpPost(server.url, toolCall(3), { 'MCP-Protocol-Version': '1999-01-01' })).status, 400);
    assert.equal((await mcpPost(server.url, [toolCall(4), { jsonrpc: '2.0', id: 5, method: 'tools/call', params: 'not an object' }], { 'MCP-Protocol-Version': '1999-01-01' })).status, 400);
    const answered = [await mcpPost(server.url, toolCall(6)), await mcpPost(server.url, toolCall(7)), await mcpPost(server.url, toolCall(8))];
    assert.deepEqual(answered.map((r) => r.status), [200, 200, 429]);
  } finally {
    await server.stop();
  }
});

describe('start and stop', () => {
  test('a port in use is a clear error naming the port, exit code 1', async () => {
    const first = await startServer(dataDir);
    try {
      const second = runCli(['--transport', 'http', '--port', String(first.port), '--data-dir', dataDir]);
      assert.equal(second.status, 1);
      assert.match(second.stderr, new RegExp(`Port ${first.port} is already in use on 127\\.0\\.0\\.1\\. Stop the program using it, or start libdocs with another --port`));
    } finally {
      await first.stop();
    }
  });

  test('SIGTERM lets a request in flight finish, then exits 0', async () => {
    const server = await startServer(dataDir);
    const body = JSON.stringify(toolCall(5));
    const pending = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        { port: server.port, host: '127.0.0.1', path: '/mcp', method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'Content-Length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString('utf8')));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now, the rest after the signal: the request is in flight when SIGTERM arrives.
      req.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 100);
    });
    const answered = await pending;
    assert.equal(answered.status, 200);
    assert.match(answered.body, /Available Libraries/);
    assert.equal(await server.exited(), 0);
    assert.match(server.stderr(), /SIGTERM: finishing in-flight requests, then exiting/);
  });

  test('/ping reports an unreadable index with 503', async () => {
    const broken = tempDir();
    writeFileSync(join(broken, 'index.db'), 'not a database');
    const server = await startServer(broken);
    try {
      const response = await fetch(`${server.url}/ping`);
      assert.equal(response.status, 503);
      const health = await response.json();
      assert.equal(health.status, 'degraded');
      assert.match(health.index, /^unreadable: /);
    } finally {
      await server.stop();
    }
  });
});

describe('an unreadable index', () => {
  // Keyed and anonymous callers meet the same clear message and status: the key cannot be checked against an
  // index that cannot be read, so it is not a reason for a bare 500.
  const damage: Record<string, (file: string) => void> = {
    truncated: (file) => truncateSync(file, 10_000),
    'overwritten header': (file) => {
      const fd = openSync(file, 'r+');
      writeSync(fd, Buffer.from('not a database header at all'), 0, 28, 0);
      closeSync(fd);
    },
    'a directory': (file) => {
      rmSync(file);
      mkdirSync(file);
    },
  };
  for (const [name, spoil] of Object.entries(damage)) {
    test(`${name}: keyed and anonymous calls get the same clear error, and no stack trace`, async () => {
      const dataDir = widgetsIndex();
      const key = runCli(['keys', 'create', '--name', 'broken', '--data-dir', dataDir]).stdout.split('\n')[0]!;
      assert.match(key, /^svcsk_/);
      spoil(join(dataDir, 'index.db'));
      const server = await startServer(dataDir);
      try {
        const answers = [];
        for (const headers of [{}, { 'X-API-Key': key }, { Authorization: `Bearer ${key}` }] as Record<string, string>[]) {
          const response = await mcpPost(server.url, toolCall(1), headers);
          const body = await rpcBody(response);
          const text = (body.result as { content?: { text: string }[] } | undefined)?.content?.[0]?.text ?? body.error?.message;
          answers.push({ status: response.status, text });
        }
        assert.match(answers[0]!.text ?? '', /The index at .*index\.db/);
        assert.deepEqual(answers[1], answers[0]);
        assert.deepEqual(answers[2], answers[0]);
        assert.doesNotMatch(server.stderr(), /\n\s+at /, 'no stack trace in the log');
        assert.equal(server.stderr().includes(key), false);
      } finally {
        await server.stop();
      }
    });
  }
});

/** A request with headers fetch() will not let us set (Host). */
function rawRequest(port: number, method: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', method, path, headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A POST to /mcp with exactly the headers given (fetch would add an Accept of its own). */
function raw(port: number, body: unknown, headers: Record<string, string>): Promise<{ status: number; type: string; body: string }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { port, host: '127.0.0.1', path: '/mcp', method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers } },
      (res) => {
        let answer = '';
        res.on('data', (c: Buffer) => (answer += c.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: answer }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}
