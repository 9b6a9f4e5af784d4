/**
 * A fake npm registry on loopback for tests that must not depend on the public one: packuments, version
 * manifests, tarballs built here (with their integrity hashes) and the search endpoint. Every request path
 * is recorded, so a test can check what was (not) asked.
 * @module
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { after } from 'node:test';
import { gzipSync } from 'node:zlib';

/** A ustar archive of the given entries (type '0' file, '2' symlink, '5' directory). */
export function tar(entries: { name: string; data?: string | Buffer; type?: string; link?: string }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const data = typeof e.data === 'string' ? Buffer.from(e.data) : (e.data ?? Buffer.alloc(0));
    const h = Buffer.alloc(512);
    h.write(e.name, 0, 100, 'utf8');
    h.write('0000644\0', 100);
    h.write('0000000\0', 108);
    h.write('0000000\0', 116);
    h.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    h.write('00000000000\0', 136);
    h.write(e.type ?? '0', 156);
    if (e.link) h.write(e.link, 157, 100);
    h.write('ustar\0', 257);
    h.write('00', 263);
    h.fill(' ', 148, 156);
    let sum = 0;
    for (const b of h) sum += b;
    h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(h, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

export interface FakePackage {
  name: string;
  /** The latest version; its files are served. */
  version: string;
  /** Other published versions (listed in the packument only). */
  older?: string[];
  description?: string;
  /** package.json's `repository`; absent when undefined. */
  repository?: string | { type?: string; url: string; directory?: string };
  /** package.json's `homepage`; absent when undefined. */
  homepage?: string;
  readme: string;
  /** More package.json fields (`exports`, `types`). */
  fields?: Record<string, unknown>;
  /** More files in the tarball, by path under `package/`. */
  files?: Record<string, string>;
}

export interface FakeRegistry {
  url: string;
  /** Paths requested so far, decoded. */
  requests: string[];
}

/** Serves the packages; `search` maps a search text to the package names it returns. */
export async function fakeRegistry(packages: FakePackage[], search: Record<string, string[]> = {}, onFinish: typeof after = after): Promise<FakeRegistry> {
  const requests: string[] = [];
  let url = '';
  const byName = new Map(packages.map((p) => [p.name, p]));
  const tarballs = new Map<string, Buffer>();
  const manifest = (p: FakePackage) => {
    const json = { name: p.name, version: p.version, description: p.description, ...(p.repository ? { repository: p.repository } : {}), ...(p.homepage ? { homepage: p.homepage } : {}), ...p.fields };
    const key = `${p.name}-${p.version}.tgz`;
    if (!tarballs.has(key)) tarballs.set(key, tar([
        { name: 'package/package.json', data: JSON.stringify(json) },
        { name: 'package/README.md', data: p.readme },
        ...Object.entries(p.files ?? {}).map(([name, data]) => ({ name: `package/${name}`, data })),
      ]));
    const integrity = `sha512-${createHash('sha512').update(tarballs.get(key)!).digest('base64')}`;
    return { ...json, dist: { tarball: `${url}/-/${key}`, integrity } };
  };
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(req.url ?? '/');
    requests.push(path);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': Buffer.isBuffer(body) ? 'application/octet-stream' : 'application/json' });
      res.end(Buffer.isBuffer(body) ? body : JSON.stringify(body));
    };
    if (path.startsWith('/-/v1/search?')) {
      const text = new URL(path, 'http://x').searchParams.get('text') ?? '';
      return send(200, { objects: (search[text] ?? []).map((name) => ({ package: { name } })) });
    }
    if (path.startsWith('/-/')) {
      const data = tarballs.get(path.slice(3));
      return data ? send(200, data) : send(404, { error: 'not found' });
    }
    const [, name, version] = /^\/((?:@[^/]+\/)?[^/]+)(?:\/([^/]+))?$/.exec(path) ?? [];
    const p = name ? byName.get(name) : undefined;
    if (!p) return send(404, { error: 'not found' });
    if (version) return version === p.version ? send(200, manifest(p)) : send(404, { error: 'no such version' });
    const versions = Object.fromEntries([...(p.older ?? []), p.version].map((v) => [v, { name: p.name, version: v }]));
    return send(200, { name: p.name, 'dist-tags': { latest: p.version }, versions });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  onFinish(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url, requests };
}
