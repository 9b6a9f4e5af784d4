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
