/**
 * scripts/check-layers.mjs: src/ imports point down the layers of ARCHITECTURE.md and no folder reaches back
 * into one that reaches it; checked on src/ itself, and on a small tree that breaks both rules.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { repoRoot, tempDir } from './helpers.ts';

const { checkLayers } = (await import(join(repoRoot, 'scripts/check-layers.mjs'))) as {
  checkLayers: (srcDir: string) => string[];
};

function tree(files: Record<string, string>): string {
  const root = tempDir();
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('src/ imports point down the layers, with no folder cycle', () => {
  assert.deepEqual(checkLayers(join(repoRoot, 'src')), []);
});

test('an import up a layer, between peers, from an unknown folder, and a folder cycle are each reported', () => {
  const root = tree({
    'errors.ts': 'export const x = 1;\n',
    'engine/index.ts': "export { LocalBackend } from '../backends/local.ts';\n",
    'backends/local.ts': "import { x } from '../errors.ts';\nimport type { A } from '../auth/access.ts';\nimport { Store } from '../engine/store.ts';\nexport class LocalBackend {}\n",
    'engine/store.ts': 'export class Store {}\n',
    'auth/access.ts': 'export type A = 1;\n',
    'engine/parse/a.ts': "import {\n  b,\n} from '../sources/b.ts';\nexport const a = b;\n",
    'engine/sources/b.ts': "export const b = 1;\nexport const lazy = () => import('../parse/a.ts');\n",
    'plugins/p.ts': "import { x } from '../errors.ts';\n",
  });
  assert.deepEqual(checkLayers(root).sort(), [
    'backends/local.ts imports auth/access.ts: auth/ is not below backends/',
    'engine/index.ts imports backends/local.ts: backends/ is not below engine/',
    'folder cycle in .: backends → engine → backends',
    'folder cycle in engine: parse → sources → parse',
    'plugins/p.ts: its folder plugins is in no layer (add it to scripts/check-layers.mjs)',
  ]);
});
