/**
 * Fuller npm documentation, timed on loopback (no network): a package whose tarball holds a thin README and
 * whose repository (git smart HTTP, `git http-backend`) has, at the version's tag, a docs folder of realistic
 * size (150 pages, about 0.6 MB, as express's or vite's guides) next to 3,000 source files (about 12 MB) that a
 * sparse, filtered clone must not download. The MCP server over stdio is asked for the package it lacks:
 * timed to the resolve-library-id answer (from the tarball), and to the first query-docs answer that comes
 * from the docs folder (fetched in the background). Then `libdocs add npm:` of the same package.
 *
 * Usage: node bench/docs-discovery.ts [--binary dist/libdocs]
 */
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gitServer } from '../test/engine/sources/_git-server.ts';
import { fakeRegistry } from '../test/engine/sources/_registry.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { binary: { type: 'string', default: join(root, 'dist', 'libdocs') } } });
const finish: (() => Promise<void> | void)[] = [];
const onFinish = ((fn: () => Promise<void> | void) => void finish.push(fn)) as never;
const scratch = mkdtempSync(join(tmpdir(), 'libdocs-bench-discovery-'));

const work = join(scratch, 'work');
const g = (...args: string[]) => execFileSync('git', ['-C', work, ...args], { env: { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@e', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@e' } });
mkdirSync(join(work, 'docs'), { recursive: true });
mkdirSync(join(work, 'src'), { recursive: true });
execFileSync('git', ['init', '--quiet', '--initial-branch', 'main', work]);
const prose = 'Routers match requests by method and path; middleware runs in the order it was added and may end the response. '.repeat(6);
for (let i = 0; i < 150; i++) {
  const sections = Array.from({ length: 4 }, (_, j) => `## Topic ${i}.${j}\n\n${prose}\n\n\`\`\`js\napp.use${i}x${j}({ option: ${j} });\n\`\`\`\n`).join('\n');
  writeFileSync(join(work, 'docs', `page-${i}.md`), `# Page ${i}\n\n${sections}`);
}
writeFileSync(join(work, 'docs', 'flux.md'), '# Flux\n\n## Calibrate the flux capacitor\n\nBefore the first trip:\n\n```js\nwidget.calibrate({ flux: 1.21 });\n```\n');
// Source files: random-looking so that they do not compress away.
for (let i = 0; i < 3000; i++) writeFileSync(join(work, 'src', `file-${i}.js`), `export const data${i} = ${JSON.stringify(Array.from({ length: 300 }, (_, k) => ((i * 7919 + k * 104729) % 1000003).toString(36)))};\n`);
g('add', '.');
g('commit', '--quiet', '-m', 'release');
g('tag', 'v4.0.0');
const served = join(scratch, 'served');
mkdirSync(served);
execFileSync('git', ['clone', '--quiet', '--bare', work, join(served, 'widget.git')]);
execFileSync('git', ['-C', join(served, 'widget.git'), 'config', 'uploadpack.allowFilter', 'true']);
const git = await gitServer(served, onFinish);
const readme = ['# widget', '', 'Widgets for servers.', '', '## Install', '', '```sh', 'npm install widget', '```', '', 'See the docs.'].join('\n');
const registry = await fakeRegistry([{ name: 'widget', version: '4.0.0', description: 'Widgets', repository: `${git.url}/widget.git`, readme }], {}, onFinish);
const env = { npm_config_registry: registry.url, SERVICE_DOC_SOURCES: 'all', SERVICE_ALLOW_HOSTS: '127.0.0.1', NO_COLOR: '1' };

try {
  const transport = new StdioClientTransport({ command: values.binary!, args: ['--data-dir', join(scratch, 'index')], env: { PATH: process.env.PATH!, ...env }, cwd: scratch });
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  const text = (r: unknown) => ((r as { content: { text: string }[] }).content[0]?.text ?? '');
  const started = performance.now();
  const resolved = text(await client.callTool({ name: 'resolve-library-id', arguments: { libraryName: 'widget', query: 'calibrate the flux capacitor' } }));
  const firstAnswer = performance.now() - started;
  const id = /^1\. (\S+)$/m.exec(resolved)?.[1] ?? '/npm/widget';
  let full = 0;
  for (let i = 0; i < 600 && !full; i++) {
    const answer = text(await client.callTool({ name: 'query-docs', arguments: { libraryId: id, query: 'calibrate the flux capacitor' } }).catch(() => ({ content: [] })));
    if (/widget\.calibrate/.test(answer)) full = performance.now() - started;
    else await new Promise((r) => setTimeout(r, 50));
  }
  await client.close();
  const addStarted = performance.now();
  // Not spawnSync: the registry and git server answer from this process.
  const added = await new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(values.binary!, ['add', 'npm:widget@4.0.0', '--data-dir', join(scratch, 'index-add'), '--json'], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c));
    child.stderr.on('data', (c: Buffer) => (stderr += c));
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
  const addSeconds = (performance.now() - addStarted) / 1000;
  if (added.status !== 0) console.error(added.stderr);
  const summary = JSON.parse(added.stdout || '{}') as { filesRead?: number; codeSnippets?: number; infoSnippets?: number };
  const fetched = git.requests.length;
  console.log(`resolve miss → answer from the tarball: ${(firstAnswer / 1000).toFixed(2)} s`);
  console.log(`→ first answer from the repository's docs: ${full ? `${(full / 1000).toFixed(2)} s` : 'not within 30 s'}`);
  console.log(`libdocs add npm:widget@4.0.0: ${addSeconds.toFixed(2)} s, ${summary.filesRead} files, ${(summary.codeSnippets ?? 0) + (summary.infoSnippets ?? 0)} snippets (${fetched} git requests in all)`);
} finally {
  for (const fn of finish) await fn();
  rmSync(scratch, { recursive: true, force: true });
}
