/**
 * A real OAuth 2.0 authorization server for the tests: oidc-provider on loopback with dynamic client
 * registration, PKCE, resource indicators and JWT access tokens whose audience is the requested resource.
 * The user's login and consent are granted automatically at the interaction step; a small cookie-keeping
 * "browser" follows the redirects from the authorization URL to the client's callback.
 * @module
 */
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider from 'oidc-provider';
import { freePort } from '../transports/_server.ts';

export interface AuthorizationServer {
  issuer: string;
  /** The private signing key (the server publishes its public half), for minting test tokens. */
  privateKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
  close(): Promise<void>;
}

export async function startAuthorizationServer(resource: string): Promise<AuthorizationServer> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key-1';
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const provider = new Provider(issuer, {
    jwks: { keys: [privateJwk] },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true },
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, audience: string) => ({ scope: 'profile email', audience, accessTokenFormat: 'jwt', accessTokenTTL: 600 }),
      },
    },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    pkce: { required: () => true },
    findAccount: async (_ctx: unknown, id: string) => ({ accountId: id, claims: async () => ({ sub: id }) }),
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();
  const server: Server = createServer(async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      // The user signs in as "alice" and consents to what the client asked for.
      const details = await provider.interactionDetails(req, res);
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
      const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId: 'alice', clientId: String(details.params.client_id) });
      if (missing.missingOIDCScope) grant!.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant!.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant!.addResourceScope(indicator, scopes.join(' '));
      const grantId = await grant!.save();
      await provider.interactionFinished(req, res, { login: { accountId: 'alice' }, consent: { grantId } }, { mergeWithLastSubmission: false });
      return;
    }
    callback(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    privateKey,
    publicJwk: await exportJWK(publicKey),
    kid,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A token as the authorization server would issue it, with any claim overridden. */
export async function mintToken(
  as: AuthorizationServer,
  resource: string,
  claims: Record<string, unknown> = {},
  options: { key?: CryptoKey | Uint8Array; kid?: string; alg?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: 'profile email', client_id: 'test-client', ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? as.kid, typ: 'at+jwt' })
    .setIssuer((claims.iss as string | undefined) ?? as.issuer)
    .setAudience((claims.aud as string | undefined) ?? resource)
    .setSubject('alice')
    .setIssuedAt(now)
    .setExpirationTime((claims.exp as number | undefined) ?? now + 300)
    .sign(options.key ?? as.privateKey);
}

/** Follows redirects from the authorization URL, keeping cookies, until the client's callback URL. */
export async function authorizeInBrowser(authorizationUrl: URL, callbackPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`authorization stopped at ${url} with HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`);
    const next = new URL(location, url);
    if (next.href.startsWith(callbackPrefix)) return next;
    url = next;
  }
  throw new Error('too many redirects during authorization');
}
