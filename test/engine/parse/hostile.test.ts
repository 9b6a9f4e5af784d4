/**
 * Hostile pages (test/fixtures/hostile) cost parse time in proportion to their length: four times the text may
 * take at most about eight times as long (a quadratic parser takes sixteen), plus a little for timer noise.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { boundHtml, boundMarkdown, finishSteps, mdxExpressionWork } from '../../../src/engine/parse/bounds.ts';
import { htmlSteps } from '../../../src/engine/parse/html.ts';
import { PARSE_LIMITS } from '../../../src/defaults.ts';
import { parseFile, parseFileSteps } from '../../../src/engine/parse/index.ts';
import { asciidocHtmlSteps, asciidocToHtml } from '../../../src/engine/parse/asciidoc/index.ts';
import { toSnippets } from '../../../src/engine/parse/snippets.ts';
import { HOSTILE } from '../../fixtures/hostile/inputs.ts';
import { readYamlFrontMatter } from '../../../src/engine/parse/markdown-front-matter.ts';
import { fixtures } from '../../helpers.ts';
import { fastestParse } from './_timing.ts';
import { attributeEntries, type DataEntry } from '../../../src/engine/parse/mdx-entries.ts';

/**
 * Characters per case: small enough to keep the test quick, large enough that a quadratic cost shows. A paragraph
 * of links and a long table show it first in memory (the test below).
 */
const SIZES: Record<string, number> = {
  'one Markdown paragraph of emphasis': 16_000,
  'a Markdown list nested level by level': 30_000,
  'Markdown list markers on one line': 20_000,
  'Markdown quote markers on one line': 20_000,
  'unclosed Markdown boxes, a pre among them, over and over': 8_000,
  'HTML elements nested without end': 50_000,
  'HTML headings closed by other levels, inside elements never closed': 50_000,
  'Doxygen definition lines and source notes, thousands': 50_000,
  'Doxygen descriptions with headings, thousands side by side': 50_000,
  'HTML lists nested without end': 50_000,
  'reStructuredText quotes nested level by level': 100_000,
  'reStructuredText paragraph of roles and references': 100_000,
  'a man page rendered as text, of many options': 100_000,
  'a man page rendered as text, of one long paragraph': 100_000,
  'Jekyll tags left open, one a line': 50_000,
  'a Markdown paragraph of terminal commands left open': 100_000,
  'HTML rules each before a copyright in small print': 100_000,
  'HTML rules each before an empty paragraph': 100_000,
  'a Markdown paragraph of module imports ending in a word': 100_000,
  'a Markdown code line of terminal commands left open': 100_000,
  'MkDocs admonitions nested level by level': 50_000,
  'MyST colon fences never closed, one a line': 20_000,
  'HTML headers, thousands side by side': 100_000,
  'HTML tab panels, thousands side by side': 100_000,
  'HTML tab sets, thousands side by side': 100_000,
  'Material tab contents, thousands in one set': 100_000,
  'a Javadoc signature of one long run of spaces': 100_000,
  'HTML table cells and rows never closed, nested tables': 50_000,
  'VitePress containers never closed, one a line': 20_000,
  'colon fences of decreasing length never closed, then many lines': 50_000,
  'MkDocs admonitions, one a line, each with a one-line body': 20_000,
  'Jekyll variables and attribute lists left open': 50_000,
  'Jekyll HTML blocks never closed': 50_000,
  'an HTML paragraph of many address links': 50_000,
  'Hugo shortcodes left open on one line': 50_000,
  'Hugo shortcodes closed on one line, shown and run': 50_000,
  'HTML definition lists and paragraphs never closed': 50_000,
  'Markdown HTML tables never closed, a cell after each': 50_000,
  'TypeDoc Markdown call signatures, thousands in one entry': 100_000,
  'HTML elements with dotted names never closed': 50_000,
  'a Hugo highlight never closed, then a line of highlight tags': 50_000,
  'a Shiki note after a long run of spaces': 50_000,
  'an HTML pre of one long line of tabs and spaces': 20_000,
  'Markdown quotes separated by blank lines': 50_000,
  'an HTML block in a list item, then a long paragraph': 50_000,
  'Hugo example tags never closed, each before a line of HTML': 50_000,
  'a man page rendered as text, a long word broken at the line end': 50_000,
  'a roff page of many requests and escapes': 50_000,
  'Asciidoctor options with paragraphs between them': 50_000,
  'roff escapes left open on one line': 50_000,
  'a roff no-fill block of many aligned terms': 50_000,
  'roff no-fill blocks of terms with long gaps, each ending in a line of code': 100_000,
  'a Markdown page of CR-only lines after an empty fence': 50_000,
  // Below the 64 KB of an HTML block kept whole, four times over: a paragraph let through whole shows its cost.
  'a tag that only looks like an HTML block, before a long paragraph': 15_000,
  'an MDX div before a long paragraph': 15_000,
  'a tag that only looks like a pre block, before a long paragraph': 50_000,
  'roff blank lines before any request': 50_000,
  'roff conditionals opening blocks never closed': 50_000,
  'an mdoc item head of a long run of spaces': 50_000,
  'a roff macro of one long line, called on every line': 50_000,
  'a roff macro of a thousand argument lines, called by one of a thousand calls': 20_000,
  'roff macros each calling the one before it twice': 50_000,
  'a roff macro calling itself on every line': 50_000,
  'a roff macro repeating its long argument': 50_000,
  'HTML bold lines in the page flow, some after runs of empty anchors': 200_000,
  'an HTML table of many named rows': 100_000,
  'an HTML contents link of many code elements': 100_000,
  'HTML named paragraphs and class pairs, thousands side by side': 100_000,
  'HTML anchored bold lines and card tables, thousands side by side': 100_000,
  'HTML bars of links and monospace boxes, thousands side by side': 100_000,
  'a Jekyll HTML page of highlight tags never closed': 100_000,
  'HTML lists of code terms, thousands of items': 100_000,
  'HTML lines of emphasis over indents, thousands side by side': 100_000,
  'HTML contents of nested link lists, then lines of page links': 100_000,
  'HTML man pages, thousands on one page': 100_000,
  // AsciiDoc's cases are sized so that each takes 30 ms or more: a quadratic reader shows past the timer's noise.
  'AsciiDoc delimited blocks of many lengths and kinds, inside each other': 200_000,
  'AsciiDoc lists nested by every marker, items attached by +': 50_000,
  'an AsciiDoc paragraph of marks that never close': 400_000,
  'an AsciiDoc paragraph of macros and cross references that never end': 150_000,
  'an AsciiDoc table of one long row': 50_000,
  'AsciiDoc description terms of many colons and semicolons': 100_000,
  'an AsciiDoc attribute value continued over many lines': 2_000_000,
  'a notebook of many small cells': 100_000,
  'a Vim help file of many entries, examples and contents lines': 200_000,
  'Vim help lines of many tags each': 200_000,
  'a Vim help example never closed': 200_000,
  'a notebook code cell of a long run of backticks': 400_000,
  'a Markdown code line per printed option, many of them': 200_000,
  'a Markdown code line of flags without end': 200_000,
  'a Hugo page line of template actions left open': 200_000,
  'an MDX component given one long array of objects': 60_000,
  'TypeScript members with JSDoc on one line, thousands': 200_000,
  'a TypeScript member without a semicolon before many blank lines': 200_000,
  'TypeScript members of generics never closed, one a line': 200_000,
  'a TypeScript member head of many modifiers': 200_000,
  'TypeScript type arguments nested and never closed, arrows and bodies inside': 200_000,
};

for (const [name, { file, make }] of Object.entries(HOSTILE)) {
  const n = SIZES[name];
  if (n === undefined) continue;
  test(`linear parse time: ${name}`, { timeout: 120_000 }, () => {
    fastestParse(file, make(n / 4)); // warm up
    const measure = () => {
      const small = fastestParse(file, make(n));
      const large = fastestParse(file, make(4 * n));
      return { ok: large <= 8 * small + 250, detail: `${name}: ${n} characters took ${small.toFixed(0)} ms, ${4 * n} took ${large.toFixed(0)} ms` };
    };
    // The other test file running beside this one may hold the machine (a collection in the middle of the large
    // page): a case counts only if it is over the line three times, as the fuzz test counts its cases.
    let result = measure();
    for (let retry = 0; !result.ok && retry < 2; retry++) result = measure();
    assert.ok(result.ok, result.detail);
  });
}

test('regular expressions over long runs of one character stay fast', { timeout: 120_000 }, () => {
  const cases = [
    'an HTML heading ending in a long run of #',
    'a reStructuredText reference padded with spaces',
    'a reStructuredText role padded with spaces',
    'a reStructuredText C function with a long name',
    'reStructuredText roles chained by colons',
    'a TypeScript class of unclosed JSDoc comments',
    'a TypeScript declaration on one long line',
    'a Jekyll include of one long name',
    'a kramdown extension of one long name',
    'a kramdown class of one long name',
    'a Jekyll highlight of one long language name',
    'a Hugo highlight of one long language name',
    'an MkDocs admonition line padded with spaces',
    'a MyST directive of one long name',
    'a MyST directive argument padded with spaces',
    'a VitePress container title padded with spaces',
    'a VitePress container title of spaces ending in a carriage return',
    'a Docusaurus admonition title padded with spaces',
    'a Pandoc div of one long run of attributes',
    'a Markdown heading of attribute-like words ending in a brace',
    'a Quarto callout heading padded with spaces',
    'a Quarto callout heading of spaces before a line separator',
    'a text page with a long run of spaces inside a line',
    'a roff conditional of spaces before line separators',
    'a declaration comment tag of spaces before line separators',
    'reStructuredText directives, targets and footnotes of spaces before a line separator',
    'a pydoctor literal block with a long run of spaces inside it',
    'a Markdown code line of a highlight comment padded with spaces',
    'an AsciiDoc section title padded with spaces',
    'an AsciiDoc document title padded with tabs',
    'an AsciiDoc cross reference padded with spaces and never closed',
    'a Doxygen definition line of one long file name of dots',
    'a code line of const, a long name, spaces and a scope operator',
    'a Vim help contents line of one long run of dots',
    'a Vim help line of spaces between text and a tag',
  ];
  for (const name of cases) {
    const { file, make } = HOSTILE[name]!;
    const ms = fastestParse(file, make(100_000));
    // A quadratic regex takes tens of seconds on 100,000 characters.
    assert.ok(ms < 2_000, `${name}: ${ms.toFixed(0)} ms`);
  }
});

test('90 KB Markdown paragraphs of links and a 90 KB table parse within a 48 MB heap', { timeout: 60_000 }, () => {
  // Before the bounds, each ran out of memory here.
  const cases = ['one Markdown paragraph of links, emphasis and code', 'a Markdown paragraph after a line that only looks like a code fence', 'a Markdown table of many rows'];
  const run = spawnSync(process.execPath, ['--max-old-space-size=48', join(fixtures, 'hostile', 'parse-one.ts'), '90000', ...cases], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr.slice(0, 400));
});

test('Markdown reaches the parser in blocks of bounded size and nesting', () => {
  for (const [name, { file, make }] of Object.entries(HOSTILE)) {
    // A fenced code block passes whole (micromark reads its lines as they are, in linear time).
    if (!file.endsWith('.md') || name.startsWith('a Markdown code line')) continue;
    const bounded = boundMarkdown(make(200_000));
    for (const block of bounded.split(/\n[ \t]*\n/)) assert.ok(block.length <= PARSE_LIMITS.blockChars + 1, `${name}: a block of ${block.length} characters`);
    for (const line of bounded.split('\n')) assert.ok(/^[\s>*+\-\d.)]*/.exec(line)![0].length <= PARSE_LIMITS.prefixChars + 2, `${name}: a container prefix too deep`);
  }
});

test('an HTML block stays whole within its own bound, but not the Markdown after a line that leaves its list item', () => {
  const table = `<table>\n${'<tr><td>a</td><td>b</td></tr>\n'.repeat(1_000)}</table>`;
  assert.equal(boundMarkdown(table), table);
  const escaped = boundMarkdown(HOSTILE['an HTML block in a list item, then a long paragraph']!.make(60_000));
  for (const block of escaped.split(/\n[ \t]*\n/)) assert.ok(block.length <= PARSE_LIMITS.blockChars + 1, `a block of ${block.length} characters`);
});

test('a Markdown block of 300,000 short lines passes the bounds (not as spread arguments, which overflow the stack)', () => {
  const bounded = boundMarkdown('a\n'.repeat(300_000));
  assert.equal(bounded.split('\n').filter((l) => l === 'a').length, 300_000);
});

test('ordinary Markdown passes the bounds unchanged', () => {
  const page = '# Title\n\n> quote *em*\n> more\n\n- a\n  - b\n    - c\n\n```js\nconst x = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n';
  assert.equal(boundMarkdown(page), page);
});

test('ordinary HTML passes the bounds unchanged, unclosed <p>, <li> and <td> included; deep nesting is cut', () => {
  const section = '<p>Intro<div class="x"><pre>code</pre></div><h2>Title</h2><p>more<ul><li>a<li>b</ul><table><tr><td>a<td>b<tr><td>c</table>\n';
  const page = `<html><body>${section.repeat(500)}</body></html>`;
  assert.equal(boundHtml(page), page);
  const deep = `${'<div>'.repeat(1000)}x`;
  assert.equal(boundHtml(deep), `${'<div>'.repeat(PARSE_LIMITS.htmlDepth)}x`);
  // An old-style list of 1,000 entries, none closed: each term ends the entry before it, so nothing is cut.
  const entries = `<dl>${'<dt><a name=x>term</a><dd><p>text <b>bold</b><p>more\n'.repeat(1000)}</dl><ul>${'<li><p>item\n'.repeat(1000)}</ul>`;
  assert.equal(boundHtml(entries), entries);
});

test('a large Markdown or MDX page is parsed in pieces that a caller can pause between', () => {
  const text = HOSTILE['one Markdown paragraph of emphasis']!.make(300_000);
  for (const file of ['page.md', 'page.mdx']) {
    let pauses = 0;
    const steps = parseFileSteps(file, text);
    while (!steps.next().done) pauses++;
    assert.ok(pauses >= 50, `${file}: ${pauses} pauses`);
  }
});

test('a large HTML page is parsed in pieces a caller can pause between', () => {
  const html = `<html><body><h1>Big</h1>${Array.from({ length: 8 }, (_, i) => `<h2>Part ${i}</h2><p>${'word '.repeat(60_000)}</p>`).join('')}</body></html>`;
  let pauses = 0;
  const steps = parseFileSteps('page.html', html);
  let step = steps.next();
  for (; !step.done; step = steps.next()) pauses++;
  assert.ok(pauses >= 8, `${pauses} pauses`);
  assert.equal(step.value!.sections.filter((s) => /^Part \d$/.test(s.heading)).length, 8);
  // Building the sections pauses too: after each block container, however small the text.
  const sections = `<html><body><h1>Many</h1>${Array.from({ length: 300 }, (_, i) => `<div class="section"><h2>Part ${i}</h2><p>Text ${i}.</p></div>`).join('')}</body></html>`;
  let small = 0;
  const walk = parseFileSteps('page.html', sections);
  while (!walk.next().done) small++;
  assert.ok(small >= 300, `${small} pauses`);
});

test('a large reStructuredText page is parsed in steps a caller can pause between, with the same result', () => {
  const sample = readFileSync(join(fixtures, 'parse', 'sample.rst'), 'utf8');
  const text = Array.from({ length: 20 }, () => sample).join('\n\n');
  let pauses = 0;
  const steps = parseFileSteps('page.rst', text);
  let step = steps.next();
  for (; !step.done; step = steps.next()) pauses++;
  assert.ok(pauses >= 100, `${pauses} pauses`);
  assert.deepEqual(step.value, parseFile('page.rst', text));
});

test('a large AsciiDoc page is read in steps a caller can pause between (its blocks, then its HTML), with the same result', () => {
  const sample = readFileSync(join(fixtures, 'parse', 'guide.adoc'), 'utf8');
  const text = Array.from({ length: 20 }, () => sample).join('\n\n');
  // The AsciiDoc stage alone pauses between the top-level blocks (about 20 a copy), before the HTML stage's own.
  let pauses = 0;
  const html = asciidocHtmlSteps(text);
  let converted = html.next();
  for (; !converted.done; converted = html.next()) pauses++;
  assert.ok(pauses >= 300, `${pauses} pauses`);
  assert.equal(converted.value, asciidocToHtml(text));
  const steps = parseFileSteps('page.adoc', text);
  let step = steps.next();
  while (!step.done) step = steps.next();
  assert.deepEqual(step.value, parseFile('page.adoc', text));
});

test('AsciiDoc blocks nested thousands deep and never closed parse without overflowing the stack (deeper than 16 they are text)', { timeout: 60_000 }, () => {
  // Each delimiter differs from every one before it, so none closes: 3,400 levels in 2 MB.
  const lines: string[] = [];
  for (let k = 0, size = 0; size < 2_000_000; k++) {
    lines.push(['=', '*', '_'][k % 3]!.repeat(4 + Math.floor(k / 3)));
    size += lines.at(-1)!.length + 1;
  }
  const page = parseFile('page.adoc', `= T\n\n${lines.join('\n')}\ninner text\n`)!;
  assert.ok(page.sections.some((s) => s.blocks.some((b) => b.type === 'code' && b.code.endsWith('inner text'))));
});

test('HTML read in pieces reads as in one piece, whatever a piece boundary cuts', () => {
  // Pieces of 1-13 characters put a boundary inside every construct: a surrogate pair, named and numeric
  // entities, tags and attributes, comments, CDATA, raw text, a pre's leading newline.
  const constructs = [
    '<p>caf\u00e9 \u{1F600} &amp; &#x1F600; &lt;tag&gt; &nbsp;x</p>',
    '<p title="a &amp; b" class=\'note warning\'>attr <b>bold</b> <code>call_me()</code></p>',
    '<!-- a comment\n\nwith blank lines --><p>after</p>',
    '<script>if (a < b && c > d) {}</script><style>p > a { color: red }</style>',
    '<pre>\nline one\n  line two &amp; <span>x</span></pre>',
    '<dl class="py function"><dt id="f">mod.f(x)</dt><dd><p>Does f.</p></dd></dl>',
    '<table><tr><th>h</th></tr><tr><td>c &amp; d</td></tr></table><![CDATA[ raw ]]><?pi x?>',
    '<DL><DT><A NAME=d:a HREF=#a>alpha</A><DD><P>first entry<DT>beta<DD><P>second<UL><LI><P>one<LI>two</UL></DL>',
  ];
  const page = `<html><head><title>T</title></head><body><h1>Top</h1>${constructs.map((c, i) => `<h2>S${i}</h2>${c}`).join('')}</body></html>`;
  const whole = finishSteps(htmlSteps(page, Number.MAX_SAFE_INTEGER));
  for (const size of [1, 2, 3, 5, 7, 13]) assert.deepEqual(finishSteps(htmlSteps(page, size)), whole, `pieces of ${size}`);
  for (const file of ['parse/sphinx.html', 'parse/docbook.html', 'engine/widgets/docs/layout.html']) {
    const text = readFileSync(join(fixtures, file), 'utf8');
    assert.deepEqual(finishSteps(htmlSteps(text, 7)), finishSteps(htmlSteps(text, Number.MAX_SAFE_INTEGER)), file);
  }
});

test('an HTML comment with blank lines in a large page is not cut (its second half would show as text)', () => {
  const para = 'Ordinary text about the library and how to use it well. '.repeat(20);
  const page = `# Title\n\n${`${para}\n\n`.repeat(10)}<!--\nhidden\n\n${`hidden ${para}\n\n`.repeat(5)}-->\n\n${`${para}\n\n`.repeat(5)}`;
  const parsed = parseFile('README.md', page)!;
  assert.ok(JSON.stringify(parsed).includes('Ordinary text'));
  assert.ok(!JSON.stringify(parsed).includes('hidden'), 'comment text shown');
});

test('a long table is cut into tables that each keep the header row', () => {
  const table = `| name | value |\n|---|---|\n${'| key | some value here |\n'.repeat(1000)}`;
  const pieces = boundMarkdown(table).split('\n\n');
  assert.ok(pieces.length > 2);
  for (const piece of pieces) assert.ok(piece.startsWith('| name | value |\n|---|---|\n'), piece.slice(0, 60));
});

test('empty content roots nested deep, and an element of very many children, parse in time and whole', { timeout: 60_000 }, () => {
  // Each empty root was searched for text again, once per root around it.
  const roots = `<body>${'<article class="body document" id="content">'.repeat(120)}${'<i></i>'.repeat(300_000)}</body>`;
  const started = performance.now();
  parseFile('page.html', roots);
  assert.ok(performance.now() - started < 3_000, `${(performance.now() - started).toFixed(0)} ms`);
  // A navigation check pushed an element's children as call arguments, which overflowed the stack.
  const wide = parseFile('page.html', `<html><body><div class=header><p>${'<i/>'.repeat(130_000)}</p></div><p>The text.</p></body></html>`)!;
  assert.ok(JSON.stringify(wide).includes('The text.'));
});

test('links nested in links cost no more than a few times a single link around the same text', { timeout: 60_000 }, () => {
  // Each link read all of the text inside it to see whether it was a permalink, an address or an API name.
  const nested = HOSTILE['HTML links nested in links around much text']!.make(1_000_000);
  const single = nested.replace(/(<span><a href="x">)+/, '<span><a href="x">');
  fastestParse('page.html', single.slice(0, 100_000)); // warm up
  const one = fastestParse('page.html', single);
  const deep = fastestParse('page.html', nested);
  // About twice as long now; six times before.
  assert.ok(deep <= 4 * one + 100, `depth 60: ${deep.toFixed(0)} ms, depth 1: ${one.toFixed(0)} ms`);
});

test("Jekyll variables add no more text than the page has: assigned values, a site's values, values that hold tags", () => {
  const value = 'w '.repeat(100);
  const front = '---\ntitle: x\n---\n';
  const cases: [string, string, Record<string, string> | undefined][] = [
    ['a value used on every line', `${front}{% assign a = "${value}" %}\n\n${'{{a}}\n'.repeat(20_000)}`, undefined],
    ["a site's value in code", `${front}\`\`\`\n${'{{site.a}}'.repeat(20_000)}\n\`\`\`\n`, { a: 'x'.repeat(200) }],
    ["a site's value holding the page's tags", `${front}{% assign a = "${value}" %}\n\n${'{{site.s}}'.repeat(5_000)}\n`, { s: `x${'{{a}}'.repeat(39)}` }],
  ];
  for (const [name, text, site] of cases) {
    const page = parseFile('page.md', text, { site });
    const length = page!.sections.flatMap((s) => s.blocks).reduce((n, b) => n + (b.type === 'text' ? b.text.length : b.code.length), 0);
    assert.ok(length <= 2 * text.length, `${name}: ${text.length} characters read as ${length}`);
  }
});

test("a site's _config.yml of long runs of spaces is read in linear time", () => {
  const started = performance.now();
  const values = readYamlFrontMatter(`title: x${' '.repeat(200_000)}y\nurl: a${' '.repeat(200_000)}# comment\nnote:${' '.repeat(100_000)}\u2028\n`);
  assert.ok(performance.now() - started < 2_000, `${(performance.now() - started).toFixed(0)} ms`);
  assert.equal(values.title, `x${' '.repeat(200_000)}y`);
  assert.equal(values.url, 'a');
});

test("DocBook's questions nested in a list item cost what other nested divs do", { timeout: 60_000 }, () => {
  const nested = (entry: string, question: string) =>
    `<ul><li>${`<div class="${entry}"><div class="${question}">`.repeat(60)}<p>${'word '.repeat(200_000)}</p>${'</div></div>'.repeat(60)}</li></ul>`;
  fastestParse('page.html', nested('x', 'y').slice(0, 100_000)); // warm up
  const plain = fastestParse('page.html', nested('x', 'y'));
  const faq = fastestParse('page.html', nested('qandaentry', 'question'));
  // About as long now; twenty times before (each question's text read once per level).
  assert.ok(faq <= 3 * plain + 100, `questions: ${faq.toFixed(0)} ms, other divs: ${plain.toFixed(0)} ms`);
});

test('a huge heading or anchor is not stored again with every window of its section', () => {
  const body = Array.from({ length: 2_000 }, (_, i) => `<p>Paragraph ${i} says something of its own, ${i * 7}.</p>`).join('');
  const cases: [string, string][] = [
    ['heading', `<h2>${'word '.repeat(100_000)}</h2>${body}`],
    ['anchor', `<h2 id="${'a'.repeat(500_000)}">Options</h2>${body}`],
    ['title', `<title>${'word '.repeat(100_000)}</title><h2>Options</h2>${body}`],
  ];
  for (const [name, html] of cases) {
    const snippets = toSnippets(parseFile('page.html', html)!, 'page.html');
    assert.ok(snippets.length > 20, `${name}: ${snippets.length} windows`);
    const stored = snippets.reduce((n, s) => n + s.title.length + s.breadcrumb.join('').length + (s.anchor ?? '').length + s.description.length, 0);
    // Before: 53 MB for a 600 KB page.
    assert.ok(stored <= 2 * html.length, `${name}: a page of ${html.length} characters stored as ${stored}`);
  }
});

test('terms with nothing between them (a pod page, a plain list, box titles, footnote labels) cost time in proportion', { timeout: 60_000 }, () => {
  const cases: [string, (n: number) => string][] = [
    ['pod2html stacked items', (n) => `<link rev="made" href="mailto:x"><ul id="index"><li>x</li></ul><h1>NAME</h1><dl>${'<dt>a</dt><dd>\n</dd>'.repeat(n)}<dt>z</dt><dd><p>text</p></dd></dl>`],
    ['a definition list of terms only', (n) => `<h1>T</h1><dl>${'<dt>term</dt>'.repeat(n)}<dd>x</dd></dl>`],
    ['admonition titles without text', (n) => `<h1>T</h1>${'<div class="admonition"><p class="admonition-title">Note</p></div>'.repeat(n)}<p>x</p>`],
    ['Texinfo footnote labels', (n) => `<meta name="Generator" content="makeinfo"><h2>T</h2>${'<h5 class="footnote-body-heading"><a id="FOOT1">(1)</a></h5>'.repeat(n)}<p>x</p>`],
  ];
  for (const [name, make] of cases) {
    fastestParse('page.html', make(2_000)); // warm up
    const small = fastestParse('page.html', make(10_000));
    const large = fastestParse('page.html', make(40_000));
    // Each new term had been joined to all before it: 16 times as long for 4 times the terms.
    assert.ok(large <= 8 * small + 250, `${name}: ${small.toFixed(0)} ms, 4 times as many: ${large.toFixed(0)} ms`);
  }
});

test('Markdown boxes left open inside boxes cost what closed ones do; a box nested too deep reads as text', { timeout: 120_000 }, () => {
  const { file, make } = HOSTILE['Markdown boxes opened and never closed']!;
  const open = make(60_000);
  const closed = open.replace(/cell\n\n/g, 'cell\n\n:::\n\n');
  fastestParse(file, closed); // warm up
  const closedTime = fastestParse(file, closed);
  // Left open, closed by a shorter fence, or in quotes: 4,000 such boxes took 10 s in pieces, and minutes in one.
  const variants = { open, 'closed by a shorter fence': open.replace(/:::note/g, '::::note').replace(/cell\n\n/g, 'cell\n\n:::\n\n'), quoted: open.replace(/^(?!# T)/gm, '> ') };
  for (const [name, page] of Object.entries(variants)) {
    const time = fastestParse(file, page);
    assert.ok(time <= 3 * closedTime + 200, `${name}: ${time.toFixed(0)} ms, closed: ${closedTime.toFixed(0)} ms`);
  }
  const page = parseFile('page.md', `# T\n\n${':::note\n\ncell\n\n'.repeat(10)}`)!;
  const texts = page.sections.flatMap((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : '')));
  assert.deepEqual([texts.filter((t) => t === 'Note: cell').length, texts.filter((t) => t === ':::note').length], [8, 2]);
});

test('a roff line of many horizontal motions costs what a line of font changes does', { timeout: 60_000 }, () => {
  const page = (escape: string) => `.TH X 1\n.SH NAME\nx \\- y\n.SH DESCRIPTION\n${`x${escape}`.repeat(80_000)}\n`;
  const fonts = page('\\fB');
  const motions = page("\\h'1n'");
  fastestParse('x.1', fonts); // warm up
  const plain = fastestParse('x.1', fonts);
  const moved = fastestParse('x.1', motions);
  // Each motion asked the text built so far how it ended: 80,000 of them on a line took seconds.
  assert.ok(moved <= 3 * plain + 100, `motions: ${moved.toFixed(0)} ms, fonts: ${plain.toFixed(0)} ms`);
});

test("API Documenter's paragraphs before its title cost what other paragraphs do, padded with spaces", () => {
  const { file, make } = HOSTILE['API Documenter paragraphs of a link and a long run of spaces']!;
  const page = make(200_000);
  const plain = page.replace(/^<!--.*-->/, '');
  fastestParse(file, plain); // warm up
  const without = fastestParse(file, plain);
  const documenter = fastestParse(file, page);
  // The breadcrumb test backtracked over each paragraph's spaces: 16 times the time of the same page without it.
  assert.ok(documenter <= 3 * without + 50, `with the comment: ${documenter.toFixed(0)} ms, without: ${without.toFixed(0)} ms`);
});

test("children cost no more for their parent's long class list (the generator checks read it once per child)", { timeout: 120_000 }, () => {
  const long = `k ${'x '.repeat(20_000)}`;
  const pages = (classes: string) => [
    `<section id="main" class="${classes}">${'<header><h2>T</h2></header>'.repeat(5_000)}</section>`,
    `<h1 class="type-name ${classes}">${'<span class="kind">class</span> '.repeat(5_000)}</h1>`,
    `<div class="entry-detail ${classes}">${'<div class="signature">def f</div>'.repeat(5_000)}</div>`,
    `<div class="odoc-spec ${classes}">${'<div class="spec" id="v">val x : int</div>'.repeat(5_000)}</div>`,
    `<div class="${classes}">${'<h2>Heading</h2><p>text</p>'.repeat(5_000)}</div>`,
  ];
  const short = pages('k');
  const classed = pages(long);
  for (const [i, page] of short.entries()) {
    fastestParse('page.html', page); // warm up
    const plain = fastestParse('page.html', page);
    const slow = fastestParse('page.html', classed[i]!);
    // Each child had split its parent's 40,000-character class list: 5,000 children took seconds, 40,000 a minute.
    assert.ok(slow <= 3 * plain + 150, `page ${i}: ${slow.toFixed(0)} ms against ${plain.toFixed(0)} ms`);
  }
});

test('blocks of footnotes without text cost what other empty blocks do', { timeout: 60_000 }, () => {
  const page = (block: string) => `<main><h1>T</h1><p>a</p>${block.repeat(8_000)}</main>`;
  const plain = page('<div class="x"><hr></div>');
  const footnotes = page('<div class="footnotes"><hr></div>');
  fastestParse('page.html', plain); // warm up
  const without = fastestParse('page.html', plain);
  const with_ = fastestParse('page.html', footnotes);
  // Each footnotes block asked every sibling after it whether it had text: 8,000 of them took 3.9 s.
  assert.ok(with_ <= 3 * without + 100, `footnotes: ${with_.toFixed(0)} ms, other blocks: ${without.toFixed(0)} ms`);
});

test('headers under deep wrappers cost no more for the wrappers\' long class lists', { timeout: 120_000 }, () => {
  const make = (classes: string) => `${`<div class="${classes}">`.repeat(100)}${'<header><p>h</p></header>'.repeat(2_000)}${'</div>'.repeat(100)}`;
  const long = make(Array.from({ length: 200 }, (_, i) => `c${i}`).join(' '));
  const short = make('c');
  fastestParse('page.html', short); // warm up
  const plain = fastestParse('page.html', short);
  const classed = fastestParse('page.html', long);
  // Each header had split every ancestor's classes (a gi-docgen check): 0.5 MB took 9 s, 2.4 MB over two minutes.
  assert.ok(classed <= 3 * plain + 150, `long class lists: ${classed.toFixed(0)} ms, short: ${plain.toFixed(0)} ms`);
});

test('a table of 150,000 rows and a question-and-answer table whose answer has 200,000 children parse whole (not as spread arguments, which overflow the stack)', { timeout: 60_000 }, () => {
  const rows = '<tr><td>a</td><td>b</td></tr>'.repeat(150_000);
  const table = parseFile('t.html', `<html><body><h1>T</h1><table>${rows}</table></body></html>`)!;
  assert.ok(table.sections.some((s) => s.blocks.length > 0));
  const answer = '<br>'.repeat(200_000);
  const qanda = parseFile('q.html', `<html><body><div class="qandaset"><table><tr class="question"><td>Q</td><td>How?</td></tr><tr class="answer"><td>A</td><td>${answer}Thus.</td></tr></table></div></body></html>`)!;
  assert.ok(qanda.sections.some((s) => s.blocks.some((b) => b.type === 'text' && b.text.includes('Thus.'))));
});

test('entries given to an MDX component as data cost time in proportion, at most 2,000 of them, six arrays deep', { timeout: 60_000 }, () => {
  // Syntax trees built here as acorn writes them (parsing them is micromark's cost, not this reader's).
  const literal = (value: string | number) => ({ type: 'Literal', value });
  const property = (key: string, value: object) => ({ type: 'Property', kind: 'init', computed: false, method: false, key: { type: 'Identifier', name: key }, value });
  const object = (props: Record<string, object>) => ({ type: 'ObjectExpression', properties: Object.entries(props).map(([k, v]) => property(k, v)) });
  const array = (elements: object[]) => ({ type: 'ArrayExpression', elements });
  const attributes = (expression: object) => [{ type: 'mdxJsxAttribute', name: 'content', value: { type: 'mdxJsxAttributeValueExpression', data: { estree: { type: 'Program', body: [{ type: 'ExpressionStatement', expression }] } } } }];
  const many = (n: number) =>
    attributes(array(Array.from({ length: n }, (_, i) => object({ name: literal(`n${i}`), type: literal('t'), description: literal('d'), properties: array([object({ parameters: array([object({ name: literal('x'), default: literal(1) })]) })]) }))));
  const time = (attrs: unknown) => {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      attributeEntries(attrs);
      best = Math.min(best, performance.now() - started);
    }
    return best;
  };
  const [small, large] = [many(5_000), many(20_000)];
  time(small); // warm up
  const [smallTime, largeTime] = [time(small), time(large)];
  assert.ok(largeTime <= 8 * smallTime + 50, `5,000 entries took ${smallTime.toFixed(0)} ms, 20,000 took ${largeTime.toFixed(0)} ms`);
  const count = (entries: DataEntry[]): number => entries.reduce((sum, e) => sum + 1 + count(e.entries), 0);
  assert.equal(count(attributeEntries(large)), 2000);
  // Nested 20,000 deep, as entries or as wrappers of arrays alone: read six arrays deep, without overflowing the stack.
  let deep: object = array([object({ name: literal('leaf'), description: literal('d') })]);
  let wrapped: object = deep;
  for (let i = 0; i < 20_000; i++) {
    deep = array([object({ name: literal(`e${i}`), description: literal('d'), properties: deep })]);
    wrapped = array([object({ parameters: wrapped })]);
  }
  const depth = (entries: DataEntry[]): number => Math.max(0, ...entries.map((e) => 1 + depth(e.entries)));
  assert.equal(depth(attributeEntries(attributes(deep))), 6);
  assert.deepEqual(attributeEntries(attributes(wrapped)), []);
});

test("the MDX reader's work on expressions is counted inside an open expression too, a fence there included", () => {
  const objects = '{ name: "opt", description: "Sets a thing." },\n'.repeat(3000);
  const plain = `<X content={[\n${objects}]} />\n`;
  // A line of three backticks inside the expression is the expression's text to the MDX reader, not a fence.
  const fenced = `<X content={[\n\`\n\`\`\`\n\`,\n${objects}]} />\n`;
  assert.ok(mdxExpressionWork(plain) > PARSE_LIMITS.mdxExpressionWork);
  assert.ok(mdxExpressionWork(fenced) > PARSE_LIMITS.mdxExpressionWork, `${mdxExpressionWork(fenced)}`);
  // Code in a fence outside any expression is no expression.
  assert.equal(mdxExpressionWork(`\`\`\`js\n${'function f() { return { a: 1 }; }\n'.repeat(3000)}\`\`\`\n`), 0);
});
