/**
 * Websites as a source, served by the test on loopback: llms-full.txt, llms.txt with the pages it lists, and a
 * crawl that keeps to the path prefix, obeys robots.txt, prefers a page's Markdown variant and refuses a
 * redirect into the cloud metadata address.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { test } from 'node:test';
import { internalRange, isInternalAddress } from '../../../src/address-guard.ts';
import { runCliAsync, tempDir } from '../../helpers.ts';

type Page = { body: string | Buffer; type?: string; status?: number; location?: string; etag?: string };

async function site(pages: Record<string, Page>): Promise<{ url: string; hits: string[]; close: () => Promise<void> }> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const page = pages[req.url ?? ''];
    if (!page) return res.writeHead(404).end();
    if (page.etag && req.headers['if-none-match'] === page.etag) return res.writeHead(304).end();
    res.writeHead(page.status ?? 200, { 'Content-Type': page.type ?? 'text/html', ...(page.location ? { Location: page.location } : {}), ...(page.etag ? { ETag: page.etag } : {}) });
    res.end(page.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, hits, close: () => new Promise((r) => server.close(() => r())) };
}

const html = (title: string, body: string) => `<html><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

test('llms-full.txt is the whole documentation; refresh asks whether it changed (ETag)', async () => {
  const pages: Record<string, Page> = { '/docs/llms-full.txt': { type: 'text/plain', etag: '"v1"', body: '# Zap\n\n## Zapping\n\nCall `zap()`:\n\n```js\nzap(3);\n```\n' } };
  const s = await site(pages);
  try {
    const dataDir = tempDir();
    const added = await runCliAsync(['add', `${s.url}/docs/`, '--id', '/acme/zap', '--data-dir', dataDir, '--json']);
    assert.equal(added.status, 0, added.stderr);
    assert.equal(JSON.parse(added.stdout).filesRead, 1);
    assert.match((await runCliAsync(['query', '/acme/zap', 'how do I zap', '--data-dir', dataDir])).stdout, /zap\(3\);/);
    const same = await runCliAsync(['refresh', '/acme/zap', '--data-dir', dataDir]);
    assert.match(same.stdout, /^unchanged \/acme\/zap {2}the site says its documents have not changed \(304\)$/m);
    pages['/docs/llms-full.txt'] = { type: 'text/plain', etag: '"v2"', body: '# Zap\n\n## Zapping\n\nCall `zapAll()`:\n\n```js\nzapAll();\n```\n' };
    const changed = await runCliAsync(['refresh', '/acme/zap', '--data-dir', dataDir]);
    assert.match(changed.stdout, /^updated {3}\/acme\/zap {2}fetched again/m);
    assert.match((await runCliAsync(['query', '/acme/zap', 'how do I zap', '--data-dir', dataDir])).stdout, /zapAll\(\);/);
  } finally {
    await s.close();
  }
});

test('llms.txt: the Markdown pages it lists', async () => {
  const s = await site({
    '/docs/llms.txt': { type: 'text/plain', body: '# Zap\n\n- [Guide](/docs/guide.md): start here\n- [API](/docs/api.md)\n- [Elsewhere](https://example.invalid/x.md)\n' },
    '/docs/guide.md': { type: 'text/markdown', body: '# Guide\n\nInstall zap.\n' },
    '/docs/api.md': { type: 'text/markdown', body: '# API\n\n## zap(n)\n\nZaps n times.\n' },
  });
  try {
    const added = await runCliAsync(['add', `${s.url}/docs/`, '--data-dir', tempDir(), '--json']);
    assert.equal(added.status, 0, added.stderr);
    const summary = JSON.parse(added.stdout);
    assert.equal(summary.filesRead, 3, 'llms.txt and the two pages on this site');
    assert.equal(summary.id, '/web/127.0.0.1');
  } finally {
    await s.close();
  }
});

test('an AsciiDoc page served as plain text (a repository\'s raw file) is read as AsciiDoc by its address', async () => {
  // Nothing in it but its address says AsciiDoc (no attribute entry or block style, which a .txt page would need).
  const s = await site({ '/raw/guide.adoc': { type: 'text/plain', body: '= Zap Guide\n\n== Zapping\n\nCall *zap* three times:\n\n----\nzap(3);\n----\n' } });
  try {
    const dataDir = tempDir();
    const added = await runCliAsync(['add', `${s.url}/raw/guide.adoc`, '--id', '/acme/zap', '--data-dir', dataDir]);
    assert.equal(added.status, 0, added.stderr);
    const answer = (await runCliAsync(['query', '/acme/zap', 'how many times do I zap', '--data-dir', dataDir])).stdout;
    assert.match(answer, /^Source: http:\/\/127\.0\.0\.1:\d+\/raw\/guide\.adoc#_zapping$/m);
    assert.match(answer, /Call zap three times:\n\n```\w*\nzap\(3\);\n```/);
  } finally {
    await s.close();
  }
});

test('a crawl: same path prefix, robots.txt, Markdown variants, and no redirect into an internal address', async () => {
  const s = await site({
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /site/private\n' },
    '/site/': {
      body: html(
        'Home',
        '<p>Welcome.</p><a href="/site/a.html">A</a> <a href="b.html#part">B</a> <a href="/site/private/c.html">C</a> <a href="/other/d.html">D</a> <a href="/site/meta">M</a>',
      ),
    },
    '/site/a.html': { body: html('Alpha', '<p>Alpha explains the <code>alpha()</code> call.</p><pre><code class="language-js">alpha(1);</code></pre>') },
    '/site/b.html': { body: `<html><head><title>Beta</title><link rel="alternate" type="text/markdown" href="/site/b.md"></head><body><p>html version</p></body></html>` },
    '/site/b.md': { type: 'text/markdown', body: '# Beta\n\nThe Markdown version of beta.\n' },
    '/site/private/c.html': { body: html('Private', '<p>secret</p>') },
    '/other/d.html': { body: html('Other', '<p>not under the prefix</p>') },
    '/site/meta': { status: 302, location: 'http://169.254.169.254/latest/meta-data/', body: '' },
  });
  try {
    const dataDir = tempDir();
    const added = await runCliAsync(['add', `${s.url}/site/`, '--id', '/acme/site', '--data-dir', dataDir]);
    assert.equal(added.status, 0, added.stderr);
    assert.match(added.stdout, /files read: {5}3/);
    assert.match(added.stdout, /disallowed by robots\.txt: 1/);
    assert.match(added.stdout, /refused: 169\.254\.169\.254 is an internal address/);
    assert.ok(!s.hits.includes('/other/d.html'), 'left the path prefix');
    assert.ok(!s.hits.includes('/site/private/c.html'), 'ignored robots.txt');
    assert.ok(s.hits.includes('/site/b.md'), 'did not use the Markdown variant');
    const beta = await runCliAsync(['query', '/acme/site', 'beta', '--data-dir', dataDir]);
    assert.match(beta.stdout, /The Markdown version of beta/);
    assert.match((await runCliAsync(['query', '/acme/site', 'alpha call', '--data-dir', dataDir])).stdout, /```js\nalpha\(1\);\n```/);
  } finally {
    await s.close();
  }
});

test('a crawl follows no link, and no redirect, to an address over 2,048 characters', async () => {
  const long = `/site/${'x'.repeat(3000)}.html`;
  const s = await site({
    '/site/': { body: html('Home', `<p>Welcome.</p><a href="${long}">Long</a> <a href="/site/moved">Moved</a> <a href="/site/a.html">A</a>`) },
    [long]: { body: html('Long', '<p>A page at a long address.</p>') },
    '/site/moved': { status: 301, location: long, body: '' },
    '/site/a.html': { body: html('Alpha', '<p>Alpha explains the alpha call.</p>') },
  });
  try {
    const dataDir = tempDir();
    const added = await runCliAsync(['add', `${s.url}/site/`, '--id', '/acme/long', '--data-dir', dataDir]);
    assert.equal(added.status, 0, added.stderr);
    assert.match(added.stdout, /files read: {5}2/);
    assert.match(added.stdout, /redirected to an address over 2048 characters: 1/);
    assert.ok(!s.hits.includes(long), 'followed the long link');
  } finally {
    await s.close();
  }
});

test('internal addresses', () => {
  for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '::1', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '0.0.0.0']) {
    assert.equal(isInternalAddress(a), true, a);
  }
  for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '172.32.0.1']) assert.equal(isInternalAddress(a), false, a);
});

test('every spelling of an internal address is internal, with the range it is in', () => {
  const cases: [string, RegExp][] = [
    // IPv4-mapped, as written and as the URL parser rewrites it (hex groups)
    ['::ffff:127.0.0.1', /loopback/],
    ['::ffff:7f00:1', /loopback/],
    ['[::ffff:7f00:1]', /loopback/],
    ['::ffff:a9fe:a9fe', /link-local/],
    ['0:0:0:0:0:ffff:c0a8:0101', /private/],
    ['::ffff:0:7f00:1', /loopback/], // IPv4-translated
    ['::127.0.0.1', /loopback/], // IPv4-compatible
    ['::a9fe:a9fe', /link-local/],
    ['::8.8.8.8', /IPv4-compatible/],
    ['64:ff9b::7f00:1', /loopback/], // NAT64
    ['64:ff9b::169.254.169.254', /link-local/],
    ['64:ff9b:1::1', /local NAT64/],
    ['2002:7f00:1::1', /loopback/], // 6to4
    ['2002:c0a8:101::', /private/],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', /loopback/], // Teredo, client 127.0.0.1 inverted
    ['fe80::1', /link-local/],
    ['fe80::1%eth0', /link-local/],
    ['febf::1', /link-local/],
    ['fc00::1', /unique local/],
    ['fdff:ffff::1', /unique local/],
    ['::1', /loopback/],
    ['0:0:0:0:0:0:0:1', /loopback/],
    ['::', /unspecified/],
    ['ff02::1', /multicast/],
    ['0.1.2.3', /this network/],
    ['10.255.255.255', /private/],
    ['100.127.0.1', /shared/],
    ['127.255.0.1', /loopback/],
    ['169.254.0.1', /link-local/],
    ['172.31.255.255', /private/],
    ['192.168.0.1', /private/],
    ['224.0.0.1', /multicast/],
    ['239.255.255.255', /multicast/],
    ['240.0.0.1', /reserved/],
    ['255.255.255.255', /broadcast/],
    // IPv4 spellings the URL parser normalises
    ['2130706433', /loopback/],
    ['0x7f.1', /loopback/],
    ['0177.0.0.1', /loopback/],
    ['127.1', /loopback/],
    ['0xa9fea9fe', /link-local/],
  ];
  for (const [address, range] of cases) assert.match(internalRange(address) ?? 'public', range, address);
  for (const a of ['8.8.8.8', '1.1.1.1', '172.15.0.1', '100.128.0.1', '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::808:808', '2002:808:808::1', '2606:4700::1111', '2a00:1450::1', 'example.com']) {
    assert.equal(internalRange(a), undefined, a);
  }
});

/** A service on loopback that no crawl may reach; it records what was asked of it. */
async function internalService(): Promise<{ port: number; hits: string[]; close: () => Promise<void> }> {
  const s = await site({ '/secret.md': { type: 'text/markdown', body: '# Internal\n\nThe cloud credentials are here.\n' }, '/': { body: html('Internal', '<p>internal admin page</p>') } });
  return { port: Number(new URL(s.url).port), hits: s.hits, close: s.close };
}

test('a redirect or a link to an IPv4-mapped IPv6 loopback address is refused, and the reason is shown', async () => {
  const inside = await internalService();
  const mapped = `http://[::ffff:127.0.0.1]:${inside.port}`;
  const s = await site({
    '/docs/llms.txt': { type: 'text/plain', body: '# Zap\n\n- [Guide](/docs/guide.md)\n- [Moved](/docs/moved.md)\n' },
    '/docs/guide.md': { type: 'text/markdown', body: '# Guide\n\nInstall zap.\n' },
    '/docs/moved.md': { status: 302, location: `${mapped}/secret.md`, body: '' },
    '/site/': { body: html('Home', `<p>Welcome.</p><a href="/site/old">Old</a> <a href="/site/hex">Hex</a>`) },
    '/site/old': { status: 301, location: `${mapped}/`, body: '' },
    '/site/hex': { status: 302, location: `http://[::ffff:7f00:1]:${inside.port}/`, body: '' },
    '/gone/': { status: 302, location: `${mapped}/`, body: '' },
  });
  try {
    const listed = await runCliAsync(['add', `${s.url}/docs/`, '--id', '/acme/zap', '--data-dir', tempDir()]);
    assert.equal(listed.status, 0, listed.stderr);
    assert.match(listed.stdout, /refused: \[::ffff:7f00:1\]:\d+ is an internal address \(::ffff:7f00:1, loopback\)/);
    const crawled = await runCliAsync(['add', `${s.url}/site/`, '--id', '/acme/site', '--data-dir', tempDir()]);
    assert.equal(crawled.status, 0, crawled.stderr);
    assert.match(crawled.stdout, /refused: \[::ffff:7f00:1\]:\d+ is an internal address/);
    // Nothing but refusals: the error says why, not only that nothing could be read.
    const refused = await runCliAsync(['add', `${s.url}/gone/`, '--id', '/acme/gone', '--data-dir', tempDir()]);
    assert.notEqual(refused.status, 0);
    assert.match(refused.stderr, /No documentation pages could be read from .*refused: \[::ffff:7f00:1\]:\d+ is an internal address \(::ffff:7f00:1, loopback\)/);
    assert.deepEqual(inside.hits, [], 'the internal service was reached');
  } finally {
    await s.close();
    await inside.close();
  }
});

test('a host name is judged by the address it resolves to when connecting', async () => {
  const inside = await internalService();
  // "localhost" resolves to loopback; the site named is 127.0.0.1, so localhost is not the named host.
  const s = await site({
    '/site/': { body: html('Home', '<p>Widgets are configured with a single options object passed to the constructor.</p><a href="/site/x">X</a>') },
    '/site/x': { status: 302, location: `http://localhost:${inside.port}/`, body: '' },
  });
  try {
    const added = await runCliAsync(['add', `${s.url}/site/`, '--id', '/acme/site', '--data-dir', tempDir()]);
    assert.equal(added.status, 0, added.stderr);
    assert.match(added.stdout, /refused: localhost is an internal address \((127\.0\.0\.1|::1), loopback\)/);
    assert.deepEqual(inside.hits, []);
  } finally {
    await s.close();
    await inside.close();
  }
});

test("a page in the charset its Content-Type names (ISO-8859-1), not read as UTF-8", async () => {
  const body = Buffer.from(html('Caf\xe9', '<p>R\xe9sum\xe9 of the caf\xe9 API \xa9 2002.</p>'), 'latin1');
  const s = await site({ '/docs/': { type: 'text/html; charset=ISO-8859-1', body } });
  try {
    const dataDir = tempDir();
    const added = await runCliAsync(['add', `${s.url}/docs/`, '--id', '/acme/cafe', '--data-dir', dataDir]);
    assert.equal(added.status, 0, added.stderr);
    const answer = (await runCliAsync(['query', '/acme/cafe', 'resume of the cafe API', '--data-dir', dataDir])).stdout;
    assert.match(answer, /Résumé of the café API © 2002\./);
    assert.doesNotMatch(answer, /\uFFFD/);
  } finally {
    await s.close();
  }
});
