import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseFile } from '../../../src/engine/parse/index.ts';
import { toSnippets } from '../../../src/engine/parse/snippets.ts';
import { repoRoot } from '../../helpers.ts';

/** Real files of each format, when the evaluation corpora were fetched (`.corpora/corpora`). */
const root = join(repoRoot, '.corpora', 'corpora');
const samples = [
  'nodejs/api/events.md',
  'nodejs/api/events.html',
  'python/library/asyncio-runner.html',
  'python/_sources/library/csv.rst.txt',
  'postgresql/sql-insert.html',
  'flask/patterns/streaming.rst',
  'docusaurus/templates/shared/docs/tutorial-basics/markdown-features.mdx',
  'fastify/docs/Reference/Hooks.md',
  'axios/README.md',
  'commander/Readme.md',
];

test('real documentation files of every format parse into sections and snippets', { skip: existsSync(root) ? false : 'no .corpora/corpora' }, () => {
  for (const sample of samples) {
    const path = join(root, sample);
    if (!existsSync(path)) continue;
    const page = parseFile(sample, readFileSync(path, 'utf8'));
    assert.ok(page, sample);
    assert.ok(page.sections.filter((s) => s.level > 0).length > 1, `${sample} has sections`);
    assert.ok(toSnippets(page, sample).some((s) => s.kind === 'code'), `${sample} has code snippets`);
  }
});
