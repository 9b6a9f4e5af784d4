#!/usr/bin/env node
/**
 * `npm run demo`: the main job end to end on the embedded default, offline. Indexes real documentation that
 * `npm ci` already put on disk (the READMEs of micromark and htmlparser2), starts the built binary as an MCP
 * server over stdio, as an assistant would, and prints what its two tools answer to a real question.
 *
 * Usage: node scripts/demo.mjs [--question "…"] (after `node build.mjs --host-only`)
 */
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/client/stdio';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const binary = join(root, 'dist', process.platform === 'win32' ? 'libdocs.exe' : 'libdocs');
const dataDir = join(root, '.cache', 'demo');
const { values } = parseArgs({ options: { question: { type: 'string', default: 'how do I parse HTML and get the text inside each tag?' } } });

if (!existsSync(binary)) {
  console.error(`demo: ${binary} is missing; build it first with: node build.mjs --host-only`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

for (const pkg of ['micromark', 'htmlparser2']) {
  const folder = join(root, 'node_modules', pkg);
  console.log(`$ libdocs add node_modules/${pkg}`);
  const added = spawnSync(binary, ['add', folder, '--data-dir', dataDir], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (added.status !== 0) process.exit(added.status ?? 1);
}

console.log('\n$ libdocs   (MCP server over stdio; an MCP client connects, as an assistant does)\n');
const transport = new StdioClientTransport({
  command: binary,
  args: ['--data-dir', dataDir],
  env: { ...getDefaultEnvironment() },
  stderr: 'inherit',
  // Not the repository: started in a project, the server would index its dependencies in the background.
  cwd: dataDir,
});
const client = new Client({ name: 'libdocs-demo', version: '1.0.0' });
await client.connect(transport);
try {
  const text = (result) => result.content.map((c) => c.text ?? '').join('');
  const resolved = await client.callTool({ name: 'resolve-library-id', arguments: { libraryName: 'htmlparser2', query: values.question } });
  console.log(`resolve-library-id { libraryName: "htmlparser2" } →\n\n${text(resolved)}\n`);
  const id = /^1\. (\/\S+)/m.exec(text(resolved))?.[1];
  if (!id) throw new Error('resolve-library-id found no library');
  const answer = await client.callTool({ name: 'query-docs', arguments: { libraryId: id, query: values.question } });
  console.log(`query-docs { libraryId: "${id}", query: "${values.question}" } →\n\n${text(answer)}`);
} finally {
  await client.close();
}
