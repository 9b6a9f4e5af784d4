/**
 * The Backend contract (src/backends/backend.ts), one suite run against every implementation: the embedded
 * engine (LocalBackend over a real SQLite index) and the remote client (RemoteBackend over HTTP to a fake
 * backing API on loopback that answers, in the API's own shape, from the same index). The tools and the CLI
 * rely only on what is asserted here.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Backend } from '../../src/backends/backend.ts';
import { LocalBackend } from '../../src/backends/local.ts';
import { RemoteBackend } from '../../src/backends/remote.ts';
import { addLibrary } from '../../src/engine/ingest.ts';
import { Store } from '../../src/engine/store/store.ts';
import { LibdocsError } from '../../src/errors.ts';
import { HttpClient } from '../../src/http-client.ts';
import { apiError, serveApi } from '../../src/transports/http-api.ts';
import { fixtures, tempDir } from '../helpers.ts';
import { FakeApi } from './_fake-api.ts';

const ID = '/acme/widgets';

/** An index holding widgets 2.1.0 and 1.0.0, shared by every implementation. */
function widgetsStore(): Store {
  const store = Store.open(tempDir());
  addLibrary(store, { path: join(fixtures, 'engine', 'widgets') });
  addLibrary(store, { path: join(fixtures, 'engine', 'widgets-1.0'), id: ID, version: '1.0.0' });
  return store;
}

/** A backing API on loopback answering from `backend` through the API's own request handling. */
async function fakeApiOver(backend: LocalBackend): Promise<FakeApi> {
  const api = new FakeApi();
  api.handler = async (path, params) => {
    const req = { method: 'GET', url: `${path}?${params}` } as Parameters<typeof serveApi>[0];
    try {
      const reply = await serveApi(req, path, backend);
      return { status: reply.status, body: reply.text ?? reply.json };
    } catch (error) {
      if (!(error instanceof LibdocsError)) throw error;
      const reply = apiError(error);
      return { status: reply.status, body: reply.json };
    }
  };
  await api.start();
  return api;
}

interface Implementation {
  name: string;
  start(): Promise<{ backend: Backend; stop(): Promise<void> }>;
}

const IMPLEMENTATIONS: Implementation[] = [
  {
    name: 'LocalBackend (the embedded engine)',
    async start() {
      const store = widgetsStore();
      return { backend: new LocalBackend(store), stop: async () => store.close() };
    },
  },
  {
    name: 'RemoteBackend (a backing API over HTTP)',
    async start() {
      const store = widgetsStore();
      const api = await fakeApiOver(new LocalBackend(store));
      const backend = new RemoteBackend(`http://127.0.0.1:${api.port}/api`, new HttpClient({ noProxy: [] }), undefined, 2_000);
      return {
        backend,
        async stop() {
          backend.close();
          await api.close();
          store.close();
        },
      };
    },
  },
];

async function rejection(promise: Promise<unknown>): Promise<LibdocsError> {
  const error = await promise.then(
    () => assert.fail('did not reject'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof LibdocsError, String(error));
  return error;
}

for (const implementation of IMPLEMENTATIONS) {
  describe(implementation.name, () => {
    let backend: Backend;
    let stop: () => Promise<void>;
    before(async () => ({ backend, stop } = await implementation.start()));
    after(() => stop());

    test('resolveLibrary: a known name gives its entry with the SPEC 2.1 fields, newest version first', async () => {
      const [first] = await backend.resolveLibrary('widgets', 'lay widgets out in a row');
      assert.ok(first);
      assert.equal(first.id, ID);
      assert.equal(first.name, 'widgets');
      assert.match(first.description ?? '', /terminal user interfaces/);
      assert.ok(first.codeSnippets > 0);
      assert.deepEqual(first.versions, ['2.1.0', '1.0.0']);
      if (first.benchmarkScore !== undefined) assert.ok(first.benchmarkScore >= 0 && first.benchmarkScore <= 100);
      if (first.sourceReputation !== undefined) assert.ok(['High', 'Medium', 'Low', 'Unknown'].includes(first.sourceReputation));
    });

    test('resolveLibrary: an unknown name gives an empty list, not an error', async () => {
      assert.deepEqual(await backend.resolveLibrary('no-such-library-anywhere', 'anything'), []);
    });

    test('queryDocs: Markdown from the right section, with its fenced code', async () => {
      const answer = await backend.queryDocs(ID, 'how do I set the render timeout');
      assert.match(answer, /renderTimeout/);
      assert.match(answer, /```js\ncreateScreen\(\{ renderTimeout: 500 \}\);\n```/);
    });

    test('queryDocs: /org/project/version answers from that version', async () => {
      const answer = await backend.queryDocs(`${ID}/1.0.0`, 'listen for presses');
      assert.match(answer, /onPress/);
    });

    test('queryDocs: the token budget bounds the answer', async () => {
      const small = await backend.queryDocs(ID, 'layout flex rows render timeout events', { tokens: 100 });
      const large = await backend.queryDocs(ID, 'layout flex rows render timeout events', { tokens: 5_000 });
      assert.ok(small.length < large.length, `${small.length} < ${large.length}`);
    });

    test('queryDocs: a library that does not exist is LIBRARY_NOT_FOUND with the SPEC 7 message', async () => {
      const error = await rejection(backend.queryDocs('/nobody/nothing', 'anything'));
      assert.equal(error.code, 'LIBRARY_NOT_FOUND');
      assert.match(error.message, /^The library "\/nobody\/nothing" does not exist\. Try a different library ID/);
    });

    test('queryDocs: an ID not of the form /org/project is INVALID_LIBRARY_ID with the SPEC 7 message', async () => {
      const error = await rejection(backend.queryDocs('widgets', 'anything'));
      assert.equal(error.code, 'INVALID_LIBRARY_ID');
      assert.match(error.message, /^Documentation not found or not finalized for this library: "widgets" is probably an invalid library ID/);
    });

    test('queryDocs: a version the library lacks is VERSION_NOT_AVAILABLE, listing the versions it has', async () => {
      const error = await rejection(backend.queryDocs(`${ID}/9.9.9`, 'anything'));
      assert.equal(error.code, 'VERSION_NOT_AVAILABLE');
      assert.match(error.message, /Available versions: 2\.1\.0, 1\.0\.0\./);
    });
  });
}
