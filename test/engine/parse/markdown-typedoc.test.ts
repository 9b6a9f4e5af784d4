/**
 * typedoc-plugin-markdown's pages (see markdown-typedoc.ts): a declaration is one entry whose generated headings are
 * labels, a class's members entries of their own.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseMarkdown } from '../../../src/engine/parse/markdown.ts';
import { isTypeDocMarkdown } from '../../../src/engine/parse/markdown-typedoc.ts';
import { toSnippets } from '../../../src/engine/parse/snippets.ts';
import type { ParsedPage } from '../../../src/engine/types.ts';

const outline = (page: ParsedPage): [number, string][] => page.sections.map((s) => [s.level, s.heading]);
const texts = (page: ParsedPage, i: number): string[] => page.sections[i]!.blocks.map((b) => (b.type === 'text' ? b.text : `code: ${b.code}`));

/** One overload of a function as the plugin writes it, with the description every overload repeats. */
const signature = (params: string, line: number, example: string) => [
  '## Call Signature',
  '',
  `> **sumBy**\\<\`T\`\\>(${params}): \`number\``,
  '',
  `Defined in: index.d.ts:${line}`,
  '',
  'Returns the sum of the elements of an array using the provided mapper.',
  '',
  '### Type Parameters',
  '',
  '#### T',
  '',
  '`T` *extends* `IterableContainer`',
  '',
  '### Parameters',
  '',
  '#### callbackfn',
  '',
  '`ArrayCallback`',
  '',
  'Predicate function.',
  '',
  '### Returns',
  '',
  '`number`',
  '',
  '### Example',
  '',
  '```ts',
  example,
  '```',
  '',
  params.startsWith('`data`') ? '### Data First' : '### Data Last',
  '',
];

const FUNCTION_PAGE = [
  '[**remeda**](../README.md)',
  '',
  '***',
  '',
  '[remeda](../globals.md) / sumBy',
  '',
  '# Function: sumBy()',
  '',
  ...signature('`callbackfn`', 11397, 'pipe([{a: 5}], sumBy(x => x.a)) // 5'),
  ...signature('`data`, `callbackfn`', 11426, 'sumBy([{a: 5}], x => x.a) // 5'),
  // A third overload whose example the first gave already.
  ...signature('`callbackfn`', 11427, 'pipe([{a: 5}], sumBy(x => x.a)) // 5'),
].join('\n');

test('typedoc-plugin-markdown: a function page is one entry, its generated headings labels, its description and examples kept once', () => {
  const page = parseMarkdown(FUNCTION_PAGE);
  assert.equal(page.title, 'Function: sumBy()');
  // No breadcrumb section above the title, no "Call Signature" or "Parameters" sections.
  assert.deepEqual(outline(page), [[1, 'Function: sumBy()']]);
  const signatureBlock = (params: string) => [
    'Call Signature',
    `sumBy<\`T\`>(${params}): \`number\``,
  ];
  const parts = ['Type Parameters', 'T', '`T` extends `IterableContainer`', 'Parameters', 'callbackfn', '`ArrayCallback`', 'Predicate function.', 'Returns', '`number`'];
  assert.deepEqual(texts(page, 0), [
    ...signatureBlock('`callbackfn`'),
    'Returns the sum of the elements of an array using the provided mapper.',
    ...parts,
    'Example',
    'code: pipe([{a: 5}], sumBy(x => x.a)) // 5',
    // A custom block tag, an empty heading, is a label that says which form the overload is.
    'Data Last',
    ...signatureBlock('`data`, `callbackfn`'),
    ...parts,
    'Example',
    'code: sumBy([{a: 5}], x => x.a) // 5',
    'Data First',
    // The repeated example goes with its label.
    ...signatureBlock('`callbackfn`'),
    ...parts,
    'Data Last',
  ]);
  // Where each overload is defined is no text of the page.
  assert.ok(!texts(page, 0).some((t) => t.includes('Defined in') || t.includes('remeda /')));
  assert.equal(toSnippets(page, 'functions/sumBy.md').length, 1);
});

test("typedoc-plugin-markdown: a class's members are entries of their own, their generated headings folded into them", () => {
  const page = parseMarkdown(
    [
      '[lru](../globals.md) / Cache',
      '',
      '# Class: Cache\\<K\\>',
      '',
      'Defined in: [src/cache.ts:12](https://github.com/x/lru/blob/main/src/cache.ts#L12)',
      '',
      'A cache that forgets the least recently used entries.',
      '',
      '## Extends',
      '',
      '- `Base`',
      '',
      '## Constructors',
      '',
      '### Constructor',
      '',
      '> **new Cache**\\<`K`\\>(`options`): `Cache`\\<`K`\\>',
      '',
      'Defined in: [src/cache.ts:20](https://github.com/x/lru/blob/main/src/cache.ts#L20)',
      '',
      '#### Parameters',
      '',
      '##### options',
      '',
      '`Options`',
      '',
      '## Properties',
      '',
      '### max',
      '',
      '> `readonly` **max**: `number`',
      '',
      'Defined in: src/cache.ts:14',
      '',
      'The most entries the cache holds.',
      '',
      '***',
      '',
      '## Methods',
      '',
      '### get()',
      '',
      '#### Call Signature',
      '',
      '> **get**(`key`): `V`',
      '',
      'Defined in: src/cache.ts:30',
      '',
      'Gets a value, marking it recently used.',
      '',
      '##### Returns',
      '',
      '`V`',
      '',
      '#### Call Signature',
      '',
      '> **get**(`key`, `options`): `V`',
      '',
      'Defined in: src/cache.ts:31',
      '',
      'Gets a value, marking it recently used.',
      '',
      '##### Returns',
      '',
      '`V`',
      '',
      '#### Inherited from',
      '',
      '[`Base`](Base.md).[`get`](Base.md#get)',
      '',
    ].join('\n'),
  );
  assert.deepEqual(outline(page), [
    [1, 'Class: Cache<K>'],
    [2, 'Constructors'],
    [3, 'Constructor'],
    [2, 'Properties'],
    [3, 'max'],
    [2, 'Methods'],
    [3, 'get()'],
  ]);
  assert.deepEqual(texts(page, 0), ['A cache that forgets the least recently used entries.', 'Extends', '- `Base`']);
  assert.deepEqual(texts(page, 2), ['new Cache<`K`>(`options`): `Cache`<`K`>', 'Parameters', 'options', '`Options`']);
  assert.deepEqual(texts(page, 4), ['`readonly` max: `number`', 'The most entries the cache holds.']);
  // The description both overloads repeat, once; a label over only a link to another page goes with it.
  assert.deepEqual(texts(page, 6), [
    'Call Signature', 'get(`key`): `V`', 'Gets a value, marking it recently used.', 'Returns', '`V`',
    'Call Signature', 'get(`key`, `options`): `V`', 'Returns', '`V`',
  ]);
});

test("typedoc-plugin-markdown's version 3: a `Defined in` heading and the place under it go; deprecated titles are struck through", () => {
  const page = parseMarkdown(
    [
      '[core](../README.md) / [Exports](../modules.md) / once',
      '',
      '# ~~Function: once~~',
      '',
      '▸ **once**(`fn`): `Function`',
      '',
      'Calls `fn` once.',
      '',
      '#### Parameters',
      '',
      '| Name | Type |',
      '| :------ | :------ |',
      '| `fn` | `Function` |',
      '',
      '#### Defined in',
      '',
      '[src/once.ts:3](https://github.com/x/core/blob/main/src/once.ts#L3)',
      '',
    ].join('\n'),
  );
  assert.deepEqual(outline(page), [[1, 'Function: once']]);
  assert.deepEqual(texts(page, 0), ['▸ once(`fn`): `Function`', 'Calls `fn` once.', 'Parameters', 'Name | Type\n`fn` | `Function`']);
});

test('an ordinary Markdown page with a Parameters heading, or one only titled like a TypeDoc page, keeps its sections', () => {
  const guide = ['# Function: retry()', '', 'Retries a call.', '', '## Parameters', '', '### attempts', '', 'How often.', '', '## Example', '', '```js\nretry(f)\n```', ''].join('\n');
  // Without a `Defined in` line, a title of this form is the author's own.
  assert.equal(isTypeDocMarkdown(guide), false);
  assert.deepEqual(outline(parseMarkdown(guide)), [
    [1, 'Function: retry()'],
    [2, 'Parameters'],
    [3, 'attempts'],
    [2, 'Example'],
  ]);
  const plain = ['# Client', '', 'Defined in: client.ts', '', '## Parameters', '', '### timeout', '', 'How long.', ''].join('\n');
  assert.equal(isTypeDocMarkdown(plain), false);
  const read = parseMarkdown(plain);
  assert.deepEqual(outline(read), [
    [1, 'Client'],
    [2, 'Parameters'],
    [3, 'timeout'],
  ]);
  assert.deepEqual(texts(read, 0), ['Defined in: client.ts']);
  // A `Defined in` line in a code block is no sign either, nor a title after another heading.
  assert.equal(isTypeDocMarkdown('# Function: f()\n\n```\nDefined in: x.ts:1\n```\n'), false);
  assert.equal(isTypeDocMarkdown('# Guide\n\n# Function: f()\n\nDefined in: x.ts:1\n'), false);
});

test('a TypeDoc Markdown page large enough to be parsed in pieces reads as a small one', () => {
  const overloads = Array.from({ length: 30 }, (_, i) => signature(`\`a${i}\``, i, `sumBy(${i})`)).flat();
  const source = ['# Function: sumBy()', '', ...overloads].join('\n');
  assert.ok(source.length > 8 * 1024, 'a page parsed in pieces');
  const page = parseMarkdown(source);
  assert.deepEqual(outline(page), [[1, 'Function: sumBy()']]);
  const text = texts(page, 0);
  assert.equal(text.filter((t) => t === 'Returns the sum of the elements of an array using the provided mapper.').length, 1);
  assert.equal(text.filter((t) => t === 'Call Signature').length, 30);
  assert.ok(!text.some((t) => t.startsWith('Defined in')));
});

test("a parameter or a return typed by a link to another page keeps its name and its type; an inherited member's link goes with its label", () => {
  const page = parseMarkdown(
    [
      '# Function: create()',
      '',
      'Defined in: a.ts:1',
      '',
      '## Parameters',
      '',
      '### opts',
      '',
      '[`Options`](../interfaces/Options.md)',
      '',
      '## Returns',
      '',
      '[`Client`](../classes/Client.md)',
      '',
      'A client.',
      '',
      '## Overrides',
      '',
      '[`Base`](Base.md).[`create`](Base.md#create)',
      '',
    ].join('\n'),
  );
  assert.deepEqual(outline(page), [[1, 'Function: create()']]);
  assert.deepEqual(texts(page, 0), ['Parameters', 'opts', '`Options`', 'Returns', '`Client`', 'A client.']);
  // Version 3's place under a `Defined in` heading, a link within the site, goes alone: the block after it stays.
  const v3 = parseMarkdown(['# Function: f', '', '▸ **f**(): `void`', '', '#### Defined in', '', '[a.ts:1](a.ts#L1)', '', '#### Returns', '', '`void`', ''].join('\n'));
  assert.deepEqual(texts(v3, 0), ['▸ f(): `void`', 'Returns', '`void`']);
});

test("a heading of a member's comment does not end its group; a page without group headings keeps members that name declarations", () => {
  const page = parseMarkdown(
    [
      '# Class: Cache',
      '',
      'Defined in: a.ts:1',
      '',
      '## Methods',
      '',
      '### bar()',
      '',
      '> **bar**(): `void`',
      '',
      'Defined in: a.ts:2',
      '',
      '## Notes',
      '',
      'Bar is slow.',
      '',
      '### Caveats',
      '',
      'Very slow.',
      '',
      '### baz()',
      '',
      '> **baz**(): `void`',
      '',
      'Defined in: a.ts:3',
      '',
    ].join('\n'),
  );
  assert.deepEqual(outline(page), [
    [1, 'Class: Cache'],
    [2, 'Methods'],
    [3, 'bar()'],
    [3, 'baz()'],
  ]);
  assert.deepEqual(texts(page, 2), ['bar(): `void`', 'Notes', 'Bar is slow.', 'Caveats', 'Very slow.']);
  // typedoc's hideGroupHeadings: a module's members are h2s of their own, their parts still labels.
  const flat = parseMarkdown(
    [
      '# Module: util',
      '',
      'Defined in: util.ts:1',
      '',
      '## Type Parameters',
      '',
      '### TValue',
      '',
      '## once()',
      '',
      '> **once**(`fn`): `void`',
      '',
      'Defined in: util.ts:2',
      '',
      '### Parameters',
      '',
      '#### fn',
      '',
      '`Function`',
      '',
      '### Lazy',
      '',
      '## maxSize',
      '',
      '> **maxSize**: `number`',
      '',
      'Defined in: util.ts:9',
      '',
    ].join('\n'),
  );
  assert.deepEqual(outline(flat), [
    [1, 'Module: util'],
    [2, 'once()'],
    [2, 'maxSize'],
  ]);
  assert.deepEqual(texts(flat, 1), ['once(`fn`): `void`', 'Parameters', 'fn', '`Function`', 'Lazy']);
  // A function's page is one entry whatever its headings say.
  const fn = parseMarkdown(['# Function: f()', '', 'Defined in: a.ts:1', '', '## Parameters', '', '### callbackFn', '', '`Function`', ''].join('\n'));
  assert.deepEqual(outline(fn), [[1, 'Function: f()']]);
});

test('text above the title other than the plugin header and breadcrumb is kept', () => {
  const source = 'Overview\n--------\n\nImportant intro.\n\n# Function: f()\n\nDefined in: a.ts:1\n';
  const page = parseMarkdown(source);
  assert.ok(page.sections.some((s) => s.blocks.some((b) => b.type === 'text' && b.text === 'Important intro.')));
  assert.ok(!page.sections.some((s) => s.blocks.some((b) => b.type === 'text' && b.text.startsWith('Defined in'))));
});
