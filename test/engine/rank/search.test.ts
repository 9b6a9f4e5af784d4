/**
 * The rescoring's page evidence (a page with several good candidates outranks a page that mentions the question
 * once), an entry's heading without its signature's parameters, and which words select full-text candidates.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { addPageEvidence, candidateTerms, rankSnippets, isCopiedDocumentation, isEntryHeading, isLongQuestion, isMemberList, mentionsQuestion, openingSentence, WEIGHTS, withoutParameters, wordsRelated, type Ranked } from '../../../src/engine/rank/search.ts';
import { opensDeprecated } from '../../../src/engine/rank/outdated.ts';
import { identifierTerms, otherForms, queryTerms, stemSequence } from '../../../src/engine/rank/tokens.ts';
import { relatedWords } from '../../../src/engine/rank/synonyms.ts';
import type { StoredSnippet } from '../../../src/engine/store/store.ts';
import { openStore } from '../../../src/engine/index.ts';
import { runCli, tempDir } from '../../helpers.ts';

let id = 1;
const candidate = (source: string, score: number): Ranked => ({
  snippet: { id: id++, kind: 'info', title: `s${id}`, description: '', code: [], breadcrumb: [], source, pageKind: 0, tokens: 1 } as StoredSnippet,
  score,
  coverage: 0.5,
});

test('a section of the page with several good candidates overtakes a slightly better one elsewhere', () => {
  const ranked = [candidate('faq.md', 0.55), candidate('functools.md', 0.5), candidate('functools.md', 0.4), candidate('functools.md', 0.4)];
  addPageEvidence(ranked);
  ranked.sort((a, b) => b.score - a.score);
  assert.equal(ranked[0]!.snippet.source, 'functools.md');
  // The best page gains exactly the weight; others less, in proportion; nobody loses.
  assert.ok(Math.abs(ranked[0]!.score - 0.5 * (1 + WEIGHTS.page)) < 1e-9);
  const faq = ranked.find((r) => r.snippet.source === 'faq.md')!;
  assert.ok(faq.score > 0.55 && faq.score < 0.55 * (1 + WEIGHTS.page));
});

test('only the best three candidates of a page count: many weak mentions do not make a page', () => {
  const ranked = [candidate('guide.md', 0.9), ...Array.from({ length: 20 }, () => candidate('changelog.md', 0.2))];
  addPageEvidence(ranked);
  ranked.sort((a, b) => b.score - a.score);
  assert.equal(ranked[0]!.snippet.source, 'guide.md');
  assert.ok(Math.abs(ranked[0]!.score - 0.9 * (1 + WEIGHTS.page)) < 1e-9, 'the guide (0.9) is the best page, not the changelog (20 × 0.2)');
});

test("a generated reference's member lists by their headings: Javadoc's summaries, Doxygen's for C and for C++; not the members' documentation", () => {
  for (const heading of ['Method Summary', 'Functions', 'Data Fields', 'Data Structures', 'Public Member Functions', 'Static Public Member Functions', 'Protected Attributes', 'Public Types', 'Friends', 'Additional Inherited Members', 'Related Symbols', 'Signals'])
    assert.ok(isMemberList(heading), heading);
  for (const heading of ['Method Detail', 'Member Function Documentation', 'Function Documentation', 'Friends And Related Function Documentation', 'Public API', 'Types', 'Namespaces'])
    assert.ok(!isMemberList(heading), heading);
});

test('a heading loses the parameter list right after its name, and nothing else', () => {
  assert.equal(withoutParameters("lzma.open(filename, mode='rb', *, format=None, check=-1)"), 'lzma.open');
  assert.equal(withoutParameters('fs.mkdir(path[, options], callback)'), 'fs.mkdir');
  assert.equal(withoutParameters('int PyDict_Merge(PyObject *a, PyObject *b, int override)'), 'int PyDict_Merge');
  assert.equal(withoutParameters('Map<K, V>.get(key)'), 'Map<K, V>.get');
  assert.equal(withoutParameters('sorted(iterable, /, *, key=None, reverse=False) (built-in)'), 'sorted (built-in)');
  // Not a parameter list: a man page's section number keeps what follows; a parenthesis after a space stays.
  assert.equal(withoutParameters('bounce(5): bounce - Postfix bounce message template format'), 'bounce : bounce - Postfix bounce message template format');
  assert.equal(withoutParameters('always_bcc (default: empty)'), 'always_bcc (default: empty)');
  assert.equal(withoutParameters('Connecting to the server'), 'Connecting to the server');
  // An unclosed list ends the heading; nested parentheses are counted, in one pass.
  assert.equal(withoutParameters('f(a(b)c'), 'f');
  assert.equal(withoutParameters('g(h(x), y) returns'), 'g returns');
  assert.equal(withoutParameters(`f${'('.repeat(50_000)}`), 'f');
});

test('common words do not select candidates: above 30% of a library, or 15% in a question of eight words or more', () => {
  const select = (question: string, shares: Record<string, number>, total = 1000) => {
    const terms = queryTerms(question);
    const df = new Map(terms.map((t) => [t.text, Math.round((shares[t.text] ?? 0.001) * total)]));
    return candidateTerms(terms, df, total).map((t) => t.text);
  };
  const short = 'return value function';
  assert.deepEqual(select(short, { function: 0.4, value: 0.2 }), ['return', 'value']);
  const long = 'parse the returned value of an async function with a custom reviver and strict mode errors';
  const shares = { function: 0.4, value: 0.2, returned: 0.16, errors: 0.1 };
  assert.deepEqual(select(long, shares), ['parse', 'async', 'custom', 'reviver', 'strict', 'mode', 'errors']);
  // A small library: every word selects; a question of common words only: all of them do.
  assert.deepEqual(select(short, { function: 0.4, value: 0.2 }, 50), ['return', 'value', 'function']);
  assert.deepEqual(select(short, { function: 0.4, value: 0.5, return: 0.6 }), ['return', 'value', 'function']);
  // ...but what a user's story asks selects candidates up to 30%, as a short question's words do.
  const story = 'our nightly parse of the feed fails with strict mode errors. How do I read the returned value?';
  const terms = queryTerms(story);
  const storyShares: Record<string, number> = { returned: 0.16, value: 0.2, errors: 0.1 };
  const df = new Map(terms.map((t) => [t.text, Math.round((storyShares[t.text] ?? 0.001) * 1000)]));
  const asked = terms.filter((t) => ['read', 'returned', 'value'].includes(t.text));
  assert.equal(candidateTerms(terms, df, 1000).map((t) => t.text).includes('returned'), false);
  assert.deepEqual(candidateTerms(terms, df, 1000, asked).filter((t) => ['returned', 'value'].includes(t.text)).map((t) => t.text), ['returned', 'value']);
});

test("a name with its arity (Prolog's once/1, Erlang's lists:map/2) is a word to find, a stop word or not; a fraction is not", () => {
  const words = (question: string) => queryTerms(question).map((t) => t.text);
  assert.ok(words('what does once/1 do').includes('once'));
  assert.ok(words('how does between/3 enumerate integers').includes('between'));
  assert.ok(words('use is/2 for arithmetic').includes('is'));
  assert.ok(!words('is 1/2 the default').includes('is'));
});

test('"sort", "kind" and "bit" are words to find; only "sort of", "kind of" and "a bit faster" are filler', () => {
  const words = (question: string) => queryTerms(question).map((t) => t.text);
  assert.deepEqual(words('sort a dictionary by value'), ['sort', 'dictionary', 'value']);
  assert.deepEqual(words('set a bit per user in a bitmap'), ['set', 'bit', 'per', 'user', 'bitmap']);
  assert.deepEqual(words('what kind of index makes this sort of query a bit faster'), ['index', 'query', 'faster']);
});

test('"without", "instead", "own", "before" and "after" are words to find: they name the constraint a question is about', () => {
  const words = (question: string) => queryTerms(question).map((t) => t.text);
  assert.deepEqual(words('test my routes without starting the server'), ['test', 'routes', 'without', 'starting', 'server']);
  assert.deepEqual(words('an identity column instead of serial'), ['identity', 'column', 'instead', 'serial']);
  assert.deepEqual(words("get an element's own text"), ['element', 'own', 'text']);
  assert.deepEqual(words('run a check right before I publish, not after install'), ['run', 'check', 'before', 'publish', 'after', 'install']);
});

test('a stop word written as code (in backticks or quotes, or in capitals) is a keyword to find', () => {
  const words = (question: string) => queryTerms(question).map((t) => t.text);
  assert.deepEqual(words('how does the `with` statement work'), ['with', 'statement', 'work']);
  assert.deepEqual(words("what does the 'let' keyword do"), ['let', 'keyword']);
  assert.deepEqual(words('ORDER BY with NULLS LAST, then UNION ALL'), ['order', 'by', 'nulls', 'last', 'union', 'all']);
  // Not a single letter (a value), nor capitals for emphasis, a shouted sentence, or a quoted sentence.
  assert.deepEqual(words("count occurrences of 'a' in a string"), ['count', 'occurrences', 'string']);
  assert.deepEqual(words('HOW DO I SORT A LIST'), ['sort', 'list']);
  assert.deepEqual(words('HOW DO I SORT A LIST in python'), ['sort', 'list', 'python']);
  assert.deepEqual(words('I do NOT want the IT proxy, DON\'T'), ['proxy']);
  assert.deepEqual(words('the log says "I don\'t have permission to write here"'), ['log', 'says', 'permission', 'write']);
});

test("an entry's heading (a signature, an option, a parameter) and the opening sentence of its prose", () => {
  const entries = ['sorted(iterable, /, *, key=None)', 'fs.rm(path[, options], callback)', '◆ ssh_userauth_agent()', 'class pathlib.Path(*pathsegments)',
    'async asyncio.sleep(delay)', '@functools.lru_cache(maxsize=128)', '-u, --include-untracked', '--watch', 'always_bcc (default: empty)', 'relayhost = host'];
  for (const heading of entries) assert.ok(isEntryHeading(heading), heading);
  const notEntries = ['Installation', 'More on Lists', 'bounce (5): bounce - Postfix bounce message template format', 'Why is join() a string method?',
    'Ranges (numbers)', 'kprobes(3)', 'ls(1)', 'exception handling in depth', '-1 is returned on error', 'x = y means it'];
  for (const heading of notEntries) {
    assert.ok(!isEntryHeading(heading), heading);
  }
  assert.equal(openingSentence('- `...paths` {string} A sequence of path segments\n- Returns: {string}\n\nThe `path.join()` method joins all given `path` segments together. Zero-length segments are ignored.'), 'The `path.join()` method joins all given `path` segments together.');
  assert.equal(openingSentence('Return a new sorted list from the items in iterable.\n\nHas two optional arguments.'), 'Return a new sorted list from the items in iterable.');
  // A status line is not what the entry does.
  assert.equal(openingSentence('Stability: 1 - Experimental\n\n- `config` {Object}\n\nProvides a higher level API for command-line argument parsing. It is new.'), 'Provides a higher level API for command-line argument parsing.');
});

test('a qualified name keeps its segments as written, and a version number is not one', () => {
  const qualified = (question: string) => queryTerms(question).find((t) => t.qualified)?.qualified;
  assert.deepEqual(qualified('use Connection.ignoreContentType(true)'), ['Connection', 'ignoreContentType']);
  assert.equal(qualified('breaking changes in 5.0'), undefined);
});

test('a one-letter option is a term that ranks, selecting candidates only when rare; a contraction, a negative number or a cluster is none', () => {
  const terms = queryTerms("ssh -J bastion, don't use -1 or (-L)");
  const flags = terms.filter((t) => t.flag).map((t) => t.text);
  assert.deepEqual(flags, ['J', 'L']);
  // As code, quoted, before a question mark or a slash; the letter is not also a word of the question.
  const written = queryTerms("use `-t` or '-e', -x? or -s/-S in e-mail, ls -la");
  assert.deepEqual(written.filter((t) => t.flag).map((t) => t.text), ['t', 'e', 'x', 's', 'S']);
  assert.ok(!written.some((t) => !t.flag && ['t', 'x', 's'].includes(t.text)), 'an option is not also a word');
  // A letter in many snippets selects nothing; one the version rarely writes alone (`-K`) does.
  const df = new Map(terms.map((t) => [t.text, t.text === 'L' ? 100 : 1]));
  assert.deepEqual(candidateTerms(terms, df, 1000).filter((t) => t.flag).map((t) => t.text), ['J']);
});

test('related words: a group by its word, or by its stem unless two groups share it (terminal is not terminate)', () => {
  const related = (word: string) => relatedWords(word).map((w) => w.text);
  assert.ok(related('throttled').includes('limit'), 'an inflection finds its group by the stem');
  assert.deepEqual(related('terminal'), ['console', 'tty']);
  assert.ok(related('terminate').includes('kill') && !related('terminate').includes('console'));
  assert.deepEqual(related('photosynthesis'), []);
});

test("related words: the table's first for every rare word, then a few of WordNet's each, and WordNet's only in a short question", () => {
  const term = (text: string) => queryTerms(text)[0]!;
  // "slew" has 29 WordNet synonyms; "throttle" is in the hand-written table (limit, cap ...).
  const rare = [term('slew'), term('throttle')];
  const short = wordsRelated(rare, true).map((w) => w.text);
  const table = relatedWords('throttle').map((w) => w.text);
  assert.deepEqual(short.slice(0, table.length), table, 'the table words come first, whatever the order of the words');
  const fromWordnet = short.slice(table.length);
  assert.ok(fromWordnet.includes('heap') && fromWordnet.includes('accelerator'), fromWordnet.join(' '));
  assert.ok(fromWordnet.length <= 12, `six at most a word: ${fromWordnet.join(' ')}`);
  assert.deepEqual(wordsRelated(rare, false).map((w) => w.text), table, 'a long question: the table only');
});

test('a word in two groups brings both', () => {
  const related = relatedWords('remove').map((w) => w.text);
  assert.ok(related.includes('delete') && related.includes('uninstall'), related.join(', '));
});

test('a question whose other words are all common finds candidates by its options', () => {
  const terms = queryTerms('what does ssh -T do');
  const df = new Map(terms.map((t) => [t.text, 900]));
  assert.deepEqual(candidateTerms(terms, df, 1000).map((t) => t.text).sort(), ['T', 'ssh']);
});

test('a number with a unit ("200 ms", "80%") or an IPv4 address counts half and selects no candidates; a number alone (an exit code, a status) is a word', () => {
  const terms = queryTerms('add 200 ms of latency; my 5 GB download died at 80%, exit code 22 or HTTP 404, a 1.5 s wait, ssh -L 5432:127.0.0.1:5432');
  const term = (text: string) => terms.find((t) => t.text === text);
  for (const text of ['200', '80', '1.5', '127.0.0.1']) assert.deepEqual([term(text)?.weight, term(text)?.value], [0.5, true], text);
  for (const text of ['22', '404', '5432']) assert.deepEqual([term(text)?.weight, term(text)?.value], [1, undefined], text);
  const df = new Map(terms.map((t) => [t.text, 1]));
  const searched = candidateTerms(terms, df, 1000).map((t) => t.text);
  assert.ok(searched.includes('latency') && searched.includes('22'), searched.join(' '));
  assert.ok(!searched.includes('200') && !searched.includes('80') && !searched.includes('127.0.0.1'), searched.join(' '));
  // A question of a value alone still finds something.
  const only = queryTerms('80%');
  assert.deepEqual(candidateTerms(only, new Map(only.map((t) => [t.text, 1])), 1000).map((t) => t.text), ['80']);
});

test('a value is found in a text as the text is read, is a value only where given as one, and neither makes a question long nor keeps a section', () => {
  // A dotted value is found by the whole form a text's reading gives it, as a dotted name is.
  const text = new Set(stemSequence('Listen on 127.0.0.1 and wait 1.5 seconds.'));
  for (const value of queryTerms('reach 127.0.0.1 within 1.5 s').filter((t) => t.value)) assert.ok(text.has(value.stem), value.text);
  // Written once with a unit and once without, a number is a word ("HTTP 200 after 200 ms"); after `=` or in
  // backticks, a value.
  assert.deepEqual(queryTerms('HTTP 200 after 200 ms').find((t) => t.text === '200'), { text: '200', stem: '200', weight: 1 });
  assert.deepEqual(queryTerms('delay=200ms, `30s`').filter((t) => t.value).map((t) => t.text), ['200', '30']);
  // Eight terms, two of them values: a short question.
  assert.equal(isLongQuestion('add 200 ms delay with 10% loss on eth0 interface'), false);
  assert.equal(isLongQuestion('add a fixed delay and random packet loss on the eth0 interface'), true);
  // A section that shares only the asker's value with the question is not kept for it.
  const code = { id: 1, kind: 'info', title: '80', description: 'Failed to shut down the SSL connection.', code: [], breadcrumb: ['Exit codes', '80'], source: 'curl.1', pageKind: 0, tokens: 10 } as StoredSnippet;
  assert.equal(mentionsQuestion('my download died at 80%')(code), 0);
  assert.ok(mentionsQuestion('exit code 80')(code) > 0);
});

test("a section's share of the question weighs each word it holds by the word's own weight and rarity, options too, and two words of one stem each", () => {
  const section = (heading: string, description: string) =>
    ({ id: 1, kind: 'info', title: heading, description, code: [], breadcrumb: ['tool', heading], source: 'tool.1', pageKind: 0, tokens: 10 }) as StoredSnippet;
  const rarity = (rarities: Record<string, number>) => (t: { text: string }) => rarities[t.text] ?? 1;
  // A word weighs its rarity; a word the section lacks, nothing.
  const timeout = section('--timeout', 'Give up after this many seconds.');
  assert.equal(mentionsQuestion('timeout seconds retries', rarity({ timeout: 3, seconds: 0.5, retries: 7 }))(timeout), 3.5);
  // A one-letter option written as one weighs its rarity too.
  const verbose = section('-v', 'Print more.');
  assert.equal(mentionsQuestion('what does -v print', rarity({ v: 4, print: 0.5 }))(verbose), 4.5);
  // A part of a name weighs what the rescoring gives it (a half), times its rarity.
  const parts = queryTerms('requestTimeout');
  const part = parts.find((t) => t.text === 'request')!;
  assert.ok(part.weight < 1);
  assert.equal(mentionsQuestion('requestTimeout', rarity({ request: 2 }))(section('Request', 'Sent once.')), part.weight * 2);
  // Words and options count where the rescoring reads: not past its first 2,500 characters.
  const long = section('Options', `${'Each flag is described below in turn. '.repeat(80)}Use -z to compress.`);
  assert.equal(mentionsQuestion('what does -z compress', rarity({ z: 4, compress: 2 }))(long), 0);
  // Two words of one stem each count, whichever comes first.
  const files = section('Files', 'Lists the files.');
  const both = rarity({ file: 1, files: 5 });
  assert.equal(mentionsQuestion('file files', both)(files), 6);
  assert.equal(mentionsQuestion('files file', both)(files), 6);
});

test('a section says it is deprecated by the forms references use at its start, not by a note on a parameter or a setting named so', () => {
  const section = (heading: string, description: string) =>
    ({ id: 1, kind: 'info', title: heading, description, code: [], breadcrumb: ['Page', heading], source: 'page.md', pageKind: 0, tokens: 10 }) as StoredSnippet;
  const deprecated = [
    section('fs.exists(path, callback)', 'Stability: 0 - Deprecated: Use `fs.stat()` or `fs.access()` instead.'),
    section('buf.slice([start[, end]])', '- `start` {integer}\n- `end` {integer}\n- Returns: {Buffer}\n\nStability: 0 - Deprecated. Use `buf.subarray` instead.'),
    section('imp — Access the import internals', 'Source code: Lib/imp.py\n\nDeprecated since version 3.4: The `imp` module is deprecated in favor of `importlib`.'),
    section('exception asyncio.TimeoutError', 'A deprecated alias of `TimeoutError`.'),
    section('ssh_scp_new()', 'Create a new scp session.\n\nDeprecated: Please use SFTP instead'),
    section('production', '- Default: null\n- Type: null or Boolean\n- DEPRECATED: Use `--omit=dev` instead.'),
    section('getWhitelist()', '**Deprecated.** As of release v1.14.1, use `getSafelist()`.'),
    section('CancelToken (deprecated)', 'You can also cancel a request using a CancelToken.'),
  ];
  for (const s of deprecated) assert.equal(opensDeprecated(s), true, s.title);
  const current = [
    section('math.factorial(n)', 'Return n factorial as an integer.\n\nDeprecated since version 3.9: Accepting floats with integral values.'),
    section('import_module(name, deprecated=False)', 'Import a module for a test.'),
    section('Deprecated aliases', 'For historical reasons, some of the TestCase methods had one or more aliases.'),
    section('schema', 'deprecated: true\n\nMarks the field as one clients should stop using.'),
    section('Stability index', 'Throughout the documentation are indications of stability.\n\nStability: 0 - Deprecated. The feature may emit warnings.\n\nStability: 1 - Experimental.'),
  ];
  for (const s of current) assert.equal(opensDeprecated(s), false, s.title);
});

test('a verb and its noun that Porter stems apart stem alike (notify, notification; analyze, analysis, analyse), and each finds the other in the full-text index', () => {
  const same = (a: string, b: string) => assert.deepEqual(stemSequence(a), stemSequence(b), `${a} / ${b}`);
  same('notify', 'notification');
  same('notified', 'notifications');
  same('verify', 'verification');
  same('specify', 'specification');
  same('analyze', 'analysis');
  same('analyse', 'analyze');
  same('analyses', 'analyze');
  // Not a word that merely ends alike ("basis", "synopsis"), nor -ication that is no -ify ("application", "publication").
  assert.notDeepEqual(stemSequence('application'), stemSequence('apply'));
  assert.deepEqual(otherForms('notify'), ['notification']);
  assert.deepEqual(otherForms('notifications'), ['notify']);
  assert.deepEqual(otherForms('analysed'), ['analysis', 'analyze']);
  assert.deepEqual(otherForms('analysis'), ['analyze']);
  assert.deepEqual(otherForms('basis'), []);
  assert.deepEqual(otherForms('synopsis'), []);
});

test("a member's documentation copied from the type that declares it (Javadoc's line) ranks below the declaring type's own", () => {
  assert.ok(isCopiedDocumentation('Description copied from interface: `Argument`\n\nIf true is given, the argument is required.'));
  assert.ok(isCopiedDocumentation('Description copied from class: `AbstractMap`\n\nReturns the value.'));
  // The text of a section that only talks about copies, and an override's own documentation, are not copies.
  assert.ok(!isCopiedDocumentation('Returns a copy. The description copied from interface: Foo applies.'));
  assert.ok(!isCopiedDocumentation('Specified by: `required` in interface `Argument`'));
  assert.ok(WEIGHTS.copied < 1);
});

test('a name whose part ends in a number is found by the part without it: escapeHtml5 by "html", escapeXml10 by "xml"', () => {
  assert.deepEqual(identifierTerms('escapeHtml5 escapeXml10 toUtf8').sort(), ['escape', 'escapehtml5', 'escapexml10', 'html', 'html5', 'to', 'toutf8', 'utf', 'utf8', 'xml', 'xml10'].sort());
  // A part that is all letters or all digits stays as it is; a plain word is not split.
  assert.deepEqual(identifierTerms('getUser2 md5'), ['get', 'user2', 'user', 'getuser2']);
  assert.ok(stemSequence('escapeHtml5').includes('html'));
  const docs = join(tempDir(), 'docs');
  mkdirSync(docs);
  // Entries of about 2,100 characters: each is a unit of its own, and no two fit in one.
  const entry = (name: string, what: string) => [`## ${name}(String text)`, '', what, '', Array.from({ length: 80 }, (_, i) => `Note ${i} on ${name}.`).join(' '), ''];
  writeFileSync(join(docs, 'Escape.md'), ['# Class Escape', '', 'Escapes and unescapes text for several formats.', '',
    ...entry('escapeJson', 'Performs a level 2 escape of the text for JSON documents: quotes, backslashes and control characters are escaped.'),
    ...entry('escapeHtml5', 'Performs a level 2 escape of the text for web pages: every character that is not ASCII becomes a character reference.'),
    ...entry('escapeCsv', 'Quotes the text for a CSV column when it holds a comma, a quote or a line break.')].join('\n'));
  // A page whose prose says "html": without the name's part, the only one found.
  writeFileSync(join(docs, 'Report.md'), '# Report\n\nThe report writes its output as html or as plain text, one table per run, to the file the report option names.\n');
  const dataDir = tempDir();
  assert.equal(runCli(['add', docs, '--id', '/acme/escape', '--data-dir', dataDir]).status, 0);
  const answer = runCli(['query', '/acme/escape', 'escape html', '--data-dir', dataDir]);
  assert.equal(answer.status, 0, answer.stderr);
  assert.match(answer.stdout.split('\n').find((l) => l.startsWith('Source: '))!, /^Source: Escape\.md#escapehtml5string-text$/);
});

test('a protected member (a class\'s internals for its subclasses) ranks below the public API, unless the question is about subclassing', () => {
  const docs = join(tempDir(), 'docs');
  mkdirSync(docs);
  // Entries alike but for the modifier, on pages whose titles the question does not name.
  const entry = (page: string, modifier: string, lang = 'java') => `# Class ${page}\n\n## features\n\n\`\`\`${lang}\n${modifier} int features\n\`\`\`\n\nThe serialization features turned on for this mapper.\n`;
  writeFileSync(join(docs, 'Mapper.md'), entry('Mapper', 'protected'));
  writeFileSync(join(docs, 'Settings.md'), entry('Settings', 'public'));
  // Annotated, it is still protected; a guide's PHP example is no Java member.
  writeFileSync(join(docs, 'Legacy.md'), entry('Legacy', '@JsonProperty(value = "features")\nprotected'));
  writeFileSync(join(docs, 'Model.md'), entry('Model', 'protected $features; //', 'php'));
  const dataDir = tempDir();
  assert.equal(runCli(['add', docs, '--id', '/acme/mapper', '--data-dir', dataDir]).status, 0);
  const store = openStore(dataDir);
  const version = store.versions('/acme/mapper')[0]!;
  const ratio = (question: string) => {
    const ranked = rankSnippets(store, version, question);
    const score = (file: string) => ranked.find((r) => r.snippet.source === file && r.snippet.breadcrumb.at(-1) === 'features')!.score;
    return score(page) / score('Settings.md');
  };
  let page = 'Mapper.md';
  assert.ok(ratio('serialization features turned on') < 0.85, String(ratio('serialization features turned on')));
  page = 'Legacy.md';
  assert.ok(ratio('serialization features turned on') < 0.85, String(ratio('serialization features turned on')));
  page = 'Model.md';
  assert.ok(ratio('serialization features turned on') > 0.95, String(ratio('serialization features turned on')));
  page = 'Mapper.md';
  assert.ok(ratio('serialization features turned on, when I extend the mapper') > 0.95, String(ratio('serialization features turned on, when I extend the mapper')));
  store.close();
});

test("a type declaration of the name a question asks alone is not held below the prose that mentions it (an example's comment)", () => {
  const docs = join(tempDir(), 'match');
  mkdirSync(join(docs, 'dist'), { recursive: true });
  writeFileSync(join(docs, 'package.json'), JSON.stringify({ name: 'match', version: '1.0.0', types: 'dist/index.d.ts' }));
  writeFileSync(
    join(docs, 'README.md'),
    '# match\n\n## exhaustive\n\nChecks that every case is handled.\n\n```ts\nmatch(input)\n  .with(1, () => "one")\n  .exhaustive(); // Fails with NonExhaustiveError at run time when no pattern matches\n```\n' +
      '\n## Passing options through\n\nTo forward the remaining arguments to another program, call `passThroughOptions()`: options after the arguments pass through.\n',
  );
  writeFileSync(
    join(docs, 'dist', 'index.d.ts'),
    '/**\n * Error when the input matches no pattern.\n */\nexport declare class NonExhaustiveError extends Error {\n    input: unknown;\n    constructor(input: unknown);\n}\nexport declare function match(input: unknown): unknown;\n' +
      '/**\n * Forward the remaining arguments to another program: options after the arguments pass through.\n */\nexport declare function passThroughOptions(passThrough?: boolean): void;\n',
  );
  const dataDir = tempDir();
  assert.equal(runCli(['add', docs, '--id', '/acme/match', '--data-dir', dataDir]).status, 0);
  const answer = runCli(['query', '/acme/match', 'NonExhaustiveError', '--data-dir', dataDir]);
  assert.equal(answer.status, 0, answer.stderr);
  assert.match(answer.stdout.split('\n').find((l) => l.startsWith('Source: '))!, /index\.d\.ts/);
  // A question that does not name it finds the README's prose first, as before; so does one that asks more than the
  // name: the prose written for readers answers it.
  for (const question of ['check every case is handled', 'passThroughOptions to forward the remaining arguments to another program']) {
    const prose = runCli(['query', '/acme/match', question, '--data-dir', dataDir]);
    assert.match(prose.stdout.split('\n').find((l) => l.startsWith('Source: '))!, /README\.md/, question);
  }
});
