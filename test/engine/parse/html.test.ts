import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseHtml } from '../../../src/engine/parse/html.ts';
import type { ParsedPage } from '../../../src/engine/types.ts';
import { fixtures } from '../../helpers.ts';

const read = (name: string): string => readFileSync(join(fixtures, 'parse', name), 'utf8');
const outline = (page: ParsedPage): [number, string, string | undefined][] => page.sections.map((s) => [s.level, s.heading, s.anchor]);
/** The blocks of a page whose main content is `html`, in order: text as it reads, code as `[lang] code`. */
const mainBlocks = (html: string): string[] =>
  parseHtml(`<html><body><main><h1>T</h1>${html}</main></body></html>`).sections.flatMap((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : `[${b.lang}] ${b.code}`)));
const blockTexts = (section: ParsedPage['sections'][number]): string[] => section.blocks.map((b) => (b.type === 'text' ? b.text : b.code));
const allText = (page: ParsedPage): string =>
  page.sections.map((s) => [s.heading, ...blockTexts(s)].join('\n')).join('\n');

test('Sphinx page: main content only, sections with ids, API entries as sub-sections', () => {
  const page = parseHtml(read('sphinx.html'));
  assert.equal(page.title, 'Runners');
  assert.deepEqual(outline(page), [
    [1, 'Runners', 'runners'],
    [2, 'Running an asyncio Program', 'running-an-asyncio-program'],
    [3, 'asyncio.run(coro, *, debug=None)', 'asyncio.run'],
    // Prose after the API entry goes back to the section that holds it.
    [2, 'Running an asyncio Program', 'running-an-asyncio-program'],
    [2, 'Runner context manager', 'runner-context-manager'],
    [3, 'class asyncio.Runner(*, debug=None)', 'asyncio.Runner'],
    [4, 'close()', 'asyncio.Runner.close'],
    [2, 'Runner context manager', 'runner-context-manager'],
  ]);
  const text = allText(page);
  for (const chrome of ['Navigation', 'Sidebar text', 'Table of Contents', 'Copyright', '¶', 'var x', 'color: black', 'jquery']) {
    assert.ok(!text.includes(chrome), `page text must not contain ${chrome}`);
  }
  assert.deepEqual(page.sections[0]!.blocks, [
    { type: 'text', text: 'Source code: Lib/asyncio/runners.py' },
    { type: 'text', text: 'This section outlines high-level asyncio primitives to run asyncio code & other things.' },
  ]);
});

test('Sphinx code is rebuilt from its highlighting spans without added characters', () => {
  const page = parseHtml(read('sphinx.html'));
  const run = page.sections[2]!;
  assert.deepEqual(run.blocks, [
    { type: 'text', text: 'Execute the coroutine coro and return the result.' },
    { type: 'text', text: 'If debug is `True`, the event loop will be run in debug mode.' },
    { type: 'text', text: 'Example:' },
    { type: 'code', lang: 'python3', code: "async def main():\n    await asyncio.sleep(1)\n    print('hello')\n\nasyncio.run(main())" },
    { type: 'text', text: 'New in version 3.7.' },
  ]);
  assert.deepEqual(page.sections[3]!.blocks, [
    { type: 'text', text: 'Code run this way should not call `asyncio.set_event_loop()`.' },
    { type: 'text', text: 'Note: Only one event loop can run in a thread.' },
  ]);
  assert.deepEqual(page.sections[7]!.blocks, [{ type: 'text', text: 'Option | Default\n`debug` | None' }]);
});

test('DocBook page: navigation dropped, section ids from enclosing divs, admonition titles as prefixes', () => {
  const page = parseHtml(read('docbook.html'));
  assert.equal(page.title, '7.8. WITH Queries (Common Table Expressions)');
  assert.deepEqual(outline(page), [
    [2, '7.8. WITH Queries (Common Table Expressions)', 'QUERIES-WITH'],
    [3, '7.8.1. Recursive Queries', 'QUERIES-WITH-RECURSIVE'],
  ]);
  assert.deepEqual(page.sections[0]!.blocks, [{ type: 'text', text: '`WITH` provides a way to write auxiliary statements for use in a larger query.' }]);
  assert.deepEqual(page.sections[1]!.blocks, [
    { type: 'text', text: 'The optional `RECURSIVE` modifier changes `WITH` from a mere syntactic convenience into a feature:' },
    { type: 'code', code: 'WITH RECURSIVE t(n) AS (\n    VALUES (1)\n  UNION ALL\n    SELECT n+1 FROM t WHERE n < 100\n)\nSELECT sum(n) FROM t;' },
    { type: 'text', text: 'Note: Strictly speaking, this process is iteration not recursion.' },
    { type: 'text', text: '`with_query`: The `WITH` clause allows you to specify subqueries.' },
  ]);
  const text = allText(page);
  assert.ok(!text.includes('Prev') && !text.includes('Next') && !text.includes('Home'));
});

test('Node.js-style headings take the id of their anchor child; code languages from classes', () => {
  const html = `<html><head><title>Events | Node.js v18.20.4 Documentation</title><meta name="description" content="Events &amp; emitters"></head><body>
    <div id="column2"><ul><li><a href="fs.html">File system</a></li></ul></div>
    <div id="apicontent">
      <h2>Events<span><a class="mark" href="#events" id="events">#</a></span><a aria-hidden="true" class="legacy" id="events_events"></a></h2>
      <section><h3><code>events.once(emitter, name[, options])</code><span><a class="mark" href="#eventsonce" id="eventsonce">#</a></span></h3>
      <p>Creates a <code>Promise</code>.</p>
      <pre><code class="language-mjs">const [value] = await once(ee, &#39;myevent&#39;);
</code></pre>
      <pre class="lang-js">a<br>b</pre>
      <div class="highlight-default"><pre>x = 1</pre></div>
      </section>
    </div></body></html>`;
  const page = parseHtml(html);
  assert.equal(page.title, 'Events');
  assert.equal(page.description, 'Events & emitters');
  assert.deepEqual(outline(page), [
    [2, 'Events', 'events'],
    [3, 'events.once(emitter, name[, options])', 'eventsonce'],
  ]);
  assert.deepEqual(page.sections[1]!.blocks, [
    { type: 'text', text: 'Creates a `Promise`.' },
    { type: 'code', lang: 'mjs', code: "const [value] = await once(ee, 'myevent');" },
    { type: 'code', lang: 'js', code: 'a\nb' },
    { type: 'code', code: 'x = 1' },
  ]);
  assert.ok(!allText(page).includes('File system'));
});

test('main content is preferred; lists become lines; link-only lines and images are dropped', () => {
  const html = `<body><header><h1>Site name</h1></header><div class="breadcrumbs">Home / Docs</div>
    <main><h1 id="guide">Guide</h1>
    <p><a href="/a"><img src="logo.png" alt="Logo"></a></p>
    <ul><li><a href="#one">One</a></li><li><a href="#two">Two</a></li></ul>
    <ol start="3"><li>Run <kbd>npm test</kbd></li><li>Read<ul><li>nested item</li></ul></li></ol>
    <dl><dt>timeout</dt><dd><p>Milliseconds to wait.</p></dd></dl>
    </main><footer>Footer text</footer></body>`;
  const page = parseHtml(html);
  assert.equal(page.title, 'Guide');
  assert.deepEqual(page.sections, [
    {
      level: 1,
      heading: 'Guide',
      anchor: 'guide',
      blocks: [
        { type: 'text', text: '3. Run `npm test`\n4. Read\n  - nested item' },
        { type: 'text', text: 'timeout: Milliseconds to wait.' },
      ],
    },
  ]);
});

test('a layout table holding code is read as ordinary content', () => {
  const page = parseHtml('<body><table><tr><td><h2 id="x">Usage</h2><p>Call it:</p><pre>run()</pre></td></tr></table></body>');
  assert.deepEqual(page.sections, [
    { level: 2, heading: 'Usage', anchor: 'x', blocks: [{ type: 'text', text: 'Call it:' }, { type: 'code', code: 'run()' }] },
  ]);
});

test("a data table grouped by heading rows: each title heads its rows under the table's header, and prose after it is its section's", () => {
  // w3m's key bindings: a header of th cells, then titles alone in a full-width cell, each over its functions.
  const row = (...cells: string[]) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
  const page = parseHtml(`<body><h2 id="keys">Key bindings</h2><table border="1">
    <tr><th>Function</th><th>Key</th><th>Description</th></tr>
    <tr><td colspan="3"><h3>In-page navigation</h3></td></tr>${row('NEXT_PAGE', 'SPC', 'Scroll one page down')}${row('PREV_PAGE', 'b', 'Scroll one page up')}
    <tr><td colspan="3">\n<h3 id="links">Hyperlinks</h3>\n</td></tr>${row('GOTO_LINK', 'RET', 'Follow the link')}
    </table><p>Menus have their own keys.</p></body>`);
  assert.deepEqual(outline(page), [
    [2, 'Key bindings', 'keys'],
    [3, 'In-page navigation', undefined],
    [3, 'Hyperlinks', 'links'],
    [2, 'Key bindings', 'keys'],
  ]);
  assert.deepEqual(blockTexts(page.sections[1]!), ['Function | Key | Description\nNEXT_PAGE | SPC | Scroll one page down\nPREV_PAGE | b | Scroll one page up']);
  assert.deepEqual(blockTexts(page.sections[2]!), ['Function | Key | Description\nGOTO_LINK | RET | Follow the link']);
  assert.deepEqual(blockTexts(page.sections[3]!), ['Menus have their own keys.']);
  // An empty title heads nothing: its rows go to the section around the table.
  const empty = parseHtml(`<body><h2>Keys</h2><table><tr><th>Function</th><th>Key</th></tr><tr><td colspan="2"><h3>Nav</h3></td></tr>${row('NEXT', 'SPC')}${row('PREV', 'b')}<tr><td colspan="2"><h3> </h3></td></tr>${row('QUIT', 'q')}</table></body>`);
  assert.deepEqual(empty.sections.map((s) => [s.heading, blockTexts(s)]), [
    ['Keys', []],
    ['Nav', ['Function | Key\nNEXT | SPC\nPREV | b']],
    ['Keys', ['Function | Key\nQUIT | q']],
  ]);
  // A cell with a heading and more than it is layout still.
  const layout = parseHtml(`<body><table><tr><td><h3>Usage</h3><p>Call it.</p></td></tr>${row('a', 'b')}${row('c', 'd')}</table></body>`);
  assert.deepEqual(outline(layout), [[3, 'Usage', undefined]]);
});

test("a page's own index of plain items, each one of its headings or terms, is left out; a list of the entries themselves is not", () => {
  // w3m's FAQ: its questions listed unlinked under "Index", then each as a dt with its answer.
  const questions = ['How do I pronounce w3m?', 'Why is it called w3m?', 'On which platforms does w3m work?'];
  const page = parseHtml(`<body><h1>FAQ</h1><h2 id="index">Index</h2><ul>${questions.map((q) => `<li><b>${q}</b></li>`).join('')}</ul>
    <h2>General</h2><dl>${questions.map((q, i) => `<dt><b>${q}</b></dt><dd><p>Answer ${i}.</p></dd>`).join('')}</dl>
    <h2>Other</h2><ul><li>How do I pronounce w3m?</li><li>A line of its own.</li><li>Another.</li></ul></body>`);
  assert.equal(allText(page).match(/How do I pronounce w3m\?/g)?.length, 2);
  assert.deepEqual(blockTexts(page.sections.find((s) => s.heading === 'Other')!), ['- How do I pronounce w3m?\n- A line of its own.\n- Another.']);
  // TypeDoc's members: each item holds its own heading.
  const members = parseHtml(`<body><h1>Codes</h1><ul>${['a', 'b', 'c'].map((m) => `<li><h3>readonly ${m}</h3><p>The ${m} code.</p></li>`).join('')}</ul></body>`);
  assert.deepEqual(outline(members).map(([, heading]) => heading), ['Codes', 'readonly a', 'readonly b', 'readonly c']);
});

test("a line break in a list item's paragraph is a line of the item; in a table's cell it stays a space", () => {
  // mutt's reference: two commands' synopses in one item, apart only by a <br/>.
  const page = parseHtml(`<body><h2>Commands</h2><ul><li><p><code>alias</code> [-group name] key address<br/><code>unalias</code> [-group name] key</p></li><li><p>bind</p></li></ul>
    <table><tr><td>a<br>b</td><td>c</td></tr><tr><td>d</td><td>e</td></tr></table></body>`);
  assert.deepEqual(blockTexts(page.sections[0]!), ['- `alias` [-group name] key address\n  `unalias` [-group name] key\n- bind', 'a b | c\nd | e']);
});

test("Apache httpd's manual: its banner, menu and lists of translations are chrome", () => {
  const page = parseHtml(`<body><div id="page-header"><p class="menu"><a href="../mod/index.html">Modules</a> | <a href="../glossary.html">Glossary</a></p>
    <p class="apache">Apache HTTP Server Version 2.4</p></div><div id="page-content"><div id="preamble"><h1>Apache Module mod_alias</h1>
    <div class="toplang"><p><span>Available Languages: </span><a href="../../en/mod/mod_alias.html">&nbsp;en&nbsp;</a> |
    <a href="../../fr/mod/mod_alias.html">&nbsp;fr&nbsp;</a></p></div><p>Maps parts of the filesystem into the document tree.</p></div>
    <h2 id="alias">Alias Directive</h2><p>Maps URLs to filesystem locations.</p>
    <div class="bottomlang"><p><span>Available Languages: </span><a href="../../en/mod/mod_alias.html">&nbsp;en&nbsp;</a></p></div></div></body>`);
  assert.equal(allText(page), 'Apache Module mod_alias\nMaps parts of the filesystem into the document tree.\nAlias Directive\nMaps URLs to filesystem locations.');
  // A class that says chrome counts after a long list of utility classes too.
  const utility = Array.from({ length: 60 }, (_, i) => `px-${i}`).join(' ');
  const tailwind = parseHtml(`<body><main><h1>Guide</h1><p>Read this.</p><div class="${utility} nosearch"><p>Edit this page on GitHub</p></div></main></body>`);
  assert.equal(allText(tailwind), 'Guide\nRead this.');
});

test("a layout table's empty spacer cells before the text are not columns to mark", () => {
  // GraphicsMagick's utility pages: each option's text in a row after an empty cell of 3%.
  const page = parseHtml(`<body><h2>Options</h2><table><tr><td width="3%"><br></td><td>join images into a single multi-image file</td></tr>
    <tr><td width="3%"></td><td>-adjoin</td><td></td></tr><tr><td>a</td><td></td><td>c</td></tr><tr><td></td><td>corner</td></tr>
    <tr><td width="30%"></td><td width="20%"></td><td>continued</td></tr></table></body>`);
  // An empty cell without a width, or a wide one, is a column: a table's corner, an unset parameter direction, a
  // multitable's continued row.
  assert.deepEqual(blockTexts(page.sections[0]!), ['join images into a single multi-image file\n-adjoin\na | | c\n | corner\n | | continued']);
});

test("latex2html's navigation bars and child-links label, DocBook's lists of tables and figures are chrome", () => {
  const page = parseHtml(`<body><div class="navigation"><a href="node45.html">Next</a> <b>Next:</b> <a href="node45.html">Elliptic integrals</a>
    <b>Up:</b> <a href="node43.html">Expressions</a></div><h2 id="x">Functions</h2><p>The math library's functions.</p>
    <a id="CHILD_LINKS"><strong>Subsections</strong></a><ul class="ChildLinks"><li><a href="node45.html">Elliptic integrals</a></li></ul>
    <div class="list-of-tables"><p><b>List of Tables</b></p><dl><dt>1.1. <a href="#t">Typographical conventions</a></dt></dl></div>
    <div class="navigation"><b>Previous:</b> <a href="node42.html">Constants</a></div></body>`);
  assert.equal(allText(page), "Functions\nThe math library's functions.");
});

test("DocBook's questions and answers: each question heads its answer (DSSSL's divs and the XSL stylesheets' table)", () => {
  // DSSSL (the question's label in bold, a heading of the answer's own below it), as ProFTPD's FAQ is written.
  const dsssl = parseHtml(`<BODY><H1><A NAME="c4"></A>Chapter 4. Running problems</H1><DIV CLASS="QANDASET">
    <DIV CLASS="QANDAENTRY"><DIV CLASS="QUESTION"><P><A NAME="q12"></A><B>12. </B>Ratios</P></DIV>
    <DIV CLASS="ANSWER"><P>Limits hold per session.</P><H3 CLASS="BRIDGEHEAD">Limitations of mod_ratio</H3><P>No tracking.</P></DIV></DIV>
    <DIV CLASS="QANDAENTRY"><DIV CLASS="QUESTION"><P><A NAME="q13"></A><B>13. </B>Slow logins</P></DIV>
    <DIV CLASS="ANSWER"><P>Probably a DNS timeout.</P></DIV></DIV></DIV><P>After the set.</P></BODY>`);
  assert.deepEqual(outline(dsssl), [
    [1, 'Chapter 4. Running problems', 'c4'],
    [2, 'Ratios', 'q12'],
    [3, 'Limitations of mod_ratio', undefined],
    [2, 'Slow logins', 'q13'],
    [1, 'Chapter 4. Running problems', 'c4'],
  ]);
  assert.deepEqual(blockTexts(dsssl.sections[3]!), ['Probably a DNS timeout.']);
  assert.deepEqual(blockTexts(dsssl.sections[4]!), ['After the set.']);
  // XSL: a label cell, then the question's or the answer's; a group's title in a row of its own.
  const xsl = parseHtml(`<body><h2 id="faq">FAQ</h2><div class="qandaset"><table border="0"><tbody>
    <tr class="qandadiv"><td colspan="2"><h3 class="title">1. Building</h3></td></tr>
    <tr class="question"><td><a name="q1"></a><p><b>1.1.</b></p></td><td><p>Why does make fail?</p></td></tr>
    <tr class="answer"><td><p><b>A:</b></p></td><td><p>Install the headers first.</p><pre>apt install libfoo-dev</pre></td></tr>
    <tr class="question"><td><a name="q2"></a><p><b>1.2.</b></p></td><td><p>Where do files go?</p></td></tr>
    <tr class="answer"><td></td><td><p>Under the prefix.</p></td></tr></tbody></table></div></body>`);
  assert.deepEqual(outline(xsl), [
    [2, 'FAQ', 'faq'],
    [3, '1. Building', undefined],
    [4, 'Why does make fail?', 'q1'],
    [4, 'Where do files go?', 'q2'],
  ]);
  assert.deepEqual(blockTexts(xsl.sections[2]!), ['Install the headers first.', 'apt install libfoo-dev']);
  assert.deepEqual(blockTexts(xsl.sections[3]!), ['Under the prefix.']);
});

test("DocBook's questions: on a page without headings, of several blocks, labelled by letter; a quiz's question rows stay a table", () => {
  // No heading before the set: each question a section of its own, and the text after the set the page's again.
  const bare = parseHtml(`<body><div class="qandaset"><table><tbody>
    <tr class="question"><td><a name="q1"></a><p><b>A.1.</b></p></td><td><p>Why does make fail?</p></td></tr>
    <tr class="answer"><td></td><td><p>Install the headers.</p></td></tr>
    <tr class="question"><td><a name="q2"></a><p><b>A.2.</b></p></td><td><p>I get this error:</p><pre class="screen">bind: Address already in use</pre><p>What is wrong?</p></td></tr>
    <tr class="answer"><td></td><td><p>Another server holds the port.</p></td></tr></tbody></table></div><p>Last updated 2024.</p></body>`);
  assert.deepEqual(outline(bare), [
    [1, 'Why does make fail?', 'q1'],
    [1, 'I get this error:', 'q2'],
    [0, '', undefined],
  ]);
  assert.deepEqual(blockTexts(bare.sections[1]!), ['bind: Address already in use', 'What is wrong?', 'Another server holds the port.']);
  assert.deepEqual(blockTexts(bare.sections[2]!), ['Last updated 2024.']);
  const dsssl = parseHtml(`<BODY><H1>FAQ</H1><DIV CLASS="QANDAENTRY"><DIV CLASS="QUESTION"><P><B>B.3.</B>Where are the logs?</P></DIV><DIV CLASS="ANSWER"><P>In /var/log.</P></DIV></DIV></BODY>`);
  assert.deepEqual(outline(dsssl), [[1, 'FAQ', undefined], [2, 'Where are the logs?', undefined]]);
  // A table of questions that is not DocBook's: its cells are the content.
  const quiz = parseHtml(`<body><h1>Quiz</h1><table><thead><tr><th>Question</th><th>Answer</th><th>Points</th></tr></thead><tbody>
    <tr class="question"><td>What does ls do?</td><td>Lists files</td><td>2</td></tr>
    <tr class="question"><td>What does cd do?</td><td>Changes directory</td><td>3</td></tr></tbody></table></body>`);
  assert.deepEqual(outline(quiz), [[1, 'Quiz', undefined]]);
  assert.deepEqual(blockTexts(quiz.sections[0]!), ['Question | Answer | Points\nWhat does ls do? | Lists files | 2\nWhat does cd do? | Changes directory | 3']);
});

test("DocBook, from an audit of eight packages: sidebars kept, DSSSL's capitalised chrome dropped, credits as text, footnotes apart, prototypes as code", () => {
  // DSSSL: navigation, table of contents and list of tables in capitals; a question list atop a set.
  const dsssl = parseHtml(`<HTML><BODY><DIV CLASS="NAVHEADER"><TABLE><TR><TH COLSPAN="3">The Book</TH></TR><TR><TD><A HREF="p.html">Prev</A></TD></TR></TABLE></DIV>
    <DIV CLASS="TITLEPAGE"><H1><A NAME="c2"></A>Chapter 2. Setup</H1><H3 CLASS="AUTHOR">Mark Lowes</H3></DIV>
    <DIV CLASS="TOC"><DL><DT><B>Table of Contents</B></DT><DT><A HREF="#j">Installing Jade</A></DT></DL></DIV>
    <DIV CLASS="LOT"><DL CLASS="LOT"><DT><B>List of Tables</B></DT><DT>1-1. <A HREF="t.html#T1">Catalog variables</A></DT></DL></DIV>
    <P>Install three components.</P>
    <DIV CLASS="QANDASET"><DL><DT>1. <A HREF="#q1">Why?</A></DT></DL><DIV CLASS="QANDAENTRY"><DIV CLASS="QUESTION"><P><A NAME="q1"></A><B>1. </B>Why?</P></DIV><DIV CLASS="ANSWER"><P>Because.</P></DIV></DIV></DIV>
    <DIV CLASS="NAVFOOTER"><TABLE><TR><TD>$admon-graphic$</TD><TD><A HREF="up.html">Up</A></TD><TD>Callouts</TD></TR></TABLE></DIV></BODY></HTML>`);
  assert.deepEqual(outline(dsssl), [[1, 'Chapter 2. Setup', 'c2'], [2, 'Why?', 'q1']]);
  assert.deepEqual(blockTexts(dsssl.sections[0]!), ['Mark Lowes', 'Install three components.']);
  assert.deepEqual(blockTexts(dsssl.sections[1]!), ['Because.']);
  // XSL: a sidebar of the text, a site's sidebar of links, footnotes, a function synopsis, a generated index.
  const xsl = parseHtml(`<body><div class="sidebar"><ul><li><a href="/">Home</a></li><li><a href="/apt">APT</a></li></ul></div>
    <div class="chapter"><h2 class="title"><a name="apt"></a>6.2. APT</h2><p>Run <code>apt update</code> first<sup>[<a href="#ftn.1">1</a>]</sup>.</p>
    <div class="sidebar"><div class="titlepage"><p class="title"><b>TIP Incremental updates</b></p></div><p>Only pdiff files are downloaded.</p></div>
    <div class="funcsynopsis"><table class="funcprototype-table"><tr><td><code class="funcdef">int <b class="fsfunc">pam_end</b>(</code></td><td>pam_handle_t *<var>pamh</var>, </td></tr><tr><td> </td><td>int <var>pam_status</var><code>)</code>;</td></tr></table></div>
    <h2 class="title">Index</h2><div class="index"><div class="indexdiv"><h3>A</h3><dl><dt>apt-get, <a class="indexterm" href="apt.html">Installing</a></dt></dl></div></div>
    <div class="footnotes"><div id="ftn.1" class="footnote"><p><sup>[<a href="#1">1</a>] </sup>Or apt-get update.</p></div></div></div></body>`);
  assert.deepEqual(outline(xsl), [[2, '6.2. APT', 'apt'], [2, 'Index', undefined], [1, 'Footnotes', undefined]]);
  assert.deepEqual(blockTexts(xsl.sections[0]!), [
    'Run `apt update` first[1].',
    'TIP Incremental updates',
    'Only pdiff files are downloaded.',
    'int pam_end(pam_handle_t *pamh, int pam_status);',
  ]);
  assert.equal(xsl.sections[0]!.blocks[3]!.type === 'code' && xsl.sections[0]!.blocks[3]!.lang, 'c');
  assert.deepEqual(blockTexts(xsl.sections[1]!), []);
  assert.deepEqual(blockTexts(xsl.sections[2]!), ['[1] Or apt-get update.']);
});

test('a header inside the article keeps the page title; the site header does not', () => {
  const html = `<body><header class="navbar"><h1>Site</h1><nav><a href="/">Docs</a></nav></header>
    <div class="main-wrapper"><article><nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
    <div class="markdown"><header><h1>Create a Page</h1></header><p>Add <strong>Markdown or React</strong> files.</p>
    <h2 id="create-a-react-page">Create a React Page<a href="#create-a-react-page" class="hash-link">​</a></h2>
    <div class="language-jsx codeBlockContainer"><pre><code><span class="token-line">export default function MyPage() {</span><br><span class="token-line">  return &lt;h1&gt;Hi&lt;/h1&gt;;</span><br><span class="token-line">}</span></code></pre></div>
    </div><footer class="theme-doc-footer"><a href="edit">Edit this page</a></footer></article></div></body>`;
  const page = parseHtml(html);
  assert.equal(page.title, 'Create a Page');
  assert.deepEqual(page.sections, [
    { level: 1, heading: 'Create a Page', blocks: [{ type: 'text', text: 'Add Markdown or React files.' }] },
    {
      level: 2,
      heading: 'Create a React Page',
      anchor: 'create-a-react-page',
      blocks: [{ type: 'code', lang: 'jsx', code: 'export default function MyPage() {\n  return <h1>Hi</h1>;\n}' }],
    },
  ]);
});

test('a definition list of reference entries (options, parameters) gives each entry a sub-section; one-line definitions stay text', () => {
  const explain = (what: string) => `Sets ${what}. ${'It is described here at some length so that the entry says what it does. '.repeat(2)}`;
  const page = parseHtml(`<html><body><main><h1>pg_dump</h1><h2 id="options">Options</h2>
    <dl class="variablelist">
      <dt><code>-F format</code>, <code>--format=format</code></dt><dd><p>${explain('the output format')}</p></dd>
      <dt><code>-j njobs</code></dt><dd><p>${explain('the number of parallel jobs')}</p></dd>
      <dt><code>-v</code></dt><dd><p>${explain('verbose mode')}</p></dd>
    </dl>
    <h2>Terms</h2><dl><dt>a</dt><dd>first</dd><dt>b</dt><dd>second</dd><dt>c</dt><dd>third</dd></dl>
  </main></body></html>`);
  assert.deepEqual(
    page.sections.map((s) => [s.level, s.heading]),
    [
      [1, 'pg_dump'],
      [2, 'Options'],
      [3, '-F format, --format=format'],
      [3, '-j njobs'],
      [3, '-v'],
      [2, 'Terms'],
    ],
  );
  assert.match(allText(page), /the number of parallel jobs/);
  assert.match(allText(page), /a: first/);
});

test("a list of one term with its own anchor (Asciidoctor's configuration options, one list each) is an entry; without an anchor, or with a short definition, it stays text", () => {
  const explain = (what: string) => `Sets ${what}. ${'It is described here at some length so that the entry says what it does. '.repeat(2)}`;
  const page = parseHtml(`<html><body><main><h1>ccache</h1><h2 id="_configuration_options">Configuration options</h2>
    <div id="config_base_dir" class="dlist"><dl><dt class="hdlist1"><strong>base_dir</strong> (<strong>CCACHE_BASEDIR</strong>)</dt><dd><p>${explain('the base directory')}</p></dd></dl></div>
    <div id="config_cache_dir" class="dlist">
      <dl><dt class="hdlist1"><strong>cache_dir</strong></dt><dd><p>${explain('the cache directory')}</p></dd></dl>
    </div>
    <dl id="python-shell"><dt>Python Shell</dt><dd>Open or wake up the Python Shell window.</dd></dl>
    <div class="dlist"><dl><dt class="hdlist1">unanchored</dt><dd><p>${explain('nothing linkable')}</p></dd></dl></div>
    <div id="shared"><p>A wrapper of more than the list.</p><dl><dt>shared</dt><dd><p>${explain('something else')}</p></dd></dl></div>
    <dl id="short"><dt>short</dt><dd>one line</dd></dl>
  </main></body></html>`);
  assert.deepEqual(
    page.sections.map((s) => [s.level, s.heading, s.anchor]),
    [
      [1, 'ccache', undefined],
      [2, 'Configuration options', '_configuration_options'],
      [3, 'base_dir (CCACHE_BASEDIR)', 'config_base_dir'],
      [3, 'cache_dir', 'config_cache_dir'],
      // A line of definition is enough where the list has an anchor of its own.
      [3, 'Python Shell', 'python-shell'],
      [2, 'Configuration options', '_configuration_options'],
    ],
  );
  assert.match(allText(page), /unanchored: Sets nothing linkable/);
  assert.match(allText(page), /shared: Sets something else/);
  assert.match(allText(page), /short: one line/);
});

test("Crystal's and pydoctor's members are entries headed by their signatures; their inherited members, search box and source links go", () => {
  const crystal = parseHtml(`<html><head><meta name="generator" content="Crystal Docs 1.6.0"></head><body>
    <div class="sidebar"><input id="search-input"></div>
    <div class="main-content">
      <h1 class="type-name"><span class="kind">module</span> Base64</h1><p class="undocumented">Undocumented</p>
      <h2 id="overview">Overview</h2><p>Encodes and decodes Base64.</p>
      <h2 id="instance-method-summary">Instance Method Summary</h2>
      <ul class="list-summary"><li><a href="#decode(data):Bytes-instance-method" class="signature"><strong>#decode</strong>(data) : Bytes</a>
        <div class="summary"><p>Returns the decoded data.</p></div></li></ul>
      <div class="methods-inherited"><h3>Instance methods inherited from module Object</h3><a href="Object.html#dup">dup</a></div>
      <h2 id="instance-method-detail">Instance Method Detail</h2>
      <div class="entry-detail" id="decode(data):Bytes-instance-method">
        <div class="signature">def <strong>decode</strong>(data) : <a href="Bytes.html">Bytes</a>
          <a class="method-permalink" href="#decode(data):Bytes-instance-method">#</a></div>
        <div class="doc"><p>Returns the decoded data. Reads either alphabet.</p></div>
      </div>
      <div class="entry-detail" id="encode(data):String-instance-method">
        <div class="signature">def <strong>encode</strong>(data) : <a href="String.html">String</a></div>
        <div class="doc"><p>Returns the encoded data.</p></div>
      </div>
    </div></body></html>`);
  assert.deepEqual(
    crystal.sections.map((s) => [s.level, s.heading, s.anchor]),
    [
      [1, 'Base64', undefined],
      [2, 'Overview', 'overview'],
      [2, 'Instance Method Summary', 'instance-method-summary'],
      [2, 'Instance Method Detail', 'instance-method-detail'],
      [3, 'def decode(data) : Bytes', 'decode(data):Bytes-instance-method'],
      [3, 'def encode(data) : String', 'encode(data):String-instance-method'],
    ],
  );
  // A summary line keeps the member's name, a link classed as its signature.
  assert.match(allText(crystal), /#decode\(data\) : Bytes/);
  assert.doesNotMatch(allText(crystal), /inherited|Undocumented/);

  const pydoctor = parseHtml(`<html><head><meta name="generator" content="pydoctor 22.9.1"></head><body>
    <div id="search-results-container" style="display: none;"><p>Search bar offers the following options.</p></div>
    <div id="main"><div class="page-header"><h1 class="class"><code>twisted.internet.defer.Deferred</code></h1></div>
      <div class="moduleDocstring"><p>This is a callback which will be put off until later.</p></div>
      <div id="childList">
        <div class="basemethod"><a name="twisted.internet.defer.Deferred.addBoth"></a><a name="addBoth"></a>
          <div class="functionHeader"><span class="py-keyword">def</span> <span class="py-defname">addBoth</span>(self, callback):
            <a class="sourceLink" href="https://example.org/defer.py#L10">(source)</a>
            <a class="headerLink" href="#addBoth">¶</a></div>
          <div class="docstring functionBody"><p>Add a callable as both a callback and an errback.</p>
            <pre class="py-doctest">&gt;&gt;&gt; d.addBoth(print)</pre>
            <pre class="rst-literal-block">
    d = Deferred()
    d.addBoth(print)
</pre></div>
        </div>
        <p class="inheritedFrom">Inherited from <code>Base</code>:</p>
        <table class="children"><tr><td>Method</td><td><code>inherited</code></td><td>Copied from the base class.</td></tr></table>
      </div>
    </div></body></html>`);
  assert.deepEqual(
    pydoctor.sections.map((s) => [s.level, s.heading, s.anchor]),
    [
      [1, 'twisted.internet.defer.Deferred', 'main'],
      [2, 'def addBoth(self, callback):', 'addBoth'],
    ],
  );
  assert.deepEqual(pydoctor.sections[1]!.blocks.filter((b) => b.type === 'code'), [
    { type: 'code', lang: 'pycon', code: '>>> d.addBoth(print)' },
    { type: 'code', lang: 'python', code: 'd = Deferred()\nd.addBoth(print)' },
  ]);
  assert.doesNotMatch(allText(pydoctor), /Search bar|source\)|Inherited from|Copied from/);
});

test("odoc's module documentation and values as entries; Scaladoc's member filter, folded type lists and inherited members go, and a member is anchored at its own anchor, not its signature's type links", () => {
  const odoc = parseHtml(`<html><head><meta name="generator" content="odoc 2.1.0"></head><body class="odoc">
    <nav class="odoc-nav"><a href="../index.html">Up</a></nav>
    <header class="odoc-preamble"><h1>Module <code><span>Js_of_ocaml.Geolocation</span></code></h1><p>Geolocation API</p>
      <pre><code>let geo = Geolocation.geolocation in geo##getCurrentPosition f</code></pre></header>
    <div class="odoc-content">
      <div class="odoc-spec"><div class="spec value anchored" id="val-is_supported"><a href="#val-is_supported" class="anchor"></a>
        <code><span class="keyword">val</span> is_supported : unit -&gt; bool</code></div>
        <div class="spec-doc"><p>Whether the browser gives positions.</p></div></div>
    </div></body></html>`);
  assert.deepEqual(
    odoc.sections.map((s) => [s.level, s.heading, s.anchor]),
    [
      [1, 'Module Js_of_ocaml.Geolocation', undefined],
      [5, 'val is_supported : unit -> bool', 'val-is_supported'],
    ],
  );
  assert.deepEqual(odoc.sections[0]!.blocks, [
    { type: 'text', text: 'Geolocation API' },
    { type: 'code', lang: 'ocaml', code: 'let geo = Geolocation.geolocation in geo##getCurrentPosition f' },
  ]);
  assert.match(allText(odoc), /Whether the browser gives positions/);

  const scaladoc = parseHtml(`<html><head><script type="text/javascript">if(top === self) { var url = '../index.html'; var hash = 'scala.Option'; }</script></head>
    <body><div id="definition"><h1>Option</h1><h3><span class="morelinks"><div>Related Docs: <a href="Option$.html">object Option</a></div></span></h3></div>
    <div id="template"><div id="mbrsel"><div id="ancestors"><span class="filtertype">Inherited</span><ol><li class="in">Option</li><li class="in">Product</li></ol></div>
      <div id="visbl"><ol><li class="public in">Public</li><li class="all out">All</li></ol></div></div>
      <div class="toggleContainer block"><span class="toggle">Linear Supertypes</span><div class="superTypes hiddenContent">Serializable, Product, AnyRef</div></div>
      <div id="values" class="values members"><h3>Concrete Value Members</h3><ol>
        <li name="scala.Option#getOrElse"><a id="getOrElse[B&gt;:A](default:=&gt;B):B"></a>
          <h4 class="signature"><span class="symbol"><span class="name">getOrElse</span>(default: =&gt; <a href="Nothing.html" class="extype" name="scala.Nothing">B</a>): B</span></h4>
          <p class="shortcomment cmt">Returns the option's value if the option is nonempty.</p>
          <div class="fullcomment"><p class="comment cmt">Returns the option's value if the option is nonempty, otherwise the default.</p><pre>val x = None getOrElse 1</pre></div></li>
        <li name="scala.AnyRef#hashCode"><a id="hashCode():Int"></a><h4 class="signature"><span class="name">hashCode</span>(): Int</h4>
          <p class="comment cmt">Copied onto every page of the library.</p></li>
      </ol></div></div></body></html>`);
  const member = scaladoc.sections.find((s) => s.heading.startsWith('getOrElse'))!;
  assert.equal(member.anchor, 'getOrElse[B>:A](default:=>B):B');
  assert.deepEqual(member.blocks.filter((b) => b.type === 'code'), [{ type: 'code', lang: 'scala', code: 'val x = None getOrElse 1' }]);
  assert.doesNotMatch(allText(scaladoc), /Inherited|Public|Linear Supertypes|Related Docs/);
  // Its summary sentence once: the full comment says it again.
  assert.equal(allText(scaladoc).match(/Returns the option's value/g)?.length, 1);
  // A member another type declares is documented on that type's page.
  assert.doesNotMatch(allText(scaladoc), /hashCode|Copied onto/);
  // Another page's script of the same name is no Scaladoc's: its named list items and its code are its own.
  const other = parseHtml(`<html><head><script>var hash = 'abc';</script></head><body><main><h1>Setup</h1>
    <ul><li name="step#1">Install the package first.</li><li name="step#2">Then run it.</li></ul><pre>fn main() {}</pre></main></body></html>`);
  assert.match(allText(other), /Install the package first/);
  assert.notEqual(other.sections[0]!.blocks.find((b) => b.type === 'code')?.lang, 'scala');
});

test("a definition list's terms grouped in divs, a heading between its groups and a block between its items are read in place", () => {
  const page = parseHtml(`<html><body><main><h1>T</h1>
    <dl><div><dt>alpha</dt><dd>first letter</dd></div><div><dt>beta</dt><p>a note in the group</p><dd>second letter</dd></div></dl>
    <dl class="attributes"><dt>Since</dt><dd>2.10</dd><div class="block">Example:<pre>val x = Some(1)</pre></div></dl>
    <h2>Options</h2>
    <dl><h3>General options</h3><dt>-B</dt><dd><p>use the bookmark page for startup</p></dd>
      <h3>Browser options</h3><dt>-dump</dt><dd><p>dump the formatted page to standard output</p></dd></dl>
  </main></body></html>`);
  assert.deepEqual(outline(page), [
    [1, 'T', undefined],
    [2, 'Options', undefined],
    // Options are entries, each under its group's heading.
    [3, 'General options', undefined],
    [4, '-B', undefined],
    [3, 'Browser options', undefined],
    [4, '-dump', undefined],
  ]);
  assert.deepEqual(page.sections[0]!.blocks, [
    { type: 'text', text: 'alpha: first letter' },
    // A block in a group is read in place, as between a list's items.
    { type: 'text', text: 'beta: a note in the group' },
    { type: 'text', text: 'second letter' },
    { type: 'text', text: 'Since: 2.10' },
    { type: 'text', text: 'Example:' },
    { type: 'code', code: 'val x = Some(1)' },
  ]);
  assert.deepEqual(blockTexts(page.sections[5]!), ['dump the formatted page to standard output']);
});

test('zero-width spaces: dropped from code and from Latin text, a word break between Thai words; no-break spaces in a pre are spaces', () => {
  const page = parseHtml(
    '<html><body><h1>absUrl&#8203;(String key)</h1><p>Resolve against the base&#8203;URI. การติดตั้ง&#8203;แพ็กเกจ</p>' +
      '<pre>public&nbsp;String&nbsp;absUrl&#8203;(String&nbsp;key)</pre></body></html>',
  );
  assert.equal(page.sections[0]!.heading, 'absUrl(String key)');
  assert.deepEqual(page.sections[0]!.blocks, [
    { type: 'text', text: 'Resolve against the baseURI. การติดตั้ง แพ็กเกจ' },
    { type: 'code', code: 'public String absUrl(String key)' },
  ]);
});

test('hand-written HTML that leaves end tags out: each term of a definition list and each list item stands on its own', () => {
  // Graphviz's attribute reference: no </dt>, </dd> or </p>, and a paragraph open when the next term starts.
  const explain = (what: string) => `Sets ${what}. ${'Written at some length, as a reference entry explains. '.repeat(2)}<P>More about it.`;
  const names = ['rank', 'rankdir', 'ranksep', 'ratio'];
  const page = parseHtml(`<HTML><BODY><H1>Attributes</H1><DL>
    ${names.map((n) => `<DT><A NAME=d:${n} HREF=#a:${n}><STRONG>${n}</STRONG></A>\n<DD>  ${explain(`the ${n}`)}\n`).join('')}
    </DL><H2>Lists</H2><UL><LI><P>first point<LI><B>second</B> point<LI><DIV>third point</DIV></UL></BODY></HTML>`);
  assert.deepEqual(
    page.sections.map((s) => [s.level, s.heading, s.anchor]),
    [[1, 'Attributes', undefined], ...names.map((n) => [2, n, `d:${n}`]), [2, 'Lists', undefined]],
  );
  const rankdir = page.sections.find((s) => s.heading === 'rankdir')!;
  assert.match(allText({ ...page, sections: [rankdir] }), /^rankdir\nSets the rankdir\./);
  assert.doesNotMatch(allText({ ...page, sections: [rankdir] }), /ranksep/);
  assert.match(allText(page), /- first point\n- second point\n- third point/);
});

test('a heading closed with another level\'s end tag ends there, as the standard reads it: the paragraphs after it are its body', () => {
  // Pure Data's manual: `</H3>` ends the open h6, which had swallowed the paragraph and the example as its title.
  const page = parseHtml(`<HTML><BODY><H2>Running Pd</H2><P>intro<H6> Command line arguments </A> </H3>
    <P>Pd may be run from a command line.<PRE>-listdev -- list audio and MIDI devices</PRE><H4> multiple devices. </H4>
    <P>more<H3>next<H4>inner</H4>text</BODY></HTML>`);
  assert.deepEqual(page.sections.map((s) => [s.level, s.heading]), [
    [2, 'Running Pd'],
    [6, 'Command line arguments'],
    [4, 'multiple devices.'],
    [3, 'next'],
    [4, 'inner'],
  ]);
  assert.deepEqual(blockTexts(page.sections[1]!), ['Pd may be run from a command line.', '-listdev -- list audio and MIDI devices']);
  assert.deepEqual(blockTexts(page.sections[4]!), ['text']);
});

test('an empty main element left by a site theme does not hide the page (the next content root is read)', () => {
  const page = parseHtml(`<html><body><nav class="navbar"><a href="/">Home</a></nav><div role="main" class="container">
    </div><main class="container"><h1>Command-line Options</h1><h3><a class="anchor" id="resize"/>-resize <var>geometry</var></h3>
    <p>Resize an image.</p></main></body></html>`);
  assert.deepEqual(page.sections.map((s) => s.heading), ['Command-line Options', '-resize geometry']);
  assert.match(allText(page), /Resize an image\./);
  assert.doesNotMatch(allText(page), /Home/);
});

test("Texinfo's pages: the navigation bar and the anchors' pilcrows are left out, a heading keeps the id before it, terms of one definition name it together, a builtin's definition is its entry", () => {
  const explain = (what: string) => `${what} ${'It is explained at some length, as a manual does. '.repeat(2)}`;
  const page = parseHtml(`<html><head><title>Include (GNU M4 macro processor)</title><meta name="Generator" content="makeinfo"></head><body lang="en">
    <div class="section" id="Include"><div class="header"><p>Next: <a href="Search.html" accesskey="n" rel="next">Searching</a>,
    Up: <a href="Files.html" accesskey="u" rel="up">File inclusion</a> [<a href="index.html#SEC_Contents" rel="contents">Contents</a>]</p></div><hr>
    <span id="Including-named-files"></span><h3 class="section">9.1 Including named files</h3>
    <dl class="def"><dt id="index-include"><span class="category">Builtin: </span><span><strong>include</strong> <em>(file)</em><a href='#index-include' class='copiable-anchor'> &para;</a></span></dt>
    <dd><p>Reads the file.</p></dd></dl>
    <dl><dt><samp>-c</samp></dt><dt><samp>--check</samp></dt><dd>${explain('Checks the input.')}</dd>
    <dt><samp>-k</samp></dt><dd>${explain('Keeps going.')}</dd><dt><samp>-q</samp></dt><dd>${explain('Says less.')}</dd></dl>
    <hr><div class="header"><p>Next: <a href="Search.html">Searching</a>, Up: <a href="Files.html">File inclusion</a> [<a href="index.html#SEC_Contents" rel="contents">Contents</a>][<a href="Indices.html" rel="index">Index</a>]</p></div></div></body></html>`);
  assert.deepEqual(
    page.sections.map((s) => [s.level, s.heading]),
    [[3, '9.1 Including named files'], [4, 'include (file)'], [4, '-c, --check'], [4, '-k'], [4, '-q']],
  );
  assert.ok(['Include', 'Including-named-files'].includes(page.sections[0]!.anchor!));
  // Titled by its node's heading, not by the node's name with the manual's.
  assert.equal(page.title, '9.1 Including named files');
  const text = allText(page);
  assert.doesNotMatch(text, /Next:|File inclusion|Contents|¶/);
  assert.deepEqual(blockTexts(page.sections[1]!), ['Reads the file.']);
});

test('a page that only sends its reader elsewhere (a meta refresh with little text) is marked as a redirect; a page with a refresh and content is not', () => {
  const redirect = parseHtml(`<html><head><meta http-equiv="Refresh" content="0; url=Options.html#option_002dyywrap"></head>
    <body><p>The node you are looking for is at <a href="Options.html#option_002dyywrap">option-yywrap</a>.</p></body></html>`);
  assert.equal(redirect.redirect, true);
  const content = parseHtml(`<html><head><meta http-equiv="refresh" content="300; url=index.html"></head>
    <body><h1>Status</h1><p>${'A page that reloads itself but has plenty to say. '.repeat(20)}</p></body></html>`);
  assert.notEqual(content.redirect, true);
});

test("a table row that says something keeps its linked names (Doxygen's members, Javadoc's classes); a row of links alone is navigation", () => {
  const page = parseHtml(`<html><body><main><h1>nftnl_table</h1><h2>Data Fields</h2>
    <table class="memberdecls"><tr><td class="memItemLeft">const char *&#160;</td><td class="memItemRight"><a class="el" href="#a1">name</a></td></tr>
    <tr><td class="memItemLeft">uint32_t&#160;</td><td class="memItemRight"><a class="el" href="#a2">family</a></td></tr></table>
    <h2>Class Summary</h2><table class="typeSummary"><tr><th>Class</th><th>Description</th></tr>
    <tr><th><a href="ByteOrderMark.html">ByteOrderMark</a></th><td>Byte Order Mark (BOM) representation.</td></tr></table>
    <table class="nav"><tr><td><a href="prev.html">Prev</a></td><td><a href="next.html">Next</a></td></tr></table>
    <h2>copyFile</h2><p>Copies a file.</p><dl><dt><span class="seeLabel">See Also:</span></dt><dd><a href="#copyFile(java.io.File)"><code>copyFile(File, File)</code></a></dd></dl>
    <p><a href="index.html">Overview</a></p></main></body></html>`);
  const text = allText(page);
  assert.match(text, /const char \* \| name\nuint32_t \| family/);
  assert.match(text, /ByteOrderMark \| Byte Order Mark \(BOM\) representation\./);
  assert.match(text, /`copyFile\(File, File\)`/);
  assert.doesNotMatch(text, /Prev|Next|Overview/);
});

test("Doxygen's pages: code fragments are code without their tooltips, a signature is one line, member rows keep their names, the header names the page", () => {
  const page = parseHtml(`<html><head><title>libx: Getting Started</title></head><body><div id="top"><div id="titlearea">libx 1.0</div></div>
    <div class="header"><div class="headertitle"><div class="title">Getting Started<div class="ingroups"><a href="g.html">The API</a></div></div></div></div>
    <div class="contents"><div class="textblock"><p>To open a session:</p><div class="fragment"><div class="line"><span class="keyword">int</span> main()</div>
    <div class="line">{</div><div class="line">  x_session s = <a class="code" href="#a1">x_new</a>();</div><div class="line">}</div>
    <div class="ttc" id="a1"><div class="ttname"><a href="#a1">x_new</a></div><div class="ttdeci">x_session x_new(void)</div></div></div>
    <h1>Cursors</h1><p>A cursor walks the keys.</p>
    <table class="memberdecls"><tr class="heading"><td colspan="2"><h2 class="groupheader">Functions</h2></td></tr>
    <tr><td class="memItemLeft">int&#160;</td><td class="memItemRight"><a class="el" href="#a2">x_connect</a> (x_session s)</td></tr>
    <tr><td class="mdescLeft">&#160;</td><td class="mdescRight">Connects. <a href="#details">More...</a></td></tr></table>
    <h2 class="memtitle"><span class="permalink"><a href="#a2">&#9670;&nbsp;</a></span>x_connect()</h2>
    <div class="memitem"><div class="memproto"><table class="memname"><tr><td class="memname">int x_connect </td><td>(</td>
    <td class="paramtype"><a class="el" href="s.html">x_session</a>&#160;</td><td class="paramname"><em>s</em></td><td>)</td></tr></table></div>
    <div class="memdoc"><p>Connects the session.</p></div></div></div></div></body></html>`);
  assert.equal(page.title, 'Getting Started');
  const code = page.sections.flatMap((s) => s.blocks.filter((b) => b.type === 'code').map((b) => (b as { code: string }).code));
  assert.deepEqual(code, ['int main()\n{\n  x_session s = x_new();\n}', 'int x_connect (x_session s)']);
  assert.ok(page.sections.some((s) => s.heading === 'x_connect()'));
  const text = allText(page);
  assert.match(text, /int x_connect \(x_session s\)\nConnects\./);
  assert.doesNotMatch(text, /libx 1\.0|The API|ttdeci|x_session x_new\(void\)|More\.\.\.|◆/);
});

test("code that names no language takes the one its generator documents (Javadoc: java) or a bare class (rustdoc's pre.rust)", () => {
  const codeLangs = (page: ReturnType<typeof parseHtml>) => page.sections.flatMap((s) => s.blocks.filter((b) => b.type === 'code').map((b) => (b as { lang?: string }).lang));
  const javadoc = parseHtml(`<html><head><!-- Generated by javadoc (11.0.19) --><title>FileUtils</title></head><body><main><h1>Class FileUtils</h1>
    <pre>public class FileUtils extends Object</pre><p>Copies files.</p><pre>void add(long val)</pre></main></body></html>`);
  assert.deepEqual(codeLangs(javadoc), ['java', 'java']);
  const rustdoc = parseHtml(`<html><body><main><h1>Macro syn::parse_macro_input</h1><pre class="rust rust-example-rendered"><code>let input = parse_macro_input!(tokens as DeriveInput);</code></pre></main></body></html>`);
  assert.deepEqual(codeLangs(rustdoc), ['rust']);
  const plain = parseHtml(`<html><body><main><h1>Guide</h1><pre class="example">void add(long val)</pre></main></body></html>`);
  assert.notDeepEqual(codeLangs(plain), ['java']);
});

test("rustdoc's heading controls are not the heading: its copy button's id is no anchor, its expand label no text", () => {
  const page = parseHtml(`<html><body><main><section id="main-content" class="content"><div class="main-heading"><h1>Macro <a href="#">parse_macro_input</a><button id="copy-path" title="Copy item path">Copy</button></h1></div>
    <details class="toggle top-doc" open><summary class="hideme"><span>Expand description</span></summary><div class="docblock"><p>Parse the input TokenStream of a macro.</p></div></details></section></main></body></html>`);
  assert.notEqual(page.sections[0]!.anchor, 'copy-path');
  assert.doesNotMatch(allText(page), /Expand description|Copy/);
  assert.match(allText(page), /Parse the input TokenStream/);
});

test('the readers by class keep to their generators: a layout row with paragraphs or lists keeps them, a fragment without lines is prose, a slow refresh is a page', () => {
  const layout = parseHtml(`<html><body><table><tr><td><h1>Widget API</h1></td></tr><tr><td><a href=a.html>Home</a></td><td><p>The widget module draws widgets.</p>
    <ul><li>First point<li>Second point</ul></td></tr></table></body></html>`);
  const text = allText(layout);
  assert.match(text, /The widget module draws widgets\.\n- First point\n- Second point/);
  assert.doesNotMatch(text, /Home/);
  const slides = parseHtml(`<html><body><main><h1>Guide</h1><div class="fragment">Call the connect function first. <p>Each session holds one socket.</p></div></main></body></html>`);
  assert.deepEqual(slides.sections.flatMap((s) => s.blocks.map((b) => b.type)), ['text', 'text']);
  assert.match(allText(slides), /Call the connect function first\./);
  const status = parseHtml(`<html><head><meta http-equiv="refresh" content="1800; url=status.html"></head><body><h1>Status</h1><p>All systems normal.</p></body></html>`);
  assert.notEqual(status.redirect, true);
});

test("man2html's pages: a pre per section under the page's own headings is read as man text, its running header left out", () => {
  const page = parseHtml(`<HTML><BODY><H1>curs_getch 3x</H1><PRE>
<STRONG>curs_getch(3x)</STRONG>                                       <STRONG>curs_getch(3x)</STRONG>
</PRE><H2><a name="h2-NAME">NAME</a></H2><PRE>
       <STRONG>getch</STRONG>, <STRONG>wgetch</STRONG> - get characters from <STRONG>curses</STRONG> terminal keyboard
</PRE><H2><a name="h2-DESCRIPTION">DESCRIPTION</a></H2><PRE>
       The <STRONG>getch</STRONG> routine reads a character from the window.  Depending on the setting of cbreak, this
       is after one character or after the first newline.  In half-delay mode, the program waits until a charac-
       ter is typed.  In no-delay mode, a terminal-
       mode change is seen at once.
</PRE><H2>NOTES</H2><PRE>
       The terminal is in raw mode.
</PRE><H2>EXAMPLE</H2><div class="listingblock"><div class="content"><pre>    int ch = getch();
    if (ch == ERR) return;</pre></div></div></BODY></HTML>`);
  const description = page.sections.find((s) => s.heading === 'DESCRIPTION')!;
  assert.deepEqual(description.blocks.map((b) => b.type), ['text']);
  assert.match(allText({ ...page, sections: [description] }), /until a character is typed\./);
  // Broken at a line's end, but "terminal" and "mode" are words of the page (another section's) and "terminalmode" is not.
  assert.match(allText({ ...page, sections: [description] }), /a terminal-mode change/);
  assert.doesNotMatch(allText(page), /curs_getch\(3x\)/);
  const example = page.sections.find((s) => s.heading === 'EXAMPLE')!;
  assert.deepEqual(example.blocks.map((b) => b.type), ['code']);
  // A SYNOPSIS keeps its prototypes one a line, as code.
  const synopsis = parseHtml(`<HTML><BODY><H2>NAME</H2><PRE>\n       getch - get a character\n</PRE><H2>SYNOPSIS</H2><PRE>\n       int getch(void);\n       int wgetch(WINDOW *win);\n</PRE></BODY></HTML>`);
  assert.deepEqual(synopsis.sections.find((s) => s.heading === 'SYNOPSIS')!.blocks.map((b) => b.type), ['code']);
  // A POD page converted with headings: its indented code sits in pre > code, and stays code.
  const pod = parseHtml(`<html><body><h1>Foo::Bar</h1><h2>NAME</h2><p>Foo::Bar - bars</p><h2>SYNOPSIS</h2><pre><code>    use Foo::Bar;
    my $bar = Foo::Bar-&gt;new;</code></pre></body></html>`);
  assert.deepEqual(pod.sections.find((s) => s.heading === 'SYNOPSIS')!.blocks.map((b) => b.type), ['code']);
});

test('a code block that reads like a man page reference (sqrt(2)) stays code', () => {
  const page = parseHtml(`<html><body><main><h1>Value Expressions</h1><p>For example, the following computes the square root of 2:</p><pre class="programlisting">\nsqrt(2)\n</pre></main></body></html>`);
  assert.deepEqual(page.sections.flatMap((s) => s.blocks.filter((b) => b.type === 'code').map((b) => (b as { code: string }).code)), ['sqrt(2)']);
});

test("groff's HTML man pages: an option's paragraph and the deeper ones after it are an entry; one indented note is not", () => {
  const option = (term: string, text: string) => `<p style="margin-left:11%;">${term}</p>\n<p style="margin-left:22%;">${text}</p>\n`;
  const page = parseHtml(`<html><head><meta name="generator" content="groff -Thtml, see www.gnu.org"></head><body><h1 align="center">MSGFILTER</h1><h2>DESCRIPTION<a name="DESCRIPTION"></a></h2>
    <p style="margin-left:11%; margin-top: 1em">Applies a filter to all translations of a catalog.</p>
    ${option('<b>-i</b>, <b>--input</b>=<i>INPUTFILE</i>', 'input PO file')}${option('<b>-D</b>, <b>--directory</b>=<i>DIRECTORY</i>', 'add DIRECTORY to list for input files search')}
    <p style="margin-left:11%; margin-top: 1em">If no input file is given, standard input is read.</p>
    ${option('<b>-o</b>, <b>--output-file</b>=<i>FILE</i>', 'write output to specified file')}</body></html>`);
  assert.deepEqual(
    page.sections.map((s) => [s.level, s.heading]),
    [[1, 'MSGFILTER'], [2, 'DESCRIPTION'], [3, '-i, --input=INPUTFILE'], [3, '-D, --directory=DIRECTORY'], [2, 'DESCRIPTION'], [3, '-o, --output-file=FILE']],
  );
  assert.match(allText(page), /-D, --directory=DIRECTORY\nadd DIRECTORY to list/);
  const note = parseHtml(`<html><head><meta name="generator" content="groff -Thtml"></head><body><h1>Guide</h1><p style="margin-left:5%">Intro.</p><p style="margin-left:10%">An indented note.</p><p>More.</p></body></html>`);
  assert.deepEqual(note.sections.map((s) => s.heading), ['Guide']);
  // Another site's indented paragraphs are its prose: only groff's pages are read this way.
  const pairs = Array.from({ length: 6 }, (_, i) => `<p style="margin-left:5%">Intro line ${i}.</p><p style="margin-left:10%">Indented ${i}.</p>`).join('');
  assert.deepEqual(parseHtml(`<html><body><h1>Guide</h1>${pairs}</body></html>`).sections.map((s) => s.heading), ['Guide']);
});

test("RDoc's methods are entries of their own, without the source RDoc hides or its toggle label", () => {
  const method = (id: string, name: string, args: string, text: string) => `<div id="${id}" class="method-detail"><div class="method-heading">
    <span class="method-name">${name}</span><span class="method-args">${args}</span><span class="method-click-advice">click to toggle source</span></div>
    <div class="method-description"><p>${text}</p><div class="method-source-code" id="${id}-source"><pre># File lib/block.rb, line 108\ndef ${name}; end</pre></div></div></div>`;
  const page = parseHtml(`<html><body><main id="main"><h1 class="class">class Asciidoctor::Block</h1><section class="method-section"><header><h3>Public Instance Methods</h3></header>
    ${method('method-i-content', 'content', '()', 'Get the converted result of the child blocks.')}${method('method-i-source', 'source', '()', 'Returns the preprocessed source of this block.')}</section></main></body></html>`);
  assert.deepEqual(page.sections.map((s) => [s.level, s.heading, s.anchor]).slice(1), [
    [3, 'Public Instance Methods', undefined],
    [4, 'content()', 'method-i-content'],
    [4, 'source()', 'method-i-source'],
  ]);
  assert.doesNotMatch(allText(page), /click to toggle|File lib\/block\.rb/);
});

test("Erlang's, Haddock's and Asciidoctor's references: one entry per function, declarations as entries, data-lang", () => {
  const fn = (id: string, sig: string, text: string) => `<article class="func"><h4 id="${id}" class="bold_code title-link func-head"><span class="title-name">${sig}</span></h4>
    <div class="REFBODY fun-types"><h3 id="types" class="func-types-title">Types</h3><div class="REFTYPES rt-1">List = [T]</div></div><div class="exports-tube"><p>${text}</p></div></article>`;
  const erlang = parseHtml(`<html><body><div id="content"><h3>Exports</h3><div class="exports-body">${fn('all-2', 'all(Pred, List) -&gt; boolean()', 'Returns true if Pred(Elem) returns true for all elements.')}${fn('any-2', 'any(Pred, List) -&gt; boolean()', 'Returns true if Pred(Elem) returns true for at least one element.')}</div>
    <div class="footer"><p>Copyright © 2003-2026 Ericsson AB.</p></div></div></body></html>`);
  assert.deepEqual(erlang.sections.map((s) => [s.heading, s.anchor]).slice(-2), [['all(Pred, List) -> boolean()', 'all-2'], ['any(Pred, List) -> boolean()', 'any-2']]);
  assert.match(allText(erlang), /at least one element/);
  assert.doesNotMatch(allText(erlang), /Copyright/);
  const haddock = parseHtml(`<html><head><title>Data.Aeson.KeyMap</title></head><body><div id="content"><div id="module-header"><table class="info"><tr><th>Safe Haskell</th><td>Safe-Inferred</td></tr></table><p class="caption">Data.Aeson.KeyMap</p></div>
    <div id="description"><p class="caption">Description</p><div class="doc"><p>An abstract interface for maps from JSON keys to values.</p></div></div>
    <div id="synopsis"><details id="syn"><summary>Synopsis</summary><ul><li class="src short">lookup :: Key -&gt; KeyMap v -&gt; Maybe v</li></ul></details></div>
    <div id="interface"><a href="#g:2" id="g:2"><h1>Query</h1></a><div class="top"><p class="src"><a id="v:lookup" class="def">lookup</a> :: <a href="Key.html">Key</a> -&gt; KeyMap v -&gt; Maybe v <a href="src/Data.Aeson.KeyMap.html#lookup" class="link">Source</a> <a href="#v:lookup" class="selflink">#</a></p>
    <div class="doc"><p>Return the value to which the specified key is mapped.</p></div></div></div></div></body></html>`);
  assert.equal(haddock.title, 'Data.Aeson.KeyMap');
  const lookup = haddock.sections.find((s) => s.anchor === 'v:lookup')!;
  assert.equal(lookup.heading, 'lookup :: Key -> KeyMap v -> Maybe v');
  assert.doesNotMatch(allText(haddock), /Safe Haskell|Synopsis|Source/);
  const adoc = parseHtml(`<html><body><div id="content"><h2>hook_timer</h2><div class="listingblock"><div class="content"><pre class="pygments highlight nowrap"><code data-lang="c">struct t_hook *weechat_hook_timer (long interval);</code></pre></div></div></div></body></html>`);
  assert.deepEqual(adoc.sections.flatMap((s) => s.blocks.filter((b) => b.type === 'code').map((b) => (b as { lang?: string }).lang)), ['c']);
});

test("Haddock's instance list keeps the instances their comments document, one line each; the others and every instance's details go", () => {
  const instance = (n: number, head: string, doc: string) =>
    `<tr><td class="src clearfix"><span class="inst-left"><span class="instance details-toggle-control details-toggle" data-details-id="i:ic:${n}"></span> <a href="#t:FromField">FromField</a> <a href="time.html">${head}</a></span> <a href="src/FromField.html#line-${n}" class="link">Source</a> <a href="#t:FromField" class="selflink">#</a></td><td class="doc${doc ? '' : ' empty'}">${doc ? `<p>${doc}</p>` : '&nbsp;'}</td></tr>` +
    `<tr><td colspan="2"><details id="i:ic:${n}"><summary class="hide-when-js-enabled">Instance details</summary><p>Defined in <a href="FromField.html">FromField</a></p> <div class="subs methods"><p class="caption">Methods</p><p class="src"><a href="#v:fromField">fromField</a> :: FieldParser ${head}</p></div></details></td></tr>`;
  const page = parseHtml(`<html><body><div id="package-header"><span class="caption">postgresql-simple</span></div><div id="content"><div id="interface"><h1>Documentation</h1>
    <div class="top"><p class="src"><span class="keyword">class</span> <a id="t:FromField" class="def">FromField</a> a <span class="keyword">where</span></p><div class="doc"><p>A type that may be converted from a SQL type.</p></div>
    <div class="subs instances"><h4 class="instances details-toggle-control details-toggle" data-details-id="i:FromField">Instances</h4><details id="i:FromField" open="open"><summary class="hide-when-js-enabled">Instances details</summary><table>
    ${instance(1, 'CalendarDiffTime', 'interval. Requires you to configure intervalstyle as <code>iso_8601</code>.')}${instance(2, 'Bool', 'bool')}${instance(3, 'Oid', '')}
    ${instance(4, 'IOMode', '<em>Since: base-4.2.0.0</em>')}${instance(5, 'Bool', 'bool')}
    </table></details></div></div></div></div></body></html>`);
  const entry = page.sections.find((s) => s.heading.startsWith('class FromField'))!;
  assert.deepEqual(blockTexts(entry), [
    'A type that may be converted from a SQL type.',
    'Instances:\n- `FromField CalendarDiffTime`: interval. Requires you to configure intervalstyle as `iso_8601`.\n- `FromField Bool`: bool',
  ]);
  assert.doesNotMatch(allText(page), /Oid|IOMode|Since|Defined in|Methods|fromField ::|Source/);
});

test("ocamldoc's values are entries of their own, anchored by their names; another pre stays code", () => {
  const value = (name: string, type: string, text: string) => `<pre><span id="VAL${name}"><span class="keyword">val</span> ${name}</span> : <code class="type">${type}</code></pre><div class="info "><div class="info-desc"><p>${text}</p></div></div>`;
  const page = parseHtml(`<html><body><h1>Module BatList</h1><h2 id="list">Lists</h2>${value('hd', "'a list -&gt; 'a", 'Returns the first element of the list.')}${value('rev', "'a list -&gt; 'a list", 'List reversal.')}<pre>let x = List.hd [1]</pre></body></html>`);
  assert.deepEqual(page.sections.map((s) => [s.heading, s.anchor]).slice(2), [["val hd : 'a list -> 'a", 'VALhd'], ["val rev : 'a list -> 'a list", 'VALrev']]);
  assert.match(allText(page), /val rev : 'a list -> 'a list\nList reversal\./);
  assert.deepEqual(page.sections.at(-1)!.blocks.map((b) => b.type), ['text', 'code']);
});

test("Haddock's code is haskell; rustdoc's blanket and auto-trait implementation lists are left out", () => {
  const haddock = parseHtml(`<html><body><div id="package-header"><span class="caption">aeson</span></div><div id="content"><h1>Usage</h1><pre class="screen">&gt;&gt;&gt; decode "[1,2,3]" :: Maybe [Int]</pre></div></body></html>`);
  assert.deepEqual(haddock.sections.flatMap((s) => s.blocks.filter((b) => b.type === 'code').map((b) => (b as { lang?: string }).lang)), ['haskell']);
  const rustdoc = parseHtml(`<html><body><main><h1>Struct IntoIter</h1><p>An iterator over owned values.</p><h2 id="blanket-implementations">Blanket Implementations</h2>
    <div id="blanket-implementations-list"><section id="impl-Any"><h3>impl&lt;T&gt; Any for T</h3><p>Gets the TypeId of self. Read more</p></section></div></main></body></html>`);
  assert.doesNotMatch(allText(rustdoc), /TypeId|impl<T> Any/);
});

test("rustdoc's trait implementations keep the methods the type writes, not the trait's provided ones, nor their version and source labels", () => {
  const method = (id: string, src: string, name: string, doc: string, since = '') =>
    `<details class="toggle method-toggle" open><summary><section id="method.${id}" class="method trait-impl has-srclink"><span class="rightside">${since ? `<span class="since">${since}</span> · ` : ''}<a class="srclink" href="${src}">source</a></span><a href="#method.${id}" class="anchor"></a><h4 class="code-header">fn ${name}</h4></section></summary><div class="docblock"><p>${doc}</p></div></details>`;
  const page = parseHtml(`<html><body><main><h1>Struct syn::punctuated::Iter</h1><p>An iterator over borrowed values.</p>
    <h2 id="trait-implementations">Trait Implementations</h2><details class="toggle implementors-toggle" open><summary><section id="impl-Iterator" class="impl"><h3 class="code-header">impl Iterator for Iter</h3></section></summary><div class="impl-items">
    ${method('next', '../../src/syn/punctuated.rs.html#765', 'next(&amp;mut self) -&gt; Option', 'Advances the iterator and returns the next value.')}
    ${method('count', 'https://doc.rust-lang.org/1.63.0/src/core/iter/traits/iterator.rs.html#208', 'count(self) -&gt; usize', 'Consumes the iterator, counting the number of iterations.', '1.0.0')}
    </div></details></main></body></html>`);
  const text = allText(page);
  assert.match(text, /Advances the iterator/);
  assert.doesNotMatch(text, /Consumes the iterator|fn count|1\.0\.0|source/);
  assert.equal(page.sections.find((s) => s.heading.startsWith('fn next'))?.anchor, 'method.next');
});

test('what a site marks as not for its search (class nosearch, data-pagefind-ignore, data-nosnippet) is not content', () => {
  const page = parseHtml(`<html><body><div class="nosearch"><p>Small. Fast. Reliable.</p></div><main><h1>CREATE TABLE</h1>
    <p data-pagefind-ignore>Edit this page on the wiki.</p><p>The CREATE TABLE command creates a new table.</p><aside data-nosnippet><p>Sponsored.</p></aside></main></body></html>`);
  assert.equal(allText(page), 'CREATE TABLE\nThe CREATE TABLE command creates a new table.');
});

test('a table row keeps its empty cells in place, so a mark stays under its heading', () => {
  const page = parseHtml('<html><body><h1>Support</h1><table><tr><th>Feature</th><th>Linux</th><th>macOS</th><th>Windows</th></tr><tr><td>Watch mode</td><td></td><td>yes</td><td></td></tr></table></body></html>');
  assert.match(allText(page!), /Watch mode \| \| yes/);
});

test("a heading inside a list item starts a section whose text is no item's (Javadoc's member details in ul.blockList); a list's own items keep their markers", () => {
  const page = parseHtml(`<html><head><!-- Generated by javadoc (11.0.19) --><title>FileUtils</title></head><body><main><h1>Class FileUtils</h1>
<ul class="blockList"><li class="blockList"><h3>Method Detail</h3>
<ul class="blockList"><li class="blockList"><h4>copyDirectory</h4>
<pre class="methodSignature">public static void copyDirectory(File srcDir, File destDir)</pre>
<div class="block">Copies a whole directory to a new location.
 <p>
 The destination directory is created if it does not exist.
 </p></div>
<ul><li>first point</li><li>second point<ul><li>nested point</li></ul></li></ul>
</li></ul></li></ul></main></body></html>`);
  const detail = page.sections.find((s) => s.heading === 'copyDirectory')!;
  const texts = detail.blocks.filter((b) => b.type === 'text').map((b) => (b.type === 'text' ? b.text : ''));
  // Javadoc's ul.blockList is layout: its paragraphs are paragraphs, and a real list inside keeps its markers.
  assert.deepEqual(texts, ['Copies a whole directory to a new location.', 'The destination directory is created if it does not exist.', '- first point\n- second point\n  - nested point']);
  // The items after one that held a heading are at their own levels again.
  const steps = parseHtml('<html><body><main><h1>T</h1><ul><li>a<ul><li><h4>Inner</h4>t</li><li>b<ul><li>c</li></ul></li></ul></li></ul></main></body></html>');
  assert.deepEqual(steps.sections.map((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : ''))), [['- a'], ['t\n  - b\n    - c']]);
});

test("Erlang's Types label inside a list stays in its place among the list's lines", () => {
  const page = parseHtml('<html><body><main><h1>lists</h1><ul><li>first point</li><li>second<h3 class="func-types-title">Types</h3>List = [T]</li></ul></main></body></html>');
  assert.deepEqual(page.sections.map((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : ''))), [['- first point\n- second\nTypes\n  List = [T]']]);
});

test("a list inside a table cell follows its row, an item a line (Doxygen's flags parameter), not folded into the row", () => {
  const page = parseHtml(`<html><body><main><h1>mdb_env_open</h1><dl class="params"><dt>Parameters</dt><dd><table class="params">
<tr><td class="paramdir">[in]</td><td class="paramname">path</td><td>The directory of the database.</td></tr>
<tr><td class="paramdir">[in]</td><td class="paramname">flags</td><td>Special options:<ul><li>MDB_RDONLY Open read-only.</li><li>MDB_NOTLS Don't use thread-local storage.<ul><li>nested detail</li></ul></li></ul></td></tr>
<tr><td class="paramdir">[in]</td><td class="paramname">mode</td><td>The UNIX permissions.</td></tr></table></dd></dl></main></body></html>`);
  const text = page.sections.flatMap((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : ''))).join('\n');
  assert.match(text, /\[in\] \| flags \| Special options:\n {2}- MDB_RDONLY Open read-only\.\n {2}- MDB_NOTLS Don't use thread-local storage\. nested detail\n\[in\] \| mode \| The UNIX permissions\./);
  // A definition list (Sphinx's constant names) or a list of one item stays in its cell; a numbered list keeps its
  // numbers; a hidden list and an item of links alone are left out, as anywhere else.
  const more = parseHtml(`<html><body><main><h1>T</h1><table>
<tr><td><dl class="simple"><dt>decimal.MAX_PREC</dt></dl></td><td>425000000</td></tr>
<tr><td>one</td><td>Only:<ul><li>a single item</li></ul></td></tr>
<tr><td>steps</td><td>Do:<ol><li>first step</li><li><a href="x.html">a link</a></li><li>third step</li></ol><ul hidden><li>secret one</li><li>secret two</li></ul></td></tr>
</table></main></body></html>`);
  const table = more.sections.flatMap((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : ''))).join('\n');
  assert.equal(table, 'decimal.MAX_PREC | 425000000\none | Only: a single item\nsteps | Do:\n  1. first step\n  3. third step');
  // A cell of many children is walked without a call per child on the stack.
  assert.ok(parseHtml(`<html><body><main><h1>T</h1><table><tr><td>${'<b>y</b>'.repeat(200_000)}</td><td>x</td></tr></table></main></body></html>`));
});

test('a link naming an API entry (a call or a man page) is content, while a line of other links is navigation', () => {
  const page = parseHtml(`<html><body><main><h1>ssh_channel_close</h1><p>Close a channel.</p>
<dl class="section see"><dt>See also</dt><dd><a class="el" href="group__channel.html#ga1">ssh_channel_free()</a></dd></dl>
<h2>SEE ALSO</h2><p><a href="git-commit.html">git-commit(1)</a>, <a href="git-add.html">git-add(1)</a></p>
<p><a href="index.html">Home</a> | <a href="next.html">Next</a></p></main></body></html>`);
  const text = page.sections.flatMap((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : ''))).join('\n');
  assert.match(text, /ssh_channel_free\(\)/);
  assert.match(text, /git-commit\(1\), git-add\(1\)/);
  assert.doesNotMatch(text, /Home|Next/);
});

test("Texinfo, from an audit of eight manuals: definitions are entries, menus and indexes go, subsubsections nest, footnotes stand apart", () => {
  const gen = '<meta name="Generator" content="makeinfo">';
  // 6.x and 7.x definitions, each headed by its signature without its category.
  const defs = parseHtml(`${gen}<h3 class="section" id="Hashing">7.2 Hashing</h3><p>Create a context:</p>
    <dl class="def"><dt id="index-gcry_005fmd_005fopen"><span class="category">Function: </span><span><em>gcry_error_t</em> <strong>gcry_md_open</strong> <em>(gcry_md_hd_t *<var>hd</var>, int <var>algo</var>)</em></span></dt>
    <dd><p>Create a message digest object.</p></dd></dl>
    <dl class="first-deftypefn"><dt class="deftypefn" id="index-gcry_005fmd_005fclose"><span class="category-def">Function: </span><span><code class="def-type">void</code> <strong class="def-name">gcry_md_close</strong> <code class="def-code-arguments">(gcry_md_hd_t h)</code></span></dt>
    <dd><p>Release all resources.</p></dd></dl>`);
  assert.deepEqual(outline(defs), [
    [3, '7.2 Hashing', 'Hashing'],
    [4, 'gcry_error_t gcry_md_open (gcry_md_hd_t *hd, int algo)', 'index-gcry_005fmd_005fopen'],
    [4, 'void gcry_md_close (gcry_md_hd_t h)', 'index-gcry_005fmd_005fclose'],
  ]);
  assert.deepEqual(blockTexts(defs.sections[2]!), ['Release all resources.']);
  // A node menu (Texinfo 6.7), an index with its letter bar (7.x), text headings, footnotes, displayed prose.
  const page = parseHtml(`${gen}<h2 class="chapter" id="Invoking">1 Invoking frob</h2><p>Run frob.</p>
    <table class="menu"><tr><td>&bull; <a href="Options.html">Options</a>:</td><td>&nbsp;</td><td>Command line options.</td></tr></table>
    <h4 class="subsection" id="Quoting">1.1.1 Quoting</h4><p>Quoting removes meaning.</p>
    <h4 class="subsubsection" id="Escape">1.1.1.1 Escape Character</h4><p>A backslash escapes.</p>
    <h4 class="subsubheading" id="Display">Display</h4><p>Visible or not.</p>
    <div class="display"><pre class="display-preformatted">Displayed prose,
kept in lines.</pre></div>
    <h2 class="unnumbered" id="Index">Concept Index</h2>
    <table class="cp-letters-header-printindex"><tr><th>Jump to: &nbsp; </th><td><a href="#A"><b>A</b></a></td></tr></table>
    <table class="cp-entries-printindex"><tr><td></td><td><a href="Functions.html#index-API">API</a></td><td><a href="Functions.html">Functions</a></td></tr></table>
    <table><tr><th valign="top">Jump to: &nbsp; </th><td><a href="#B"><b>B</b></a></td></tr></table>
    <div class="footnotes-segment"><h4 class="footnotes-heading">Footnotes</h4><h5 class="footnote-body-heading"><a id="FOOT1" href="#DOCF1">(1)</a></h5><p>Options may come from FROB_OPTS.</p></div>`);
  assert.deepEqual(outline(page), [
    [2, '1 Invoking frob', 'Invoking'],
    [4, '1.1.1 Quoting', 'Quoting'],
    [5, '1.1.1.1 Escape Character', 'Escape'],
    [6, 'Display', 'Display'],
    [2, 'Concept Index', 'Index'],
    [1, 'Footnotes', undefined],
  ]);
  assert.deepEqual(blockTexts(page.sections[0]!), ['Run frob.']);
  assert.deepEqual(blockTexts(page.sections[3]!), ['Visible or not.', 'Displayed prose,', 'kept in lines.']);
  assert.deepEqual(blockTexts(page.sections[4]!), []);
  assert.deepEqual(blockTexts(page.sections[5]!), ['(1): Options may come from FROB_OPTS.']);
  // The footnotes' heading (level 1, at the end of a page whose chapter is an h2) does not title the page.
  assert.equal(page.title, '1 Invoking frob');
});

test('rustdoc, mdBook and pod2html, from an audit of the Rust and Perl docs: index names, playground code, Deref copies, trait boilerplate, stacked items', () => {
  const rust = '<meta name="generator" content="rustdoc">';
  const index = parseHtml(`${rust}<main><h2 id="modules">Modules</h2><div class="item-table"><div class="item-row"><div class="item-left module-item"><a class="mod" href="binary_heap/index.html">binary_heap</a></div><div class="item-right docblock-short"><p>A priority queue implemented with a binary heap.</p></div></div></div></main>`);
  assert.deepEqual(blockTexts(index.sections[0]!), ['binary_heap', 'A priority queue implemented with a binary heap.']);
  const item = parseHtml(`${rust}<main><section id="main-content"><div class="main-heading"><h1 class="fqn"><span class="in-band">Struct <a class="struct" href="#">Vec</a></span></h1><span class="out-of-band"><span class="since">1.0.0</span> · <a class="srclink" href="../src/vec.rs.html">source</a> · <a id="toggle-all-docs" href="javascript:void(0)">[<span class="inner">&#x2212;</span>]</a></span></div>
    <div class="docblock item-decl"><pre class="rust struct"><code>pub struct Vec&lt;T&gt; { <details class="rustdoc-toggle type-contents-toggle"><summary class="hideme"><span>Show 73 methods</span></summary>/* private fields */</details> }</code></pre></div>
    <h2 id="fields">Fields</h2><span id="structfield.attrs" class="structfield"><code>attrs: Vec&lt;Attribute&gt;</code></span><span id="structfield.vis" class="structfield"><code>vis: Visibility</code></span>
    <h4 class="code-header">pub fn with_capacity(capacity: usize) -&gt; Vec&lt;T&gt;<a href="#" class="tooltip" data-notable-ty="Vec&lt;T&gt;">ⓘ</a></h4><p>Constructs a vector.</p>
    <h2 id="deref-methods-%5BT%5D">Methods from Deref&lt;Target = [T]&gt;</h2><div id="deref-methods-%5BT%5D-1" class="impl-items"><section id="method.sort_by" class="method"><h4 class="code-header">pub fn sort_by(&amp;mut self)</h4></section><div class="docblock"><p>Sorts the slice.</p></div></div>
    <h2 id="trait-implementations">Trait Implementations</h2><details class="rustdoc-toggle method-toggle" open><summary><section id="method.fmt" class="method trait-impl"><h4 class="code-header">fn fmt(&amp;self, f: &amp;mut Formatter)</h4></section></summary><div class="docblock"><p>Formats the value using the given formatter. <a href="../fmt/trait.Debug.html#tymethod.fmt">Read more</a></p></div></details>
    </section></main>`);
  const text = allText(item);
  assert.doesNotMatch(text, /1\.0\.0|source|Show 73|ⓘ|sort_by|Sorts the slice|Formats the value/);
  assert.match(text, /pub struct Vec<T> \{ \/\* private fields \*\/ \}/);
  assert.match(text, /`attrs: Vec<Attribute>`\n`vis: Visibility`/);
  assert.ok(item.sections.some((s) => s.heading === 'pub fn with_capacity(capacity: usize) -> Vec<T>'));
  const book = parseHtml(`<main><h1 id="a">Data Types</h1><pre><pre class="playground"><code class="language-rust edition2021">let guess: u32 = "42".parse().unwrap();</code></pre></pre></main>`);
  assert.equal(book.sections[0]!.blocks[0]!.type === 'code' && book.sections[0]!.blocks[0]!.lang, 'rust');
  const pod = parseHtml(`<html><head><title>perlfunc - Perl builtin functions</title><link rev="made" href="mailto:root@localhost" /></head><body>
    <ul id="index"><li><a href="#NAME">NAME</a></li><li><a href="#DESCRIPTION">DESCRIPTION</a></li></ul><h1 id="NAME">NAME</h1><p>perlfunc - Perl builtin functions</p><h1 id="DESCRIPTION">DESCRIPTION</h1>
    <dl><dt id="substr-EXPR-OFFSET-LENGTH">substr EXPR,OFFSET,LENGTH</dt><dd>

</dd><dt id="substr-EXPR-OFFSET">substr EXPR,OFFSET</dt><dd><p>Extracts a substring out of EXPR.</p><pre><code>    my $s = substr $str, 4, 5;</code></pre></dd></dl></body></html>`);
  assert.equal(pod.title, 'perlfunc - Perl builtin functions');
  // Stacked items (one definition under both forms, each anchored) are one entry named by both.
  const substr = pod.sections.find((s) => s.heading === 'substr EXPR,OFFSET,LENGTH, substr EXPR,OFFSET')!;
  assert.ok(substr, pod.sections.map((s) => s.heading).join(' | '));
  assert.deepEqual(blockTexts(substr), ['Extracts a substring out of EXPR.', '    my $s = substr $str, 4, 5;']);
  assert.equal(substr.blocks[1]!.type === 'code' && substr.blocks[1]!.lang, 'perl');
});

test('mends from a review of the DocBook, Texinfo and rustdoc rules: what other sites write the same way reads as before', () => {
  // Footnotes at the end of a section (pandoc's html4 and html5 writers) stay its text; docutils' sidebar is kept, a
  // blog's sidebar is not.
  const guide = parseHtml(`<h1>Guide</h1><h2 id="install">Install</h2><p>Get it.</p><div class="footnotes footnotes-end-of-section"><ol><li id="fn1"><p>Or build it.</p></li></ol></div>
    <h2 id="configure">Configure</h2><p>Edit the file.</p><aside class="footnotes footnotes-end-of-section" role="doc-footnote"><ol><li><p>Or the other file.</p></li></ol></aside>
    <aside class="sidebar"><p class="sidebar-title">Incremental updates</p><p>Only pdiff files are downloaded.</p></aside>
    <div class="sidebar"><p class="title">About me</p><p>I am a developer living in Berlin.</p></div>
    <h2 id="use">Use</h2><p>Run it.</p>`);
  assert.deepEqual(guide.sections.map((s) => [s.level, s.heading]), [[1, 'Guide'], [2, 'Install'], [2, 'Configure'], [2, 'Use']]);
  assert.deepEqual(blockTexts(guide.sections[1]!), ['Get it.', '1. Or build it.']);
  assert.deepEqual(blockTexts(guide.sections[2]!), ['Edit the file.', '1. Or the other file.', 'Incremental updates', 'Only pdiff files are downloaded.']);
  // Footnotes ending the page's content are the page's, whatever follows outside it (comments, a clearing div).
  const post = parseHtml(`<body><main><h1>T</h1><h2>A</h2><p>x</p><div class="footnotes"><ol><li><p>note</p></li></ol></div><div class="clearfix"></div></main><div class="comments"><p>Leave a comment</p></div></body>`);
  assert.deepEqual(post.sections.map((s) => [s.level, s.heading]), [[1, 'T'], [2, 'A'], [1, 'Footnotes']]);
  // A subtitle off a DocBook title page is a heading; a lower-case `lot` is content; a struct field off rustdoc is a word.
  const shop = parseHtml(`<h1 class="title">Widget docs</h1><h2 class="subtitle">Installation</h2><p>Run the installer.</p>
    <div class="lot"><p>Lot 42: a Victorian clock.</p></div><p>The <span class="structfield">tv_sec</span> field holds seconds.</p>`);
  assert.deepEqual(shop.sections.map((s) => [s.level, s.heading]), [[1, 'Widget docs'], [2, 'Installation']]);
  assert.deepEqual(blockTexts(shop.sections[1]!), ['Run the installer.', 'Lot 42: a Victorian clock.', 'The tv_sec field holds seconds.']);
  // A hand-written page with a maker's link and an index list is not pod2html: its shell code is not Perl.
  const old = parseHtml(`<html><head><link rev="made" href="mailto:webmaster@example.org"></head><body><ul id="index"><li><a href="#install">Install</a></li></ul>
    <h1 id="install">Install</h1><pre><code>./install.sh --prefix /opt</code></pre><dl><dt>--prefix</dt><dd></dd><dt>--verbose</dt><dd><p>Print every step.</p></dd></dl></body></html>`);
  const code = old.sections[0]!.blocks[0]!;
  assert.ok(code.type === 'code' && code.lang !== 'perl', JSON.stringify(code));
  assert.doesNotMatch(allText(old), /--prefix, --verbose/);
});

test("gi-docgen: a class page's member lists are lines of their section, each member's heading a link to its own page", () => {
  const member = (page: string, name: string, summary: string) => `<div class=""><h6><a href="${page}">${name}</a></h6><div class="docblock"><p>${summary}</p></div><div class="docblock"><p></p></div></div>`;
  const page = parseHtml(`<html><head><title>GUPnP.RootDevice</title></head><body><div id="body-wrapper"><section id="main" class="content"><header><h3>Class</h3><h1><a href="index.html">GUPnP</a><span class="sep"></span>RootDevice</h1></header>
    <section><div class="toggle-wrapper constructors"><h4 id="constructors">Constructors <a href="#constructors" class="anchor"></a></h4><div class="docblock">
    ${member('ctor.RootDevice.new.html', 'gupnp_root_device_new', 'Create a new <code>GUPnPRootDevice</code> object.')}${member('ctor.RootDevice.new_full.html', 'gupnp_root_device_new_full', '')}</div></div>
    <div class="toggle-wrapper methods"><h4 id="methods">Instance methods</h4><div class="docblock">${member('method.RootDevice.get_available.html', 'gupnp_root_device_get_available', 'Checks whether the device is available.')}</div></div>
    <div class="toggle-wrapper"><h4 id="notes">Notes</h4><div class="docblock"><h6><a href="#notes">A note</a></h6><p>Said here.</p></div></div>
    </section></section></div></body></html>`);
  assert.deepEqual(outline(page), [[1, 'GUPnP.RootDevice', 'main'], [4, 'Constructors', 'constructors'], [4, 'Instance methods', 'methods'], [4, 'Notes', 'notes'], [6, 'A note', undefined]]);
  assert.deepEqual(blockTexts(page.sections[1]!), ['- gupnp_root_device_new: Create a new `GUPnPRootDevice` object.', '- gupnp_root_device_new_full']);
  assert.deepEqual(blockTexts(page.sections[2]!), ['- gupnp_root_device_get_available: Checks whether the device is available.']);
  // A guide's text block that opens with a linked heading keeps its headings and code.
  const guide = parseHtml(`<html><head><title>GTK – 4: Overview</title></head><body><div id="body-wrapper"><section id="main" class="content"><section><div class="docblock"><h2><a href="getting_started.html">Getting started</a></h2><p>Start here.</p><h2 id="widgets">Widgets</h2><p>Widgets are the parts.</p><pre><code>gtk_widget_show (w);</code></pre></div></section></section></div></body></html>`);
  assert.deepEqual(guide.sections.map((s) => s.heading).slice(-2), ['Getting started', 'Widgets']);
  assert.ok(guide.sections.some((s) => s.blocks.some((b) => b.type === 'code')));
});

test("gi-docgen: an enum's members, each name linking to itself, are entries; a member's value, only in its title, follows its name", () => {
  const member = (id: string, value: number, name: string, text: string) => `<tr><td><a id="${id}" href="#${id}"><code title="Value: ${value}">${name}</code></a></td><td><p>${text}</p></td></tr>`;
  const page = parseHtml(`<html><head><title>GUPnP.ControlError</title></head><body><div id="body-wrapper"><section id="main" class="content"><header><h3>Error Domain</h3><h1><a href="index.html">GUPnP</a><span class="sep"></span>ControlError</h1></header>
    <section><div class="members toggle-wrapper"><h4 id="members">Members</h4><div class="docblock"><table class="enum-members"><tr><th>Name</th><th>Description</th></tr>
    ${member('invalid_action', 401, 'GUPNP_CONTROL_ERROR_INVALID_ACTION', 'The action name was invalid.')}${member('invalid_args', 402, 'GUPNP_CONTROL_ERROR_INVALID_ARGS', 'The action arguments were invalid.')}
    ${member('out_of_sync', 403, 'GUPNP_CONTROL_ERROR_OUT_OF_SYNC', 'Out of sync (deprecated).')}${member('action_failed', 501, 'GUPNP_CONTROL_ERROR_ACTION_FAILED', 'The action failed.')}</table></div></div>
    </section></section></div></body></html>`);
  assert.deepEqual(outline(page).slice(2, 4), [[5, 'GUPNP_CONTROL_ERROR_INVALID_ACTION = 401', 'invalid_action'], [5, 'GUPNP_CONTROL_ERROR_INVALID_ARGS = 402', 'invalid_args']]);
  assert.deepEqual(blockTexts(page.sections[3]!), ['The action arguments were invalid.']);
});

test("gi-docgen: a guide of several Markdown h1s and no h4#title is titled by its <title>, the h1s below it", () => {
  const page = parseHtml(`<html><head><title>GUPnP &ndash; 1.6: UPnP Glossary</title></head><body><div id="body-wrapper"><section id="main" class="content"><section><div class="docblock">
    <h1 id="action">Action</h1><p>An Action is a method call on a Service.</p><h1 id="control-point">Control Point</h1><p>A Control Point is an entity on the network.</p></div></section></section></div></body></html>`);
  assert.equal(page.title, 'UPnP Glossary');
  assert.deepEqual(outline(page), [[1, 'UPnP Glossary', undefined], [2, 'Action', 'action'], [2, 'Control Point', 'control-point']]);
});

test("gi-docgen and gtk-doc, from an audit of GTK 4, GLib, libsoup and libadwaita: a class page's header names it, its description's headings nest, inherited members and line numbers go, code is C", () => {
  const cls = parseHtml(`<html><head><title>Gtk.Button</title></head><body><div id="body-wrapper"><nav class="sidebar"><h5>Type</h5><a href="#">Button</a></nav>
    <section id="main" class="content"><header><h3>Class</h3><h1><a href="index.html">Gtk</a><span class="sep"></span>Button</h1></header>
    <section><div class="toggle-wrapper"><h4 id="description">Description <a class="srclink" href="https://gitlab.gnome.org/gtkbutton.c#L25">[src]</a></h4>
    <div class="docblock c-decl"><pre><code>struct GtkButton { GtkWidget parent_instance; }</code></pre></div>
    <div class="docblock"><p>Calls a callback function when the button is clicked.</p><h1 id="css-nodes">CSS nodes</h1><p>GtkButton has a single CSS node.</p></div></div>
    <div class="toggle-wrapper methods"><h4 id="methods">Instance methods</h4><div class="docblock"><div><h6><a href="method.Button.set_label.html">gtk_button_set_label</a></h6><div class="docblock"><p>Sets the text of the label.</p></div></div></div></div>
    <div class="toggle-wrapper default-hide ancestor-methods"><h5>Methods inherited from GtkWidget (201)</h5><div class="docblock"><h6>gtk_widget_action_set_enabled</h6><p>Enables or disables an action.</p></div></div>
    </section></section></div></body></html>`);
  assert.equal(cls.title, 'Gtk.Button');
  assert.deepEqual(outline(cls), [[1, 'Gtk.Button', 'main'], [4, 'Description', 'description'], [5, 'CSS nodes', 'css-nodes'], [4, 'Instance methods', 'methods']]);
  const decl = cls.sections[1]!.blocks[0]!;
  assert.ok(decl.type === 'code' && decl.lang === 'c', JSON.stringify(decl));
  assert.doesNotMatch(allText(cls), /\[src\]|gtk_widget_action_set_enabled|Class\b/);
  // A guide page: titled by its h4#title, its Markdown headings below it (an h1 repeating the title said once); an
  // older one, without the h4, by its Markdown's h1.
  const guide = parseHtml(`<html><head><title>Gtk &ndash; 4.0: The Broadway windowing system</title></head><body><div id="body-wrapper"><section id="main" class="content">
    <h4 id="title">The Broadway windowing system <a class="srclink" href="https://gitlab.gnome.org/broadway.md">[src]</a></h4>
    <section><div class="docblock"><h1 id="top">The Broadway windowing system</h1><p>The Broadway backend shows GTK applications in a web browser.</p>
    <h1 id="using">Using GTK with Broadway</h1><p>Run the server.</p><h2 id="env">BROADWAY_DISPLAY</h2><p>The display.</p></div></section></section></div></body></html>`);
  assert.equal(guide.title, 'The Broadway windowing system');
  assert.deepEqual(outline(guide), [[1, 'The Broadway windowing system', 'title'], [2, 'Using GTK with Broadway', 'using'], [3, 'BROADWAY_DISPLAY', 'env']]);
  const older = parseHtml(`<html><head><title>Json</title></head><body><div id="body-wrapper"><section id="main" class="content"><section><div class="docblock">
    <h1 id="boxed">Serializing GBoxed Types</h1><p>Register a serialization function.</p><h2 id="ex">Example</h2><p>See below.</p></div></section></section></div></body></html>`);
  assert.equal(older.title, 'Serializing GBoxed Types');
  assert.deepEqual(outline(older), [[1, 'Serializing GBoxed Types', 'boxed'], [2, 'Example', 'ex']]);
  // Another site's `section#main.content` is not gi-docgen's: its headings keep their levels, a modal's h4#title too.
  const admin = parseHtml(`<body><section id="main" class="content"><h1>Widgets</h1><div class="docblock"><h2>Usage</h2><p>Use it.</p>
    <h4 id="title">Subscribe</h4><p>Weekly.</p></div></section></body>`);
  assert.deepEqual(admin.sections.map((s) => [s.level, s.heading]), [[1, 'Widgets'], [2, 'Usage'], [4, 'Subscribe']]);
  // gtk-doc: an example's line numbers are not code; its code is C.
  const gtkdoc = parseHtml(`<html><head><meta name="generator" content="GTK-Doc V1.33.1 (XML mode)"></head><body><h2>Description</h2><p>For instance:</p>
    <div class="informalexample"><table class="listing_frame"><tbody><tr><td class="listing_lines"><pre>1
2</pre></td><td class="listing_code"><pre class="programlisting">GVariant *v = g_variant_new ("u", 40);
g_variant_unref (v);</pre></td></tr></tbody></table></div></body></html>`);
  const code = gtkdoc.sections[0]!.blocks.filter((b) => b.type === 'code');
  assert.deepEqual(code.map((b) => b.type === 'code' && [b.lang, b.code]), [['c', 'GVariant *v = g_variant_new ("u", 40);\ng_variant_unref (v);']]);
});

test("Texinfo's table of contents is left out, though its chapter titles hold code", () => {
  const page = parseHtml(`<html><head><meta name="Generator" content="texi2any"></head><body><h1 class="top">GNU M4</h1><p>A macro processor.</p>
<div class="Contents_element" id="SEC_Contents"><h2 class="contents-heading">Table of Contents</h2><div class="contents"><ul class="no-bullet">
<li><a id="toc-Intro" href="Intro.html">1.1 Introduction to <code>m4</code></a></li></ul></div></div></body></html>`);
  assert.deepEqual(page.sections.map((s) => s.heading), ['GNU M4']);
});

test("Javadoc: a heading in a description stays in it, type links are content, and inherited lists, summary tabs and 'Overrides:' are left out", () => {
  const page = parseHtml(`<html><head><!-- Generated by javadoc (11.0.19) --><title>AgeFileFilter</title></head><body><main>
<h2 title="Class AgeFileFilter" class="title">Class AgeFileFilter</h2>
<ul class="blockList"><li class="blockList"><dl><dt>Enclosing class:</dt><dd><a href="Filters.html" title="class in org.acme">Filters</a></dd></dl>
<div class="block">Filters files by age.<h2>Using NIO</h2><pre>Files.walk(dir)</pre></div></li></ul>
<ul class="blockList"><li class="blockList"><h3>Method Summary</h3><table><caption><span id="t0" class="activeTableTab"><span>All Methods</span><span class="tabEnd"> </span></span></caption>
<tr><th>Method</th><th>Description</th></tr><tr><td><code>accept(File)</code></td><td>Checks the file's age.</td></tr></table>
<ul class="blockList"><li class="blockList"><a id="methods.inherited.from.class.org.acme.AbstractFileFilter"><!-- --></a><h3>Methods inherited from class AbstractFileFilter</h3><code><a href="A.html#toString()">toString</a></code></li></ul></li></ul>
<ul class="blockList"><li class="blockList"><h3>Method Detail</h3><ul class="blockList"><li class="blockList"><h4>accept</h4><pre>public boolean accept(File file)</pre>
<div class="block">Checks the file's age.</div><dl><dt><span class="overrideSpecifyLabel">Overrides:</span></dt><dd><code>accept</code> in class <code>AbstractFileFilter</code></dd>
<dt><span class="returnLabel">Returns:</span></dt><dd>true if old enough</dd></dl></li></ul></li></ul></main></body></html>`);
  const outline = page.sections.map((s) => `${s.level} ${s.heading}`);
  assert.deepEqual(outline, ['2 Class AgeFileFilter', '5 Using NIO', '3 Method Summary', '3 Method Detail', '4 accept']);
  const text = page.sections.flatMap((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : ''))).join('\n');
  assert.match(text, /Enclosing class: Filters/);
  assert.match(text, /Returns: true if old enough/);
  assert.doesNotMatch(text, /All Methods|inherited|Overrides|AbstractFileFilter/);
  assert.doesNotMatch(text, /^- /m);
  // JDK 8 names its anchors; JDK 16 and later write the label as the term's text; the last member's list is
  // `ul.blockListLast`; Parameters and Throws stay labels of the member, not entries of their own.
  const later = parseHtml(`<html><head><!-- Generated by javadoc (17) --><title>X</title></head><body><main><h1>Class X</h1>
<ul class="blockList"><li class="blockList"><a name="methods.inherited.from.class.Y"><!-- --></a><h3>Methods inherited from class Y</h3><code>y</code></li></ul>
<ul class="blockListLast"><li class="blockList"><h4>run</h4><pre>void run(int n)</pre><div class="block">Runs it.</div>
<dl><dt>Overrides:</dt><dd><code>run</code> in class <code>Y</code></dd><dt>Parameters:</dt><dd><code>n</code> - how often</dd><dt>Throws:</dt><dd><code>E</code> - when it fails</dd></dl></li></ul></main></body></html>`);
  assert.deepEqual(later.sections.map((s) => `${s.level} ${s.heading}`), ['1 Class X', '4 run']);
  const run = later.sections[1]!.blocks.map((b) => (b.type === 'text' ? b.text : '')).join('\n');
  assert.match(run, /Parameters: `n` - how often/);
  assert.doesNotMatch(run, /Overrides|inherited|^- /m);
});

test("Javadoc built with -link: the inheritance tree keeps the JDK's types, and JDK 17's See Also lists keep their links but Javadoc's own generated pages", () => {
  const page = parseHtml(`<html><head><!-- Generated by javadoc (17) --><title>ExpiredKeyException</title></head><body><main><h1 title="Class ExpiredKeyException" class="title">Class ExpiredKeyException</h1>
<div class="inheritance" title="Inheritance Tree"><a href="file:///usr/share/doc/default-jdk/api/java.base/java/lang/Object.html" title="class or interface in java.lang" class="external-link">java.lang.Object</a>
<div class="inheritance"><a href="file:///usr/share/doc/default-jdk/api/java.base/java/lang/RuntimeException.html" title="class or interface in java.lang" class="external-link">java.lang.RuntimeException</a>
<div class="inheritance">org.acme.ExpiredKeyException</div></div></div>
<section class="detail" id="toUri()"><h3>toUri</h3><div class="member-signature">public URI toUri()</div><div class="block">Returns the key as a URI.</div>
<dl class="notes"><dt>See Also:</dt><dd><ul class="see-list"><li><a href="https://example.org/openpgp4fpr">openpgp4fpr URI scheme</a></li><li><a href="../../constant-values.html#org.acme.ExpiredKeyException.SCHEME">Constant Field Values</a></li></ul></dd></dl></section>
</main></body></html>`);
  const text = page.sections.flatMap((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : ''))).join('\n');
  assert.match(text, /java\.lang\.Object[\s\S]*java\.lang\.RuntimeException[\s\S]*org\.acme\.ExpiredKeyException/);
  assert.match(text, /See Also: - openpgp4fpr URI scheme/);
  assert.doesNotMatch(text, /Constant Field Values/);
});

test("a hand-written page's contents whose links quote code, or join two links with 'or', is navigation; a list of linked names is content", () => {
  const page = parseHtml(`<html><body><h1>FAQ</h1><h2>List of Questions</h2><ol>
<li><a href="#faq100">Analog doesn't have a <kbd>setup.exe</kbd>.</a>
<li><a href="#faq105">Analog won't read extended logfiles generated by IIS.</a><br><i>or</i> <a href="#faq106">What does time without date mean?</a>
<li><a href="#faq107">Why are there no reports?</a></ol>
<h2 id="faq100">Analog doesn't have a setup.exe.</h2><p>No, it does not need one.</p>
<h2>Flags</h2><p>The flags:</p><ul><li><a href="#os.RWF_HIPRI"><code>RWF_HIPRI</code></a></li><li><a href="#os.RWF_NOWAIT"><code>RWF_NOWAIT</code></a></li></ul></body></html>`);
  const text = page.sections.flatMap((s) => blockTexts(s)).join('\n');
  assert.doesNotMatch(text, /setup\.exe`|extended logfiles|time without date/);
  assert.match(text, /No, it does not need one/);
  assert.match(text, /`RWF_HIPRI`\n- `RWF_NOWAIT`/);
  // Elsewhere "or" between two links says what a term is.
  assert.deepEqual(mainBlocks('<dl><dt>Type</dt><dd><a href="number.html">Number</a> or <a href="string.html">String</a></dd></dl>'), ['Type: Number or String']);
});

test("DocBook reference pages made into one file: each is a section headed by its name line, its own sections below it", () => {
  const ref = (id: string, purpose: string, option: string) =>
    `<div class="refentry"><a id="${id}"></a><div class="titlepage"></div><div class="refnamediv"><h2>Name</h2><p>${id} — ${purpose}</p></div>` +
    `<div class="refsect1"><a id="${id}-opts"></a><h2>Options</h2><div class="variablelist"><dl class="variablelist"><dt><span class="term"><code class="option">${option}</code></span></dt><dd><p>What ${option} does, at some length, for the command it belongs to and no other.</p></dd></dl></div></div></div>`;
  const page = parseHtml(`<html><head><meta name="generator" content="DocBook XSL Stylesheets Vsnapshot"><title>Tool Command Reference</title></head><body><div class="reference"><div class="titlepage"><h1 class="title">Tool Command Reference</h1></div>` +
    `<div class="chapter"><div class="titlepage"><h2 class="title">Commands</h2></div>${ref('tool-override', 'Override requirements', '--reset')}${ref('tool-run', 'Run an application', '--command')}</div></div></body></html>`);
  // At the top, as a page's title: the two share no heading below the file's title (their units are not joined).
  assert.deepEqual(outline(page), [
    [1, 'Tool Command Reference', undefined],
    [2, 'Commands', undefined],
    [1, 'tool-override — Override requirements', 'tool-override'],
    [2, 'Options', 'tool-override-opts'],
    [3, '--reset', undefined],
    [1, 'tool-run — Run an application', 'tool-run'],
    [2, 'Options', 'tool-run-opts'],
    [3, '--command', undefined],
  ]);
});

test("Javadoc: a line listing only types (an interface's hundreds of implementing classes) keeps its first thirty and says how many more", () => {
  const classes = Array.from({ length: 40 }, (_, i) => `<code><a href="C${i}.html" title="class in org.acme">C${i}</a></code>`).join(', ');
  const page = parseHtml(`<html><head><!-- Generated by javadoc (17) --><title>Constant</title></head><body><main><h1 class="title">Interface Constant</h1>
<dl class="notes"><dt>All Known Implementing Classes:</dt><dd>${classes}</dd></dl><div class="block">A platform constant.</div></main></body></html>`);
  const text = page.sections.flatMap((s) => blockTexts(s)).join('\n');
  assert.match(text, /All Known Implementing Classes: `C0`, `C1`,.* `C29`, … \(10 more\)/);
  assert.doesNotMatch(text, /C30/);
  assert.match(text, /A platform constant\./);
});

test("a word in a <pre> amid a sentence is inline code (Javadoc comments written so); a <pre> between sentences is a block", () => {
  const page = parseHtml(`<html><body><h1>ArmorUtils</h1><div class="block">Return the armored signature.
 If <pre>export</pre> is true, the signature is stripped. If it is <pre>false</pre>, it is encoded as-is.</div>
<div class="block">Run it so:<pre>armor --export key.asc</pre></div></body></html>`);
  assert.deepEqual(blockTexts(page.sections[0]!), ['Return the armored signature. If `export` is true, the signature is stripped. If it is `false`, it is encoded as-is.', 'Run it so:', 'armor --export key.asc']);
});

test("TypeDoc: a member is one section, its overloads' signatures code and its Parameters/Returns/Example labels; sidebar, index, tags and members inherited from this site left out", () => {
  const page = parseHtml(read('typedoc.html'));
  assert.equal(page.title, 'Class Widget');
  assert.deepEqual(outline(page), [
    [1, 'Class Widget', undefined],
    [4, 'Hierarchy (View Summary)', undefined],
    [2, 'Methods', undefined],
    [3, 'alias', 'alias'],
    // Inherited from Base, documented on this site: left out. From a package outside it: kept.
    [3, 'emit', 'emit'],
    // Its "Readonly" flag is a word of its own, not glued to its name.
    [3, 'readonly size', 'size'],
  ]);
  const text = (i: number) => page.sections[i]!.blocks.map((b) => (b.type === 'text' ? b.text : `[${b.lang}] ${b.code}`));
  assert.deepEqual(text(1), ['- Base\n  - Widget']);
  assert.deepEqual(text(3), [
    '[ts] alias(alias: string): this',
    'Set an alias for the widget.',
    // A heading of the member's doc comment is a label too, at any level.
    'Caveats',
    'An alias is not checked for clashes.',
    'Parameters',
    '- alias: string',
    'Returns this',
    '`this` widget for chaining',
    'Example',
    "[ts] widget.alias('w')\n  .render()",
    // The second overload stays in the member, not under the first one's "Example".
    '[ts] alias(): string',
    "Get the widget's alias.",
    'Returns string',
  ]);
  const all = page.sections.flatMap(blockTexts).join('\n');
  assert.doesNotMatch(all, /Member Visibility|On This Page|Settings|Index|Releases the base|Defined in|Generated using/);
});

test("TypeDoc 0.28: a module's list of its exports' summaries is left out when each links to the member's documentation on this site", () => {
  const summary = (id: string, href: string, sentence: string) =>
    `<dt class="tsd-member-summary" id="${id}"><span class="tsd-member-summary-name"><svg class="tsd-kind-icon"><use href="assets/icons.svg#icon-64"></use></svg><a href="${href}">${id}</a><a href="#${id}" aria-label="Permalink" class="tsd-anchor-icon"></a></span></dt>` +
    `<dd class="tsd-member-summary"><div class="tsd-comment tsd-typography"><p>${sentence}</p></div></dd>`;
  const page = (items: string) =>
    parseHtml(`<html><head><title>dates</title></head><body><header class="tsd-page-toolbar"></header><div class="col-content"><h1>dates</h1>
<details class="tsd-panel-group tsd-member-group" open><summary><h2 id="helpers">Helpers</h2></summary><dl class="tsd-member-summaries">${items}</dl></details>
<section class="tsd-panel"><h2>About</h2><p>Dates for people.</p></section></div></body></html>`);
  const here = page(summary('add', 'functions/add.html', 'Add the specified years to the given date.') + summary('closestTo', '#closest-to', 'Return the closest date.'));
  const text = here.sections.flatMap(blockTexts).join('\n');
  assert.doesNotMatch(text, /Add the specified years|Return the closest date/);
  // A summary whose link is its own permalink is all the page says of the member: kept.
  assert.match(page(summary('max', '#max', 'Return the latest date.')).sections.flatMap(blockTexts).join('\n'), /Return the latest date\./);
  assert.match(text, /Dates for people\./);
  // A summary of a member documented elsewhere (another site's page) is all this site says of it: kept.
  const elsewhere = page(summary('format', 'https://example.org/format.html', 'Format a date.'));
  assert.match(elsewhere.sections.flatMap(blockTexts).join('\n'), /Format a date\./);
});

test('a header beside an article is content only as JSDoc writes it: a plain header before the article in its section, not a banner', () => {
  const banner = parseHtml(
    '<html><body><div><header class="site-header" role="banner"><div class="site-title">My Blog</div><p>Thoughts on things.</p></header>' +
      '<article><h2>First post</h2><p>The first post says something.</p></article><article><h2>Second post</h2><p>The second one too.</p></article></div></body></html>',
  );
  assert.doesNotMatch(JSON.stringify(banner.sections), /My Blog|Thoughts on things/);
  const jsdoc = parseHtml(
    '<html><head><title>JSDoc: Home</title><link type="text/css" rel="stylesheet" href="styles/jsdoc-default.css"></head><body><div id="main"><h1 class="page-title">Home</h1>' +
      '<section><article><h1>shapes-lib</h1><p>Draws shapes on a canvas.</p></article></section></div></body></html>',
  );
  // JSDoc's index is titled by the README it shows, not "Home".
  assert.equal(jsdoc.title, 'shapes-lib');
  assert.deepEqual(jsdoc.sections.map((s) => s.heading), ['shapes-lib']);
});

test("a hand-written site laid out in tables: its banner h1 yields to the page's own title, a menu's labels go with its links, and the content column keeps its paragraphs and lists apart", () => {
  const page = parseHtml(
    '<html><head><title>Thread safety</title></head><body><table><tr><td><table><tr><td><h1>The XML C parser and toolkit of Gnome</h1><h2>Thread safety</h2></td></tr></table></td></tr></table>' +
      '<table><tr><td valign="top"><table><tr><td><center><b>Developer Menu</b></center></td></tr><tr><td><ul><li><a href="index.html">Main Menu</a></li><li><a href="api.html">API</a></li></ul></td></tr>' +
      '<tr><td><center><b>Related links</b></center></td></tr><tr><td><ul><li><a href="faq.html">FAQ</a></li><li><a href="news.html">News</a></li></ul></td></tr></table></td>' +
      '<td valign="top"><p>Starting with 2.4.7, the library can be used by several threads. Two things to do:</p><ul><li>configure it with threads</li><li>call xmlInitParser() first</li></ul>' +
      '<p>The parts checked for thread safety are:</p><ul><li>catalog access</li><li>validation</li></ul></td></tr></table></body></html>',
  );
  assert.equal(page.title, 'Thread safety');
  assert.deepEqual(page.sections.map((s) => s.heading), ['Thread safety']);
  assert.deepEqual(page.sections.flatMap(blockTexts), [
    'Starting with 2.4.7, the library can be used by several threads. Two things to do:',
    '- configure it with threads\n- call xmlInitParser() first',
    'The parts checked for thread safety are:',
    '- catalog access\n- validation',
  ]);
  // A table of many rows whose cells each hold a signature, a description and an example is data (PostgreSQL's),
  // and so is one with a header row.
  const rows = Array.from({ length: 3 }, (_, i) => `<tr><td><p><code>f${i}</code> ( <code>int</code> )</p><p>Does thing ${i}.</p><p><code>f${i}(1)</code></p></td></tr>`).join('');
  assert.equal(parseHtml(`<html><body><main><h1>Functions</h1><table>${rows}</table></main></body></html>`).sections[0]!.blocks.length, 1);
  const headed = parseHtml('<html><body><main><h1>API</h1><table><tr><th>API</th><th>Notes</th></tr><tr><td><code>xmlOld()</code></td><td><p>Gone.</p><p>Use xmlNew().</p><p>Since 2.9.</p></td></tr></table></main></body></html>');
  assert.deepEqual(blockTexts(headed.sections[0]!), ['API | Notes\n`xmlOld()` | Gone. Use xmlNew(). Since 2.9.']);
  // Rows of short text beside one row of links are content, not a menu's labels.
  const ports = parseHtml('<html><body><main><h1>Ports</h1><table><tr><td>Linux 2.6 or later</td></tr><tr><td>FreeBSD 8</td></tr><tr><td>Solaris 10</td></tr><tr><td><a href="ports.html">Other ports</a></td></tr></table></main></body></html>');
  assert.deepEqual(blockTexts(ports.sections[0]!), ['Linux 2.6 or later\nFreeBSD 8\nSolaris 10']);
  // A page's h1 over several h2s, one of them named as the page's <title>, keeps its h1.
  const titled = parseHtml('<html><head><title>Installation</title></head><body><h1>Getting started</h1><h2>Installation</h2><p>Run it.</p><h2>Configuration</h2><p>Set it.</p></body></html>');
  assert.deepEqual(titled.sections.map((s) => s.heading), ['Getting started', 'Installation', 'Configuration']);
});

test("an option's own table of one row (its name and Use, Type, Default) opens its entry, which holds the prose after it until the next option or heading", () => {
  const option = (name: string, type: string, text: string) =>
    `<table><tr><td><span class="docbook_option">${name}</span></td><td>Use: <em>smtp</em></td><td>Type: <em>${type}</em></td><td>Default: <em>unset</em></td></tr></table><p>${text}</p>`;
  const page = parseHtml(
    `<html><body><h2>Private options for smtp</h2><p>The options are as follows:</p>${option('connect_timeout', 'time', 'This sets a timeout for the connect() function.')}` +
      `${option('hosts_require_auth', 'host list', 'Exim insists on authenticating to these hosts.')}<p>It defers otherwise.</p><h2>Next chapter</h2><p>Other text.</p>` +
      // A table of one row that is data, not an option's facts, stays a row.
      '<table><tr><td>connect_timeout</td><td>5m</td><td>30s</td></tr></table></body></html>',
  );
  assert.deepEqual(
    page.sections.map((s) => [s.level, s.heading, blockTexts(s).join(' / ')]),
    [
      [2, 'Private options for smtp', 'The options are as follows:'],
      [3, 'connect_timeout', 'Use: smtp | Type: time | Default: unset / This sets a timeout for the connect() function.'],
      [3, 'hosts_require_auth', 'Use: smtp | Type: host list | Default: unset / Exim insists on authenticating to these hosts. / It defers otherwise.'],
      [2, 'Next chapter', 'Other text. / connect_timeout | 5m | 30s'],
    ],
  );
  // One such table alone is a package's facts, a row; and an entry ends with the element that holds its table.
  const alone = parseHtml('<html><body><h2>About</h2><table><tr><td>libfoo</td><td>Version: 1.2.3</td><td>License: MIT</td></tr></table><p>Libfoo parses foo.</p></body></html>');
  assert.deepEqual(alone.sections.map((s) => s.heading), ['About']);
  const boxed = parseHtml(`<html><body><h2>Options</h2><div>${option('a_opt', 'time', 'First.')}${option('b_opt', 'time', 'Second.')}</div><p>After the options.</p></body></html>`);
  assert.deepEqual(boxed.sections.map((s) => [s.heading, blockTexts(s).join(' / ')]), [
    ['Options', ''],
    ['a_opt', 'Use: smtp | Type: time | Default: unset / First.'],
    ['b_opt', 'Use: smtp | Type: time | Default: unset / Second.'],
    ['Options', 'After the options.'],
  ]);
});

test("AsciiDoc's man pages: an admonition's table reads as its label and text, and options are entries however few and short", () => {
  const page = parseHtml(
    '<html><body><div id="content"><h2 id="_options">OPTIONS</h2><div class="dlist"><dl>' +
      '<dt class="hdlist1">--sdlba=&lt;sdlba&gt;</dt><dt class="hdlist1">-d &lt;sdlba&gt;</dt><dd><p>64-bit addr of first destination block</p></dd>' +
      '<dt class="hdlist1">--limited-retry</dt><dd><p>Sets the limited retry flag.</p></dd></dl></div>' +
      '<div class="admonitionblock important"><table><tr><td class="icon"><div class="title">Important</div></td><td class="content"><div class="paragraph"><p>Single-quote TYPE in a shell.</p></div></td></tr></table></div>' +
      '<div class="admonitionblock warning"><table><tr><td class="icon"><i class="fa icon-warning" title="Warning"></i></td><td class="content">Do not use in production.</td></tr></table></div>' +
      // Terms that are not options stay lines of a short list.
      '<dl><dt>local</dt><dd>A Unix socket.</dd><dt>host</dt><dd>TCP/IP.</dd></dl></div></body></html>',
  );
  assert.deepEqual(
    page.sections.map((s) => [s.heading, blockTexts(s).join(' / ')]),
    [
      ['OPTIONS', ''],
      ['--sdlba=<sdlba>, -d <sdlba>', '64-bit addr of first destination block'],
      ['--limited-retry', 'Sets the limited retry flag.'],
      // After the entries, the section they are in again.
      ['OPTIONS', 'Important: Single-quote TYPE in a shell. / Warning: Do not use in production. / local: A Unix socket. / host: TCP/IP.'],
    ],
  );
});

test("a link whose text is the address it leads to is content (a man page's RESOURCES); a link of words alone is navigation", () => {
  const page = parseHtml(
    '<html><body><main><h1>libtracefs</h1><h2>RESOURCES</h2><p><a href="https://git.kernel.org/pub/scm/libs/libtrace/libtracefs.git/">https://git.kernel.org/pub/scm/libs/libtrace/libtracefs.git/</a></p><p><a href="next.html">Next page</a></p></main></body></html>',
  );
  assert.deepEqual(page.sections.flatMap(blockTexts), ['https://git.kernel.org/pub/scm/libs/libtrace/libtracefs.git/']);
});

test("mends after review: DocBook's graphic admonition reads as its label and paragraphs, an AsciiDoc admonition in a list keeps its label, an address among other links is navigation, and -1 is no option", () => {
  const docbook = mainBlocks('<div class="note"><table><tr><td rowspan="2"><img alt="[Note]" src="note.png"></td><th>Note</th></tr><tr><td><p>Careful here.</p><p>Second paragraph.</p><p>Third one.</p></td></tr></table></div>');
  assert.deepEqual(docbook, ['Note: Careful here.', 'Second paragraph.', 'Third one.']);
  // A data table inside a note box stays a table.
  assert.deepEqual(mainBlocks('<div class="note"><table><tr><th>Option</th><th>Meaning</th></tr><tr><td>-a</td><td>all</td></tr></table></div>'), ['Option | Meaning\n-a | all']);
  const listed = mainBlocks('<ul><li><p>Install it.</p><div class="admonitionblock note"><table><tr><td class="icon"><div class="title">Note</div></td><td class="content">Needs root.</td></tr></table></div></li><li><p>Run it.</p></li></ul>');
  assert.match(listed.join('\n'), /Note:\n\s*Needs root\./);
  assert.deepEqual(mainBlocks('<p><a href="index.html">Up</a> | <a href="https://ex.org/">https://ex.org/</a> | <a href="next.html">Next</a></p><p>Text.</p>'), ['Text.']);
  assert.deepEqual(mainBlocks('<h2>RETURN VALUE</h2><dl><dt>-1</dt><dd>An error.</dd><dt>0</dt><dd>Success.</dd></dl>'), ['-1: An error.', '0: Success.']);
  assert.deepEqual(mainBlocks('<dl><dt>-EINVAL</dt><dd>Bad argument.</dd><dt>-12</dt><dd>Out of memory.</dd></dl>'), ['-EINVAL: Bad argument.', '-12: Out of memory.']);
  // ...while a digit is an option as a letter is (ssh -4 and -6).
  const digits = parseHtml('<html><body><h2>OPTIONS</h2><dl><dt>-4</dt><dd>Forces IPv4 addresses only.</dd><dt>-6</dt><dd>Forces IPv6 addresses only.</dd></dl></body></html>');
  assert.deepEqual(digits.sections.map((s) => s.heading), ['OPTIONS', '-4', '-6']);
});

test("a line break in a paragraph ends a line; in a table's cell it is a space", () => {
  assert.deepEqual(mainBlocks('<div class="paragraph"><p>open --type plain &lt;device&gt; &lt;name&gt;<br>\ncreate &lt;name&gt; &lt;device&gt; (OBSOLETE syntax)</p></div><table><tr><td>a<br>b</td><td>c</td></tr></table>'), [
    'open --type plain <device> <name>',
    'create <name> <device> (OBSOLETE syntax)',
    'a b | c',
  ]);
});

test("a JSDoc page is a source listing by its numbered listing, not by a title that ends in .js", () => {
  const head = '<html><head><title>chart.js - Documentation</title><link type="text/css" rel="stylesheet" href="styles/jsdoc.css"></head><body><div id="main">';
  const readme = parseHtml(`${head}<h1 class="page-title">chart.js</h1><section><article><pre class="prettyprint source"><code>npm install chart.js</code></pre></article></section></div></body></html>`);
  assert.equal(readme.sourceListing, undefined);
  const listing = parseHtml(`${head}<h1 class="page-title">chart.js</h1><section><article><pre class="prettyprint source linenums"><code>export default Chart;</code></pre></article></section></div></body></html>`);
  assert.equal(listing.sourceListing, true);
});

test("Javadoc's copies of the classes' sources (-linksource, src-html/) are source listings, JDK 8 to 17; a class's page with code in it is not", () => {
  const jdk17 = parseHtml(
    '<!DOCTYPE HTML><html><head><title>Source code</title><meta name="generator" content="javadoc/SourceToHTMLConverter"></head><body class="source-page"><main role="main"><div class="source-container">' +
      '<pre><span class="source-line-no">001</span><span id="line-1">/*</span>\n<span class="source-line-no">002</span><span id="line-2"> * Licensed to the Apache Software Foundation</span>\n' +
      '<span class="source-line-no">003</span><span id="line-3">package org.apache.commons.beanutils;</span></pre></div></main></body></html>',
  );
  assert.equal(jdk17.sourceListing, true);
  const jdk8 = parseHtml(
    '<html lang="en"><head><title>Source code</title></head><body><div class="sourceContainer"><pre><span class="sourceLineNo">001</span>package org.example;\n' +
      '<span class="sourceLineNo">002</span>public class Foo {}</pre></div></body></html>',
  );
  assert.equal(jdk8.sourceListing, true);
  // JDK 9-11 write the container inside the page's main, with no class on the body (JCommon's 294 pages).
  const jdk11 = parseHtml(
    '<!DOCTYPE HTML><html lang="en"><head><title>Source code</title></head><body><main role="main"><div class="sourceContainer">' +
      '<pre><span class="sourceLineNo">001</span><a id="line.1">/* JCommon</a>\n<span class="sourceLineNo">002</span><a id="line.2">package org.jfree.util;</a></pre></div></main></body></html>',
  );
  assert.equal(jdk11.sourceListing, true);
  const classPage = parseHtml(
    '<html><head><title>Foo</title><meta name="generator" content="javadoc (17)"></head><body class="class-declaration-page"><main role="main"><h1>Class Foo</h1>' +
      '<div class="block">Example:<pre>Foo foo = new Foo();</pre></div></main></body></html>',
  );
  assert.equal(classPage.sourceListing, undefined);
});

test('a code block written inside inline code (Javadoc comments\' <code><pre>) is a code block, its lines kept', () => {
  assert.deepEqual(mainBlocks('<div class="block"><p>A typical usage might look like:</p>\n<code><pre>\n // create the closure\n Closure c = new Closure("x");\n\n // apply it\n forAllDo(people, c);\n</pre></code>\n<p>Then each person is updated.</p></div>'), [
    'A typical usage might look like:',
    '[undefined]  // create the closure\n Closure c = new Closure("x");\n\n // apply it\n forAllDo(people, c);',
    'Then each person is updated.',
  ]);
  // Inline code stays inline.
  assert.deepEqual(mainBlocks('<p>Call <code>close()</code> once.</p>'), ['Call `close()` once.']);
});

test("Javadoc of JDK 8-16 built with -notimestamp is known by its layout's comments; its navigation bars and copyright line are not content", () => {
  const page = parseHtml(
    '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><!-- NewPage --><html lang="en"><head><title>LRUMap (Commons Collections 3.2.2 API)</title></head><body>' +
      '<!-- ========= START OF TOP NAVBAR ======= --><div class="topNav"><ul class="navList"><li><a href="package-summary.html">Package</a></li><li class="navBarCell1Rev">Class</li></ul></div>' +
      '<div class="subNav"><ul class="navList"><li>Prev&nbsp;Class</li><li>Next&nbsp;Class</li></ul><div><ul class="subNavList"><li>Summary:&nbsp;</li><li>Nested&nbsp;|&nbsp;</li></ul></div></div>' +
      '<!-- ========= END OF TOP NAVBAR ========= --><div class="header"><h2 title="Class LRUMap" class="title">Class LRUMap</h2></div><div class="contentContainer"><div class="description"><ul class="blockList"><li class="blockList">' +
      '<pre>public class LRUMap\nextends AbstractLinkedMap</pre><div class="block">A Map with a fixed maximum size which removes the least recently used entry.</div></li></ul></div></div>' +
      '<div class="bottomNav"><ul class="navList"><li>Prev&nbsp;Class</li></ul></div><p class="legalCopy"><small>Copyright &#169; 2001-2015. All rights reserved.</small></p></body></html>',
  );
  const text = allText(page);
  assert.doesNotMatch(text, /Prev Class|Summary:|Nested \||All rights reserved/);
  assert.match(text, /removes the least recently used entry/);
  // Known as Javadoc, its code is Java.
  assert.deepEqual(page.sections.flatMap((s) => s.blocks.filter((b) => b.type === 'code').map((b) => b.lang)), ['java']);
  // Titled by its header's title, as JDK 17's h1 titles a page, not by <title>'s window title.
  assert.equal(page.title, 'Class LRUMap');
});

test('an anchor wrapped round a heading names the heading (old hand-written FAQ pages); an anchor of link text names nothing', () => {
  const page = parseHtml('<html><body><h1>runit - FAQ</h1><hr>\n<a name="status"><h3>\nHow can I query the status of a service\n</h3></a>\n<p>Use the sv program to check the status of a service.</p><hr><a name="down">\n  <h3>How do I stop a service</h3></a><p>Run sv down on the service directory.</p></body></html>');
  assert.deepEqual(outline(page), [
    [1, 'runit - FAQ', undefined],
    [3, 'How can I query the status of a service', 'status'],
    [3, 'How do I stop a service', 'down'],
  ]);
  const named = parseHtml('<html><body><h1>Guide</h1><p>See <a name="x">the note</a> below.</p><h2>Install</h2><p>Run it.</p></body></html>');
  assert.equal(outline(named).find(([, h]) => h === 'Install')?.[2], undefined);
});

test("man2html's alternative terms (a term, an empty definition, the next term) are one entry named by both", () => {
  const more = ' The exit status is the exit status of the last command executed in list-2, or zero if none was executed.';
  const dl = '<DL COMPACT><DT><B>for</B> <I>name</I> [ [ <B>in</B> [ <I>word ...</I> ] ] ; ] <B>do</B> <I>list</I> ; <B>done</B><DD>The list of words following in is expanded.' + more +
    '<DT><B>while</B> <I>list-1</I>; <B>do</B> <I>list-2</I>; <B>done</B><DD>\n\n<DT><B>until</B> <I>list-1</I>; <B>do</B> <I>list-2</I>; <B>done</B><DD>The <B>while</B> command continuously executes the list list-2 as long as the last command in the list list-1 returns an exit status of zero.' + more +
    '<DT><B>case</B> <I>word</I> <B>in</B> ... <B>esac</B><DD>A case command first expands word, and tries to match it against each pattern in turn.' + more + '</DL>';
  const signed = 'This document was created by\n<A HREF="/cgi-bin/man/man2html">man2html</A>.';
  const page = parseHtml(`<HTML><BODY><H2>SHELL GRAMMAR</H2><H3>Compound Commands</H3>${dl}<HR>${signed}</BODY></HTML>`);
  const headings = page.sections.map((s) => s.heading);
  assert.ok(headings.includes('while list-1; do list-2; done, until list-1; do list-2; done'), headings.join(' | '));
  assert.match(blockTexts(page.sections.find((s) => s.heading.startsWith('while'))!).join(' '), /The while command continuously executes/);
  // A term with nothing in it after the empty definition is man2html's paragraph break, not a term to join: Slurm's
  // examples (a line saying what the example does, then the example) are not entries headed by those lines, which as
  // entries had outranked the answers they illustrate. The line is the section's text, just before its example.
  const examples = parseHtml(`<HTML><BODY><H2>EXAMPLES</H2><DL COMPACT><DT>Report basic node and partition configurations:<DD>\n<DT><DD><PRE>$ sinfo\nPARTITION AVAIL</PRE><DT>Execute the program whenever the controller fails.<DD>\n<DT><DD><PRE>$ strigger --set</PRE>${dl.slice('<DL COMPACT>'.length)}${signed}</BODY></HTML>`);
  const example = examples.sections.find((s) => s.heading === 'EXAMPLES');
  assert.deepEqual(blockTexts(example!).slice(0, 4), ['Report basic node and partition configurations:', '$ sinfo\nPARTITION AVAIL', 'Execute the program whenever the controller fails.', '$ strigger --set'], examples.sections.map((s) => s.heading).join(' | '));
  // Not in a list man2html did not make (old makeinfo writes `<dl compact="compact">`): an empty definition is a term
  // left undocumented.
  const makeinfo = parseHtml(`<html><head><meta name="generator" content="makeinfo 4.13"></head><body><h2>Flags</h2><dl compact="compact"><dt>O_RDONLY</dt><dd></dd><dt>O_WRONLY</dt><dd>Open the file for writing only, and truncate it to nothing when it exists already.${more}</dd><dt>O_RDWR</dt><dd>Open for both.${more}</dd><dt>O_APPEND</dt><dd>Append.${more}</dd></dl></body></html>`);
  assert.ok(!makeinfo.sections.some((s) => s.heading.includes('O_RDONLY, O_WRONLY')), makeinfo.sections.map((s) => s.heading).join(' | '));
});

test("man2html's paragraph break inside a definition (a term with no text) keeps what follows in the entry", () => {
  const more = ' The job may be held until then, and the time is read in the local time zone of the controller.';
  const dl = `<DL COMPACT><DT><B>-b</B>, <B>--begin</B>=&lt;<I>time</I>&gt;<DD>Submit the batch script to the controller immediately, but defer the allocation.${more}<P>\n<DT><DD>\n<PRE>\n   --begin=16:00\n   --begin=now+1hour\n</PRE>\n<P>\n<DT><DD>Notes on date and time specifications: the value may be given in many forms.\n` +
    `<DT><B>-c</B>, <B>--cpus-per-task</B>=&lt;<I>ncpus</I>&gt;<DD>Advise the controller that ensuing job steps will require ncpus number of processors per task.${more}</DL>`;
  const signed = '<HR>This document was created by\n<A HREF="/cgi-bin/man/man2html">man2html</A>.';
  const page = parseHtml(`<HTML><BODY><H2>OPTIONS</H2>${dl}${signed}</BODY></HTML>`);
  const begin = page.sections.find((s) => s.heading.startsWith('-b, --begin'));
  assert.ok(begin, page.sections.map((s) => s.heading).join(' | '));
  assert.deepEqual(blockTexts(begin!).slice(1), ['   --begin=16:00\n   --begin=now+1hour', 'Notes on date and time specifications: the value may be given in many forms.']);
  assert.deepEqual(blockTexts(page.sections.find((s) => s.heading === 'OPTIONS')!), []);
  // An option whose text starts after the break is still an entry, not a caption.
  const later = parseHtml(`<HTML><BODY><H2>OPTIONS</H2><DL COMPACT><DT><B>--foo</B><DD>\n<DT><DD>Enable foo for every job.${more}\n<DT><B>--bar</B><DD>Enable bar.${more}\n<DT><B>--baz</B><DD>Enable baz.${more}</DL>${signed}</BODY></HTML>`);
  assert.deepEqual(later.sections.filter((s) => s.heading !== 'OPTIONS').map((s) => [s.heading, blockTexts(s)[0]?.slice(0, 24)]), [['--foo', 'Enable foo for every job'], ['--bar', 'Enable bar. The job may '], ['--baz', 'Enable baz. The job may ']]);
});

test("asciidoc.py's blank term inside a list of commands keeps what follows in the entry above it", () => {
  const more = ' The command is sent to the running window manager, and its exit status is the status of the command.';
  const entry = (term: string, text: string) => `<dt class="hdlist1">${term}</dt><dd><p>${text}${more}</p></dd>`;
  const page = parseHtml(
    '<html><head><meta name="generator" content="AsciiDoc 10.2.0"></head><body><div class="sect1"><h2 id="_commands">COMMANDS</h2><div class="sectionbody"><div class="dlist"><dl>' +
      entry('mousebind BUTTON ACTION', 'Adds a mouse binding for the floating mode.') +
      '<dt class="hdlist1"> </dt><dd><p>ACTION must be one of: move, resize, zoom or call.</p></dd>' +
      entry('chain SEPARATOR COMMANDS', 'Executes the commands one after another.') +
      entry('spawn EXECUTABLE ARGS', 'Spawns an executable with its arguments.') +
      '</dl></div></div></div></body></html>',
  );
  const mousebind = page.sections.find((s) => s.heading === 'mousebind BUTTON ACTION');
  assert.ok(mousebind, page.sections.map((s) => s.heading).join(' | '));
  assert.match(blockTexts(mousebind!).join(' '), /floating mode[^]*one of: move, resize, zoom or call/);
  assert.doesNotMatch(blockTexts(page.sections.find((s) => s.heading === 'COMMANDS')!).join(' '), /move, resize/);
});

test("a term's several definitions are all its entry's text, not the section's", () => {
  const more = ' It is one of the fields the flag takes, separated by colons, and it may be left empty when the default suits.';
  const dl = `<dl><dt>Name</dt><dd>The name of the cookie to set or unset.${more}</dd><dt>Lifetime</dt><dd>The time for which the cookie will persist, in minutes.${more}</dd>` +
    '<dd>A value of 0 indicates that the cookie will persist only for the current browser session.</dd><dd>A negative value causes the cookie to be unset.</dd>' +
    `<dt>Path</dt><dd>The path, on the current website, for which the cookie is valid.${more}</dd></dl>`;
  const page = parseHtml(`<html><body><main><h1>Flags</h1><h2 id="cookie">CO|cookie</h2><p>Sets a cookie in the client browser.</p>${dl}</main></body></html>`);
  const lifetime = page.sections.find((s) => s.heading === 'Lifetime')!;
  assert.match(blockTexts(lifetime).join(' '), /in minutes\.[^]*value of 0[^]*negative value/);
  assert.doesNotMatch(blockTexts(page.sections.find((s) => s.heading === "CO|cookie")!).join(' '), /negative value/);
});

test('a list of one term named by an anchor inside the term is an entry (a reference writing each setting as a list of its own); terms ending in a colon are labels', () => {
  const attr = (name: string, what: string) =>
    `<dl><dt><strong><a name="${name}">${name}</a></strong></dt><dd><dl><dt><em>type:</em></dt><dd>integer</dd><dt><em>default:</em></dt><dd>100000</dd>` +
    `<dt><em>description:</em></dt><dd>${what} This is mainly used to prevent unreasonable memory use, since each document is read into memory whole by the digger before it is parsed, and a few huge documents would otherwise fill it.</dd>` +
    `<dt><em>example:</em></dt><dd>${name}: 5000000 is a value that many larger sites choose for their own indexes, where documents of several megabytes are common and worth reading to the end.</dd></dl></dd></dl>`;
  const page = parseHtml(`<html><body><h1>Configuration attributes</h1>${attr('max_doc_size', 'The upper limit to the data retrieved for documents, in bytes.')}${attr('max_excerpts', 'How many excerpts one matching document shows at most.')}</body></html>`);
  assert.deepEqual(outline(page), [
    [1, 'Configuration attributes', undefined],
    [2, 'max_doc_size', 'max_doc_size'],
    [2, 'max_excerpts', 'max_excerpts'],
  ]);
  assert.match(allText(page), /max_doc_size\ntype: integer\ndefault: 100000\ndescription: The upper limit/);
});

test('a list of two terms, each named by an anchor of its own (Asciidoctor settings), is two entries; unanchored, lines of text', () => {
  const term = (id: string | undefined, name: string) => `<dt class="hdlist1">${id ? `<a id="${id}"></a> ` : ''}<strong>${name}</strong> <em>node</em>,<em>node</em></dt>`;
  const list = (ids: (string | undefined)[]) =>
    `<div class="dlist"><dl>${term(ids[0], 'EntryNodes')}<dd><p>A list of identity fingerprints of nodes to use for the first hop.</p></dd>` +
    `${term(ids[1], 'ExcludeNodes')}<dd><p>A list of identity fingerprints of nodes to avoid when building a circuit.</p></dd></dl></div>`;
  const page = (ids: (string | undefined)[]) => parseHtml(`<html><body><main><h1>tor</h1><h2 id="_node_selection">NODE SELECTION OPTIONS</h2><p>These options restrict the nodes used.</p>${list(ids)}</main></body></html>`);
  assert.deepEqual(outline(page(['EntryNodes', 'ExcludeNodes'])).slice(2), [
    [3, 'EntryNodes node,node', 'EntryNodes'],
    [3, 'ExcludeNodes node,node', 'ExcludeNodes'],
  ]);
  assert.equal(outline(page([undefined, undefined])).length, 2);
  assert.equal(outline(page(['EntryNodes', undefined])).length, 2);
});

test('a definition list whose terms repeat (Problem, Workaround, Problem, ...) is labelled text, each problem with its workaround, not entries', () => {
  const dl = '<dl class="docutils">' + [1, 2, 3].map((i) => `<dt><strong>Problem</strong></dt><dd>Driver ${i} fails to compile on some kernels.</dd><dt><strong>Workaround</strong></dt><dd>Upgrade to release ${i} or later, which avoids it.</dd>`).join('') + '</dl>';
  const page = parseHtml(`<html><body><main><h1>Known USB issues</h1>${dl}</main></body></html>`);
  assert.deepEqual(outline(page).map(([, heading]) => heading), ['Known USB issues']);
  assert.match(allText(page), /Problem: Driver 2 fails to compile on some kernels\.\s+Workaround: Upgrade to release 2 or later/);
});

test("a formula's superscripts and subscripts read as plain text writes them; an ordinal's ending and a footnote mark as written", () => {
  assert.deepEqual(mainBlocks('<p>An approximation of H<sup>-1</sup>r, with A = LL<sup>T</sup> and y\'\'<sub>n</sub> for mn<sup>2</sup>/2 steps.</p><p>The 1<sup>st</sup> call, Java<sup>TM</sup> and a note<sup>[1]</sup>.</p>'), [
    "An approximation of H^(-1)r, with A = LL^T and y''_n for mn^2/2 steps.",
    'The 1st call, JavaTM and a note[1].',
  ]);
  // A formula written as text in a math element is the sentence's; MathML's markup is not read.
  assert.deepEqual(mainBlocks('<p>It takes roughly between <math>30 N</math> and <math>300 N<sup>2</sup></math> evaluations, or <math><mi>x</mi><annotation>x</annotation></math> here.</p>'), [
    'It takes roughly between 30 N and 300 N^2 evaluations, or here.',
  ]);
});

test("Texinfo 5-6.7's definitions (plain lists, the category in the term's text, an index anchor as its id) are entries headed by their signatures; texi2any's made-on line is not content", () => {
  const page = parseHtml(
    '<html><head><meta name="Generator" content="makeinfo"><title>Nettle: RSA</title></head><body><h4 class="subsubsection">6.7.1 RSA</h4><p>Functions for RSA keys:</p><dl>' +
      '<dt id="index-rsa_005fpublic_005fkey_005finit">Function: <em>void</em> <strong>rsa_public_key_init</strong> <em>(struct rsa_public_key *<var>pub</var>)</em></dt>' +
      '<dt id="index-rsa_005fprivate_005fkey_005finit">Function: <em>void</em> <strong>rsa_private_key_init</strong> <em>(struct rsa_private_key *<var>key</var>)</em></dt>' +
      '<dd><p>Calls <code>mpz_init</code> on all numbers in the key struct.</p></dd></dl><dl>' +
      '<dt id="index-rsa_005fgenerate_005fkeypair">Function: <em>int</em> <strong>rsa_generate_keypair</strong> <em>(struct rsa_public_key *<var>pub</var>, unsigned <var>n_size</var>)</em></dt>' +
      '<dd><p>Generates a new key pair of n_size bits.</p></dd></dl><dl><dt>Note:</dt><dd><p>A plain list stays text.</p></dd></dl>' +
      '<p><font size="-1">This document was generated on <em>February 5, 2023</em> using <a href="https://www.gnu.org/software/texinfo/"><em>texi2any</em></a>.</font></p></body></html>',
  );
  assert.deepEqual(outline(page).slice(1), [
    [6, 'void rsa_public_key_init (struct rsa_public_key *pub)', 'index-rsa_005fpublic_005fkey_005finit'],
    [6, 'int rsa_generate_keypair (struct rsa_public_key *pub, unsigned n_size)', 'index-rsa_005fgenerate_005fkeypair'],
    [5, '6.7.1 RSA', undefined],
  ]);
  assert.match(allText(page), /void rsa_private_key_init \(struct rsa_private_key \*key\)\nCalls `mpz_init`/);
  // The line texi2any writes under the page says when it was made, not what the manual says.
  assert.doesNotMatch(allText(page), /generated on/);
});

test("a Doxygen member's summary row whose type and name are both links keeps them: they name the member", () => {
  const page = parseHtml(
    '<html><head><title>yaml_parser_s Struct Reference</title></head><body><div class="contents"><h1>yaml_parser_s Struct Reference</h1><table class="memberdecls">' +
      '<tr class="heading"><td colspan="2"><h2 class="groupheader"><a id="pub-attribs" name="pub-attribs"></a>Data Fields</h2></td></tr>' +
      '<tr class="memitem:a595b"><td class="memItemLeft"><a id="a595b"></a><a class="el" href="group__basic.html#gaee41">yaml_mark_t</a>&#160;</td><td class="memItemRight"><a class="el" href="#a595b">problem_mark</a></td></tr>' +
      '<tr class="memdesc:a595b"><td class="mdescLeft">&#160;</td><td class="mdescRight">The problem position. <br /></td></tr>' +
      '<tr><td><a href="a.html">Next page</a></td><td><a href="b.html">Index</a></td></tr></table></div></body></html>',
  );
  const text = allText(page);
  assert.match(text, /yaml_mark_t problem_mark\nThe problem position\./);
  // A row of links in another table is still navigation.
  assert.doesNotMatch(text, /Next page/);
});

test("TypeDoc: a heading in a type's property comment (its @default) labels the property, which keeps its heading", () => {
  const page = parseHtml(
    '<html><body><header class="tsd-page-toolbar"></header><div class="col-content"><div class="tsd-page-title"><h1>Type alias Options</h1></div>' +
      '<div class="tsd-type-declaration"><h4>Type declaration</h4><ul class="tsd-parameters">' +
      '<li class="tsd-parameter"><h5><span class="tsd-kind-property">autoStart</span>?: boolean</h5><div class="tsd-comment tsd-typography"><p>Whether tasks start as soon as they are added.</p></div>' +
      '<div class="tsd-comment tsd-typography"><h4>Default</h4><pre><code class="language-ts">true</code></pre></div></li>' +
      '<li class="tsd-parameter"><h5><span class="tsd-kind-property">concurrency</span>?: number</h5><div class="tsd-comment tsd-typography"><p>How many tasks run at once.</p></div>' +
      '<div class="tsd-comment tsd-typography"><h4>Default</h4><pre><code class="language-ts">Infinity</code></pre></div></li></ul></div></div></body></html>',
  );
  assert.deepEqual(outline(page).map(([level, heading]) => `${level} ${heading}`), ['1 Type alias Options', '4 Type declaration', '5 autoStart?: boolean', '5 concurrency?: number']);
  assert.match(allText(page), /concurrency\?: number\nHow many tasks run at once\.\nDefault\nInfinity/);
});

test("Haddock: a heading in a declaration's documentation labels it; the declarations after it are not its sections", () => {
  const page = parseHtml(
    '<html><body><div id="package-header"><span class="caption">aeson</span></div><div id="content"><div id="module-header"><p class="caption">Data.Aeson</p></div>' +
      '<div id="interface"><h2 id="g:1">Decoding</h2>' +
      '<div class="top"><p class="src"><a id="v:withObject" class="def">withObject</a> :: String -&gt; Value -&gt; Parser a</p><div class="doc"><p>Applies f to the Object and fails otherwise.</p>' +
      '<h4>Error message example</h4><pre>withObject "MyType" f (String "oops")</pre></div></div>' +
      '<div class="top"><p class="src"><a id="v:withText" class="def">withText</a> :: String -&gt; Value -&gt; Parser a</p><div class="doc"><p>Applies f to the Text.</p></div></div></div></div></body></html>',
  );
  const headings = outline(page).map(([, heading]) => heading);
  assert.ok(!headings.includes('Error message example'), headings.join(' | '));
  assert.match(allText(page), /fails otherwise\.\nError message example\nwithObject "MyType"/);
});

test("Haddock: a class's methods are entries below the class, each titled by its signature; its instance list stays the class's", () => {
  const method = (name: string, sig: string, doc: string) =>
    `<p class="src"><a id="v:${name}" class="def">${name}</a> :: ${sig} <a href="src/Class.html#${name}" class="link">Source</a> <a href="#v:${name}" class="selflink">#</a></p><div class="doc"><p>${doc}</p></div>`;
  const page = parseHtml(
    '<html><body><div id="package-header"><span class="caption">megaparsec</span></div><div id="content"><div id="interface"><h1 id="g:1">Primitive combinators</h1>' +
      '<div class="top"><p class="src"><span class="keyword">class</span> <a id="t:MonadParsec" class="def">MonadParsec</a> e s m <span class="keyword">where</span></p><div class="doc"><p>Type class describing monads that implement the primitive parsers.</p></div>' +
      `<div class="subs methods"><p class="caption">Methods</p>${method('lookAhead', 'm a -&gt; m a', 'If p in lookAhead p succeeds the whole parser behaves like p succeeded without consuming anything.')}${method('eof', 'm ()', 'This parser only succeeds at the end of input.')}</div>` +
      '<div class="subs instances"><details open="open"><summary>Instances</summary><table><tr><td class="src"><a href="#t:MonadParsec">MonadParsec</a> e s (ParsecT e s m)</td><td class="doc"><p>The parser itself.</p></td></tr></table></details></div></div>' +
      '<div class="top"><p class="src"><a id="v:parse" class="def">parse</a> :: Parsec e s a -&gt; s -&gt; Either e a</p><div class="doc"><p>Runs a parser.</p></div></div></div></div></body></html>',
  );
  // The class's text goes on after its methods, under its own heading again.
  assert.deepEqual(outline(page).slice(-5), [
    [5, 'class MonadParsec e s m where', 't:MonadParsec'],
    [6, 'lookAhead :: m a -> m a', 'v:lookAhead'],
    [6, 'eof :: m ()', 'v:eof'],
    [5, 'class MonadParsec e s m where', 't:MonadParsec'],
    [5, 'parse :: Parsec e s a -> s -> Either e a', 'v:parse'],
  ]);
  assert.deepEqual(blockTexts(page.sections.find((s) => s.anchor === 'v:eof')!), ['This parser only succeeds at the end of input.']);
  assert.deepEqual(blockTexts(page.sections.at(-2)!), ['Instances:\n- `MonadParsec e s (ParsecT e s m)`: The parser itself.']);
  assert.doesNotMatch(allText(page), /Methods|Source/);
});

test('a list whose every item opens with an anchor and a name alone, then says more, is a reference: each item an entry (WeeChat\'s options in Asciidoctor); a list of plain items stays a list', () => {
  const option = (name: string, what: string) =>
    `<li><p><a id="option_${name}"></a> <strong>${name}</strong></p><div class="ulist"><ul><li><p>description: ${what}</p></li><li><p>type: color</p></li><li><p>default value: <code>default</code></p></li></ul></div></li>`;
  const page = parseHtml(
    `<html><body><div id="content"><h2 id="colors">Colors</h2><div class="paragraph"><p>Options:</p></div><div class="ulist"><ul>${option('weechat.color.chat_time', 'text color for time in chat window')}${option('weechat.color.chat_nick', 'text color for nicks')}${option('weechat.color.separator', 'color of window separators')}</ul></div>` +
      '<ul><li><p>plain one</p><p>more</p></li><li><p>plain two</p><p>more</p></li><li><p>plain three</p><p>more</p></li></ul></div></body></html>',
  );
  assert.deepEqual(outline(page).slice(1), [
    [3, 'weechat.color.chat_time', 'option_weechat.color.chat_time'],
    [3, 'weechat.color.chat_nick', 'option_weechat.color.chat_nick'],
    [3, 'weechat.color.separator', 'option_weechat.color.separator'],
    [2, 'Colors', 'colors'],
  ]);
  assert.match(allText(page), /weechat\.color\.chat_time\n- description: text color for time in chat window\n- type: color/);
  assert.match(allText(page), /- plain one\n {2}more/);
});

test("DocBook's anchored segmented list items (a configuration reference's Option, Default, Description) are entries named by their first value", () => {
  const item = (id: string, name: string, what: string) =>
    `<div class="seglistitem"><a id="${id}"></a><div class="seg"><strong><span class="segtitle">Option: </span></strong><code class="literal">${name}</code></div>` +
    `<div class="seg"><strong><span class="segtitle">Default: </span></strong><code class="literal">true</code></div><div class="seg"><strong><span class="segtitle">Description: </span></strong>${what}</div></div>`;
  const page = parseHtml(
    `<html><body><div class="section"><h3 class="title"><a id="secConfigFile"></a>Configuration file reference</h3><div class="segmentedlist">${item('configAptInstall-Recommends', 'APT::Install-Recommends', 'Marks the packages it recommends too.')}${item('configAutoClean', 'Aptitude::AutoClean-After-Update', 'Cleans the cache after an update.')}</div></div></body></html>`,
  );
  assert.deepEqual(outline(page).slice(1), [
    [4, 'APT::Install-Recommends', 'configAptInstall-Recommends'],
    [4, 'Aptitude::AutoClean-After-Update', 'configAutoClean'],
  ]);
  assert.match(allText(page), /APT::Install-Recommends\nOption: `APT::Install-Recommends`\nDefault: `true`\nDescription: Marks the packages/);
});

test("makeinfo's table items take the anchors it writes at the end of the definition before them (an @anchor over index entries)", () => {
  const item = (name: string, anchors: string) => `<dt><span><tt>${name}</tt></span></dt><dd><p>What ${name} does, said at the length a manual says it, which makes the list a list of entries each of its own.</p>${anchors}</dd>`;
  const page = parseHtml(
    '<html><head><meta name="Generator" content="texi2any"></head><body><h3 class="section">16.2.1 Changing Directories</h3><dl compact="compact">' +
      item('AUTO_CD', '<span id="option_002dcdable"></span><span id="index-CDABLE_005fVARS"></span>') +
      item('CDABLE_VARS', '<span id="index-CHASE_005fDOTS"></span>') +
      item('CHASE_DOTS', '') +
      '</dl></body></html>',
  );
  assert.deepEqual(outline(page).slice(1).map(([, heading, anchor]) => `${heading} #${anchor}`), ['AUTO_CD #undefined', 'CDABLE_VARS #option_002dcdable', 'CHASE_DOTS #index-CHASE_005fDOTS']);
});

test("a section or heading whose id a title made (\"Header\", \"Navigation\") is content; Sphinx's [source] links and sphinx-gallery's boxes are not; a list a sentence introduces keeps its items of links, but not a table of contents", () => {
  const page = parseHtml(
    '<html><body><div id="header">Site banner</div><main><h1>Output format</h1><section id="header"><h2>HEADER</h2><p>The header is an array of status and timing.</p></section>' +
      '<h2 id="navigation">Navigation</h2><p>Hide a page from the navigation with its flag.</p>' +
      '<dl class="py function"><dt class="sig sig-object py" id="bidict.put"><span class="sig-name descname">put</span>(<em>key</em>)<a class="reference internal" href="_modules/bidict.html#put"><span class="viewcode-link"><span class="pre">[source]</span></span></a></dt><dd><p>Puts a pair.</p></dd></dl>' +
      '<p>The supported extensions include:</p><ul><li><a href="abbreviations.html">Abbreviations</a></li><li><a href="tables.html">Tables</a></li></ul>' +
      '<p>This document covers:</p><ul><li><a href="#intro">Introduction</a></li><li><a href="#setup">Setup</a></li></ul><ul><li><a href="other.html">A sidebar link</a></li></ul>' +
      '<div class="sphx-glr-footer"><p>Download Python source code: example.py</p></div><p class="sphx-glr-timing">Total running time of the script: 0.1 seconds</p></main></body></html>',
  );
  assert.deepEqual(outline(page).map(([, heading]) => heading), ['Output format', 'HEADER', 'Navigation', 'put(key)', 'Navigation']);
  const text = allText(page);
  assert.match(text, /The header is an array/);
  assert.match(text, /The supported extensions include:\n- Abbreviations\n- Tables/);
  assert.doesNotMatch(text, /Site banner|\[source\]|Introduction|Setup|sidebar link|Download Python|running time/);
});

test("not an entry or content: a one-term list whose term holds only an index entry's target (Sphinx's See also box), a theme's section#sidebar holding a menu; a footnote's mark in sup is no exponent", () => {
  const page = parseHtml(
    '<html><body><section id="sidebar"><h3>Menu</h3><p>Browse the guide by topic and find what you need.</p></section><main><h1>csv</h1>' +
      '<div class="admonition seealso"><p class="admonition-title">See also</p><dl class="simple"><dt><span class="target" id="index-2"></span><strong>PEP 305</strong> - CSV File API</dt>' +
      '<dd><p>The Python Enhancement Proposal which proposed this addition to Python.</p></dd></dl></div>' +
      '<p>Part of the Gnulib project<sup><a id="DOCF1" href="#FOOT1">1</a></sup> and 2<sup>31</sup> rows.</p></main></body></html>',
  );
  assert.deepEqual(outline(page).map(([, heading]) => heading), ['csv']);
  const text = allText(page);
  assert.match(text, /PEP 305 - CSV File API/);
  assert.match(text, /Gnulib project\[1\] and 2\^\(31\) rows/);
  assert.doesNotMatch(text, /Menu|Browse the guide/);
});

test("a Javadoc package page's class summaries after a description with headings are sections of their own; JDK 11's pages are known by their stylesheet", () => {
  const page = parseHtml(
    '<html><head><title>org.apache.commons.logging</title><link rel="stylesheet" type="text/css" href="../../../../stylesheet.css" title="Style"></head><body>' +
      '<nav role="navigation"><!-- ========= START OF TOP NAVBAR ======= --><div class="topNav">Package</div></nav><main role="main">' +
      '<div class="header"><h1 title="Package" class="title">Package&nbsp;org.apache.commons.logging</h1></div><div class="contentContainer"><section role="region"><div class="block"><p>Simple wrapper API.</p>' +
      '<h3>Using the Logging Package APIs</h3><p>Obtain a Log instance from the factory.</p></div></section><ul class="blockList"><li class="blockList">' +
      '<table class="typeSummary"><caption><span>Class Summary</span><span class="tabEnd">&nbsp;</span></caption><tr><th class="colFirst" scope="col">Class</th><th class="colLast" scope="col">Description</th></tr>' +
      '<tr class="altColor"><th class="colFirst" scope="row"><a href="LogFactory.html">LogFactory</a></th><td class="colLast"><div class="block">Factory for creating Log instances.</div></td></tr></table></li></ul></div></main></body></html>',
  );
  assert.deepEqual(outline(page).map(([level, heading]) => `${level} ${heading}`), ['1 Package org.apache.commons.logging', '5 Using the Logging Package APIs', '2 Class Summary']);
  assert.match(allText(page), /Class Summary\n[^]*LogFactory \| Factory for creating Log instances\./);
});

test("a Javadoc (JDK 17) package page's summary tables after a description with headings are each a section, one with tabs named by its active tab", () => {
  // BeanUtils' package page: the class table has no caption, only its tab bar; it had stood under "Related Packages".
  const tab = (id: string, label: string, active: boolean) =>
    `<button id="class-summary-${id}" role="tab" aria-selected="${active}" aria-controls="class-summary.tabpanel" class="${active ? 'active-table-tab' : 'table-tab'}">${label}</button>`;
  const page = parseHtml(
    '<html><head><meta name="generator" content="javadoc/PackageWriterImpl"></head><body class="package-declaration-page"><main role="main">' +
      '<div class="header"><h1 title="Package org.acme.beans" class="title">Package org.acme.beans</h1></div>' +
      '<section class="package-description" id="package-description"><div class="block"><p>Bean utilities.</p><h1>7. Frequently Asked Questions</h1><p>Ask away.</p></div></section>' +
      '<section class="summary"><ul class="summary-list"><li><div id="related-package-summary"><div class="caption"><span>Related Packages</span></div>' +
      '<div class="summary-table two-column-summary"><div class="table-header col-first">Package</div><div class="table-header col-last">Description</div>' +
      '<div class="col-first even-row-color"><a href="converters/package-summary.html">org.acme.beans.converters</a></div><div class="col-last even-row-color"><div class="block">Standard converters.</div></div></div></div></li>' +
      `<li><div id="class-summary"><div class="table-tabs" role="tablist" aria-orientation="horizontal">${tab('tab0', 'All Classes and Interfaces', true)}${tab('tab1', 'Interfaces', false)}${tab('tab2', 'Classes', false)}</div>` +
      '<div id="class-summary.tabpanel" role="tabpanel"><div class="summary-table two-column-summary"><div class="table-header col-first">Class</div><div class="table-header col-last">Description</div>' +
      '<div class="col-first even-row-color class-summary class-summary-tab2"><a href="BeanUtils.html" title="class in org.acme.beans">BeanUtils</a></div><div class="col-last even-row-color class-summary class-summary-tab2"><div class="block">Populates beans.</div></div>' +
      '</div></div></div></li></ul></section></main></body></html>',
  );
  assert.deepEqual(outline(page), [
    [1, 'Package org.acme.beans', undefined],
    [5, '7. Frequently Asked Questions', undefined],
    [2, 'Related Packages', 'related-package-summary'],
    [2, 'All Classes and Interfaces', 'class-summary'],
  ]);
  assert.match(blockTexts(page.sections[3]!).join('\n'), /^BeanUtils \| Populates beans\.$/);
  assert.doesNotMatch(blockTexts(page.sections[2]!).join('\n'), /BeanUtils/);
});

test("Javadoc: the headings of a description keep their order below the class's, shifted together (a chapter holds its sections), not clamped to one level", () => {
  // BeanUtils' package description (JDK 17): chapters are h1s, their sections h2s or h3s.
  const page = parseHtml(
    '<html><head><meta name="generator" content="javadoc/PackageWriterImpl"></head><body class="package-declaration-page"><main role="main">' +
      '<div class="header"><h1 title="Package org.acme.beans" class="title">Package org.acme.beans</h1></div>' +
      '<section class="package-description" id="package-description"><div class="block"><p>Bean utilities.</p>' +
      '<a name="instances"></a><h1>5. Utility Objects</h1><a name="instances.background"></a><h3>Background</h3><p>Static methods wrap a shared instance.</p>' +
      '<a name="FAQ"></a><h1>7. Frequently Asked Questions</h1><h3>Why Can\'t BeanUtils Find My Method?</h3><p>Check the JavaBeans naming rules.</p>' +
      '<h5>A detail</h5><p>Levels past six stay at six.</p></div></section></main></body></html>',
  );
  assert.deepEqual(outline(page).map(([level, heading]) => `${level} ${heading}`), [
    '1 Package org.acme.beans',
    '5 5. Utility Objects',
    '6 Background',
    '5 7. Frequently Asked Questions',
    "6 Why Can't BeanUtils Find My Method?",
    '6 A detail',
  ]);
  // A class's description whose highest heading is an h3 starts at the same level as one with an h1.
  const shifted = parseHtml('<html><head><meta name="generator" content="javadoc/ClassWriterImpl"></head><body><main><h1>Class Files</h1><div class="block"><p>Reads files.</p><h3>Using NIO</h3><p>Faster.</p><h4>Caveats</h4><p>Locks.</p></div></main></body></html>');
  assert.deepEqual(outline(shifted).map(([level, heading]) => `${level} ${heading}`), ['1 Class Files', '5 Using NIO', '6 Caveats']);
});

test("built sites' chrome and blocks (Starlight, VitePress, Docusaurus, pydata-sphinx-theme, Hugo): callouts kept and labelled, code lines and languages right, labels left out", () => {
  // Starlight: a callout is an aside labelled by its kind; Expressive Code writes each line as a div; a terminal
  // frame's title is for screen readers.
  assert.deepEqual(
    mainBlocks(
      '<h1>Sync</h1><aside aria-label="Caution" class="starlight-aside starlight-aside--caution"><p class="starlight-aside__title" aria-hidden="true">Caution</p>' +
        '<div class="starlight-aside__content"><p>Off can lose the last writes.</p></div></aside>' +
        '<figure class="frame is-terminal"><figcaption class="header"><span class="title"></span><span class="sr-only">Terminal window</span></figcaption>' +
        '<pre data-language="python"><code><div class="ec-line"><div class="code">store = open_store("./data")</div></div><div class="ec-line"><div class="code">store.compact()</div></div></code></pre></figure>',
    ),
    ['Caution: Off can lose the last writes.', '[python] store = open_store("./data")\nstore.compact()'],
  );
  // VitePress: the language label over a block, a badge in a heading, a custom block's title in capitals.
  const vitepress = parseHtml(
    '<html><body><main><h1>Recipes <span class="VPBadge tip">v2.1+</span></h1><div class="language-sh vp-adaptive-theme"><button class="copy"></button><span class="lang">sh</span>' +
      '<pre class="shiki"><code><span class="line">npm install quillstore</span></code></pre></div>' +
      '<div class="tip custom-block"><p class="custom-block-title">TIP</p><p>Open one store per process.</p></div></main></body></html>',
  );
  // A badge stays a word of the heading (it may say "deprecated").
  assert.equal(vitepress.title, 'Recipes v2.1+');
  assert.deepEqual(vitepress.sections[0]!.blocks, [{ type: 'code', code: 'npm install quillstore', lang: 'sh' }, { type: 'text', text: 'Tip: Open one store per process.' }]);
  // Docusaurus: a minified table without end tags, a hidden tab's panel, an admonition's heading.
  assert.deepEqual(
    mainBlocks(
      '<table><thead><tr><th>Option<th>Default<tbody><tr><td><code>cacheSize</code><td>64<tr><td><code>syncMode</code><td>full</table>' +
        '<div role="tabpanel" class="tabItem_Ymn6" hidden><p>pnpm add quillstore</p></div>' +
        '<div class="theme-admonition alert"><div class="admonitionHeading_Gvgb">warning</div><div class="admonitionContent_BuS1"><p>Back up first.</p></div></div>',
    ),
    ['Option | Default\n`cacheSize` | 64\n`syncMode` | full', 'pnpm add quillstore', 'Warning: Back up first.'],
  );
  // pydata-sphinx-theme: previous/next cards, blocks inside links; Hugo's line numbers, inline and in a table.
  assert.deepEqual(
    mainBlocks(
      '<p>Body text.</p><div class="prev-next-area"><a class="left-prev" href="a.html"><div class="prev-next-info"><p class="prev-next-subtitle">previous</p><p class="prev-next-title">Configuration</p></div></a></div>' +
        '<a class="card" href="b.html"><div><p>Another card of a link</p></div></a>' +
        '<pre class="chroma"><code class="language-js"><span class="line"><span class="ln">1</span><span class="cl">let a = 1;\n</span></span><span class="line"><span class="ln">2</span><span class="cl">let b = 2;</span></span></code></pre>' +
        '<table class="lntable"><tr><td class="lntd"><pre class="chroma"><code><span class="lnt">1\n</span><span class="lnt">2</span></code></pre></td><td class="lntd"><pre class="chroma"><code class="language-go">x := 1\ny := 2</code></pre></td></tr></table>',
    ),
    // A card that is a link around a block is still read (Docusaurus' category cards hold their only text so).
    ['Body text.', 'Another card of a link', '[js] let a = 1;\nlet b = 2;', '[go] x := 1\ny := 2'],
  );
});

test("Sphinx's field list: a return type given as a reference is its value, and a term whose definition says nothing labels nothing", () => {
  const page = parseHtml(
    '<html><body><main><h1>API</h1><dl class="field-list simple">' +
      '<dt class="field-odd">Returns<span class="colon">:</span></dt><dd class="field-odd"><p>The open store.</p></dd>' +
      '<dt class="field-even">Return type<span class="colon">:</span></dt><dd class="field-even"><p><a class="reference internal" href="#quillstore.Store" title="quillstore.Store">Store</a></p></dd>' +
      '<dt class="field-odd">See<span class="colon">:</span></dt><dd class="field-odd"><p><a href="other.html">Index</a></p></dd>' +
      '<dt class="field-even">Raises<span class="colon">:</span></dt><dd class="field-even"><p><strong>LockedError</strong> – When another process holds the directory.</p></dd>' +
      '</dl></main></body></html>',
  );
  assert.deepEqual(page.sections[0]!.blocks, [
    { type: 'text', text: 'Returns: The open store.' },
    { type: 'text', text: 'Return type: Store' },
    // "See" said nothing (its only link is navigation): not "See, Raises: LockedError".
    { type: 'text', text: 'Raises: LockedError – When another process holds the directory.' },
  ]);
  // Newer themes leave the colon to CSS: the terms still label the entry's parts, not entries of their own.
  const more = ' It is sent as the query string of the request, each key once, in the order given.';
  const bare = parseHtml(
    '<html><body><main><h1>API</h1><dl class="py function"><dt class="sig sig-object py" id="requests.request">requests.request(method, url)</dt><dd><p>Sends a request.</p>' +
      `<dl class="field-list simple"><dt class="field-odd">Parameters</dt><dd class="field-odd"><ul><li><p><strong>method</strong> – the method.${more}</p></li><li><p><strong>url</strong> – the address.${more}</p></li></ul></dd>` +
      `<dt class="field-even">Returns</dt><dd class="field-even"><p>The response.${more}</p></dd><dt class="field-odd">Return type</dt><dd class="field-odd"><p>Response.${more}</p></dd></dl></dd></dl></main></body></html>`,
  );
  assert.deepEqual(bare.sections.map((s) => s.heading), ['API', 'requests.request(method, url)']);
  // Outside an API entry (a Docutils page's own field list of options), its terms are entries still.
  const options = parseHtml(`<html><body><main><h1>Tool</h1><dl class="field-list"><dt>--timeout</dt><dd><p>Seconds to wait.${more}</p></dd><dt>--retries</dt><dd><p>Times to try.${more}</p></dd><dt>--verbose</dt><dd><p>Say more.${more}</p></dd></dl></main></body></html>`);
  assert.deepEqual(options.sections.map((s) => s.heading), ['Tool', '--timeout', '--retries', '--verbose']);
  assert.match(blockTexts(bare.sections[1]!).join('\n'), /^Parameters: - method – the method\.[\s\S]*Returns: The response\.[\s\S]*Return type: Response\./m);
});

test("a callout title labels its own box only, in its place in a list; a term labels all its definitions; a field's reference is its value", () => {
  // A box whose only content was left out: its title does not label the paragraph after it.
  assert.deepEqual(mainBlocks('<div class="theme-admonition theme-admonition-info"><div class="admonitionHeading_x">info</div><div><p><a href="/m">Migration guide</a></p></div></div><p>Install the package first.</p>'), [
    'Install the package first.',
  ]);
  // In a list, the title is a line in its place, not a label of the whole list.
  assert.deepEqual(
    mainBlocks('<ul><li>Run the build.</li><li>Then deploy.<div class="theme-admonition"><div class="admonitionHeading_x">danger</div><div><p>This deletes data.</p></div></div></li></ul>'),
    ['- Run the build.\n- Then deploy.\n  Danger:\n  This deletes data.'],
  );
  // Doxygen's several definitions of one term: an empty first one does not unlabel the next.
  assert.deepEqual(mainBlocks('<dl><dt>See also</dt><dd><a href="x.html">ssh_channel_accept_x11</a></dd><dd>Channel::requestX11</dd><dt>Note</dt><dd>Later.</dd></dl>'), [
    'See also: Channel::requestX11',
    'Note: Later.',
  ]);
  // Sphinx's field value given as a reference, a type of its own or Python's (intersphinx).
  assert.deepEqual(
    mainBlocks('<dl class="field-list simple"><dt class="field-odd">Return type<span class="colon">:</span></dt><dd class="field-odd"><p><a class="reference external" href="https://docs.python.org/3/library/functions.html#int" title="(in Python v3.13)">int</a></p></dd></dl>'),
    ['Return type: int'],
  );
});

test('a definition given as a link of several words is what its term means, and so is an address written out; a lone word is still a link; tables keep rows after an open caption or column group', () => {
  assert.deepEqual(
    mainBlocks(
      '<dl class="variablelist"><dt><span class="term"><acronym>ANSI</acronym></span></dt><dd><p><a class="ulink" href="https://en.wikipedia.org/wiki/ANSI">American National Standards Institute</a></p></dd>' +
        '<dt>encrypt</dt><dd><a href="#encrypt">Mandatory TLS encryption.</a></dd>' +
        '<dt>Manual</dt><dd><a href="m.html">here</a></dd><dt>Home page</dt><dd><a href="https://example.org/">https://example.org/</a></dd></dl>',
    ),
    ['ANSI: American National Standards Institute', 'encrypt: Mandatory TLS encryption.', 'Home page: https://example.org/'],
  );
  // Only a definition that is one link: links among a longer definition's content are still navigation.
  assert.deepEqual(mainBlocks('<dl><dt>Store</dt><dd><p>A store.</p><p><a href="#top">Back to top</a></p><ul><li><a href="next.html">Next chapter</a></li></ul></dd></dl>'), ['Store: A store.']);
  assert.deepEqual(mainBlocks('<table><caption>Sizes<colgroup><col><col><tr><td>small<td>1 KB<tr><td>large<td>1 MB</table>'), ['Sizes\nsmall | 1 KB\nlarge | 1 MB']);
});

test("tab panels say which tab they are: Docusaurus' and Starlight's role=tab beside role=tabpanel, Material's labels beside its blocks", () => {
  assert.deepEqual(
    mainBlocks(
      '<div class="tabs-container"><ul role=tablist class=tabs><li role=tab aria-selected=true>npm<li role=tab aria-selected=false>pnpm</ul><div class=margin-top--md>' +
        '<div role=tabpanel><pre class="language-bash"><code>npm install quillstore</code></pre></div><div role=tabpanel hidden><pre class="language-bash"><code>pnpm add quillstore</code></pre></div></div></div>',
    ),
    ['npm:', '[bash] npm install quillstore', 'pnpm:', '[bash] pnpm add quillstore'],
  );
  assert.deepEqual(
    mainBlocks(
      '<div class="tabbed-set"><input checked id="t1" name="t" type="radio"><input id="t2" name="t" type="radio"><div class="tabbed-labels"><label for="t1">npm</label><label for="t2">pnpm</label></div>' +
        '<div class="tabbed-content"><div class="tabbed-block"><div class="language-sh highlight"><pre><code>npm install quillstore</code></pre></div></div>' +
        '<div class="tabbed-block"><div class="language-sh highlight"><pre><code>pnpm add quillstore</code></pre></div></div></div></div>',
    ),
    ['npm:', '[sh] npm install quillstore', 'pnpm:', '[sh] pnpm add quillstore'],
  );
  // Starlight names each panel's tab: panels out of the tabs' order keep their own.
  assert.deepEqual(
    mainBlocks(
      '<starlight-tabs><div class="tablist-wrapper"><ul role="tablist"><li role="presentation"><a role="tab" href="#p0" id="t0">npm</a></li><li role="presentation"><a role="tab" href="#p1" id="t1">pnpm</a></li></ul></div>' +
        '<div id="p1" aria-labelledby="t1" role="tabpanel"><pre data-language="sh"><code>pnpm add quillstore</code></pre></div><div id="p0" aria-labelledby="t0" role="tabpanel" hidden><pre data-language="sh"><code>npm install quillstore</code></pre></div></starlight-tabs>',
    ),
    ['pnpm:', '[sh] pnpm add quillstore', 'npm:', '[sh] npm install quillstore'],
  );
  // VitePress' code group: labels in div.tabs beside div.blocks.
  assert.deepEqual(
    mainBlocks(
      '<div class="vp-code-group"><div class="tabs"><input type="radio" name="g" id="a" checked><label data-title="npm" for="a">npm</label><input type="radio" name="g" id="b"><label data-title="pnpm" for="b">pnpm</label></div>' +
        '<div class="blocks"><div class="language-sh active"><span class="lang">sh</span><pre class="shiki"><code>npm install quillstore</code></pre></div>' +
        '<div class="language-sh"><span class="lang">sh</span><pre class="shiki"><code>pnpm add quillstore</code></pre></div></div></div>',
    ),
    ['npm:', '[sh] npm install quillstore', 'pnpm:', '[sh] pnpm add quillstore'],
  );
});

test("VitePress' home page, which has no main: its hero (name and text apart) and every feature, not the first feature's lone article", () => {
  const page = parseHtml(
    '<html><body><div id="app"><header class="VPNav"><a href="/">Quillstore</a></header><div class="VPContent is-home" id="VPContent"><div class="VPHome">' +
      '<div class="VPHero"><h1 class="heading"><span class="name clip">Quillstore</span><span class="text">Embedded key-value store</span></h1><p class="tagline">Durable, fast, zero-config.</p></div>' +
      '<div class="VPFeatures"><div class="items"><div class="item"><article class="box"><h2 class="title">Write-ahead log</h2><p class="details">Every write lands in a log first.</p></article></div>' +
      '<div class="item"><article class="box"><h2 class="title">Compaction</h2><p class="details">Background compaction keeps the log small.</p></article></div></div></div></div></div></div></body></html>',
  );
  // The hero's name and text are two lines on the page, not one word "QuillstoreEmbedded".
  assert.deepEqual(page.sections.map((s) => s.heading), ['Quillstore: Embedded key-value store', 'Write-ahead log', 'Compaction']);
});

test("Javadoc (JDK 17): signatures in divs are code, a summary's grid of divs is one line per row, and its tab bar labels no panel", () => {
  const page = parseHtml(
    '<html><head><meta name="generator" content="javadoc/ClassWriterImpl"></head><body class="class-declaration-page"><main role="main"><div class="header"><h1 title="Class Element" class="title">Class Element</h1></div>' +
      '<section class="class-description" id="class-description"><div class="type-signature"><span class="modifiers">public class </span><span class="element-name type-name-label">Element</span>\n<span class="extends-implements">extends ParentNode</span></div><div class="block">An XML element.</div></section>' +
      '<section class="summary"><section class="method-summary" id="method-summary"><h2>Method Summary</h2><div id="method-summary-table"><div class="table-tabs" role="tablist" aria-orientation="horizontal"><button role="tab" aria-selected="true" class="active-table-tab">All Methods</button><button role="tab" aria-selected="false" class="table-tab">Instance Methods</button></div>' +
      '<div id="method-summary-table.tabpanel" role="tabpanel"><div class="summary-table three-column-summary"><div class="table-header col-first">Modifier and Type</div><div class="table-header col-second">Method</div><div class="table-header col-last">Description</div>' +
      '<div class="col-first even-row-color"><code>void</code></div><div class="col-second even-row-color"><code><a href="#addAttribute(nu.xom.Attribute)" class="member-name-link">addAttribute</a>(Attribute&nbsp;attribute)</code></div><div class="col-last even-row-color"><div class="block">Adds an attribute.</div></div>' +
      '<div class="col-first odd-row-color"><code>String</code></div><div class="col-second odd-row-color"><code><a href="#getValue()" class="member-name-link">getValue</a>()</code></div><div class="col-last odd-row-color"><div class="block">Returns the value.</div></div>' +
      '</div></div></div></section></section>' +
      '<section class="details"><section class="method-details" id="method-detail"><h2>Method Details</h2><ul class="member-list"><li><section class="detail" id="getValue()"><h3>getValue</h3><div class="member-signature"><span class="modifiers">public final</span>&nbsp;<span class="return-type">String</span>&nbsp;<span class="element-name">getValue</span>()</div><div class="block">Returns the value of this element.</div>' +
      '<dl class="notes"><dt>Returns:</dt><dd>the value</dd><dt>See Also:</dt><dd><ul class="see-list"><li><a href="../constant-values.html#x">Constant Field Values</a></li></ul></dd></dl></section></li></ul></section></section></main></body></html>',
  );
  const text = page.sections.flatMap((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : `[${b.lang}] ${b.code}`)));
  assert.ok(text.includes('[java] public class Element\nextends ParentNode'), JSON.stringify(text));
  assert.ok(text.includes('`void` | `addAttribute(Attribute attribute)` | Adds an attribute.\n`String` | `getValue()` | Returns the value.'), JSON.stringify(text));
  assert.ok(text.includes('[java] public final String getValue()'), JSON.stringify(text));
  // The member list is layout: its notes are labelled lines, and a label whose value was a link to a generated page goes.
  assert.ok(text.includes('Returns: the value'), JSON.stringify(text));
  assert.ok(!text.some((t) => /All Methods|Modifier and Type|See Also/.test(t)), JSON.stringify(text));
});

test('a table of contents is navigation, its heading and its list of links right after it: the text that follows belongs to the section above', () => {
  // Magick++'s class pages: the contents under their own heading, then the class's description.
  const magick = parseHtml(`<body><center><h1>Magick::Image Class</h1></center><h4> Quick Contents</h4>
    <ul><li><a href="#BLOBs">BLOBs</a></li><li><a href="#Constructors">Constructors</a></li></ul>
    <p>Image is the primary object in Magick++.</p><h3 id="BLOBs">BLOBs</h3><p>Binary large objects.</p></body>`);
  assert.deepEqual(outline(magick), [[1, 'Magick::Image Class', undefined], [3, 'BLOBs', 'BLOBs']]);
  assert.deepEqual(blockTexts(magick.sections[0]!), ['Image is the primary object in Magick++.']);
  // Items with words beside their links (Lynx's guide, Commons Validator's numbers); numbered, in AsciiDoc's section
  // body; an id before the heading names no later section.
  const lynx = parseHtml(`<body><h1>Users Guide</h1><p>Lynx is a client.</p><div id="contents-wrap"><h2 id="TOC">Table of Contents</h2>
    <ul><li><a href="#a">Cookies</a> (Me want <em>cookie</em>!)</li><li>2. <a href="#b">Plain</a></li></ul></div><h2>Cookies</h2><p>Kept.</p></body>`);
  assert.deepEqual(outline(lynx), [[1, 'Users Guide', undefined], [2, 'Cookies', undefined]]);
  assert.deepEqual(blockTexts(lynx.sections[0]!), ['Lynx is a client.']);
  const asciidoc = parseHtml(`<body><h1>ntpwait</h1><div class="sect1"><h2 id="_table_of_contents">2. Table of Contents</h2>
    <div class="sectionbody"><div class="ulist"><ul><li><p><a href="#_synopsis">SYNOPSIS</a></p></li></ul></div>
    <p>After the contents.</p></div></div></body>`);
  assert.deepEqual(outline(asciidoc), [[1, 'ntpwait', undefined]]);
  assert.deepEqual(blockTexts(asciidoc.sections[0]!), ['After the contents.']);
  // Contents left out as chrome already (Sphinx's toctree wrapper, a nav), or lines of links (Slurm's): the heading goes
  // with them, and what follows is the section above's.
  for (const contents of ['<div class="toctree-wrapper compound"><ul><li><a href="a.html">A</a></li></ul></div>', '<nav><ul><li><a href="#x">x</a></li></ul></nav>', '<a href="#x">Overview</a><br><a href="#y">Usage</a><br>']) {
    const page = parseHtml(`<body><h1>Foo</h1><h2>Contents</h2>${contents}<p>Foo is licensed under MIT.</p></body>`);
    assert.deepEqual(outline(page), [[1, 'Foo', undefined]], contents);
    assert.deepEqual(blockTexts(page.sections[0]!), ['Foo is licensed under MIT.'], contents);
  }
  // A heading alone in its wrapper (as MediaWiki's `div.toctitle`, here with no class that names it), the list after
  // the wrapper.
  const wiki = parseHtml(`<body><h1>Foo</h1><p>Foo parses.</p><div id="index"><div class="title"><h2>Contents</h2></div>
    <ul><li><a href="#Usage">1 Usage</a></li></ul></div>
    <h2 id="Usage">Usage</h2><p>Run it.</p></body>`);
  assert.deepEqual(outline(wiki), [[1, 'Foo', undefined], [2, 'Usage', 'Usage']]);
  assert.deepEqual(blockTexts(wiki.sections[0]!), ['Foo parses.']);
  // Links laid out in a table, numbered or not.
  const grid = parseHtml(`<body><h1>Foo</h1><h2>Contents</h2><table><tr><td>1. <a href="#a">Installing</a></td><td><a href="#b">Usage</a></td></tr>
    <tr><td><a href="#c">Options</a></td><td></td></tr></table><p>Foo is licensed under MIT.</p></body>`);
  assert.deepEqual(outline(grid), [[1, 'Foo', undefined]]);
  assert.deepEqual(blockTexts(grid.sections[0]!), ['Foo is licensed under MIT.']);
});

test('a heading named like a table of contents stays a section over anything but its list of links', () => {
  const sections = (html: string) => parseHtml(`<body><h1>Guide</h1>${html}</body>`).sections.map((s) => [s.heading, blockTexts(s).join(' / ')]);
  // Text first, a list of plain items (a package's files), or a member named `contents`.
  assert.deepEqual(sections('<h2>Contents</h2><p>Read first.</p><ul><li><a href="#a">a</a></li></ul>'), [['Guide', ''], ['Contents', 'Read first.']]);
  assert.deepEqual(sections('<h2>Contents</h2><ul><li><code>foo.h</code>: the public header</li><li><code>libfoo.so</code>: the library</li></ul>'), [
    ['Guide', ''],
    ['Contents', '- `foo.h`: the public header\n- `libfoo.so`: the library'],
  ]);
  assert.deepEqual(sections('<h3 id="contents">contents</h3><ul><li><a href="#e">Entry</a> objects, in order</li></ul>'), [['Guide', ''], ['contents', '- Entry objects, in order']]);
  // Contents left out as chrome are the contents: a list after them is content of the section above, not contents.
  assert.deepEqual(sections('<h2>On this page</h2><nav><ul><li><a href="#x">x</a></li></ul></nav><ul><li>Dropped Node 14</li></ul>'), [['Guide', '- Dropped Node 14']]);
  // A linked name in a line that says what it is, or a link in a sentence, is no contents.
  assert.deepEqual(sections('<h2>Contents</h2><ul><li><a href="foo.html">foo.h</a>: the public header</li><li><a href="so.html">libfoo.so</a>: the library</li></ul>'), [
    ['Guide', ''],
    ['Contents', '- foo.h: the public header\n- libfoo.so: the library'],
  ]);
  assert.deepEqual(sections('<h2>Contents</h2><div><a href="dl.html">Download</a> the archive and unpack it.</div>'), [['Guide', ''], ['Contents', 'Download the archive and unpack it.']]);
  // A page laid out in a table under a contents heading is the page: its links row, then its sections in a cell.
  const layout = parseHtml(`<body><h1>Foo</h1><h2>Contents</h2><table><tr><td><a href="#a">Intro</a> <a href="#b">Usage</a></td></tr>
    <tr><td><h3 id="a">Intro</h3><p>Foo frobs.</p><h3 id="b">Usage</h3><p>Run foo.</p></td></tr></table></body>`);
  assert.deepEqual(layout.sections.map((x) => x.heading), ['Foo', 'Contents', 'Intro', 'Usage']);
  // ...and so is one whose every row is a link, when a cell holds a heading.
  const linkedHeadings = parseHtml(`<body><h1>Foo</h1><h2>Contents</h2><table><tr><td><h3 id="a"><a href="#a">Intro</a></h3></td></tr></table>
    <p>Foo frobs.</p></body>`);
  assert.ok(linkedHeadings.sections.some((x) => x.heading === 'Intro'), linkedHeadings.sections.map((x) => x.heading).join(', '));
  // A table with a row of prose among its links says something.
  assert.deepEqual(sections('<h2>Contents</h2><table><tr><td><a href="#a">Intro</a></td></tr><tr><td>Setting the level requires root access</td></tr></table>')[1]![0], 'Contents');
  // A heading that ends its wrapper, after text, is no wrapped heading: the table after the wrapper is content.
  assert.ok(sections('<div><p>Note.</p><h3>Contents</h3></div><table><tr><td><a href="f.tgz">f.tgz</a></td></tr></table>').some(([h]) => h === 'Contents'));
  // A table of linked names beside what each is says something.
  assert.deepEqual(sections('<h2>Contents</h2><table><tr><td><a href="foo.html">foo.h</a></td><td>the public header of the library</td></tr></table>')[1]![0], 'Contents');
  // A wrapped heading over text after its wrapper heads it.
  assert.deepEqual(sections('<div><h2>Contents</h2></div><p>Read first.</p><ul><li><a href="#a">a</a></li></ul>'), [['Guide', ''], ['Contents', 'Read first.']]);
  // An element read otherwise in between: the heading heads it.
  assert.deepEqual(sections('<h2>Contents</h2><pre>ls -l</pre><ul><li><a href="#x">x</a> and more</li></ul>')[1]![0], 'Contents');
});

test("a hand-written page's parts, each a paragraph led by its title in bold on a line of its own, are sections under the page's heading", () => {
  const page = parseHtml(`<body><center><h2><b>Firewalls and NAT</b></h2></center><hr>
    <p><b>Basic NAT information</b><br>NAT replaces the address of packets.
    <p>More about NAT.
    <p><b>Configuring behind NAT</b><br>Add the <code>MasqueradeAddress</code> directive.
    <p><a name="FAQ"><b>Frequently Asked Questions</b><br></a>
    <p><b>Note</b><br>An admonition's label is no title.
    <p><b>Bold</b> words running on in the line are emphasis.
    <p><b>This sentence in bold is far too long to be the title of a part, it is emphasis that runs on</b><br>and more.
    </body>`);
  assert.deepEqual(outline(page), [
    [2, 'Firewalls and NAT', undefined],
    [3, 'Basic NAT information', undefined],
    [3, 'Configuring behind NAT', undefined],
    [3, 'Frequently Asked Questions', 'FAQ'],
  ]);
  assert.deepEqual(blockTexts(page.sections[1]!), ['NAT replaces the address of packets.', 'More about NAT.']);
  assert.deepEqual(blockTexts(page.sections[2]!), ['Add the `MasqueradeAddress` directive.']);
  assert.deepEqual(blockTexts(page.sections[3]!), [
    'Note',
    "An admonition's label is no title.",
    'Bold words running on in the line are emphasis.',
    'This sentence in bold is far too long to be the title of a part, it is emphasis that runs on',
    'and more.',
  ]);
  // A question in bold, the named anchor around it alone (Slurm's FAQ), however long; a long statement in bold is not.
  const faq = parseHtml(`<body><h1>FAQ</h1><h2>For Administrators</h2>
    <p><a id="return_to_service"><b>Why is a node shown in state DOWN when the node has registered for service?</b></a><br>
    The configuration parameter <i>ReturnToService</i> controls it.
    <p><b>A node shown in state DOWN when the node has registered for service stays down.</b><br>Text.</body>`);
  assert.deepEqual(outline(faq).slice(2), [[3, 'Why is a node shown in state DOWN when the node has registered for service?', 'return_to_service']]);
  assert.deepEqual(blockTexts(faq.sections[2]!), ['The configuration parameter ReturnToService controls it.', 'A node shown in state DOWN when the node has registered for service stays down.', 'Text.']);
  // In a list, a definition, a box or a table the bold lead is the item's; a label ends with a colon; a link or a line
  // break in bold is none; nor are a labelled answer and contents.
  const heads = (html: string) => outline(parseHtml(`<body><h1>Guide</h1>${html}</body>`)).map(([, h]) => h);
  assert.deepEqual(heads('<ul><li><p><b>Step one</b><br>Unpack.</p></li></ul>'), ['Guide']);
  assert.deepEqual(heads('<dl><dt>foo</dt><dd><p><b>Default</b><br>none</p><p>Sets foo.</p></dd><dt>bar</dt><dd>Sets bar.</dd></dl>'), ['Guide']);
  assert.deepEqual(heads('<blockquote><p><b>Tip of the day</b><br>Body.</p></blockquote><p>After.</p>'), ['Guide']);
  assert.deepEqual(heads('<table><tr><td><p><b>Navigation</b><br>Home</p></td></tr></table>'), ['Guide']);
  assert.deepEqual(heads('<div class="admonition note"><p><strong>Careful</strong><br>Body.</p></div>'), ['Guide']);
  assert.deepEqual(heads('<p><b>Parameters:</b><br>a</p><p><b>Note :</b><br>b</p><p><b>Warning!</b><br>c</p>'), ['Guide']);
  assert.deepEqual(heads('<p><b><a href="index.html">Home</a></b><br>Install.</p><p><b>Foo<br>Bar</b><br>Baz.</p>'), ['Guide']);
  assert.deepEqual(heads('<p>Q: Why?</p><p><b>A:</b><br>Because.</p><p><b>Contents</b><br><a href="#a">a</a></p>'), ['Guide', 'Why?']);
  // A bold title of ten words or fewer that runs past 80 characters is no title.
  assert.deepEqual(heads('<p><b>Configuring the extraordinarily_long_directive_name_here and the other_long_one_too</b><br>x</p>'), ['Guide']);
  // Before any heading a lead is a section below the page's title; below an h6 none is deeper.
  assert.deepEqual(outline(parseHtml('<body><p>Intro.</p><p><b>Usage</b><br>Run it.</p></body>')), [[0, '', undefined], [2, 'Usage', undefined]]);
  assert.deepEqual(heads('<h6>Deepest</h6><p><b>Usage</b><br>Run it.</p>'), ['Guide', 'Deepest']);
  // Its anchor: the paragraph's or the bold's own id, else an enclosing section's.
  assert.deepEqual(outline(parseHtml('<body><h1>G</h1><p id="why"><b>Why is it?</b><br>x</p><div id="how"><p><b>How</b><br>y</p></div></body>')).slice(1), [
    [2, 'Why is it?', 'why'],
    [2, 'How', 'how'],
  ]);
  // An HTML block of a Markdown page keeps to the Markdown's outline (see markdown.test.ts).
});

test('a FAQ written as paragraphs labelled "Question:" and "Answer:": each question heads its answer, below the part it is in', () => {
  const page = parseHtml(`<body><h2>FTP and TLS</h2><p>About TLS.
    <p><b>Frequently Asked Questions</b><br>
    <p><a name="TLSClients"><font color=red>Question</font>: Where can I find a list of clients?<br>
    <font color=blue>Answer</font>: See the list.</a>
    <p>It is kept up to date.
    <p><font color=red>Q</font>: Why does it break FXP?
    <p>A: Because of session reuse.
    <p>Question: a label with no answer after it is text.
    </body>`);
  assert.deepEqual(outline(page), [
    [2, 'FTP and TLS', undefined],
    [3, 'Frequently Asked Questions', undefined],
    [4, 'Where can I find a list of clients?', 'TLSClients'],
    [4, 'Why does it break FXP?', undefined],
  ]);
  assert.deepEqual(blockTexts(page.sections[2]!), ['Answer: See the list.', 'It is kept up to date.']);
  assert.deepEqual(blockTexts(page.sections[3]!), ['A: Because of session reuse.', 'Question: a label with no answer after it is text.']);
  // A real heading after the FAQ is the page's again, and a question after it goes below that heading, not below the
  // bold lead before it.
  const after = parseHtml('<body><h2>Guide</h2><p><b>FAQ</b><br></p><p>Q: Why?<br>A: Because.<h2>Next</h2><p>Q: How?<br>A: So.</body>');
  assert.deepEqual(outline(after), [[2, 'Guide', undefined], [3, 'FAQ', undefined], [4, 'Why?', undefined], [2, 'Next', undefined], [3, 'How?', undefined]]);
  // A label whose next line is no answer, or a question past 400 characters, is text.
  const heads = (html: string) => outline(parseHtml(`<body><h1>G</h1>${html}</body>`)).map(([, h]) => h);
  assert.deepEqual(heads('<p>Q: Why?<br>Because.</p>'), ['G']);
  assert.deepEqual(heads(`<p>Q: Why ${'so '.repeat(140)}?<br>A: Because.</p>`), ['G']);
});

test("a table of named things reads as entries, one per row: a properties table under its Name header, or rows anchored by their names; other tables stay rows of text", () => {
  const row = (name: string, type: string, text: string, anchor = false) => `<tr><td>${anchor ? `<a id="${name}">${name}</a>` : name}</td><td>${type}</td><td>${text}</td></tr>`;
  const properties = [
    ['mail.pop3.user', 'String', 'Default user name for the server.'],
    ['mail.pop3.port', 'int', 'The server port to connect to, if the method does not name one.'],
    ['mail.pop3.filecache.enable', 'boolean', 'If set to true, cache message data in a temporary file rather than in memory.'],
    ['mail.pop3.timeout', 'int', 'Socket read timeout value in milliseconds.'],
  ];
  const page = parseHtml(`<html><body><main><h1>Package pop3</h1><p>A provider.</p>
    <table border="1"><caption>POP3 properties</caption><tr><th>Name</th><th>Type</th><th>Description</th></tr>${properties.map(([n, t, d]) => row(n!, t!, d!)).join('')}</table>
    <p>Caching in a file is slower.</p>
    <table><tr><td><a id="EPOLLIN">EPOLLIN</a></td><td>Available for read, now or later</td></tr><tr><td><a id="EPOLLOUT">EPOLLOUT</a></td><td>Available for write, now or later</td></tr>
    <tr><td><a id="EPOLLPRI">EPOLLPRI</a></td><td>Urgent data for read, now or later</td></tr><tr><td><a id="EPOLLERR">EPOLLERR</a></td><td>Error condition happened on the descriptor</td></tr></table>
    <h2>Class Summary</h2><table><tr><th>Class</th><th>Description</th></tr>${['POP3Store', 'POP3Folder', 'POP3Message', 'POP3SSLStore'].map((c) => `<tr><td><a href="${c}.html">${c}</a></td><td>The ${c} class of this provider, for reading mail.</td></tr>`).join('')}</table>
    <h2>History</h2><table><tr><th>Version</th><th>Changes</th></tr>${['v18.0.0', 'v16.0.0', 'v14.0.0', 'v12.0.0'].map((v) => `<tr><td>${v}</td><td>Passing an invalid callback now throws an error.</td></tr>`).join('')}</table>
    <h2>Sizes</h2><table><tr><th>Name</th><th>Bytes</th></tr>${['int', 'long', 'short', 'char'].map((t) => `<tr><td>${t}</td><td>4</td></tr>`).join('')}</table>
    </main></body></html>`);
  assert.deepEqual(
    outline(page),
    [
      [1, 'Package pop3', undefined],
      [2, 'mail.pop3.user', undefined],
      [2, 'mail.pop3.port', undefined],
      [2, 'mail.pop3.filecache.enable', undefined],
      [2, 'mail.pop3.timeout', undefined],
      // The section's text after the table: the section resumed.
      [1, 'Package pop3', undefined],
      [2, 'EPOLLIN', 'EPOLLIN'],
      [2, 'EPOLLOUT', 'EPOLLOUT'],
      [2, 'EPOLLPRI', 'EPOLLPRI'],
      [2, 'EPOLLERR', 'EPOLLERR'],
      [2, 'Class Summary', undefined],
      [2, 'History', undefined],
      [2, 'Sizes', undefined],
    ],
  );
  const textOfSection = (heading: string) =>
    page.sections
      .filter((s) => s.heading === heading)
      .flatMap(blockTexts)
      .join('\n');
  assert.equal(textOfSection('mail.pop3.filecache.enable'), 'Type: boolean | If set to true, cache message data in a temporary file rather than in memory.');
  assert.match(textOfSection('Package pop3'), /A provider\.\nPOP3 properties\nCaching in a file is slower\./);
  assert.match(textOfSection('Class Summary'), /POP3Store \| The POP3Store class/);
  assert.match(textOfSection('History'), /v18\.0\.0 \| Passing/);
});

test("a hand-written page's bold line of its own outside any paragraph, named by an anchor, heads a section, a stray list item's flow too; bold lines without an anchor, a sentence or a word in bold do not", () => {
  const page = parseHtml(`<html><body><h1>Frequently Asked Questions</h1>
    <a name="SERVERS"></a><br>
    <b><u>FAQ-ABO100 : WHICH SERVERS ARE SUPPORTED ?</u></b><br>
    It works with:<br>
    <li> All web servers able to write a log file.<br>
    <li> Most other servers.<br>
    <br>
    <a name="OLDLOG"></a><br>
    <b><u>FAQ-COM350 : HOW CAN I PROCESS AN OLD LOG FILE ?</u></b><br>
    Files can only be read in chronological order for a particular month.<br>
    <a name="MAIL"></a><br>
    <b><u>FAQ-COM200 : SETUP FOR MAIL LOG FILES (Postfix, Sendmail, Qmail, MDaemon, Exchange...)</u></b><br>
    Use the mail log format.<br>
    <a name="IIS"><b>B) Setup for Microsoft's IIS server</b></a><br>
    To build the tool, type<br><b>make install</b><br>in the source folder. <b>Do not run it as root</b><br>
    <center><b>YOU HAVE BEEN WARNED</b><br></center>
    <pre>DigestCache off</pre>
    <b>This is not recommended.</b>
    <p>More text.</p>
    <h2>Synopsis</h2>
    <b>backend</b><br><b>backend</b> <i>job</i>
    </body></html>`);
  assert.deepEqual(outline(page), [
    [1, 'Frequently Asked Questions', undefined],
    [2, 'FAQ-ABO100 : WHICH SERVERS ARE SUPPORTED ?', 'SERVERS'],
    [2, 'FAQ-COM350 : HOW CAN I PROCESS AN OLD LOG FILE ?', 'OLDLOG'],
    [2, 'FAQ-COM200 : SETUP FOR MAIL LOG FILES (Postfix, Sendmail, Qmail, MDaemon, Exchange...)', 'MAIL'],
    [2, "B) Setup for Microsoft's IIS server", 'IIS'],
    [2, 'Synopsis', undefined],
  ]);
  const text = allText(page);
  assert.match(text, /chronological order[^]*type make install in the source folder\. Do not run it as root[^]*YOU HAVE BEEN WARNED[^]*This is not recommended\./);
  assert.match(text, /backend backend job/);
});

test("a FAQ's numbered, anchored question in bold heads its answer though it ends in a full stop; an unnumbered bold sentence does not", () => {
  const page = parseHtml(`<html><body><h1>FAQ</h1>
    <strong>5.3. <a name="q5.3">When I run rundig, I get a message about DATABASE_DIR not being found.</a></strong><br>
    <p>The directory must exist before the first run.</p>
    <strong>5.4. <a name="q5.4">When I run htmerge, it stops with an out of diskspace message.</a></strong><br>
    <p>It sorts in the temporary directory; set TMPDIR to a larger disk.</p>
    <a name="warn"><b>Never run the indexer as root.</b></a><br>
    <p>More text.</p>
    </body></html>`);
  assert.deepEqual(outline(page), [
    [1, 'FAQ', undefined],
    [2, '5.3. When I run rundig, I get a message about DATABASE_DIR not being found.', 'q5.3'],
    [2, '5.4. When I run htmerge, it stops with an out of diskspace message.', 'q5.4'],
  ]);
  assert.match(allText(page), /set TMPDIR to a larger disk\.[^]*Never run the indexer as root\./);
});

test('a table of named things: a row links to its own anchor or the section around it; a repeated header, a name over two rows, names repeated or of one letter, links, and a table in a definition keep the rows as text', () => {
  const rows = (names: string[], cell = (n: string) => n) => names.map((n) => `<tr><td>${cell(n)}</td><td>The ${n} setting, as the server reads it at start.</td></tr>`).join('');
  const header = '<tr><th>Name</th><th>Description</th></tr>';
  const names = ['alpha', 'beta', 'gamma', 'delta'];
  const page = parseHtml(`<html><body><main><h1>Settings</h1><h2 id="props">Properties</h2>
    <table>${header}<tr id="row-alpha"><td>alpha</td><td>The alpha setting, as the server reads it at start.</td></tr>${rows(names.slice(1))}</table>
    <h2>Repeated header</h2><table>${header}${rows(names.slice(0, 2))}${header}${rows(names.slice(2))}</table>
    <h2>Two rows</h2><table>${header}<tr><td rowspan="2">mode</td><td>The mode, as its number or its name.</td></tr>${rows(names)}</table>
    <h2>Types</h2><table>${header}${rows(['int', 'int', 'size_t', 'long'])}</table>
    <h2>Keys</h2><table>${header}${rows(['m', 'd', 'l', 'q'])}</table>
    <h2>Errors</h2><table>${['E_FAILED', 'E_CANCELLED', 'E_DENIED', 'E_BUSY'].map((n) => `<tr><td><p><a name="${n}"></a>${n}</p></td><td><p>The ${n} error, as the daemon reports it.</p></td><td>&#160;</td></tr>`).join('')}</table>
    <h2>Summary</h2><table>${header}${rows(names, (n) => `<a href="#${n}">${n}</a>`)}</table>
    <dl><dt>opt</dt><dd>Values:<table>${header}${rows(names)}</table> More about opt.</dd></dl>
    </main></body></html>`);
  assert.deepEqual(outline(page), [
    [1, 'Settings', undefined],
    [2, 'Properties', 'props'],
    [3, 'alpha', 'row-alpha'],
    [3, 'beta', 'props'],
    [3, 'gamma', 'props'],
    [3, 'delta', 'props'],
    [2, 'Repeated header', undefined],
    [2, 'Two rows', undefined],
    [2, 'Types', undefined],
    [2, 'Keys', undefined],
    // A last column that says nothing (GTK-Doc's annotations) does not hide the description before it.
    [2, 'Errors', undefined],
    [3, 'E_FAILED', 'E_FAILED'],
    [3, 'E_CANCELLED', 'E_CANCELLED'],
    [3, 'E_DENIED', 'E_DENIED'],
    [3, 'E_BUSY', 'E_BUSY'],
    [2, 'Summary', undefined],
  ]);
  // The prose column needs no label; the others say what they hold.
  const defaults = parseHtml(`<html><body><main><h1>T</h1><table><tr><th>Name</th><th>Description</th><th>Default</th></tr>${names.map((n) => `<tr><td>${n}</td><td>The ${n} setting, as the server reads it.</td><td>on</td></tr>`).join('')}</table></main></body></html>`);
  assert.deepEqual(blockTexts(defaults.sections.find((s) => s.heading === 'beta')!), ['The beta setting, as the server reads it. | Default: on']);
  const summary = blockTexts(page.sections.find((s) => s.heading === 'Summary')!).join('\n');
  assert.match(summary, /opt: Values:[^]*alpha \| The alpha setting[^]*More about opt\./);
});

test("Doxygen's call graph in words is left out, a site's own references paragraph is not; a C++ member's labels are words of their own", () => {
  const page = parseHtml(`<html><body><main><h1>T</h1><p>Commits.</p><p class="reference">References <a class="el" href="a1.html#x">begin()</a>, and <a class="el" href="a1.html#y">end()</a>.</p>
    <p class="reference">References: RFC 2616, RFC 7230</p><p><span class="mlabels"><span class="mlabel">static</span><span class="mlabel">noexcept</span></span></p></main></body></html>`);
  const text = allText(page);
  assert.doesNotMatch(text, /begin\(\)/);
  assert.match(text, /References: RFC 2616, RFC 7230/);
  assert.match(text, /static noexcept/);
});

test("Doxygen's line to a member's definition and its list of the files a class was documented from are left out; a page's own such words are not", () => {
  const page = parseHtml(`<html><body><div class="contents"><h1>T</h1><div class="memdoc"><p>Sends the file.</p>
    <p class="definition">Definition at line <a class="el" href="siprofileft_8cpp_source.html#l00063">63</a> of file <a class="el" href="siprofileft_8cpp_source.html">siprofileft.cpp</a>.</p>
    <p class="definition">Definition at line 70 of file siprofileft.cpp.</p></div>
    <hr/>The documentation for this class was generated from the following files:<ul>
    <li><a class="el" href="siprofileft_8h_source.html">siprofileft.h</a></li>
    <li><a class="el" href="siprofileft_8cpp_source.html">siprofileft.cpp</a></li>
    </ul>
    <p>The documentation for this class was generated from the following files:</p><ul><li>notes.txt, kept by hand</li></ul>
    <p class="definition">Definition: a file is a named sequence of bytes.</p></div></body></html>`);
  const text = allText(page);
  assert.doesNotMatch(text, /Definition at line|siprofileft/);
  assert.match(text, /Sends the file\./);
  // Not Doxygen's list of links: kept.
  assert.match(text, /generated from the following files:\n- notes\.txt, kept by hand/);
  assert.match(text, /Definition: a file is a named sequence of bytes\./);
  assert.equal((text.match(/generated from the following/g) ?? []).length, 1);
});

test("a heading in Doxygen's description of a class stands below the page's group headings: the members after it are not its", () => {
  const page = parseHtml(`<html><head><meta name="generator" content="Doxygen 1.9.4"/></head><body><div class="header"><div class="headertitle"><div class="title">Client Class Reference</div></div></div>
    <div class="contents"><table class="memberdecls"><tr class="heading"><td colspan="2"><h2 class="groupheader"><a id="pub-methods" name="pub-methods"></a>Public Member Functions</h2></td></tr>
    <tr class="memitem:a1"><td class="memItemLeft">void </td><td class="memItemRight"><a class="el" href="#a1">setInactive</a> ()</td></tr></table>
    <a name="details" id="details"></a><h2 class="groupheader">Detailed Description</h2>
    <div class="textblock"><p>This class implements a basic client.</p>
    <h1><a class="anchor" id="stream_management"></a>Stream Management</h1><p>To enable Stream Management, call reqStreamManagement().</p>
    <h2><a class="anchor" id="sm_resume"></a>Resumption</h2><p>A stream is resumed so.</p></div>
    <h2 class="groupheader">Member Function Documentation</h2>
    <h2 class="memtitle"><span class="permalink"><a href="#a1">&#9670;&nbsp;</a></span>setInactive()</h2>
    <div class="memitem"><div class="memdoc"><p>Tells the server the client is inactive.</p></div></div></div></body></html>`);
  assert.deepEqual(outline(page).slice(1), [
    [2, 'Detailed Description', 'details'],
    [3, 'Stream Management', 'stream_management'],
    [4, 'Resumption', 'sm_resume'],
    [2, 'Member Function Documentation', undefined],
    [2, 'setInactive()', undefined],
  ]);
  // A page that is a description alone (the main page, a related page) keeps its headings' levels.
  const own = parseHtml('<html><body><div class="contents"><div class="textblock"><h1 id="intro">Introduction</h1><p>Text.</p><h2 id="build">Building</h2><p>Run make.</p></div></div></body></html>');
  assert.deepEqual(outline(own).map(([level, h]) => [level, h]), [[1, 'Introduction'], [2, 'Building']]);
});

test("a first h1 'Contents' over its links alone names no page, even first on the page: Doxygen's main page is named by its header", () => {
  const links = ['intro_sec', 'handlers_sec', 'client_sec'].map((id) => ` <a class="el" href="index.html#${id}">${id.replace('_sec', '')}</a> <br  />\n`).join('');
  const page = parseHtml(`<html><head><title>gloox: Main Page</title></head><body><div class="header"><div class="headertitle"><div class="title">gloox API Documentation</div></div></div>
    <div class="contents"><div class="textblock"><h1><a class="anchor" id="contents"></a>\nContents</h1>\n<p >${links}</p>
    <h1><a class="anchor" id="intro_sec"></a>\nIntroduction</h1><p>The design of gloox follows the observer pattern.</p></div></div></body></html>`);
  assert.equal(page.title, 'gloox API Documentation');
  assert.match(allText(page), /observer pattern/);
  // A first h1 so named over text of its own is the page's title.
  const own = parseHtml('<html><head><title>Book</title></head><body><h1>Contents</h1><p>What a content type is and how it is declared.</p><h1>Types</h1><p>Text.</p></body></html>');
  assert.equal(own.title, 'Contents');
});

test("a Jekyll site's HTML page with front matter: the block is no text, its title names the page, its description describes it", () => {
  const page = parseHtml(['---', 'layout: default', 'title: "PhotoSwipe: Responsive JavaScript Image Gallery"', 'description: A gallery without dependencies.', '---', '', '<div class="row"><p>Open the gallery with one line of code.</p></div>'].join('\n'));
  assert.equal(page.title, 'PhotoSwipe: Responsive JavaScript Image Gallery');
  assert.equal(page.description, 'A gallery without dependencies.');
  const text = page.sections.flatMap((s) => s.blocks).map((b) => (b.type === 'text' ? b.text : b.code)).join('\n');
  assert.equal(text, 'Open the gallery with one line of code.');
  // A page's own <title> and h1 still name it; a line of dashes later in a page is not front matter.
  assert.equal(parseHtml('---\ntitle: Front\n---\n<html><head><title>Own</title></head><body><p>x</p></body></html>').title, 'Own');
  assert.match(JSON.stringify(parseHtml('<p>a</p>\n---\ntitle: b\n---\n<p>c</p>').sections), /title: b/);
});

test("Go's HTML document is titled by the JSON in its opening comment (it has no <title> and no h1), and by nothing else of it", () => {
  const page = parseHtml('<!--{\n\t"Title": "The Go Programming Language Specification",\n\t"Subtitle": "Version of June 29, 2022",\n\t"Path": "/ref/spec"\n}-->\n\n<h2 id="Introduction">Introduction</h2>\n<p>This is the reference manual.</p>');
  assert.equal(page.title, 'The Go Programming Language Specification');
  assert.deepEqual(page.sections.map((s) => [s.heading, s.anchor]), [['Introduction', 'Introduction']]);
  // A page's own <title> still names it; a comment that is not JSON, has no string Title or comes after an element names nothing.
  assert.equal(parseHtml('<!--{"Title": "Comment"}--><html><head><title>Own</title></head><body><h2>Intro</h2><p>x</p></body></html>').title, 'Own');
  for (const html of ['<!-- {"Title": "Comma",} --><h2>Intro</h2><p>x</p>', '<!--{"Title": 3}--><h2>Intro</h2><p>x</p>', '<!-- Title: Text --><h2>Intro</h2><p>x</p>', '<p>x</p><!--{"Title": "Late"}--><h2>Intro</h2><p>x</p>']) {
    assert.equal(parseHtml(html).title, 'Intro', html);
  }
});

test("a heading that opens with an empty named anchor is cited by it, the name the page's links use (asciidoc's [[id]])", () => {
  const page = parseHtml('<h1>FAI Guide</h1><h3 id="_a_id_availability_a_availability"><a id="availability"></a>Availability</h3><p>Where to get it.</p><h3 id="own"><a href="#own">Linked</a> heading</h3><p>Text.</p>');
  assert.deepEqual(page.sections.slice(1).map((s) => [s.heading, s.anchor]), [['Availability', 'availability'], ['Linked heading', 'own']]);
});

test("a Jekyll site's HTML page renders its Liquid: a highlight block is code (its markup escaped, a whole template too), other tags go", () => {
  const page = parseHtml(
    [
      '---', 'layout: default', 'title: Getting started', '---', '',
      '<h1 id="template">Basic template</h1>', '<p>Start with this {{ site.name }} page.{% include ad.html %}</p>',
      '{% highlight html %}', '<!DOCTYPE html>', '<html><head><title>Bootstrap 101 Template</title></head>', '<body><h1>Hello, world!</h1></body></html>', '{% endhighlight %}',
      '<h2 id="next">Next steps</h2>', '{% comment %}<p>Hidden draft.</p>{% endcomment %}<p>Read the {% raw %}components{% endraw %} page.</p>',
    ].join('\n'),
  );
  // The page's own h1 names it, as on any HTML page with front matter.
  assert.equal(page.title, 'Basic template');
  assert.deepEqual(page.sections.map((s) => s.heading), ['Basic template', 'Next steps']);
  assert.deepEqual(page.sections[0]!.blocks, [
    { type: 'text', text: 'Start with this page.' },
    { type: 'code', lang: 'html', code: '<!DOCTYPE html>\n<html><head><title>Bootstrap 101 Template</title></head>\n<body><h1>Hello, world!</h1></body></html>' },
  ]);
  assert.deepEqual(page.sections[1]!.blocks, [{ type: 'text', text: 'Read the components page.' }]);
  // Without front matter, Jekyll renders no Liquid: the tags are text.
  assert.match(JSON.stringify(parseHtml('<p>{% highlight js %}</p><p>x</p>').sections), /highlight js/);
});

test("a link that names an option written with one dash (GraphicsMagick's -adjoin) is content, alone in its paragraph or cell; a menu's link is not", () => {
  const page = parseHtml([
    '<h1>gm convert</h1><p>Options of the utility.</p>',
    '<table><tr><td><b><a href="GraphicsMagick.html#details-adjoin">-adjoin</a></b></td></tr></table>',
    '<table><tr><td>join images into a single multi-image file</td></tr></table>',
    '<p><a href="GraphicsMagick.html#details-antialias">-antialias</a></p>',
    '<p>remove pixel aliasing</p>',
    '<p><a href="index.html">Home</a></p>',
  ].join('\n'));
  const text = page.sections.flatMap((s) => s.blocks).map((b) => (b.type === 'text' ? b.text : b.code));
  assert.deepEqual(text, ['Options of the utility.', '-adjoin', 'join images into a single multi-image file', '-antialias', 'remove pixel aliasing']);
});

test('a cell spanning rows stands again in each row it covers, in its column; one spanning columns keeps the next cells in place', () => {
  const page = parseHtml([
    '<h1>Triggers</h1><table>',
    '<tr><th>When</th><th>Event</th><th>Row-level</th></tr>',
    '<tr><td rowspan="2">BEFORE</td><td>INSERT</td><td>Tables</td></tr>',
    '<tr><td>TRUNCATE</td><td>—</td></tr>',
    '<tr><td colspan="2">INSTEAD OF (views only)</td><td>Views</td></tr>',
    '</table>',
  ].join(''));
  const table = page.sections[0]!.blocks.map((b) => (b.type === 'text' ? b.text : b.code)).join('\n');
  assert.equal(table, 'When | Event | Row-level\nBEFORE | INSERT | Tables\nBEFORE | TRUNCATE | —\nINSTEAD OF (views only) | | Views');
  // Spans as large as HTML allows cost no more than the table's own rows and a bounded width.
  // Each row spans every row below it: unbounded, the rows would grow with the square of their number.
  const spanning = (rows: number) => `<table>${'<tr><td rowspan="65534" colspan="1000">x</td><td>y</td></tr>'.repeat(rows)}</table>`;
  const textOf = (html: string) => parseHtml(html).sections.flatMap((s) => s.blocks).map((b) => (b.type === 'text' ? b.text : '')).join('\n');
  const small = textOf(spanning(1_000)).length;
  const large = textOf(spanning(4_000)).length;
  assert.ok(large < small * 5, `${small} then ${large} characters`);
});

test("a site's template (a Hugo layout, a page of Liquid tags) is marked as one; a page that shows template tags in code or names one in prose is not", () => {
  const layout = '<header>{{ partial "header/alert.html" . }}<h1>{{ .Title }}</h1></header><main>{{ block "main" . }}{{ end }}</main>{{ if .Site.Params.lastMod }}<p>{{ .Lastmod.Format "2006-01-02" }}</p>{{ end }}';
  assert.equal(parseHtml(layout).template, true);
  const liquid = '<div class="news">{% for post in site.posts %}{% include news_item.html %}{% endfor %}</div>';
  assert.equal(parseHtml(liquid).template, true);
  const guide = '<h1>Templates</h1><p>A layout prints the page\'s title with <code>{{ .Title }}</code>, and its date as the site configures it.</p><pre>{{ define "main" }}\n  {{ .Content }}\n{{ end }}</pre>';
  assert.equal(parseHtml(guide).template, undefined);
  const short = '<h1>Search</h1><p>Add <code>{% include search.html %}</code> to the layout, and <code>{{ site.search_label }}</code> names its box.</p>';
  assert.equal(parseHtml(short).template, undefined);
});

test("Javadoc's package line above a class's title (JDK 8-11's and JDK 17's) makes no section of its own (it had, titled by the page's <title>)", () => {
  const jdk11 = '<div class="header"><div class="subTitle"><span class="packageLabelInType">Package</span>&nbsp;<a href="package-summary.html">org.unbescape.csv</a></div><h2 title="Class CsvEscape" class="title">Class CsvEscape</h2></div>';
  const jdk17 = '<div class="header"><div class="sub-title"><span class="package-label-in-type">Package</span>&nbsp;<a href="package-summary.html">org.unbescape.csv</a></div><h1 title="Class CsvEscape" class="title">Class CsvEscape</h1></div>';
  for (const header of [jdk11, jdk17]) {
    const page = parseHtml([
      '<!-- Generated by javadoc -->',
      '<html><head><title>CsvEscape (unbescape 1.1.5.RELEASE API)</title></head><body>',
      header,
      '<div class="contentContainer"><div class="description"><div class="block">Utility class for performing CSV escape/unescape operations.</div></div></div>',
      '</body></html>',
    ].join('\n'));
    const text = page.sections.flatMap((s) => s.blocks.map((b) => `${s.heading}: ${b.type === 'text' ? b.text : b.code}`));
    assert.ok(!text.some((t) => /Package org\.unbescape\.csv/.test(t)), text.join('\n'));
    assert.ok(text.some((t) => t.startsWith('Class CsvEscape: Utility class for performing CSV escape')), text.join('\n'));
  }
});

test('a long cell spanning many rows does not multiply the page: what stands again is its start, within a budget per table', () => {
  const cell = 'word '.repeat(20_000);
  const html = (cells: number) => `<table>${`<tr><td rowspan="1000">${cell}</td><td>x</td></tr>${'<tr><td>y</td></tr>'.repeat(999)}`.repeat(cells)}</table>`;
  const size = (h: string) => parseHtml(h).sections.flatMap((s) => s.blocks).reduce((n, b) => n + (b.type === 'text' ? b.text.length : b.code.length), 0);
  // 100 KB of text, spanning 1,000 rows: well under a megabyte read, not 100 MB.
  assert.ok(size(html(1)) < 600_000, `${size(html(1))} characters`);
  assert.ok(size(html(5)) < 1_500_000, `${size(html(5))} characters`);
});

test("a hand-written manual's paragraphs that each open with an anchor round a short term title its entries; a lone one, a caption or a footnote does not", () => {
  const entry = (name: string, term: string, line: string, text: string) =>
    `<p class="settingtitle"><a name="${name}"><span class="hilight">${term}</span></a> ${line}</p>\n<p>${text}</p>\n`;
  const page = parseHtml(
    '<html><head><title>Switches</title></head><body><h3>Detailed description</h3>\n' +
      entry('abr', '--abr n', 'Average bitrate encoding', 'Turns on encoding with a targeted average bitrate of n kbps.') +
      entry('cbr', '--cbr', 'Enforce constant bitrate encoding', 'This switch enforces constant bitrate.') +
      entry('q', '-q n', 'Algorithm quality selection', 'Bigger values are faster.') +
      '<p class="example"><a name="LISTING1">Listing 1: "examples/minimum.drv"</a></p><pre>x</pre>\n' +
      '<p><a name="note1"><sup>1</sup></a> Only with the decoder built in.</p></body></html>',
  );
  assert.deepEqual(outline(page), [
    [3, 'Detailed description', undefined],
    [4, '--abr n', 'abr'],
    [4, '--cbr', 'cbr'],
    [4, '-q n', 'q'],
  ]);
  assert.deepEqual(page.sections[2]!.blocks.map((b) => (b.type === 'text' ? b.text : '')), ['Enforce constant bitrate encoding', 'This switch enforces constant bitrate.']);
  assert.match(allText(page), /Listing 1: "examples\/minimum.drv"/);
  // Two are no list of entries: paragraphs that open with an anchor stay paragraphs.
  const two = parseHtml('<html><body><h2>Intro</h2>' + entry('a', 'alpha', 'First', 'One.') + entry('b', 'beta', 'Second', 'Two.') + '</body></html>');
  assert.deepEqual(outline(two), [[2, 'Intro', undefined]]);
});

test("a footnote's linked number is bracketed, not glued to the word before it", () => {
  const page = parseHtml('<html><body><h1>T</h1><table><tr><th>Setting</th><th>What</th></tr><tr><td><a href="#mp1input">--mp1input</a><a href="#note1"><sup>1</sup></a></td><td>Input is MPEG Layer I</td></tr></table><p>Needs a master unit to work<sup><a href="#fn1">2</a></sup>. H<sup>-1</sup> inverts.</p></body></html>');
  const text = allText(page);
  assert.match(text, /--mp1input\[1\] \| Input is MPEG Layer I/);
  assert.match(text, /to work\[2\]\. H\^\(-1\) inverts/);
  // A mark linking to a note on another page is a mark; a superscript in a link that says more is a formula, as one in code is.
  const more = allText(parseHtml('<html><body><h1>T</h1><p>Stable<sup><a href="notes.html#n1">1</a></sup> since 2.0, in <a href="big-o.html">O(n<sup>2</sup>)</a> time.</p><pre><code>z<sub>k</sub> = abs<sup>1/n</sup></code></pre></body></html>'));
  assert.match(more, /Stable\[1\] since 2\.0, in O\(n\^2\) time\./);
  assert.match(more, /z_k = abs\^\(1\/n\)/);
});

test("a named paragraph that opens with a term in code on its own line is an entry; an unnamed one is a paragraph", () => {
  const option = (id: string, term: string, text: string) => `<p id="${id}">\n  <code class="title">${term}</code><br />\n  ${text}</p>\n<div class="code"><pre>if (a==b) f();</pre></div>\n`;
  const page = parseHtml(
    '<html><body><h3 id="_Padding_Options">Padding Options</h3>' +
      option('_pad-oper', '--pad-oper / -p', 'Insert space padding around operators.') +
      option('_pad-comma', '--pad-comma', 'Insert space padding after commas.') +
      '<p><code>make</code><br>Builds the program.</p></body></html>',
  );
  assert.deepEqual(outline(page), [
    [3, 'Padding Options', '_Padding_Options'],
    [4, '--pad-oper / -p', '_pad-oper'],
    [4, '--pad-comma', '_pad-comma'],
  ]);
  assert.match(allText(page), /`make`\s+Builds the program\./);
});

test("a paragraph of one bold name after an empty named anchor titles an entry (DocBook guides' functions); a bold sentence or an unnamed one does not", () => {
  const page = parseHtml(
    '<html><body><h2><a name="bfc_string"></a>String Functions</h2><p>Functions on strings.</p>\n' +
      '<a name="N11C66" class="indexterm"></a>\n<p>\n<span class="bold"><strong>CONCAT</strong></span>\n</p>\n<p><code class="literal">CONCAT ( a, b [, ...] )</code></p>\n<p>Returns a string formed by concatenation of the arguments.</p>\n' +
      '<p><a name="ex1"></a>\n<b>Help information available from editcap. </b></p><pre>editcap -h</pre>\n' +
      '<p><strong>Notes</strong></p><p>Nulls propagate.</p></body></html>',
  );
  assert.deepEqual(outline(page), [
    [2, 'String Functions', 'bfc_string'],
    [3, 'CONCAT', 'N11C66'],
  ]);
  assert.match(allText(page), /Help information available from editcap\.[^]*Notes/);
});

test("a syntax heading right under an entry's name heading is the entry's first line; one after text stays a section", () => {
  const page = parseHtml(
    '<html><body><h1>Function Reference</h1><a name="date"></a><h2><span class="function">date</span></h2>\n<h4>syntax: (date)<br/>\nsyntax: (date <em>int-secs</em>)</h4>\n<p>Returns the current date and time as a string.</p>' +
      '<h2>Patterns</h2><p>How patterns work.</p><h4>Usage: (find pattern)</h4><p>Finds it.</p></body></html>',
  );
  assert.deepEqual(outline(page).map(([level, heading]) => [level, heading]), [
    [1, 'Function Reference'],
    [2, 'date'],
    [2, 'Patterns'],
    [4, 'Usage: (find pattern)'],
  ]);
  assert.deepEqual(page.sections[1]!.blocks.map((b) => (b.type === 'text' ? b.text : '')), ['syntax: (date) syntax: (date int-secs)', 'Returns the current date and time as a string.']);
  // Under a page's title, a "Usage:" heading is a section of the page.
  const tool = parseHtml('<html><body><h1>mytool</h1><h2>Usage: command line</h2><p>Run it.</p><h2>Usage: library</h2><p>Import it.</p></body></html>');
  assert.deepEqual(outline(tool).map(([, h]) => h), ['mytool', 'Usage: command line', 'Usage: library']);
});

test("terms that each carry their own anchor are entries however short their explanations; unanchored short ones stay lines", () => {
  const list = (anchored: boolean) =>
    '<html><body><h2 id="cache">Cache Object Properties</h2><dl>' +
    ['uri', 'content_type', 'length', 'head'].map((t) => `<dt>${anchored ? `<a id="cache-${t}"></a>` : ''}<code>${t}</code></dt><dd>The ${t} of the cached object.</dd>`).join('') +
    '</dl></body></html>';
  assert.deepEqual(outline(parseHtml(list(true))).map(([, h, a]) => [h, a]), [['Cache Object Properties', 'cache'], ['uri', 'cache-uri'], ['content_type', 'cache-content_type'], ['length', 'cache-length'], ['head', 'cache-head']]);
  assert.deepEqual(outline(parseHtml(list(false))).map(([, h]) => h), ['Cache Object Properties']);
  // Several anchored call forms may share one definition: one entry, named by them all.
  const forms = parseHtml('<html><body><h2 id="crypt">RSA</h2><dl><dt><a id="enc/4"><strong>rsa_encrypt</strong>(+Key, +Plain, -Cipher, +Opts)</a></dt><dt><a id="dec/4"><strong>rsa_decrypt</strong>(+Key, +Cipher, -Plain, +Opts)</a></dt><dd>Encrypt or decrypt with the key pair.</dd></dl></body></html>');
  assert.deepEqual(outline(forms).map(([, h, a]) => [h, a]), [['RSA', 'crypt'], ['rsa_encrypt(+Key, +Plain, -Cipher, +Opts), rsa_decrypt(+Key, +Cipher, -Plain, +Opts)', 'enc/4']]);
  // Terms left after the last definition make no entry of nothing.
  const trailing = parseHtml('<html><body><h2 id="p">Predicates</h2><dl><dt><a id="foo/1">foo(X)</a></dt><dd>Does foo with its argument.</dd><dt><a id="bar/2">bar(X, Y)</a></dt><dt><a id="baz/3">baz(X, Y, Z)</a></dt></dl></body></html>');
  assert.ok(!outline(trailing).some(([, h]) => /^bar\(X, Y\)/.test(h)), outline(trailing).map(([, h]) => h).join(' | '));
});

test("a page's last block after a rule, a few words with a copyright, is its footer; a copyright section of the text is not", () => {
  const footer = '<hr noshade><table border=0 width=100%><tr><td><p class=tiny>copyright &copy; 2000-2021 Xiph.Org Foundation</p></td><td align=right><p class=tiny><a href="http://www.xiph.org/ogg/">Ogg Container Format</a></p></td></tr></table>\n';
  const page = parseHtml(`<html><body><h1>ogg_sync_init</h1><p>Initializes the sync state.</p><h3>Return Values</h3><blockquote><li>0 is always returned.</li></blockquote><p><br><br>${footer}</body></html>`);
  assert.doesNotMatch(allText(page), /Xiph|copyright/);
  assert.match(allText(page), /0 is always returned/);
  // Nested in the page's last block, it is still the footer.
  const nested = parseHtml(`<html><body><div id="main"><h1>ao_close</h1><p>Closes the device.</p><hr noshade><p class="tiny">copyright &copy; 2001-2003 Xiph.Org</p></div>\n</body></html>`);
  assert.doesNotMatch(allText(nested), /Xiph/);
  // Text after it, a section about the copyright, or a licence's own paragraph, is content.
  const licence = parseHtml('<html><body><h1>Licence</h1><hr><p>Copyright © 2021 Acme. You may copy this library under the terms below.</p><p>The terms: keep this notice.</p></body></html>');
  assert.match(allText(licence), /Copyright © 2021 Acme/);
  const bsd = parseHtml('<html><body><h1>Copyright</h1><p>How this library may be used.</p><hr><p>Copyright (c) 2009 Acme. Redistribution permitted under the BSD licence.</p></body></html>');
  assert.match(allText(bsd), /Redistribution permitted/);
  const legal = parseHtml('<html><body><div><h1>Guide</h1><hr><div class="legal"><p>© 2021 Acme</p></div></div><div><h2>Install</h2><p>Run it.</p></div></body></html>');
  assert.match(allText(legal), /© 2021 Acme/);
  // A closing licence section ending in small print, and footnotes, are text.
  const section = parseHtml('<html><body><h1>Guide</h1><p>Run it.</p><hr><div><h2>License</h2><p>Copyright © 2020 Foo Inc. Licensed under MIT.</p><p><small>Last updated 2021</small></p></div></body></html>');
  assert.match(allText(section), /Licensed under MIT/);
  const notes = parseHtml('<html><body><h1>Guide</h1><p>A photo<sup><a href="#fn1">1</a></sup>.</p><hr class="footnotes-sep"><div class="footnotes"><ol><li><p>Image copyright © 2019 NASA.</p></li></ol></div></body></html>');
  assert.match(allText(notes), /Image copyright © 2019 NASA/);
});

test("a block's id names what it holds: a logo's box that closed before any heading names none of them, nor does an empty placeholder; an inline anchor marks what follows", () => {
  const page = parseHtml('<html><body><div id="xiphlogo"><a href="http://www.xiph.org/"><img src="x.png" alt="Xiph"></a></div><h1>Ogg multiplex</h1><p>Intro.</p><h2>Granule Position</h2><p>About granules.</p><a name="eos"></a><h2>End of stream</h2><p>The last page.</p></body></html>');
  assert.deepEqual(outline(page), [
    [1, 'Ogg multiplex', undefined],
    [2, 'Granule Position', undefined],
    [2, 'End of stream', 'eos'],
  ]);
  // Hatari's table of contents, filled by a script: its id anchors none of the sections after it.
  const placeholder = parseHtml('<html><body><h1>Hatari</h1><h2>Index</h2><div id="generated-toc">\n<!-- The TOC is generated automatically via JavaScript -->\n</div><h2>Introduction</h2><p>Hatari is an emulator.</p><h3>Features</h3><p>It emulates an ST.</p><nav id="menu"></nav><h2>Usage</h2><p>Run it.</p></body></html>');
  assert.deepEqual(outline(placeholder).filter(([, h]) => h !== 'Index'), [
    [1, 'Hatari', undefined],
    [2, 'Introduction', undefined],
    [3, 'Features', undefined],
    [2, 'Usage', undefined],
  ]);
});

test("a <header> written for <head>, holding the page's title and body, is the page, not a banner; a real banner still goes", () => {
  const page = parseHtml('<html><header><title>Yorick Reference Card</title><style>a {}</style></head><body><h2>Logical Functions</h2><p><code>allof(x)</code> returns 1 if every element of x is non-zero</p></body></html>');
  assert.equal(page.title, 'Yorick Reference Card');
  assert.match(allText(page), /allof\(x\)` returns 1 if every element/);
  const banner = parseHtml('<html><body><header><a href="/">Acme</a><nav><a href="/docs">Docs</a></nav></header><main><h1>Guide</h1><p>Run it.</p></main></body></html>');
  assert.doesNotMatch(allText(banner), /Acme|Docs/);
});

test("a first h1 that is a book's back index or contents names no page: its <title> does", () => {
  assert.equal(parseHtml('<html><head><title>SWI-Prolog C-library</title></head><body><h2>1 Introduction</h2><p>Text.</p><h1>Index</h1><p>a, b</p></body></html>').title, 'SWI-Prolog C-library');
  assert.equal(parseHtml('<html><head><title>Site</title></head><body><h1>Getting started</h1><p>Text.</p></body></html>').title, 'Getting started');
  // An API page about a type named Index is titled by it.
  assert.equal(parseHtml('<html><head><title>MyLib API reference</title></head><body><h1>Index</h1><p>class Index: a search index.</p></body></html>').title, 'Index');
});

test("named paragraphs of one kind whose first line is a call head entries: LuaSocket's p.name, then its description's paragraphs", () => {
  const page = parseHtml(`<html><head><title>LuaSocket: TCP/IP support</title></head><body><h2 id="tcp">TCP</h2>
<!-- accept +++++ -->
<p class="name" id="accept">server:<b>accept()</b></p>
<p class="description">Waits for a remote connection on the server object.</p>
<p class="return">A client object is returned.</p>
<p class="name" id="bind">master:<b>bind(</b>address, port<b>)</b></p>
<p class="description">Binds a master object to <tt>address</tt> and <tt>port</tt> on the local host.</p>
<p class="parameters"><tt>Address</tt> can be an IP address or a host name.</p>
<p class="name" id="close">master:<b>close()</b><br>client:<b>close()</b><br>server:<b>close()</b></p>
<p class="description">Closes a TCP object.</p>
<p class="name" id="debug">socket.<b>_DEBUG</b></p>
<p class="description">This constant is set to true if the library was compiled with debug support.</p>
</body></html>`);
  assert.deepEqual(outline(page), [
    [2, 'TCP', 'tcp'],
    [3, 'server:accept()', 'accept'],
    [3, 'master:bind(address, port)', 'bind'],
    [3, 'master:close()', 'close'],
    [3, 'socket._DEBUG', 'debug'],
  ]);
  assert.deepEqual(blockTexts(page.sections[2]!), ['Binds a master object to `address` and `port` on the local host.', '`Address` can be an IP address or a host name.']);
  // The other forms of a call stay its entry's first lines.
  assert.match(blockTexts(page.sections[3]!).join('\n'), /^client:close\(\)\nserver:close\(\)\nCloses a TCP object\.$/);
  // Two such paragraphs are no list of entries, nor are questions that hold code (ProFTPD's FAQ lines).
  const two = parseHtml('<html><body><h2>TCP</h2><p class="name" id="a">server:<b>accept()</b></p><p>Waits.</p><p class="name" id="b">master:<b>bind()</b></p><p>Binds.</p></body></html>');
  assert.deepEqual(outline(two), [[2, 'TCP', undefined]]);
  const questions = parseHtml(`<html><body><h2>FAQ</h2>${['a', 'b', 'c'].map((id) => `<p class="q" id="${id}">Why is <code>mod_${id}</code> slow?</p><p>Because.</p>`).join('')}</body></html>`);
  assert.deepEqual(outline(questions), [[2, 'FAQ', undefined]]);
});

test("a one-line paragraph of one kind followed three times or more by another kind's is a definition list: Hatari's options", () => {
  const page = parseHtml(`<html><body><h2>Command line options</h2><h3>General options</h3>
<p class="parameter">-h,
--help</p>
<p class="paramdesc">Print command line options and
terminate</p>
<p class="parameter">--country &lt;x&gt;</p>
<p class="paramdesc">Set EmuTOS ROM country code on Mega/ST/STe machines lacking NVRAM.</p><p class="paramdesc">In 512k EmuTOS images, country code selects the TOS keyboard layout.</p>
<p class="parameter">--auto &lt;program&gt;</p>
<p class="paramdesc">Autostarts given program, if TOS finds it.</p>
<h3>CPU options</h3>
<p class="parameter">--cpulevel &lt;x&gt;</p>
<p class="paramdesc">Specify CPU (680x0) to use</p>
<p class="parameter">--cpuclock &lt;x&gt;</p>
<p class="paramdesc">Set the CPU clock (8, 16 or 32 MHz)</p>
<p class="parameter">--compatible &lt;bool&gt;</p>
<p class="paramdesc">Use a more compatible 68000 CPU mode</p>
<h3>Sound options</h3>
<p class="parameter">--mic &lt;bool&gt;</p>
<p class="paramdesc">Enable/disable (Falcon only) microphone</p>
<p class="parameter">--sound &lt;x&gt;</p>
<p class="paramdesc">Sound frequency</p>
</body></html>`);
  assert.deepEqual(outline(page).map(([level, heading]) => `${level} ${heading}`), [
    '2 Command line options',
    '3 General options',
    '4 -h, --help',
    '4 --country <x>',
    '4 --auto <program>',
    // Terms and definitions of one line each: the terms are the kind the run opens with.
    '3 CPU options',
    '4 --cpulevel <x>',
    '4 --cpuclock <x>',
    '4 --compatible <bool>',
    // Two pairs in a section are no list.
    '3 Sound options',
  ]);
  assert.deepEqual(blockTexts(page.sections[3]!), ['Set EmuTOS ROM country code on Mega/ST/STe machines lacking NVRAM.', 'In 512k EmuTOS images, country code selects the TOS keyboard layout.']);
  assert.deepEqual(blockTexts(page.sections[2]!), ['Print command line options and terminate']);
});

test("a paragraph whose first line is bold or italic text alone holding an anchor named as an identifier is an entry (smstools' options); an unnamed line or one named as a sentence stays text", () => {
  const option = (name: string, line: string, text: string) =>
    `<p>\n<i><b><a name="${name}">${line.split(' ')[0]}</a>${line.slice(line.indexOf(' '))}</b></i><br>\n<font size="1">Default value: <i>not in use</i>.</font><br>\n${text}\n</p>\n`;
  const page = parseHtml(
    '<html><body><h2><a name="global">Global part</a></h2>\n' +
      option('g_admin_to', 'admin_to = phone number', 'Specifies a destination number for administrative messages.') +
      option('g_alarmhandler', 'alarmhandler = filename', 'An external program started whenever an alarm occurs.') +
      '<p><i><b>Note this = that</b></i><br>Unnamed.</p><p><em><strong><a name="Why does it fail">Why</a> it fails</strong></em><br>A sentence named.</p></body></html>',
  );
  assert.deepEqual(outline(page), [
    [2, 'Global part', 'global'],
    [3, 'admin_to = phone number', 'g_admin_to'],
    [3, 'alarmhandler = filename', 'g_alarmhandler'],
  ]);
  assert.deepEqual(blockTexts(page.sections[1]!), ['Default value: not in use.', 'Specifies a destination number for administrative messages.']);
});

test("tables each headed by an anchored name in bold or an enlarged font are entries (bshdoc's commands), their rows the text; a lone one stays rows", () => {
  const card = (name: string, signature: string, text: string) =>
    `<table width="100%" border="0" cellpadding="5"><tr><td bgcolor="#cccccc"><a name="${name}"><strong><font size="+2">${name}</font></strong></a><br CLEAR="ALL"/><font size="+1">${signature} <br CLEAR="ALL"/></font></td></tr><tr><td>\n\t${text}\n</td></tr></table>`;
  const page = parseHtml(
    '<html><head><title>Commands</title></head><body><h1>Commands</h1><p>All of them.</p>' +
      card('cd', 'void cd ( String pathname )', 'Change working directory.') +
      card('eval', 'Object eval ( String expression )', 'Evaluate the string in the current interpreter.<pre>eval("b=a*2");</pre>') +
      '<p>Then a box.</p>' +
      card('top', 'Summary', 'A lone box.') +
      '</body></html>',
  );
  assert.deepEqual(outline(page), [
    [1, 'Commands', undefined],
    [2, 'cd', 'cd'],
    [2, 'eval', 'eval'],
    [1, 'Commands', undefined],
  ]);
  assert.deepEqual(blockTexts(page.sections[2]!), ['Object eval ( String expression )', 'Evaluate the string in the current interpreter.', 'eval("b=a*2");']);
  assert.match(allText(page), /top[^]*Summary[^]*A lone box\./);
});

test("a hand-written manual's bars of links are navigation: links along the manual, a menu of links into the page by letter, a letter's jump row to the top; links to API entries, a sentence's links and linked paragraphs stay", () => {
  const page = parseHtml(
    '<html><body>' +
      '<table border=0><tr valign="top"><td align="left" width="50%">[Prev:&nbsp;<a href="sort.html">SORT</a>]</td><td><nobr>[<a href="../resources.html#spammode">Resources</a>][<a href="../mhonarc.html">TOC</a>]</nobr></td><td align="right" width="50%">[Next:&nbsp;<a href="ssmarkup.html">SSMARKUP</a>]</td></tr></table>\n' +
      '<table cellspacing="10"><tr><td align="center"><a href="http://www.beanshell.org/"><img src="home.gif"/><br/>Home</a></td><td><a href="credit.html"><img src="back.gif"/><br/>Back</a></td><td align="center"><a href="contents.html"><img src="up.gif"/><br/>Contents</a></td><td><img src="next.gif"/><br/>Next</td></tr></table>\n' +
      '<h1>Configuring</h1>\n<p>\n<b>Menu:</b><br>\n<span class="cmenu"><b><a href="#global">&nbsp;All global settings:&nbsp;</a></b></span><br>\n<span class="cmenu"><span class="letter">A</span>\n<a href="#g_admin_to">&nbsp;admin_to&nbsp;</a>&nbsp;\n<a href="#g_alarmhandler">&nbsp;alarmhandler&nbsp;</a>&nbsp;\n<span class="letter">B</span>\n<a href="#g_blacklist">&nbsp;blacklist&nbsp;</a>&nbsp;</span></p>\n' +
      '<p>The config file is /etc/smsd.conf.</p>\n' +
      '<table width="100%"><tr><td><span class="letter">R</span></td><td width=100%><hr></td><td><span class="cmenu"><a href="#top">&nbsp;top&nbsp;</a></span></td></tr></table>\n' +
      '<p><a href="#turtle.bk"><code>bk()</code></a> | <a href="#turtle.back"><code>back()</code></a> | <a href="#turtle.up"><code>up()</code></a></p>\n' +
      '<p>See <a href="#a">the global part</a> and <a href="#b">the modem part</a>, or <a href="#c">the examples</a>.</p>\n' +
      '<div class="list-group"><a href="#" class="list-group-item"><h6>Item heading</h6><p>Some content.</p></a><a href="#" class="list-group-item"><h6>Second</h6><p>More.</p></a><a href="#" class="list-group-item">Third</a></div>\n' +
      '</body></html>',
  );
  const text = allText(page);
  assert.doesNotMatch(text, /Prev|SSMARKUP|Home|Contents|Menu|admin_to|top/);
  assert.match(text, /The config file is \/etc\/smsd\.conf\./);
  assert.match(text, /`bk\(\)` \| `back\(\)` \| `up\(\)`/);
  assert.match(text, /See the global part and the modem part, or the examples\./);
  assert.match(text, /Item heading[^]*Some content\./);
});

test("a one-cell box of text in a monospace font, its lines separated by line breaks, is code, its lines kept; a one-line box or one in a proportional font stays text", () => {
  const blocks = mainBlocks(
    '<p>More complex example:</p><table border=1 bgcolor=lightgrey><TR><TD>\n<font face="Courier New, Courier, monospace">\nTo: 491721234567<br>\nFlash: yes<br>\n<br>\nHello Stefan,\nhow are you?\n</font>\n</TD></TR></table>' +
      '<div><tt>&nbsp;smsd&nbsp;-c&nbsp;/etc/smsd.conf<br>&nbsp;&nbsp;smsd -s</tt></div>' +
      '<table><tr><td><font face="Courier">alphabet = ISO</font></td></tr></table>' +
      '<table><tr><td><font face="Arial">First line<br>Second line</font></td></tr></table>',
  );
  assert.deepEqual(blocks, [
    'More complex example:',
    '[undefined] To: 491721234567\nFlash: yes\n\nHello Stefan, how are you?',
    '[undefined] smsd -c /etc/smsd.conf\n smsd -s',
    'alphabet = ISO',
    'First line Second line',
  ]);
});

test("a list whose items each open with a code term on a line of its own is a list of entries; terms alone share the next explanation; code that runs on in its line stays a bullet", () => {
  const page = parseHtml(
    '<html><body><h2><a name="2.3">2.3. Common Options</a></h2><p>Options of every mode.</p>\n<ul>\n' +
      '<li><samp>-C</samp><br>\nOutput also comments in source code.<br><br>\n' +
      '<li><samp>-D &lt;macro&gt;[=[&lt;value&gt;]]</samp><br>\n<li><samp>-D &lt;macro(a,b)&gt;[=[&lt;value&gt;]]</samp><br>\nDefine a macro named "macro".<br>\n' +
      '<li><samp>-MP</samp><br>\n"Phony targets" are also output.\n<pre>test.h:</pre>\n</ul>\n<p>See also 2.4.</p>\n' +
      '<ul><li><code>foo</code> does one thing.<li><code>bar</code> does another.<li><code>baz</code> does a third.</ul></body></html>',
  );
  assert.deepEqual(outline(page), [
    [2, '2.3. Common Options', '2.3'],
    [3, '-C', undefined],
    [3, '-D <macro>[=[<value>]], -D <macro(a,b)>[=[<value>]]', undefined],
    [3, '-MP', undefined],
    [2, '2.3. Common Options', '2.3'],
  ]);
  assert.deepEqual(blockTexts(page.sections[2]!), ['Define a macro named "macro".']);
  assert.deepEqual(blockTexts(page.sections[3]!), ['"Phony targets" are also output.', 'test.h:']);
  assert.deepEqual(blockTexts(page.sections[4]!), ['See also 2.4.', '- `foo` does one thing.\n- `bar` does another.\n- `baz` does a third.']);
  // Mostly terms alone (a list of names), or terms alone at the end with nothing to share, stay a list.
  const names = parseHtml('<html><body><h2>Files</h2><ul><li><code>a.c</code><br><li><code>b.c</code><br><li><code>c.c</code><br>The sources.</ul></body></html>');
  assert.deepEqual(outline(names), [[2, 'Files', undefined]]);
});

test("a hand-written manual's lines of emphasis each over an indent without list items are entries, anchored or not, each ending with its indent; two, or a sentence over a quote, are not", () => {
  const page = parseHtml(
    '<html><body><h3>DESCRIPTION</h3>\nThe audio command gets properties of audio devices.\n<p>\n<b>snack::audio active</b>\n<ul>Returns 1 or 0.</ul>\n' +
      '<a NAME="latency"></a><b>snack::audio playLatency</b>\n<ul>Sets/queries how much sound is queued.</ul>\n' +
      '<b>snack::audio pause</b>\n<ul>Toggles between pause/play.</ul>\n' +
      '<a NAME="scut"></a><i>soundName </i><b>cut start end</b>\n<ul>Cuts the given range.</ul>\n' +
      '<p>In April 2006, <b>mcpp</b> moved to:</p><blockquote><p>Somewhere.</p></blockquote>\n<p>All of them return at once.</body></html>',
  );
  assert.deepEqual(outline(page), [
    [3, 'DESCRIPTION', undefined],
    [4, 'snack::audio active', undefined],
    [4, 'snack::audio playLatency', 'latency'],
    [4, 'snack::audio pause', undefined],
    [4, 'soundName cut start end', 'scut'],
    [3, 'DESCRIPTION', undefined],
  ]);
  assert.deepEqual(blockTexts(page.sections[3]!), ['Toggles between pause/play.']);
  assert.deepEqual(blockTexts(page.sections[5]!), ['In April 2006, mcpp moved to:', 'Somewhere.', 'All of them return at once.']);
  // Two are no reference: the lines stay the section's text.
  const two = parseHtml('<html><body><h3>DESCRIPTION</h3><b>a b</b><ul>One.</ul><b>c d</b><ul>Two.</ul></body></html>');
  assert.deepEqual(outline(two), [[3, 'DESCRIPTION', undefined]]);
});

test("a hand-written page's contents as a definition list of links is navigation, and so is a link into the page alone on a line of the page's flow; a link in a sentence stays", () => {
  const page = parseHtml(
    '<html><body><h1>MANUAL</h1><div align="center"><h2>Contents</h2></div>\n<dl><dt><a name="toc.1" href="#1">1. Overview</a>\n<dd><a href="#1.1">1.1. High Portability</a>\n<br>\n<br>\n' +
      '<dt><a href="#2">2. Invocation Options</a>\n<dd><dl><dt><a href="#2.1">2.1. Two Kinds of Build</a>\n<dd><a href="#2.1.1">2.1.1. Modes</a></dl>\n<br>\n</dl>\n' +
      '<h2><a name="1">1. Overview</a></h2><p>mcpp is a C preprocessor.</p>\n' +
      '<div>NAME\n<br>&nbsp;&nbsp; snack::sound - Create sounds\n<br><a href="#SYNOPSIS">SYNOPSIS</a>\n<br><a href="#DESCRIPTION">DESCRIPTION</a>\n<br>&nbsp; <a href="#sfile">snack::sound ?name? ?-load filename?</a>\n<br></div>\n' +
      '<div>See <a href="#1">the overview</a> first.</div></body></html>',
  );
  assert.deepEqual(outline(page), [
    [1, 'MANUAL', undefined],
    [2, '1. Overview', '1'],
  ]);
  assert.deepEqual(blockTexts(page.sections[1]!), ['mcpp is a C preprocessor.', 'NAME snack::sound - Create sounds', 'See the overview first.']);
});

test("several man pages on one page: each NAME heading is titled by its page's name, the sections in capitals after it one level below; a page of one keeps NAME", () => {
  const manPage = (id: string, name: string) => `<hr><h3><a NAME="${id}"></a>NAME</h3>\n${name} - Does ${id} things\n<h3>SYNOPSIS</h3>\n${name} ?arg?\n<h3>DESCRIPTION</h3>\nThe ${id} command.\n`;
  const page = parseHtml(
    `<html><body><h1>Snack manual</h1>${manPage('audio', 'snack::audio')}${manPage('debug', 'snack-debug')}<h3><a name="defpack"></a>Standard extension packages</h3>\nThe packages.</body></html>`,
  );
  assert.deepEqual(outline(page), [
    [1, 'Snack manual', undefined],
    [3, 'snack::audio', 'audio'],
    [4, 'SYNOPSIS', undefined],
    [4, 'DESCRIPTION', undefined],
    [3, 'snack-debug', 'debug'],
    [4, 'SYNOPSIS', undefined],
    [4, 'DESCRIPTION', undefined],
    [3, 'Standard extension packages', 'defpack'],
  ]);
  assert.deepEqual(blockTexts(page.sections[1]!), ['snack::audio - Does audio things']);
  const one = parseHtml(`<html><body><h1>ls</h1>${manPage('ls', 'ls')}</body></html>`);
  assert.deepEqual(outline(one), [[1, 'ls', undefined], [3, 'NAME', 'ls'], [3, 'SYNOPSIS', undefined], [3, 'DESCRIPTION', undefined]]);
});

test("Epydoc: a summary row of a member the page details goes (its header with the last); the tables' header rows are sections below the page's title, and the docstring's headings too", () => {
  const summaryRow = (name: string, line: string) =>
    `<tr><td class="summary"><span class="summary-type">&nbsp;</span></td><td class="summary"><table><tr><td><span class="summary-sig"><a href="m.DB-class.html#${name}" class="summary-sig-name">${name}</a>(<span class="summary-sig-arg">self</span>)</span><br />${line}</td></tr></table></td></tr>`;
  const header = (title: string) => `<tr class="table-header"><td colspan="2" class="table-header"><span class="table-header">${title}</span></td></tr>`;
  const details = (name: string, line: string) =>
    `<a name="${name}"></a><div><table class="details"><tr><td><table><tr valign="top"><td><h3 class="epydoc"><span class="sig"><span class="sig-name">${name}</span>(self)</span></h3></td></tr></table><p>${line}</p></td></tr></table></div>`;
  const page = parseHtml(
    '<html><head><title>m.DB</title><link rel="stylesheet" href="epydoc.css" type="text/css" /></head><body>' +
      '<h1 class="epydoc">Class DB</h1><p>Interface of database abstraction.</p><h1 class="heading">Usage</h1><h2 class="heading">Opening</h2><p>Open it first.</p>' +
      `<a name="section-InstanceMethods"></a><table class="summary">${header('Instance Methods')}${summaryRow('add', 'Add a record.')}${summaryRow('close', 'Close the database file.')}</table>` +
      `<a name="section-ClassVariables"></a><table class="summary">${header('Class Variables')}<tr><td class="summary">&nbsp;</td><td class="summary"><a name="MSET"></a><span class="summary-name">MSET</span> = <code>0</code><br />merge mode: overwrite the existing value.</td></tr></table>` +
      `<a name="section-MethodDetails"></a><table class="details">${header('Method Details')}</table>` +
      details('add', 'Add a record. If the key exists, the record is not modified.') +
      details('close', 'Close the database file.') +
      '</body></html>',
  );
  assert.deepEqual(outline(page), [
    [1, 'Class DB', undefined],
    [2, 'Usage', undefined],
    [3, 'Opening', undefined],
    [2, 'Class Variables', 'section-ClassVariables'],
    [2, 'Method Details', 'section-MethodDetails'],
    [3, 'add(self)', 'add'],
    [3, 'close(self)', 'close'],
  ]);
  assert.doesNotMatch(allText(page), /Instance Methods/);
  assert.match(blockTexts(page.sections[3]!).join('\n'), /MSET = `0` merge mode: overwrite the existing value\./);
});

test("JSDoc: a member's h5 labels and its parameters' table are its text, not sections or entries; Methods stands beside the Constructor", () => {
  const params = (names: string[]) =>
    '<table class="params"><thead><tr><th>Name</th><th>Type</th><th class="last">Description</th></tr></thead><tbody>' +
    names.map((n) => `<tr><td class="name"><code>${n}</code></td><td class="type"><span class="param-type">int</span></td><td class="description last">the ${n} of the focal gridpoint in the grid</td></tr>`).join('') +
    '</tbody></table>';
  const page = parseHtml(
    '<html><head><title>JSDoc: Class: Gridmodel</title><link type="text/css" rel="stylesheet" href="styles/jsdoc-default.css"></head><body><div id="main"><h1 class="page-title">Class: Gridmodel</h1>' +
      '<section><article><h2>Constructor</h2><h4 class="name" id="Gridmodel">new Gridmodel<span class="signature">(name)</span></h4><div class="description">Makes a grid.</div>' +
      '<h3 class="subsection-title">Methods</h3>' +
      `<h4 class="name" id="countNeighbours">countNeighbours<span class="signature">(grid, col, row, val)</span></h4><div class="description">Count the neighbours with val.</div><h5>Parameters:</h5>${params(['grid', 'col', 'row', 'val'])}<h5>Returns:</h5><div class="param-desc">The number of neighbours.</div>` +
      `<h4 class="name" id="getNeighbour">getNeighbour<span class="signature">(grid, col, row, direction)</span></h4><div class="description">Get a neighbour.</div><h5>Parameters:</h5>${params(['grid', 'col', 'row', 'direction'])}` +
      '</article></section></div></body></html>',
  );
  assert.deepEqual(outline(page).map(([level, heading]) => [level, heading]), [
    [1, 'Class: Gridmodel'],
    [2, 'Constructor'],
    [4, 'new Gridmodel(name)'],
    [2, 'Methods'],
    [4, 'countNeighbours(grid, col, row, val)'],
    [4, 'getNeighbour(grid, col, row, direction)'],
  ]);
  const count = blockTexts(page.sections[4]!).join('\n');
  assert.match(count, /Parameters:\n.*\n`grid` \| int \| the grid of the focal gridpoint in the grid/);
  assert.match(count, /Returns:\nThe number of neighbours\./);
  assert.match(blockTexts(page.sections[5]!).join('\n'), /`direction` \| int \| the direction of the focal gridpoint/);
});

test("numpydoc's parameters (a field's own list: name, type, text) are the field's lines, each type after its name and a colon", () => {
  const param = (name: string, type: string, text: string) => `<dt><strong>${name}</strong><span class="classifier">${type}</span></dt><dd><p>${text}</p></dd>`;
  const fn = (name: string) => `<dl class="py function"><dt class="sig sig-object py" id="bn.${name}"><span class="sig-name descname">${name}</span>(a, window)</dt><dd><p>Moving window ${name}.</p>
    <dl class="field-list simple"><dt class="field-odd">Parameters</dt><dd class="field-odd"><dl class="simple">${param('a', 'ndarray', 'Input array. If a is not an array, a conversion is attempted.')}${param('window', 'int', 'The number of elements in the moving window.')}${param('axis', 'int, optional', 'The axis over which the window is moved; by default the last axis.')}</dl></dd></dl></dd></dl>`;
  const page = parseHtml(`<html><body><main><h1>Moving window functions</h1>${fn('move_mean')}${fn('move_std')}</main></body></html>`);
  assert.deepEqual(page.sections.map((s) => s.heading), ['Moving window functions', 'move_mean(a, window)', 'move_std(a, window)']);
  for (const s of page.sections.slice(1)) assert.ok(blockTexts(s).includes('window : int: The number of elements in the moving window.'), s.heading);
});

test("YARD's method entries without the implementation listed under them and without the summaries' collapse toggle", () => {
  const page = parseHtml(`<html><head><title>Class: Cri::Command — Documentation by YARD 0.9.28</title></head><body><div id="content"><h1>Class: Cri::Command</h1>
    <h2>Instance Method Summary <small><a href="#" class="summary_toggle">collapse</a></small></h2><ul class="summary"><li class="public"><span class="summary_signature"><a href="#run-instance_method">#run</a></span><span class="summary_desc"><div class="inline"><p>Runs the command.</p></div></span></li></ul>
    <div id="instance_method_details" class="method_details_list"><h2>Instance Method Details</h2><div class="method_details first"><h3 class="signature first" id="run-instance_method">#<strong>run</strong>(opts_and_args)  ⇒ <tt>void</tt></h3>
    <div class="docstring"><div class="discussion"><p>Runs the command with the given command-line arguments.</p></div></div><div class="tags"></div>
    <table class="source_code"><tr><td><pre class="lines">\n\n305\n306</pre></td><td><pre class="code"><span class="info file"># File 'lib/cri/command.rb', line 305</span>\n<span class='kw'>def</span> run(opts_and_args)\n  raise NoCommandGivenError if default_subcommand_name.nil?\n<span class='kw'>end</span></pre></td></tr></table></div></div></div></body></html>`);
  const text = allText(page);
  assert.match(text, /Runs the command with the given command-line arguments/);
  assert.doesNotMatch(text, /default_subcommand_name|NoCommandGivenError|lib\/cri\/command\.rb|\b305\b/);
  assert.ok(page.sections.every((s) => !/collapse/.test(s.heading)), page.sections.map((s) => s.heading).join(' | '));
});

test("pandoc's title block: the author and date headings under the title are lines of the page's text, not sections", () => {
  const page = parseHtml(`<html><head><title>From base R</title></head><body><div class="container-fluid main-container">
    <h1 class="title toc-ignore">From base R</h1><h4 class="author">Sara Stoudt</h4><h4 class="date">2022-08-20</h4>
    <p>This vignette compares stringr functions to their base R equivalents.</p>
    <div id="overall-differences" class="section level1"><h1>Overall differences</h1><p>stringr functions start with str_.</p></div>
    <div id="by-hand" class="section level1"><h1>By hand</h1><h4 class="author">Not a title block</h4><p>A line.</p></div></div></body></html>`);
  const headings = page.sections.map((s) => s.heading);
  assert.ok(!headings.includes('Sara Stoudt') && !headings.includes('2022-08-20'), headings.join(' | '));
  const opening = page.sections.find((s) => s.blocks.some((b) => b.type === 'text' && /compares stringr functions/.test(b.text)));
  assert.equal(opening?.heading, 'From base R');
  assert.ok(headings.includes('Not a title block'), headings.join(' | '));
});

test("LDoc's Parameters:, Returns: and Usage: headings inside a function's definition are lines of its entry, not sections", () => {
  const fn = (name: string, sig: string, text: string, param: string, usage: string) => `<dt><a name="${name}"></a><strong>${sig}</strong></dt>
    <dd>${text}<h3>Parameters:</h3><ul><li><span class="parameter">t</span> ${param}</li></ul><h3>Returns:</h3><ol>the table read only (a proxy).</ol>
    <h3>Usage:</h3><ul><pre class="example">${usage}</pre></ul></dd>`;
  const page = parseHtml(`<html><head><title>Penlight</title></head><body><div id="content"><h1>Module <code>pl.tablex</code></h1><h2 class="section-header"><a name="Functions"></a>Functions</h2>
    <dl class="function">${fn('readonly', 'readonly (t)', 'modifies a table to be read only.', 'A table', 'local t = readonly(cfg)')}${fn('makeset', 'makeset (t)', 'make a set from a list.', 'A list-like table', 'makeset {1, 2}')}</dl></div></body></html>`);
  assert.deepEqual(page.sections.map((s) => s.heading).slice(-2), ['readonly (t)', 'makeset (t)']);
  const readonly = page.sections.find((s) => s.heading === 'readonly (t)')!;
  const text = readonly.blocks.map((b) => (b.type === 'text' ? b.text : b.code)).join('\n');
  assert.match(text, /Parameters:[\s\S]*A table[\s\S]*Returns:[\s\S]*read only \(a proxy\)[\s\S]*readonly\(cfg\)/);
  assert.doesNotMatch(text, /list-like|makeset/);
  // A heading with an anchor of its own inside a definition is a place to link to: a sub-section of the entry.
  const entry = (name: string, inside = '') =>
    `<dt><a name="${name}"></a><strong>${name} (opts)</strong></dt><dd>Does the ${name} step for the whole project and reports what it changed.${inside}<p>Use the system's package manager for this.</p></dd>`;
  const anchored = parseHtml(`<html><body><div id="content"><h1>Module demo</h1><dl class="function">${entry('install', '<h4 id="install-linux">On Linux</h4>')}${entry('update')}${entry('remove')}</dl></div></body></html>`);
  assert.ok(anchored.sections.some((s) => s.heading === 'On Linux' && s.anchor === 'install-linux'), anchored.sections.map((s) => s.heading).join(' | '));
});

test("Scribble's chrome (Racket's manuals): the contents beside the page, its \"On this page:\" list, the version box and the prev/up/next bars go", () => {
  const page = parseHtml(`<html><head><title>2 Growable Vectors</title></head><body><div class="tocset"><div class="tocview"><table><tr><td>1</td><td><a href="q.html" class="tocviewlink">Imperative Queues</a></td></tr></table></div>
    <div class="tocsub"><div class="tocsubtitle">On this page:</div><table><tr><td><a href="#x" class="tocsublink"><span class="RktSym">make-gvector</span></a></td></tr></table></div></div>
    <div class="maincolumn"><div class="main"><div class="versionbox"><span class="version">8.7</span></div><div class="navsettop"><span class="navleft"><a href="../index.html">top</a></span><span class="navright"><a href="q.html">&larr; prev</a> <a href="index.html">up</a></span></div>
    <h3>2 <a name="(part._gvector)"></a>Growable Vectors</h3><p>A growable vector (gvector) is a mutable sequence whose length can change over time.</p>
    <div class="navsetbottom"><span class="navright"><a href="o.html">next &rarr;</a></span></div></div></div></body></html>`);
  assert.deepEqual(page.sections.map((s) => [s.heading, blockTexts(s)]), [['2 Growable Vectors', ['A growable vector (gvector) is a mutable sequence whose length can change over time.']]]);
});

test("a table row of Scribble's code whose identifiers are all links is a line, not navigation; a row of plain links still goes", () => {
  const sym = (name: string) => `<span class="RktSym"><a href="../reference/x.html#${name}" class="RktValLink Sq">${name}</a></span>`;
  assert.deepEqual(
    mainBlocks(
      `<table class="argcontract"><tr><td><span class="RktPn">(</span>${sym('-&gt;')} ${sym('any/c')} ${sym('void?')}<span class="RktPn">)</span></td></tr></table>` +
        `<table><tr><td><span class="RktPn">(</span><span class="RktSym"><a href="#p" class="RktValDef RktValLink">postgresql-connect</a></span></td></tr></table>` +
        `<table><tr><td><a href="a.html">Queues</a></td></tr><tr><td><a href="b.html">Heaps</a></td></tr></table>`,
    ),
    ['(-> any/c void?)', '(postgresql-connect'],
  );
});
