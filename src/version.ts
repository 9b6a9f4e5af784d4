/** The libdocs version; esbuild replaces it from package.json at build time. */
declare const __LIBDOCS_VERSION__: string | undefined;
export const version: string = typeof __LIBDOCS_VERSION__ === 'string' ? __LIBDOCS_VERSION__ : '0.1.0';
