/**
 * The authorization server's key set as /mcp/oauth depends on it: when it is down, malformed or hanging, a
 * valid token gets 502 naming the key set (the server's fault), never 401 `invalid_token` (the token's); a key
 * published since the last fetch is accepted within about a second. A small loopback server stands in for the
 * authorization server, so that its key set can fail and change on demand.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { OAuthError, OAuthVerifier } from '../../src/auth/oauth.ts';
import { freePort, startServer, toolCall, widgetsIndex, type RunningServer } from '../transports/_server.ts';
import { mintToken, type AuthorizationServer } from './_authorization-server.ts';

type Mode = 'ok' | 'reset' | 'status' | 'malformed' | 'not-json' | 'hang' | 'all-hang';

/** Metadata at the usual address; the key set at /jwks answers as `mode` says. */
class StandIn {
  mode: Mode = 'ok';
  keys: JWK[] = [];
  url = '';
  private server?: Server;

  async start(): Promise<void> {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    this.server = createServer((req, res) => {
      if (this.mode === 'all-hang') return; // neither metadata nor keys: never answers
      if (req.url === '/.well-known/oauth-authorization-server') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ issuer: this.url, jwks_uri: `${this.url}/jwks` }));
      }
      if (req.url !== '/jwks') return res.writeHead(404).end();
      switch (this.mode) {
        case 'ok':
          return res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: this.keys }));
        case 'reset':
          return req.socket.destroy();
        case 'status':
          return res.writeHead(503).end('down for maintenance');
        case 'malformed':
          return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"keys":"none"}');
        case 'not-json':
          return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>');
        case 'hang':
          return; // never answers
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  /** A signing key, published when `publish` is set; the stand-in for mintToken. */
  async key(kid: string, publish: boolean): Promise<AuthorizationServer> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    if (publish) this.keys.push(publicJwk);
    return { issuer: this.url, privateKey, publicJwk, kid, close: async () => {} };
  }

  close(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const dataDir = widgetsIndex();
const standIn = new StandIn();
let server: RunningServer;
let resource: string;
before(async () => {
  await standIn.start();
  const port = await freePort();
  resource = `http://127.0.0.1:${port}/mcp/oauth`;
  server = await startServer(dataDir, [], { AUTH_SERVER_URL: standIn.url, RESOURCE_URL: resource }, port);
});
after(async () => {
  await server?.stop();
  await standIn.close();
});

const call = (token: string) =>
  fetch(`${server.url}/mcp/oauth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', Authorization: `Bearer ${token}` },
    body: JSON.stringify(toolCall(1)),
  });

describe('a key set that cannot be had is 502, not invalid_token', () => {
  for (const [mode, reason] of [
    ['reset', /could not be had \((?!HTTP)[^)]+\)/],
    ['status', /could not be had \(HTTP 503\)/],
    ['malformed', /could not be had \(the answer is not a JSON Web Key Set\)/],
    ['not-json', /could not be had \(the answer is not JSON\)/],
  ] as const) {
    test(mode, async () => {
      standIn.mode = mode;
      const key = await standIn.key(`k-${mode}`, true);
      const response = await call(await mintToken(key, resource));
      const body = await response.json();
      assert.equal(response.status, 502, JSON.stringify(body));
      assert.equal(response.headers.get('www-authenticate'), null, 'no challenge: a new token would not help');
      assert.equal(body.error, 'server_error');
      assert.match(body.message, new RegExp(`signing keys at ${standIn.url.replace(/\./g, '\\.')}/jwks could not be had`));
      assert.match(body.message, reason);
      assert.match(body.message, /not a problem with the token/);
    });
  }
});

test('a hanging key set is 502 after the fetch time limit', async () => {
  standIn.mode = 'hang';
  const verifier = new OAuthVerifier({ authServerUrl: standIn.url, resourceUrl: resource, requiredScopes: [], fetchTimeoutMs: 500 });
  const started = performance.now();
  const refused = await verifier.verify(await mintToken(await standIn.key('k-hang', true), resource)).catch((e: unknown) => e);
  assert.ok(refused instanceof OAuthError, String(refused));
  assert.equal(refused.status, 502);
  assert.match(refused.message, /could not be had \(no answer within 0\.5 s\)/);
  assert.ok(performance.now() - started < 2_000);
});

/**
 * Verifies a token twice against a silent stand-in: the first is a 502 after the time limit, the second a 502
 * without waiting for it again. Returns both refusals' messages.
 */
async function refusedTwice(kid: string, fetchTimeoutMs: number, silentPauseMs: number): Promise<{ verifier: OAuthVerifier; token: string; first: string; second: string }> {
  const verifier = new OAuthVerifier({ authServerUrl: standIn.url, resourceUrl: resource, requiredScopes: [], fetchTimeoutMs, silentPauseMs });
  const token = await mintToken(await standIn.key(kid, true), resource);
  const refusal = async () => {
    const error = await verifier.verify(token).catch((e: unknown) => e);
    assert.ok(error instanceof OAuthError && error.status === 502, String(error));
    return error.message;
  };
  const first = await refusal();
  const started = performance.now();
  const second = await refusal();
  assert.ok(performance.now() - started < fetchTimeoutMs / 2, 'refused without waiting for the time limit again');
  return { verifier, token, first, second };
}

test('a silent key set is asked once per pause: later requests are refused at once, and it is asked again after the pause', async () => {
  standIn.mode = 'hang';
  const { verifier, token, second } = await refusedTwice('k-silent', 500, 2_000);
  assert.match(second, /could not be had \(no answer within 0\.5 s; not asked again for 2 s after that\)/);
  standIn.mode = 'ok';
  await new Promise((r) => setTimeout(r, 2_100));
  assert.equal((await verifier.verify(token)).clientId, 'test-client');
});

test('a silent authorization server: its metadata addresses are asked once per pause too', async () => {
  standIn.mode = 'all-hang';
  const { first, second } = await refusedTwice('k-all-silent', 400, 5_000);
  assert.match(first, /no answer within 0\.4 s/);
  assert.match(second, /oauth-authorization-server: no answer within 0\.4 s; not asked again/);
  assert.match(second, /openid-configuration: no answer within 0\.4 s; not asked again/);
  standIn.mode = 'ok';
});

test('a key published since the last fetch is accepted within about a second; an unknown one stays refused', async () => {
  standIn.mode = 'ok';
  const first = await standIn.key('k-first', true);
  assert.equal((await call(await mintToken(first, resource))).status, 200);
  // The authorization server rotates: a new key appears after libdocs fetched the set.
  const rotated = await standIn.key('k-rotated', true);
  await new Promise((r) => setTimeout(r, 1_100));
  const response = await call(await mintToken(rotated, resource));
  assert.equal(response.status, 200, await response.text());
  const unknown = await call(await mintToken(await standIn.key('k-never-published', false), resource));
  assert.equal(unknown.status, 401);
  assert.match((await unknown.json()).message, /key the authorization server does not publish/);
});
