import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseMarkdown } from '../../../src/engine/parse/markdown.ts';
import { fixtures } from '../../helpers.ts';

const read = (name: string): string => readFileSync(join(fixtures, 'parse', name), 'utf8');

test('MDX: front matter, imports and exports dropped, JSX text kept, admonitions prefixed, heading ids', () => {
  const page = parseMarkdown(read('guide.mdx'), { mdx: true });
  assert.equal(page.title, 'Manage Docs Versions');
  assert.equal(page.description, 'Cut a new version of your docs and keep the old ones.');
  assert.deepEqual(page.sections, [
    // The front matter's description opens the page.
    { level: 0, heading: '', blocks: [{ type: 'text', text: 'Cut a new version of your docs and keep the old ones.' }] },
    {
      level: 1,
      heading: 'Manage Docs Versions',
      anchor: 'manage-docs-versions',
      blocks: [{ type: 'text', text: 'Docusaurus can manage multiple versions of your docs.' }],
    },
    {
      level: 2,
      heading: 'Create a docs version',
      anchor: 'create-version',
      blocks: [
        { type: 'text', text: 'Release a version 1.0 of your project:' },
        { type: 'code', lang: 'bash', code: 'npm run docusaurus docs:version 1.0' },
        { type: 'text', text: 'The `docs` folder is copied into `versioned_docs/version-1.0`.' },
        { type: 'text', text: 'Tip: Keep it small — Only version what you really release.' },
        { type: 'text', text: 'Note: Versions are listed in `versions.json`.' },
        // Code inside <Tabs><TabItem> is still code.
        // The tab says what it stands for.
        { type: 'text', text: 'npm:' },
        { type: 'code', lang: 'bash', code: 'npm install' },
      ],
    },
    {
      level: 2,
      heading: 'Create a docs version',
      anchor: 'create-a-docs-version',
      blocks: [{ type: 'text', text: 'A second heading with the same text.' }],
    },
  ]);
});

test('MDX: bracketed admonition titles and comment heading ids', () => {
  const page = parseMarkdown(':::danger[Take care]\n\nThis action is dangerous.\n\n:::\n\n## Heading Ids {/* #my-id */}\n\nText.', { mdx: true });
  assert.deepEqual(page.sections, [
    { level: 0, heading: '', blocks: [{ type: 'text', text: 'Danger: Take care — This action is dangerous.' }] },
    { level: 2, heading: 'Heading Ids', anchor: 'my-id', blocks: [{ type: 'text', text: 'Text.' }] },
  ]);
});

test('sloppy MDX falls back to Markdown instead of throwing', () => {
  const sloppy = [
    "import Thing from './thing';",
    '',
    '# Sloppy',
    '',
    'A line break<br>here and a stray { brace.',
    '',
    '{/* a comment */}',
    '',
    ':::warning',
    '',
    'Careful.',
    '',
    ':::',
  ].join('\n');
  const page = parseMarkdown(sloppy, { mdx: true });
  assert.deepEqual(page.sections, [
    {
      level: 1,
      heading: 'Sloppy',
      anchor: 'sloppy',
      blocks: [
        { type: 'text', text: 'A line break here and a stray { brace.' },
        { type: 'text', text: 'Warning: Careful.' },
      ],
    },
  ]);
});

test('an admonition whose content is dropped leaves no stray prefix', () => {
  const page = parseMarkdown('> [!IMPORTANT]\n> [**Get updates →**](https://example.com)\n\nNext paragraph.');
  assert.deepEqual(page.sections[0]!.blocks, [{ type: 'text', text: 'Next paragraph.' }]);
});

test('MDX tabs and callouts say what they are; a code block says its file; Shiki notes are not code', () => {
  const page = parseMarkdown(
    '# Workspaces\n\n<Tabs items={[\'pnpm\', \'npm\']}>\n<Tab value="pnpm">\n\n```json title="pnpm-workspace.yaml"\npackages:\n  - "apps/*"\n```\n\n</Tab>\n' +
      '<Tab value="npm">\n\n```json title="./package.json"\n{ "workspaces": ["apps/*"] }\n```\n\n</Tab>\n</Tabs>\n\n' +
      '<Callout type="warn" title="Deprecated">\nUse the new command instead.\n</Callout>\n\n<Accordion title="Vite">\nSet the base path.\n</Accordion>\n\n' +
      '```sh [yarn]\nyarn add x # [!code highlight]\nnpm i x # [!code --]\nnpm install x # [!code ++]\n```\n',
    { mdx: true },
  );
  assert.deepEqual(page.sections[0]!.blocks, [
    { type: 'text', text: 'pnpm: pnpm-workspace.yaml:' },
    { type: 'code', code: 'packages:\n  - "apps/*"', lang: 'json' },
    { type: 'text', text: 'npm: ./package.json:' },
    { type: 'code', code: '{ "workspaces": ["apps/*"] }', lang: 'json' },
    { type: 'text', text: 'Warning: Deprecated — Use the new command instead.' },
    { type: 'text', text: 'Vite: Set the base path.' },
    { type: 'text', text: 'yarn:' },
    { type: 'code', code: 'yarn add x\nnpm install x', lang: 'sh' },
  ]);
});

test("a Shiki note is only a comment ending its line: code that writes [!code or shows the notation stays", () => {
  const page = parseMarkdown('# Notes\n\n```js\nconst ok = cache[!code] ?? fallback(code);\nconst s = "// [!code --]";\nrun(); // [!code focus]\n```\n');
  assert.deepEqual(page.sections[0]!.blocks, [{ type: 'code', code: 'const ok = cache[!code] ?? fallback(code);\nconst s = "// [!code --]";\nrun();', lang: 'js' }]);
});

test('MDX read as Markdown keeps a long HTML table whole; a long one-line element stays valid JSX', () => {
  // A comment makes this no valid MDX: it is read as Markdown, where a table of 60 rows (over 4 KB) is one HTML block.
  const rows = Array.from({ length: 60 }, (_, i) => `<tr><td><code>option${i}</code></td><td>Sets the value of option ${i} for every request.</td></tr>`).join('\n');
  const table = parseMarkdown(`# Options\n\n<!-- generated -->\n\n<table>\n${rows}\n</table>\n`, { mdx: true });
  const lines = table.sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === 'text' ? b.text.split('\n') : []));
  assert.ok(lines.includes('`option59` | Sets the value of option 59 for every request.'), lines.slice(-3).join(' / '));
  // One line of markup over 4 KB: cut at a space, its attribute would break the MDX parse.
  const spans = Array.from({ length: 200 }, (_, i) => `<span title="attr value ${i}">word${i}</span>`).join(' ');
  const element = parseMarkdown(`# Words\n\n<div className="x">${spans}</div>\n`, { mdx: true });
  const text = element.sections.flatMap((s) => s.blocks).map((b) => (b.type === 'text' ? b.text : '')).join(' ');
  assert.match(text, /word199/);
  assert.doesNotMatch(text, /attr value|<span/);
});

test('MDX: entries given to a component as an array literal are sections under the heading above it', () => {
  const page = parseMarkdown(
    [
      '## Options',
      '',
      '<PropertiesTable',
      '  content={[',
      "    { name: \"strategy\", type: \"'truncate' | 'abort'\", default: \"'truncate'\",",
      '      description: "Strategy when token limit is reached" },',
      '    { name: "memory", type: "object", isOptional: true, description: `Configuration for memory.`,',
      '      properties: [{ parameters: [{ name: "thread", type: "string", description: "The conversation thread." }] }] },',
      '    { name: "system", type: "string | string[] | CoreSystemMessage | SystemModelMessage | CoreSystemMessage[] | SystemModelMessage[]", description: "Custom system messages." },',
      '    { name: "limit", defaultValue: 10 },',
      '  ]}',
      '/>',
      '',
      'Text after the table.',
    ].join('\n'),
    { mdx: true },
  );
  assert.deepEqual(
    page.sections.map((s) => [s.level, s.heading, s.anchor, s.blocks.map((b) => (b.type === 'text' ? b.text : ''))]),
    [
      [2, 'Options', 'options', []],
      [3, "strategy (type: 'truncate' | 'abort', default: 'truncate')", 'options', ['Strategy when token limit is reached']],
      [3, 'memory (type: object)', 'options', ['Configuration for memory.']],
      // An object that only wraps an array (`{ parameters: [...] }`) stands for its entries, one level down.
      [4, 'thread (type: string)', 'options', ['The conversation thread.']],
      // A long type is said in the text.
      [3, 'system', 'options', ['Type: string | string[] | CoreSystemMessage | SystemModelMessage | CoreSystemMessage[] | SystemModelMessage[]\nCustom system messages.']],
      [3, 'limit (default: 10)', 'options', []],
      [2, 'Options', 'options', ['Text after the table.']],
    ],
  );
});

test('MDX: arrays that are no list of entries, and values that are not literals, are not read', () => {
  const page = parseMarkdown(
    [
      '## Setup',
      '',
      "<Tabs items={['pnpm', 'npm']} />",
      '',
      '<Chart data={[{ x: 1, y: 2 }, { x: 2, y: 3 }]} />',
      '',
      '<List items={[{ name: someName, description: `Made at ${time}` }]} />',
      '',
      '<Table rows={[{ name: "a", description: "Mapped." }].map(f)} />',
      '',
      // Navigation given as data: names and links, nothing said of them.
      "<Cards items={[{ title: 'Quickstart', href: '/start' }, { title: 'API', href: '/api' }]} />",
      '',
      "<Tabs items={[{ label: 'npm', value: 'npm', id: 'npm' }]} />",
      '',
      'Text.',
    ].join('\n'),
    { mdx: true },
  );
  assert.deepEqual(page.sections, [{ level: 2, heading: 'Setup', anchor: 'setup', blocks: [{ type: 'text', text: 'Text.' }] }]);
});
