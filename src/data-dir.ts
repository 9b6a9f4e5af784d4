/**
 * Where the index lives: --data-dir, else SERVICE_DATA_DIR, else the platform's data directory.
 * @module
 */
import { accessSync, constants } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The index file inside the data directory. */
export const DB_FILE = 'index.db';

export function resolveDataDir(flag?: string, env: NodeJS.ProcessEnv = process.env): string {
  if (flag && flag.trim()) return flag;
  if (env.SERVICE_DATA_DIR && env.SERVICE_DATA_DIR.trim()) return env.SERVICE_DATA_DIR;
  const home = homedir();
  switch (process.platform) {
    case 'win32':
      return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'libdocs');
    case 'darwin':
      return join(home, 'Library', 'Application Support', 'libdocs');
    default:
      return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), 'libdocs');
  }
}

/** Whether this user may write to the file or folder (another user's index is read-only for us). */
export function isWritable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
