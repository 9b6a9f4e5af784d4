import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { snippetFields, estimateTokens } from '../../../src/engine/rank/fields.ts';
import { resolveLibraries } from '../../../src/engine/rank/resolve.ts';
import { COLUMN_WEIGHTS, rankSnippets } from '../../../src/engine/rank/search.ts';
import { SNIPPETS_REMEMBERED, Store, type VersionRow } from '../../../src/engine/store/store.ts';
import type { Snippet } from '../../../src/engine/types.ts';
import { LibdocsError } from '../../../src/errors.ts';

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'libdocs-store-'));
  dirs.push(dir);
  return dir;
}

function snippet(title: string, description: string, code?: string): Snippet {
  return {
    kind: code ? 'code' : 'info',
    title,
    description,
    code: code ? [{ lang: 'js', code }] : [],
    breadcrumb: ['Guide', title],
    source: 'guide.md',
  };
}

function put(store: Store, version: string, snippets: Snippet[]) {
  return store.putVersion({
    library: { id: '/acme/widgets', name: 'widgets', aliases: [] },
    version,
    files: 1,
    snippets: snippets.map((s) => ({ snippet: s, pageKind: 0, tokens: estimateTokens(s.description), fields: snippetFields(s) })),
  });
}

test('a version is stored with its counts, and adding it again replaces it', () => {
  const store = Store.open(tempDir());
  put(store, '1.0.0', [snippet('Install', 'Run the installer.', 'npm i widgets'), snippet('About', 'Widgets are small.')]);
  let [v] = store.versions('/acme/widgets');
  assert.equal(v!.codeSnippets, 1);
  assert.equal(v!.infoSnippets, 1);
  put(store, '1.0.0', [snippet('Only', 'One snippet now.')]);
  const versions = store.versions('/acme/widgets');
  assert.equal(versions.length, 1);
  [v] = versions;
  assert.equal(v!.codeSnippets + v!.infoSnippets, 1);
  // The replaced snippets are gone from the full-text index too.
  assert.equal(store.countMatches(v!, '"installer"'), 0);
  assert.equal(store.countMatches(v!, '"snippet"'), 1);
  store.close();
});

test('document frequencies and snippets are remembered until the index changes: a version indexed again, here or by another process, is read afresh', () => {
  const dir = tempDir();
  const server = Store.open(dir);
  put(server, '1.0.0', [snippet('Install', 'Run the installer.'), snippet('About', 'Widgets are small.')]);
  let [v] = server.versions('/acme/widgets');
  assert.deepEqual(rankSnippets(server, v!, 'installer widgets').map((r) => r.snippet.title).sort(), ['About', 'Install']);
  assert.equal(server.countMatches(v!, '"installer"'), 1);
  assert.equal(server.countMatches(v!, '"installer"'), 1);
  const ids = [v!.firstSnippet!, v!.lastSnippet!];
  assert.deepEqual(server.snippets(ids).map((s) => s.title), ['Install', 'About']);
  assert.deepEqual(server.snippets(ids).map((s) => s.title), ['Install', 'About']);
  // Kept snippets are shared by the questions that read them: none can change one for the next.
  const kept = server.snippets(ids)[0]!;
  assert.throws(() => {
    kept.title = 'Changed';
  }, TypeError);
  assert.throws(() => kept.breadcrumb.push('Changed'), TypeError);
  // Another writer (`libdocs add` while a server runs) replaces it with as many snippets, so the same ids return.
  const writer = Store.open(dir);
  put(writer, '1.0.0', [snippet('Setup', 'No installer any more.'), snippet('Usage', 'Run the installer twice.')]);
  writer.close();
  [v] = server.versions('/acme/widgets');
  assert.deepEqual([v!.firstSnippet, v!.lastSnippet], ids, 'the same ids came back');
  assert.deepEqual(server.snippets(ids).map((s) => s.title), ['Setup', 'Usage']);
  assert.equal(server.countMatches(v!, '"installer"'), 2);
  // What ranking read of a snippet goes with it: the same ids, new text, new words.
  const usage = rankSnippets(server, v!, 'twice installer').find((r) => r.snippet.title === 'Usage');
  assert.equal(usage?.coverage, 1, 'both words of the question are in its new text');
  // Again, with the count asked first.
  const again = Store.open(dir);
  put(again, '1.0.0', [snippet('Setup', 'One installer.'), snippet('Usage', 'Run it.')]);
  again.close();
  [v] = server.versions('/acme/widgets');
  assert.equal(server.countMatches(v!, '"installer"'), 1);
  assert.deepEqual(server.snippets(ids).map((s) => s.description), ['One installer.', 'Run it.']);
  put(server, '1.0.0', [snippet('Setup', 'Nothing to set up.'), snippet('Usage', 'Just use it.')]);
  [v] = server.versions('/acme/widgets');
  assert.equal(server.countMatches(v!, '"installer"'), 0);
  assert.deepEqual(server.snippets([v!.firstSnippet!]).map((s) => s.description), ['Nothing to set up.']);
  server.close();
});

test("what a store keeps of the index is not what it reads inside its own write, and a write that fails gives back the old rows", () => {
  const store = Store.open(tempDir());
  const input = (titles: string[], benchmark?: (store: Store, version: VersionRow) => number | undefined) => ({
    library: { id: '/acme/widgets', name: 'widgets', aliases: [] },
    version: '1.0.0',
    files: 1,
    snippets: titles.map((t) => snippet(t, `About ${t.toLowerCase()}.`)).map((s) => ({ snippet: s, pageKind: 0, tokens: estimateTokens(s.description), fields: snippetFields(s) })),
    ...(benchmark ? { benchmark } : {}),
  });
  store.putVersion(input(['Old', 'Older']));
  let [v] = store.versions('/acme/widgets');
  const ids = [v!.firstSnippet!, v!.lastSnippet!];
  assert.deepEqual(store.snippets(ids).map((s) => s.title), ['Old', 'Older']);
  assert.equal(store.countMatches(v!, '"yak"'), 0);
  // Indexed again by the same store (a server fetching a newer copy): the benchmark, inside the write, reads the new
  // rows, which took the ids of the old ones.
  let seen: string[] = [];
  let counted = -1;
  store.putVersion(input(['Yak', 'Juliet'], (within, version) => {
    seen = within.snippets([version.firstSnippet!, version.lastSnippet!]).map((s) => s.title);
    counted = within.countMatches(version, '"yak"');
    return 100;
  }));
  [v] = store.versions('/acme/widgets');
  assert.deepEqual([v!.firstSnippet, v!.lastSnippet], ids, 'the same ids came back');
  assert.deepEqual(seen, ['Yak', 'Juliet']);
  assert.equal(counted, 1);
  // A write that fails after reading its own rows: the old rows are what the store reads after it.
  assert.throws(() =>
    store.putVersion(input(['Zebra', 'Xray'], (within, version) => {
      within.snippets([version.firstSnippet!]);
      within.countMatches(version, '"zebra"');
      throw new Error('benchmark failed');
    })),
  );
  [v] = store.versions('/acme/widgets');
  assert.deepEqual(store.snippets(ids).map((s) => s.title), ['Yak', 'Juliet']);
  assert.equal(store.countMatches(v!, '"zebra"'), 0);
  store.close();
});

test('a store asked for more snippets than it keeps, or when its keep is nearly full, returns every one asked for', () => {
  const store = Store.open(tempDir());
  put(store, '1.0.0', Array.from({ length: SNIPPETS_REMEMBERED + 10 }, (_, i) => snippet(`S${i}`, `Section ${i}.`)));
  const [v] = store.versions('/acme/widgets');
  const all = Array.from({ length: SNIPPETS_REMEMBERED + 10 }, (_, i) => v!.firstSnippet! + i);
  assert.equal(store.snippets(all).length, all.length, 'a read larger than the keep');
  // Nearly full: 2,995 kept, then 20 asked of which 6 are kept already.
  assert.equal(store.snippets(all.slice(0, SNIPPETS_REMEMBERED - 5)).length, SNIPPETS_REMEMBERED - 5);
  const asked = all.slice(SNIPPETS_REMEMBERED - 11, SNIPPETS_REMEMBERED + 9);
  assert.deepEqual(store.snippets(asked).map((s) => s.id), asked);
  store.close();
});

test('ranking finds a section by an identifier split from camelCase and by stemmed words', () => {
  const store = Store.open(tempDir());
  const v = put(store, '1.0.0', [
    snippet('Parsers', 'Register a parser for a custom content type.', "app.addContentTypeParser('text/csv', parse)"),
    snippet('Timeouts', 'Requests that take too long are closed after requestTimeout milliseconds.'),
    snippet('Logging', 'Loggers write lines to standard error.'),
  ]);
  const byParts = rankSnippets(store, v, 'how to add a content type parser');
  assert.equal(byParts[0]?.snippet.title, 'Parsers');
  const byStem = rankSnippets(store, v, 'closing requests which took too long');
  assert.equal(byStem[0]?.snippet.title, 'Timeouts');
  store.close();
});

test('removing the last version removes the library', () => {
  const store = Store.open(tempDir());
  put(store, '1.0.0', [snippet('A', 'alpha text')]);
  put(store, '2.0.0', [snippet('B', 'beta text')]);
  assert.equal(store.remove('/acme/widgets', '1.0.0'), true);
  assert.deepEqual(store.versions('/acme/widgets').map((v) => v.version), ['2.0.0']);
  assert.equal(store.remove('/acme/widgets', '9.9.9'), false);
  assert.equal(store.remove('/acme/widgets'), true);
  assert.equal(store.library('/acme/widgets'), undefined);
  store.close();
});

test('a file that is not a database is refused with what to do', () => {
  const dir = tempDir();
  writeFileSync(join(dir, 'index.db'), 'this is not sqlite, just text that is long enough to be read as a header');
  assert.throws(
    () => Store.open(dir),
    (error: unknown) => error instanceof LibdocsError && error.code === 'STORE_UNAVAILABLE' && /another --data-dir/.test(error.message),
  );
});

test('a second writer waits, then fails with a clear message instead of corrupting anything', () => {
  const dir = tempDir();
  const first = Store.open(dir);
  const second = Store.open(dir, { busyTimeoutMs: 50 });
  first.db.exec('BEGIN IMMEDIATE');
  assert.throws(
    () => put(second, '1.0.0', [snippet('A', 'alpha')]),
    (error: unknown) => error instanceof LibdocsError && error.code === 'STORE_BUSY' && /Another libdocs process is writing/.test(error.message),
  );
  first.db.exec('ROLLBACK');
  put(second, '1.0.0', [snippet('A', 'alpha')]);
  assert.equal(first.versions('/acme/widgets').length, 1);
  first.close();
  second.close();
});

test('resolve: exact names first, a word of a compound name still finds the library, unrelated names nothing', () => {
  const store = Store.open(tempDir());
  const add = (id: string, name: string) =>
    store.putVersion({
      library: { id, name, aliases: [] },
      version: '1.0.0',
      files: 1,
      snippets: [snippet('Intro', `${name} intro.`)].map((s) => ({ snippet: s, pageKind: 0, tokens: 1, fields: snippetFields(s) })),
    });
  add('/pocket/pocketqueue', 'PocketQueue');
  add('/bee/queue', 'queue');
  add('/acme/widgets', 'widgets');
  assert.deepEqual(resolveLibraries(store, 'queue', 'retry jobs').map((m) => m.library.id), ['/bee/queue', '/pocket/pocketqueue']);
  assert.deepEqual(resolveLibraries(store, 'pocket queue', '').map((m) => m.library.id)[0], '/pocket/pocketqueue');
  assert.deepEqual(resolveLibraries(store, 'gadgets', ''), []);
  store.close();
});

test('two neighbouring sections that both answer become one unit in page order, while they fit', async () => {
  const { answerUnits } = await import('../../../src/engine/rank/sections.ts');
  const store = Store.open(tempDir());
  const filler = 'Unrelated words about configuration and defaults. '.repeat(80); // about 4,000 characters: too long to join
  const version = put(store, '1.0.0', [
    { ...snippet('SYNOPSIS', 'tracefs_kprobe_alloc(system, event, addr, format)'), breadcrumb: ['kprobes(3)', 'SYNOPSIS'] },
    { ...snippet('DESCRIPTION', 'Allocates a kprobe event: records a kernel function when it is entered.'), breadcrumb: ['kprobes(3)', 'DESCRIPTION'] },
    { ...snippet('EXAMPLE', filler), breadcrumb: ['kprobes(3)', 'EXAMPLE'] },
    { ...snippet('SEE ALSO', filler), breadcrumb: ['kprobes(3)', 'SEE ALSO'] },
  ]);
  const ranked = rankSnippets(store, version, 'allocate a kprobe with tracefs_kprobe_alloc');
  assert.deepEqual(ranked.slice(0, 2).map((r) => r.snippet.title).sort(), ['DESCRIPTION', 'SYNOPSIS']);
  const [first] = answerUnits(store, version, ranked, 5);
  assert.deepEqual(first!.chunks.map((c) => c.title), ['SYNOPSIS', 'DESCRIPTION']);
  assert.deepEqual(first!.path, ['kprobes(3)']);
  store.close();
});

test('a qualified name is the entry headed by its member under the page of its type (Javadoc writes the member alone)', () => {
  const store = Store.open(tempDir());
  const member = (page: string, name: string, text: string): Snippet => ({
    ...snippet(name, text),
    breadcrumb: [`${page} (Acme API)`, `Interface ${page}`, 'Method Detail', name],
    source: `org/acme/${page}.html`,
  });
  const version = put(store, '1.0.0', [
    member('Connection', 'execute', 'Execute the request. Throws: UnsupportedMimeTypeException - if the response mime type is not supported.'),
    member('Connection', 'ignoreContentType', 'Ignore the document\'s Content-Type when parsing the response. Set to true to force a parse attempt regardless of content type.'),
    // The same member on other types, as a generated reference repeats it, and a guide's section that mentions one.
    ...['Connection.Request', 'HttpConnection', 'KeyVal'].map((page) => member(page, 'ignoreContentType', 'Get the current ignoreContentType configuration.')),
    { ...snippet('ignoreContentType', 'Call it before fetching a PDF.'), breadcrumb: ['Cookbook', 'Making a connection', 'ignoreContentType'], source: 'cookbook.html' },
  ]);
  const ranked = rankSnippets(store, version, 'Connection.ignoreContentType(true)');
  const shown = ranked.map((r) => `${r.snippet.source} ${r.snippet.title} ${r.score.toFixed(3)} ${r.coverage.toFixed(2)}`).join('\n');
  assert.equal(`${ranked[0]!.snippet.source} ${ranked[0]!.snippet.title}`, 'org/acme/Connection.html ignoreContentType', shown);
  // The whole question is covered (no "nothing matches closely" note); the same member of another type is not it.
  assert.equal(ranked[0]!.coverage, 1, shown);
  assert.ok(ranked.filter((r) => r.snippet.title === 'ignoreContentType').slice(1).every((r) => r.coverage < 0.6), shown);
  store.close();
});

test("an identifier's parts weigh no more than the body's words when candidates are chosen: `pure` is not PurePath", () => {
  const store = Store.open(tempDir());
  const version = put(store, '1.0.0', [
    { ...snippet('stem', 'The final path component, without its suffix.', "PurePosixPath('my/library.tar.gz').stem"), breadcrumb: ['pathlib', 'stem'], source: 'pathlib.html' },
    { ...snippet('Caching', 'Caching a pure function: the same arguments give the same result.', 'cache(fn)'), breadcrumb: ['functools', 'Caching'], source: 'functools.html' },
  ]);
  const hits = store.searchVersion(version, '"pure"', COLUMN_WEIGHTS, 10);
  assert.deepEqual(store.snippets(hits.map((h) => h.id)).map((s) => s.source), ['functools.html', 'pathlib.html']);
  store.close();
});

test("an API entry's opening sentence says what it does: the file's modification time is getmtime(), not a parameter of GzipFile", () => {
  const store = Store.open(tempDir());
  const entry = (module: string, heading: string, text: string): Snippet => ({ ...snippet(heading, text), breadcrumb: [module, heading], source: `${module}.html` });
  const version = put(store, '1.0.0', [
    entry('os.path', 'os.path.getmtime(path)', 'Return the time of last modification of path. The return value is a floating point number giving the number of seconds since the epoch. Raise OSError if the file does not exist or is inaccessible.'),
    entry('gzip', 'class gzip.GzipFile(filename=None, mode=None, compresslevel=9, fileobj=None, mtime=None)', 'Constructor for the GzipFile class, which simulates most of the methods of a file object, with the exception of the truncate() method. The mtime argument is an optional numeric timestamp to be written to the last modification time field in the stream when compressing. If omitted or None, the current time is used. When the file is opened for reading, the modification time of the file is available as the mtime attribute.'),
    entry('os', 'os.utime(path, times=None)', 'Set the access and modified times of the file specified by path. If times is not None, it must be a 2-tuple of the form (atime, mtime) where each member is an int or float expressing seconds.'),
    // "file" and "time" are everywhere in a standard library's reference.
    ...Array.from({ length: 30 }, (_, i) => entry(`module${i}`, `Notes ${i}`, `Each file is read at the time it is opened; see the file object notes ${i}.`)),
  ]);
  const ranked = rankSnippets(store, version, 'get the last modification time of file');
  assert.equal(ranked[0]!.snippet.title, 'os.path.getmtime(path)', ranked.map((r) => `${r.snippet.title} ${r.score.toFixed(3)}`).join('\n'));
  store.close();
});

test("an assistant's goal before its guessed API names counts once more than the names", () => {
  const store = Store.open(tempDir());
  const section = (heading: string, text: string): Snippet => ({ ...snippet(heading, text), breadcrumb: ['Client', heading], source: 'client.md' });
  // Each section holds half of the question, words as rare as the other half's: a tie but for the goal.
  const version = put(store, '1.0.0', [
    section('Section one', 'Backoff jitter delay cap.'),
    section('Section two', 'Tune retries failed requests.'),
    ...Array.from({ length: 30 }, (_, i) => section(`Notes ${i}`, `Each client keeps its own settings ${i}.`)),
  ]);
  const scores = (question: string) => new Map(rankSnippets(store, version, question).map((r) => [r.snippet.title, r.score]));
  const asAssistant = scores('Tune the retries of failed requests: backoff, jitter, delay cap');
  assert.ok(asAssistant.get('Section two')! > asAssistant.get('Section one')!, JSON.stringify([...asAssistant]));
  // Without a colon the question has no goal apart from its words; nor has a short question, a label of one word
  // before the colon, or a colon in code.
  const plainQuestions = [
    'tune the retries of failed requests with backoff jitter delay cap',
    'retries: backoff',
    'Tune: the retries of failed requests with backoff jitter delay cap',
    'tune `retries: 3` of failed requests with backoff jitter delay cap',
  ];
  for (const question of plainQuestions) {
    const plain = scores(question);
    assert.equal(plain.get('Section two'), plain.get('Section one'), question);
  }
  store.close();
});
