/**
 * An npm package's fuller documentation, found from its metadata, against servers on loopback: a fake
 * registry whose tarballs hold a thin README, a git server (smart HTTP) with version tags and a docs folder,
 * and a website with llms-full.txt. Loopback is an internal address: only SERVICE_ALLOW_HOSTS / --allow-host
 * let these through, which the refusal tests rely on.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { docsSite, repositoryOf, versionTags } from '../../../src/engine/sources/npm-docs.ts';
import { runCliAsync, tempDir } from '../../helpers.ts';
import { connect, resultText } from '../../server/_harness.ts';
import { gitServer, homeWithGitCredentials, lockedGitServer, type GitServer } from './_git-server.ts';
import { fakeRegistry, type FakeRegistry } from './_registry.ts';

/** Enough lines for a miss to accept the package, and nothing about calibration. */
const THIN_README = ['# gizmo', '', 'Gizmos for servers.', '', '## Install', '', '```sh', 'npm install gizmo', '```', '', 'See the docs.'].join('\n');
const TAGGED_DOCS = '# Calibration\n\n## Calibrate the flux capacitor\n\nCalibrate before the first trip:\n\n```js\ngizmo.calibrate({ flux: 1.21 });\n```\n';
const MAIN_DOCS = '# Calibration\n\n## Calibrate the flux capacitor\n\nCalibration moved:\n\n```js\ngizmo.recalibrate({ flux: 2 });\n```\n';
const LLMS_FULL = '# Sprocket\n\n## Spin up a sprocket pool\n\nPools reuse sprockets:\n\n```js\nconst pool = sprocket.pool({ size: 4 });\n```\n';

const siteRequests: string[] = [];
// Made at the top level, not in before(): servers and folders are closed and removed when the file ends.
const { git, registry, site } = await fixtures();

async function fixtures(): Promise<{ git: GitServer; registry: FakeRegistry; site: string }> {
  // A repository whose docs changed after the v1.2.0 tag: the tag's docs must be the ones indexed.
  const root = tempDir('libdocs-git-root-');
  const work = join(tempDir('libdocs-git-work-'), 'gizmo');
  const g = (...args: string[]) => execFileSync('git', ['-C', work, ...args], { env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
  mkdirSync(join(work, 'docs'), { recursive: true });
  mkdirSync(join(work, 'src'), { recursive: true });
  execFileSync('git', ['init', '--quiet', '--initial-branch', 'main', work]);
  writeFileSync(join(work, 'README.md'), THIN_README);
  writeFileSync(join(work, 'src', 'notes.md'), '# Internal notes\n\n## Not documentation\n\nNever indexed: not a docs folder.\n');
  writeFileSync(join(work, 'docs', 'calibration.md'), TAGGED_DOCS);
  g('add', '.');
  g('commit', '--quiet', '-m', 'one');
  g('tag', 'v1.2.0');
  writeFileSync(join(work, 'docs', 'calibration.md'), MAIN_DOCS);
  g('commit', '--quiet', '-am', 'two');
  g('tag', 'gizmo-mono@1.3.0');
  execFileSync('git', ['clone', '--quiet', '--bare', work, join(root, 'gizmo.git')]);
  // As GitHub does: partial clones, so that a sparse clone downloads only the docs folders' files.
  execFileSync('git', ['-C', join(root, 'gizmo.git'), 'config', 'uploadpack.allowFilter', 'true']);
  const git = await gitServer(root);

  const server = createServer((req, res) => {
    siteRequests.push(req.url ?? '');
    if (req.url === '/llms-full.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end(LLMS_FULL);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  after(() => new Promise<void>((r) => server.close(() => r())));
  const site = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  const registry = await fakeRegistry([
    { name: 'gizmo', version: '1.2.0', description: 'Gizmos', repository: { type: 'git', url: `git+${git.url}/gizmo.git` }, readme: THIN_README },
    { name: 'gizmo-mono', version: '1.3.0', description: 'Gizmos', repository: `${git.url}/gizmo.git`, readme: THIN_README },
    { name: 'gizmo-untagged', version: '9.9.9', description: 'Gizmos', repository: `${git.url}/gizmo.git`, readme: THIN_README },
    { name: 'gizmo-local', version: '1.2.0', description: 'Gizmos', repository: `http://localhost:${git.port}/gizmo.git`, readme: THIN_README },
    { name: 'mono', version: '3.0.0', description: 'Mono', repository: { type: 'git', url: 'git+https://github.com/mono/mono.git', directory: 'packages/mono' }, readme: '# mono\n\n## Create a store\n\n```js\nmono.createStore();\n```\n' },
    { name: 'mono-dom', version: '3.0.0', description: 'Mono for the DOM', repository: { type: 'git', url: 'git+https://github.com/mono/mono.git', directory: 'packages/mono-dom' }, readme: '# mono-dom\n\n## Render into the page\n\n```js\nmonoDom.render(app);\n```\n' },
    { name: 'sprocket', version: '2.0.0', description: 'Sprockets', homepage: `${site}/`, readme: '# sprocket\n\nSprockets.\n' },
  ]);
  return { git, registry, site };
}

const env = (extra: Record<string, string> = {}) => ({ npm_config_registry: registry.url, SERVICE_DOC_SOURCES: 'all', ...extra });

async function add(spec: string, dataDir: string, extra: Record<string, string> = {}, args: string[] = []) {
  const added = await runCliAsync(['add', spec, '--data-dir', dataDir, '--json', ...args], { env: env(extra) });
  assert.equal(added.status, 0, added.stderr);
  return JSON.parse(added.stdout) as { id: string; version: string; skipped: { path: string; reason: string }[] };
}

async function query(id: string, question: string, dataDir: string): Promise<string> {
  const answer = await runCliAsync(['query', id, question, '--data-dir', dataDir], { env: env() });
  assert.equal(answer.status, 0, answer.stderr);
  return answer.stdout;
}

test('add npm:pkg@1.2.0 indexes the docs folder of the repository at tag v1.2.0 (not main), and says so', async () => {
  const dataDir = tempDir();
  const summary = await add('npm:gizmo@1.2.0', dataDir, { SERVICE_ALLOW_HOSTS: '127.0.0.1' });
  assert.equal(summary.id, '/npm/gizmo');
  const answer = await query('/npm/gizmo', 'calibrate the flux capacitor', dataDir);
  assert.match(answer, /gizmo\.calibrate\(\{ flux: 1\.21 \}\);/);
  assert.doesNotMatch(answer, /recalibrate|Internal notes/);
  // The section has no text of its own: its source points at its first sub-section.
  assert.match(answer, new RegExp(`Source: ${git.url}/gizmo\\.git@v1\\.2\\.0/docs/calibration\\.md#calibrate-the-flux-capacitor\n`));
  assert.match(answer, new RegExp(`Source: gizmo 1\\.2\\.0 documentation \\(/npm/gizmo/1\\.2\\.0\\) from the repository ${git.url}/gizmo\\.git at tag v1\\.2\\.0 and the npm package gizmo@1\\.2\\.0, indexed`));
  const resolved = await runCliAsync(['resolve', 'gizmo', '--data-dir', dataDir], { env: env() });
  assert.match(resolved.stdout, new RegExp(`Description: Gizmos \\[Documentation from the repository ${git.url}/gizmo\\.git at tag v1\\.2\\.0 and the npm package gizmo@1\\.2\\.0\\.\\]`));
});

test("a monorepo's <name>@<version> tag is found too; without a tag for the version the repository is not used, with the reason", async () => {
  const dataDir = tempDir();
  const mono = await add('npm:gizmo-mono@1.3.0', dataDir, { SERVICE_ALLOW_HOSTS: '127.0.0.1' });
  assert.match(await query(mono.id, 'calibrate the flux capacitor', dataDir), /gizmo\.recalibrate\(\{ flux: 2 \}\);[\s\S]*at tag gizmo-mono@1\.3\.0/);
  const untagged = await add('npm:gizmo-untagged@9.9.9', tempDir(), { SERVICE_ALLOW_HOSTS: '127.0.0.1' });
  assert.ok(untagged.skipped.some((s) => s.reason === 'no tag for version 9.9.9 (looked for v9.9.9, 9.9.9, gizmo-untagged@9.9.9); the package\'s own files are used'), JSON.stringify(untagged.skipped));
});

test('a repository or homepage at an internal address is refused with the reason; only the allowed hosts get through', async () => {
  // No allowance: the tarball alone, and the reason in the summary.
  const dataDir = tempDir();
  const refused = await add('npm:gizmo@1.2.0', dataDir);
  assert.ok(refused.skipped.some((s) => s.path === `${git.url}/gizmo.git` && /^refused: 127\.0\.0\.1:\d+ is an internal address \(127\.0\.0\.1, loopback\)/.test(s.reason)), JSON.stringify(refused.skipped));
  assert.doesNotMatch(await query('/npm/gizmo', 'calibrate the flux capacitor', dataDir), /gizmo\.calibrate/);
  // localhost is allowed, 127.0.0.1 is not: the name allowed is matched exactly.
  const other = await add('npm:gizmo@1.2.0', tempDir(), { SERVICE_ALLOW_HOSTS: 'localhost' });
  assert.ok(other.skipped.some((s) => /^refused: 127\.0\.0\.1:\d+ is an internal address/.test(s.reason)), JSON.stringify(other.skipped));
  // And the reverse, through --allow-host: 127.0.0.1 allowed does not let a name resolving to it through.
  const named = await add('npm:gizmo-local@1.2.0', tempDir(), {}, ['--allow-host', '127.0.0.1']);
  assert.ok(named.skipped.some((s) => /^refused: localhost:\d+ is an internal address/.test(s.reason)), JSON.stringify(named.skipped));
  const homepage = await add('npm:sprocket@2.0.0', tempDir());
  assert.ok(homepage.skipped.some((s) => /^refused: 127\.0\.0\.1:\d+ is an internal address/.test(s.reason)), JSON.stringify(homepage.skipped));
  assert.equal(siteRequests.length, 0);
});

test("a repository found in package metadata never gets the user's git credentials (credential helper, ~/.netrc)", async () => {
  const { port, seen } = await lockedGitServer();
  const home = homeWithGitCredentials({ netrc: true });
  const reg = await fakeRegistry([{ name: 'locked', version: '1.0.0', description: 'Locked', repository: `http://127.0.0.1:${port}/locked.git`, readme: THIN_README }]);
  const added = await runCliAsync(['add', 'npm:locked@1.0.0', '--data-dir', tempDir(), '--json'], { env: { ...env({ SERVICE_ALLOW_HOSTS: '127.0.0.1', npm_config_registry: reg.url }), HOME: home } });
  assert.equal(added.status, 0, added.stderr);
  assert.ok(seen.length > 0);
  assert.deepEqual(seen.filter(Boolean), [], 'no credentials of any kind are sent');
  assert.ok(JSON.parse(added.stdout).skipped.some((s: { path: string }) => s.path === `http://127.0.0.1:${port}/locked.git`));
});

test("a project's dependencies get their repository docs too, after every package is indexed", async () => {
  const dir = tempDir('libdocs-project-');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'app', dependencies: { gizmo: '^1.2.0' } }));
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages: { '': { dependencies: { gizmo: '^1.2.0' } }, 'node_modules/gizmo': { version: '1.2.0' } } }));
  mkdirSync(join(dir, 'node_modules', 'gizmo'), { recursive: true });
  writeFileSync(join(dir, 'node_modules', 'gizmo', 'package.json'), JSON.stringify({ name: 'gizmo', version: '1.2.0', repository: `${git.url}/gizmo.git` }));
  writeFileSync(join(dir, 'node_modules', 'gizmo', 'README.md'), THIN_README);
  const dataDir = tempDir();
  const added = await runCliAsync(['add', dir, '--data-dir', dataDir, '--allow-host', '127.0.0.1'], { env: env() });
  assert.equal(added.status, 0, added.stderr);
  assert.match(added.stdout, /indexed gizmo 1\.2\.0 as \/npm\/gizmo/);
  assert.match(await query('/npm/gizmo', 'calibrate the flux capacitor', dataDir), /gizmo\.calibrate\(\{ flux: 1\.21 \}\);/);
});

test('--sources npm-only (and SERVICE_DOC_SOURCES=npm-only) fetch nothing but the npm package', async () => {
  const before = git.requests.length;
  await add('npm:gizmo@1.2.0', tempDir(), { SERVICE_ALLOW_HOSTS: '127.0.0.1' }, ['--sources', 'npm-only']);
  await add('npm:gizmo@1.2.0', tempDir(), { SERVICE_ALLOW_HOSTS: '127.0.0.1', SERVICE_DOC_SOURCES: 'npm-only' });
  assert.equal(git.requests.length, before);
  const bad = await runCliAsync(['add', 'npm:gizmo', '--sources', 'everything', '--data-dir', tempDir()], { env: env() });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--sources must be one of all, npm-only \(got "everything"\)/);
});

test('refresh adds the repository docs to a release indexed from its tarball alone', async () => {
  const dataDir = tempDir();
  await add('npm:gizmo@1.2.0', dataDir, {}, ['--sources', 'npm-only']);
  const refreshed = await runCliAsync(['refresh', '/npm/gizmo', '--data-dir', dataDir, '--allow-host', '127.0.0.1'], { env: env() });
  assert.equal(refreshed.status, 0, refreshed.stderr);
  assert.match(refreshed.stdout, /^updated {3}\/npm\/gizmo {2}added the documentation of gizmo 1\.2\.0 from the repository .*gizmo\.git at tag v1\.2\.0 and the npm package gizmo@1\.2\.0$/m);
  assert.match(await query('/npm/gizmo', 'calibrate the flux capacitor', dataDir), /gizmo\.calibrate\(\{ flux: 1\.21 \}\);/);
  const again = await runCliAsync(['refresh', '/npm/gizmo', '--data-dir', dataDir, '--allow-host', '127.0.0.1'], { env: env() });
  assert.match(again.stdout, /^unchanged \/npm\/gizmo {2}gizmo 1\.2\.0 is the newest release$/m);
});

test("a package with only a site is indexed from the site's llms-full.txt, marked as not version-exact", async () => {
  const dataDir = tempDir();
  const summary = await add('npm:sprocket@2.0.0', dataDir, { SERVICE_ALLOW_HOSTS: '127.0.0.1' });
  const answer = await query(summary.id, 'spin up a sprocket pool', dataDir);
  assert.match(answer, /sprocket\.pool\(\{ size: 4 \}\)/);
  assert.match(answer, new RegExp(`from ${site}/llms-full\\.txt \\(the site's current documentation, not version-exact\\) and the npm package sprocket@2\\.0\\.0`));
});

test('a miss answers from the tarball first, then from the repository docs fetched in the background', async () => {
  const conn = await connect('modern', ['--data-dir', tempDir(), '--allow-host', '127.0.0.1'], undefined, env());
  try {
    git.hold();
    const resolved = resultText(await conn.client.callTool({ name: 'resolve-library-id', arguments: { libraryName: 'gizmo', query: 'calibrate' } }), false);
    assert.match(resolved, /^1\. \/npm\/gizmo$/m);
    assert.match(resolved, new RegExp(`\\[Fuller documentation from ${git.url}/gizmo\\.git is being fetched in the background; ask again shortly for it\\.\\]`));
    const ask = async () => resultText(await conn.client.callTool({ name: 'query-docs', arguments: { libraryId: '/npm/gizmo', query: 'calibrate the flux capacitor' } }), false);
    const first = await ask();
    assert.doesNotMatch(first, /gizmo\.calibrate/);
    assert.match(first, /the npm package gizmo@1\.2\.0/);
    git.release();
    let later = first;
    for (let i = 0; i < 50 && !/gizmo\.calibrate/.test(later); i++) {
      await new Promise((r) => setTimeout(r, 100));
      later = await ask();
    }
    assert.match(later, /gizmo\.calibrate\(\{ flux: 1\.21 \}\);/);
    assert.match(later, /from the repository .* at tag v1\.2\.0/);
  } finally {
    git.release();
    await conn.close();
  }
});

test("packages of one repository are one library under the repository's ID: a sibling's version is added to, not replaced", async () => {
  const dataDir = tempDir();
  assert.equal((await add('npm:mono@3.0.0', dataDir, {}, ['--sources', 'npm-only'])).id, '/mono/mono');
  assert.equal((await add('npm:mono-dom@3.0.0', dataDir, {}, ['--sources', 'npm-only'])).id, '/mono/mono');
  assert.match(await query('/mono/mono', 'create a store', dataDir), /mono\.createStore\(\);/);
  assert.match(await query('/mono/mono', 'render into the page', dataDir), /monoDom\.render\(app\);/);
  const resolved = await runCliAsync(['resolve', 'mono-dom', '--data-dir', dataDir], { env: env() });
  assert.match(resolved.stdout, /^1\. \/mono\/mono$/m);
  assert.match(resolved.stdout, /Versions: 3\.0\.0$/m);
  assert.match(resolved.stdout, /the npm package mono@3\.0\.0 and the npm package mono-dom@3\.0\.0/);
});

test('repository metadata in its usual spellings becomes an https URL and a package folder; never ssh or a path outside', () => {
  assert.deepEqual(repositoryOf({ repository: 'github:colinhacks/zod' }), { url: 'https://github.com/colinhacks/zod', directory: undefined });
  assert.deepEqual(repositoryOf({ repository: 'facebook/react' }), { url: 'https://github.com/facebook/react', directory: undefined });
  assert.deepEqual(repositoryOf({ repository: { type: 'git', url: 'git+https://github.com/facebook/react.git', directory: 'packages/react-dom' } }), {
    url: 'https://github.com/facebook/react.git',
    directory: 'packages/react-dom',
  });
  assert.deepEqual(repositoryOf({ repository: 'git+ssh://git@github.com/expressjs/express.git' }), { url: 'https://github.com/expressjs/express.git', directory: undefined });
  assert.deepEqual(repositoryOf({ repository: 'git@gitlab.com:org/repo.git' }), { url: 'https://gitlab.com/org/repo.git', directory: undefined });
  assert.deepEqual(repositoryOf({ repository: 'https://github.com/micromark/micromark/tree/main/packages/micromark' }), {
    url: 'https://github.com/micromark/micromark',
    directory: 'packages/micromark',
  });
  assert.equal(repositoryOf({ repository: { url: 'https://github.com/a/b', directory: '../../etc' } })?.directory, undefined);
  assert.equal(repositoryOf({ repository: 'https://user:secret@git.example/a/b.git' })?.url, 'https://git.example/a/b.git');
  assert.equal(repositoryOf({ repository: 'file:///etc' }), undefined);
  assert.equal(repositoryOf({}), undefined);
  assert.deepEqual(versionTags('@scope/pkg', '1.2.3'), ['v1.2.3', '1.2.3', '@scope/pkg@1.2.3']);
});

test('a homepage on a code host or registry is not a documentation site to look for llms files on', () => {
  assert.equal(docsSite({ homepage: 'https://github.com/acme/cog#readme' }), undefined);
  assert.equal(docsSite({ homepage: 'https://www.npmjs.com/package/cog' }), undefined);
  assert.equal(docsSite({ homepage: 'ftp://cog.dev/' }), undefined);
  assert.equal(docsSite({ homepage: 'not a url' }), undefined);
  assert.equal(docsSite({ homepage: 'https://cog.dev/docs' })?.href, 'https://cog.dev/docs');
});
