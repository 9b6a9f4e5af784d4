#!/usr/bin/env node
/**
 * Sources benchmark (needs the npm registry):
 *   1. `libdocs add <this project>`: its direct dependencies at their installed versions, time and peak memory
 *      (the binary's own maximum resident set, from /usr/bin/time when present, else the wall time only);
 *   2. a resolve miss: the MCP server over stdio asked for a package it has not indexed (zod), timed from the
 *      resolve-library-id call to its answer, and then to the query-docs answer.
 *
 * Usage: node bench/sources.mjs [--binary dist/libdocs] [--package zod]
 */
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    binary: { type: 'string', default: join(root, 'dist', process.platform === 'win32' ? 'libdocs.exe' : 'libdocs') },
    package: { type: 'string', default: 'zod' },
  },
});
const binary = resolve(values.binary);

// 1. This project's dependencies.
const projectIndex = mkdtempSync(join(tmpdir(), 'libdocs-bench-project-'));
const time = existsSync('/usr/bin/time') ? ['/usr/bin/time', ['-v', binary]] : [binary, []];
const started = performance.now();
const run = spawnSync(time[0], [...time[1], 'add', root, '--data-dir', projectIndex], { encoding: 'utf8' });
const seconds = (performance.now() - started) / 1000;
const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1];
console.log(`libdocs add <this project>: ${seconds.toFixed(1)} s${peak ? `, peak RSS ${(Number(peak) / 1024).toFixed(0)} MB` : ''}`);
console.log(run.stdout.split('\n')[0]);
rmSync(projectIndex, { recursive: true, force: true });

// 2. A resolve miss, answered from npm.
const missIndex = mkdtempSync(join(tmpdir(), 'libdocs-bench-miss-'));
const transport = new StdioClientTransport({ command: binary, args: ['--data-dir', missIndex], env: { ...process.env }, stderr: 'ignore', cwd: missIndex });
const client = new Client({ name: 'bench', version: '1' });
await client.connect(transport);
const t0 = performance.now();
const resolved = await client.callTool({ name: 'resolve-library-id', arguments: { libraryName: values.package, query: 'schema validation' } });
const t1 = performance.now();
const id = /^1\. (\S+)/m.exec(resolved.content[0].text)?.[1];
const answer = await client.callTool({ name: 'query-docs', arguments: { libraryId: id, query: 'how do I validate an object schema' } });
const t2 = performance.now();
await client.close();
rmSync(missIndex, { recursive: true, force: true });
console.log(`resolve miss for "${values.package}": indexed from npm and resolved in ${((t1 - t0) / 1000).toFixed(2)} s (${id}); query-docs answered ${((t2 - t1) * 1).toFixed(0)} ms later (${answer.content[0].text.length} characters)`);
