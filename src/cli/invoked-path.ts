/**
 * The path to write into an assistant's config for this executable. `process.execPath` has every symlink
 * resolved (the kernel's and macOS's answer), so run as Homebrew installs it (`/opt/homebrew/bin/libdocs` →
 * `../Cellar/libdocs/<version>/bin/libdocs`) it names the versioned folder that `brew upgrade` deletes. The path
 * the user invoked is the stable one: `process.argv0` as the shell passed it, found on `PATH` when it has no slash.
 *
 * A stable link, here: the invoked path leads to this very file (same device and inode), and no folder on it is
 * named like a version (`1.2.3`, `v1.2`, `1.2.3_1`: Homebrew's `Cellar/<name>/<version>/`, and version managers'
 * `installs/<name>/<version>/`). Anything else (argv0 set to something unrelated, a versioned path) falls back to
 * `process.execPath`.
 * @module
 */
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, dirname, isAbsolute, resolve, sep } from 'node:path';

const VERSION_FOLDER = /^v?\d+(\.\d+)+([._+-][0-9A-Za-z.]+)?$/;

export function stableExecutablePath(execPath = process.execPath, argv0 = process.argv0, pathVariable = process.env.PATH ?? '', cwd = process.cwd()): string {
  // Windows: no symlinked installs to speak of, and argv0 there is not what the shell typed.
  if (process.platform === 'win32') return execPath;
  const invoked = invokedPath(argv0, pathVariable, cwd);
  if (!invoked || invoked === execPath || !sameFile(invoked, execPath) || versioned(invoked)) return execPath;
  return invoked;
}

/** Where argv0 points: a path as given (made absolute), or the first executable of that name on PATH, as a shell finds it. */
function invokedPath(argv0: string, pathVariable: string, cwd: string): string | undefined {
  if (!argv0) return undefined;
  if (argv0.includes('/')) return isAbsolute(argv0) ? resolve(argv0) : resolve(cwd, argv0);
  for (const dir of pathVariable.split(delimiter)) {
    // An empty PATH entry means the current directory.
    const candidate = resolve(cwd, dir || '.', argv0);
    try {
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // Not here: the next PATH entry.
    }
  }
  return undefined;
}

function sameFile(a: string, b: string): boolean {
  try {
    const [x, y] = [statSync(a), statSync(b)];
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}

function versioned(path: string): boolean {
  return dirname(path).split(sep).some((folder) => VERSION_FOLDER.test(folder));
}
