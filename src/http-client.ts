/**
 * Outgoing HTTP for libdocs (the backing API, doctor's reachability check): undici's fetch with the proxy the
 * environment names (HTTPS_PROXY > https_proxy > HTTP_PROXY > http_proxy, see config.ts) unless NO_PROXY or
 * loopback says to go direct. undici rather than our own proxy code: CONNECT tunnelling, TLS through the
 * tunnel and connection reuse are its job. Certificates: Node's default store, which includes
 * NODE_EXTRA_CA_CERTS.
 * @module
 */
import { Agent, fetch, ProxyAgent, type Dispatcher, type Response } from 'undici';
import { bypassesProxy, type ProxyConfig } from './config.ts';

export interface OutgoingOptions {
  proxy?: ProxyConfig;
  noProxy: readonly string[];
}

export class HttpClient {
  private readonly options: OutgoingOptions;
  private direct?: Dispatcher;
  private proxied?: Dispatcher;

  constructor(options: OutgoingOptions) {
    this.options = options;
  }

  /** Whether a request to `url` goes through the proxy (for messages). */
  viaProxy(url: string | URL): boolean {
    return this.options.proxy !== undefined && !bypassesProxy(url, this.options.noProxy);
  }

  get(url: string | URL, headers: Record<string, string>, timeoutMs: number): Promise<Response> {
    return fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual', dispatcher: this.dispatcherFor(url) });
  }

  async close(): Promise<void> {
    await Promise.all([this.direct?.close(), this.proxied?.close()]);
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
