/**
 * The engine's command line as users drive it: add, list, resolve, query, remove, with real files and a
 * real SQLite index in a temporary data directory.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { before, test } from 'node:test';
import { fixtures, libdocsCommand, runCli, tempDir } from '../helpers.ts';

const dataDir = tempDir();
const widgets = join(tempDir(), 'widgets');
const cli = (...args: string[]) => runCli([...args, '--data-dir', dataDir]);
/** For tests whose libraries must not show in the shared index's list. */
const ownIndex = () => {
  const dir = tempDir();
  return (...args: string[]) => runCli([...args, '--data-dir', dir]);
};

/** Indexes `docs` as library `id` in an index of its own, asks `question` and gives the answer's first part. */
function firstAnswer(docs: string, id: string, question: string): string {
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', id).status, 0);
  const result = own('query', id, question);
  assert.equal(result.status, 0, result.stderr);
  return result.stdout.split(/\n-{40}\n/)[0]!;
}

before(() => {
  cpSync(join(fixtures, 'engine', 'widgets'), widgets, { recursive: true });
  // Folders that must be skipped (they cannot live in the repository as they are).
  mkdirSync(join(widgets, 'node_modules', 'dep'), { recursive: true });
  writeFileSync(join(widgets, 'node_modules', 'dep', 'README.md'), '# Dependency docs must not be indexed\n');
  mkdirSync(join(widgets, '.git'));
  writeFileSync(join(widgets, '.git', 'notes.md'), '# Git internals must not be indexed\n');
});

test('add indexes a folder and says what it skipped and why', () => {
  const result = cli('add', widgets);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^Indexed widgets as \/acme\/widgets\/2\.1\.0 in /m);
  for (const reason of [
    /dependencies: 1 \(node_modules\/\)/,
    /hidden folder: 1 \(\.git\/\)/,
    /binary: 1 \(docs\/image\.md\)/,
    /generated index: 1 \(docs\/genindex\.html\)/,
    /same page in another format: 1 \(docs\/layout\.html \(kept docs\/layout\.md\)\)/,
    /not documentation \(legal or community file\): 1 \(LICENSE\.md\)/,
  ]) {
    assert.match(result.stdout, reason);
  }
});

test('add --json reports the library, version and counts as data', () => {
  const result = cli('add', widgets, '--json');
  assert.equal(result.status, 0, result.stderr);
  const summary = JSON.parse(result.stdout);
  assert.equal(summary.id, '/acme/widgets');
  assert.equal(summary.version, '2.1.0');
  assert.equal(summary.filesRead, 4);
  assert.ok(summary.codeSnippets >= 5, `code snippets: ${summary.codeSnippets}`);
});

test('query answers from the right section, with its source and fenced code', () => {
  const result = cli('query', '/acme/widgets', 'how do I stop listening for clicks?');
  assert.equal(result.status, 0, result.stderr);
  // The best answer is the small events page as a whole: its section on removing listeners, prose before code.
  const first = result.stdout.split(/\n-{40}\n/)[0]!;
  assert.match(first, /^### .+\n\nSource: docs\/guides\/events\.md#/);
  assert.match(first, /#### Removing listeners\n\n`onClick` returns a function that removes the listener again\.\n\n```js\nconst stop = button\.onClick\(handler\);\nstop\(\);\n```/);
  assert.match(result.stdout, /\n-{40}\nSource: widgets 2\.1\.0 documentation \(\/acme\/widgets\/2\.1\.0\)/);
});

test('release notes do not crowd out the reference page', () => {
  const result = cli('query', '/acme/widgets', 'render timeout option');
  assert.equal(result.status, 0, result.stderr);
  const first = result.stdout.split(/\n-{40}\n/)[0]!;
  assert.match(first, /^Source: docs\/layout\.md/m);
  assert.match(first, /^#{3,4} Setting a render timeout$/m);
});

test("Doxygen's source listings yield to the function's documentation", () => {
  const site = join(tempDir(), 'doxy');
  mkdirSync(site);
  const entry = (name: string) => `<h2 class="memtitle">${name}()</h2><div class="memdoc"><p>Sets an option of the session.</p></div>`;
  writeFileSync(
    join(site, 'group__session.html'),
    `<html><head><title>libnet: Session functions</title></head><body><h1>Session functions</h1>${entry('net_connect')}` +
      `<h2 class="memtitle">net_set_timeout()</h2><div class="memdoc"><p>Gives up connecting after the timeout in seconds.</p></div>${entry('net_close')}</body></html>`,
  );
  // The header's listing repeats the name in code, which full-text ranking alone favours.
  const header = [
    '/* Connecting: a session gives up connecting after a timeout of a few seconds (see net_set_timeout). */',
    'int net_connect(net_session s);',
    'int net_set_timeout(net_session s, long seconds); /* give up connecting after seconds */',
    'void net_close(net_session s);',
  ].join('\n');
  writeFileSync(join(site, 'session_8h_source.html'), `<html><head><title>libnet: session.h Source File</title></head><body><h1>session.h</h1><pre>${header}</pre></body></html>`);
  const own = ownIndex();
  assert.equal(own('add', site, '--id', '/acme/libnet').status, 0);
  const result = own('query', '/acme/libnet', 'give up connecting after a few seconds');
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout.split(/\n-{40}\n/)[0]!, /^Source: group__session\.html/m);
});

test("a generated reference's member list yields to the member's own section", () => {
  const site = join(tempDir(), 'javadoc');
  mkdirSync(site);
  const filler = 'It follows the conventions of the rest of this class for keys, values and errors. '.repeat(12);
  const members: [string, string, string][] = [
    ['absUrl', 'Get an absolute URL from a relative URL attribute.', 'Resolves the attribute against the base URI and returns the result.'],
    ['attr', 'Get a relative URL attribute as written, never as an absolute URL.', 'Returns the value exactly as the document has it.'],
    ['baseUri', 'The base URI that a relative URL attribute resolves against.', 'Set when the document is parsed.'],
    ['childNode', 'Get a child node by its index.', 'Counts from zero.'],
    ['remove', 'Remove this node from the tree.', 'Its children go with it.'],
  ];
  const rows = members.map(([name, brief]) => `<tr><td><code><a href="#${name}()">${name}</a>(String key)</code></td><td>${brief}</td></tr>`).join('');
  // As Javadoc lays a class out: the summaries first, the members' details further down.
  const details = [...members].reverse().map(([name, brief, more]) => `<section id="${name}()"><h3>${name}</h3><div class="block"><p>${brief} ${more}</p><p>${filler}</p></div></section>`).join('');
  writeFileSync(
    join(site, 'Node.html'),
    `<html><head><title>Node (links API)</title></head><body><h1>Class Node</h1><section class="summary"><h2>Method Summary</h2><table>${rows}</table></section>` +
      `<section><h2>Constructor Summary</h2><p>Node(String baseUri): a node with the given base URI. ${filler}</p></section>` +
      `<section class="details"><h2>Method Detail</h2>${details}</section></body></html>`,
  );
  const first = firstAnswer(site, '/acme/links', 'turn a relative URL attribute into an absolute URL');
  assert.match(first, /^#{3,4} absUrl$/m);
  assert.doesNotMatch(first, /Method Summary/);
});

test("a C++ class's Doxygen page: a member's labels are words of their own, the page's title has none glued to it, and the names the member references are left out", () => {
  const site = join(tempDir(), 'doxygen-cpp');
  mkdirSync(site);
  const filler = 'It follows the conventions of the rest of this class for connections, results and errors. '.repeat(50);
  const members: [string, string, string][] = [
    ['commit', 'Commit the transaction.', 'Unless this is called, the work is rolled back when the transaction is destroyed.'],
    ['abort', 'Abort the transaction.', 'Nothing of the work reaches the database.'],
    ['exec', 'Execute a query.', 'Returns its result.'],
    ['quote', 'Quote a value for a query.', 'Escapes it as the connection requires.'],
  ];
  const rows = members.map(([name, brief]) => `<tr><td class="memItemLeft">void&#160;</td><td class="memItemRight"><a class="el" href="#${name}">${name}</a> ()</td></tr><tr><td class="mdescLeft">&#160;</td><td class="mdescRight">${brief} <a href="#${name}">More...</a></td></tr>`).join('');
  const docs = members
    .map(([name, brief, more]) =>
      `<a id="${name}"></a><h2 class="memtitle">${name}()</h2><div class="memitem"><div class="memproto"><table class="mlabels"><tr><td class="mlabels-left">` +
      `<table class="memname"><tr><td class="memname">void db::work::${name} </td><td>(</td><td class="paramname"></td><td>)</td></tr></table></td>` +
      `<td class="mlabels-right"><span class="mlabels"><span class="mlabel">protected</span><span class="mlabel">virtual</span></span></td></tr></table></div>` +
      `<div class="memdoc"><p>${brief}</p><p>${more}</p><p class="reference">References ${members.map(([n]) => `<a class="el" href="#${n}">${n}()</a>`).join(', ')}.</p></div></div>`,
    )
    .join('');
  writeFileSync(
    join(site, 'a00042.html'),
    `<html><head><title>db: db::work Class Reference</title></head><body><div class="header"><div class="headertitle"><div class="title">db::work Class Reference<span class="mlabels"><span class="mlabel">abstract</span></span></div></div></div>` +
      `<div class="contents"><table class="memberdecls"><tr class="heading"><td colspan="2"><h2 class="groupheader"><a name="pub-methods"></a>Public Member Functions</h2></td></tr>${rows}</table>` +
      `<h2 class="groupheader">Detailed Description</h2><p>A unit of work. ${filler}</p><h2 class="groupheader">Member Function Documentation</h2>${docs}</div></body></html>`,
  );
  const first = firstAnswer(site, '/acme/db', 'commit the transaction so the work is not rolled back');
  assert.match(first, /^### db::work Class Reference\n\nSource: a00042\.html#commit$/m);
  assert.match(first, /^protected virtual$/m);
  assert.doesNotMatch(first, /Public Member Functions|Referenceabstract|protectedvirtual|References /);
});

test("Javadoc's zero-width and no-break spaces do not reach the answer's code: its signatures can be copied", () => {
  const site = join(tempDir(), 'javadoc-zwsp');
  mkdirSync(site);
  writeFileSync(
    join(site, 'Node.html'),
    '<html><head><title>Node (links API)</title></head><body><h1>Class Node</h1><section class="details"><h2>Method Detail</h2>' +
      '<section id="absUrl(java.lang.String)"><h3>absUrl</h3><pre class="methodSignature">public&nbsp;String&nbsp;absUrl&#8203;(String&nbsp;attributeKey)</pre>' +
      '<div class="block">Get an absolute URL from a URL attribute that may be relative, resolving it against the base&#8203;URI.</div></section>' +
      '</section></body></html>',
  );
  const own = ownIndex();
  assert.equal(own('add', site, '--id', '/acme/zwsp').status, 0);
  const result = own('query', '/acme/zwsp', 'absolute URL from a relative URL attribute');
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /public String absUrl\(String attributeKey\)/);
  assert.match(result.stdout, /the baseURI\./);
  assert.doesNotMatch(result.stdout, /[\u200b\u00a0]/);
});

test('a manual translated into other languages is indexed in English, and add says which folders it skipped', () => {
  const site = join(tempDir(), 'manual-i18n');
  const pages: Record<string, string> = {
    en: 'Limit the size of a request body with LimitRequestBody; requests above it are refused.',
    fr: 'Limiter la taille du corps de requête avec LimitRequestBody ; les requêtes au-delà sont refusées.',
    es: 'Limitar el tamaño del cuerpo de la petición con LimitRequestBody; las peticiones mayores se rechazan.',
  };
  for (const [language, text] of Object.entries(pages)) {
    mkdirSync(join(site, 'manual', language), { recursive: true });
    writeFileSync(join(site, 'manual', language, 'core.html'), `<html><head><title>core</title></head><body><h1>LimitRequestBody</h1><p>${text}</p></body></html>`);
  }
  const own = ownIndex();
  const added = own('add', site, '--id', '/acme/httpd');
  assert.equal(added.status, 0, added.stderr);
  assert.match(added.stdout + added.stderr, /translation \(the English pages are kept\): 2 \(manual\/es\/, manual\/fr\/\)/);
  const result = own('query', '/acme/httpd', 'LimitRequestBody request body size');
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /Limit the size of a request body/);
  assert.doesNotMatch(result.stdout, /Limiter|Limitar/);
});

test('a man page rendered in a pre answers with the one option asked about', () => {
  const site = join(tempDir(), 'manual');
  mkdirSync(site);
  const option = (tag: string, text: string) => `       ${tag.padEnd(7)}${text}\n              ${'more about it, and then some more. '.repeat(8)}\n`;
  const page = ['NAME', '       mapper - lookup table management', '', 'DESCRIPTION', '       The mapper command creates or queries lookup tables.', '', 'OPTIONS',
    option('-b', 'Enable message body query mode.'), option('-f', 'Do not fold to lower case.'),
    option('-q key', 'Search the tables for key and write the first value found.'), option('-v', 'Enable verbose logging.'),
    // Enough options that the page is larger than one answer unit.
    ...'ACDEFGHIJKLMNOPRSTUVWXYZ'.split('').map((c) => option(`-${c}`, `Mode ${c} of the mapper.`))].join('\n');
  writeFileSync(join(site, 'mapper.1.html'), `<html><head><title>Manual - mapper(1)</title></head><body><pre>${page}</pre></body></html>`);
  const own = ownIndex();
  assert.equal(own('add', site, '--id', '/acme/mapper').status, 0);
  const result = own('query', '/acme/mapper', 'search the tables for a key and print the first value found');
  assert.equal(result.status, 0, result.stderr);
  // The first answer is the option's entry (with at most its neighbours), not the page as one block of code.
  const first = result.stdout.split(/\n-{40}\n/)[0]!;
  assert.match(first, /^#{3,4} -q key\n\n(?:Source: mapper\.1\.html\n\n)?Search the tables for key/m);
  assert.doesNotMatch(first, /Mode M of the mapper|```/);
});

test('an answer grown to a whole small page shows the sections about the question, each under its own heading', () => {
  const docs = join(tempDir(), 'net');
  mkdirSync(docs);
  const setting = (name: string, text: string) => [`### ${name}`, '', text, ''];
  writeFileSync(
    join(docs, 'net.md'),
    [
      '# net', '', 'Network settings.', '',
      '## Server', '', 'Settings of the listening side.', '',
      ...setting('timeout', 'How long the server waits for a request before closing the connection.'),
      ...setting('port', 'Which port to listen on.'),
      ...setting('backlog', 'How many pending connections are queued.'),
      '## Client', '', 'Settings of the connecting side.', '',
      ...setting('retries', 'How often a request is sent again.'),
      ...setting('proxy', 'Where to send traffic through.'),
    ].join('\n'),
  );
  const first = firstAnswer(docs, '/acme/net', 'request timeout');
  assert.match(first, /#### timeout\n\nHow long the server waits for a request/);
  // retries also writes "request": it stays, under Client, not under Server's heading.
  assert.match(first, /#### Client\n\nSettings of the connecting side\.\n\n#### retries\n/);
  assert.doesNotMatch(first, /port|backlog|proxy/i);
});

test('a number the question gives with a unit ("80%") is its own value, not the exit code of that number', () => {
  const docs = join(tempDir(), 'fetcher');
  mkdirSync(docs);
  writeFileSync(
    join(docs, 'fetcher.md'),
    ['# fetcher', '', 'Fetches files over HTTP.', '', '## --continue-at', '', 'Continue a download that stopped, from the byte where it stopped.', '', '## --output', '', 'Where to write the file.', ''].join('\n'),
  );
  const codes = Array.from({ length: 30 }, (_, i) => [`## ${60 + i}`, '', `The download ended with error ${60 + i}.`, '']).flat();
  writeFileSync(join(docs, 'exit-codes.md'), ['# Exit codes', '', ...codes].join('\n'));
  const first = firstAnswer(docs, '/acme/fetcher', 'my download died at 80% and stopped, can it go on?');
  assert.match(first, /^Source: fetcher\.md/m);
  assert.match(first, /Continue a download that stopped/);
});

test("man pages in roff, as installed (gzipped, man1/), answer with the option asked about; one that repeats a Markdown page, a .so link and a file that is not roff are skipped, and add says why", () => {
  const site = join(tempDir(), 'share');
  mkdirSync(join(site, 'man', 'man1'), { recursive: true });
  mkdirSync(join(site, 'docs'));
  const option = (tag: string, text: string) => `.TP\n\\fB\\${tag}\\fR\n${text} ${'More about it, and then some more. '.repeat(8)}\n`;
  const page = ['.\\" Generated by hand', '.TH MAPPER 1 "2026" "mapper 1.0" "User Commands"', '.SH NAME', 'mapper \\- lookup table management', '.SH SYNOPSIS',
    '.B mapper', '[\\fIOPTION\\fR]... \\fIFILE\\fR', '.SH DESCRIPTION', 'The \\fBmapper\\fR command creates or queries lookup tables.', '.SH OPTIONS',
    option('-b', 'Enable message body query mode.'), option('-q', 'Search the tables for a key and write the first value found.'),
    // Enough options that the page is larger than one answer unit.
    ...'ACDEFGHIJKLMNOPRSTUVWXYZ'.split('').map((c) => option(`-${c}`, `Mode ${c} of the mapper.`)), '.SH EXAMPLE', '.nf', 'mapper \\-q key tables.db', '.fi'].join('\n');
  writeFileSync(join(site, 'man', 'man1', 'mapper.1.gz'), gzipSync(page));
  writeFileSync(join(site, 'man', 'man1', 'mapctl.1'), '.so man1/mapper.1\n');
  writeFileSync(join(site, 'man', 'man1', 'notes.1'), 'Plain notes, not a man page.\n');
  // The same page as Markdown (a package's docs built twice, as npm ships them): the Markdown is kept.
  writeFileSync(join(site, 'man', 'man1', 'mapsync.1'), '.TH MAPSYNC 1\n.SH NAME\nmapsync \\- roff twin\n.SH DESCRIPTION\nRoff twin text.\n');
  writeFileSync(join(site, 'docs', 'mapsync.md'), '# mapsync\n\nSynchronise two lookup tables, the Markdown way.\n');
  // No twins: a man page of another section, and a guide that only shares a name in other letters.
  writeFileSync(join(site, 'man', 'man1', 'mapper.1ssl'), '.TH MAPPER 1SSL\n.SH NAME\nmapper \\- the TLS mapper\n.SH DESCRIPTION\nMaps certificates.\n');
  writeFileSync(join(site, 'man', 'man1', 'install.1'), '.TH INSTALL 1\n.SH NAME\ninstall \\- copy files and set attributes\n.SH DESCRIPTION\nCopies files.\n');
  writeFileSync(join(site, 'INSTALL.md'), '# Installing\n\nRun make install.\n');
  const own = ownIndex();
  const added = own('add', site, '--id', '/acme/mapper');
  assert.equal(added.status, 0, added.stderr);
  assert.match(added.stdout, /redirect page: 1 \(man\/man1\/mapctl\.1\)/);
  assert.match(added.stdout, /not a man page \(no \.TH, \.SH or \.Dt request\): 1 \(man\/man1\/notes\.1\)/);
  assert.match(added.stdout, /same page in another format: 1 \(man\/man1\/mapsync\.1 \(kept docs\/mapsync\.md\)\)/);
  // Read: both mappers, install.1 beside INSTALL.md, the .so link and the file that is not roff, two Markdown pages.
  assert.match(added.stdout, /files read: +7\b/);
  assert.match(own('query', '/acme/mapper', 'copy files and set attributes').stdout, /INSTALL\(1\): install - copy files and set attributes/);
  assert.match(own('query', '/acme/mapper', 'map certificates').stdout, /MAPPER\(1SSL\): mapper - the TLS mapper/);
  const result = own('query', '/acme/mapper', 'search the tables for a key and print the first value found');
  assert.equal(result.status, 0, result.stderr);
  // The first answer is the option's entry (with at most its neighbours), named by its tag without troff's escapes.
  const first = result.stdout.split(/\n-{40}\n/)[0]!;
  assert.match(first, /^#{3,4} -q\n\n(?:Source: man\/man1\/mapper\.1\.gz\n\n)?Search the tables for a key/m);
  assert.doesNotMatch(first, /Mode M of the mapper|\\f[BIR]/);
  const title = own('query', '/acme/mapper', 'mapper command example');
  assert.match(title.stdout, /MAPPER\(1\): mapper - lookup table management/);
  assert.match(title.stdout, /```\w*\nmapper -q key tables\.db\n```/);
});

test("two options explained by the same sentence are two entries, each answering under its own name; a page repeated under another name is still kept once", () => {
  const site = join(tempDir(), 'boot');
  mkdirSync(join(site, 'man8'), { recursive: true });
  mkdirSync(join(site, 'man5'));
  const option = (name: string, text: string) => `.PP\n\\fB${name}\\fR\n.RS 4\n${text}\n.RE\n`;
  const filler = (n: number) => Array.from({ length: n }, (_, i) => option(`--mode${i}`, `Selects mode ${i} of the image builder, for machines of kind ${i}.`)).join('');
  writeFileSync(join(site, 'man8', 'imager.8'), ['.TH IMAGER 8', '.SH NAME', 'imager \\- build boot images', '.SH OPTIONS', option('-k, --kmoddir', 'Specify the directory, where to look for kernel modules.'), filler(6)].join('\n'));
  writeFileSync(join(site, 'man5', 'imager.conf.5'), ['.TH IMAGER.CONF 5', '.SH NAME', 'imager.conf \\- configuration of imager', '.SH KEYS', option('drivers_dir=', 'Specify the directory where to look for kernel modules.'), filler(2)].join('\n'));
  // The same page under a second name: its sections are dropped as repeats (the page whole, since all repeat).
  writeFileSync(join(site, 'man8', 'imager-copy.8'), readFileSync(join(site, 'man8', 'imager.8')));
  const own = ownIndex();
  const added = own('add', site, '--id', '/acme/imager', '--json');
  assert.equal(added.status, 0, added.stderr);
  assert.match(added.stdout, /repeats other pages/);
  const kmoddir = own('query', '/acme/imager', 'kmoddir option').stdout.split(/\n-{40}\n/)[0]!;
  assert.match(kmoddir, /-k, --kmoddir/);
  const driversDir = own('query', '/acme/imager', 'drivers_dir key in imager.conf').stdout.split(/\n-{40}\n/)[0]!;
  assert.match(driversDir, /drivers_dir=/);
  // A page that repeats others nine tenths over but has sections of its own keeps those (a class page beside its
  // per-platform copies).
  const big = join(tempDir(), 'big');
  mkdirSync(join(big, 'man8'), { recursive: true });
  writeFileSync(join(big, 'man8', 'imager.8'), ['.TH IMAGER 8', '.SH NAME', 'imager \\- build boot images', '.SH OPTIONS', filler(30)].join('\n'));
  writeFileSync(join(big, 'man8', 'imager-full.8'), ['.TH IMAGER 8', '.SH NAME', 'imager \\- build boot images', '.SH OPTIONS', filler(30), option('--describe', 'Print the human readable description of the image.'), option('--verify', 'Check every image against its recorded checksum.'), option('--prune', 'Remove images no machine has booted for a year.')].join('\n'));
  const addedBig = own('add', big, '--id', '/acme/bigimager', '--json');
  assert.equal(addedBig.status, 0, addedBig.stderr);
  assert.doesNotMatch(addedBig.stdout, /repeats other pages/);
  assert.match(own('query', '/acme/bigimager', 'print a human readable description of the image').stdout.split(/\n-{40}\n/)[0]!, /--describe/);
});

test("a short line repeated at the top of every page (a hand-written site's header) is kept once, though the rest of its section is the page's own", () => {
  const site = join(tempDir(), 'codec');
  mkdirSync(site, { recursive: true });
  const header = '<table border=0 width=100%><tr><td><p class=tiny>Decoder documentation</p></td><td align=right><p class=tiny>decoder version 1.3.2 - 20101101</p></td></tr></table>';
  const page = (name: string, what: string) =>
    `<html><head><title>${name}()</title></head><body>${header}<h1>${name}()</h1><p>declared in "codec.h";</p>` +
    `<p>${`${what} `.repeat(30)}</p><pre>long ${name}(Codec *c, char *buffer, int length);</pre></body></html>`;
  writeFileSync(join(site, 'dec_read.html'), page('dec_read', 'Decodes the next packet into the buffer as interleaved integer samples.'));
  writeFileSync(join(site, 'dec_read_float.html'), page('dec_read_float', 'Decodes the next packet into per-channel arrays of floating point samples, each between minus one and one.'));
  writeFileSync(join(site, 'dec_seek.html'), page('dec_seek', 'Moves the stream to the given sample position, decoding from the nearest page boundary before it, and never past the end.'));
  const own = ownIndex();
  assert.equal(own('add', site, '--id', '/acme/codec').status, 0);
  const answers = ['interleaved integer samples', 'floating point samples per channel', 'seek to a sample position'].map((q) => own('query', '/acme/codec', q).stdout);
  assert.match(answers[1]!, /per-channel arrays of floating point samples/);
  assert.match(answers[2]!, /given sample position/);
  // Once in the index: at most one of the answers shows the header, and never twice.
  assert.ok(answers.filter((a) => a.includes('decoder version 1.3.2')).length <= 1, answers.join('\n=====\n'));
});

test("a page's terminal control sequences never reach the terminal of whoever reads an answer; its words do", () => {
  const docs = join(tempDir(), 'ansi');
  mkdirSync(docs, { recursive: true });
  writeFileSync(join(docs, 'guide.md'), '---\ntitle: "Log \x1b[31mcolours\x1b[0m"\n---\n\n# Colours\n\nThe log shows \x1b[31mred\x1b[0m lines; a title \x1b]0;owned\x07 and a bell\x07 hide here.\n\n```\n\x1b[36mINFO\x1b[0m daemon started\n^[[32mDec 1^[[0m rotated\n```\n');
  writeFileSync(join(docs, 'page.html'), '<html><head><title>Ter\x1b[5mminal</title></head><body><h2>Clip\x1b]52;c;b3duZWQ=\x07board</h2><p>Copying text to the clipboard.</p></body></html>');
  writeFileSync(join(docs, 'package.json'), JSON.stringify({ name: 'ansi\x1b]0;owned\x07-logs', version: '1.0.0', description: 'Coloured \x1b[31mlogs\x1b[0m for daemons' }));
  // A file named with an escape sequence, cited by answers and reported by add (a binary one among the skipped).
  writeFileSync(join(docs, 'rotate\x1b]0;owned\x07.md'), '# Rotation\n\nLogs rotate at midnight by default.\n');
  writeFileSync(join(docs, 'big\x1b[31m.md'), Buffer.from([0, 1, 2]));
  const own = ownIndex();
  const added = own('add', docs, '--id', '/acme/ansi');
  assert.equal(added.status, 0);
  assert.match(added.stdout, /big\\x1b\[31m\.md/);
  assert.match(own('query', '/acme/ansi', 'when do logs rotate').stdout, /Source: rotate\\x1b\]0;owned\\x07\.md/);
  // An anchor with one, and a version refused for one, are shown without it.
  writeFileSync(join(docs, 'anchors.html'), '<html><body><h1 id="top\x1b[31mred">Anchors</h1><p>Anchors carry the reader to a heading on the page.</p></body></html>');
  assert.equal(own('add', docs, '--id', '/acme/ansi').status, 0);
  const anchored = own('query', '/acme/ansi', 'anchors carry the reader to a heading');
  assert.match(anchored.stdout, /Anchors carry the reader/);
  assert.doesNotMatch(anchored.stdout, /[\x00-\x08\x0b-\x1f\x7f-\x9f]/, anchored.stdout);
  const badVersion = own('add', docs, '--id', '/acme/ansi2', '--version', '1.0\x1b]0;owned\x07');
  assert.notEqual(badVersion.status, 0);
  assert.match(badVersion.stderr, /cannot contain spaces, slashes or control characters/);
  assert.doesNotMatch(badVersion.stderr, /[\x00-\x08\x0b-\x1f\x7f-\x9f]/, badVersion.stderr);
  const listed = added.stdout + added.stderr + own('list').stdout + own('resolve', 'ansi-logs').stdout + own('query', '/acme/ansi', 'when do logs rotate').stdout;
  assert.match(listed, /ansi-logs/);
  assert.doesNotMatch(listed, /[\x00-\x08\x0b-\x1f\x7f-\x9f]/, listed);
  for (const question of ['log shows red lines daemon started', 'copying text to the clipboard']) {
    const out = own('query', '/acme/ansi', question).stdout;
    assert.doesNotMatch(out, /[\x00-\x08\x0b-\x1f\x7f-\x9f]|\^\[\[/, out);
    assert.match(out, question.startsWith('log') ? /shows red lines[^]*INFO daemon started\nDec 1 rotated/ : /Clipboard/);
  }
});

test("a page that yields no text is reported as skipped, not silently counted", () => {
  const docs = join(tempDir(), 'empty-page');
  mkdirSync(docs, { recursive: true });
  writeFileSync(join(docs, 'guide.md'), '# Guide\n\nRun the tool with a file.\n');
  writeFileSync(join(docs, 'blank.html'), '<html><body><img src="logo.png"></body></html>');
  const added = ownIndex()('add', docs, '--id', '/acme/emptypage');
  assert.equal(added.status, 0, added.stderr);
  assert.match(added.stdout, /no text found: 1 \(blank\.html\)/);
});

test("a page with no title of its own (front matter with only a description) is titled by its file's name, so its sections say whose they are", () => {
  const docs = join(tempDir(), 'plugin');
  mkdirSync(join(docs, 'rules'), { recursive: true });
  // Pages long enough that a section is an answer on its own.
  const examples = Array.from({ length: 12 }, (_, i) => `### Example ${i}\n\n${'Code that the rule reports, and why it does. '.repeat(12)}\n`).join('\n');
  const rule = (what: string, option: string) =>
    `---\ndescription: '${what}'\n---\n\nThis rule reports code that does it.\n\n## Examples\n\n${examples}\n## Options\n\n### ${option}\n\nWhether to allow it in void positions.\n\n## When Not To Use It\n\nIf you do not care.\n`;
  writeFileSync(join(docs, 'rules', 'no-floating-promises.md'), rule('Require Promise-like statements to be handled appropriately.', 'ignoreVoid'));
  writeFileSync(join(docs, 'rules', 'no-misused-promises.md'), rule('Disallow Promises in places not designed to handle them.', 'checksVoidReturn'));
  const first = firstAnswer(docs, '/acme/plugin', 'checksVoidReturn option');
  assert.match(first, /^### no-misused-promises\n\nSource: rules\/no-misused-promises\.md\b[^]*#### checksVoidReturn\n/);
});

test("a long section whose first half repeats another's keeps both halves: an example is never shown from its middle", () => {
  const docs = join(tempDir(), 'io');
  mkdirSync(docs);
  // Each overload's example opens the same way (longer than one stored window) and ends with its own type.
  const opening = Array.from({ length: 40 }, (_, i) => `    // step ${i}: introduce the variables, open the resources and use them`).join('\n');
  const overload = (type: string) =>
    `## close(${type})\n\nCloses a ${type} quietly, ignoring any error.\n\nExample:\n\n\`\`\`java\n${opening}\n\n    ${type} resource = null;\n    IOUtil.close(resource);\n\`\`\`\n`;
  writeFileSync(join(docs, 'IOUtil.md'), `# Class IOUtil\n\nGeneral IO stream manipulation.\n\n${['Channel', 'Reader', 'Writer'].map(overload).join('\n')}`);
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', '/acme/io').status, 0);
  const answer = own('query', '/acme/io', 'close a Writer quietly').stdout;
  const writer = answer.split(/\n-{40}\n/).find((part) => part.includes('Writer resource = null'));
  assert.ok(writer, answer);
  assert.match(writer!, /step 0: introduce the variables/);
});

test("a site's templates among its pages (a Hugo theme's layouts) are skipped, and add says why", () => {
  const site = join(tempDir(), 'theme');
  mkdirSync(join(site, 'layouts', 'partials'), { recursive: true });
  mkdirSync(join(site, 'content'));
  writeFileSync(join(site, 'layouts', 'partials', 'last-modified.html'), '{{ if .Site.Params.options.lastMod }}<p>Last modified {{ .Lastmod.Format "January 2, 2006" }}</p>{{ end }}');
  writeFileSync(join(site, 'content', 'options.md'), '# Options\n\nSet `lastMod = true` under `[params.options]` to show when a page last changed.\n');
  const own = ownIndex();
  const added = own('add', site, '--id', '/acme/theme');
  assert.equal(added.status, 0, added.stderr);
  assert.match(added.stdout, /site template: 1 \(layouts\/partials\/last-modified\.html\)/);
  assert.match(own('query', '/acme/theme', 'show the last modified date on a page').stdout, /^Source: content\/options\.md/m);
});

test("AsciiDoc sources (a repository's docs/*.adoc) answer with the option asked about, under its own name; the man page built from one is skipped as the same page", () => {
  const repo = join(tempDir(), 'lfs');
  mkdirSync(join(repo, 'docs', 'man'), { recursive: true });
  const option = (terms: string[], text: string) => [...terms.map((t) => `\`${t}\`::`), `  ${text} ${'It is described at some length here. '.repeat(4)}`].join('\n');
  const page = [
    '= git-lfs-fetch(1)', '', '== NAME', '', 'git-lfs-fetch - Download all Git LFS files for a given ref', '', '== SYNOPSIS', '', '`git lfs fetch` [options] [<remote> [<ref>...]]', '',
    '== OPTIONS', '', option(['-I <paths>', '--include=<paths>'], 'Specify lfs.fetchinclude just for this invocation.'),
    option(['--recent'], 'Download objects referenced by recent branches & commits in addition to those that would otherwise be downloaded.'),
    option(['--prune', '-p'], 'Prune old and unreferenced objects after fetching, equivalent to running `git lfs prune` afterwards.'),
    ...'ABCDEFGHJK'.split('').map((c) => option([`--mode-${c.toLowerCase()}`], `Mode ${c} of fetching.`)),
    '', '== EXAMPLES', '', '* Fetch the LFS objects for the current ref from the default remote', '+', '----', 'git lfs fetch', '----', '',
    'include::footer.adoc[]',
  ].join('\n');
  writeFileSync(join(repo, 'docs', 'man', 'git-lfs-fetch.adoc'), page);
  writeFileSync(join(repo, 'docs', 'man', 'git-lfs-fetch.1'), '.TH GIT-LFS-FETCH 1\n.SH NAME\ngit-lfs-fetch \\- roff twin\n.SH DESCRIPTION\nRoff twin text.\n');
  const own = ownIndex();
  const added = own('add', repo, '--id', '/git-lfs/git-lfs');
  assert.equal(added.status, 0, added.stderr);
  assert.match(added.stdout, /same page in another format: 1 \(docs\/man\/git-lfs-fetch\.1 \(kept docs\/man\/git-lfs-fetch\.adoc\)\)/);
  const result = own('query', '/git-lfs/git-lfs', 'delete old unreferenced objects once the fetch is done');
  assert.equal(result.status, 0, result.stderr);
  const first = result.stdout.split(/\n-{40}\n/)[0]!;
  assert.match(first, /^#{3,4} --prune, -p\n\n(?:Source: docs\/man\/git-lfs-fetch\.adoc#[^\n]*\n\n)?Prune old and unreferenced objects/m);
  assert.doesNotMatch(first, /Mode A of fetching|include::|`--prune`::/);
  const title = own('query', '/git-lfs/git-lfs', 'git lfs fetch example');
  assert.match(title.stdout, /git-lfs-fetch\(1\): git-lfs-fetch - Download all Git LFS files for a given ref/);
  assert.match(title.stdout, /```\w*\ngit lfs fetch\n```/);
});

test("Jupyter notebooks in a repository's docs answer with their code; a broken one is skipped with the reason, and one built into HTML beside it is read once", () => {
  const repo = join(tempDir(), 'tsx');
  mkdirSync(join(repo, 'docs', 'tutorials'), { recursive: true });
  const cells = [
    { cell_type: 'markdown', source: ['# Resampling time series\n', '\n', 'Aggregate daily observations into calendar weeks with a sum per week.'] },
    { cell_type: 'code', source: ['weekly = series.resample("W").sum()'], outputs: [{ output_type: 'display_data', data: { 'image/png': 'iVBORw0KGgo' } }] },
  ];
  writeFileSync(join(repo, 'docs', 'tutorials', 'resample.ipynb'), JSON.stringify({ nbformat: 4, metadata: { kernelspec: { language: 'python' } }, cells }));
  writeFileSync(join(repo, 'docs', 'tutorials', 'broken.ipynb'), '{"cells": [');
  writeFileSync(join(repo, 'docs', 'tutorials', 'resample.html'), '<html><head><title>Resampling</title></head><body><main><h1>Resampling time series</h1><p>Aggregate daily observations.</p></main></body></html>');
  const own = ownIndex();
  const added = own('add', repo, '--id', '/acme/tsx');
  assert.equal(added.status, 0, added.stderr);
  assert.match(added.stdout, /could not be parsed \(not a Jupyter notebook: its JSON does not parse\): 1 \(docs\/tutorials\/broken\.ipynb\)/);
  assert.match(added.stdout, /same page in another format: 1 \(docs\/tutorials\/resample\.ipynb \(kept docs\/tutorials\/resample\.html\)\)/);
  // Without its HTML twin the notebook is the page, code and all.
  const alone = join(tempDir(), 'nb');
  mkdirSync(alone);
  writeFileSync(join(alone, 'resample.ipynb'), JSON.stringify({ nbformat: 4, metadata: { kernelspec: { language: 'python' } }, cells }));
  const answer = firstAnswer(alone, '/acme/nb', 'sum daily values per week');
  assert.match(answer, /```python\nweekly = series\.resample\("W"\)\.sum\(\)\n```/);
  assert.doesNotMatch(answer, /iVBOR/);
});

test('a hand-written reference that leaves end tags out answers with the entry asked about, under its own name', () => {
  const site = join(tempDir(), 'attributes');
  mkdirSync(site);
  // As Graphviz writes its attribute reference: no </dt>, </dd> or </p>, a paragraph open when the next term starts.
  const entry = (name: string, text: string) =>
    `<DT><A NAME=d:${name} HREF=#a:${name}><STRONG>${name}</STRONG></A>\n<DD>  ${text} ${'It is explained at some length here. '.repeat(6)}\n  <P>\n  More about ${name}.\n`;
  // Enough entries that the page is larger than one answer unit.
  const names = ['rank', 'ranksep', 'ratio', 'remincross', 'repulsiveforce', 'root', 'rotate', 'samehead', 'searchsize', 'sep', 'shape', 'shapefile', 'showboxes', 'sides', 'size', 'skew', 'smoothing', 'sortv', 'splines', 'start'];
  const entries = names.map((n) => entry(n, `Controls the ${n} of the drawing.`));
  entries.splice(1, 0, entry('rankdir', 'Sets direction of graph layout. For example, if rankdir="LR", edges go from left to right.'));
  writeFileSync(join(site, 'attrs.html'), `<HTML><HEAD><TITLE>Attributes</TITLE></HEAD><BODY><H1>Node, Edge and Graph Attributes</H1><DL>${entries.join('')}</DL></BODY></HTML>`);
  const own = ownIndex();
  assert.equal(own('add', site, '--id', '/acme/graphs').status, 0);
  const result = own('query', '/acme/graphs', 'make the graph layout go from left to right');
  assert.equal(result.status, 0, result.stderr);
  const first = result.stdout.split(/\n-{40}\n/)[0]!;
  // The entry under its own name (alone, or with the neighbours that join it), not under the entry before it.
  assert.match(first, /^#{3,4} rankdir\n\n(?:Source: attrs\.html#d:rankdir\n\n)?Sets direction of graph layout/m);
  assert.doesNotMatch(first, /Controls the (?:sides|splines|start) /);
});

test("JSDoc's pages, from its default template and docdash's: the class's description is read, its source pages are skipped, and no member carries a Source line", () => {
  for (const site of ['jsdoc-site', 'jsdoc-docdash-site']) {
    const own = ownIndex();
    const added = own('add', join(fixtures, 'engine', site), '--id', '/acme/emitter');
    assert.equal(added.status, 0, added.stderr);
    assert.match(added.stdout, /source code listing: 1 \(emitter\.js\.html\)/, site);
    const about = own('query', '/acme/emitter', 'what is Emitter');
    assert.match(about.stdout, /Minimal event emitter that calls each listener in the order it was added\./, site);
    assert.doesNotMatch(about.stdout, /JSDoc:|Documentation\b/, site);
    const once = own('query', '/acme/emitter', 'listen to an event only once');
    assert.equal(once.status, 0, once.stderr);
    assert.match(once.stdout, /once\(event, fn, context\)/, site);
    // docdash labels each description, wraps it in a list of one item, and lists a member's details as terms.
    assert.match(once.stdout, /^Add a one-time listener: it is removed after its first call\./m, site);
    assert.doesNotMatch(once.stdout, /contextopt|Source: *\n|line 42|Emitter\.prototype\.once = function|Description:|^#+ Since/m, site);
    if (site === 'jsdoc-docdash-site') assert.match(once.stdout, /^Since: 1\.2\.0$/m);
  }
});

test("a Jekyll site's variables show their values from its _config.yml, in commands and prose; shown raw, a tag stays as written", () => {
  const root = join(tempDir(), 'repo');
  mkdirSync(join(root, 'site', 'docs'), { recursive: true });
  writeFileSync(join(root, '_config.yml'), '# the site\ncurrent_version: 1.14.2\ntwitter: "bstable"\ndefaults:\n  - scope: {path: ""}\n');
  writeFileSync(
    join(root, 'site', 'docs', 'install.md'),
    '---\ntitle: Install\n---\n\n## From a CDN\n\nLoad the bundle from a CDN, and follow @{{ site.twitter }} for releases:\n\n' +
      '```html\n<script src="https://unpkg.com/bootstrap-table@{{ site.current_version }}/dist/bootstrap-table.min.js"></script>\n```\n\n' +
      'A layout writes `{% raw %}{{ site.current_version }}{% endraw %}` to show it.\n',
  );
  const own = ownIndex();
  assert.equal(own('add', root, '--id', '/acme/table').status, 0);
  const answer = own('query', '/acme/table', 'load the bundle from a CDN').stdout;
  assert.match(answer, /unpkg\.com\/bootstrap-table@1\.14\.2\/dist/);
  assert.match(answer, /follow @bstable for releases/);
  assert.match(answer, /`\{\{ site\.current_version \}\}` to show it/);
});

test('a page that only redirects to another is skipped, and add says so', () => {
  const site = join(tempDir(), 'manual');
  mkdirSync(site);
  writeFileSync(join(site, 'Options.html'), `<html><body><h1>Options</h1><h2 id="yywrap">yywrap</h2><p>${'Calls yywrap at the end of input. '.repeat(10)}</p></body></html>`);
  writeFileSync(join(site, 'option-yywrap.html'), '<html><head><meta http-equiv="Refresh" content="0; url=Options.html#yywrap"></head><body><p>The node you are looking for is at <a href="Options.html#yywrap">yywrap</a>.</p></body></html>');
  const own = ownIndex();
  const added = own('add', site, '--id', '/acme/manual');
  assert.equal(added.status, 0, added.stderr);
  assert.match(added.stdout, /redirect page: 1 \(option-yywrap\.html\)/);
  const result = own('query', '/acme/manual', 'what does yywrap do');
  assert.doesNotMatch(result.stdout, /node you are looking for/);
  assert.match(result.stdout, /Source: Options\.html#yywrap/);
});

test('parameter names in a signature do not make an entry about the question', () => {
  const docs = join(tempDir(), 'reference');
  mkdirSync(docs);
  const entry = (signature: string, text: string) => `## ${signature}\n\n${text} ${'It behaves as the rest of the module does. '.repeat(6)}\n`;
  writeFileSync(
    join(docs, 'archive.md'),
    `# archive\n\n${entry('archive.compress(data, check=False, file=None, level=9)', 'Compress the data and return it, writing to the file object when one is given.')}`,
  );
  writeFileSync(join(docs, 'paths.md'), `# paths\n\n${entry('paths.exists(path)', 'Return True if path refers to an existing file or directory.')}`);
  const first = firstAnswer(docs, '/acme/fsutil', 'check if a file exists');
  assert.match(first, /^#{3,4} paths\.exists\(path\)/m);
  assert.doesNotMatch(first, /archive\.compress/);
});

test('a deprecated API yields to the one that replaced it, unless the question names it or asks what changed', () => {
  const docs = join(tempDir(), 'reference');
  mkdirSync(docs);
  const more = 'It checks with the file system and reports the result. '.repeat(4);
  // A page each, so that the answer's first part is one of them.
  const page = (name: string, lines: string[]) => writeFileSync(join(docs, `${name}.md`), [`# ${name}(path, callback)`, '', ...lines, ''].join('\n'));
  page('exists', ['Stability: 0 - Deprecated: Use `access()` instead.', '', `Test whether or not the given path exists. ${more}`]);
  page('access', [`Tests whether the file at path exists and may be read. ${more}`]);
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', '/acme/fs').status, 0);
  const first = (question: string) => own('query', '/acme/fs', question).stdout.split(/\n-{40}\n/)[0]!;
  assert.match(first('check whether a path exists'), /^### access\(path, callback\)$/m);
  assert.match(first('check whether a path exists after upgrading'), /^### exists\(path, callback\)$/m);
});

test("a Jekyll site's page answers without its Liquid tags, site variables or kramdown attributes", () => {
  const site = join(tempDir(), 'jekyll-site');
  mkdirSync(join(site, 'reference'), { recursive: true });
  cpSync(join(fixtures, 'parse', 'jekyll.md'), join(site, 'reference', 'pack.md'));
  const own = ownIndex();
  assert.equal(own('add', site, '--id', '/acme/crate').status, 0);
  const result = own('query', '/acme/crate', 'pack widgets with a custom name format; does packing twice overwrite the archive?');
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /crate pack --format '\{\{\.Name\}\}-\{\{\.Version\}\}'/);
  assert.match(result.stdout, /Packing a crate twice overwrites the first archive without asking\./);
  assert.doesNotMatch(result.stdout, /\{%|%\}|\{: \.important|\{:target|\.lead|site\.baseurl|cli-header|Reviewers/);
});

test("MkDocs' and MyST's boxes answer as prose led by their kind, and headings lose their attribute lists", () => {
  const site = join(tempDir(), 'mkdocs-site');
  mkdirSync(join(site, 'docs'), { recursive: true });
  writeFileSync(
    join(site, 'docs', 'cache.md'),
    [
      '# Caching { #caching }',
      '',
      '## Expiring entries {: #expiry .wide }',
      '',
      'Entries expire after `ttl` seconds.',
      '',
      '!!! warning "Clock changes"',
      '    An entry written before the clock moves back may outlive its ttl.',
      '',
      '    Call `cache.sweep()` after changing the system clock to drop such entries.',
      '',
    ].join('\n'),
  );
  // The same box as MyST (Sphinx's Markdown) writes it, on another page.
  writeFileSync(
    join(site, 'docs', 'locks.md'),
    ['# Locks', '', '## Lock timeouts', '', 'A lock is released after `lock_ttl` seconds.', '', '```{warning}', 'A lock held across a suspend of the machine may be released early.', '```', ''].join('\n'),
  );
  const own = ownIndex();
  assert.equal(own('add', site, '--id', '/acme/cache').status, 0);
  const locks = own('query', '/acme/cache', 'lock released early after the machine suspends');
  assert.equal(locks.status, 0, locks.stderr);
  assert.match(locks.stdout, /^Warning: A lock held across a suspend of the machine may be released early\.$/m);
  assert.doesNotMatch(locks.stdout, /\{warning\}/);
  const result = own('query', '/acme/cache', 'entries outlive their ttl after the system clock changes');
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^#{3,4} Expiring entries$/m);
  assert.match(result.stdout, /Source: docs\/cache\.md#expiry/);
  assert.match(result.stdout, /Warning: Clock changes — An entry written before the clock moves back/);
  // The body's second paragraph is prose, not an indented code block.
  assert.match(result.stdout, /^Call `cache\.sweep\(\)` after changing the system clock/m);
  assert.doesNotMatch(result.stdout, /!!!|\{:|\{ #/);
});

test('a keyword written as code is a word to find: "the `with` statement" answers with the with statement', () => {
  const docs = join(tempDir(), 'language');
  mkdirSync(docs);
  // Each section long enough that an answer unit is one section, not the page.
  const statement = (name: string, text: string) => `## The ${name} statement\n\n${text} ${'A statement of this kind ends at the end of its block. '.repeat(30)}\n`;
  // Unrelated sections between them, so that no two of them join into one answer unit.
  const aside = (title: string) => `## ${title}\n\n${`${title} follows the conventions of the project. `.repeat(20)}\n`;
  writeFileSync(
    join(docs, 'statements.md'),
    `# Compound statements\n\n${statement('for', 'The for statement iterates over the items of a sequence; each statement in the body runs once per item.')}` +
      aside('Layout') +
      `${statement('while', 'The while statement repeats its body while the statement condition holds.')}` +
      aside('Style') +
      // Longer than the others, so that without its keyword the full-text score would rank it last.
      `${statement('with', 'The with statement wraps a block in the enter and exit methods of a context manager, which may suppress an exception raised in the block and always runs its exit method, even when the block returns early.')}`,
  );
  const first = firstAnswer(docs, '/acme/lang', 'how does the `with` statement work');
  assert.match(first, /^#{3,4} The with statement$/m);
  assert.doesNotMatch(first, /The (?:for|while) statement/);
});

test("the asker's own names and literals are not words to find, and \"sort\" is a word to find", () => {
  const docs = join(tempDir(), 'reference');
  mkdirSync(docs);
  const filler = 'It behaves as the rest of the module does. '.repeat(6);
  writeFileSync(join(docs, 'ordering.md'), `# ordering\n\n## ordering.ordered(items, key=None)\n\nReturn a new sorted list of the items; key picks what each element is compared by. ${filler}\n`);
  writeFileSync(join(docs, 'pairs.md'), `# pairs\n\n## Pairs\n\nA pair holds two values: pairs of pairs nest, and a pair's second element is its tail. ${filler}\n`);
  writeFileSync(join(docs, 'calendar.md'), `# calendar\n\n## Known dates\n\nThe list holds 1999-12-31 and 2024-01-31: dates from 1999 to 2024, the 31st of each. ${filler}\n`);
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', '/acme/collections').status, 0);
  const first = (question: string) => {
    const result = own('query', '/acme/collections', question);
    assert.equal(result.status, 0, result.stderr);
    return result.stdout.split(/\n-{40}\n/)[0]!;
  };
  assert.match(first('sort list `pairs` by the second element'), /ordering\.ordered/);
  // --json gives the names the docs never mention as data.
  const json = own('query', '/acme/collections', 'sort with ordering.shuffled', '--json');
  assert.equal(json.status, 0, json.stderr);
  assert.deepEqual((JSON.parse(json.stdout) as { undocumented: string[] }).undocumented, ['ordering.shuffled']);
  assert.match(first("sort list `x` so that '1999-12-31' comes before '2024-01-31'"), /ordering\.ordered/);
});

/** The score of one section of an answer over another's, by their titles (`query --json`). */
function scoreRatio(own: ReturnType<typeof ownIndex>, id: string, question: string, title: string, over: string): number {
  const result = own('query', id, question, '--json');
  assert.equal(result.status, 0, result.stderr);
  const scores = new Map((JSON.parse(result.stdout) as { snippets: { title: string; score: number }[] }).snippets.map((s) => [s.title, s.score]));
  return scores.get(title)! / scores.get(over)!;
}

test('an option the question names is its entry, not a longer option that starts with it', () => {
  const docs = join(tempDir(), 'manual');
  mkdirSync(docs);
  // A page each, so that each is a part of the answer of its own.
  const entry = (file: string, option: string, text: string) => writeFileSync(join(docs, `${file}.md`), `# ${option}\n\n${text}\n`);
  entry('all-errors', '--retry-all-errors', 'Retry on any error. By default only transient errors are retried; this option makes every error count as one.');
  entry('retry', '--retry NUM', 'If a transient error is returned when fetch tries a transfer, it will retry this number of times. A transient error is a timeout or a 5xx response.');
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', '/acme/fetch').status, 0);
  // How far the longer option stands from the named one's entry, when the question writes the option and when it
  // only writes the word: the same words to find, so only the rule can make a difference.
  const ratio = (question: string) => scoreRatio(own, '/acme/fetch', question, '--retry-all-errors', '--retry NUM');
  const word = ratio('what does retry count as a transient error?');
  assert.ok(word > 1, `the longer option's entry stands first for the bare word: ${word}`);
  // Written as an option, however it is set off, it puts its own entry first.
  for (const question of ['what does --retry count as a transient error?', 'what does **--retry** count as a transient error?', 'fetch [--retry NUM]: what counts as a transient error?']) {
    const named = ratio(question);
    assert.ok(named < 1 && named < word * 0.85, `${question}: ${named} against ${word}`);
  }
});

test("a command's option the question names is that command's entry, not another command's option", () => {
  const docs = join(tempDir(), 'manual');
  mkdirSync(docs);
  writeFileSync(join(docs, 'submit.md'), '# submit\n\n## OPTIONS\n\n### --signal=SIG\n\nSend SIG to the job shortly before its time limit, so that its script can trap it and save its work.\n');
  writeFileSync(join(docs, 'cancel.md'), '# cancel\n\n## OPTIONS\n\n### -b, --batch\n\nSignal only the batch shell of a job, so that the script can trap the signal and save its work before the job ends.\n');
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', '/acme/jobs').status, 0);
  // How far the other command's option stands from the named one's entry: the same words to find either way, the
  // command written before its option or apart from it.
  const ratio = (question: string) => scoreRatio(own, '/acme/jobs', question, 'cancel', 'submit');
  const bare = ratio('submit: trap a signal in the batch script before the time limit with --signal');
  const named = ratio('trap a signal in the batch script before the time limit with submit --signal');
  assert.ok(named < bare * 0.85, `submit --signal: ${named} against ${bare}`);
  // A word before the option that names no command of these docs changes nothing.
  const other = ratio('submit: trap a signal in the batch script before the time limit, pass --signal');
  assert.ok(Math.abs(other - bare) < 0.02, `pass --signal: ${other} against ${bare}`);
  // A command of several words (`apt-get`, `job-submit`) is named by a heading that holds each of them.
  const hyphenated = join(tempDir(), 'hyphenated');
  mkdirSync(hyphenated);
  writeFileSync(join(hyphenated, 'job-submit.md'), readFileSync(join(docs, 'submit.md'), 'utf8').replace('# submit', '# job-submit'));
  writeFileSync(join(hyphenated, 'job-cancel.md'), readFileSync(join(docs, 'cancel.md'), 'utf8').replace('# cancel', '# job-cancel'));
  assert.equal(own('add', hyphenated, '--id', '/acme/jobs2').status, 0);
  const ratio2 = (question: string) => scoreRatio(own, '/acme/jobs2', question, 'job-cancel', 'job-submit');
  const apart = ratio2('job-submit: trap a signal in the batch script before the time limit with --signal');
  const before = ratio2('trap a signal in the batch script before the time limit with job-submit --signal');
  assert.ok(before < apart * 0.85, `job-submit --signal: ${before} against ${apart}`);
});

test("Javadoc's list of a type's subtypes does not make the question about that type", () => {
  const docs = join(tempDir(), 'codec');
  mkdirSync(docs);
  writeFileSync(
    join(docs, 'StringEncoder.md'),
    '# Interface StringEncoder\n\nAll Known Implementing Classes: `Caverphone`, `ColognePhonetic`, `DoubleMetaphone`, `Metaphone`, `Nysiis`, `Soundex`\n\nDefines common encoding methods for String encoders.\n',
  );
  writeFileSync(join(docs, 'ColognePhonetic.md'), '# Class ColognePhonetic\n\nEncodes a string into a Cologne Phonetic value: a phonetic algorithm for German names, where `Soundex` does poorly.\n');
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', '/acme/codec').status, 0);
  const first = own('query', '/acme/codec', 'sound-alike matching of German surnames: ColognePhonetic, DoubleMetaphone, Metaphone, Soundex');
  assert.equal(first.status, 0, first.stderr);
  assert.match(first.stdout.split(/\n-{40}\n/)[0]!, /Class ColognePhonetic/);
});

test("a section that repeats one already in the answer (an interface's method and its class's copy) is shown once", () => {
  const docs = join(tempDir(), 'reference');
  mkdirSync(docs);
  const merge = 'Returns a new value computed by merging this value with another, with this one winning on conflicts. Object values are merged recursively; any other value simply replaces the fallback. The result does not depend on the order in which the fallbacks were added, only on which one is asked first.';
  writeFileSync(join(docs, 'Mergeable.md'), `# Mergeable\n\n## withFallback(other)\n\n${merge}\n`);
  writeFileSync(join(docs, 'Config.md'), `# Config\n\n## withFallback(other)\n\nDescription copied from interface: Mergeable.\n\n${merge}\n`);
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', '/acme/conf').status, 0);
  const result = own('query', '/acme/conf', 'how does withFallback merge values with a fallback');
  assert.equal(result.status, 0, result.stderr);
  assert.equal(result.stdout.split('Object values are merged recursively').length - 1, 1, result.stdout);
  // A copy whose page lies deep in the tree (a Javadoc path and anchor in its source line) is a copy all the same.
  const deep = join(tempDir(), 'deep');
  const path = join(deep, 'com', 'typesafe', 'config', 'impl', 'internal');
  mkdirSync(path, { recursive: true });
  const short = 'Returns a new value computed by merging this value with another, with this one winning on conflicts; object values are merged recursively.';
  writeFileSync(join(deep, 'Mergeable.md'), `# Mergeable\n\n## withFallback(other)\n\n${short}\n`);
  writeFileSync(join(path, 'SimpleConfigObjectImplementation.md'), `# Mergeable\n\n## withFallback(other)\n\n${short} Inherited.\n`);
  assert.equal(own('add', deep, '--id', '/acme/deep').status, 0);
  const copies = own('query', '/acme/deep', 'how does withFallback merge values with a fallback');
  assert.equal(copies.stdout.split('object values are merged recursively').length - 1, 1, copies.stdout);
});

test('a question naming an API the docs never mention, that nothing matches closely, gets a few lines: the nearest section and the names of the others', () => {
  const docs = join(tempDir(), 'reference');
  mkdirSync(docs);
  const more = 'It returns a promise and accepts the usual options. '.repeat(8);
  for (const [name, text] of [['readdir', 'Reads the contents of a directory.'], ['mkdir', 'Creates a directory.'], ['rm', 'Removes files and directories.'], ['stat', 'Returns information about a file.']])
    writeFileSync(join(docs, `${name}.md`), `# fs.${name}(path)\n\n${text} ${more}\n`);
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', '/acme/fs').status, 0);
  const question = 'match files by a wildcard pattern with fs.glob';
  const result = own('query', '/acme/fs', question);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^Note: `fs\.glob` does not appear in this documentation, and no section matches the question closely\. The nearest section follows; these are near it too:\n(- fs\.\w+\(path\) \(\w+\.md#\w+\)\n)+\n### fs\./);
  // One section shown: the separator stands only before the attribution.
  assert.equal(result.stdout.split(/\n-{40}\n/).length, 2);
  const json = own('query', '/acme/fs', question, '--json');
  const data = JSON.parse(json.stdout) as { snippets: unknown[]; nearby: { title: string; source: string }[] };
  assert.equal(data.snippets.length, 1);
  assert.ok(data.nearby.length >= 1 && data.nearby.every((n) => /^fs\.\w+\(path\)$/.test(n.title)), JSON.stringify(data.nearby));
  // A story of several sentences keeps its sections, the note first: the names it writes are most often its own code's.
  const story = own('query', '/acme/fs', 'Our build matches files by a wildcard pattern with fs.glob. It misses some. What else can match them?', '--json');
  const told = JSON.parse(story.stdout) as { snippets: unknown[]; nearby?: unknown[]; undocumented: string[] };
  assert.deepEqual([told.undocumented, told.nearby, told.snippets.length > 1], [['fs.glob'], undefined, true]);
});

test("the asker's own code is not an API the docs lack: names in a statement or a block they paste", () => {
  const docs = join(tempDir(), 'reference');
  mkdirSync(docs);
  const more = 'It returns a promise and accepts the usual options. '.repeat(8);
  for (const [name, text] of [['readdir', 'Reads the contents of a directory.'], ['mkdir', 'Creates a directory.'], ['rm', 'Removes files and directories.']])
    writeFileSync(join(docs, `${name}.md`), `# fs.${name}(path)\n\n${text} ${more}\n`);
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', '/acme/fs').status, 0);
  const undocumented = (question: string) => {
    const result = own('query', '/acme/fs', question, '--json');
    assert.equal(result.status, 0, result.stderr);
    return (JSON.parse(result.stdout) as { undocumented: string[]; nearby?: unknown[] });
  };
  // The asker's statements: no note, and a whole answer rather than a few lines; a path in them is theirs too.
  for (const question of [
    'our build step runs `const found = await scanTree(root);` before copying, and it never sees the new folder; how do I list a directory?',
    'our build step runs `if (walker.ready) { copyAll(); }` and the new folder is never there; how do I list a directory?',
    'our build step has `import { scanTree } from \'./lib/scan\'` and then `const found = scanTree(src)`; how do I list a directory?',
  ]) {
    const data = undocumented(question);
    assert.deepEqual(data.undocumented, [], question);
    assert.equal(data.nearby, undefined, question);
  }
  // Pasted as a fenced block, its calls are the asker's too.
  assert.deepEqual(undocumented('our build step runs\n```js\nconst found = await scanTree(root);\ncopyTree(found, out);\n```\nand misses the new folder; how do I list a directory?').undocumented, []);
  assert.deepEqual(undocumented('our build step runs\n~~~\nscanTree(root)\n~~~\nand misses the new folder; how do I list a directory?').undocumented, []);
  // Long prose between two short code spans is prose: the names around it are read.
  const long = 'the new folder is never there although it was created a moment before and the copy step ran as well, '.repeat(3);
  assert.deepEqual(undocumented(`I call \`fs.walk\` first; ${long} then fs.scan(dir) and \`fs.list\` too`).undocumented, ['fs.walk', 'fs.scan', 'fs.list']);
  // A member of an object the docs write, a type or namespace, a name asked about, an expression or a setting is still
  // one the docs lack.
  assert.deepEqual(undocumented('list a directory recursively with fs.walk').undocumented, ['fs.walk']);
  assert.deepEqual(undocumented('list a directory with `fs.walk(dir, { recursive: true })`').undocumented, ['fs.walk']);
  assert.deepEqual(undocumented('list a directory with `return fs.walk(dir);`').undocumented, ['fs.walk']);
  assert.deepEqual(undocumented('list a directory with `const char *fs_walk_dir(const char *path)`').undocumented, ['fs_walk_dir']);
  assert.deepEqual(undocumented('list a directory with DirWalker.scan').undocumented, ['DirWalker.scan']);
  // A module the docs never write may be a newer version's (`tomllib` asked of Python 3.10), or a call passing a callback.
  assert.deepEqual(undocumented('list a directory with walker.scanTree(root)').undocumented, ['walker.scanTree']);
  assert.deepEqual(undocumented('list a directory with `fs.walk(dir, (err, names) => { })`').undocumented, ['fs.walk']);
  assert.deepEqual(undocumented('list a directory with `scanTree()`').undocumented, ['scanTree']);
  assert.deepEqual(undocumented('list a directory: set `scanDepth = 2`').undocumented, ['scanDepth']);
});

test('versions: another --version is added beside the first; the ID selects one; an unknown one lists the others', () => {
  const added = cli('add', join(fixtures, 'engine', 'widgets-1.0'), '--id', '/acme/widgets', '--version', '1.0.0');
  assert.equal(added.status, 0, added.stderr);
  const resolved = cli('resolve', 'widgets', 'handle clicks');
  assert.equal(resolved.status, 0, resolved.stderr);
  assert.match(resolved.stdout, /^Available Libraries:\n/);
  assert.match(resolved.stdout, /\/acme\/widgets/);
  assert.match(resolved.stdout, /Versions: 2\.1\.0, 1\.0\.0/);

  const old = cli('query', '/acme/widgets/1.0.0', 'listen for presses');
  assert.equal(old.status, 0, old.stderr);
  assert.match(old.stdout, /button\.onPress\(handler\)/);
  const latest = cli('query', '/acme/widgets', 'listen for clicks');
  assert.doesNotMatch(latest.stdout, /onPress\(handler\)/);

  const missing = cli('query', '/acme/widgets/3.0.0', 'listen for clicks');
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /Version "3\.0\.0" of \/acme\/widgets is not available\. Available versions: 2\.1\.0, 1\.0\.0\./);
});

test('list shows libraries with their versions; --json gives the same as data', () => {
  const text = cli('list');
  assert.equal(text.status, 0, text.stderr);
  assert.match(text.stdout, /^\/acme\/widgets  widgets  versions: 2\.1\.0, 1\.0\.0  code snippets: \d+$/m);
  const data = JSON.parse(cli('list', '--json').stdout);
  assert.deepEqual(data.map((l: { id: string }) => l.id), ['/acme/widgets']);
});

test('errors: unknown library, invalid ID, no match, missing path, bad --tokens', () => {
  const unknown = cli('query', '/acme/gadgets', 'anything at all');
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /The library "\/acme\/gadgets" does not exist/);
  const invalid = cli('query', 'widgets', 'anything at all');
  assert.equal(invalid.status, 1);
  assert.match(invalid.stderr, /probably an invalid library ID/);
  const none = cli('resolve', 'django');
  assert.equal(none.status, 1);
  assert.match(none.stderr, /No libraries found matching "django"/);
  const path = cli('add', join(widgets, 'no-such-folder'));
  assert.equal(path.status, 2);
  assert.match(path.stderr, /No such file or folder: .*no-such-folder/);
  const tokens = cli('query', '/acme/widgets', 'clicks', '--tokens', 'lots');
  assert.equal(tokens.status, 2);
  assert.match(tokens.stderr, /--tokens must be a whole number/);
});

test('remove drops one version, then the library', () => {
  assert.equal(cli('remove', '/acme/widgets/1.0.0').status, 0);
  assert.match(cli('list').stdout, /versions: 2\.1\.0  /);
  const again = cli('remove', '/acme/widgets/1.0.0');
  assert.equal(again.status, 1);
  assert.match(again.stderr, /Version "1\.0\.0" of \/acme\/widgets is not indexed/);
});

test('remove drops a whole library from an index of several, and the others still answer', () => {
  // Deleting full-text rows leaves SQLite's last inserted rowid at a tombstone page's, beyond JavaScript's safe
  // integers: removing the first of two libraries had crashed with a RangeError.
  const root = tempDir();
  const dataDir = join(root, 'data');
  for (const name of ['alpha', 'beta']) {
    const docs = join(root, name);
    mkdirSync(docs);
    for (let i = 0; i < 30; i++) writeFileSync(join(docs, `p${i}.md`), `# Page ${i}\n\n## Part one\n\n${name} text number ${i} about things.\n\n## Part two\n\nMore ${name} text ${i}.\n`);
    assert.equal(runCli(['add', docs, '--id', `/t/${name}`, '--data-dir', dataDir]).status, 0);
  }
  const removed = runCli(['remove', '/t/alpha', '--data-dir', dataDir]);
  assert.equal(removed.status, 0, removed.stderr);
  assert.deepEqual(JSON.parse(runCli(['list', '--json', '--data-dir', dataDir]).stdout).map((l: { id: string }) => l.id), ['/t/beta']);
  assert.match(runCli(['query', '/t/beta', 'beta text about things', '--data-dir', dataDir]).stdout, /beta text number/);
});

test('a writer killed in the middle of indexing leaves the previous version intact and queryable', async () => {
  const big = join(tempDir(), 'big');
  mkdirSync(big);
  for (let i = 0; i < 400; i++) {
    writeFileSync(join(big, `page-${i}.md`), `# Page ${i}\n\n## Topic ${i}\n\nUnique words zebra${i} about page ${i}.\n\n\`\`\`js\nconsole.log(${i});\n\`\`\`\n`);
  }
  // The writer kills itself (SIGKILL) after 300 of its snippets are written, inside the transaction.
  const { command, args } = libdocsCommand();
  const child = spawn(command, [...args, 'add', big, '--id', '/acme/widgets', '--version', '2.1.0', '--data-dir', dataDir], {
    stdio: 'ignore',
    env: { ...process.env, LIBDOCS_TEST_KILL_AFTER_SNIPPETS: '300' },
  });
  const signal = await new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  assert.equal(signal, 'SIGKILL', 'the writer was not killed in the middle of its transaction');
  const after = cli('query', '/acme/widgets', 'how do I stop listening for clicks?');
  assert.equal(after.status, 0, after.stderr);
  assert.match(after.stdout, /#### Removing listeners/);
  assert.match(after.stdout, /Source: widgets 2\.1\.0 documentation/);
  assert.doesNotMatch(cli('query', '/acme/widgets', 'zebra7').stdout, /zebra7/);
  // The next writer finds a usable database and replaces the version completely.
  const retry = cli('add', big, '--id', '/acme/widgets', '--version', '2.1.0', '--name', 'widgets');
  assert.equal(retry.status, 0, retry.stderr);
  assert.match(cli('query', '/acme/widgets', 'zebra7').stdout, /zebra7/);
});

test('a question word the documentation never writes brings the general word it uses instead ("throttle" finds a limit)', () => {
  const docs = join(tempDir(), 'transfer');
  mkdirSync(docs);
  // Forty entries about transfers crowd the full-text candidates for "transfers"; the limit's entry never says it.
  const entries = Array.from({ length: 40 }, (_, i) => `## --mode-${i}\n\nChanges how transfers of kind ${i} are made, and what transfers report. ${'Other kinds are left as they were. '.repeat(4)}\n`);
  entries.splice(20, 0, '## --limit-rate <speed>\n\nSets the most bytes per second that may be used, leaving room on the line for others.\n');
  writeFileSync(join(docs, 'options.md'), `# Options\n\n${entries.join('\n')}`);
  const first = firstAnswer(docs, '/acme/transfer', 'throttle transfers');
  assert.match(first, /--limit-rate/);
});

/** A folder of one Markdown page per entry: its title, its own sentence, then `filler` that every page shares. */
function pagesFolder(name: string, filler: string, pages: Record<string, string>): string {
  const docs = join(tempDir(), name);
  mkdirSync(docs);
  for (const [title, what] of Object.entries(pages)) writeFileSync(join(docs, `${title}.md`), `# ${title}\n\n${what} ${filler.repeat(10)}\n`);
  return docs;
}

test('a question in British spelling finds documentation written in American ("analyse ... behaviour" finds "analysis" and "behavior")', () => {
  // Only one page is about analysing the behavior a run recorded, in American spelling.
  const docs = pagesFolder('profiler', 'It reads the samples of a run and writes them out again. ', {
    record: 'Records samples of a program during a run.',
    report: 'Shows a summary of the samples a program left.',
    inspect: 'Offline analysis of the behavior recorded in a trace file.',
    archive: 'Packs the samples of a program into one file.',
  });
  const first = firstAnswer(docs, '/acme/profiler', 'how do I analyse the behaviour my program showed during a long run');
  assert.match(first, /^Source: inspect\.md/m);
});

test('a verb finds its noun that the stemmer keeps apart ("get notified" finds "notifications")', () => {
  const docs = pagesFolder('watcher', 'It works on the files a program watches and keeps them in order. ', {
    start: 'Starts watching the folders a program names.',
    events: 'Sends notifications to each subscriber when a watched file changes.',
    stop: 'Stops watching and frees what a program held.',
  });
  const first = firstAnswer(docs, '/acme/watcher', 'how can my program be notified quickly');
  assert.match(first, /^Source: events\.md/m);
});

test("a user's story counts what it asks once more: the section about the question beats the one about the story", () => {
  const docs = join(tempDir(), 'pool');
  mkdirSync(docs);
  writeFileSync(join(docs, 'connections.md'), '# Connections\n\nConnections to the server are opened when the pool starts. A firewall may drop a connection; the next requests on it then fail.\n');
  writeFileSync(
    join(docs, 'eviction.md'),
    '# Idle entries\n\nThe pool can clean out stale idle entries on its own: an evictor thread wakes up now and then and removes idle entries older than a limit. It is off unless a time between runs is set.\n',
  );
  const story = 'Connections in our pool sit open overnight, the firewall drops them, and the first requests to the server every morning fail with broken sockets.';
  const first = firstAnswer(docs, '/acme/pool', `${story} Does the pool clean out stale idle entries on its own?`);
  assert.match(first, /^Source: eviction\.md/m);
});

test("a short question's rare word brings WordNet's synonyms (\"temp\" finds temporary); a long question's rare words do not", () => {
  const docs = join(tempDir(), 'files');
  mkdirSync(docs);
  // Entries long enough to be answers of their own, so that no unit grows to the whole page.
  const other = (name: string, what: string) => `## ${name}\n\n${what} ${'It works on scripts and the files they make, and keeps them safe. '.repeat(25)}\n`;
  writeFileSync(
    join(docs, 'files.md'),
    `# Files\n\n${other('copy(from, to)', 'Copies a file.')}\n${other('rename(from, to)', 'Moves a file.')}\n## mkdtemp(prefix)\n\nCreates a unique temporary directory and returns its path.\n\n${other('unlink(path)', 'Removes a file.')}`,
  );
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', '/acme/files').status, 0);
  const short = own('query', '/acme/files', 'temp scratch space');
  assert.equal(short.status, 0, short.stderr);
  assert.match(short.stdout.split(/\n-{40}\n/)[0]!, /mkdtemp/);
  // The same rare words in a user's story of eight words or more: only its own words find sections.
  const long = own('query', '/acme/files', 'our nightly build script on the CI server wants temp scratch space for the output it writes');
  assert.equal(long.status, 0, long.stderr);
  assert.doesNotMatch(long.stdout, /mkdtemp/);
});

test('a one-letter option the question names (-t) finds the entry headed by it, not the one of its capital (-T)', () => {
  const docs = join(tempDir(), 'agent');
  mkdirSync(docs);
  // Entries that say almost the same, long enough to be answers of their own, apart so that no two join: only `-t`
  // tells them apart.
  const more = 'The other options work as before. '.repeat(50);
  const same = (kind: string) => `Sets the lifetime of ${kind} keys in the agent. ${more}`;
  const other = (kind: string) => `Locks the agent with a ${kind} password. ${more}`;
  writeFileSync(
    join(docs, 'keyadd.md'),
    `# keyadd\n\n## -a\n\n${same('RSA')}\n\n## -m\n\n${other('short')}\n\n## -T\n\n${same('DSA')}\n\n## -n\n\n${other('long')}\n\n## -t\n\n${same('all')}\n`,
  );
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', '/acme/keyadd').status, 0);
  const result = own('query', '/acme/keyadd', 'keyadd -t lifetime');
  assert.equal(result.status, 0, result.stderr);
  // Entries of one page that fit together are one part, the best one's first and its Source line.
  assert.match(result.stdout, /^### keyadd\n\nSource: keyadd\.md#-t-1\n\n#### -t\n\nSets the lifetime of all keys/);
});

test('a question of an option alone is answered, not an error', () => {
  const docs = join(tempDir(), 'tool');
  mkdirSync(docs);
  writeFileSync(join(docs, 'tool.md'), '# tool\n\n## -t\n\nSets the timeout.\n');
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', '/acme/tool').status, 0);
  const result = own('query', '/acme/tool', 'what does -t do');
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /Source: /);
});

test('a question that starts with a dash goes after --, and the error without it says so', () => {
  const docs = join(tempDir(), 'dash');
  mkdirSync(docs);
  writeFileSync(join(docs, 'tool.md'), `# tool\n\n## -J destination\n\nConnects through a jump host first. ${'More about hops. '.repeat(20)}\n`);
  const own = ownIndex();
  assert.equal(own('add', docs, '--id', '/acme/dash').status, 0);
  const missing = own('query', '/acme/dash', '-J');
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /after --/);
  const dir = tempDir();
  assert.equal(runCli(['add', docs, '--id', '/acme/dash', '--data-dir', dir]).status, 0);
  const answered = runCli(['query', '--data-dir', dir, '/acme/dash', '--', '-J']);
  assert.equal(answered.status, 0, answered.stderr);
  assert.match(answered.stdout, /^#{3,4} -J destination$/m);
});

test("a README that names its library only in a logo is titled by the library's name, not 'readme'; one whose only h1 is its last section is not titled by that section", () => {
  const docs = tempDir();
  writeFileSync(join(docs, 'package.json'), JSON.stringify({ name: 'tintpaint', version: '5.6.2' }));
  writeFileSync(join(docs, 'readme.md'), '<h1 align="center"><img src="logo.svg" alt="tintpaint"></h1>\n\nTerminal string styling for the console output of programs.\n\n## Usage\n\nCall tintpaint.red on a string.\n');
  const first = firstAnswer(docs, '/acme/tintpaint', 'terminal string styling for console output');
  assert.match(first, /^### tintpaint\b/m);
  assert.doesNotMatch(first, /^### readme/im);
  const koa = tempDir();
  writeFileSync(join(koa, 'package.json'), JSON.stringify({ name: 'koalike', version: '3.0.0' }));
  writeFileSync(join(koa, 'Readme.md'), '## Installation\n\nInstall it with npm.\n\n## Error handling\n\nMiddleware catches errors with try and catch around await next.\n\n# License\n\nMIT\n');
  const answer = firstAnswer(koa, '/acme/koalike', 'how do middleware handle errors');
  assert.doesNotMatch(answer, /License/);
});

test("two sections whose examples differ only in case are both kept (a rule's \"upper\" and \"lower\" options); their prose alike is no repeat", () => {
  const docs = join(tempDir(), 'rule');
  mkdirSync(docs);
  const option = (name: string, hex: string) =>
    `## "${name}"\n\nThe following patterns are considered problems:\n\n\`\`\`css\na { color: ${hex}; }\nb { background: ${hex}000; }\n\`\`\`\n`;
  writeFileSync(join(docs, 'color-hex-case.md'), `# color-hex-case\n\nSpecify lowercase or uppercase for hex colors.\n\n${option('lower', '#FFF')}\n${option('upper', '#fff')}`);
  const own = ownIndex();
  const added = own('add', docs, '--id', '/acme/rules');
  assert.equal(added.status, 0, added.stderr);
  const answer = own('query', '/acme/rules', 'color-hex-case "upper" option problems', '--tokens', '5000');
  assert.equal(answer.status, 0, answer.stderr);
  assert.match(answer.stdout, /#### "upper"|### "upper"/);
  assert.match(answer.stdout, /#fff;/);
  assert.match(answer.stdout, /#FFF;/);
});
