/**
 * `libdocs doctor`: what this installation will do and what stands in its way — version, data directory and
 * index health, libraries indexed, the backing API when configured, the proxy in effect, the key (masked) —
 * each problem with what to do about it. Exit code 1 when something fails.
 * @module
 */
import { defineCommand } from 'citty';
import { existsSync } from 'node:fs';
import { DB_FILE, isWritable } from '../data-dir.ts';
import { join } from 'node:path';
import { parseConfig, type Config } from '../config.ts';
import { bypassesProxy } from '../proxy.ts';
import { LibdocsError, messages } from '../errors.ts';
import { version } from '../version.ts';
import { DOCTOR_API_TIMEOUT_MS as API_TIMEOUT_MS } from '../defaults.ts';
import { dataDirArg, jsonArg, printJson } from './_shared.ts';
import { networkReason as describe } from '../http-client.ts';

type Status = 'ok' | 'warn' | 'fail';

interface Check {
  name: string;
  status: Status;
  detail: string;
  /** What to do, when the status is not ok. */
  fix?: string;
  /** The index check failed because the file is damaged (which --repair can address). */
  damaged?: boolean;
}


export default defineCommand({
  meta: { name: 'doctor', description: 'Check the installation: index, backing API, proxy, key; says what to fix' },
  args: {
    ...dataDirArg,
    ...jsonArg,
    repair: { type: 'boolean', description: 'Rebuild a damaged index from what is intact (the damaged file is kept beside it)' },
  },
  async run({ args }) {
    const checks: Check[] = [{ name: 'version', status: 'ok', detail: `libdocs ${version}, Node.js ${process.versions.node}` }];
    let config: Config | undefined;
    try {
      config = parseConfig(args['data-dir'] ? ['--data-dir', args['data-dir']] : [], process.env);
    } catch (error) {
      if (!(error instanceof LibdocsError)) throw error;
      checks.push({ name: 'configuration', status: 'fail', detail: error.message, fix: messages.doctorFixVariable() });
    }
    if (config) {
      let index = await indexChecks(config.dataDir);
      if (args.repair && index.some((c) => c.damaged)) index = await repair(config.dataDir);
      checks.push(...index.map(({ damaged: _, ...check }) => check));
      checks.push(await apiCheck(config));
      checks.push(proxyCheck(config));
      checks.push(keyCheck(config));
    }
    if (args.json) printJson({ healthy: !checks.some((c) => c.status === 'fail'), checks });
    else process.stdout.write(report(checks));
    if (checks.some((c) => c.status === 'fail')) process.exitCode = 1;
  },
});

async function indexChecks(dataDir: string): Promise<Check[]> {
  const file = join(dataDir, DB_FILE);
  if (!existsSync(file)) {
    const writable = existsSync(dataDir) ? isWritable(dataDir) : true;
    return [
      {
        name: 'index',
        status: writable ? 'warn' : 'fail',
        detail: `no index yet in ${dataDir}`,
        fix: writable ? messages.doctorFixAddDocumentation() : messages.doctorFixDataDirNotWritable(dataDir),
      },
    ];
  }
  let db: import('node:sqlite').DatabaseSync | undefined;
  try {
    // Loaded here, not at the top: doctor must still report when the engine cannot load.
    const { openReadOnly } = await import('../engine/store/store.ts');
    db = openReadOnly(file, 2000);
    // Since SQLite 3.44 this also runs FTS5's own check of the full-text index, read-only.
    const check = db.prepare('PRAGMA quick_check').get() as { quick_check: string };
    if (check.quick_check !== 'ok') throw new Error(messages.integrityCheckFailed(check.quick_check));
    const libraries = db.prepare('SELECT id FROM libraries ORDER BY id').all() as { id: string }[];
    const counts = db.prepare('SELECT COUNT(*) AS versions, COALESCE(SUM(code_snippets + info_snippets), 0) AS snippets FROM versions').get() as {
      versions: number;
      snippets: number;
    };
    const writable = isWritable(dataDir) && isWritable(file);
    const checks: Check[] = [{ name: 'index', status: 'ok', detail: `${file} is readable${writable ? ' and writable' : ' (read-only for this user: add, refresh and keys need its owner)'}` }];
    checks.push(
      libraries.length === 0
        ? { name: 'libraries', status: 'warn', detail: 'none indexed', fix: messages.doctorFixAddDocumentation() }
        : {
            name: 'libraries',
            status: 'ok',
            detail: `${libraries.length} (${Number(counts.versions)} versions, ${Number(counts.snippets).toLocaleString('en-US')} snippets): ${libraries
              .slice(0, 8)
              .map((l) => l.id)
              .join(', ')}${libraries.length > 8 ? ', …' : ''}`,
          },
    );
    return checks;
  } catch (error) {
    const reason = (error as Error).message;
    // Damage is fixed by re-adding; a permission problem or a directory in the file's place is not.
    const damaged = /malformed|not a database|integrity check/i.test(reason);
    return [
      {
        name: 'index',
        status: 'fail',
        detail: `${file} ${damaged ? 'is damaged' : 'cannot be read'} (${reason})`,
        fix: damaged ? messages.doctorFixDamagedIndex() : messages.doctorFixUnreadableIndex(file),
        damaged,
      },
    ];
  } finally {
    db?.close();
  }
}

/** Rebuilds a damaged index, then checks it again; a repair that cannot be done is the failed check. */
async function repair(dataDir: string): Promise<Check[]> {
  const { repairIndex } = await import('../engine/repair.ts');
  try {
    const { kept, snippets } = repairIndex(dataDir);
    const repaired: Check = { name: 'repair', status: 'ok', detail: `rebuilt with ${snippets.toLocaleString('en-US')} snippets; the damaged file is kept as ${kept}` };
    return [repaired, ...(await indexChecks(dataDir))];
  } catch (error) {
    if (!(error instanceof LibdocsError)) throw error;
    const fix = error.code === 'STORE_READ_ONLY' ? messages.doctorFixRepairAsOwner() : messages.doctorFixUnrepairable();
    return [{ name: 'repair', status: 'fail', detail: error.message, fix }];
  }
}

async function apiCheck(config: Config): Promise<Check> {
  if (!config.apiUrl) return { name: 'backing API', status: 'ok', detail: 'not configured: answers come from the local index' };
  const viaProxy = config.proxy && !bypassesProxy(config.apiUrl, config.noProxy) ? ` (the proxy ${redactUrl(config.proxy.url)} applies to it)` : '';
  const { HttpClient } = await import('../http-client.ts');
  const http = new HttpClient({ proxy: config.proxy, noProxy: config.noProxy });
  try {
    const response = await http.get(config.apiUrl, { 'User-Agent': `libdocs/${version} doctor` }, API_TIMEOUT_MS);
    await response.body?.cancel();
    return { name: 'backing API', status: 'ok', detail: `${config.apiUrl} answers (HTTP ${response.status})${viaProxy}` };
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${API_TIMEOUT_MS / 1000} s` : describe(error);
    return {
      name: 'backing API',
      status: 'fail',
      detail: `${config.apiUrl} is unreachable: ${reason}${viaProxy}`,
      fix: messages.doctorFixBackingApi(),
    };
  } finally {
    await http.close();
  }
}

function proxyCheck(config: Config): Check {
  if (!config.proxy) return { name: 'proxy', status: 'ok', detail: 'none (no HTTPS_PROXY/HTTP_PROXY set)' };
  const bypass = config.noProxy.length ? `; not for ${config.noProxy.join(', ')} or loopback` : '; not for loopback';
  return { name: 'proxy', status: 'ok', detail: `${redactUrl(config.proxy.url)} from ${config.proxy.source}${bypass}` };
}

function keyCheck(config: Config): Check {
  if (!config.apiKey) return { name: 'API key', status: 'ok', detail: 'none (anonymous)' };
  const masked = maskKey(config.apiKey);
  if (!config.apiKey.startsWith('svcsk')) {
    return {
      name: 'API key',
      status: 'fail',
      detail: `${masked} from ${config.apiKeySource} does not start with svcsk`,
      fix: messages.doctorFixKey(),
    };
  }
  return { name: 'API key', status: 'ok', detail: `${masked} from ${config.apiKeySource}` };
}

/** `svcsk_…wxyz`: enough to tell keys apart, never enough to use one. */
export function maskKey(key: string): string {
  if (key.length < 16) return `${key.slice(0, Math.min(5, Math.floor(key.length / 3)))}…`;
  return `${key.slice(0, 6)}…${key.slice(-4)}`;
}

function redactUrl(url: string): string {
  const u = new URL(url);
  if (u.username || u.password) {
    u.username = u.username ? '***' : '';
    u.password = u.password ? '***' : '';
  }
  return u.href;
}


function report(checks: Check[]): string {
  const width = Math.max(...checks.map((c) => c.name.length));
  const lines = checks.map((c) => `${c.status.padEnd(4)}  ${c.name.padEnd(width)}  ${c.detail}${c.fix ? `\n${' '.repeat(width + 8)}→ ${c.fix}` : ''}`);
  const failed = checks.filter((c) => c.status === 'fail').length;
  lines.push('', failed ? `${failed} problem${failed > 1 ? 's' : ''} to fix (see →).` : 'Everything libdocs needs is in place.');
  return `${lines.join('\n')}\n`;
}
