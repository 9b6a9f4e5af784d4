/**
 * One suite over every parser: each feature of a documentation page is written in every format that has it,
 * and every parser must turn it into the same page model (the formats' own quirks are in their own test files).
 * A format missing from a feature's table does not have that feature; the note says why where it is not plain.
 * Parsed through parseFile, so the choice of parser by file name is tested too.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseFile } from '../../../src/engine/parse/index.ts';
import type { Block, ParsedPage } from '../../../src/engine/types.ts';

type Format = 'md' | 'mdx' | 'html' | 'rst' | 'txt' | 'd.ts';
const PARSERS: Format[] = ['md', 'mdx', 'html', 'rst', 'txt', 'd.ts'];

interface Feature {
  name: string;
  /** The same content in each format that can express it (MDX reads the Markdown one unless it has its own). */
  sources: Partial<Record<Format, string>>;
  check: (page: ParsedPage, format: string) => void;
  /** Formats that have no way to write this feature, and why. */
  absent?: Partial<Record<Format, string>>;
}

const texts = (page: ParsedPage): string[] =>
  page.sections.flatMap((s) => s.blocks.filter((b): b is Extract<Block, { type: 'text' }> => b.type === 'text').map((b) => b.text));

const FEATURES: Feature[] = [
  {
    name: 'headings: three levels, the first is the title, ids become anchors',
    sources: {
      md: '# Widgets\n\nIntro.\n\n## Installing\n\nRun it.\n\n### From source\n\nBuild it.\n',
      html: '<html><head><title>Widgets</title></head><body><main><h1>Widgets</h1><p>Intro.</p><h2 id="installing">Installing</h2><p>Run it.</p><h3 id="from-source">From source</h3><p>Build it.</p></main></body></html>',
      rst: 'Widgets\n=======\n\nIntro.\n\nInstalling\n----------\n\nRun it.\n\nFrom source\n~~~~~~~~~~~\n\nBuild it.\n',
    },
    check: (page) => {
      assert.equal(page.title, 'Widgets');
      assert.deepEqual(page.sections.map((s) => [s.level, s.heading]), [[1, 'Widgets'], [2, 'Installing'], [3, 'From source']]);
      assert.deepEqual(page.sections.slice(1).map((s) => s.anchor), ['installing', 'from-source']);
      assert.deepEqual(texts(page), ['Intro.', 'Run it.', 'Build it.']);
    },
    absent: { txt: 'plain text has two underline levels (see text.test.ts)', 'd.ts': 'declarations have no headings of their own' },
  },
  {
    name: 'a code block keeps its language, apart from the prose that introduces it',
    sources: {
      md: '# Widgets\n\nDraw one:\n\n```python\nprint("hi")\n```\n',
      html: '<main><h1>Widgets</h1><p>Draw one:</p><pre><code class="language-python">print("hi")</code></pre></main>',
      rst: 'Widgets\n=======\n\nDraw one:\n\n.. code-block:: python\n\n   print("hi")\n',
    },
    check: (page) => {
      assert.deepEqual(page.sections[0]!.blocks, [{ type: 'text', text: 'Draw one:' }, { type: 'code', lang: 'python', code: 'print("hi")' }]);
    },
    absent: { txt: 'plain text has no code blocks', 'd.ts': 'a declaration file is all TypeScript (see API entries)' },
  },
  {
    name: 'inline code keeps its backticks',
    sources: {
      md: '# Widgets\n\nCall `widget.render()` to draw.\n',
      html: '<main><h1>Widgets</h1><p>Call <code>widget.render()</code> to draw.</p></main>',
      rst: 'Widgets\n=======\n\nCall ``widget.render()`` to draw.\n',
      'd.ts': '/**\n * Call `widget.render()` to draw.\n */\nexport declare function draw(): void;\n',
    },
    check: (page) => assert.deepEqual(texts(page), ['Call `widget.render()` to draw.']),
    absent: { txt: 'plain text has no inline markup' },
  },
  {
    name: 'a table becomes rows of cells, header first',
    sources: {
      md: '# Widgets\n\n| Option | Default |\n| --- | --- |\n| size | 10 |\n',
      html: '<main><h1>Widgets</h1><table><tr><th>Option</th><th>Default</th></tr><tr><td>size</td><td>10</td></tr></table></main>',
      rst: 'Widgets\n=======\n\n======  =======\nOption  Default\n======  =======\nsize    10\n======  =======\n',
    },
    check: (page) => assert.deepEqual(texts(page), ['Option | Default\nsize | 10']),
    absent: { txt: 'plain text has no table syntax', 'd.ts': 'declarations have no tables' },
  },
  {
    name: 'a definition list pairs each term with its definition',
    sources: {
      html: '<main><h1>Widgets</h1><dl><dt>timeout</dt><dd>Milliseconds to wait.</dd></dl></main>',
      rst: 'Widgets\n=======\n\ntimeout\n   Milliseconds to wait.\n',
    },
    check: (page) => assert.deepEqual(texts(page), ['timeout: Milliseconds to wait.']),
    absent: { md: 'CommonMark and GFM have no definition lists', mdx: 'as Markdown', txt: 'no syntax', 'd.ts': 'no syntax' },
  },
  {
    name: 'a link keeps its text, not its markup',
    sources: {
      md: '# Widgets\n\nRead [the guide](https://example.com/guide) first.\n',
      html: '<main><h1>Widgets</h1><p>Read <a href="https://example.com/guide">the guide</a> first.</p></main>',
      rst: 'Widgets\n=======\n\nRead `the guide <https://example.com/guide>`_ first.\n',
      'd.ts': '/**\n * Read {@link https://example.com/guide | the guide} first.\n */\nexport declare function draw(): void;\n',
    },
    check: (page) => assert.deepEqual(texts(page), ['Read the guide first.']),
    absent: { txt: 'a URL in plain text is text' },
  },
  {
    name: 'a bullet list keeps one item a line',
    sources: {
      md: '# Widgets\n\n- one\n- two\n',
      html: '<main><h1>Widgets</h1><ul><li>one</li><li>two</li></ul></main>',
      rst: 'Widgets\n=======\n\n- one\n- two\n',
      txt: 'Widgets\n=======\n\n- one\n- two\n',
    },
    check: (page) => assert.deepEqual(texts(page), ['- one\n- two']),
    absent: { 'd.ts': 'no syntax' },
  },
  {
    name: "the page's metadata gives its description (front matter, meta tag, meta directive); front matter's also opens the page's text, as a site's theme shows it",
    sources: {
      md: '---\ntitle: Widgets\ndescription: How to use widgets.\n---\n\n# Widgets\n\nText.\n',
      html: '<html><head><title>Widgets</title><meta name="description" content="How to use widgets."></head><body><main><h1>Widgets</h1><p>Text.</p></main></body></html>',
      rst: '.. meta::\n   :description: How to use widgets.\n\nWidgets\n=======\n\nText.\n',
    },
    check: (page, format) => {
      assert.equal(page.title, 'Widgets');
      assert.equal(page.description, 'How to use widgets.');
      assert.deepEqual(texts(page), format === 'md' || format === 'mdx' ? ['How to use widgets.', 'Text.'] : ['Text.']);
    },
    absent: { txt: 'no metadata syntax', 'd.ts': 'no metadata syntax' },
  },
  {
    name: 'an API entry is a section headed by its signature, anchored by its name, with its description',
    sources: {
      html: '<main><h1>Widgets</h1><dl class="py function"><dt class="sig" id="draw">draw(n)</dt><dd><p>Draws a widget.</p></dd></dl></main>',
      rst: 'Widgets\n=======\n\n.. py:function:: draw(n)\n\n   Draws a widget.\n',
      'd.ts': '/**\n * Draws a widget.\n */\nexport declare function draw(n: number): void;\n',
    },
    check: (page) => {
      const entry = page.sections.find((s) => s.heading.startsWith('draw('));
      assert.ok(entry, JSON.stringify(page.sections.map((s) => s.heading)));
      assert.equal(entry.level, 2);
      assert.equal(entry.anchor, 'draw');
      assert.equal(entry.blocks[0]?.type === 'text' && entry.blocks[0].text, 'Draws a widget.');
    },
    absent: { md: 'Markdown has no API entry syntax', mdx: 'as Markdown', txt: 'no syntax' },
  },
];

test('every feature says, for every parser, whether it applies', () => {
  for (const feature of FEATURES) {
    for (const format of PARSERS) {
      const covered = format in feature.sources || (format === 'mdx' && 'md' in feature.sources) || format in (feature.absent ?? {});
      assert.ok(covered, `${feature.name}: ${format}`);
    }
  }
});

for (const feature of FEATURES) {
  describe(feature.name, () => {
    for (const format of PARSERS) {
      const source = feature.sources[format] ?? (format === 'mdx' ? feature.sources.md : undefined);
      if (source === undefined) continue;
      test(format, () => {
        const page = parseFile(`page.${format}`, source);
        assert.ok(page, `no parser for .${format}`);
        feature.check(page, format);
      });
    }
  });
}
