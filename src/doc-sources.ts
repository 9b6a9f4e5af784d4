/**
 * What an npm library's documentation is fetched from (a module of its own so that the configuration can name the
 * choices without loading the sources): `all`, its repository at the version's tag or its site's llms files as
 * well as its npm package (sources/npm-docs.ts); `npm-only`, the npm package alone.
 * @module
 */
export type DocSources = 'all' | 'npm-only';
export const DOC_SOURCES: readonly DocSources[] = ['all', 'npm-only'];
