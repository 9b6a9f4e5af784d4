/**
 * `libdocs add <path>`: index a folder or file as a library version, with progress on a terminal and a
 * summary of what was read, skipped and stored.
 * @module
 */
import './heap-growth.ts';
import { defineCommand } from 'citty';
import { addGitRepository, addLibrary, addNpmPackage, addProject, addWebsite, isProject, NpmRegistry, type AddProgress, type AddSummary, type ProjectSummary } from '../engine/index.ts';
import { HttpClient } from '../http-client.ts';
import { printable } from '../printable.ts';
import { applySourcesArgs, dataDirArg, jsonArg, printJson, required, sourcesArgs, withStore } from './_shared.ts';

export default defineCommand({
  meta: { name: 'add', description: "Index documentation: a folder or file, npm:<package>, git:<url>, a website, or a project's dependencies" },
  args: {
    path: { type: 'positional', required: false, description: 'Folder or file, npm:<name>[@<range>], git:<url>[#<branch or tag>], or a website https://…' },
    id: { type: 'string', description: 'Library ID /org/project (default: from package.json repository, else /local/<name>)' },
    name: { type: 'string', description: 'Library name (default: package.json name or the folder name)' },
    version: { type: 'string', description: 'Version of the documentation (default: package.json version, else none)' },
    description: { type: 'string', description: 'Short description of the library' },
    alias: { type: 'string', description: 'Other names, comma-separated (e.g. "pg,postgres")' },
    folder: { type: 'boolean', description: "Index a project folder's own documents instead of its dependencies" },
    offline: { type: 'boolean', description: 'For a project: index only what node_modules holds, fetch nothing' },
    ...sourcesArgs,
    ...dataDirArg,
    ...jsonArg,
  },
  async run({ args }) {
    await withStore(args, async (store) => {
      const path = required(args.path, 'the folder, file, npm:<package> or git:<url> to index', 'libdocs add <path | npm:name[@range] | git:url[#ref] | https://docs.example.com/> [--id /org/project] [--version V]');
      const progress = !args.json && process.stderr.isTTY ? terminalProgress() : undefined;
      const options = {
        id: args.id,
        name: args.name,
        version: args.version,
        description: args.description,
        aliases: args.alias?.split(',').map((a) => a.trim()).filter(Boolean),
      };
      const sources = applySourcesArgs(args);
      const registry = () => new NpmRegistry(HttpClient.fromEnv());
      if (!/^(npm:|git:|https?:\/\/)/.test(path) && !args.folder && isProject(path)) {
        const project = await addProject(store, path, args.offline ? undefined : registry(), (dep, i, total) => {
          if (progress) process.stderr.write(`\r\x1b[K${`dependency ${i + 1}/${total} ${printable(dep.name)}@${printable(dep.version)}`.slice(0, (process.stderr.columns || 80) - 1)}`);
        }, sources);
        if (progress) process.stderr.write('\r\x1b[K');
        if (args.json) printJson({ ...project, versions: Object.fromEntries(project.versions) });
        else process.stdout.write(formatProject(project));
        if (project.failed.length > 0) process.exitCode = 1;
        return;
      }
      const summary = path.startsWith('npm:')
        ? await addNpmPackage(store, registry(), path, { ...options, onProgress: progress, sources })
        : path.startsWith('git:')
          ? await addGitRepository(store, path, options, progress)
          : /^https?:\/\//.test(path)
            ? await addWebsite(store, HttpClient.fromEnv(), path, options, progress)
            : addLibrary(store, { ...options, path }, progress);
      if (progress) process.stderr.write('\r\x1b[K');
      if (args.json) printJson(summary);
      else process.stdout.write(formatSummary(summary));
    });
  },
});

function terminalProgress(): (p: AddProgress) => void {
  let last = 0;
  return (p) => {
    const now = Date.now();
    if (p.phase === 'parse' && now - last < 80) return;
    last = now;
    const line =
      p.phase === 'read'
        ? `reading: ${p.files} files, ${p.skipped} skipped`
        : p.phase === 'fetch'
          ? printable(p.message)
        : p.phase === 'parse'
          ? `parsing ${p.done + 1}/${p.total} ${bar(p.done + 1, p.total)} ${printable(p.file)}`
          : `writing ${p.snippets} snippets`;
    process.stderr.write(`\r\x1b[K${line.slice(0, (process.stderr.columns || 80) - 1)}`);
  };
}

function bar(done: number, total: number): string {
  const width = 20;
  const filled = Math.round((done / Math.max(total, 1)) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
}

export function formatProject(p: ProjectSummary): string {
  const lines = [`Project dependencies (${p.lockfile}): ${p.indexed.length} indexed, ${p.unchanged.length} already up to date, ${p.failed.length} failed`];
  for (const s of p.indexed) lines.push(`  indexed ${printable(s.name)} ${printable(s.version)} as ${printable(s.id)} (${s.codeSnippets + s.infoSnippets} snippets, ${s.seconds.toFixed(1)} s)`);
  for (const f of p.failed) lines.push(`  failed  ${printable(f.dependency)}: ${printable(f.reason)}`);
  if (p.unresolved.length) lines.push(`  not in the lockfile (install first): ${p.unresolved.map(printable).join(', ')}`);
  return `${lines.join('\n')}\n`;
}

export function formatSummary(s: AddSummary): string {
  const lines = [
    `Indexed ${printable(s.name)} as ${printable(s.id)}${s.version ? `/${printable(s.version)}` : ''} in ${s.seconds.toFixed(1)} s`,
    `  files read:     ${s.filesRead}`,
    `  code snippets:  ${s.codeSnippets.toLocaleString('en-US')}`,
    `  info snippets:  ${s.infoSnippets.toLocaleString('en-US')}`,
    `  duplicates merged: ${s.duplicatesMerged}`,
  ];
  if (s.benchmarkScore !== undefined) lines.push(`  benchmark score: ${s.benchmarkScore}`);
  if (s.skipped.length > 0) {
    const reasons = new Map<string, string[]>();
    for (const k of s.skipped) reasons.set(k.reason, [...(reasons.get(k.reason) ?? []), k.path]);
    lines.push(`  skipped: ${s.skipped.length}`);
    for (const [reason, paths] of [...reasons].sort((a, b) => b[1].length - a[1].length)) {
      const shown = paths.slice(0, 3).map(printable).join(', ') + (paths.length > 3 ? `, … (${paths.length - 3} more)` : '');
      lines.push(`    ${printable(reason)}: ${paths.length} (${shown})`);
    }
  }
  return `${lines.join('\n')}\n`;
}
