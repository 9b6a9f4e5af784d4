/**
 * git repositories as a source: a repository made here with two tagged versions, cloned over file:// and over
 * git's HTTP transport from a server on loopback.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { before, test } from 'node:test';
import { DISCOVERED_LIMITS, DiscoveredRepository, parseGitSpec, versionOfRef } from '../../../src/engine/sources/git.ts';
import { runCliAsync, tempDir } from '../../helpers.ts';
import { gitServer, homeWithGitCredentials, lockedGitServer } from './_git-server.ts';

const repo = join(tempDir('libdocs-git-repo-'), 'gizmo');
const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });

before(() => {
  mkdirSync(join(repo, 'docs'), { recursive: true });
  execFileSync('git', ['init', '--quiet', '--initial-branch', 'main', repo]);
  writeFileSync(join(repo, 'README.md'), '# gizmo\n\nTiny gizmos.\n');
  writeFileSync(join(repo, 'docs', 'spin.md'), '# Spinning\n\n## Spin a gizmo\n\nCall `spin()`:\n\n```js\ngizmo.spin();\n```\n');
  git('add', '.');
  git('commit', '--quiet', '-m', 'one');
  git('tag', 'v1.0.0');
  writeFileSync(join(repo, 'docs', 'spin.md'), '# Spinning\n\n## Spin a gizmo\n\nCall `rotate()` (spin was renamed):\n\n```js\ngizmo.rotate({ speed: 2 });\n```\n');
  git('commit', '--quiet', '-am', 'two');
  git('tag', 'v2.0.0');
});

test('git:file://…#tag indexes that tag as its version; without a ref, the default branch', async () => {
  const dataDir = tempDir();
  const v1 = await runCliAsync(['add', `git:file://${repo}#v1.0.0`, '--id', '/acme/gizmo', '--data-dir', dataDir, '--json']);
  assert.equal(v1.status, 0, v1.stderr);
  assert.equal(JSON.parse(v1.stdout).version, '1.0.0');
  const head = await runCliAsync(['add', `git:file://${repo}`, '--id', '/acme/gizmo', '--version', '2.0.0', '--data-dir', dataDir]);
  assert.equal(head.status, 0, head.stderr);
  const old = await runCliAsync(['query', '/acme/gizmo/1.0.0', 'spin a gizmo', '--data-dir', dataDir]);
  assert.match(old.stdout, /gizmo\.spin\(\);/);
  const latest = await runCliAsync(['query', '/acme/gizmo', 'spin a gizmo', '--data-dir', dataDir]);
  assert.match(latest.stdout, /gizmo\.rotate\(\{ speed: 2 \}\);/);
});

test("git's HTTP transport from a server on loopback", async () => {
  // A bare copy with the files git's "dumb" HTTP protocol reads, served as static files.
  const served = tempDir('libdocs-git-http-');
  const bare = join(served, 'gizmo.git');
  execFileSync('git', ['clone', '--quiet', '--bare', repo, bare]);
  execFileSync('git', ['-C', bare, 'update-server-info']);
  const server = createServer((req, res) => {
    const path = normalize(join(served, decodeURIComponent((req.url ?? '/').split('?')[0]!)));
    try {
      if (!path.startsWith(served) || !statSync(path).isFile()) throw new Error('no');
      res.writeHead(200).end(readFileSync(path));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/gizmo.git`;
    const added = await runCliAsync(['add', `git:${url}#v2.0.0`, '--data-dir', tempDir(), '--json']);
    assert.equal(added.status, 0, added.stderr);
    const summary = JSON.parse(added.stdout);
    assert.equal(summary.id, '/git/gizmo');
    assert.equal(summary.version, '2.0.0');
    assert.equal(summary.filesRead, 2);
  } finally {
    server.close();
  }
});

test('bad sources: not a URL, a missing tag, a clone that fails names the reason', async () => {
  assert.throws(() => parseGitSpec('git:/etc/passwd'), /is not a git source/);
  assert.throws(() => parseGitSpec('git:https://x.example/r.git#$(rm -rf)'), /is not a git source/);
  assert.equal(versionOfRef('v3.1.4'), '3.1.4');
  assert.equal(versionOfRef('main'), undefined);
  const missing = await runCliAsync(['add', `git:file://${repo}#v9.9.9`, '--data-dir', tempDir()]);
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /git clone failed: .*v9\.9\.9.*Check the URL and the branch or tag\./);
});


test('refresh clones again only when the branch moved', async () => {
  const dataDir = tempDir();
  assert.equal((await runCliAsync(['add', `git:file://${repo}#main`, '--id', '/acme/gizmo', '--version', '3.0.0', '--data-dir', dataDir])).status, 0);
  const same = await runCliAsync(['refresh', '/acme/gizmo', '--data-dir', dataDir]);
  assert.match(same.stdout, /^unchanged \/acme\/gizmo {2}still at commit [0-9a-f]{12}$/m);
  writeFileSync(join(repo, 'docs', 'wobble.md'), '# Wobble\n\n## Wobble a gizmo\n\n```js\ngizmo.wobble();\n```\n');
  git('add', '.');
  git('commit', '--quiet', '-m', 'three');
  const moved = await runCliAsync(['refresh', '/acme/gizmo', '--data-dir', dataDir]);
  assert.match(moved.stdout, /^updated {3}\/acme\/gizmo {2}fetched again at commit [0-9a-f]{12}/m);
  assert.match((await runCliAsync(['query', '/acme/gizmo', 'wobble a gizmo', '--data-dir', dataDir])).stdout, /gizmo\.wobble\(\);/);
});

test("a git server's redirect is not followed (it could lead to an internal address), and the error says so", async () => {
  const inside: string[] = [];
  const internal = createServer((req, res) => (inside.push(req.url ?? ''), res.writeHead(404).end()));
  await new Promise<void>((r) => internal.listen(0, '127.0.0.1', r));
  const target = `http://[::ffff:127.0.0.1]:${(internal.address() as { port: number }).port}`;
  const server = createServer((req, res) => res.writeHead(302, { Location: `${target}${req.url}` }).end());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/gizmo.git`;
    const added = await runCliAsync(['add', `git:${url}`, '--data-dir', tempDir()]);
    assert.equal(added.status, 1);
    assert.match(added.stderr, /redirect/i);
    assert.deepEqual(inside, []);
  } finally {
    server.close();
    internal.close();
  }
});

test("git add never uses a credential helper from the user's git configuration", async () => {
  const { port, seen } = await lockedGitServer();
  const home = homeWithGitCredentials({ netrc: false });
  const added = await runCliAsync(['add', `git:http://127.0.0.1:${port}/gizmo.git`, '--data-dir', tempDir()], { env: { HOME: home } });
  assert.equal(added.status, 1);
  assert.ok(seen.length > 0);
  assert.deepEqual(seen.filter(Boolean), [], 'no credentials of any kind are sent');
});

test("a discovered repository's clone stops at the size limit, however fast it downloads", async (t) => {
  // A repository whose docs folder holds 3 MB that does not compress, served over git's smart HTTP on loopback.
  const root = tempDir('libdocs-git-root-');
  const work = join(tempDir('libdocs-git-work-'), 'heavy');
  const g = (...args: string[]) => execFileSync('git', ['-C', work, ...args], { env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
  mkdirSync(join(work, 'docs'), { recursive: true });
  execFileSync('git', ['init', '--quiet', '--initial-branch', 'main', work]);
  writeFileSync(join(work, 'docs', 'guide.md'), '# Guide\n\nSmall.\n');
  writeFileSync(join(work, 'docs', 'blob.bin'), randomBytes(3 * 1024 * 1024));
  g('add', '.');
  g('commit', '--quiet', '-m', 'one');
  g('tag', 'v1.0.0');
  execFileSync('git', ['clone', '--quiet', '--bare', work, join(root, 'heavy.git')]);
  execFileSync('git', ['-C', join(root, 'heavy.git'), 'config', 'uploadpack.allowFilter', 'true']);
  const server = await gitServer(root);
  const limit = DISCOVERED_LIMITS.maxBytes;
  const allowed = process.env.SERVICE_ALLOW_HOSTS;
  process.env.SERVICE_ALLOW_HOSTS = '127.0.0.1';
  t.after(() => {
    DISCOVERED_LIMITS.maxBytes = limit;
    if (allowed === undefined) delete process.env.SERVICE_ALLOW_HOSTS;
    else process.env.SERVICE_ALLOW_HOSTS = allowed;
  });
  const clone = async () => {
    const repository = new DiscoveredRepository(`${server.url}/heavy.git`);
    try {
      const { dir, remove } = await repository.sparseClone('v1.0.0', ['docs']);
      remove();
      return dir;
    } finally {
      repository.dispose();
    }
  };
  // Under the limit the same clone succeeds: what stops it below is the size, not the server.
  assert.match(await clone(), /repo$/);
  DISCOVERED_LIMITS.maxBytes = 1024 * 1024;
  await assert.rejects(clone(), /git checkout failed: larger than 1 MB, stopped/);
});
