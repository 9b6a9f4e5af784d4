/**
 * Vim help files (`doc/name.txt`): detected by their tag line or modeline; headings from rules, numbers, capitals and
 * `~`; an entry per tag that opens a description; examples as Vim code; contents, modeline and banner left out.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFile } from '../../../src/engine/parse/index.ts';
import { looksLikeVimHelp } from '../../../src/engine/parse/vimhelp.ts';

const help = (...lines: string[]) => lines.join('\n');
const outline = (text: string) => parseFile('doc/demo.txt', text)!.sections.map((s) => [s.level, s.heading, s.anchor]);

test('detection: the first line opens with the file tag, or a modeline in the last lines sets ft=help', () => {
  assert.ok(looksLikeVimHelp('\n\n*demo.txt*  Demo plugin\n'));
  assert.ok(looksLikeVimHelp('Some text.\n\n vim:tw=78:ts=8:ft=help:norl:\n'));
  assert.ok(looksLikeVimHelp('Some text.\n\nvim: set filetype=help :\n\n'));
  assert.ok(!looksLikeVimHelp('*emphasis* in a plain note\n'));
  assert.ok(!looksLikeVimHelp('Notes\n\nvim: set ft=markdown:\n'));
  assert.ok(!looksLikeVimHelp(`vim:ft=help\n${'text\n'.repeat(10)}`), 'a modeline far from the end is not read');
  // Plain text stays with the plain-text reader.
  assert.equal(parseFile('notes.txt', 'Widget notes\n============\n\nText.\n')!.sections[0]!.heading, 'Widget notes');
});

test('the title is the tag line: the file name and its description', () => {
  const page = parseFile('doc/ctrlp.txt', help('*ctrlp.txt*       Fuzzy file, buffer, mru, tag, ... finder. v1.81', '*CtrlP* *ControlP*', '', 'Text.'))!;
  assert.equal(page.title, 'ctrlp.txt: Fuzzy file, buffer, mru, tag, ... finder. v1.81');
  const vim = parseFile('doc/usr_01.txt', help('*usr_01.txt*\tFor Vim version 9.1.  Last change: 2024 Jan 01', '', 'Text.'))!;
  assert.equal(vim.title, 'usr_01.txt: For Vim version 9.1.');
});

test('headings: under rules (= level 1, - level 2), numbered by depth, capitals with tags, Title~ one below', () => {
  const text = help(
    '*demo.txt*  Demo',
    '',
    '==============================================================================',
    'INTRODUCTION                                                   *demo-intro*',
    '',
    'Demo does things.',
    '',
    'Usage:~',
    'Call it.',
    '',
    '------------------------------------------------------------------------------',
    'Details                                                      *demo-details*',
    '',
    'More.',
    '',
    '2. Options                                                   *demo-options*',
    '2.1 Basic                                                      *demo-basic*',
    '----------',
    'Basic options.',
    '4.10.1 Deep one                                                 *demo-deep*',
    'Deep.',
    '',
    'COMMANDS                                                    *demo-commands*',
    '<',
  );
  assert.deepEqual(outline(text), [
    [1, 'INTRODUCTION', 'demo-intro'],
    [2, 'Usage', 'usage'],
    [2, 'Details', 'demo-details'],
    [1, '2. Options', 'demo-options'],
    [2, '2.1 Basic', 'demo-basic'],
    [3, '4.10.1 Deep one', 'demo-deep'],
    [1, 'COMMANDS', 'demo-commands'],
  ]);
  const page = parseFile('doc/demo.txt', text)!;
  assert.deepEqual(page.sections[4]!.blocks, [{ type: 'text', text: 'Basic options.' }], 'a rule under a heading is its underline');
});

test('a rule makes the next line a heading only when it reads as one', () => {
  const text = help(
    '*demo.txt*  Demo',
    'INTRO                                                           *demo-intro*',
    '------------------------------------------------------------------------------',
    'To have something to practice with, create a new tab page and paste',
    'the following lines.',
    '',
    '------------------------------------------------------------------------------',
    '1. iasl                                                        *demo-iasl*',
    'Checker options~',
    '                                                          *\'g:demo_iasl\'*',
    'Type: string',
  );
  assert.deepEqual(outline(text), [
    [1, 'INTRO', 'demo-intro'],
    [2, '1. iasl', 'demo-iasl'],
    [3, 'Checker options', 'checker-options'],
    [4, 'g:demo_iasl', "'g:demo_iasl'"],
  ]);
});

test('entries: a line of right-aligned tags opens one titled by its first tag; a command or function line by its text', () => {
  const text = help(
    '*demo.txt*  Demo',
    '==============================================================================',
    'OPTIONS                                                        *demo-options*',
    '',
    '                                                        *\'g:demo_hidden\'*',
    '                                                        *\'g:demo_dotfiles\'*',
    'Set this to 1 if you want Demo to scan for dotfiles and dotdirs: >',
    '  let g:demo_hidden = 0',
    '<',
    '',
    ':DemoOpen [dir]                                                 *:DemoOpen*',
    '   Open the finder in |dir|, see |g:demo_hidden|.',
    '',
    'Demo#Run({args})                                                 *Demo#Run()*',
    '   Runs it.',
  );
  const page = parseFile('doc/demo.txt', text)!;
  assert.deepEqual(
    page.sections.map((s) => [s.level, s.heading, s.anchor, s.blocks]),
    [
      [1, 'OPTIONS', 'demo-options', []],
      [
        2,
        'g:demo_hidden',
        "'g:demo_hidden'",
        [
          { type: 'text', text: 'Set this to 1 if you want Demo to scan for dotfiles and dotdirs:' },
          { type: 'code', code: 'let g:demo_hidden = 0', lang: 'vim' },
        ],
      ],
      [2, ':DemoOpen [dir]', ':DemoOpen', [{ type: 'text', text: 'Open the finder in dir, see g:demo_hidden.' }]],
      [2, 'Demo#Run({args})', 'Demo#Run()', [{ type: 'text', text: 'Runs it.' }]],
    ],
  );
});

test('examples: from a line ending in > (or only >) to < or a line back at column 0, markers dropped', () => {
  const text = help(
    '*demo.txt*  Demo',
    'Example: >',
    '    let g:a = 1',
    '',
    '    let g:b = 2',
    'Back to text at column 0.',
    '>',
    '  :echo "x"',
    '<  and text after the mark.',
    'A sentence with a *demo-tag* inside and a |link| kept.',
  );
  assert.deepEqual(parseFile('doc/demo.txt', text)!.sections[0]!.blocks, [
    { type: 'text', text: 'Example:' },
    { type: 'code', code: 'let g:a = 1\n\nlet g:b = 2', lang: 'vim' },
    { type: 'text', text: 'Back to text at column 0.' },
    { type: 'code', code: ':echo "x"', lang: 'vim' },
    { type: 'text', text: 'and text after the mark.\nA sentence with a inside and a link kept.' },
  ]);
});

test('left out: contents lines, the modeline, an ASCII-art banner; a line of punctuation is no heading', () => {
  const text = help(
    '*demo.txt*  Demo',
    '==============================================================================',
    '#     ::::::  ::::::                                                       #',
    '#     :+: :+: +:+                                                          #',
    '==============================================================================',
    'CONTENTS                                                      *demo-contents*',
    '',
    '    1. Intro........................................|demo-intro|',
    '        1.1.Quick start.............................|demo-quickstart|',
    '  Introduction ................. |demo-introduction|',
    '  |demo_map|...................Default mapping.',
    '1. Description                                  |demo-description|',
    '   1.1 Requirements                             |demo-requirements|',
    '',
    '==============================================================================',
    '1. Intro                                                        *demo-intro*',
    '',
    'Words.',
    '------------------------------------------------------------------------------',
    '<',
    '',
    ' vim:tw=78:ts=8:ft=help:norl:',
  );
  const page = parseFile('doc/demo.txt', text)!;
  assert.deepEqual(
    page.sections.map((s) => [s.heading, s.blocks]),
    [
      ['CONTENTS', []],
      ['1. Intro', [{ type: 'text', text: 'Words.' }]],
    ],
  );
});

test("an example opened by '>lua' is Lua code (Neovim's help), and a line starting 'ex:' at the end is text, not a modeline", () => {
  const page = parseFile('doc/demo.txt', help('*demo.txt*  Demo plugin', '', 'Call setup from your config: >lua', "    require('demo').setup({ fast = true })", '<', 'Done.', '', 'ex: an example sentence ends the file.'))!;
  const blocks = page.sections.flatMap((s) => s.blocks);
  assert.deepEqual(
    blocks.filter((b) => b.type === 'code').map((b) => (b.type === 'code' ? [b.lang, b.code] : [])),
    [['lua', "require('demo').setup({ fast = true })"]],
  );
  const text = blocks.map((b) => (b.type === 'text' ? b.text : '')).join('\n');
  assert.match(text, /Call setup from your config:/);
  assert.doesNotMatch(text, />lua/);
  assert.match(text, /ex: an example sentence ends the file\./);
});
