import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFile } from '../../../src/engine/parse/index.ts';
import { parseText } from '../../../src/engine/parse/text.ts';

test('plain text: underlined and capitalized headings, paragraphs, indented code, list lines', () => {
  const text = [
    'Widget notes',
    '============',
    '',
    'Widget builds widgets',
    'quickly and safely.',
    '',
    'INSTALLATION',
    '',
    'Run this:',
    '',
    '    pip install widget',
    '',
    '        # indented more',
    '',
    'Options:',
    '- fast',
    '- small',
    '',
    'NOT A HEADING BECAUSE IT GOES ON AND ENDS WITH A PERIOD.',
  ].join('\n');
  assert.deepEqual(parseText(text), {
    title: 'Widget notes',
    sections: [
      { level: 1, heading: 'Widget notes', anchor: 'widget-notes', blocks: [{ type: 'text', text: 'Widget builds widgets quickly and safely.' }] },
      {
        level: 1,
        heading: 'INSTALLATION',
        anchor: 'installation',
        blocks: [
          { type: 'text', text: 'Run this:' },
          { type: 'code', code: 'pip install widget\n\n    # indented more' },
          { type: 'text', text: 'Options:\n- fast\n- small' },
          { type: 'text', text: 'NOT A HEADING BECAUSE IT GOES ON AND ENDS WITH A PERIOD.' },
        ],
      },
    ],
  });
});

test('parseFile chooses the parser by extension', () => {
  assert.equal(parseFile('a/b.md', '# T')?.title, 'T');
  assert.equal(parseFile('README.markdown', '# T')?.title, 'T');
  assert.equal(parseFile('x.mdx', '---\ntitle: M\n---\n\n<Tabs>text</Tabs>')?.title, 'M');
  assert.equal(parseFile('x.HTML', '<title>H</title><h2>A</h2>')?.title, 'H');
  assert.equal(parseFile('x.htm', '<h1>H1</h1>')?.title, 'H1');
  assert.equal(parseFile('x.xhtml', '<h1>X</h1>')?.title, 'X');
  assert.equal(parseFile('_sources/x.rst.txt', 'R\n=\n\ntext')?.title, 'R');
  assert.equal(parseFile('x.rst', 'R\n=\n\ntext')?.title, 'R');
  assert.equal(parseFile('notes.txt', 'Plain\n=====\n')?.title, 'Plain');
  assert.equal(parseFile('x.json', '{}'), undefined);
  assert.equal(parseFile('x.js', 'const a = 1;'), undefined);
  // A byte order mark does not hide the front matter.
  assert.equal(parseFile('x.md', '\ufeff---\ntitle: B\n---\n')?.title, 'B');
});

test("an RFC's numbered headings head its sections and its page breaks are no text; a list's numbered steps stay text", () => {
  const rfc = [
    'Network Working Group                                        S. Pfeiffer',
    '', '                 The Ogg Encapsulation Format Version 0', '',
    '1.  Introduction', '', '   The Ogg format holds media streams.', '',
    '2.  Definitions', '', '   A page is a unit of the stream.', '',
    'Pfeiffer                     Informational                     [Page 2]',
    '\fRFC 3533          The Ogg Encapsulation Format Version 0         May 2003', '',
    '2.1.  Packets', '', '   A packet is a unit of data.', '',
    '6.  The Ogg page format', '', '   Each page has a header.', '',
  ].join('\n');
  const page = parseText(rfc);
  assert.deepEqual(page.sections.filter((s) => s.level > 0).map((s) => [s.level, s.heading]), [
    [1, '1. Introduction'], [1, '2. Definitions'], [2, '2.1. Packets'], [1, '6. The Ogg page format'],
  ]);
  assert.doesNotMatch(JSON.stringify(page), /\[Page 2\]|RFC 3533/);
  const steps = parseText('Install it:\n\n1. Download the source\n\nUnpack the archive first.\n\n2. Build it with make\n\nRun make.\n\n3. Install it as root\n\nThen run it.\n\n2.1 Fixed the parser\n\n3.0 Added a flag\n');
  assert.deepEqual(steps.sections.filter((s) => s.level > 0), []);
  // Pandoc's plain lists put two spaces after the number, with no indented body under each.
  const pandoc = parseText('Install\n\n1.  Download the source\n\n2.  Run the configure script\n\n3.  Install the binaries\n\nDone.\n\n1.2  Fixed a crash\n\n1.3  Added a flag\n\n1.4  Faster\n');
  assert.deepEqual(pandoc.sections.filter((s) => s.level > 0), []);
  // Numbered as an RFC is, with an indented body, though without page breaks (RFCs since 2019).
  const v3 = parseText('1.  Introduction\n\n   Text.\n\n2.  Terms\n\n   More.\n\n3.  Format\n\n   Bytes.\n');
  assert.deepEqual(v3.sections.filter((s) => s.level > 0).map((s) => s.heading), ['1. Introduction', '2. Terms', '3. Format']);
});
