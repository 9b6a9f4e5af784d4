/**
 * Answer units and their Markdown: a hit grows to its section and to enclosing sections while they stay
 * small, and joins the units next to it; prose and code keep their source order; sub-sections get their own
 * headings.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatUnit, packAnswer, renderAnswer, SNIPPET_SEPARATOR, unitSource, unitTitle } from '../../src/engine/answer.ts';
import { openStore } from '../../src/engine/index.ts';
import { outdatedFor } from '../../src/engine/rank/outdated.ts';
import { isLegalText, mentionsQuestion, rankSnippets, termRarity, unwrittenShare } from '../../src/engine/rank/search.ts';
import { undocumentedNames } from '../../src/engine/rank/undocumented.ts';
import { answerUnits, growUnit, UNIT_MAX_CHARS, type AnswerUnit } from '../../src/engine/rank/sections.ts';
import type { StoredSnippet } from '../../src/engine/store/store.ts';
import { runCli, tempDir } from '../helpers.ts';

let nextId = 1;
function snippet(breadcrumb: string[], description: string, code: StoredSnippet['code'] = [], anchor?: string, source = 'guide.md'): StoredSnippet {
  return {
    id: nextId++,
    kind: code.length ? 'code' : 'info',
    title: breadcrumb[breadcrumb.length - 1]!,
    description,
    code,
    breadcrumb,
    source,
    anchor,
    pageKind: 0,
    tokens: Math.ceil(description.length / 4) + Math.ceil(code.map((c) => c.code).join('\n').length / 4),
  };
}

/** Indexes `files` (name → Markdown) with `libdocs add` as library `id`: the store, the version and its snippets in order. */
function indexed(id: string, files: Record<string, string>) {
  const docs = join(tempDir(), 'docs');
  mkdirSync(docs);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(docs, name), text);
  const dataDir = tempDir();
  const added = runCli(['add', docs, '--id', id, '--data-dir', dataDir]);
  assert.equal(added.status, 0, added.stderr);
  const store = openStore(dataDir);
  const version = store.versions(id)[0]!;
  const all = store.snippets(Array.from({ length: version.lastSnippet! - version.firstSnippet! + 1 }, (_, i) => version.firstSnippet! + i));
  return { store, version, all };
}

const unit = (chunks: StoredSnippet[], path: string[]): AnswerUnit => ({ chunks, path, hit: chunks[0]!, score: 1, coverage: 1 });

test('code stands where it stood in the prose', () => {
  const s = snippet(['Guide', 'Install'], 'First install it:\n\nThen run it:', [
    { lang: 'sh', code: 'npm i guide', at: 17 },
    { lang: 'sh', code: 'guide run', at: 31 },
  ], 'install');
  assert.equal(
    formatUnit(unit([s], s.breadcrumb)),
    '### Install\n\nSource: guide.md#install\n\nFirst install it:\n\n```sh\nnpm i guide\n```\n\nThen run it:\n\n```sh\nguide run\n```',
  );
});

test('a code block with a long run of blanks inside a line is shown in linear time', () => {
  // Trimmed with an unanchored \s+$, every start in the run was tried: 200,000 blanks took minutes at query time.
  const s = snippet(['Guide', 'Padded'], 'Padded code:', [{ lang: 'sh', code: `a${' '.repeat(200_000)}b  \n`, at: 12 }]);
  const started = performance.now();
  const text = formatUnit(unit([s], s.breadcrumb));
  assert.ok(performance.now() - started < 1_000, `${(performance.now() - started).toFixed(0)} ms`);
  assert.ok(text.includes(`a${' '.repeat(200_000)}b\n\`\`\``));
});

test('a small page grows to a whole unit titled by its top heading, sub-sections headed', () => {
  const page = [
    snippet(['Guide'], 'Intro.', [], 'guide'),
    snippet(['Guide', 'Install'], 'Install it.', [], 'install'),
    snippet(['Guide', 'Usage'], 'Use it.', [], 'usage'),
  ];
  const grown = growUnit(page, page[2]!);
  assert.deepEqual(grown.chunks.map((c) => c.id), page.map((c) => c.id));
  assert.deepEqual(grown.path, ['Guide']);
  const u = unit(grown.chunks, grown.path);
  assert.equal(unitTitle(u), 'Guide');
  assert.equal(unitSource(u), 'guide.md#guide');
  assert.equal(formatUnit(u), '### Guide\n\nSource: guide.md#guide\n\nIntro.\n\n#### Install\n\nInstall it.\n\n#### Usage\n\nUse it.');
});

test('a unit stops growing where the enclosing section would be too large', () => {
  const long = 'x'.repeat(UNIT_MAX_CHARS - 5);
  const page = [
    snippet(['Guide', 'Big'], long, [], 'big'),
    snippet(['Guide', 'Usage'], 'Use it.', [], 'usage'),
    snippet(['Guide', 'Usage', 'Options'], 'Options.', [], 'options'),
  ];
  const grown = growUnit(page, page[1]!);
  assert.deepEqual(grown.chunks.map((c) => c.id), [page[1]!.id, page[2]!.id]);
  assert.deepEqual(grown.path, ['Guide', 'Usage']);
});

test('a section too long for one unit keeps the hit and its nearest parts', () => {
  const part = 'y'.repeat(Math.floor(UNIT_MAX_CHARS / 3));
  const page = [1, 2, 3, 4, 5].map(() => snippet(['Guide', 'Reference'], part, [], 'reference'));
  const grown = growUnit(page, page[2]!);
  assert.ok(grown.chunks.includes(page[2]!));
  assert.ok(grown.chunks.length >= 2 && grown.chunks.length < 5, `${grown.chunks.length} parts`);
  const ids = grown.chunks.map((c) => c.id);
  assert.deepEqual(ids, [...ids].sort((a, b) => a - b));
});

test("a method's overloads share a heading path but not an anchor: a unit too small for all keeps to the hit's own", () => {
  // Javadoc: copy(File, File) and copy(File, File, boolean), each in two windows; the first one's tail is short.
  const path = ['Class FileUtils', 'Method Detail', 'copy'];
  const part = 'z'.repeat(Math.floor(UNIT_MAX_CHARS / 3));
  const page = [
    snippet(path, part, [], 'copy(File,File)'),
    snippet(path, 'Since: 1.4', [], 'copy(File,File)'),
    snippet(path, part, [], 'copy(File,File,boolean)'),
    snippet(path, part, [], 'copy(File,File,boolean)'),
  ];
  const grown = growUnit(page, page[2]!);
  assert.deepEqual(grown.chunks.map((c) => c.id), [page[2]!.id, page[3]!.id]);
  assert.deepEqual(grown.path, path);
  // All of them, when they fit.
  const small = [snippet(path, 'One.', [], 'copy(a)'), snippet(path, 'Two.', [], 'copy(a,b)')];
  assert.deepEqual(growUnit(small, small[1]!).chunks.map((c) => c.id), small.map((c) => c.id));
});

test('a hit between two units joins them into one answer, in page order', () => {
  const text = (what: string, n: number) => `${what} ${'It takes effect for each row proposed for insertion. '.repeat(n)}`;
  const { store, version, all } = indexed('/acme/sql', {
    'insert.md': [
      '# INSERT', '', '## ON CONFLICT clause', '', text('The clause names what happens on a conflict.', 20),
      '', '### conflict_target', '', text('Which conflicts the clause acts on.', 6),
      '', '### conflict_action', '', text('DO NOTHING, or DO UPDATE SET with the columns to change.', 8),
      '', '### index_predicate', '', text('Allows partial unique indexes to be inferred.', 40), '',
    ].join('\n'),
  });
  const titled = (title: string) => all.find((s) => s.title === title)!;
  const [clause, target, action] = ['ON CONFLICT clause', 'conflict_target', 'conflict_action'].map(titled);
  assert.ok(clause && target && action, all.map((s) => s.title).join(', '));
  // The clause and the action are found first (two units: the section is too large to be one), then the target
  // that stands between them.
  const ranked = [clause, action, target].map((snippet, i) => ({ snippet: snippet!, score: 1 - i / 10, coverage: 1 }));
  const units = answerUnits(store, version, ranked, 5);
  assert.equal(units.length, 1, units.map((u) => u.chunks.map((c) => c.title).join('+')).join(' | '));
  assert.deepEqual(units[0]!.chunks.map((c) => c.title), ['ON CONFLICT clause', 'conflict_target', 'conflict_action']);
  store.close();
});

test("an option of one subcommand does not join the next subcommand's option beside it: two answers", () => {
  const text = (what: string, n: number) => `${what} ${'It applies to the whole process tree being handled. '.repeat(n)}`;
  const { store, version, all } = indexed('/acme/ckpt', {
    'ckpt.md': [
      '# ckpt', '', '## Options', '',
      '### dump', '', text('Options of dump.', 2), '', '#### --tree', '', text('The tree to dump.', 20), '', '#### --freeze', '', text('Freeze the tree with the freezer.', 4),
      '', '### restore', '', text('Options of restore.', 2), '', '#### --sibling', '', text('Restore the tree as a sibling.', 4), '', '#### --detached', '', text('Detach after restoring.', 20), '',
      '### check', '', text('Checks what the kernel supports.', 60), '',
    ].join('\n'),
  });
  const titled = (title: string) => all.find((s) => s.title === title)!;
  const [freeze, restore, sibling] = ['--freeze', 'restore', '--sibling'].map(titled);
  assert.ok(freeze && restore && sibling, all.map((s) => s.title).join(', '));
  const ranked = [sibling, freeze, restore].map((snippet, i) => ({ snippet: snippet!, score: 1 - i / 10, coverage: 1 }));
  const units = answerUnits(store, version, ranked, 5);
  // Each subcommand's options are one answer: dump's option, a cousin of restore's beside it, is an answer of its own.
  assert.deepEqual(units.map((u) => u.chunks.map((c) => c.title)), [['restore', '--sibling', '--detached'], ['dump', '--freeze', '--tree']]);
  store.close();
});

test('the notes: names the docs never mention, nothing close, both, and no section at all', () => {
  const footer = 'Acme 1.0 documentation';
  const part = { unit: {} as AnswerUnit, text: '### Spin\n\nSource: spin.md', score: 1, source: 'spin.md' };
  assert.match(renderAnswer({ weak: false, undocumented: ['fs.glob'], parts: [part] }, footer), /^Note: `fs\.glob` does not appear in this documentation; the nearest sections follow\.\n\n### Spin/);
  assert.match(renderAnswer({ weak: true, undocumented: ['a.b', 'c_d', 'eF'] , parts: [part] }, footer), /^Note: `a\.b`, `c_d` and `eF` do not appear in this documentation, and no section matches the question closely; the nearest sections follow\.\n\n###/);
  assert.match(renderAnswer({ weak: true, undocumented: [], parts: [part] }, footer), /^Note: no section matches the question closely; the nearest sections follow\.\n\n###/);
  assert.match(renderAnswer({ weak: false, undocumented: [], parts: [part] }, footer), /^### Spin/);
  assert.match(renderAnswer({ weak: true, undocumented: ['fs.glob'], parts: [] }, footer), /^Note: `fs\.glob` does not appear in this documentation\.\n\nNo documentation section matches this question\.\n\n-{40}\nSource: Acme 1\.0 documentation$/);
});

test('a line of dashes inside a snippet (psql output) does not read as the line that separates snippets', () => {
  const output = "SELECT * FROM generate_series(1, 3);\n generate_series\n-----------------\n               1\n(3 rows)";
  const unit = { chunks: [snippet(['Set Returning Functions'], 'Examples:', [{ lang: 'sql', code: output }])], path: ['Set Returning Functions'] } as AnswerUnit;
  unit.hit = unit.chunks[0]!;
  const text = renderAnswer({ weak: false, undocumented: [], parts: [{ unit, text: formatUnit(unit), score: 1, source: 'x' }] }, 'Acme 1.0 documentation');
  // Split as a client splits an answer: at lines of ten or more dashes. Two parts: the snippet and the attribution.
  const parts = text.split(/^\s*-{10,}\s*$/m);
  assert.equal(parts.length, 2, text);
  assert.match(parts[0]!, /generate_series\n─{17}\n {15}1\n\(3 rows\)/);
  // Shorter rules and dashes inside a line stay as written; a rule with spaces or a carriage return around it does not.
  const code = 'a | b\n---+---\n---------\nx -------------- y\n  ----------  \r\nend';
  assert.match(formatUnit({ ...unit, chunks: [snippet(['x'], '', [{ lang: 'text', code }])] }), /---\+---\n-{9}\nx -{14} y\n {2}─{10} {2}\r\nend/);
});

test("a long question's answer keeps sections down to half the best score; a short one's down to 0.6", () => {
  const unit = (title: string, score: number) => {
    const chunk = snippet([title], `About ${title}.`, [], undefined, `${title.toLowerCase()}.md`);
    return { chunks: [chunk], path: [title], hit: chunk, score, coverage: 1 } as AnswerUnit;
  };
  const units = [unit('Best', 1), unit('Near', 0.62), unit('Half', 0.55), unit('Far', 0.45)];
  assert.deepEqual(packAnswer(units, 2450).parts.map((p) => p.unit.path[0]), ['Best', 'Near']);
  assert.deepEqual(packAnswer(units, 2450, { long: true }).parts.map((p) => p.unit.path[0]), ['Best', 'Near', 'Half']);
});

test("a unit of several entries of a reference's letter page is titled by the entry it was found by, not the letter", () => {
  const chain = snippet(['C', "(chain 'lst ..) -> lst"], 'Concatenates lists.', [], 'chain', 'refC.html');
  const cat = snippet(['C', "(catch 'any . prg) -> any"], 'Sets up a frame.', [], 'catch', 'refC.html');
  assert.equal(unitTitle({ chunks: [cat, chain], path: ['C'], hit: chain, score: 1, coverage: 1 }), "(chain 'lst ..) -> lst");
  // A page titled by a word keeps it.
  const own = snippet(['Lists', 'chain'], 'Concatenates lists.');
  assert.equal(unitTitle({ chunks: [own, snippet(['Lists', 'cat'], 'Joins.')], path: ['Lists'], hit: own, score: 1, coverage: 1 }), 'Lists');
});

test('a unit headed by a heading every entry has ("DESCRIPTION", "Default value") is titled with the subject above it', () => {
  const description = snippet(['curs_getch(3x)', 'DESCRIPTION'], 'The getch routine reads a character.', [], 'h2-DESCRIPTION');
  assert.equal(unitTitle(unit([description], description.breadcrumb)), 'curs_getch(3x): DESCRIPTION');
  const value = snippet(['Settings', 'KEYMAP', 'Default value'], 'none');
  assert.equal(unitTitle(unit([value], value.breadcrumb)), 'KEYMAP: Default value');
  // Javadoc's groups of members say whose they are.
  const constants = snippet(['Enum Class Feature', 'Enum Constant Details'], 'The constants.');
  assert.equal(unitTitle(unit([constants], constants.breadcrumb)), 'Enum Class Feature: Enum Constant Details');
  const own = snippet(['Guide', 'Install'], 'Install it.');
  assert.equal(unitTitle(unit([own], own.breadcrumb)), 'Install');
  const alone = snippet(['Description'], 'A page titled Description.');
  assert.equal(unitTitle(unit([alone], alone.breadcrumb)), 'Description');
});

test("same-named entries under different sub-headings of a unit say their group; other headings stay short", () => {
  const chunks = [
    snippet(['pacman', 'Sync Options', '-y, --refresh'], 'Download a fresh copy of the master package database.'),
    snippet(['pacman', 'Sync Options', '-u, --sysupgrade'], 'Upgrade all packages that are out of date.'),
    snippet(['pacman', 'File Options', '-y, --refresh'], 'Download fresh package file databases from the server.'),
  ];
  const text = formatUnit(unit(chunks, ['pacman']));
  assert.match(text, /\n#### Sync Options › -y, --refresh\n\nDownload a fresh copy[^]*\n#### -u, --sysupgrade\n[^]*\n#### File Options › -y, --refresh\n\nDownload fresh package file/);
  assert.doesNotMatch(formatUnit(unit(chunks.slice(0, 2), ['pacman'])), /›/);
});

test("a unit of sub-sections only points at its hit's anchor: the member asked about, not the first of its neighbours", () => {
  const parts = [snippet(['Reference', 'Parsing', 'XML_Parse'], 'Parses some input.', [], 'XML_Parse'), snippet(['Reference', 'Parsing', 'XML_ParseBuffer'], 'Parses the buffer.', [], 'XML_ParseBuffer')];
  const u = unit(parts, ['Reference', 'Parsing']);
  assert.equal(unitTitle(u), 'Parsing');
  assert.equal(unitSource(u), 'guide.md#XML_Parse');
  assert.equal(unitSource({ ...u, hit: parts[1]! }), 'guide.md#XML_ParseBuffer');
  // A unit with a section of its own points at that section, wherever its hit is.
  const root = snippet(['Reference', 'Parsing'], 'How input is parsed.', [], 'parsing');
  assert.equal(unitSource({ ...unit([root, ...parts], ['Reference', 'Parsing']), hit: parts[1]! }), 'guide.md#parsing');
});

test("a best section is weak when it holds little of the question, the more so as the question's words are ones the documentation never writes", () => {
  const s = snippet(['Guide', 'Limits'], 'The most bytes a transfer may use.', [], 'limits');
  const holding = (coverage: number) => [{ ...unit([s], s.breadcrumb), coverage }];
  // A short question: a fifth of it is weak, a third is not, unless half of its weight is in words the docs lack.
  assert.equal(packAnswer(holding(0.2), 2000, { long: false }).weak, true);
  assert.equal(packAnswer(holding(0.35), 2000, { long: false }).weak, false);
  assert.equal(packAnswer(holding(0.35), 2000, { long: false, unwritten: 0.5 }).weak, true);
  // A long question (a story, or a goal and API names) rarely has all of its words in one section: a fifth is not weak,
  // but a fifth with two fifths of its weight unwritten is.
  assert.equal(packAnswer(holding(0.2), 2000, { long: true }).weak, false);
  assert.equal(packAnswer(holding(0.2), 2000, { long: true, unwritten: 0.4 }).weak, true);
  assert.equal(packAnswer(holding(0.1), 2000, { long: true }).weak, true);
});

test("another window of the hit's own section does not lift its unit; a hit in another section of the unit does", () => {
  const sentence = 'Each attempt waits longer than the one before it, up to the configured ceiling. ';
  const { store, version, all } = indexed('/acme/http', {
    // A section of about 3,000 characters: two snippets (windows), one unit.
    'retries.md': ['# Retries', '', ...Array.from({ length: 6 }, () => sentence.repeat(6) + '\n')].join('\n'),
    'timeouts.md': ['# Timeouts', '', 'A request gives up after the timeout.', ''].join('\n'),
    'limits.md': ['# Limits', '', '## Rate', '', 'Requests per second.', '', '## Size', '', 'Bytes per request.', ''].join('\n'),
    'examples.md': ['# Examples', '', '## Example', '', 'Retry twice.', '', '## Example', '', 'Retry forever.', ''].join('\n'),
  });
  const windows = all.filter((s) => s.breadcrumb.join(' > ') === 'Retries');
  assert.equal(windows.length, 2, all.map((s) => `${s.breadcrumb.join(' > ')} (${s.description.length})`).join(', '));
  const titled = (crumb: string) => all.find((s) => s.breadcrumb[s.breadcrumb.length - 1] === crumb)!;
  const rank = (hits: [StoredSnippet, number][]) => answerUnits(store, version, hits.map(([snippet, score]) => ({ snippet, score, coverage: 1 })), 5);

  // The timeouts page scores best; the retries section's second window repeats its first's heading match.
  const windowed = rank([[titled('Timeouts'), 1], [windows[0]!, 0.95], [windows[1]!, 0.9]]);
  assert.equal(windowed[0]!.path.join(' > '), 'Timeouts', windowed.map((u) => `${u.path.join(' > ')} ${u.score.toFixed(3)}`).join(' | '));
  assert.equal(windowed[1]!.score, 0.95);

  // Two sections of one unit (the limits page grown whole) found apart: more likely the answer than either alone.
  const grown = rank([[titled('Timeouts'), 1], [titled('Rate'), 0.95], [titled('Size'), 0.9]]);
  assert.equal(grown[0]!.path.join(' > '), 'Limits', grown.map((u) => `${u.path.join(' > ')} ${u.score.toFixed(3)}`).join(' | '));
  assert.ok(grown[0]!.score > 1);

  // Two sibling sections headed alike ("Example", "Example") are two sections, told apart by their anchors.
  const examples = all.filter((s) => s.source === 'examples.md' && s.breadcrumb.join(' > ') === 'Examples > Example');
  assert.equal(examples.length, 2, examples.map((s) => s.anchor).join(', '));
  assert.notEqual(examples[0]!.anchor, examples[1]!.anchor);
  const siblings = rank([[titled('Timeouts'), 1], [examples[0]!, 0.95], [examples[1]!, 0.9]]);
  assert.equal(siblings[0]!.path.join(' > '), 'Examples', siblings.map((u) => `${u.path.join(' > ')} ${u.score.toFixed(3)}`).join(' | '));
  store.close();
});

test('the next window of a long section in the answer joins its part, in page order, while the budget allows', () => {
  const windows = ['first', 'second', 'third', 'fourth'].map((n) => snippet(['Guide', 'Retries'], `The ${n} window. ${'Each attempt waits longer than the one before it. '.repeat(30)}`, [], 'retries'));
  const [w1, w2, w3, w4] = windows as [StoredSnippet, StoredSnippet, StoredSnippet, StoredSnippet];
  const other = snippet(['Guide', 'Timeouts'], 'A request gives up after the timeout.', [], 'timeouts', 'timeouts.md');
  const part = (chunks: StoredSnippet[], score: number, path = chunks[0]!.breadcrumb) => ({ ...unit(chunks, path), score });
  const ids = (packed: ReturnType<typeof packAnswer>) => packed.parts.map((p) => p.unit.chunks.map((c) => c.id));
  // A window before the part and one after it join it, in page order, under one heading.
  const packed = packAnswer([part([w2], 1), part([other], 0.9), part([w1], 0.8), part([w3], 0.7)], 2450);
  assert.deepEqual(ids(packed), [[w1.id, w2.id, w3.id], [other.id]]);
  const text = packed.parts[0]!.text;
  assert.ok(text.indexOf('The first window') < text.indexOf('The second window') && text.indexOf('The second window') < text.indexOf('The third window'));
  assert.equal(text.match(/^#{3,4} /gm)!.length, 1);
  // A window that closes the gap between two parts of its section makes them one.
  assert.deepEqual(ids(packAnswer([part([w1], 1), part([w3], 0.9), part([w2], 0.8)], 2450)), [[w1.id, w2.id, w3.id]]);
  // A window apart from the part joins it too while the two fit in one unit, the text between them said to be left
  // out; so does a section of another heading on the page, after the part's own text.
  const apart = packAnswer([part([w3], 1), part([w1], 0.9)], 2450);
  assert.deepEqual(ids(apart), [[w1.id, w3.id]]);
  assert.equal(apart.parts[0]!.source, 'guide.md#retries');
  assert.match(apart.parts[0]!.text, /The first window[^]*\n\n\[…\]\n\nThe third window/);
  const next = snippet(['Guide', 'Backoff'], 'How long to wait between attempts.', [], 'backoff');
  const sibling = packAnswer([part([next], 1), part([w4], 0.9)], 2450);
  assert.deepEqual(ids(sibling), [[next.id, w4.id]]);
  assert.match(sibling.parts[0]!.text, /^### Guide\n\nSource: guide\.md#backoff\n\n#### Backoff\n\nHow long to wait[^]*\n#### Retries\n\nThe fourth window/);
  assert.doesNotMatch(sibling.parts[0]!.text, /\[…\]/);
  // Not when the two would outgrow a unit, nor from another page.
  const [long1, long2] = ['Limits', 'Quotas'].map((h) => snippet(['Guide', h], Array.from({ length: 90 }, (_, i) => `${h} rule ${i} applies here.`).join(' '), [], h.toLowerCase()));
  assert.ok(long1!.tokens * 4 + long2!.tokens * 4 > UNIT_MAX_CHARS);
  assert.equal(packAnswer([part([long1!], 1), part([long2!], 0.9)], 2450).parts.length, 2);
  assert.equal(packAnswer([part([w1], 1), part([other], 0.9)], 2450).parts.length, 2);
  // A window that grew into the next section: the part is titled by the heading they share.
  const grown = packAnswer([part([w3], 1), part([w4, next], 0.9, ['Guide'])], 2450);
  assert.deepEqual(ids(grown), [[w3.id, w4.id, next.id]]);
  assert.deepEqual(grown.parts[0]!.unit.path, ['Guide']);
  assert.match(grown.parts[0]!.text, /^#### Retries$/m);
  // Nor does a window join when the part would outgrow the budget.
  assert.deepEqual(ids(packAnswer([part([w2], 1), part([w1], 0.9)], 700)), [[w2.id]]);
});

test('a window joins the part of its own section before any other part of the page; the part it brings together with an earlier one goes into the earlier, which keeps its place and Source line', () => {
  const text = (n: number, what: string) => Array.from({ length: n }, (_, i) => `${what} note ${i} holds here.`).join(' ');
  // Quotas (about 2,400 characters), then Storage in windows of about 2,000 and 1,400: the second window fits with
  // Quotas but not the third, which is its own part.
  const quotas = snippet(['Guide', 'Quotas'], text(92, 'Quota'), [], 'quotas');
  const [s1, s2, s3] = [70, 47, 67].map((n, i) => snippet(['Guide', 'Storage'], text(n, `Storage ${i + 1}`), [], 'storage'));
  const part = (chunks: StoredSnippet[], score: number) => ({ ...unit(chunks, chunks[0]!.breadcrumb), score });
  const ids = (packed: ReturnType<typeof packAnswer>) => packed.parts.map((p) => p.unit.chunks.map((c) => c.id));
  assert.ok(quotas.tokens * 4 + s3!.tokens * 4 > UNIT_MAX_CHARS && quotas.tokens * 4 + s2!.tokens * 4 <= UNIT_MAX_CHARS);
  assert.deepEqual(ids(packAnswer([part([quotas], 1), part([s3!], 0.9), part([s2!], 0.8)], 2450)), [[quotas.id], [s2!.id, s3!.id]]);
  // The first window and the third do not fit together; the second, joining the first, brings the third's part in.
  assert.ok(s1!.tokens * 4 + s3!.tokens * 4 > UNIT_MAX_CHARS);
  const other = snippet(['Elsewhere'], 'Another page entirely.', [], 'elsewhere', 'other.md');
  const packed = packAnswer([part([s1!], 1), part([other], 0.95), part([s3!], 0.9), part([s2!], 0.8)], 2450);
  assert.deepEqual(ids(packed), [[s1!.id, s2!.id, s3!.id], [other.id]]);
  assert.equal(packed.parts[0]!.source, 'guide.md#storage');
  assert.match(packed.parts[0]!.text, /Storage 1 note 0[^]*Storage 2 note 0[^]*Storage 3 note 0/);
});

test('parts of one page: a window goes to its own section\'s part, resumed text after its sub-section, far chapters apart, a part grown near an earlier one into it; the nearby list names no section shown', () => {
  const text = (n: number, what: string) => Array.from({ length: n }, (_, i) => `${what} note ${i} holds here.`).join(' ');
  const at = (id: number, breadcrumb: string[], n: number, anchor: string) => ({ ...snippet(breadcrumb, text(n, breadcrumb.at(-1)!), [], anchor), id });
  const part = (chunks: StoredSnippet[], score: number, coverage = 1) => ({ ...unit(chunks, chunks[0]!.breadcrumb), score, coverage });
  const ids = (packed: ReturnType<typeof packAnswer>) => packed.parts.map((p) => p.unit.chunks.map((c) => c.id));
  // A window two snippets from another window of its section goes to that section's part, not to the best part.
  const backoff = at(1, ['Guide', 'Backoff'], 92, 'backoff');
  const [s3, s5] = [at(3, ['Guide', 'Storage'], 67, 'storage'), at(5, ['Guide', 'Storage'], 50, 'storage')];
  assert.deepEqual(ids(packAnswer([part([backoff], 1), part([s3], 0.9), part([s5], 0.8)], 2450)), [[1], [3, 5]]);
  // Text of a section resumed after its sub-section follows the sub-section, with no mark of text left out.
  const [t1, q2, t3] = [at(11, ['Guide', 'Disk'], 20, 'disk'), at(12, ['Guide', 'Disk', 'Quotas'], 20, 'quotas'), at(13, ['Guide', 'Disk'], 20, 'disk')];
  const resumed = packAnswer([part([t1], 1), part([q2], 0.9), part([t3], 0.8)], 2450);
  assert.deepEqual(ids(resumed), [[11, 12, 13]]);
  assert.doesNotMatch(resumed.parts[0]!.text, /\[…\]/);
  // Two chapters of a long page, far apart under its title only, stay apart; near, they join.
  const [ch1, ch2] = [at(21, ['Manual', 'Shell Grammar'], 20, 'grammar'), at(60, ['Manual', 'SVR4 Differences'], 20, 'svr4')];
  assert.equal(packAnswer([part([ch1], 1), part([ch2], 0.9)], 2450).parts.length, 2);
  assert.equal(packAnswer([part([ch1], 1), part([{ ...ch2, id: 30 }], 0.9)], 2450).parts.length, 1);
  // A part that a window brings near an earlier, better part goes into that one, which keeps its place and text first.
  const best = at(40, ['Guide', 'Limits'], 30, 'limits');
  const [w23, w24] = [at(23, ['Guide', 'Cache'], 30, 'cache'), at(24, ['Guide', 'Cache'], 30, 'cache')];
  const near = packAnswer([part([best], 1), part([w23], 0.9), part([w24], 0.8)], 2450);
  assert.deepEqual(near.parts.map((p) => p.unit.chunks[0]!.id), [40]);
  assert.equal(near.parts[0]!.source, 'guide.md#limits');
  // The weak answer's list of sections near it names none of the shown part's sections.
  const [r2, intro, r6] = [at(52, ['Guide', 'Retries'], 40, 'retries'), at(51, ['Guide'], 10, 'guide'), at(56, ['Guide', 'Retries'], 150, 'retries')];
  const weak = packAnswer([part([r2], 1, 0.1), part([intro], 0.9, 0.1), part([r6], 0.85, 0.1)], 2450, { undocumented: ['foo.bar'] });
  assert.ok(!(weak.nearby ?? []).some((u) => u.hit.anchor === 'retries'), (weak.nearby ?? []).map((u) => unitTitle(u)).join(', '));
});

test('an answer that matches nothing closely gets four fifths of the budget, for up to five sections; its best section may take it all', () => {
  const units = (coverage: number, repeat: number, count = 6) =>
    ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].slice(0, count).map((title, i) => {
      // Each on a page of its own: sections of one page that fit together are shown as one part.
      const chunk = snippet(['Guide', title], `${title}: ${'the nearest words of a long section. '.repeat(repeat)}`, [], undefined, `${title.toLowerCase()}.md`);
      return { chunks: [chunk], path: chunk.breadcrumb, hit: chunk, score: 1 - i * 0.01, coverage } as AnswerUnit;
    });
  // Sections of about 1,600 characters: five fit the whole budget, four its four fifths (five would fit nine tenths).
  const close = packAnswer(units(0.9, 41), 2450);
  const doubtful = packAnswer(units(0.2, 41), 2450);
  assert.equal(doubtful.weak, true);
  assert.equal(close.parts.length, 5);
  assert.equal(doubtful.parts.length, 4);
  // Of about 1,450: five fit its four fifths (four would fit three quarters).
  assert.equal(packAnswer(units(0.2, 37), 2450).parts.length, 5);
  // Short sections: five, not three as doubtful answers once had.
  assert.equal(packAnswer(units(0.2, 3), 2450).parts.length, 5);
  // A question naming an API the docs never mention, and nothing close: the nearest section, the others named only.
  const absent = packAnswer(units(0.2, 3), 2450, { undocumented: ['fs.glob'] });
  assert.deepEqual([absent.parts.length, absent.nearby?.length], [1, 4]);
  assert.match(renderAnswer(absent, 'Acme 1.0 documentation'), /^Note: `fs\.glob` does not appear in this documentation, and no section matches the question closely\. The nearest section follows; these are near it too:\n- Two \(two\.md\)\n- Three \(three\.md\)\n- Four \(four\.md\)\n- Five \(five\.md\)\n\n### One\n/);
  // Another window of the shown section, apart from it, is not named; nor is a section twice; nor does the nearby
  // list depend on what would have fitted: a long near section is named too.
  const [one, two, three] = units(0.2, 3, 3);
  const window = (of: AnswerUnit, score: number) => {
    const chunk = { ...of.hit, id: of.hit.id + 1000 };
    return { ...of, chunks: [chunk], hit: chunk, score } as AnswerUnit;
  };
  const long = { ...three!, chunks: [snippet(['Guide', 'Long'], 'words '.repeat(3000))], path: ['Guide', 'Long'], score: 0.97 } as AnswerUnit;
  long.hit = long.chunks[0]!;
  const listed = packAnswer([one!, window(one!, 0.99), two!, window(two!, 0.975), long], 2450, { undocumented: ['fs.glob'] });
  assert.deepEqual(listed.nearby?.map((u) => unitTitle(u)), ['Two', 'Long']);
  // Nor is the section shown as the best one's lead.
  const led = { ...one!, lead: two!.hit } as AnswerUnit;
  assert.deepEqual(packAnswer([led, two!, long], 2450, { undocumented: ['fs.glob'] }).nearby?.map((u) => unitTitle(u)), ['Long']);
  // Either note alone keeps the sections; so does a story of several sentences, whose names are most often its own code's.
  assert.equal(packAnswer(units(0.9, 3), 2450, { undocumented: ['fs.glob'] }).parts.length, 5);
  const story = packAnswer(units(0.2, 3), 2450, { undocumented: ['fs.glob'], story: true });
  assert.deepEqual([story.weak, story.parts.length, story.nearby], [true, 5, undefined]);
  assert.equal(packAnswer(units(0.2, 3), 2450).nearby, undefined);
  // A small budget: the best section fits the whole of it and is not cut to the four fifths.
  const alone = packAnswer(units(0.2, 45, 1), 520);
  assert.equal(alone.parts.length, 1);
  assert.doesNotMatch(alone.parts[0]!.text, /truncated/);
});

test("a unit grown around its hit keeps the hit's section, what holds it, and the sections that share a word or an option with the question, under their own headings", () => {
  const { store, version, all } = indexed('/acme/util', {
    'ionice.md': [
      '# ionice', '', 'Set the scheduling class of a process.', '',
      '## Options', '', 'The options below.', '',
      '### --class', '', 'Idle: a program only gets disk time when no other program has asked for it.', '',
      '### --pid', '', 'Which process to change.', '',
      '### -n', '', 'The priority within the class, from 0 to 7.', '',
      '### --help', '', 'Print a summary, e.g. of the options, and exit.', '',
      '### --version', '', 'Print the release and exit.', '',
      '## Exit status', '', 'What the command returns.', '',
      '### 1', '', 'No such process.', '',
    ].join('\n'),
    'disk.md': ['# disk', '', '## Idle', '', 'Time when nothing else runs.', '', '## Quota', '', 'Per user limits.', ''].join('\n'),
  });
  const titled = (title: string) => all.find((s) => s.breadcrumb[s.breadcrumb.length - 1] === title)!;
  const units = (question: string, hits: StoredSnippet[]) =>
    answerUnits(store, version, hits.map((snippet, i) => ({ snippet, score: 1 - i / 10, coverage: 1 })), 5, { mentions: mentionsQuestion(question, termRarity(store, version)) });
  const titles = (u: AnswerUnit) => u.chunks.map((c) => c.breadcrumb[c.breadcrumb.length - 1]);
  const idle = 'make a backup process use the disk only when idle';

  // The page grows whole around `--class`. `--pid` and exit status 1 share "process" with the question; `1` keeps
  // its heading, "Exit status", so that it does not read as an option. `-n`, help and version share nothing.
  const [page] = units(idle, [titled('--class')]);
  assert.deepEqual(titles(page!), ['ionice', 'Options', '--class', '--pid', 'Exit status', '1']);
  assert.deepEqual(page!.path, ['ionice']);
  assert.match(formatUnit(page!), /#### --pid\n\nWhich process to change\.\n\n#### Exit status\n\nWhat the command returns\.\n\n#### 1\n/);
  // Another section the ranking found is held to the same share: `--help` shares no word with the question and goes;
  // asked about what it holds, it stays.
  assert.deepEqual(titles(units(idle, [titled('--class'), titled('--help')])[0]!), ['ionice', 'Options', '--class', '--pid', 'Exit status', '1']);
  assert.ok(titles(units('print a summary of the idle class', [titled('--class'), titled('--help')])[0]!).includes('--help'));
  // A one-letter option the question names is found where it is written as one.
  assert.ok(titles(units('what does -n change when idle', [titled('--class')])[0]!).includes('-n'));
  // A lone letter of a word is not a word to find ("e" of "eBPF" in "e.g.").
  assert.equal(mentionsQuestion('attach an eBPF filter')(titled('--help')), 0);
  assert.equal(mentionsQuestion('print a summary')(titled('--help')), 2);
  // A page whose title holds a question word keeps its sections that hold a good share of what the best one holds:
  // the title's word and one more, yes; the title's word against three more, no.
  // The section found comes first, its neighbour after it.
  assert.deepEqual(titles(units('disk quota', [titled('Quota')])[0]!), ['Quota', 'Idle']);
  assert.deepEqual(titles(units('disk quota per user', [titled('Quota')])[0]!), ['Quota']);
  assert.deepEqual(titles(units('quota per user', [titled('Quota')])[0]!), ['Quota']);
  // Without a question every section stays, as before.
  assert.equal(answerUnits(store, version, [{ snippet: titled('--class'), score: 1, coverage: 1 }], 5)[0]!.chunks.length, 9);
  store.close();
});

test('a unit leaves out the sections that hold much less of the question than its best one: a common word in every option is not the question', () => {
  // Every option writes "file"; only --wait writes "exit" and "status". The rarity is the store's own.
  const option = (name: string, text: string) => [`### ${name}`, '', text, ''];
  const { store, version, all } = indexed('/acme/fetch', {
    'fetch.md': [
      '# fetch', '', '## Options', '', 'Each option below.', '',
      ...option('--output', 'Write the file to this path.'),
      ...option('--append', 'Add to the end of the file instead.'),
      ...option('--mode', 'The permission bits of a new file.'),
      ...option('--wait', 'Do not exit until the file is written; the exit status is that of the last write.'),
      ...option('--quiet', 'Print nothing about the file.'),
    ].join('\n'),
  });
  const titled = (title: string) => all.find((s) => s.breadcrumb[s.breadcrumb.length - 1] === title)!;
  const kept = (question: string, rarity?: Parameters<typeof mentionsQuestion>[1]) =>
    answerUnits(store, version, [{ snippet: titled('--wait'), score: 1, coverage: 1 }], 5, { mentions: mentionsQuestion(question, rarity) })[0]!.chunks.map(
      (c) => c.breadcrumb[c.breadcrumb.length - 1],
    );
  const question = 'which exit status when the file fails';
  assert.deepEqual(kept(question, termRarity(store, version)), ['Options', '--wait']);
  // Weighed alike, "file" is a third of what --wait holds, and every option stays: the hit first, under its heading.
  assert.deepEqual(kept(question), ['Options', '--wait', '--output', '--append', '--mode', '--quiet']);
  // A section the question's rare word names stays beside the hit.
  assert.deepEqual(kept('exit status and quiet file', termRarity(store, version)), ['Options', '--wait', '--quiet']);
  // No section holds a word of the question (the hit was found by a related word): only the hit's stays.
  assert.deepEqual(kept('paint it blue', termRarity(store, version)), ['Options', '--wait']);
  store.close();
});

test('a dotted name a man page writes in prose, not as code, is documented: its segments in a row are found', () => {
  // Asciidoctor writes `lfs.fetchexclude` in its constant-width font, which a man page's text does not keep as code.
  const { store, version } = indexed('/acme/lfs', {
    'lfs-config.5': [
      '.TH LFS-CONFIG 5', '.SH NAME', 'lfs-config \\- settings', '.SH SETTINGS', 'Settings of the transfer queue, read by the LFS API.',
      // A bullet item, as Asciidoctor writes one.
      '.sp', '.RS 4', '.ie n \\{\\', "\\h'-04'\\(bu\\h'+03'\\c", '.\\}', '.el \\{\\', '.  sp -1', '.  IP \\(bu 2.3', '.\\}',
      '\\f(CRlfs.fetch.retries\\fP', '.sp', 'How many times a fetch is tried.', '.RE', '',
    ].join('\n'),
  });
  assert.deepEqual(undocumentedNames(store, version, 'raise lfs.fetch.retries for a flaky network'), []);
  // A name the page never writes is still reported, though its segments stand in a row in prose ("the LFS API") or
  // stem alike (`retry`, "retries").
  assert.deepEqual(undocumentedNames(store, version, 'raise lfs.fetch.retrydelay for a flaky network'), ['lfs.fetch.retrydelay']);
  assert.deepEqual(undocumentedNames(store, version, 'point lfs.api at our server'), ['lfs.api']);
  assert.deepEqual(undocumentedNames(store, version, 'raise lfs.fetch.retry for a flaky network'), ['lfs.fetch.retry']);
  store.close();
});

test('a focused unit keeps a section whole (every window of it) and tells two sections of one heading apart', () => {
  const filler = 'Each attempt waits longer than the one before it, up to the configured ceiling. ';
  const { store, version, all } = indexed('/acme/guide', {
    'guide.md': [
      '# guide', '',
      '## Timeout', '', 'A request gives up after the timeout.', '',
      // About 2,800 characters: two windows; only the first writes "timeout".
      '## Retry', '', `After a timeout the request is sent again. ${filler.repeat(16)}`, '', filler.repeat(16), '',
      '## Example', '', 'Set the timeout to five seconds.', '',
      '## Example', '', 'Paint it blue.', '',
    ].join('\n'),
  });
  const retry = all.filter((s) => s.breadcrumb.join(' > ') === 'guide > Retry');
  assert.equal(retry.length, 2, all.map((s) => `${s.breadcrumb.join(' > ')} (${s.description.length})`).join(', '));
  const hit = all.find((s) => s.breadcrumb.join(' > ') === 'guide > Timeout')!;
  const [unit] = answerUnits(store, version, [{ snippet: hit, score: 1, coverage: 1 }], 5, { mentions: mentionsQuestion('request timeout') });
  const kept = unit!.chunks.map((c) => c.description.slice(0, 12));
  assert.deepEqual(kept, ['A request gi', 'After a time', 'Each attempt', 'Set the time'], kept.join(' | '));
  // The second "Example" is another section, not the hit's own.
  const example = all.find((s) => s.description.startsWith('Set the timeout'))!;
  const [own] = answerUnits(store, version, [{ snippet: example, score: 1, coverage: 1 }], 5, { mentions: mentionsQuestion('five seconds') });
  assert.deepEqual(own!.chunks.map((c) => c.description), ['Set the timeout to five seconds.']);
  store.close();
});

test('a section that says it is deprecated yields to the API that replaced it, however it is split, unless the question names it or asks what changed', () => {
  const filler = 'The key and the initialization vector are derived from the password with one round of MD5. ';
  // Each page is a section of its own, so that neither grows into the other.
  const { store, version, all } = indexed('/acme/crypto', {
    // About 2,800 characters: two windows, and only the first says it is deprecated.
    'cipher.md': ['# crypto.createCipher(password)', '', 'Stability: 0 - Deprecated: Use `createCipheriv()` instead.', '', filler.repeat(16), '', filler.repeat(16), ''].join('\n'),
    'scrypt.md': ['# crypto.scrypt(password, salt)', '', 'Derives a key from a password and a salt.', ''].join('\n'),
    'legacy.md': ['# CancelToken (deprecated)', '', 'Cancels a request.', ''].join('\n'),
    'abort.md': ['# AbortController', '', 'Cancels a request the modern way.', ''].join('\n'),
    // A use deprecated in a note of a current entry, and a parameter named so.
    'factorial.md': ['# factorial(n)', '', 'Return n factorial as an integer.', '', 'Deprecated since version 3.9: Accepting floats with integral values.', ''].join('\n'),
    'modules.md': ['# import_module(name, deprecated=False)', '', 'Import a module for a test.', ''].join('\n'),
    // A deprecated member of a small class: its unit grows to the class, which is not deprecated.
    'shield.md': ['# CloseShield', '', 'Keeps a stream open when a reader closes it.', '', '## CloseShield(in)', '', 'Deprecated. Use `wrap(in)` instead.', '', '## wrap(in)', '', 'Wraps a stream.', ''].join('\n'),
  });
  const page = (title: string) => all.filter((s) => s.breadcrumb[0] === title);
  const [, laterWindow] = page('crypto.createCipher(password)');
  assert.ok(laterWindow, 'the deprecated section is split in two windows');
  const scrypt = page('crypto.scrypt(password, salt)')[0]!;
  const first = (hits: StoredSnippet[], question = 'hash a password', aboutChanges = false) =>
    answerUnits(store, version, hits.map((snippet, i) => ({ snippet, score: 1 - i / 10, coverage: 1 })), 5, { outdated: outdatedFor(question, aboutChanges) })[0]!.hit;
  // The deprecated section's later window scored best; the section still yields (1 × 0.7 < 0.9).
  assert.equal(first([laterWindow, scrypt]), scrypt);
  assert.equal(first([laterWindow, scrypt], 'hash a password', true), laterWindow);
  // A question that names it gets it, by its whole name or its own.
  assert.equal(first([laterWindow, scrypt], 'crypto.createCipher with a password'), laterWindow);
  assert.equal(first([laterWindow, scrypt], 'createCipher with a password'), laterWindow);
  // A heading that says so.
  const [legacy, abort] = [page('CancelToken (deprecated)')[0]!, page('AbortController')[0]!];
  assert.equal(first([legacy, abort], 'cancel a request'), abort);
  // Not a note further down, nor a parameter's name.
  for (const title of ['factorial(n)', 'import_module(name, deprecated=False)']) {
    const current = page(title)[0]!;
    assert.equal(first([current, abort], 'anything'), current, title);
  }
  const constructor = all.find((s) => s.breadcrumb.join(' > ') === 'CloseShield > CloseShield(in)')!;
  assert.equal(first([constructor, abort], 'keep a stream open'), constructor);
  store.close();
});

test('a unit led by a deprecated entry that holds the live entry saying the same is the live entry\'s answer, cited and ranked as it', () => {
  const said = 'Convert a String to an int, returning a default value if the conversion fails. ';
  const filler = (i: number) => `Parses the text into a number of kind ${i}, rejecting blanks and signs it does not know. `.repeat(9);
  const { store, version, all } = indexed('/acme/numbers', {
    'NumberUtils.md': [
      '# NumberUtils', '', ...[0, 1, 2].flatMap((i) => [`## parse${i}(String)`, '', filler(i), '']),
      '## stringToInt(String, int)', '', 'Deprecated. Use `toInt(String, int)` instead.', '', said, '',
      '## toInt(String, int)', '', said, '',
      ...[3, 4, 5].flatMap((i) => [`## parse${i}(String)`, '', filler(i), '']),
    ].join('\n'),
    'Other.md': ['# Other', '', 'Converts a number to text with a default when the text is not a number.', ''].join('\n'),
  });
  const titled = (title: string) => all.find((s) => s.title === title)!;
  const [twin, live, other] = [titled('stringToInt(String, int)'), titled('toInt(String, int)'), titled('Other')];
  assert.ok(twin && live && other);
  const units = answerUnits(store, version, [
    { snippet: twin, score: 1, coverage: 1 },
    { snippet: other, score: 0.85, coverage: 1 },
    { snippet: live, score: 0.95, coverage: 1 },
  ], 5, { outdated: outdatedFor('parse a string to an int with a default', false) });
  assert.ok(units[0]!.chunks.some((c) => c.id === twin.id) && units[0]!.chunks.some((c) => c.id === live.id), units.map((u) => u.chunks.map((c) => c.title).join('+')).join(' | '));
  assert.equal(units[0]!.hit.id, live.id);
  // A live neighbour the deprecated entry does not name takes nothing over.
  const neighbour = all.find((s) => s.title === 'parse2(String)')!;
  const others = answerUnits(store, version, [
    { snippet: twin, score: 1, coverage: 1 },
    { snippet: neighbour, score: 0.95, coverage: 1 },
  ], 5, { outdated: outdatedFor('parse a string to an int with a default', false) });
  const withTwin = others.find((u) => u.chunks.some((c) => c.id === twin.id))!;
  assert.equal(withTwin.hit.id, twin.id);
  store.close();
});

test('a source names its file and anchor on one line, whatever a hostile page calls them', () => {
  const chunk = snippet(['Guide', 'Evil'], 'Text.', [], 'x\n\n### Injected');
  const unit = { chunks: [{ ...chunk, source: 'a\nb.md' }], path: chunk.breadcrumb, hit: chunk, score: 1, coverage: 1 } as AnswerUnit;
  assert.equal(unitSource(unit), 'a b.md#x ### Injected');
  assert.doesNotMatch(formatUnit(unit), /^### Injected/m);
});

test("code keeps its fence whatever backticks it holds: a Markdown example's own fences, or a hostile page's way out of the code", () => {
  const code = 'Intro\n```js\nrun()\n```\n~~~~\n### Injected\n``````';
  const chunk = snippet(['Guide', 'Fences'], 'See:', [{ lang: 'md', code }]);
  const text = formatUnit({ chunks: [chunk], path: chunk.breadcrumb, hit: chunk, score: 1, coverage: 1 } as AnswerUnit);
  assert.ok(text.includes(`\`\`\`\`\`\`\`md\n${code}\n\`\`\`\`\`\`\``), text);
  // Nor can its language: a backtick after a fence makes it no fence.
  const lang = snippet(['Guide', 'Lang'], 'See:', [{ lang: 'js`\n### Injected', code: 'run()' }]);
  assert.match(formatUnit({ chunks: [lang], path: lang.breadcrumb, hit: lang, score: 1, coverage: 1 } as AnswerUnit), /\n```js###Injected\nrun\(\)\n```$/);
  // Thousands of runs of backticks cost no more than a pass over them.
  const many = snippet(['Guide', 'Many'], 'See:', [{ lang: '', code: '` '.repeat(300_000) }]);
  assert.match(formatUnit({ chunks: [many], path: many.breadcrumb, hit: many, score: 1, coverage: 1 } as AnswerUnit), /^```\n/m);
});

/** A class page too large to grow whole: its description, then a Method Detail part of long member entries. */
function classPage(name: string, description: string, how = 'reads its input in blocks of four characters and writes the result to the output stream'): string {
  const filler = (method: string) => `The ${method} method of ${name} ${how}. `.repeat(12);
  return [
    `# Class ${name}`, '', description, '',
    '## Method Detail', '',
    '### encode(bytes)', '', 'Encodes bytes as text.', '', filler('encode'), '',
    '### decode(text)', '', 'Decodes text into bytes with the standard alphabet or the url-safe one.', '', filler('decode'), '',
    '### size(text)', '', 'Counts the bytes that text decodes to.', '', filler('size'), '',
  ].join('\n');
}

test("the best unit is headed by the description of the class that holds it, when the ranking found that too", () => {
  const about = 'Encodes and decodes Base64. The url-safe flag applies to encoding only: decoding reads both alphabets. This class is thread-safe.';
  const { store, version, all } = indexed('/acme/codec', {
    'codec.md': classPage('Codec', about),
    // Methods of their own, not copies of Codec's (a copy would be left out of the answer as a repeat).
    'other.md': classPage('Other', 'Reads Base32 and writes it back.', 'takes its input eight symbols at a time, checks the padding and returns the bytes it found'),
    'split.md': ['# Class Split', '', 'Splits streams. This class is thread-safe.', '', '## Method Detail', '', '### split(text)', '', Array.from({ length: 300 }, (_, i) => `Part ${i} of the text is split here.`).join(' '), ''].join('\n'),
    'long.md': classPage('LongCodec', `${about} ${'It follows RFC 4648 to the letter, padding and all. '.repeat(24)}`),
  });
  const of = (page: string, title: string) => all.find((s) => s.source === page && s.breadcrumb[s.breadcrumb.length - 1] === title)!;
  const answer = (hits: StoredSnippet[]) => {
    const units = answerUnits(store, version, hits.map((snippet, i) => ({ snippet, score: 1 - i / 10, coverage: 1 })), 5);
    return packAnswer(units, 2450).parts;
  };
  const [decode, description] = [of('codec.md', 'decode(text)'), of('codec.md', 'Class Codec')];
  assert.ok(description.id < decode.id);
  // The ranking found both: the member's entry, under its class's description, titled by the class.
  const parts = answer([decode, description]);
  // Titled and sourced by the member, as without it; the class's text first under its own heading, then the member's.
  assert.match(parts[0]!.text, /^### decode\(text\)\n\nSource: codec\.md#decodetext\n\n#### Class Codec\n\n[^\n]*decoding reads both alphabets[^]*\n#### decode\(text\)\n/);
  assert.equal(parts[0]!.lead, description);
  assert.equal(parts.filter((p) => p.text.includes('decoding reads both alphabets')).length, 1, 'said once');
  // Not a description the ranking did not find, nor one that is a chapter's opening.
  assert.doesNotMatch(answer([decode])[0]!.text, /both alphabets/);
  // (That description is on the member's page and fits in one unit with it: shown with it, as a part, not a lead.)
  assert.equal(answer([of('long.md', 'decode(text)'), of('long.md', 'Class LongCodec')])[0]!.lead, undefined);
  // Not when the unit is a window of a longer section: its other windows come first.
  const windows = all.filter((s) => s.source === 'split.md' && s.breadcrumb[s.breadcrumb.length - 1] === 'split(text)');
  assert.ok(windows.length >= 3, `${windows.length} windows`);
  assert.equal(answer([windows[windows.length - 1]!, of('split.md', 'Class Split')])[0]!.lead, undefined);
  // Only the best unit gets one: a later unit's would cost the units after it their place. (Its class text, found by
  // the ranking on the same page, is shown with it as a part of the page, where it stands.)
  const other = answer([decode, description, of('other.md', 'decode(text)'), of('other.md', 'Class Other')]);
  const otherDecode = other.find((p) => p.text.includes('decode method of Other'))!;
  assert.equal(otherDecode.lead, undefined);
  assert.match(otherDecode.text, /^### Class Other\n\nSource: other\.md#decodetext\n\n#### decode\(text\)\n[^]*\n#### Class Other\n\nReads Base32/);
  store.close();
});

test('libdocs query answers with a member entry under its class description', () => {
  const docs = join(tempDir(), 'docs');
  mkdirSync(docs);
  writeFileSync(join(docs, 'codec.md'), classPage('Codec', 'Encodes and decodes Base64. The url-safe flag applies to encoding only: decoding reads both alphabets. This class is thread-safe.'));
  writeFileSync(join(docs, 'hex.md'), classPage('Hex', 'Encodes and decodes hexadecimal digits, upper or lower case.'));
  const dataDir = tempDir();
  assert.equal(runCli(['add', docs, '--id', '/acme/codec', '--data-dir', dataDir]).status, 0);
  const answer = runCli(['query', '/acme/codec', 'Codec decode(text) url-safe alphabet', '--data-dir', dataDir]);
  assert.equal(answer.status, 0, answer.stderr);
  const first = answer.stdout.split(SNIPPET_SEPARATOR)[0]!;
  assert.match(first, /\n#### Class Codec\n\n[^\n]*decoding reads both alphabets[^]*\n#### decode\(text\)\n/);
  // The answer as data still names the entry the ranking found, not the class.
  const json = runCli(['query', '/acme/codec', 'Codec decode(text) url-safe alphabet', '--data-dir', dataDir, '--json']);
  const snippet = (JSON.parse(json.stdout) as { snippets: { source: string; text: string }[] }).snippets[0]!;
  assert.match(snippet.source, /^codec\.md#decodetext$/);
  assert.match(snippet.text, /decoding reads both alphabets/);
});

test('libdocs query shows two sections of one page that fit one unit as one part, in page order, each under its heading', () => {
  const docs = join(tempDir(), 'docs');
  mkdirSync(docs);
  // Options of about 1,300 characters: the page is too big for one unit, two options fit in one.
  const option = (name: string, what: string) => [`## --${name}`, '', `${what} ${Array.from({ length: 70 }, (_, i) => `Note ${i} on ${name}.`).join(' ')}`, ''];
  writeFileSync(join(docs, 'fetch.md'), ['# fetch', '', ...option('retries', 'How many times a failed download is tried again.'),
    ...option('output', 'Where the file is written.'), ...option('proxy', 'The proxy server to go through.'),
    ...option('timeout', 'Seconds to wait for the server before giving up.'), ...option('quiet', 'Print nothing but errors.')].join('\n'));
  writeFileSync(join(docs, 'other.md'), ['# other', '', ...option('timeout', 'Seconds another tool waits.')].join('\n'));
  const dataDir = tempDir();
  assert.equal(runCli(['add', docs, '--id', '/acme/fetch', '--data-dir', dataDir]).status, 0);
  const answer = runCli(['query', '/acme/fetch', 'fetch --retries and --timeout', '--data-dir', dataDir]);
  assert.equal(answer.status, 0, answer.stderr);
  const first = answer.stdout.split(SNIPPET_SEPARATOR)[0]!;
  assert.match(first, /^### fetch\n\nSource: fetch\.md#--retries\n\n#### --retries\n\nHow many times[^]*\n#### --timeout\n\nSeconds to wait/);
  // Not the sections between them, nor the other page's.
  assert.doesNotMatch(first, /--proxy|another tool/);
  // As data, the part names the same Source as its text.
  const json = runCli(['query', '/acme/fetch', 'fetch --retries and --timeout', '--data-dir', dataDir, '--json']);
  assert.equal((JSON.parse(json.stdout) as { snippets: { source: string }[] }).snippets[0]!.source, 'fetch.md#--retries');
});

test("a lead is all of its section's own text, before the unit; a unit of that section's parts takes its text without a heading of its own", () => {
  // Entries of about 1,600 characters: two fit one unit, a section of three does not.
  const explain = (what: string) => `<p>${what} ${'Explained at some length so that the entry says what it does. '.repeat(25)}</p>`;
  const entry = (id: string, name: string) => `<div id="${id}" class="dlist"><dl><dt>${name}</dt><dd>${explain(`The ${name} option sets the ${name}.`)}</dd></dl></div>`;
  const { store, version, all } = indexed('/acme/tool', {
    // Text before the options and text resumed after one: two windows of one heading.
    'resumed.html': `<html><body><main><h1>Tool</h1><h2 id="opts">Options</h2><p>Options are read at start.</p>${entry('o1', 'base_dir')}<p>Options below this point are deprecated.</p>${entry('o2', 'max_size')}${entry('o3', 'min_size')}</main></body></html>`,
    // The section's only text comes after its options.
    'after.html': `<html><body><main><h1>Other</h1><h2 id="keys">Keys</h2>${entry('k1', 'key_file')}${entry('k2', 'key_size')}${entry('k3', 'key_type')}<p>An example of a keys file follows here.</p></main></body></html>`,
    // Text before the options only.
    'before.html': `<html><body><main><h1>Third</h1><h2 id="flags">Flags</h2><p>Flags change how the tool runs.</p>${entry('f1', 'verbose')}${entry('f2', 'quiet')}${entry('f3', 'debug')}</main></body></html>`,
  });
  const of = (page: string, title: string) => all.find((s) => s.source === page && s.title.startsWith(title))!;
  const first = (hits: StoredSnippet[]) => {
    const units = answerUnits(store, version, hits.map((snippet, i) => ({ snippet, score: 1 - i / 10, coverage: 1 })), 5);
    return packAnswer(units, 2450).parts[0]!;
  };
  const resumed = all.filter((s) => s.source === 'resumed.html' && s.breadcrumb[s.breadcrumb.length - 1] === 'Options');
  assert.equal(resumed.length, 2, 'the Options heading has two windows');
  for (const window of resumed) assert.equal(first([of('resumed.html', 'max_size'), window]).lead, undefined);
  const trailing = all.find((s) => s.source === 'after.html' && s.breadcrumb[s.breadcrumb.length - 1] === 'Keys')!;
  assert.equal(first([of('after.html', 'key_size'), trailing]).lead, undefined);
  // Two entries joined are the Flags section without its own text (an entry stands between): that text heads them,
  // under the unit's title.
  const intro = all.find((s) => s.source === 'before.html' && s.breadcrumb[s.breadcrumb.length - 1] === 'Flags')!;
  const flags = first([of('before.html', 'quiet'), of('before.html', 'debug'), intro]);
  assert.equal(flags.lead, intro);
  assert.match(flags.text, /^### Flags\n\nSource: [^\n]+\n\nFlags change how the tool runs\.\n\n#### quiet\n/);
  store.close();
});

test("the share of a question's weight in words the documentation never writes, each word weighed by its rarity there", () => {
  const { store, version } = indexed('/acme/cache', {
    'cache.md': ['# Cache', '', 'Entries expire after the time to live.', '', '## Size', '', 'The cache holds at most this many entries.', ''].join('\n'),
  });
  assert.equal(unwrittenShare(store, version, 'cache entries expire'), 0);
  // "blockchain" is written nowhere: the rarest weight there is, so more than its third of the words.
  const share = unwrittenShare(store, version, 'cache entries blockchain');
  assert.ok(share > 1 / 3 && share < 1, String(share));
  assert.equal(unwrittenShare(store, version, 'blockchain ledger'), 1);
  assert.equal(unwrittenShare(store, version, 'the of'), 0);
  // A qualified name the prose writes (its segments in a row) is written, though the full-text index holds it as
  // two words; one the docs never write is not.
  const { store: lfs, version: lfsVersion, all } = indexed('/acme/lfs', {
    'config.md': ['# Config', '', 'Set lfs.url to your server. Prices are in $ only.', ''].join('\n'),
  });
  assert.equal(unwrittenShare(lfs, lfsVersion, 'set `lfs.url` for my server'), 0);
  assert.ok(unwrittenShare(lfs, lfsVersion, 'set `lfs.pushurl` for my server') > 0);
  // A word the full-text index cannot find counts as written when the answer's best section holds it, and a term of
  // no letter or digit says nothing.
  assert.ok(unwrittenShare(lfs, lfsVersion, 'prices in $ only') === 0);
  assert.ok(unwrittenShare(lfs, lfsVersion, 'lfs blockchain') > 0);
  assert.equal(unwrittenShare(lfs, lfsVersion, 'lfs blockchain', all.map((c) => ({ ...c, description: `${c.description} blockchain` }))), 0);
  lfs.close();
  store.close();
});

test('a licence ranks below the reference that answers, unless the question is about licensing', () => {
  for (const [title, legal] of [
    ['GNU LESSER GENERAL PUBLIC LICENSE', true], ['A.1 License for copying the M4 package', true], ['Apache License, Version 2.0', true],
    ['Legal Notice', true], ['History and License', true], ['The MIT License (MIT)', true], ['GNU General Public License v3.0', true],
    ['BSD 3-Clause License', true], ['Appendix A Copying This Manual', true], ['License: polkit Reference Manual', true], ['COPYING', true],
    ['File: LICENSE', true], ['File: LICENSE.txt', true], ['File: README', false], ['File: Copying', false],
    ['Licenses Guide', false], ['Licensing', false], ['License keys', false], ['Copying', false], ['Apache', false], ['The License Server', false],
  ] as const) {
    assert.equal(isLegalText(title), legal, title);
  }
  const { store, version } = indexed('/acme/solver', {
    'LGPL.md': ['# GNU LESSER GENERAL PUBLIC LICENSE', '', 'When a user of your application presses cancel to stop a long solve, the work stops; you may call the library.', ''].join('\n'),
    'abort.md': ['# put_abortfunc', '', 'Sets a function the solver calls during a long solve; it returns true to stop when the user presses cancel.', ''].join('\n'),
  });
  const first = (question: string) => rankSnippets(store, version, question)[0]!.snippet.source;
  assert.equal(first('stop a long solve when the user presses cancel in my application'), 'abort.md');
  assert.equal(first('may I call the library from my proprietary application under its license'), 'LGPL.md');
  store.close();
});
