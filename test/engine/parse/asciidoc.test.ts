/**
 * AsciiDoc sources (`.adoc`): read as Asciidoctor would write them, through the HTML reader. Each case is what a real
 * source holds (git-lfs' man pages, openQA's manual, Asciidoctor's own README and syntax reference).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFile } from '../../../src/engine/parse/index.ts';
import type { Block, ParsedPage } from '../../../src/engine/types.ts';

const parse = (text: string, file = 'guide.adoc'): ParsedPage => parseFile(file, text)!;
const outline = (page: ParsedPage): [number, string, string | undefined][] => page.sections.map((s) => [s.level, s.heading, s.anchor]);
const texts = (page: ParsedPage): string[] => page.sections.flatMap((s) => s.blocks.filter((b): b is Extract<Block, { type: 'text' }> => b.type === 'text').map((b) => b.text));
const section = (page: ParsedPage, heading: string) => page.sections.find((s) => s.heading === heading)!;

test('.adoc and .asciidoc files are AsciiDoc; the title is the document title, and its header (author, attributes) is not text', () => {
  const source = '= Widget Guide\nJane Doe <jane@example.org>\nv1.2, 2024-01-01\n:toc: left\n\nWidgets for servers.\n\n== Install\n\nRun the installer.\n';
  for (const file of ['guide.adoc', 'Guide.asciidoc']) {
    const page = parse(source, file);
    assert.equal(page.title, 'Widget Guide');
    // As in Asciidoctor's page, the title heads the page, not a section: the text before the first section is the page's own.
    assert.deepEqual(outline(page), [
      [0, '', undefined],
      [2, 'Install', '_install'],
    ]);
    assert.deepEqual(texts(page), ['Widgets for servers.', 'Run the installer.']);
  }
});

test("section ids are Asciidoctor's: generated from the title, or given by [[id]], [#id] or [id=...]; a repeated title gets _2; idprefix and idseparator change them", () => {
  const page = parse('= T\n\n== Include and exclude\n\nx\n\n[[custom]]\n== Named\n\ny\n\n[#other.role]\n=== Shorthand\n\nz\n\n== Include and exclude\n\nw\n');
  assert.deepEqual(outline(page), [
    [2, 'Include and exclude', '_include_and_exclude'],
    [2, 'Named', 'custom'],
    [3, 'Shorthand', 'other'],
    [2, 'Include and exclude', '_include_and_exclude_2'],
  ]);
  const antora = parse('= T\n:idprefix:\n:idseparator: -\n\n== Getting Started Fast\n\nx\n');
  assert.deepEqual(outline(antora)[0], [2, 'Getting Started Fast', 'getting-started-fast']);
});

test('listing blocks keep their language ([source,lang], a fence, :source-language:), lose their callout marks, and a block title introduces them', () => {
  const page = parse(
    [
      '= T', ':source-language: ruby', '', '== Code', '', '.Install the gem', '[source,sh]', '----', 'gem install widget # <1>', '----', '<1> Installs it.', '',
      '[source]', '-------', 'puts Widget.new // <2>', '-------', '', '```js', 'widget.build();', '```', '', '....', 'literal  text', '....',
    ].join('\n'),
  );
  assert.deepEqual(section(page, 'Code').blocks, [
    { type: 'text', text: 'Install the gem' },
    { type: 'code', code: 'gem install widget', lang: 'sh' },
    { type: 'text', text: '1. Installs it.' },
    { type: 'code', code: 'puts Widget.new', lang: 'ruby' },
    { type: 'code', code: 'widget.build();', lang: 'js' },
    { type: 'code', code: 'literal  text' },
  ]);
});

test("a man page's options (terms sharing a definition, the definition on the next lines) are entries of their own, and its NAME line joins the title", () => {
  const page = parse(
    [
      '= git-lfs-fetch(1)', '', '== NAME', '', 'git-lfs-fetch - Download all Git LFS files for a given ref', '', '== SYNOPSIS', '', '`git lfs fetch` [options]', '',
      '== OPTIONS', '', '`-I <paths>`::', '`--include=<paths>`::', '  Specify lfs.fetchinclude just for this invocation.', '`--recent`::',
      '  Download objects referenced by recent branches & commits.', '`--prune`::', '`-p`::', '  Prune old and unreferenced objects after fetching.',
    ].join('\n'),
    'git-lfs-fetch.adoc',
  );
  assert.equal(page.title, 'git-lfs-fetch(1): git-lfs-fetch - Download all Git LFS files for a given ref');
  assert.deepEqual(
    page.sections.filter((s) => s.level === 3).map((s) => [s.heading, s.blocks]),
    [
      ['-I <paths>, --include=<paths>', [{ type: 'text', text: 'Specify lfs.fetchinclude just for this invocation.' }]],
      ['--recent', [{ type: 'text', text: 'Download objects referenced by recent branches & commits.' }]],
      ['--prune, -p', [{ type: 'text', text: 'Prune old and unreferenced objects after fetching.' }]],
    ],
  );
});

test('list items keep the blocks a + attaches, an indented literal after them, and lists nested by their marker; an attached paragraph ends at the next item', () => {
  const page = parse(
    [
      '= T', '', '== Steps', '', '* Create the bridge:', '+', '[source,sh]', '----', 'ip link add br1 type bridge', '----', '* Fetch the objects', '+',
      '`git lfs fetch`', '* Check it', '** with `status`', '** or with `ls-files`', '', '//-', '. first', '. second', '',
      'Hyphenation::', 'Install the gem:', '', ' $ gem install text-hyphen', '', 'Optimization::', 'Install rghost.',
    ].join('\n'),
  );
  const blocks = section(page, 'Steps').blocks;
  assert.deepEqual(blocks[0], { type: 'text', text: '- Create the bridge:' });
  assert.deepEqual(blocks[1], { type: 'code', code: 'ip link add br1 type bridge', lang: 'sh' });
  const rest = blocks.slice(2).map((b) => (b.type === 'code' ? `[${b.code}]` : b.text)).join('\n');
  assert.match(rest, /- Fetch the objects\n\s*`git lfs fetch`\n- Check it\n\s+- with `status`\n\s+- or with `ls-files`/);
  // Without the comment the ordered list would be nested in the last item, as Asciidoctor nests it.
  assert.match(rest, /`ls-files`\n1\. first\n2\. second/);
  assert.match(rest, /Hyphenation\n\s*Install the gem:\n\[\$ gem install text-hyphen\]\nOptimization\n\s*Install rghost\./);
});

test("code keeps the character references it shows (an HTML example's &amp;); prose reads them as the characters they name", () => {
  const page = parse('= T\n\n[source,html]\n----\n<p>a &amp; b &lt;</p>\n----\n\nProse &#8217; and &amp; here.\n');
  assert.deepEqual(page.sections.flatMap((s) => s.blocks), [
    { type: 'code', code: '<p>a &amp; b &lt;</p>', lang: 'html' },
    { type: 'text', text: 'Prose ’ and & here.' },
  ]);
});

test('admonitions read as prose led by their kind, in a paragraph or a block', () => {
  const page = parse('= T\n\n== Notes\n\nNOTE: Snapshots need QEMU.\n\n[WARNING]\n====\nNever run it as root.\n====\n\n.Tip title\nTIP: Use a cache.\n');
  assert.deepEqual(texts(page), ['Note: Snapshots need QEMU.', 'Warning: Never run it as root.', 'Tip: Tip title', 'Use a cache.']);
});

test('tables: a header by its blank line or option, rows as wide as cols or the first line, cell specifiers and spans taken off', () => {
  const page = parse(
    ['= T', '', '== Codes', '', '|===', '|Code |Meaning', '', '|G00 |rapid feed', '|G01', '|linear feed', '2+|both at once', '|===', '', '[cols="1,1,1",options="header"]', '|===', '|a |b |c', 'a|1 >|2 |3', '|==='].join('\n'),
  );
  const [first, second] = section(page, 'Codes').blocks.map((b) => (b.type === 'text' ? b.text : ''));
  assert.match(first!, /Code \| Meaning\nG00 \| rapid feed\nG01 \| linear feed\nboth at once/);
  assert.match(second!, /a \| b \| c\n1 \| 2 \| 3/);
});

test('attributes: set, unset, read in text and monospace, left as written when unknown or escaped; literal text is not read', () => {
  const page = parse(
    [
      '= T', ':conf: ~/.config/app.conf', ':version: 2.0', ':gone: x', '', 'Edit `{conf}` for version {version}.', '', ':gone!:', 'Then {gone}, {unknown}, \\{version} and +{version}+.',
      '', '[source,sh,subs="attributes+"]', '----', 'install app-{version}', '----', '', '[source,sh]', '----', 'echo {version}', '----',
    ].join('\n'),
  );
  assert.deepEqual(texts(page), ['Edit `~/.config/app.conf` for version 2.0.', 'Then {gone}, {unknown}, {version} and {version}.']);
  assert.deepEqual(
    page.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'code').map((b) => b.type === 'code' && b.code),
    ['install app-2.0', 'echo {version}'],
  );
});

test('inline markup: quote marks come off (not inside names or code), links show their text, cross references the title they point to', () => {
  const page = parse(
    [
      '= T', '', '== Default remote', '', 'x', '', '== Usage', '',
      'Use *strong* and _emphasis_ and #marked# text, *`configure`* and `snake_case_name`, 2^31^ and H~2~O.',
      'See <<_default_remote>>, <<_default_remote,the remote>> and <<Default remote>>; read https://example.org/docs[the docs^] or link:guide.html[the guide].',
      'Press kbd:[Ctrl+C], pick menu:File[Save], note footnote:[A footnote.] and the "`quoted`" word.',
    ].join('\n'),
  );
  const [usage] = section(page, 'Usage').blocks.map((b) => (b.type === 'text' ? b.text : ''));
  assert.match(usage!, /^Use strong and emphasis and marked text, `configure` and `snake_case_name`, 2\^\(31\) and H_2O\./);
  assert.match(usage!, /See Default remote, the remote and Default remote; read the docs or the guide\./);
  assert.match(usage!, /Press `Ctrl\+C`, pick File > Save, note \(A footnote\.\) and the "quoted" word\./);
});

test('comments, preprocessor lines, images and other block macros are not text; both branches of a condition are', () => {
  const page = parse(
    ['= T', '', '// a comment', '////', 'a block comment', '////', 'include::partials/setup.adoc[]', 'ifdef::env-github[]', 'On GitHub.', 'endif::[]', 'ifndef::env-github[]', 'Elsewhere.', 'endif::[]', '', 'image::arch.png[Architecture]', 'toc::[]', '', 'The end.'].join('\n'),
  );
  assert.deepEqual(texts(page), ['On GitHub. Elsewhere.', 'The end.']);
});

test('a passthrough block of HTML is read for its text: an element or comment it leaves open, or a stray end tag, does not take the page after it', () => {
  for (const html of ['<script>var x = 1;', '<!-- open', '<iframe src="x">', '</div></body></html>', '<plaintext>', '<![CDATA[ x']) {
    const page = parse(`= T\n\n== A\n\n++++\n<p>Kept <b>words</b>.</p>\n${html}\n++++\n\n== B\n\nStill read.\n`);
    assert.deepEqual(section(page, 'B').blocks, [{ type: 'text', text: 'Still read.' }], html);
    assert.match(texts(page)[0]!, /^Kept words \./, html);
  }
});

test('attributes built from each other grow a page by a bounded amount; blocks nested past a depth are read as text', () => {
  const entries = [':a0: xxxxxxxxxx', ...Array.from({ length: 30 }, (_, i) => `:a${i + 1}: {a${i}}{a${i}}`)];
  const text = `= T\n${entries.join('\n')}\n\n${'{a30} '.repeat(5000)}\n`;
  const page = parse(text);
  const length = texts(page).join('').length;
  assert.ok(length < 3_000_000, `${length} characters`);
  // 40 example blocks inside each other: from the 17th on, the lines are shown as they are, delimiters included.
  const nested = `= T\n\n${Array.from({ length: 40 }, (_, i) => '='.repeat(4 + i)).join('\n')}\ninner text\n`;
  const blocks = parse(nested).sections.flatMap((s) => s.blocks);
  assert.ok(blocks.some((b) => b.type === 'code' && b.code.startsWith('='.repeat(21)) && b.code.endsWith('inner text')), JSON.stringify(blocks));
});

test("ccache's configuration options: one term each after its [#id], the definition after a blank line and indented, are entries with their anchors; a verse synopsis keeps its lines", () => {
  const page = parse(
    [
      '= ccache(1)', '', '== Synopsis', '', '[verse]', '*ccache* [_options_]', '*ccache* _compiler_ [_compiler options_]', '', '== Configuration', '',
      '[#config_base_dir]', '*base_dir* (*CCACHE_BASEDIR*)::', '', '    This option should be an absolute path to a directory. See <<Configuration>>', '    and <https://ccache.dev>.', '',
      '[#config_cache_dir]', '*cache_dir* (*CCACHE_DIR*)::', '', '    This option specifies where ccache will keep its cached compiler outputs.',
    ].join('\n'),
  );
  assert.deepEqual(section(page, 'Synopsis').blocks, [{ type: 'code', code: 'ccache [options]\nccache compiler [compiler options]' }]);
  assert.deepEqual(
    page.sections.filter((s) => s.level === 3).map((s) => [s.heading, s.anchor, s.blocks]),
    [
      ['base_dir (CCACHE_BASEDIR)', 'config_base_dir', [{ type: 'text', text: 'This option should be an absolute path to a directory. See Configuration and https://ccache.dev.' }]],
      ['cache_dir (CCACHE_DIR)', 'config_cache_dir', [{ type: 'text', text: 'This option specifies where ccache will keep its cached compiler outputs.' }]],
    ],
  );
});

test("AsciiDoc written as .txt (git's Documentation/*.txt) is read as AsciiDoc; plain text and reStructuredText with an underlined title are not", () => {
  const git = ['git-add(1)', '==========', '', 'NAME', '----', 'git-add - Add file contents to the index', '', 'SYNOPSIS', '--------', '[verse]',
    "'git add' [--verbose | -v] [--dry-run | -n]", '', 'DESCRIPTION', '-----------', 'This command updates the index.'].join('\n');
  const page = parse(git, 'Documentation/git-add.txt');
  assert.equal(page.title, 'git-add(1): git-add - Add file contents to the index');
  // An underlined document title is AsciiDoc's older dialect, read in compatibility mode: 'git add' is emphasis.
  assert.deepEqual(section(page, 'SYNOPSIS').blocks, [{ type: 'code', code: 'git add [--verbose | -v] [--dry-run | -n]' }]);
  // Without a mark only AsciiDoc writes, an underlined title is plain text's too: `*` and `_` stay as written.
  const plain = parse('Widget\n======\n\nInstall it with *care* and read_me first.\n', 'README.txt');
  assert.ok(texts(plain).some((t) => t.includes('*care* and read_me')), JSON.stringify(plain));
  // reST's docinfo field (`:Author: Jane`) looks like an attribute entry; its directive says reST.
  const rst = parse('Widget\n======\n\n:Author: Jane\n\n.. note::\n\n   Careful.\n', 'guide.txt');
  assert.ok(texts(rst).some((t) => t.includes(':Author: Jane')), JSON.stringify(rst));
});

test('tables: cells styled a are AsciiDoc of their own (a list, a listing), rows spanned from above hold fewer cells, and the first cell may have a specifier', () => {
  const page = parse(['= T', '', '[cols="1,2a"]', '|===', '|type', '|The type.', '', '* 1 GHz', '* 512 MB', '', '----', 'type = ldap;', '----', '|==='].join('\n'));
  assert.deepEqual(page.sections.flatMap((s) => s.blocks).slice(-2), [
    { type: 'text', text: '- 1 GHz\n- 512 MB' },
    { type: 'code', code: 'type = ldap;' },
  ]);
  const spans = parse(['= T', '', '|===', '|A |B |C', '', '.2+|x |y |z', '|w |v', '|==='].join('\n'));
  assert.deepEqual(texts(spans), ['A | B | C\nx | y | z\nw | v']);
});

test("lists: a + before a blank line attaches nothing (the next term is a sibling, not nested); links to other pages stay as their text", () => {
  const page = parse(['= T', '', '== Variables', '', 'Cursors::', 'Which cursors.', '+', '----', 'Cursors { }', '----', '+', '', 'Color::', 'Which colors.', '', '== How-tos', '', 'This guide has three parts, read in order:', '', '. xref:prepare.adoc[Preparation]', '. xref:enable.adoc#start[Enabling]', '. <<test#,Testing>>'].join('\n'));
  const variables = section(page, 'Variables').blocks.map((b) => (b.type === 'code' ? `[${b.code}]` : b.text)).join('\n');
  assert.equal(variables, 'Cursors: Which cursors.\n[Cursors { }]\nColor: Which colors.');
  // As on the built site: links to other pages are the guide's parts (links to this page's sections would be its navigation).
  assert.deepEqual(section(page, 'How-tos').blocks.map((b) => b.type === 'text' && b.text), ['This guide has three parts, read in order:', '1. Preparation\n2. Enabling\n3. Testing']);
});

test('inline: "`quotes`" never across code spans, a footnote right after a word, bold inside words, a role without a dot, a bibliography label', () => {
  const page = parse(['= T', '', 'Either `"left"`, `"center"` or "`right`" and decodingfootnote:[Once.] with **D**efining, [red]#red# and [[[IFA]]] Interactive Fiction.'].join('\n'));
  assert.deepEqual(texts(page), ['Either `"left"`, `"center"` or "right" and decoding (Once.) with Defining, red and [IFA] Interactive Fiction.']);
});

test("compatibility mode (an underlined document title): 'emphasis' and +code+ read as the older dialect meant them; an attribute named with a space is an attribute", () => {
  const page = parse(['crm(8)', '======', ':man source: crm', '', 'OPTIONS', '-------', "*-f, --file*='FILE'::", '    Load commands from the given file, +-+ for stdin. It is the shell of {mansource}.'].join('\n'), 'crm.8.adoc');
  assert.deepEqual(page.sections.map((s) => [s.heading, s.blocks]), [
    ['OPTIONS', []],
    ['-f, --file=FILE', [{ type: 'text', text: 'Load commands from the given file, `-` for stdin. It is the shell of crm.' }]],
  ]);
});

test('a title line inside a block is text (but a discrete heading is a heading); a wrapped line that starts with a dot stays in its paragraph', () => {
  const page = parse(['= T', '', '== Real', '', '====', '== Chapter', 'Inside.', '====', '', 'After the block.', 'It converts', '.cvsignore files too.', '', '.Listing title', '----', 'code', '----'].join('\n'));
  assert.deepEqual(page.sections.map((s) => s.heading), ['Real']);
  assert.deepEqual(texts(page), ['== Chapter Inside.', 'After the block. It converts .cvsignore files too.', 'Listing title']);
});

test("code keeps its tabs (a Makefile's recipe); a quote's attribution is read from [,Author]", () => {
  const page = parse(['= T', '', '[source,make]', '----', 'all:', '\tcc -o x x.c', '----', '', '[,Ada Lovelace]', '____', 'It weaves patterns.', '____'].join('\n'));
  assert.deepEqual(page.sections.flatMap((s) => s.blocks), [
    { type: 'code', code: 'all:\n\tcc -o x x.c', lang: 'make' },
    { type: 'text', text: 'It weaves patterns.' },
    { type: 'text', text: '— Ada Lovelace' },
  ]);
});

test("control characters of the page do not act as the reader's marks: a NUL in a title, \\u0001 in an attribute", () => {
  const page = parse(['= Guide <<intro>>', ':x: \u00010\u0002', '', '[[intro]]', '== Intro', '', 'Value {x} and `code`.'].join('\n'));
  assert.equal(page.title, 'Guide Intro');
  assert.deepEqual(texts(page), ['Value 0 and `code`.']);
});

test('a copied cell (100*|x) is read once, however deep tables of copies nest', () => {
  const nested = '= T\n\n[separator=¦]\n|===\n100*a¦\n[separator=§]\n|====\n100*a§\n[separator=¤]\n|=====\n100*a¤ word\n|=====\n|====\n|===\n';
  const text = texts(parse(nested)).join(' ');
  assert.equal(text.match(/word/g)?.length, 1, text.slice(0, 200));
  const copies = parse(`= T\n\n|===\n${'100*|ab\n'.repeat(2000)}|===\n`);
  assert.equal(texts(copies).join(' ').match(/ab/g)?.length, 2000);
});

test('lines in brackets that are no block attributes stay text ([--verbose], [-q]); attribute lines start as Asciidoctor says', () => {
  const page = parse('= T\n\n== Usage\n\ntool [options] <file>\n[--verbose]\n[-h | --help]\n\n[-q]\n\n[.lead]\nLead text.\n');
  assert.deepEqual(texts(page), ['tool [options] <file> [--verbose] [-h | --help]', '[-q]', 'Lead text.']);
});

test('tables one row a line: csv with doubled quotes, dsv (:===, format=dsv), tsv', () => {
  const page = parse(['= T', '', '[%header,format=csv]', '|===', 'Name,Said', 'Ann,"He said ""hi"", twice"', '|===', '', ':===', 'alpha:first letter', 'beta:second letter', ':===', '', '[format=tsv]', '|===', 'x\tone', 'y\ttwo', '|==='].join('\n'));
  assert.deepEqual(texts(page), ['Name | Said\nAnn | He said "hi", twice', 'alpha | first letter\nbeta | second letter', 'x | one\ny | two']);
});

test("a two-line title's underline is within one character of it (Asciidoctor's rule): a listing under a short line is a listing", () => {
  const page = parse('= T\n\n== Build\n\nRun:\n------\nmake\n------\n\nTitle\n---\n\nText.\n');
  assert.deepEqual(page.sections.map((s) => s.heading), ['Build']);
  assert.deepEqual(page.sections[0]!.blocks.slice(0, 2), [{ type: 'text', text: 'Run:' }, { type: 'code', code: 'make' }]);
});

test("the document's header is its title, at most an author and a revision line, attribute entries and comments; the lines after are text", () => {
  const page = parse('= Guide\nThis guide explains.\nIt has parts.\nRead them in order.\n\n== Install\n\nRun it.\n');
  assert.deepEqual(texts(page), ['Read them in order.', 'Run it.']);
  const sogo = parse("Developer's Guide\n=================\n////\nA comment.\n////\n:robots:index,follow\n\nUI and UX\n---------\n\nText.\n");
  assert.deepEqual(sogo.sections.map((s) => [s.heading, s.blocks]), [['UI and UX', [{ type: 'text', text: 'Text.' }]]]);
});

test('closing title marks, literal cells, hard line breaks, checklists, a bare address before a full stop, a quoted link text', () => {
  const page = parse(
    ['= T', '', '== Marks ==', '', 'First line +', 'second line.', '', '* [x] done', '* [ ] open', '', 'See https://example.org/docs. And link:x.html["Text, with a comma",window=_blank].', '', '|===', 'l|keep   spacing', '|==='].join('\n'),
  );
  assert.deepEqual(page.sections.map((s) => s.heading), ['Marks']);
  const blocks = page.sections[0]!.blocks;
  // A hard line break ends a line the author chose, as the HTML reader reads Asciidoctor's <br>.
  assert.deepEqual(blocks, [
    { type: 'text', text: 'First line' },
    { type: 'text', text: 'second line.' },
    { type: 'text', text: '- done\n- open' },
    { type: 'text', text: 'See https://example.org/docs. And Text, with a comma.' },
    { type: 'code', code: 'keep   spacing' },
  ]);
});

test('a monospace column (cols="2m,5") is code, as Asciidoctor writes it; an escaped replacement (char\\->int, \\--) keeps its characters', () => {
  const page = parse(['= T', '', '== char\\->int', '', 'Maps a char\\->int, a\\-b, and \\-- a dash, not \\--verbose.', '', '[cols="2m,5"]', '|===', '|Attribute |Meaning', '', '|:span |The number of bytes.', '|===', ''].join('\n'));
  assert.deepEqual(page.sections.map((s) => s.heading), ['char->int']);
  assert.deepEqual(texts(page), ['Maps a char->int, a\\-b, and -- a dash, not \\--verbose.', 'Attribute | Meaning\n`:span` | The number of bytes.']);
});

test("a table headed Attribute names its rows' attributes: each row an entry, rows of empty cells between them spacers", () => {
  const rows = [':span |1 |The number of bytes this box will occupy in the row.', ':text-anchor |"middle" |Controls the horizontal alignment of the label text.', ':font-size |12 |The size of the font used to draw the label.', ':fill |none |The colour used to paint the inside of the box.'];
  const page = parse(['= T', '', '== Box Attributes', '', '[cols="2m,2m,5"]', '|===', '|Attribute |Default Value |Meaning', '', ...rows.flatMap((r) => [`|${r}`, '| | |']), '|==='].join('\n'));
  assert.deepEqual(page.sections.map((s) => s.heading), ['Box Attributes', ':span', ':text-anchor', ':font-size', ':fill']);
});
