/**
 * Where a library version's documentation came from, in words for answers and resolve: the repository at a
 * tag, a site's llms files (not version-exact), the npm package. Read from the version's marker
 * (sources/npm-docs.ts records it); undefined for sources that record none (a folder, git, a website).
 * @module
 */
import { messages } from '../errors.ts';
import { injectionRule } from './injection.ts';
import { originsOf, type DocOrigin } from './sources/npm-docs.ts';

export function docsProvenance(marker: string | null | undefined): string | undefined {
  const origins = originsOf(marker);
  return origins.length > 0 ? messages.docsFrom(origins.map(originInWords)) : undefined;
}

function originInWords(origin: DocOrigin): string {
  // Recorded from package metadata: one line, no control characters, bounded.
  const clean = origin.where.replace(/[\s\p{Cc}]+/gu, ' ').slice(0, 200);
  const where = injectionRule(clean) ? messages.addressWithheld() : clean;
  if (origin.kind === 'repository') return messages.originRepository(where, origin.ref?.replace(/[\s\p{Cc}]+/gu, ' ').slice(0, 100));
  if (origin.kind === 'website') return messages.originWebsite(where);
  return messages.originNpm(where);
}
