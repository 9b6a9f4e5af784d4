/**
 * Outgoing HTTP for libdocs (the backing API, doctor's reachability check): undici's fetch with the proxy the
 * environment names (HTTPS_PROXY > https_proxy > HTTP_PROXY > http_proxy, see proxy.ts) unless NO_PROXY or
 * loopback says to go direct. undici rather than our own proxy code: CONNECT tunnelling, TLS through the
 * tunnel and connection reuse are its job. Certificates: Node's default store, which includes
 * NODE_EXTRA_CA_CERTS.
 * @module
 */
import { Agent, fetch, ProxyAgent, type Dispatcher, type Response } from 'undici';
import { guardedLookup, type AddressGuard } from './address-guard.ts';
import { bypassesProxy, noProxyFromEnv, proxyFromEnv, type ProxyConfig } from './proxy.ts';
import { LibdocsError } from './errors.ts';

export interface OutgoingOptions {
  proxy?: ProxyConfig;
  noProxy: readonly string[];
}

export class HttpClient {
  private readonly options: OutgoingOptions;
  private direct?: Dispatcher;
  private proxied?: Dispatcher;
  private guarded?: Dispatcher;

  constructor(options: OutgoingOptions) {
    this.options = options;
  }

  /** A client with the proxy settings of the environment (for commands that do not parse a Config). */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): HttpClient {
    return new HttpClient({ proxy: proxyFromEnv(env), noProxy: noProxyFromEnv(env) });
  }

  /** Whether a request to `url` goes through the proxy (for messages). */
  viaProxy(url: string | URL): boolean {
    return this.options.proxy !== undefined && !bypassesProxy(url, this.options.noProxy);
  }

  /**
   * One request, never following redirects (the caller checks each hop). With a `guard`, a host the user did not
   * name must not be internal: checked on the socket's own DNS lookup when direct, before the request when
   * proxied. A refusal is thrown as the LibdocsError that says why.
   */
  async get(url: string | URL, headers: Record<string, string>, timeoutMs: number, guard?: AddressGuard): Promise<Response> {
    const target = new URL(url);
    const guarded = guard !== undefined && !guard.allows(target);
    if (guarded) {
      guard.checkLiteral(target);
      if (this.viaProxy(target)) await guard.check(target);
    }
    const dispatcher = guarded && !this.viaProxy(target) ? (this.guarded ??= new Agent({ connect: { lookup: guardedLookup } })) : this.dispatcherFor(target);
    try {
      return await fetch(target, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual', dispatcher });
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      throw cause instanceof LibdocsError ? cause : error;
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.direct?.close(), this.proxied?.close(), this.guarded?.close()]);
  }

  private dispatcherFor(url: string | URL): Dispatcher {
    if (this.viaProxy(url)) return (this.proxied ??= new ProxyAgent({ uri: this.options.proxy!.url }));
    return (this.direct ??= new Agent());
  }
}

/** Why a request failed, in a word or two: the system error code (ECONNREFUSED, ENOTFOUND, ...) when there is one. */
export function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
