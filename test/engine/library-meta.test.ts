import assert from 'node:assert/strict';
import { test } from 'node:test';
import { libraryMeta, parseLibraryId, repositoryId } from '../../src/engine/library-meta.ts';

test('library IDs come from the repository field in every form npm allows', () => {
  const cases: [unknown, string | undefined][] = [
    ['github:colinhacks/zod', '/colinhacks/zod'],
    ['colinhacks/zod', '/colinhacks/zod'],
    ['git+https://github.com/colinhacks/zod.git', '/colinhacks/zod'],
    [{ type: 'git', url: 'git+ssh://git@github.com/fb55/htmlparser2.git' }, '/fb55/htmlparser2'],
    ['https://github.com/micromark/micromark/tree/main/packages/micromark', '/micromark/micromark'],
    ['https://gitlab.com/Org/Project#readme', '/org/project'],
    ['https://example.com/some/where', undefined],
    [undefined, undefined],
  ];
  for (const [repository, id] of cases) assert.equal(repositoryId(repository), id, JSON.stringify(repository));
});

test('a library ID with or without a version', () => {
  assert.deepEqual(parseLibraryId('/vercel/next.js/v14.3.0'), { id: '/vercel/next.js', version: 'v14.3.0' });
  assert.deepEqual(parseLibraryId('/vercel/next.js'), { id: '/vercel/next.js', version: undefined });
  assert.equal(parseLibraryId('next.js'), undefined);
  assert.equal(parseLibraryId('/a/b/c/d'), undefined);
});

test('a declared description is stored as clean as indexed text: no invisible characters or bidi overrides, one line', () => {
  const meta = libraryMeta({ path: '/tmp/widgets', packageJson: { name: 'widgets', description: 'Fast\u200b widgets\nfor \u202eeveryone' } });
  assert.equal(meta.description, 'Fast widgets for everyone');
  assert.equal(libraryMeta({ path: '/tmp/widgets', description: ' \u200b ' }).description, undefined);
});
