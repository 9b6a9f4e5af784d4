/**
 * The MCP server as an assistant uses it: libdocs spawned over stdio (the built binary when present), driven
 * by the official SDK client in both protocol eras (2026-07-28 pinned; the 2025 `initialize` handshake),
 * against a real index built from test/fixtures/docs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LibrarySummary } from '../../src/backends/backend.ts';
import { runCli } from '../helpers.ts';
import { buildIndex, connect, ERAS, resultText, type Connection } from './_harness.ts';

const dataDir = buildIndex();

/** The first match as data, from `libdocs resolve --json`. */
function engineSummary(name: string): LibrarySummary {
  const result = runCli(['resolve', name, '--json', '--data-dir', dataDir]);
  assert.equal(result.status, 0, result.stderr);
  return (JSON.parse(result.stdout) as LibrarySummary[])[0]!;
}

const SPEC_TOOLS = {
  'resolve-library-id': { title: 'Resolve Library ID', required: ['query', 'libraryName'], limits: { query: 2000, libraryName: 200 } },
  'query-docs': { title: 'Query Documentation', required: ['libraryId', 'query'], limits: { libraryId: 300, query: 2000 } },
} as const;

const listed: Record<string, unknown> = {};

for (const era of ERAS) {
  describe(`over stdio, ${era} era`, () => {
    let c: Connection;
    before(async () => {
      c = await connect(era, ['--data-dir', dataDir, '--offline'], { name: 'era-test-client', version: '3.1.4' });
    });
    after(() => c.close());

    const call = (name: string, args: Record<string, unknown>) => c.client.callTool({ name, arguments: args });

    test('the connection is in the expected era and the server identifies itself', () => {
      assert.equal(c.client.getProtocolEra(), era);
      const info = c.client.getServerVersion();
      assert.equal(info?.name, 'libdocs');
      assert.match(info?.version ?? '', /^\d+\.\d+\.\d+/);
      const instructions = c.client.getInstructions() ?? '';
      assert.match(instructions, /resolve-library-id/);
      assert.match(instructions, /query-docs/);
      assert.match(instructions, /\/org\/project\/version/);
    });

    test('tools/list: exactly the two tools, with titles, annotations and required arguments', async () => {
      const { tools } = await c.client.listTools();
      assert.deepEqual(tools.map((t) => t.name).sort(), Object.keys(SPEC_TOOLS).sort());
      for (const tool of tools) {
        const spec = SPEC_TOOLS[tool.name as keyof typeof SPEC_TOOLS];
        assert.equal(tool.title, spec.title);
        assert.deepEqual(tool.annotations, { readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false });
        const schema = tool.inputSchema as { type: string; required: string[]; properties: Record<string, { type: string; minLength: number; maxLength: number; description: string }> };
        assert.equal(schema.type, 'object');
        assert.deepEqual([...schema.required].sort(), [...spec.required].sort());
        assert.deepEqual(Object.keys(schema.properties).sort(), [...spec.required].sort(), 'aliases must not show in the schema');
        for (const [name, max] of Object.entries(spec.limits)) {
          const property = schema.properties[name]!;
          assert.equal(property.type, 'string');
          assert.equal(property.minLength, 1);
          assert.equal(property.maxLength, max);
          assert.ok(property.description.length > 20, `${tool.name}.${name} is described`);
        }
        for (const phrase of [/\/org\/project\/version/, /more than 3 times per question/, /secrets, credentials/]) {
          assert.match(tool.description ?? '', phrase, `${tool.name} description`);
        }
      }
      const resolve = tools.find((t) => t.name === 'resolve-library-id')!;
      assert.match(resolve.description!, /1\. Name similarity[\s\S]*2\. Description relevance[\s\S]*3\. Documentation coverage[\s\S]*4\. Source reputation[\s\S]*5\. Benchmark Score/);
      listed[era] = tools;
    });

    test('prompts/list and resources/list answer empty lists', async () => {
      assert.deepEqual((await c.client.listPrompts()).prompts, []);
      assert.deepEqual((await c.client.listResources()).resources, []);
      assert.deepEqual((await c.client.listResourceTemplates()).resourceTemplates, []);
    });

    test('resolve-library-id lists a library in the SPEC 2.2 format', async () => {
      const text = resultText(await call('resolve-library-id', { query: 'How do I add a route with parameters?', libraryName: 'trailmap' }), false);
      // The numbers are the engine's; the layout is the SPEC's.
      const data = engineSummary('trailmap');
      assert.equal(
        text.split('\n\n2. ')[0],
        [
          'Available Libraries:',
          '',
          '1. /trailmap/trailmap',
          '   Name: Trailmap',
          '   Description: Tiny HTTP router for Node.js servers',
          `   Code Snippets: ${data.codeSnippets.toLocaleString('en-US')}`,
          `   Source Reputation: ${data.sourceReputation}`,
          ...(data.benchmarkScore === undefined ? [] : [`   Benchmark Score: ${data.benchmarkScore}`]),
          '   Versions: 2.0.0, 1.4.0',
        ].join('\n'),
      );
      assert.ok(data.codeSnippets > 0);
      assert.doesNotMatch(text, /undefined|null|NaN/);
    });

    test('a library without versions has no Versions line', async () => {
      const text = resultText(await call('resolve-library-id', { query: 'retry failed jobs', libraryName: 'pocketqueue' }), false);
      assert.match(text, /^Available Libraries:\n\n1\. \/pocketqueue\/pocketqueue\n   Name: PocketQueue\n   Description: In-process job queue with retries\n   Code Snippets: \d+\n/);
      assert.doesNotMatch(text.split('\n\n2. ')[0]!, /Versions:/);
    });

    test('query-docs answers from the latest version, with code and a source line', async () => {
      const text = resultText(await call('query-docs', { libraryId: '/trailmap/trailmap', query: 'How do I add a route for GET /users/:id?' }), false);
      assert.match(text, /^#{3,4} Adding a route$/m);
      assert.match(text, /```\w+\n[\s\S]*router\.route\('GET', '\/users\/:id'/);
      assert.match(text, /Source: Trailmap 2\.0\.0 documentation \(\/trailmap\/trailmap\/2\.0\.0\)/);
    });

    test('query-docs says which API names of the question this documentation never mentions', async () => {
      const ask = async (query: string) => resultText(await call('query-docs', { libraryId: '/trailmap/trailmap', query }), false);
      const both = await ask('mount a sub-router with router.mount() and `route_groups`');
      assert.match(both, /^Note: `router\.mount` and `route_groups` do not appear in this documentation, and no section matches the question closely; the nearest sections follow\.\n\n### /);
      const one = await ask('register a handler for a method and a path with a route parameter, not with router.mount');
      assert.match(one, /^Note: `router\.mount` does not appear in this documentation; the nearest sections follow\.\n\n### Routing/);
      // Not reported: a name the docs use; a member they document under another type (`App.route`: `route()` is
      // there); numbers and abbreviations.
      // Nor what is more often the asker's own or a product: a bare compound name, a quoted one, an address.
      for (const query of [
        'add a route with router.route()',
        'add a route with App.route',
        'add a route, e.g. as in 3.14',
        'why does `my_handler` never run for GET /users/:id?',
        'why does my fetchUsers route never run, and how do I read the created_at field from PostgreSQL',
        'error: role "app_user" does not exist when a route runs',
        'add a route as in [the guide](https://example.com/trail_map/guide.html#add_route)',
        'add a route as in example.com/trail_map/guide.html#add_route',
      ]) {
        assert.doesNotMatch(await ask(query), /does not appear|do not appear/, query);
      }
    });

    test('query-docs says that no section matches closely when the question is about what the documentation never writes, not for a long story it answers', async () => {
      const ask = async (query: string) => resultText(await call('query-docs', { libraryId: '/trailmap/trailmap', query }), false);
      // Wildcards are documented, constraints on them nowhere: the section covers the words it can.
      const absent = await ask('trailing wildcard with regex constraints');
      assert.match(absent, /^Note: no section matches the question closely; the nearest sections follow\.\n\n### /);
      assert.doesNotMatch(await ask('wildcard matching the rest of the path'), /matches the question closely/);
      // A user's long story: many of its words are not in the section that answers it, but the documentation writes
      // them elsewhere.
      const story = await ask('my middleware runs before every handler, but now I want one handler that runs only for a path whose segments start with a colon for the user id');
      assert.doesNotMatch(story, /matches the question closely/);
      assert.match(story, /^#### Route parameters$/m);
    });

    test('query-docs: a version in the ID, or named in the question, selects it', async () => {
      const byId = resultText(await call('query-docs', { libraryId: '/trailmap/trailmap/1.4.0', query: 'How do I add a route?' }), false);
      assert.match(byId, /router\.add\('GET'/);
      assert.match(byId, /Source: Trailmap 1\.4\.0 documentation/);
      const byQuestion = resultText(await call('query-docs', { libraryId: '/trailmap/trailmap', query: 'How do I add a route in trailmap 1.4.0?' }), false);
      assert.match(byQuestion, /Source: Trailmap 1\.4\.0 documentation/);
    });

    test('aliases: userQuery, question, libraryID, library_id, context7CompatibleLibraryID', async () => {
      for (const args of [
        { libraryID: '/trailmap/trailmap', userQuery: 'add a route' },
        { library_id: '/trailmap/trailmap', question: 'add a route' },
        { context7CompatibleLibraryID: '/trailmap/trailmap', query: 'add a route' },
      ]) {
        assert.match(resultText(await call('query-docs', args), false), /### Adding a route/, JSON.stringify(args));
      }
      assert.match(resultText(await call('resolve-library-id', { question: 'add a route', libraryName: 'trailmap' }), false), /^Available Libraries:/);
      // The canonical name wins over an alias.
      const both = resultText(await call('query-docs', { libraryId: '/trailmap/trailmap/1.4.0', libraryID: '/nope/nope', query: 'add a route' }), false);
      assert.match(both, /Trailmap 1\.4\.0/);
    });

    test('error: no library matches the name', async () => {
      const text = resultText(await call('resolve-library-id', { query: 'how do I draw charts', libraryName: 'zzchartlib' }), true);
      assert.match(text, /^No libraries found matching "zzchartlib"\. Try another name or spelling/);
    });

    test('error: an ID that is not of the form /org/project[/version]', async () => {
      for (const libraryId of ['trailmap', '/trailmap', '/a/b/c/d', '/trail map/x', '//x']) {
        const text = resultText(await call('query-docs', { libraryId, query: 'add a route' }), true);
        assert.match(text, /^Documentation not found or not finalized for this library: ".*" is probably an invalid library ID\. .*call resolve-library-id/, libraryId);
      }
    });

    test('error: a library that does not exist', async () => {
      const text = resultText(await call('query-docs', { libraryId: '/nobody/nothing', query: 'add a route' }), true);
      assert.equal(text, 'The library "/nobody/nothing" does not exist. Try a different library ID: search with resolve-library-id and check the spelling.');
    });

    test('error: a version that is not available lists the versions that are', async () => {
      const text = resultText(await call('query-docs', { libraryId: '/trailmap/trailmap/9.9.9', query: 'add a route' }), true);
      assert.equal(text, 'Version "9.9.9" of /trailmap/trailmap is not available. Available versions: 2.0.0, 1.4.0. Use one of them as /trailmap/trailmap/<version>, or leave the version out for the latest.');
    });

    test('error: a credential in the query or library name is refused before any lookup', async () => {
      const key = ['svcsk', '_live0123456789abcdef'].join('');
      const q = resultText(await call('query-docs', { libraryId: '/nobody/nothing', query: `my key ${key} is rejected` }), true);
      assert.match(q, /^Refused: the query appears to contain a libdocs API key/);
      assert.ok(!q.includes(key));
      const aws = ['AKIA', 'Z7QW3RT5YU9OPL2K'].join('');
      const n = resultText(await call('resolve-library-id', { query: 'upload files', libraryName: `aws-sdk ${aws}` }), true);
      assert.match(n, /^Refused: the libraryName appears to contain an AWS access key ID/);
      const url = resultText(await call('query-docs', { libraryId: '/trailmap/trailmap', query: 'connect to postgres://app:S3cr3t-Pa55@db.example.com/prod' }), true);
      assert.match(url, /a password in a URL/);
      assert.ok(!c.stderr().includes(key), 'the key is not logged');
    });

    test('error: invalid arguments say which argument and why', async () => {
      const empty = resultText(await call('query-docs', { libraryId: '/trailmap/trailmap', query: '   ' }), true);
      assert.match(empty, /query must not be empty/);
      const missing = resultText(await call('resolve-library-id', { query: 'x' }), true);
      assert.match(missing, /libraryName is required/);
      const long = resultText(await call('query-docs', { libraryId: '/trailmap/trailmap', query: 'x'.repeat(2001) }), true);
      assert.match(long, /query must be at most 2000 characters/);
      const type = resultText(await call('query-docs', { libraryId: 42, query: 'routes' }), true);
      assert.match(type, /libraryId must be a string/);
    });

    test('nothing but protocol on stdout: the server logged nothing alarming to stderr', () => {
      assert.doesNotMatch(c.stderr(), /unexpected error|Error:/);
    });
  });
}

test('tools/list is the same in both eras, and its descriptions match the snapshot', (t) => {
  assert.deepEqual(listed.modern, listed.legacy);
  const tools = listed.modern as { name: string; description: string; inputSchema: { properties: Record<string, { description: string }> } }[];
  // One readable text (real line breaks), so a change of wording shows as a plain diff of the snapshot file.
  const text = tools
    .map((tool) => {
      const args = Object.entries(tool.inputSchema.properties).map(([name, p]) => `- ${name}: ${p.description}`);
      return [`## ${tool.name}`, '', tool.description, '', ...args].join('\n');
    })
    .join('\n\n');
  t.assert.snapshot(text, { serializers: [(value) => `\n${String(value)}\n`] });
});

test('openWorldHint: both tools reach the npm registry on a miss (a library, a version) unless --offline', async () => {
  // tools/list does not open the index, so nothing is fetched here.
  const c = await connect('legacy', ['--data-dir', dataDir]);
  try {
    const { tools } = await c.client.listTools();
    const hint = Object.fromEntries(tools.map((t) => [t.name, t.annotations?.openWorldHint]));
    assert.deepEqual(hint, { 'resolve-library-id': true, 'query-docs': true });
  } finally {
    await c.close();
  }
});
