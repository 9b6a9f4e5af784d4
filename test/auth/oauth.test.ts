/**
 * OAuth 2.0 on /mcp/oauth against a real authorization server (oidc-provider on loopback): the MCP SDK client
 * completes the whole flow (metadata discovery, dynamic registration, PKCE, resource indicator, token) and calls
 * query-docs; then every way a token can be wrong is refused with the right status and challenge.
 */
import { Client, StreamableHTTPClientTransport, UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/client';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { generateKeyPair } from 'jose';
import { runCli } from '../helpers.ts';
import { freePort, startServer, toolCall, widgetsIndex, type RunningServer } from '../transports/_server.ts';
import { authorizeInBrowser, mintToken, startAuthorizationServer, type AuthorizationServer } from './_authorization-server.ts';

const dataDir = widgetsIndex();
let as: AuthorizationServer;
let server: RunningServer;
let resource: string;

before(async () => {
  const port = await freePort();
  resource = `http://127.0.0.1:${port}/mcp/oauth`;
  as = await startAuthorizationServer(resource);
  server = await startServer(dataDir, [], { AUTH_SERVER_URL: as.issuer, RESOURCE_URL: resource }, port);
});
after(async () => {
  await server?.stop();
  await as?.close();
});

class TestOAuthClient implements OAuthClientProvider {
  readonly redirectUrl = 'http://127.0.0.1:9/callback';
  authorizationUrl?: URL;
  private info?: Parameters<NonNullable<OAuthClientProvider['saveClientInformation']>>[0];
  private saved?: Parameters<OAuthClientProvider['saveTokens']>[0];
  private verifier = '';
  get clientMetadata() {
    return { client_name: 'libdocs tests', redirect_uris: [this.redirectUrl], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none', scope: 'profile email' };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: NonNullable<typeof this.info>) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: NonNullable<typeof this.saved>) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

describe('the whole flow', () => {
  test('the MCP SDK client discovers, registers, authorizes with PKCE and a resource indicator, then calls query-docs', async () => {
    const provider = new TestOAuthClient();
    const url = new URL(resource);
    const first = new Client({ name: 'oauth-tests', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(url, { authProvider: provider });
    await assert.rejects(first.connect(transport), UnauthorizedError);
    assert.ok(provider.authorizationUrl, 'the client was sent to the authorization server');
    assert.equal(provider.authorizationUrl.searchParams.get('resource'), resource);
    assert.equal(provider.authorizationUrl.searchParams.get('code_challenge_method'), 'S256');
    const callback = await authorizeInBrowser(provider.authorizationUrl, provider.redirectUrl);
    await transport.finishAuth(callback.searchParams);

    const client = new Client({ name: 'oauth-tests', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
    try {
      const answer = (await client.callTool({ name: 'query-docs', arguments: { libraryId: '/acme/widgets', query: 'stop listening for clicks' } })) as { content: { text: string }[] };
      assert.match(answer.content[0]!.text, /const stop = button\.onClick\(handler\);/);
    } finally {
      await client.close();
    }
    assert.match(server.stderr(), /^POST \/mcp\/oauth 200 \d+ms oauth:/m);
  });
});

describe('metadata', () => {
  test('protected-resource metadata at the root and the path-suffixed address', async () => {
    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp/oauth']) {
      const response = await fetch(`${server.url}${path}`);
      assert.equal(response.status, 200, path);
      assert.deepEqual(await response.json(), {
        resource,
        authorization_servers: [as.issuer],
        scopes_supported: ['profile', 'email'],
        bearer_methods_supported: ['header'],
        resource_name: 'libdocs',
      });
    }
  });

  test('with RESOURCE_URL under a path prefix, the metadata is served where the challenge points, also behind a proxy that strips the prefix', async () => {
    const prefixed = 'https://docs.example.com/team/mcp/oauth';
    const behind = await startServer(dataDir, [], { AUTH_SERVER_URL: as.issuer, RESOURCE_URL: prefixed });
    try {
      const challenge = (await fetch(`${behind.url}/mcp/oauth`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).headers.get('www-authenticate') ?? '';
      const named = /resource_metadata="([^"]+)"/.exec(challenge)?.[1];
      assert.equal(named, 'https://docs.example.com/.well-known/oauth-protected-resource/team/mcp/oauth');
      // What reaches the server: the path as the challenge names it (a proxy passing it on), the prefix
      // stripped (a proxy mapping /team/ to /), or the root form (clients that fall back to it).
      for (const path of [new URL(named!).pathname, '/.well-known/oauth-protected-resource/mcp/oauth', '/.well-known/oauth-protected-resource']) {
        const response = await fetch(`${behind.url}${path}`);
        assert.equal(response.status, 200, path);
        assert.equal((await response.json()).resource, prefixed, path);
      }
      const elsewhere = await fetch(`${behind.url}/.well-known/oauth-protected-resource/other/mcp/oauth`);
      assert.equal(elsewhere.status, 404);
      assert.match((await elsewhere.json()).message, /this server's is at https:\/\/docs\.example\.com\/\.well-known\/oauth-protected-resource\/team\/mcp\/oauth/);
    } finally {
      await behind.stop();
    }
  });

  test("the authorization server's metadata is served; an unreachable one is a clear 502", async () => {
    const response = await fetch(`${server.url}/.well-known/oauth-authorization-server`);
    assert.equal(response.status, 200);
    assert.equal((await response.json()).issuer, as.issuer);
    const deadPort = await freePort();
    const orphan = await startServer(dataDir, [], { AUTH_SERVER_URL: `http://127.0.0.1:${deadPort}` });
    try {
      const bad = await fetch(`${orphan.url}/.well-known/oauth-authorization-server`);
      assert.equal(bad.status, 502);
      assert.match((await bad.json()).message, /did not provide its metadata/);
      const call = await fetch(`${orphan.url}/mcp/oauth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', Authorization: `Bearer ${await mintToken(as, resource)}` },
        body: JSON.stringify(toolCall(1)),
      });
      assert.equal(call.status, 502, 'a token cannot be checked without the authorization server');
      assert.match((await call.json()).message, new RegExp(`The authorization server http://127\\.0\\.0\\.1:${deadPort} did not provide its metadata`));
    } finally {
      await orphan.stop();
    }
  });
});

describe('refusals', () => {
  const call = (token: string | undefined, path = '/mcp/oauth') =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(toolCall(1)),
    });
  const expectInvalid = async (response: Response, pattern: RegExp) => {
    assert.equal(response.status, 401);
    const challenge = response.headers.get('www-authenticate') ?? '';
    assert.match(challenge, /^Bearer error="invalid_token"/);
    assert.match(challenge, new RegExp(`resource_metadata="${server.url.replace(/[.]/g, '\\.')}/\\.well-known/oauth-protected-resource/mcp/oauth"`));
    assert.match((await response.json()).message, pattern);
  };

  test('no token', async () => expectInvalid(await call(undefined), /An OAuth access token is required/));

  test('a GET (a client falling back to the old SSE transport) is told about its token before the method', async () => {
    await expectInvalid(await fetch(`${server.url}/mcp/oauth`, { headers: { Accept: 'text/event-stream' } }), /An OAuth access token is required/);
    const valid = await fetch(`${server.url}/mcp/oauth`, { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${await mintToken(as, resource)}` } });
    assert.equal(valid.status, 405);
  });

  test('expired, and not yet valid (beyond the 30 s of allowed skew)', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectInvalid(await call(await mintToken(as, resource, { exp: now - 120 })), /has expired/);
    await expectInvalid(await call(await mintToken(as, resource, { nbf: now + 600 })), /not valid yet/);
  });

  test('wrong issuer, wrong audience', async () => {
    await expectInvalid(await call(await mintToken(as, resource, { iss: 'http://127.0.0.1:1' })), /issued by another authorization server/);
    await expectInvalid(await call(await mintToken(as, resource, { aud: 'http://127.0.0.1:1/mcp' })), /for another resource/);
  });

  test('bad signature, unknown key id, alg none, HS256 signed with the public key', async () => {
    const good = await mintToken(as, resource);
    const [h, p] = good.split('.');
    const other = await mintToken(as, resource, {}, { key: (await generateKeyPair('RS256')).privateKey, kid: as.kid });
    await expectInvalid(await call(`${h}.${p}.${other.split('.')[2]}`), /signature is not valid/);
    await expectInvalid(await call(await mintToken(as, resource, {}, { key: (await generateKeyPair('RS256')).privateKey, kid: 'unknown-kid' })), /key the authorization server does not publish/);
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    await expectInvalid(await call(none), /not signed with an accepted asymmetric algorithm|not a well-formed JWT/);
    const secret = new TextEncoder().encode(JSON.stringify(as.publicJwk));
    await expectInvalid(await call(await mintToken(as, resource, {}, { key: secret, alg: 'HS256' })), /not signed with an accepted asymmetric algorithm/);
  });

  test('a token in the query string is refused even with a valid token', async () => {
    const token = await mintToken(as, resource);
    const response = await call(undefined, `/mcp/oauth?access_token=${token}`);
    assert.equal(response.status, 401);
    assert.match((await response.json()).message, /only in the Authorization header, never in the URL/);
    // Any spelling of the parameter's name, next to a valid token in the header too.
    for (const query of [`%61ccess_token=${token}`, `access%5Ftoken=${token}`, `x=1&ACCESS_TOKEN=${token}`, `%61%63%63%65%73%73%5f%74%6f%6b%65%6e=${token}`, `access_token[]=${token}`]) {
      const spelled = await call(token, `/mcp/oauth?${query}`);
      assert.equal(spelled.status, 401, query);
      assert.match((await spelled.json()).message, /never in the URL/, query);
    }
  });

  test('a valid minted token works; an API key is not a token', async () => {
    const ok = await call(await mintToken(as, resource));
    assert.equal(ok.status, 200);
    const key = runCli(['keys', 'create', '--data-dir', dataDir]).stdout.split('\n')[0]!;
    await expectInvalid(await call(key), /not a well-formed JWT/);
  });

  test('a required scope the token lacks is 403 insufficient_scope', async () => {
    const strict = await startServer(dataDir, [], { AUTH_SERVER_URL: as.issuer, RESOURCE_URL: resource, SERVICE_OAUTH_REQUIRED_SCOPES: 'email' });
    try {
      const response = await fetch(`${strict.url}/mcp/oauth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', Authorization: `Bearer ${await mintToken(as, resource, { scope: 'profile' })}` },
        body: JSON.stringify(toolCall(1)),
      });
      assert.equal(response.status, 403);
      assert.match(response.headers.get('www-authenticate') ?? '', /error="insufficient_scope".*scope="email"/);
    } finally {
      await strict.stop();
    }
  });
});

test('OAuth on stdio is refused with a pointer to /mcp/oauth', () => {
  const result = runCli(['--data-dir', dataDir], { env: { SERVICE_API_KEY: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2ln' } });
  assert.equal(result.status, 2);
  assert.match(result.stderr, /SERVICE_API_KEY holds an OAuth access token, but OAuth works only over HTTP: point an OAuth-capable client at \/mcp\/oauth/);
});
