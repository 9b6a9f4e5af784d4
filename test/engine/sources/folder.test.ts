/**
 * What kind of page a file is, from its name: release notes and migration guides (what changed between versions)
 * rank below the reference unless the question asks what changed; a guide to upgrading a server is a reference page.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { PAGE_KIND, readSource } from '../../../src/engine/sources/folder.ts';
import { tempDir } from '../../helpers.ts';

test('release notes and migration guides are pages about changes; an upgrading procedure is not', () => {
  const root = tempDir();
  mkdirSync(join(root, 'docs', 'Guides'), { recursive: true });
  const pages = {
    'CHANGELOG.md': PAGE_KIND.changelog,
    'MIGRATION_GUIDE.md': PAGE_KIND.changelog,
    'docs/Guides/Migration-Guide-V5.md': PAGE_KIND.changelog,
    'docs/migrating-to-v2.md': PAGE_KIND.changelog,
    // A page named for one migration is taken for a migration guide; a database-migrations page is plural.
    'docs/migration.md': PAGE_KIND.changelog,
    'docs/release-15-3.html': PAGE_KIND.changelog,
    'docs/upgrading.html': PAGE_KIND.reference,
    'docs/pgupgrade.html': PAGE_KIND.reference,
    'docs/migrations.md': PAGE_KIND.reference,
    'docs/Guides/Testing.md': PAGE_KIND.reference,
  };
  for (const path of Object.keys(pages)) writeFileSync(join(root, path), `# ${path}\n\nSome text about ${path}.\n`);
  const kinds = Object.fromEntries(readSource(root).files.map((f) => [f.path, f.pageKind]));
  assert.deepEqual(kinds, pages);
});
