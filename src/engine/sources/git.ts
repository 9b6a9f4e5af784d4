/**
 * git repositories as a source (`libdocs add git:<url>[#<branch or tag>]`): a shallow clone with the system's
 * git (https, ssh and file URLs), read by the folder rules (the `.git` folder, dependencies and tests are
 * skipped; links are never followed). A tag that names a version (`v2.1.0`, `2.1.0`) is that version.
 * @module
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLONE_TIMEOUT_MS } from '../../defaults.ts';
import { LibdocsError, messages, usageError } from '../../errors.ts';
import { repositoryId, slug } from '../library-meta.ts';


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

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // Never prompt for credentials (there is no one to answer), never use a credential helper's cached secrets.
    // A server's redirect is not followed: it could lead to an internal address, which git cannot be asked to
    // refuse (the SSRF guard of web pages and npm tarballs). A moved repository is added at its new address.
    const child = spawn(command, ['-c', 'http.followRedirects=false', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'echo' } });
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), CLONE_TIMEOUT_MS);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new LibdocsError('SOURCE_NOT_FOUND', error.code === 'ENOENT' ? messages.gitNotInstalled() : messages.gitCannotStart(error.message), 1, { cause: error }));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(stdout);
      const reason = signal ? `no result within ${CLONE_TIMEOUT_MS / 1000} s` : stderr.trim().split('\n').pop() || `exit ${code}`;
      const what = `git ${args[0] === '-C' ? args[2] : args[0]} failed`;
      if (/redirect|returned error: 30[12378]\b/i.test(stderr)) return reject(new LibdocsError('SOURCE_NOT_FOUND', messages.gitRedirect(what, reason)));
      reject(new LibdocsError('SOURCE_NOT_FOUND', messages.gitFailed(what, reason)));
    });
  });
}
