/**
 * A library's identity: its `/org/project` ID (from the source's repository where known, else a stable
 * local form), name, description and version, from what the user said and what the source declares.
 * @module
 */
import { basename, resolve } from 'node:path';
import { messages, usageError } from '../errors.ts';
import { normalizeLine } from './parse/page.ts';

export interface LibraryMetaInput {
  path: string;
  id?: string;
  name?: string;
  version?: string;
  description?: string;
  aliases?: string[];
  packageJson?: Record<string, unknown>;
}

export interface LibraryMeta {
  id: string;
  name: string;
  version: string;
  description?: string;
  aliases: string[];
}

export const LIBRARY_ID = /^\/[^/\s\p{Cc}]+\/[^/\s\p{Cc}]+$/u;

/** `/org/project` or `/org/project/version`, split; undefined when the text is not of that form. */
export function parseLibraryId(text: string): { id: string; version?: string } | undefined {
  const match = /^(\/[^/\s]+\/[^/\s]+)(?:\/([^/\s]+))?\/?$/.exec(text.trim());
  if (!match) return undefined;
  return { id: match[1]!, version: match[2] };
}

export function libraryMeta(input: LibraryMetaInput): LibraryMeta {
  const pkg = input.packageJson ?? {};
  // Names are shown as stored (resolve, list): a package's own, like its description, without control characters.
  const pkgName = typeof pkg.name === 'string' ? normalizeLine(pkg.name) || undefined : undefined;
  const name = normalizeLine(input.name?.trim() || pkgName || basename(resolve(input.path)).replace(/\.[^.]+$/, ''));
  let id = input.id?.trim();
  if (id !== undefined) {
    if (!LIBRARY_ID.test(id)) {
      throw usageError(messages.invalidIdOption(id));
    }
  } else {
    id = repositoryId(pkg.repository) ?? `/local/${slug(name)}`;
  }
  // Shown by resolve-library-id as it is stored: as clean as indexed text (no invisible or bidi-override characters).
  const declared = input.description?.trim() || (typeof pkg.description === 'string' ? pkg.description : undefined);
  const description = declared === undefined ? undefined : normalizeLine(declared) || undefined;
  const version = input.version?.trim() || (typeof pkg.version === 'string' ? pkg.version : '');
  if (/[\s/\p{Cc}]/u.test(version)) {
    throw usageError(messages.invalidVersionOption(version, id));
  }
  const aliases = new Set((input.aliases ?? []).map((a) => a.trim()).filter(Boolean));
  if (pkgName && pkgName !== name) aliases.add(pkgName);
  return { id, name, version, description, aliases: [...aliases] };
}

/**
 * `github:colinhacks/zod`, `git+https://github.com/colinhacks/zod.git`, `{url}`, a monorepo folder
 * (`https://github.com/micromark/micromark/tree/main/packages/micromark`) → `/colinhacks/zod`, `/micromark/micromark`.
 */
export function repositoryId(repository: unknown): string | undefined {
  const url = typeof repository === 'string' ? repository : (repository as { url?: unknown } | undefined)?.url;
  if (typeof url !== 'string') return undefined;
  const match =
    /(?:github|gitlab|bitbucket)(?:\.com|\.org)?[:/]+([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:[/#?].*)?$/i.exec(url) ??
    /^([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:[/#?].*)?$/.exec(url);
  if (!match) return undefined;
  return `/${match[1]!.toLowerCase()}/${match[2]!.toLowerCase()}`;
}

export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/^@/, '')
      .replace(/[^a-z\d.]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'library'
  );
}
