/**
 * The documentation engine, usable without MCP: open the index, add sources, rank and answer.
 * @module
 */
import { Store, type OpenOptions } from './store/store.ts';

export { addGitRepository, addLibrary, addNpmPackage, addWebsite, type AddOptions, type AddProgress, type AddSummary } from './ingest.ts';
export { NpmRegistry } from './sources/npm.ts';
export { addProject, type ProjectSummary } from './add-project.ts';
export { isProject } from './sources/project.ts';
export { Store } from './store/store.ts';
export { resolveDataDir } from '../data-dir.ts';

export function openStore(dataDir: string, options?: OpenOptions): Store {
  return Store.open(dataDir, options);
}
