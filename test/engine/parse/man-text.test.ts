import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFile } from '../../../src/engine/parse/index.ts';

/** A man page as `man` renders it (Postfix ships its manual like this, inside one `<pre>`). */
const PAGE = [
  'POSTMAP(1)                                                          POSTMAP(1)',
  '',
  'NAME',
  '       postmap - Postfix lookup table management',
  '',
  'SYNOPSIS',
  '       postmap [-bfq] [-c config_dir] file_name ...',
  '',
  'DESCRIPTION',
  '       The  postmap  command  creates or queries one or more Postfix look-',
  '       up tables, or updates an existing one. Each table has a format-',
  '       specific file; the format is specific to the table type.',
  '',
  'COMMAND-LINE ARGUMENTS',
  '       -b     Enable message body query mode. When reading lookup keys from',
  '              standard input, process the input as an email message.',
  '',
  '       -c config_dir',
  '              Read  the  main.cf  configuration  file  in  the named directory',
  '              instead of the default configuration directory.',
  '',
  '       -q key Search the specified maps for key and write the first value',
  '              found to the standard output stream. The exit status is zero when',
  '              the requested information was found. This works with every sys-',
  '              tem table.',
  '',
  'SEE ALSO',
  '       postconf(5), configuration parameters',
  '',
  '                                                                   POSTMAP(1)',
].join('\n');

const outline = (file: string, text: string) =>
  parseFile(file, text)!.sections.map((s) => `${'#'.repeat(s.level)} ${s.heading}: ${s.blocks.map((b) => (b.type === 'text' ? b.text : `[code] ${b.code}`)).join(' / ')}`);

const EXPECTED = [
  '## NAME: postmap - Postfix lookup table management',
  '## SYNOPSIS: postmap [-bfq] [-c config_dir] file_name ...',
  // A word broken at a line's end is joined again (look-up: "lookup" is a word of the page); a compound whose halves
  // are words of the page keeps its hyphen (format-specific).
  '## DESCRIPTION: The postmap command creates or queries one or more Postfix lookup tables, or updates an existing one. Each table has a format-specific file; the format is specific to the table type.',
  '## COMMAND-LINE ARGUMENTS: ',
  '### -b: Enable message body query mode. When reading lookup keys from standard input, process the input as an email message.',
  '### -c config_dir: Read the main.cf configuration file in the named directory instead of the default configuration directory.',
  // A word hyphenated at the end of a line is whole again.
  '### -q key: Search the specified maps for key and write the first value found to the standard output stream. The exit status is zero when the requested information was found. This works with every system table.',
  '## SEE ALSO: postconf(5), configuration parameters',
];

test('a man page rendered in an HTML pre: sections, and each option an entry of its own', () => {
  const html = `<html><head><title>Postfix manual - postmap(1)</title></head><body><pre>\n${PAGE.replace(/^([A-Z][A-Z -]+)$/gm, '<b>$1</b>')}\n</pre></body></html>`;
  assert.equal(parseFile('postmap.1.html', html)!.title, 'Postfix manual - postmap(1): postmap - Postfix lookup table management');
  assert.deepEqual(outline('postmap.1.html', html).map((l) => l.replace(/: $/, ': ')), EXPECTED);
});

test('a man page rendered as plain text reads the same way', () => {
  assert.deepEqual(outline('postmap.1.txt', PAGE).slice(0, EXPECTED.length).map((l) => l.replace(/^# /, '## ').replace(/^## (-)/, '### $1')), EXPECTED);
});

test('a pre that is not a man page stays code, and a short tagged list stays text', () => {
  const code = '<pre>NAME = 1\nDESCRIPTION = 2\n       indented()</pre>';
  assert.deepEqual(outline('code.html', `<h1>T</h1>${code}`), ['# T: [code] NAME = 1\nDESCRIPTION = 2\n       indented()']);
  const short = ['NAME', '       x - y', '', 'DESCRIPTION', '       Does x.', '', 'OPTIONS', '       -a     first option, explained', '', '       -b     second option, explained'].join('\n');
  assert.deepEqual(outline('x.txt', short), ['# NAME: x - y', '# DESCRIPTION: Does x.', '# OPTIONS: -a: first option, explained / -b: second option, explained']);
});

test("a man page's NAME line joins its title, also when the page header holding it is left out as chrome", () => {
  const asciidoc = [
    '<html><head><title>widget-tool(1)</title></head><body>',
    '<div id="header"><h1>widget-tool(1) Manual Page</h1><h2>NAME</h2><div class="sectionbody"><p>widget-tool -',
    '   Add widget contents to the index</p></div></div>',
    '<div id="content"><div class="sect1"><h2 id="_synopsis">SYNOPSIS</h2><div class="sectionbody"><pre>widget-tool [-n] file</pre></div></div>',
    '<div class="sect1"><h2 id="_description">DESCRIPTION</h2><div class="sectionbody"><p>Adds widgets.</p></div></div></div></body></html>',
  ].join('\n');
  const page = parseFile('widget-tool.html', asciidoc)!;
  assert.equal(page.title, 'widget-tool(1): widget-tool - Add widget contents to the index');
  assert.deepEqual(page.sections[0], { level: 2, heading: 'NAME', blocks: [{ type: 'text', text: 'widget-tool - Add widget contents to the index' }] });
  assert.equal(parseFile('postmap.1.txt', PAGE)!.title, 'postmap - Postfix lookup table management');
  // A page with a Name section that is not a man page's keeps its title.
  assert.equal(parseFile('guide.md', '# Guide\n\n## Name\n\nPick a short name for your widget.\n')!.title, 'Guide');
  assert.equal(parseFile('options.md', '# Widget options\n\n## NAME\n\nThe widget name - must be unique.\n')!.title, 'Widget options');
});

test('line endings, tabs (`man ls | col -b` writes them), sub-sections and examples', () => {
  assert.deepEqual(outline('postmap.1.txt', PAGE.replace(/\n/g, '\r\n')), outline('postmap.1.txt', PAGE));
  const spaces = ['NAME', '       lsx - list', '', 'DESCRIPTION', '       Lists files.', '', '   Exit status:', '       0      if OK,', '', '       1      if minor problems,', '', '       2      if serious trouble.', '', 'EXAMPLES', '       List everything:', '', '           lsx -a /tmp', '           lsx -l'].join('\n');
  const tabs = spaces.replace(/^ {8}/gm, '\t').replace(/^ {7}(\S+) {6}/gm, '\t$1\t');
  assert.notEqual(tabs, spaces);
  const expected = [
    '# NAME: lsx - list',
    '# DESCRIPTION: Lists files.',
    '## Exit status: ',
    '### 0: if OK,',
    '### 1: if minor problems,',
    '### 2: if serious trouble.',
    '# EXAMPLES: List everything: / [code] lsx -a /tmp\nlsx -l',
  ];
  assert.deepEqual(outline('lsx.1.txt', spaces), expected);
  assert.deepEqual(outline('lsx.1.txt', tabs), expected);
});

test('a sentence with two spaces after its full stop is a paragraph, not a tag and its explanation', () => {
  const page = ['NAME', '       x - y', '', 'DESCRIPTION', '       Reads the file.  Writes nothing.', '', '       Exits 0 on success.  Or 1.', '', '       Honours TMPDIR.  Always.'].join('\n');
  assert.deepEqual(outline('x.1.txt', page), ['# NAME: x - y', '# DESCRIPTION: Reads the file. Writes nothing. / Exits 0 on success. Or 1. / Honours TMPDIR. Always.']);
});

test('a man page quoted inside a guide stays a code block of that guide', () => {
  const html = `<h1>Guide</h1><h3>mapper</h3><p>Its manual says:</p><pre>${PAGE}</pre><p>After the manual: configure it.</p>`;
  const page = parseFile('guide.html', html)!;
  assert.equal(page.title, 'Guide');
  assert.deepEqual(page.sections.map((s) => s.heading), ['Guide', 'mapper']);
  assert.ok(page.sections[1]!.blocks.some((b) => b.type === 'code' && b.code.includes('COMMAND-LINE ARGUMENTS')));
});

test("a tag whose syntax ends in an ellipsis is a tag (Postfix's `REPLACE text...`), not a sentence", () => {
  const page = [
    'NAME', '       header_checks - content inspection', '',
    'DESCRIPTION', '       Checks headers.', '',
    'ACTIONS', '       DUNNO  Pretend that the input line did not match.', '',
    '       REPLACE text...',
    '              Replace the current line with the specified text, and inspect',
    '              the next input line.', '',
    '       WARN optional text…',
    '              Log a warning with the optional text.', '',
    // The end of a sentence begun on the line before is not a tag.
    '       To see what it',
    '       would do without doing it, try this...',
    '              foo -n input.txt', '',
  ].join('\n');
  assert.deepEqual(outline('header_checks.5.txt', page).slice(2, 6), [
    '# ACTIONS: ',
    '## DUNNO: Pretend that the input line did not match.',
    '## REPLACE text...: Replace the current line with the specified text, and inspect the next input line.',
    '## WARN optional text…: Log a warning with the optional text.',
  ]);
  assert.doesNotMatch(outline('header_checks.5.txt', page).join('\n'), /## would do/);
});

test('a tag too long for its line, hyphenated onto the next at the same indent, is one entry with the word mended', () => {
  const page = [
    'VERIFY(8)                                                            VERIFY(8)',
    '',
    'NAME',
    '       verify - Postfix address verification server',
    '',
    'DESCRIPTION',
    '       The verify server maintains a record of what recipient addresses are known.',
    '',
    'CONFIGURATION PARAMETERS',
    '       address_verify_relayhost ($relayhost)',
    '              Overrides the relayhost parameter setting for address verification',
    '              probes.',
    '',
    '       address_verify_sender_dependent_relayhost_maps          ($sender_depen-',
    '       dent_relayhost_maps)',
    '              Overrides the sender_dependent_relayhost_maps parameter setting',
    '              for address verification probes.',
    '',
    '       address_verify_positive_expire_time (31d)',
    '              The time after which a successful probe expires from the address',
    '              verification cache.',
  ].join('\n');
  const sections = parseFile('verify.8.txt', page)!.sections;
  const entry = sections.find((s) => s.heading.startsWith('address_verify_sender_dependent'));
  assert.equal(entry?.heading, 'address_verify_sender_dependent_relayhost_maps ($sender_dependent_relayhost_maps)');
  assert.deepEqual(entry?.blocks, [{ type: 'text', text: 'Overrides the sender_dependent_relayhost_maps parameter setting for address verification probes.' }]);
  assert.ok(!sections.some((s) => s.heading === 'dent_relayhost_maps)'));
});
