import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseMarkdown } from '../../../src/engine/parse/markdown.ts';
import { toSnippets } from '../../../src/engine/parse/snippets.ts';
import type { ParsedPage } from '../../../src/engine/types.ts';

const sentence = (words: number, word = 'word'): string => `${Array.from({ length: words }, () => word).join(' ')}.`;

test('one snippet per section, breadcrumbs along the heading path, empty sections skipped; a heading without an anchor cites the nearest above it', () => {
  const page: ParsedPage = {
    title: 'Guide',
    sections: [
      { level: 0, heading: '', blocks: [{ type: 'text', text: 'Before any heading.' }] },
      { level: 1, heading: 'Guide', anchor: 'guide', blocks: [{ type: 'text', text: 'Welcome.' }] },
      { level: 2, heading: 'Install', anchor: 'install', blocks: [{ type: 'text', text: 'Install it:' }, { type: 'code', code: '$ npm install guide' }] },
      { level: 3, heading: 'Empty', anchor: 'empty', blocks: [] },
      { level: 4, heading: 'Deep', blocks: [{ type: 'code', lang: 'python3', code: 'print(1)' }] },
      { level: 2, heading: 'Usage', anchor: 'usage', blocks: [{ type: 'text', text: '  Use   it.  ' }] },
    ],
  };
  assert.deepEqual(toSnippets(page, 'docs/guide.md'), [
    { kind: 'info', title: 'Guide', description: 'Before any heading.', code: [], breadcrumb: ['Guide'], source: 'docs/guide.md' },
    { kind: 'info', title: 'Guide', description: 'Welcome.', code: [], breadcrumb: ['Guide'], source: 'docs/guide.md', anchor: 'guide' },
    {
      kind: 'code',
      title: 'Install',
      description: 'Install it:',
      code: [{ lang: 'bash', code: '$ npm install guide', at: 11 }],
      breadcrumb: ['Guide', 'Install'],
      source: 'docs/guide.md',
      anchor: 'install',
    },
    {
      kind: 'code',
      title: 'Deep',
      description: '',
      code: [{ lang: 'python', code: 'print(1)', at: 0 }],
      breadcrumb: ['Guide', 'Install', 'Empty', 'Deep'],
      source: 'docs/guide.md',
      anchor: 'empty',
    },
    { kind: 'info', title: 'Usage', description: 'Use it.', code: [], breadcrumb: ['Guide', 'Usage'], source: 'docs/guide.md', anchor: 'usage' },
  ]);
});

test('a long section is split at block boundaries; code stays with the paragraph before it, a code block over the limit is cut at blank lines', () => {
  const p1 = sentence(30); // 150 characters
  const code1 = `const client = create();\n${'client.call();\n'.repeat(12)}`.trimEnd(); // 204
  const p3 = sentence(20, 'more'); // 100
  const code2 = `${'  client.close(); // indented\n'.repeat(8)}`.trimEnd(); // 239
  const recipe = (name: string) => `def ${name}():\n${'    x = 1\n'.repeat(20)}`.trimEnd(); // 211
  const huge = ['one', 'two', 'three'].map(recipe).join('\n\n'); // 646, larger than the limit
  const page: ParsedPage = {
    title: 'API',
    sections: [
      {
        level: 2,
        heading: 'Client',
        anchor: 'client',
        blocks: [
          { type: 'text', text: p1 },
          { type: 'text', text: 'Create a client. Then call it like this:' },
          { type: 'code', lang: 'js', code: code1 },
          { type: 'text', text: p3 },
          { type: 'text', text: 'Finally, close it:' },
          { type: 'code', code: code2 },
          { type: 'code', code: huge },
        ],
      },
    ],
  };
  const snippets = toSnippets(page, 'api.md', { maxChars: 300 });
  assert.deepEqual(
    snippets.map((s) => [s.kind, s.title, s.description, s.code.map((c) => c.code)]),
    [
      ['info', 'Client', p1, []],
      ['code', 'Client — Then call it like this', 'Create a client. Then call it like this:', [code1]],
      ['info', 'Client', p3, []],
      ['code', 'Client — Finally, close it', 'Finally, close it:', [code2]],
      ['code', 'Client', '', [recipe('one')]],
      ['code', 'Client', '', [recipe('two')]],
      ['code', 'Client', '', [recipe('three')]],
    ],
  );
  for (const s of snippets) {
    assert.deepEqual(s.breadcrumb, ['API', 'Client']);
    assert.equal(s.anchor, 'client');
  }
  // Code indentation is kept.
  assert.ok(snippets[3]!.code[0]!.code.startsWith('  client.close();'));
});

test('an overlong paragraph is cut at sentence ends; the intro sentence title is shortened to about 80 characters, and is no clause, tag or word or two', () => {
  const long = Array.from({ length: 12 }, (_, i) => `Sentence number ${i} is here to make the paragraph long enough.`).join(' ');
  const intro = `This is a very long introduction that goes on and on about the thing you will see next in the code:`;
  const page: ParsedPage = {
    sections: [
      {
        level: 1,
        heading: 'Long',
        blocks: [
          { type: 'text', text: long },
          { type: 'text', text: intro },
          { type: 'code', code: 'a()' },
          { type: 'text', text: 'Again:' },
          { type: 'code', code: 'b()'.repeat(100) },
          { type: 'text', text: 'Example, for the high security concern,' },
          { type: 'code', code: 'c()'.repeat(100) },
          { type: 'text', text: 'Arithmetic on dates. (HyperSQL)' },
          { type: 'code', code: 'd()'.repeat(100) },
        ],
      },
    ],
  };
  const snippets = toSnippets(page, 'long.md', { maxChars: 300 });
  const texts = snippets.filter((s) => s.kind === 'info').map((s) => s.description);
  assert.ok(texts.length >= 3);
  for (const t of texts) {
    assert.ok(t.length <= 300, `${t.length}`);
    assert.match(t, /\.$/);
  }
  assert.equal(texts.join(' '), long);
  const code = snippets.filter((s) => s.kind === 'code');
  assert.deepEqual(
    code.map((s) => s.title),
    ['Long — This is a very long introduction that goes on and on about the thing you will…', 'Long', 'Long', 'Long'],
  );
});

test('repeated sections within a page are merged; page title equal to the first heading is not repeated', () => {
  const page = parseMarkdown('# Tool\n\n## Setup\n\nRun `tool init`.\n\n## Setup again\n\nRun `tool  init`.\n\n## Nothing\n');
  const snippets = toSnippets(page, 'README.md');
  assert.deepEqual(
    snippets.map((s) => [s.title, s.breadcrumb, s.description]),
    [['Setup', ['Tool', 'Setup'], 'Run `tool init`.']],
  );
});

test('without a page title the preamble is named after the file', () => {
  const snippets = toSnippets({ sections: [{ level: 0, heading: '', blocks: [{ type: 'text', text: 'Hello.' }] }] }, 'docs/intro.rst.txt');
  assert.equal(snippets[0]!.title, 'intro');
  assert.deepEqual(snippets[0]!.breadcrumb, ['intro']);
});

test('two options on one page explained by the same sentence are two snippets; a block written twice under one heading is one', () => {
  const page = parseMarkdown('# tool\n\n## Options\n\n### -q\n\nSuppress all output.\n\n### --silent\n\nSuppress all output.\n\n### -v\n\nMore output.\n\nMore output.\n');
  const snippets = toSnippets(page, 'tool.md');
  assert.deepEqual(snippets.map((s) => [s.title, s.description]), [['-q', 'Suppress all output.'], ['--silent', 'Suppress all output.'], ['-v', 'More output.\n\nMore output.']]);
  // So are one option of two sub-commands (usbguard's add-user and remove-user); twice under one sub-command, it is one.
  const commands = parseMarkdown('# usbguard\n\n## add-user\n\n### -g, --group\n\nThe name is a group.\n\n## remove-user\n\n### -g, --group\n\nThe name is a group.\n\n### -g, --group\n\nThe name is a group.\n');
  assert.deepEqual(toSnippets(commands, 'usbguard.md').map((s) => s.breadcrumb.join(' › ')), ['usbguard › add-user › -g, --group', 'usbguard › remove-user › -g, --group']);
  // So are two functions documented alike, named by a signature or a hyphenated name (Lisp's SORT and STABLE-SORT);
  // sections headed in words that say the same are one.
  const lisp = parseMarkdown('# Sequences\n\n## SORT (sequence predicate)\n\nSorts SEQUENCE.\n\n## STABLE-SORT (sequence predicate)\n\nSorts SEQUENCE.\n\n## DOUBLE-FLOAT-EPSILON\n\nSorts SEQUENCE.\n\n## Install (Linux)\n\nRun it.\n\n## Install (BSD)\n\nRun it.\n\n## Add-ons\n\nRun it.\n\n## Follow-up\n\nRun it.\n');
  assert.deepEqual(toSnippets(lisp, 'seq.md').map((s) => s.title), ['SORT (sequence predicate)', 'STABLE-SORT (sequence predicate)', 'DOUBLE-FLOAT-EPSILON', 'Install (Linux)']);
});

test("a table too long for one window is cut between rows, each window under the table's header row", () => {
  const rows = Array.from({ length: 60 }, (_, i) => `| FST_ERR_${i} | The thing number ${i} failed for a reason that takes some words to say. | Do the right thing for case ${i}. |`).join('\n');
  const page = parseMarkdown(`# Errors\n\n## Codes\n\n| Code | Description | How to solve |\n|---|---|---|\n${rows}\n`);
  const windows = toSnippets(page, 'Errors.md');
  assert.ok(windows.length > 1, String(windows.length));
  for (const w of windows) assert.equal(w.description.split('\n')[0], 'Code | Description | How to solve');
  // Every row once, in order.
  assert.deepEqual(windows.flatMap((w) => w.description.split('\n').slice(1)).map((r) => r.split(' | ')[0]), Array.from({ length: 60 }, (_, i) => `FST_ERR_${i}`));
  // A table whose first line is a row (code, a number, a sentence) is cut as text: its first row is not repeated.
  const headless = { title: 'T', sections: [{ level: 1, heading: 'Codes', blocks: [{ type: 'text' as const, text: Array.from({ length: 400 }, (_, i) => `code_${i} | fails | retry later`).join('\n') }] }] };
  const cut = toSnippets(headless, 'codes.md');
  assert.ok(cut.length > 1, String(cut.length));
  assert.equal(cut.filter((w) => w.description.includes('code_0 |')).length, 1);
});

test("a section's short last window joins the one before it, a little over the size; a longer tail stays a window", () => {
  const para = (word: string, n: number) => `${`${word} `.repeat(Math.floor(n / (word.length + 1))).trim()}.`;
  const section = (tail: string): ParsedPage => ({
    sections: [{ level: 1, heading: 'copy', blocks: [{ type: 'text', text: para('Source', 280) }, { type: 'text', text: para('Target', 280) }, { type: 'text', text: tail }] }],
  });
  const short = toSnippets(section('Throws: IOException - if the copy fails.'), 'a.html', { maxChars: 300 });
  assert.equal(short.length, 2);
  assert.match(short[1]!.description, /Target[^]*Throws: IOException/);
  assert.equal(toSnippets(section(para('Since', 250)), 'a.html', { maxChars: 300 }).length, 3);
});

test("the results knitr and reprex print under R's code (`#>` lines) are left out of the code; a block of them alone stays", () => {
  const filter = ['starwars %>% filter(skin_color == "light")', '#> # A tibble: 11 × 14', '#>   name      height  mass', '#> 1 Luke Skywalker  172    77', 'nrow(starwars)', '#> [1] 87'].join('\n');
  const page: ParsedPage = {
    title: 'Introduction to dplyr',
    sections: [
      { level: 2, heading: 'Filter rows', anchor: 'filter', blocks: [{ type: 'text', text: 'Select rows by their values:' }, { type: 'code', lang: 'r', code: filter }] },
      { level: 2, heading: 'Prompt', anchor: 'prompt', blocks: [{ type: 'code', code: '#> show version\n#> show running-config' }] },
      { level: 2, heading: 'PowerShell', anchor: 'ps', blocks: [{ type: 'code', code: '<#\n.SYNOPSIS\nGets a widget.\n#>\nfunction Get-Widget {}' }] },
      { level: 2, heading: 'Python', anchor: 'py', blocks: [{ type: 'code', lang: 'python', code: 'x = 1\n#> not R output' }] },
    ],
  };
  const [rows, prompt, powershell, python] = toSnippets(page, 'dplyr.html');
  assert.match(powershell!.code[0]!.code, /^#>$/m);
  assert.match(python!.code[0]!.code, /#> not R output/);
  assert.deepEqual(rows!.code.map((c) => c.code), ['starwars %>% filter(skin_color == "light")\nnrow(starwars)']);
  assert.deepEqual(prompt!.code.map((c) => c.code), ['#> show version\n#> show running-config']);
});
