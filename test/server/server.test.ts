/**
 * server.ts and the tools in-process: the client's identity reaches the backend in both eras (from
 * `initialize`, or from each request's `_meta`), unexpected failures become a generic tool error with the
 * details (secrets redacted) in the log, the alias renaming, and the SPEC 2.2 formatter on its own.
 *
 * The backend here only records what it is given: the spawned-process tests (stdio.test.ts) use the real one.
 */
import { Client } from '@modelcontextprotocol/client';
import { InMemoryTransport } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Backend, CallContext, LibrarySummary } from '../../src/backends/backend.ts';
import { createServer, renameAliases } from '../../src/server/server.ts';
import { formatLibraries } from '../../src/server/tools/resolve-library-id.ts';
import { normalizeLibraryId } from '../../src/server/tools/query-docs.ts';
import { ERAS, MODERN, type Era } from './_harness.ts';

class RecordingBackend implements Backend {
  contexts: CallContext[] = [];
  queried: string[] = [];
  async resolveLibrary(_name: string, _query: string, ctx?: CallContext): Promise<LibrarySummary[]> {
    this.contexts.push(ctx!);
    return [{ id: '/acme/lib', name: 'Lib', codeSnippets: 1, versions: [] }];
  }
  async queryDocs(libraryId: string, _query: string, _options?: unknown, ctx?: CallContext): Promise<string> {
    this.contexts.push(ctx!);
    this.queried.push(libraryId);
    if (libraryId === '/acme/broken') throw new Error(`disk on fire while reading with token ${['svcsk', '_0123456789abcdef'].join('')}`);
    return 'answer';
  }
}

async function inProcess(era: Era, options: { openWorld?: boolean } = {}) {
  const backend = new RecordingBackend();
  const log: string[] = [];
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const handle = serveStdio(
    () => createServer({ backend: async () => backend, transport: 'stdio', apiKey: 'svcsk_configuredkey1', log: (l) => log.push(l), ...options }),
    { transport: serverSide },
  );
  const client = new Client({ name: 'inproc-client', version: '7.7.7' }, era === 'modern' ? { versionNegotiation: { mode: { pin: MODERN } } } : {});
  await client.connect(clientSide);
  return { backend, log, client, close: async () => (await client.close(), await handle.close()) };
}

for (const era of ERAS) {
  describe(`in-process, ${era} era`, () => {
    test('the client name and version, the transport and the key reach the backend', async () => {
      const s = await inProcess(era);
      await s.client.callTool({ name: 'resolve-library-id', arguments: { query: 'q', libraryName: 'lib' } });
      await s.client.callTool({ name: 'query-docs', arguments: { libraryId: '/acme/lib', query: 'q' } });
      assert.equal(s.client.getProtocolEra(), era);
      for (const ctx of s.backend.contexts) {
        assert.deepEqual(ctx, { clientName: 'inproc-client', clientVersion: '7.7.7', transport: 'stdio', apiKey: 'svcsk_configuredkey1' });
      }
      assert.equal(s.backend.contexts.length, 2);
      await s.close();
    });

    test('an unexpected failure is a generic tool error; the details go to the log with secrets redacted', async () => {
      const s = await inProcess(era);
      const result = (await s.client.callTool({ name: 'query-docs', arguments: { libraryId: '/acme/broken', query: 'q' } })) as {
        isError: boolean;
        content: { text: string }[];
      };
      assert.equal(result.isError, true);
      assert.equal(result.content[0]!.text, "libdocs hit an unexpected error while running query-docs. Try again; if it keeps happening, report it with the server's stderr log.");
      assert.equal(s.log.length, 1);
      assert.match(s.log[0]!, /^libdocs: query-docs failed: Error: disk on fire while reading with token \[redacted\]/);
      await s.close();
    });

    test('a secret is refused before the backend is asked', async () => {
      const s = await inProcess(era);
      const result = (await s.client.callTool({ name: 'query-docs', arguments: { libraryId: '/acme/lib', query: `use ${['ghp_', 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'].join('')}` } })) as { isError: boolean };
      assert.equal(result.isError, true);
      assert.deepEqual(s.backend.contexts, []);
      await s.close();
    });
  });
}

test('openWorldHint follows the backend: true when tools forward to a backing API', async () => {
  const s = await inProcess('modern', { openWorld: true });
  const { tools } = await s.client.listTools();
  assert.deepEqual(tools.map((t) => t.annotations?.openWorldHint), [true, true]);
  await s.close();
});

test('forgiving ID spellings: a trailing slash and /org/project@version', async () => {
  assert.equal(normalizeLibraryId('/acme/lib/'), '/acme/lib');
  assert.equal(normalizeLibraryId('/acme/lib@1.2.3'), '/acme/lib/1.2.3');
  assert.equal(normalizeLibraryId('/acme/lib/1.2.3'), '/acme/lib/1.2.3');
  const s = await inProcess('legacy');
  await s.client.callTool({ name: 'query-docs', arguments: { libraryId: '/acme/lib@2.0.0', query: 'q' } });
  assert.deepEqual(s.backend.queried, ['/acme/lib/2.0.0']);
  await s.close();
});

test('renameAliases: aliases become the canonical name, which wins when both are given', () => {
  const aliases = { query: ['userQuery', 'question'], libraryId: ['libraryID'] };
  assert.deepEqual(renameAliases({ userQuery: 'a', libraryID: '/x/y' }, aliases), { query: 'a', libraryId: '/x/y' });
  assert.deepEqual(renameAliases({ query: 'a', question: 'b' }, aliases), { query: 'a' });
  assert.deepEqual(renameAliases({ other: 1 }, aliases), { other: 1 });
  assert.equal(renameAliases(null, aliases), null);
  assert.equal(renameAliases('text', aliases), 'text');
});

describe('formatLibraries (SPEC.md 2.2)', () => {
  test('every field, thousands separators, comma-separated versions', () => {
    const text = formatLibraries([
      { id: '/vercel/next.js', name: 'Next.js', description: 'The React framework', codeSnippets: 12345, sourceReputation: 'High', benchmarkScore: 91.5, versions: ['v15.1.0', 'v14.3.0'] },
      { id: '/acme/tiny', name: 'Tiny', codeSnippets: 1234567, versions: [] },
    ]);
    assert.equal(
      text,
      [
        'Available Libraries:',
        '',
        '1. /vercel/next.js',
        '   Name: Next.js',
        '   Description: The React framework',
        '   Code Snippets: 12,345',
        '   Source Reputation: High',
        '   Benchmark Score: 91.5',
        '   Versions: v15.1.0, v14.3.0',
        '',
        '2. /acme/tiny',
        '   Name: Tiny',
        '   Code Snippets: 1,234,567',
      ].join('\n'),
    );
  });

  test('absent or empty fields are left out, never printed as undefined', () => {
    const text = formatLibraries([{ id: '/a/b', name: '', description: '  ', codeSnippets: Number.NaN, versions: [] } as LibrarySummary]);
    assert.equal(text, 'Available Libraries:\n\n1. /a/b');
  });

  test('a multi-line description stays on its line', () => {
    const text = formatLibraries([{ id: '/a/b', name: 'B', description: 'first line\n  second line', codeSnippets: 0, versions: [] }]);
    assert.match(text, /\n {3}Description: first line second line\n {3}Code Snippets: 0$/);
  });
});
