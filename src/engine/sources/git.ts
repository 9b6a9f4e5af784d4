/**
 * git repositories as a source (`libdocs add git:<url>[#<branch or tag>]`): a shallow clone with the system's
 * git (https, ssh and file URLs), read by the folder rules (the `.git` folder, dependencies and tests are
 * skipped; links are never followed). A tag that names a version (`v2.1.0`, `2.1.0`) is that version.
 * @module
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { AddressGuard } from '../../address-guard.ts';
import { CLONE_TIMEOUT_MS } from '../../defaults.ts';
import { LibdocsError, messages, usageError } from '../../errors.ts';
import { repositoryId, slug } from '../library-meta.ts';


/**
 * Limits for a repository found in package metadata (nobody chose it): time for all of it, and bytes on disk (the
 * fetched pack and the files checked out, together).
 */
export const DISCOVERED_LIMITS = { timeoutMs: 60_000, maxBytes: 100 * 1024 * 1024 };

export interface GitSpec {
  url: string;
  ref?: string;
}

export function parseGitSpec(text: string): GitSpec {
  const spec = text.replace(/^git:/, '');
  const hash = spec.lastIndexOf('#');
  const url = hash > 0 ? spec.slice(0, hash) : spec;
  const ref = hash > 0 ? spec.slice(hash + 1) : undefined;
  if (!/^(?:https?:\/\/|ssh:\/\/|file:\/\/|git@[\w.-]+:)/.test(url) || (ref !== undefined && !/^[\w./-]+$/.test(ref))) {
    throw usageError(messages.notGitSource(text));
  }
  return { url, ref };
}

/** The version a ref names (`v2.1.0` → `2.1.0`), if it names one. */
export function versionOfRef(ref: string | undefined): string | undefined {
  const match = ref && /^(?:v|release-|release\/)?(\d+(?:\.\d+){0,3}(?:[-+][\w.]+)?)$/.exec(ref);
  return match ? match[1] : undefined;
}

/** The library ID a repository URL suggests: /org/project for a GitHub-like host, else from the repository name. */
export function idOfRepository(url: string): string {
  return repositoryId(url) ?? `/git/${slug(url.replace(/\.git$/, '').split(/[/:]/).filter(Boolean).pop() ?? 'repository')}`;
}

/** Clones into a temporary folder; the caller reads it, then calls `remove`. `commit` is what was cloned. */
export async function shallowClone(spec: GitSpec): Promise<{ dir: string; commit?: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'libdocs-git-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const args = (shallow: boolean) => ['clone', ...(shallow ? ['--depth', '1', '--no-tags'] : []), '--quiet', ...(spec.ref ? ['--branch', spec.ref] : []), '--', spec.url, join(dir, 'repo')];
  try {
    await run('git', args(true));
  } catch (error) {
    // Git's "dumb" HTTP transport (a static file server) cannot clone shallow: clone all of it instead.
    if (!(error instanceof LibdocsError) || !/shallow/i.test(error.message)) {
      remove();
      throw error;
    }
    try {
      rmSync(join(dir, 'repo'), { recursive: true, force: true });
      await run('git', args(false));
    } catch (again) {
      remove();
      throw again;
    }
  }
  const commit = (await run('git', ['-C', join(dir, 'repo'), 'rev-parse', 'HEAD']).catch(() => '')).trim() || undefined;
  return { dir: join(dir, 'repo'), commit, remove };
}

/** The commit a ref (or the default branch) points at on the remote now, without cloning. */
export async function remoteCommit(spec: GitSpec): Promise<string | undefined> {
  const out = await run('git', ['ls-remote', '--', spec.url, spec.ref ?? 'HEAD']);
  // An annotated tag lists the tag object and, as `^{}`, the commit it points at: take the commit.
  const lines = out.trim().split('\n').filter(Boolean);
  const peeled = lines.find((l) => l.endsWith('^{}')) ?? lines[0];
  return peeled?.split(/\s+/)[0];
}

/**
 * A repository named by package metadata, not by the user: reached only over http(s), its host checked by the
 * SSRF rules (after DNS, and git pinned to the addresses checked), with a clean git configuration.
 */
export class DiscoveredRepository {
  readonly url: string;
  private readonly home: string;
  private readonly deadline = Date.now() + DISCOVERED_LIMITS.timeoutMs;
  private pin: string[] | undefined;

  constructor(url: string) {
    this.url = url;
    // HOME and the global configuration point at an empty folder: no ~/.gitconfig, credential helper or ~/.netrc.
    this.home = mkdtempSync(join(tmpdir(), 'libdocs-git-home-'));
  }

  /** Which of `names` are tags of the remote (no clone; the server filters them, so a repository's thousands of tags are not listed). */
  async tags(names: string[]): Promise<string[]> {
    const out = await this.git(['ls-remote', '--tags', '--refs', '--', this.url, ...names.map((n) => `refs/tags/${n}`)]);
    return out.split('\n').map((l) => /\trefs\/tags\/(.+)$/.exec(l)?.[1]).filter((t): t is string => !!t);
  }

  /**
   * A shallow clone of `ref` with only `folders` checked out (sparse; with a server that filters, only their
   * files are downloaded). The caller reads `dir`, then calls `remove`.
   */
  async sparseClone(ref: string, folders: string[]): Promise<{ dir: string; remove: () => void }> {
    const dir = mkdtempSync(join(tmpdir(), 'libdocs-git-'));
    const repo = join(dir, 'repo');
    const remove = () => rmSync(dir, { recursive: true, force: true });
    try {
      await this.git(['clone', '--depth', '1', '--no-tags', '--quiet', '--filter=blob:none', '--no-checkout', '--branch', ref, '--', this.url, repo], dir);
      await this.git(['-C', repo, 'sparse-checkout', 'set', '--no-cone', ...folders.map((f) => `/${f}/`)], dir);
      await this.git(['-C', repo, 'checkout', '--quiet', ref], dir);
      return { dir: repo, remove };
    } catch (error) {
      remove();
      throw error;
    }
  }

  dispose(): void {
    rmSync(this.home, { recursive: true, force: true });
  }

  private async git(args: string[], watch?: string): Promise<string> {
    this.pin ??= await pinnedAddresses(this.url);
    const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(GIT_|SSH_)/.test(k)));
    Object.assign(env, { HOME: this.home, XDG_CONFIG_HOME: this.home, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: devNull, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'false' });
    // run() empties the credential helper list and refuses redirects for every git command.
    const safe = ['-c', 'protocol.allow=never', '-c', 'protocol.https.allow=always', '-c', 'protocol.http.allow=always', '-c', 'core.symlinks=false', ...this.pin];
    // One time limit for the tags, the clone and the checkout together.
    return run('git', [...safe, ...args], { env, timeoutMs: Math.max(1, this.deadline - Date.now()), watch: watch ? { dir: watch, maxBytes: DISCOVERED_LIMITS.maxBytes } : undefined });
  }
}

/** Refuses an internal host (unless allowed), and pins git's own DNS to the addresses that were checked. */
async function pinnedAddresses(url: string): Promise<string[]> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new LibdocsError('INVALID_ARGUMENT', messages.discoveredRepositoryScheme(url));
  const addresses = await new AddressGuard([]).check(parsed);
  if (addresses.length === 0) return [];
  const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
  const list = addresses.map((a) => (a.family === 6 ? `[${a.address}]` : a.address)).join(',');
  return ['-c', `http.curloptResolve=${parsed.hostname}:${port}:${list}`];
}

interface RunOptions {
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** Stop when the files under `dir` grow past `maxBytes` (checked twice a second). */
  watch?: { dir: string; maxBytes: number };
}

function run(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? CLONE_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    // Never prompt for credentials (there is no one to answer; the askpass program fails), never use a credential
    // helper's cached secrets (the helper list is emptied).
    // A server's redirect is not followed: it could lead to an internal address, which git cannot be asked to
    // refuse (the SSRF guard of web pages and npm tarballs). A moved repository is added at its new address.
    const child = spawn(command, ['-c', 'http.followRedirects=false', '-c', 'credential.helper=', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: options.env ?? { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'false' } });
    let stderr = '';
    let stdout = '';
    let tooLarge = false;
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const watcher = options.watch && setInterval(() => {
      if (folderBytes(options.watch!.dir) > options.watch!.maxBytes) {
        tooLarge = true;
        child.kill('SIGKILL');
      }
    }, 500);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      clearInterval(watcher);
      reject(new LibdocsError('SOURCE_NOT_FOUND', error.code === 'ENOENT' ? messages.gitNotInstalled() : messages.gitCannotStart(error.message), 1, { cause: error }));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      clearInterval(watcher);
      // A fast download can finish between two checks: the limit holds for what was written, not only while writing.
      if (code === 0 && options.watch && folderBytes(options.watch.dir) > options.watch.maxBytes) tooLarge = true;
      if (code === 0 && !tooLarge) return resolve(stdout);
      const reason = tooLarge
        ? messages.cloneTooLarge(options.watch!.maxBytes / 1024 / 1024)
        : signal ? messages.gitTimedOut(timeoutMs / 1000) : stderr.trim().split('\n').pop() || `exit ${code}`;
      const verb = args.filter((a, i) => !a.startsWith('-') && args[i - 1] !== '-c' && args[i - 1] !== '-C')[0];
      const what = `git ${verb} failed`;
      if (/redirect|returned error: 30[12378]\b/i.test(stderr)) return reject(new LibdocsError('SOURCE_NOT_FOUND', messages.gitRedirect(what, reason)));
      reject(new LibdocsError('SOURCE_NOT_FOUND', messages.gitFailed(what, reason)));
    });
  });
}

/** Bytes of the files under `dir` (a clone in progress: its pack files grow as it downloads). */
function folderBytes(dir: string): number {
  let total = 0;
  try {
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
    }
  } catch {
    // the folder is changing under us: counted on the next tick
  }
  return total;
}
