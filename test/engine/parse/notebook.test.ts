/**
 * Jupyter notebooks (`.ipynb`): Markdown cells as Markdown, code cells fenced in the kernel's language, outputs left
 * out; a file that is no notebook says why.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFile } from '../../../src/engine/parse/index.ts';

const notebook = (cells: unknown[], metadata: unknown = { kernelspec: { language: 'python', name: 'python3' } }) => JSON.stringify({ nbformat: 4, metadata, cells });

test('a notebook (nbformat 4): Markdown cells are sections and prose, code cells code in the kernel language, outputs and empty cells left out', () => {
  const page = parseFile(
    'tutorial.ipynb',
    notebook([
      { cell_type: 'markdown', source: ['# Resampling\n', '\n', 'Turn daily values into **weekly** sums.'] },
      { cell_type: 'code', source: ['weekly = series.resample("W").sum()\n', 'weekly.head()'], outputs: [{ output_type: 'display_data', data: { 'image/png': 'iVBORw0KGgo' } }, { output_type: 'stream', text: ['printed noise'] }] },
      { cell_type: 'code', source: [] },
      { cell_type: 'raw', source: 'raw text for nbconvert' },
      { cell_type: 'markdown', source: '## A fence in the code' },
      { cell_type: 'code', source: 'doc = """\n```\nnot the end\n```\n"""' },
    ]),
  )!;
  assert.equal(page.title, 'Resampling');
  assert.deepEqual(
    page.sections.map((s) => [s.heading, s.blocks]),
    [
      ['Resampling', [{ type: 'text', text: 'Turn daily values into weekly sums.' }, { type: 'code', code: 'weekly = series.resample("W").sum()\nweekly.head()', lang: 'python' }]],
      ['A fence in the code', [{ type: 'code', code: 'doc = """\n```\nnot the end\n```\n"""', lang: 'python' }]],
    ],
  );
  assert.doesNotMatch(JSON.stringify(page), /printed noise|iVBOR|raw text/);
});

test("nbformat 3 (worksheets, heading cells, code as input) and the language from language_info", () => {
  const v3 = JSON.stringify({
    nbformat: 3,
    metadata: { language_info: { name: 'R' } },
    worksheets: [{ cells: [{ cell_type: 'heading', level: 2, source: ['Fitting a model'] }, { cell_type: 'code', input: ['fit <- lm(y ~ x)'] }] }],
  });
  const page = parseFile('old.ipynb', v3)!;
  assert.deepEqual(page.sections.map((s) => [s.level, s.heading, s.blocks]), [[2, 'Fitting a model', [{ type: 'code', code: 'fit <- lm(y ~ x)', lang: 'r' }]]]);
});

test('a file named .ipynb that is no notebook says so; odd values inside one are passed over', () => {
  assert.throws(() => parseFile('broken.ipynb', '{"cells": [ {"cell_type": '), /not a Jupyter notebook: its JSON does not parse/);
  assert.throws(() => parseFile('list.ipynb', '[1, 2, 3]'), /not a Jupyter notebook: it has no cells/);
  const odd = parseFile('odd.ipynb', JSON.stringify({ metadata: { kernelspec: null, language_info: 'x' }, cells: [null, 7, { cell_type: 'markdown', source: [1, '# Kept'] }] }))!;
  assert.deepEqual(odd.sections.map((s) => s.heading), ['Kept']);
});
