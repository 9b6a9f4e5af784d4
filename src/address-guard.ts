/**
 * SSRF protection for outgoing requests to addresses libdocs did not choose (a crawled link, a redirect, a
 * tarball URL from registry metadata): an address in a loopback, private, link-local or otherwise internal range
 * is refused unless its host is one the user named. IPv6 forms that carry an IPv4 address (mapped, compatible,
 * NAT64, 6to4, Teredo) are judged by that IPv4 address. The decision is made on the address the connection
 * actually uses: `guardedLookup` is the DNS lookup of the socket itself, so a name cannot resolve one way when
 * checked and another way when connected (DNS rebinding).
 * @module
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { LibdocsError, messages } from './errors.ts';
// Loaded where used, not imported: the bundle evaluates static imports at start-up (see transports/http.ts).
const dns = () => process.getBuiltinModule('node:dns') as typeof import('node:dns');

/** Why an address is internal (`loopback`, `private network`, ...), or undefined for a public address. */
export function internalRange(address: string): string | undefined {
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(text) === 4) return ipv4Range(text.split('.').map(Number));
  if (isIP(text) === 6) return ipv6Range(ipv6Groups(text));
  // Other IPv4 spellings (2130706433, 0x7f.1, 0177.0.0.1) as the URL parser reads them.
  try {
    const host = new URL(`http://${text}/`).hostname;
    if (host !== text && isIP(host.replace(/^\[|\]$/g, ''))) return internalRange(host);
  } catch {
    // not a host at all
  }
  return undefined;
}

export function isInternalAddress(address: string): boolean {
  return internalRange(address) !== undefined;
}

function ipv4Range([a, b, c]: number[]): string | undefined {
  if (a === 0) return 'this network (0.0.0.0/8)';
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168)) return 'private network';
  if (a === 100 && b! >= 64 && b! <= 127) return 'shared address space (100.64.0.0/10)';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 192 && b === 0 && (c === 0 || c === 2)) return 'reserved (192.0.0.0/24, 192.0.2.0/24)';
  if (a === 198 && (b === 18 || b === 19)) return 'benchmarking network (198.18.0.0/15)';
  if ((a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113)) return 'documentation range';
  if (a! >= 224 && a! <= 239) return 'multicast';
  if (a! >= 240) return 'reserved or broadcast (240.0.0.0/4)';
  return undefined;
}

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail is folded into the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups = tail === undefined ? first : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return groups.map((g) => parseInt(g, 16));
}

function ipv6Range(g: number[]): string | undefined {
  const v4 = (hi: number, lo: number) => [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 8)) return 'unspecified (::)';
  if (zero(0, 7) && g[7] === 1) return 'loopback';
  // IPv4-mapped ::ffff:0:0/96, IPv4-translated ::ffff:0:0:0/96, IPv4-compatible ::/96: the IPv4 address decides.
  if (zero(0, 5) && g[5] === 0xffff) return ipv4Range(v4(g[6]!, g[7]!));
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return ipv4Range(v4(g[6]!, g[7]!));
  if (zero(0, 6)) return ipv4Range(v4(g[6]!, g[7]!)) ?? 'IPv4-compatible (deprecated)';
  // NAT64 64:ff9b::/96 reaches the IPv4 address it carries; 64:ff9b:1::/48 is for local networks.
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return ipv4Range(v4(g[6]!, g[7]!));
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'local NAT64 (64:ff9b:1::/48)';
  // 6to4 2002::/16 carries an IPv4 address in groups 1-2; Teredo 2001::/32 the client's, inverted, in 6-7.
  if (g[0] === 0x2002) return ipv4Range(v4(g[1]!, g[2]!));
  if (g[0] === 0x2001 && g[1] === 0) return ipv4Range(v4(g[6]! ^ 0xffff, g[7]! ^ 0xffff)) ?? ipv4Range(v4(g[2]!, g[3]!));
  if ((g[0]! & 0xffc0) === 0xfe80) return 'link-local';
  if ((g[0]! & 0xffc0) === 0xfec0) return 'site-local';
  if ((g[0]! & 0xfe00) === 0xfc00) return 'unique local (private network)';
  if ((g[0]! & 0xff00) === 0xff00) return 'multicast';
  if (g[0] === 0x100 && zero(1, 4)) return 'discard prefix (100::/64)';
  if (g[0] === 0x2001 && g[1] === 0xdb8) return 'documentation range';
  return undefined;
}

function refusal(host: string, address: string, range: string): LibdocsError {
  return new LibdocsError('INVALID_ARGUMENT', messages.internalAddress(host, address, range));
}

/** Hosts allowed by --allow-host (set once by the command line), besides SERVICE_ALLOW_HOSTS. */
let flagHosts: string[] = [];

/** `--allow-host a,b`: these hosts may be internal for every source, like SERVICE_ALLOW_HOSTS. */
export function allowHosts(list: string | undefined): void {
  flagHosts = parseHostList(list);
}

/** `git.corp.example, 10.0.0.7, [fd00::1]` → host names as `url.hostname` gives them (IPv6 in brackets). */
export function parseHostList(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean)
    .map((h) => (isIP(h.replace(/^\[|\]$/g, '')) === 6 ? `[${h.replace(/^\[|\]$/g, '')}]` : h));
}

/**
 * The hosts the user allows to be internal for every source: SERVICE_ALLOW_HOSTS and --allow-host. They are
 * matched by name exactly as written (`localhost` does not allow `127.0.0.1`, nor the reverse).
 */
export function allowedHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  return [...parseHostList(env.SERVICE_ALLOW_HOSTS), ...flagHosts];
}

/** The hosts a user named (allowed to be internal), and the checks for every other host. */
export class AddressGuard {
  private readonly named: Set<string>;

  /**
   * `namedHosts`: host names as a URL gives them (`url.hostname`), which the user named for this source; the
   * hosts of SERVICE_ALLOW_HOSTS and --allow-host are added.
   */
  constructor(namedHosts: readonly string[]) {
    this.named = new Set([...namedHosts, ...allowedHosts()].map((h) => h.toLowerCase()));
  }

  /** Whether `url`'s host is one the user named, which may be internal. */
  allows(url: URL): boolean {
    return this.named.has(url.hostname.toLowerCase());
  }

  /** Refuses an internal IP literal; a host name is left to `guardedLookup` at connect time. */
  checkLiteral(url: URL): void {
    if (this.allows(url)) return;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const range = isIP(host) ? internalRange(host) : undefined;
    if (range) throw refusal(url.host, host, range);
  }

  /**
   * Resolves and checks now: for requests through a proxy, where the proxy connects and `guardedLookup` cannot
   * run (the proxy's own DNS could still differ; that is the proxy operator's policy).
   */
  async check(url: URL): Promise<LookupAddress[]> {
    this.checkLiteral(url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (this.allows(url) || isIP(host)) return [];
    const addresses = await dns().promises.lookup(host, { all: true });
    for (const { address } of addresses) {
      const range = internalRange(address);
      if (range) throw refusal(url.host, address, range);
    }
    // Returned so that a client that resolves for itself (git) can be pinned to the addresses checked.
    return addresses;
  }
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `net.connect`/`tls.connect` that fails when any address of the name is internal, so the socket
 * connects only to addresses that were checked.
 */
export function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dns().lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    for (const { address } of addresses) {
      const range = internalRange(address);
      if (range) return callback(refusal(hostname, address, range), []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
}
