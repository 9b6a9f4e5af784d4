/**
 * Translations of the documentation beside the English original: Apache's `manual/en` and `manual/fr`, a Hugo
 * site's `content/en` and `content/zh-cn`, Docusaurus's `i18n/ja/...` beside `docs/`. Each translation repeats the
 * library in another language: it triples the index, and its sections answer English questions in French. The
 * English pages are kept and the others skipped, one folder at a time; a library documented only in other
 * languages keeps them all.
 * @module
 */

/** Folder names of English, the language kept. */
const ENGLISH = new Set(['en', 'en-us', 'en_us', 'en-gb', 'en_gb']);
/**
 * Folder names of other languages (ISO 639-1, with the regional and script forms sites use). Only beside an English
 * folder do they count as translations: `it/` or `id/` alone is not taken for Italian or Indonesian.
 */
const LANGUAGES = new Set(
  (
    'ar bg bn ca cs da de el es es-419 es-es es-mx et eu fa fi fr gl he hi hr hu hy id it ja ka kk ko lt lv mk ml mn ' +
    'ms nb nl nn no pl pt pt-br pt_br pt-pt ro ru sk sl sq sr sv sw ta te th tl tr uk ur uz vi zh zh-cn zh_cn zh-hans ' +
    'zh-hant zh-tw zh_tw zh-hk'
  ).split(' '),
);

/**
 * The folders of `paths` (relative, `/`-separated) that hold a translation: a language's folder beside an English
 * one under the same parent, or a non-English language's folder under `i18n/` when pages outside `i18n/` exist.
 * Returned as folder prefixes (`manual/fr/`) with the language.
 */
export function translationFolders(paths: string[]): Map<string, string> {
  // Parent folder → languages found directly under it.
  const languagesUnder = new Map<string, Set<string>>();
  let outsideI18n = false;
  for (const path of paths) {
    const segments = path.split('/');
    if (!segments.includes('i18n')) outsideI18n = true;
    for (let i = 0; i < segments.length - 1; i++) {
      const name = segments[i]!.toLowerCase();
      if (!ENGLISH.has(name) && !LANGUAGES.has(name)) continue;
      const parent = segments.slice(0, i).join('/');
      const found = languagesUnder.get(parent);
      if (found) found.add(segments[i]!);
      else languagesUnder.set(parent, new Set([segments[i]!]));
    }
  }
  const out = new Map<string, string>();
  for (const [parent, names] of languagesUnder) {
    const hasEnglish = [...names].some((n) => ENGLISH.has(n.toLowerCase()));
    const underI18n = parent === 'i18n' || parent.endsWith('/i18n');
    if (!(hasEnglish && names.size > 1) && !(underI18n && outsideI18n)) continue;
    for (const name of names) if (!ENGLISH.has(name.toLowerCase())) out.set(`${parent ? `${parent}/` : ''}${name}/`, name);
  }
  return out;
}

/** The translation folder a path lies in, if any. */
export function translationOf(path: string, folders: Map<string, string>): string | undefined {
  if (folders.size === 0) return undefined;
  let at = path.indexOf('/');
  while (at >= 0) {
    const prefix = path.slice(0, at + 1);
    if (folders.has(prefix)) return prefix;
    at = path.indexOf('/', at + 1);
  }
  return undefined;
}
