/**
 * OAuth 2.0 for `/mcp/oauth` (MCP authorization; RFC 9728 protected-resource metadata, RFC 8707 audiences):
 * bearer tokens are JWTs verified with jose against the keys the authorization server publishes. Checked:
 * the signature with an asymmetric algorithm only (no `none`, no HMAC, so a public key can never be used as a
 * shared secret), the issuer from the server's metadata, the audience equal to this resource, expiry and
 * not-before with 30 s of clock skew, and the required scopes. The key set is cached and fetched again when a
 * token names a key id it does not hold (at most once a second, so made-up key ids cannot flood the
 * authorization server). A key set that cannot be had is the authorization server's fault, not the token's:
 * 502, never 401.
 * @module
 */
import { createRemoteJWKSet, customFetch, errors as joseErrors, jwtVerify, type JWTHeaderParameters, type JWTPayload } from 'jose';
import { OAUTH_CLOCK_SKEW_S as CLOCK_SKEW_S, OAUTH_FETCH_TIMEOUT_MS as FETCH_TIMEOUT_MS, OAUTH_METADATA_TTL_MS as METADATA_TTL_MS } from '../defaults.ts';
import { messages } from '../errors.ts';
import { networkReason as describe } from '../http-client.ts';

export const SCOPES_SUPPORTED = ['profile', 'email'];
/** Signature algorithms accepted: asymmetric only. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
/**
 * After a key set fetch, a token naming an unknown key id is refused without fetching again for this long, in
 * milliseconds: a key published since then is accepted a second later at most.
 */
const KEYS_COOLDOWN_MS = 1_000;
/**
 * After an address of the authorization server gave no answer within the time limit, requests that need it
 * are refused at once for this long, in milliseconds, instead of each waiting out the limit again.
 */
const SILENT_PAUSE_MS = 10_000;

export interface OAuthSettings {
  /** This server's resource identifier (the audience tokens must carry): RESOURCE_URL. */
  resourceUrl: string;
  /** The authorization server: AUTH_SERVER_URL. */
  authServerUrl: string;
  /** Scopes every token must carry (none by default). */
  requiredScopes: string[];
  /** Time allowed for each fetch from the authorization server, in milliseconds (default 5000). */
  fetchTimeoutMs?: number;
  /** How long an address that gave no answer in time is not asked again, in milliseconds (default 10000). */
  silentPauseMs?: number;
}

export interface VerifiedToken {
  subject: string;
  clientId: string;
  scopes: string[];
  expiresAt?: number;
}

/** A refusal with its HTTP status and the RFC 6750 error code for WWW-Authenticate. */
export class OAuthError extends Error {
  readonly status: 401 | 403 | 502;
  readonly code: 'invalid_token' | 'insufficient_scope' | 'server_error';

  constructor(status: 401 | 403 | 502, code: OAuthError['code'], message: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.code = code;
  }
}

type Metadata = Record<string, unknown> & { issuer: string; jwks_uri: string };

export const WELL_KNOWN_RESOURCE = '/.well-known/oauth-protected-resource';

/** The key set could not be fetched or used: says why, in words (never a token). */
class KeysUnavailable extends Error {}

export class OAuthVerifier {
  readonly settings: OAuthSettings;
  private metadataCache?: { value: Metadata; until: number };
  private jwks?: { uri: string; keys: ReturnType<typeof createRemoteJWKSet> };
  /** Addresses that did not answer in time, and until when they are not asked again (silentPauseMs). */
  private readonly silentUntil = new Map<string, number>();

  constructor(settings: OAuthSettings) {
    this.settings = settings;
  }

  /** RFC 9728 document for this resource. */
  protectedResourceMetadata(): Record<string, unknown> {
    return {
      resource: this.settings.resourceUrl,
      authorization_servers: [this.settings.authServerUrl],
      scopes_supported: SCOPES_SUPPORTED,
      bearer_methods_supported: ['header'],
      resource_name: 'libdocs',
    };
  }

  /** Where clients find the protected-resource metadata: the path-suffixed form (RFC 9728 section 3.1). */
  resourceMetadataUrl(): string {
    return `${new URL(this.settings.resourceUrl).origin}${WELL_KNOWN_RESOURCE}${this.resourcePath()}`;
  }

  /**
   * The paths that answer with the protected-resource metadata: the root form; the path-suffixed form of
   * RESOURCE_URL, which the challenge names (a proxy that passes it on unchanged); and of /mcp/oauth, where a
   * proxy that strips a path prefix (`https://host/team/mcp/oauth` → `/mcp/oauth`) sends it.
   */
  protectedResourceMetadataPaths(): string[] {
    return [...new Set([WELL_KNOWN_RESOURCE, `${WELL_KNOWN_RESOURCE}/mcp/oauth`, `${WELL_KNOWN_RESOURCE}${this.resourcePath()}`])];
  }

  /** RESOURCE_URL's path without a trailing slash ('' for the root). */
  private resourcePath(): string {
    const path = new URL(this.settings.resourceUrl).pathname;
    return path === '/' ? '' : path.replace(/\/$/, '');
  }

  /** The authorization server's metadata (RFC 8414, else OpenID discovery), cached for ten minutes. */
  async metadata(): Promise<Metadata> {
    if (this.metadataCache && this.metadataCache.until > Date.now()) return this.metadataCache.value;
    const base = this.settings.authServerUrl.replace(/\/$/, '');
    const problems: string[] = [];
    for (const path of ['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration']) {
      if (this.silent(`${base}${path}`)) {
        problems.push(`${path}: ${this.noAnswer()}${this.pauseNote()}`);
        continue;
      }
      try {
        const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(this.timeoutMs), headers: { Accept: 'application/json' } });
        if (!response.ok) {
          problems.push(`${path}: HTTP ${response.status}`);
          continue;
        }
        const value = (await response.json()) as Metadata;
        if (typeof value.issuer !== 'string' || typeof value.jwks_uri !== 'string') {
          problems.push(`${path}: no issuer or jwks_uri`);
          continue;
        }
        this.metadataCache = { value, until: Date.now() + METADATA_TTL_MS };
        return value;
      } catch (error) {
        problems.push(`${path}: ${this.timedOut(`${base}${path}`, error) ? this.noAnswer() : describe(error)}`);
      }
    }
    throw new OAuthError(502, 'server_error', messages.authServerMetadataUnavailable(base, problems));
  }

  private get timeoutMs(): number {
    return this.settings.fetchTimeoutMs ?? FETCH_TIMEOUT_MS;
  }

  private noAnswer(): string {
    return `no answer within ${this.timeoutMs / 1000} s`;
  }

  private get pauseMs(): number {
    return this.settings.silentPauseMs ?? SILENT_PAUSE_MS;
  }

  private pauseNote(): string {
    return `; not asked again for ${this.pauseMs / 1000} s after that`;
  }

  /** Whether `error` is the fetch time limit; if so, `url` is not asked again for silentPauseMs. */
  private timedOut(url: string, error: unknown): boolean {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    if (timedOut) this.silentUntil.set(url, Date.now() + this.pauseMs);
    return timedOut;
  }

  /** Whether `url` gave no answer in time less than silentPauseMs ago. */
  private silent(url: string): boolean {
    const until = this.silentUntil.get(url);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.silentUntil.delete(url);
    return false;
  }

  /** jose's fetch of the key set: refused at once while the set is silent, and keeping a refusal's status for the message. */
  private readonly fetchKeys = async (url: string, init: RequestInit): Promise<Response> => {
    if (this.silent(url)) throw new KeysUnavailable(`${this.noAnswer()}${this.pauseNote()}`);
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      this.timedOut(url, error);
      throw error;
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new KeysUnavailable(`HTTP ${response.status}`);
    }
    return response;
  };

  async verify(token: string): Promise<VerifiedToken> {
    const metadata = await this.metadata();
    if (!this.jwks || this.jwks.uri !== metadata.jwks_uri) {
      this.jwks = { uri: metadata.jwks_uri, keys: createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: this.timeoutMs, cooldownDuration: KEYS_COOLDOWN_MS, [customFetch]: this.fetchKeys }) };
    }
    const { uri, keys } = this.jwks;
    // Only a key id the set does not hold (or an algorithm it cannot serve) is the token's fault; any other
    // failure to get a key is the key set's.
    const key = async (header: JWTHeaderParameters, jws: Parameters<typeof keys>[1]) => {
      try {
        return await keys(header, jws);
      } catch (error) {
        if (error instanceof joseErrors.JWKSNoMatchingKey || error instanceof joseErrors.JWKSMultipleMatchingKeys || error instanceof joseErrors.JOSENotSupported) throw error;
        throw new KeysUnavailable(this.keysProblem(error));
      }
    };
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, key, {
        issuer: metadata.issuer,
        audience: this.settings.resourceUrl,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_SKEW_S,
        requiredClaims: ['exp'],
      }));
    } catch (error) {
      if (error instanceof KeysUnavailable) throw new OAuthError(502, 'server_error', messages.authServerKeysUnavailable(uri, error.message), { cause: error });
      throw new OAuthError(401, 'invalid_token', tokenProblem(error), { cause: error });
    }
    const scopes = scopesOf(payload);
    const missing = this.settings.requiredScopes.filter((s) => !scopes.includes(s));
    if (missing.length > 0) throw new OAuthError(403, 'insufficient_scope', messages.accessTokenLacksScope(missing));
    const clientId = typeof payload.client_id === 'string' ? payload.client_id : typeof payload.azp === 'string' ? payload.azp : 'unknown';
    return { subject: payload.sub ?? clientId, clientId, scopes, expiresAt: payload.exp };
  }

  /** Why the key set could not be had, from what jose or the fetch threw. */
  private keysProblem(error: unknown): string {
    if (error instanceof KeysUnavailable) return error.message;
    if (error instanceof joseErrors.JWKSTimeout || (error as { cause?: Error })?.cause?.name === 'TimeoutError') return this.noAnswer();
    if (error instanceof joseErrors.JWKSInvalid) return 'the answer is not a JSON Web Key Set';
    if (error instanceof joseErrors.JOSEError && /parse/i.test(error.message)) return 'the answer is not JSON';
    if (error instanceof joseErrors.JOSEError) return `a published key is unusable (${error.message})`;
    return describe(error);
  }
}

function scopesOf(payload: JWTPayload): string[] {
  if (typeof payload.scope === 'string') return payload.scope.split(' ').filter(Boolean);
  if (Array.isArray(payload.scp)) return payload.scp.filter((s): s is string => typeof s === 'string');
  return [];
}

/** What was wrong with a token, in words a client's user can act on (never the token itself). */
function tokenProblem(error: unknown): string {
  const problem = messages.accessTokenProblem;
  if (error instanceof joseErrors.JWTExpired) return problem('expired');
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf' || error.claim === 'iss' || error.claim === 'aud') return problem(error.claim);
    return messages.accessTokenClaim(error.claim, error.reason);
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return problem('algorithm');
  if (error instanceof joseErrors.JWKSNoMatchingKey) return problem('unknown-key');
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return problem('signature');
  if (error instanceof joseErrors.JWSInvalid || error instanceof joseErrors.JWTInvalid) return problem('malformed');
  return problem('unverified');
}
