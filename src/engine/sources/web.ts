/**
 * Websites as a source (`libdocs add https://…`): `llms-full.txt`, else `llms.txt` and the Markdown pages it
 * lists, else a polite crawl of the pages under the start URL (same origin and path prefix, robots.txt obeyed,
 * limits on pages, depth and concurrency, a page's Markdown variant when it offers one). Every address is
 * untrusted: requests to private, loopback or link-local addresses are refused unless the user named such a
 * host, each redirect is checked again, and responses are limited in size and time.
 * @module
 */
import { Parser } from 'htmlparser2';
import { AddressGuard } from '../../address-guard.ts';
import { MAX_PAGE_BYTES, MAX_REDIRECTS, PAGE_TIMEOUT_MS } from '../../defaults.ts';
import { LibdocsError, messages, usageError } from '../../errors.ts';
import { selectFiles, type Candidate, type FolderContent, type Skipped } from './folder.ts';
import { contentTypeCharset, decodeDocument } from './text-encoding.ts';
import { networkReason as describe, type HttpClient } from '../../http-client.ts';

export interface CrawlOptions {
  maxPages: number;
  maxDepth: number;
  concurrency: number;
}

export const DEFAULT_CRAWL: CrawlOptions = { maxPages: 200, maxDepth: 5, concurrency: 4 };
const USER_AGENT = 'libdocs (documentation indexer; +https://github.com/libdocs/libdocs)';

interface Fetched {
  url: URL;
  status: number;
  type: string;
  text: string;
  /** `etag:<url> <ETag>` or `modified:<url> <Last-Modified>`, when the server gave one. */
  marker?: string;
}

export async function readWebsite(start: string, http: HttpClient, options: CrawlOptions = DEFAULT_CRAWL, onProgress?: (message: string) => void): Promise<FolderContent & { marker?: string }> {
  const root = new URL(start);
  if (root.protocol !== 'https:' && root.protocol !== 'http:') throw usageError(messages.notWebAddress(start));
  const guard = new AddressGuard([root.hostname]);
  const fetcher = new Fetcher(http, guard);
  const skipped: Skipped[] = [];
  const prefix = root.pathname.endsWith('/') ? root.pathname : root.pathname.replace(/[^/]*$/, '');
  const base = `${root.origin}${prefix}`;

  // The site's llms files, when it has them, instead of a crawl.
  for (const name of ['llms-full.txt', 'llms.txt']) {
    const found = await fetcher.tryGet(new URL(name, base));
    if (!found || found.status !== 200 || !/text\/(plain|markdown)|^$/.test(found.type)) continue;
    onProgress?.(`found ${found.url.href}`);
    const pages = await llmsDocumentation(fetcher, found, name === 'llms-full.txt', root.origin, skipped, options);
    return { ...content(pages, skipped), marker: found.marker };
  }

  // A polite crawl.
  const robots = await Robots.load(fetcher, root);
  const seen = new Set<string>();
  const pages: { url: URL; text: string; format: string }[] = [];
  let marker: string | undefined;
  let frontier = [root];
  for (let depth = 0; depth <= options.maxDepth && frontier.length > 0 && pages.length < options.maxPages; depth++) {
    const next: URL[] = [];
    const batch = frontier.filter((u) => {
      const key = u.href.replace(/#.*$/, '');
      if (seen.has(key)) return false;
      seen.add(key);
      if (!robots.allows(u.pathname)) {
        skipped.push({ path: u.href, reason: 'disallowed by robots.txt' });
        return false;
      }
      return true;
    });
    await pool(batch, options.concurrency, async (url) => {
      if (pages.length >= options.maxPages) return;
      const page = await fetcher.tryGet(url, skipped);
      if (!page || page.status !== 200) return;
      if (url === root) marker = page.marker;
      const format = formatOfType(page.type, page.url);
      if (format === '.html') {
        const { links, markdown } = pageLinks(page.text);
        // A page that offers its Markdown source is read from that.
        const alternate = markdown ? safeUrl(markdown, page.url) : undefined;
        const md = alternate && alternate.origin === root.origin ? await fetcher.tryGet(alternate, skipped) : undefined;
        pages.push(md?.status === 200 ? { url: page.url, text: md.text, format: '.md' } : { url: page.url, text: page.text, format });
        for (const href of links) {
          const link = safeUrl(href, page.url);
          if (link) link.hash = '';
          if (link && link.origin === root.origin && link.pathname.startsWith(prefix) && !/\.(png|jpe?g|gif|svg|zip|gz|pdf|css|js|ico|woff2?)$/i.test(link.pathname)) next.push(link);
        }
      } else if (format) {
        pages.push({ url: page.url, text: page.text, format });
      }
    });
    frontier = next;
  }
  if (pages.length === 0) {
    // A refusal for safety is the reason worth giving first.
    const why = skipped.find((s) => s.reason.startsWith('refused')) ?? skipped[0];
    throw new LibdocsError('SOURCE_NOT_FOUND', messages.noPagesRead(start, why?.reason));
  }
  return { ...content(pages, skipped), marker };
}

/**
 * A site found in package metadata (`homepage`), not named by the user: only its `llms-full.txt`, else its
 * `llms.txt` and the pages it lists, at the address and under `/docs/`; no crawl. Its host gets no exception
 * from the SSRF guard (only SERVICE_ALLOW_HOSTS and --allow-host do). Undefined when the site has neither.
 */
export async function readLlmsTxt(homepage: string, http: HttpClient, options: CrawlOptions = DEFAULT_CRAWL): Promise<(FolderContent & { url: string; marker?: string }) | undefined> {
  const root = new URL(homepage);
  root.hash = '';
  root.search = '';
  const fetcher = new Fetcher(http, new AddressGuard([]));
  const skipped: Skipped[] = [];
  const dir = root.pathname.endsWith('/') ? root.pathname : root.pathname.replace(/[^/]*$/, '');
  const bases = [...new Set([dir, `${dir}docs/`, '/', '/docs/'])].map((p) => new URL(p, root.origin));
  for (const base of bases) {
    for (const name of ['llms-full.txt', 'llms.txt']) {
      const found = await fetcher.tryGet(new URL(name, base), skipped);
      if (!found || found.status !== 200 || !/text\/(plain|markdown)|^$/.test(found.type) || !found.text.trim()) continue;
      const pages = await llmsDocumentation(fetcher, found, name === 'llms-full.txt', root.origin, skipped, options);
      return { ...content(pages, skipped), url: found.url.href, marker: found.marker };
    }
    // A refusal (an internal address) will be the same for every other address of that host.
    if (skipped.some((s) => s.reason.startsWith('refused'))) break;
  }
  const refused = skipped.find((s) => s.reason.startsWith('refused'));
  if (refused) throw new LibdocsError('INVALID_ARGUMENT', refused.reason);
  return undefined;
}

/**
 * The documentation an llms file holds: `llms-full.txt` is all of it, in one Markdown file; `llms.txt` is a
 * Markdown list of links, and the documentation is in the pages it lists on the same site.
 */
async function llmsDocumentation(fetcher: Fetcher, found: Fetched, full: boolean, origin: string, skipped: Skipped[], options: CrawlOptions): Promise<{ url: URL; text: string; format: string }[]> {
  const pages = [{ url: found.url, text: found.text, format: '.md' }];
  if (full) return pages;
  const links = [...found.text.matchAll(/\]\((\S+?)\)/g)].map((m) => safeUrl(m[1]!, found.url)).filter((u): u is URL => !!u && u.origin === origin);
  await pool(links.slice(0, options.maxPages), options.concurrency, async (link) => {
    const page = await fetcher.tryGet(link, skipped);
    if (page?.status === 200) pages.push({ url: page.url, text: page.text, format: formatOfType(page.type, page.url) });
  });
  return pages;
}

/** Links of a page, and the address of its Markdown variant (`<link rel="alternate" type="text/markdown">`). */
function pageLinks(html: string): { links: string[]; markdown?: string } {
  const links: string[] = [];
  let markdown: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'a' && attributes.href) links.push(attributes.href);
      if (name === 'link' && /alternate/i.test(attributes.rel ?? '') && /markdown/i.test(attributes.type ?? '') && attributes.href) markdown = attributes.href;
    },
  });
  parser.write(html);
  parser.end();
  return { links, markdown };
}

function content(pages: { url: URL; text: string; format: string }[], skipped: Skipped[]): FolderContent {
  const candidates: Candidate[] = pages.map((p) => ({ path: p.url.href, size: p.text.length, read: () => p.text, format: p.format }));
  return { files: selectFiles(candidates, skipped), skipped };
}

function formatOfType(type: string, url: URL): string {
  if (/markdown/.test(type) || /\.(md|markdown|mdx)$/i.test(url.pathname)) return '.md';
  // AsciiDoc is served as text (a repository's raw files) or as text/asciidoc: its address says what it is.
  if (/asciidoc/.test(type) || /\.(adoc|asciidoc)$/i.test(url.pathname)) return '.adoc';
  if (/html/.test(type)) return '.html';
  if (/text\/plain/.test(type)) return '.txt';
  return '';
}

/**
 * Longer links are not followed: a page's address is stored with every snippet of it (and shown in answers), and
 * sitemaps and browsers stop at this length too.
 */
const URL_MAX = 2048;

function safeUrl(href: string, base: URL): URL | undefined {
  try {
    const url = new URL(href, base);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= URL_MAX ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the document a marker names is unchanged: a conditional request (If-None-Match, If-Modified-Since)
 * answered 304. Anything else counts as changed. `source` is the address the user named.
 */
export async function unchangedSince(marker: string, http: HttpClient, source: string): Promise<boolean> {
  const match = /^(etag|modified):(\S+) (.+)$/.exec(marker);
  if (!match) return false;
  const url = new URL(match[2]!);
  const response = await http.get(url, { 'User-Agent': USER_AGENT, [match[1] === 'etag' ? 'If-None-Match' : 'If-Modified-Since']: match[3]! }, PAGE_TIMEOUT_MS, new AddressGuard([new URL(source).hostname]));
  await response.body?.cancel();
  return response.status === 304;
}

/** Fetches one address after the SSRF check, following redirects itself so that each hop is checked too. */
class Fetcher {
  private readonly http: HttpClient;
  private readonly guard: AddressGuard;

  constructor(http: HttpClient, guard: AddressGuard) {
    this.http = http;
    this.guard = guard;
  }

  /** The page, or undefined with the reason added to `skipped` (nothing added for a plain 404). */
  async tryGet(start: URL, skipped?: Skipped[]): Promise<Fetched | undefined> {
    let url = start;
    try {
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        const response = await this.http.get(url, { 'User-Agent': USER_AGENT, Accept: 'text/markdown, text/html;q=0.9, text/plain;q=0.8' }, PAGE_TIMEOUT_MS, this.guard);
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          url = new URL(location, url);
          if (url.href.length > URL_MAX) {
            skipped?.push({ path: start.href, reason: `redirected to an address over ${URL_MAX} characters` });
            return undefined;
          }
          continue;
        }
        if (response.status !== 200) {
          await response.body?.cancel();
          if (response.status !== 404) skipped?.push({ path: start.href, reason: `HTTP ${response.status}` });
          return { url, status: response.status, type: '', text: '' };
        }
        const type = response.headers.get('content-type');
        const text = await limitedText(response.body as AsyncIterable<Uint8Array> | null, contentTypeCharset(type));
        if (text === undefined) {
          skipped?.push({ path: start.href, reason: `larger than ${MAX_PAGE_BYTES / 1024 / 1024} MB` });
          return undefined;
        }
        const etag = response.headers.get('etag');
        const modified = response.headers.get('last-modified');
        const marker = etag ? `etag:${url.href} ${etag}` : modified ? `modified:${url.href} ${modified}` : undefined;
        return { url, status: 200, type: type ?? '', text, marker };
      }
      skipped?.push({ path: start.href, reason: 'too many redirects' });
    } catch (error) {
      skipped?.push({ path: start.href, reason: error instanceof LibdocsError ? error.message : `unreachable (${describe(error)})` });
    }
    return undefined;
  }
}

/** The body as text (in the charset its Content-Type names, or the one it declares), or undefined when too large. */
async function limitedText(body: AsyncIterable<Uint8Array> | null, charset: string | undefined): Promise<string | undefined> {
  if (!body) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_PAGE_BYTES) return undefined;
    chunks.push(Buffer.from(chunk));
  }
  return decodeDocument(Buffer.concat(chunks), charset);
}

/** robots.txt rules for any crawler (`User-agent: *`) and for libdocs. */
class Robots {
  private readonly disallow: string[];
  private readonly allow: string[];

  private constructor(disallow: string[], allow: string[]) {
    this.disallow = disallow;
    this.allow = allow;
  }

  static async load(fetcher: Fetcher, root: URL): Promise<Robots> {
    const found = await fetcher.tryGet(new URL('/robots.txt', root));
    if (!found || found.status !== 200) return new Robots([], []);
    const disallow: string[] = [];
    const allow: string[] = [];
    let applies = false;
    let lastWasAgent = false;
    for (const raw of found.text.split('\n')) {
      const line = raw.replace(/#.*$/, '').trim();
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').trim();
      if (!field) continue;
      const key = field.toLowerCase();
      if (key === 'user-agent') {
        applies = (lastWasAgent && applies) || value === '*' || /libdocs/i.test(value);
        lastWasAgent = true;
        continue;
      }
      lastWasAgent = false;
      if (!applies) continue;
      if (key === 'disallow' && value) disallow.push(value);
      if (key === 'allow' && value) allow.push(value);
    }
    return new Robots(disallow, allow);
  }

  allows(path: string): boolean {
    const longest = (rules: string[]) => Math.max(-1, ...rules.filter((r) => path.startsWith(r.replace(/\*.*$/, ''))).map((r) => r.length));
    return longest(this.allow) >= longest(this.disallow);
  }
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}
