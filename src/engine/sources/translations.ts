/**
 * Translations of the documentation beside the English original: Apache's `manual/fr/` beside `manual/en/`, a Hugo
 * site's `content/zh-cn/` beside `content/en/`, Docusaurus's `i18n/ja/...` beside `docs/`, MkDocs' `index.fr.md`
 * beside `index.md`. Each repeats the library in another language: it multiplies the index, and its sections answer
 * English questions in French. A folder or file counts as a translation only when it mirrors English pages (at
 * least half of its pages have an English page of the same path or name): a folder that merely has a language's
 * name (`es/` for ECMAScript, `uk/` for a country), or a complete original beside a few English pages, is kept.
 * @module
 */

/**
 * Languages other than English, by their ISO 639-1 code; a folder or suffix may add a region or script
 * (`pt-br`, `zh_Hans`, `ja-JP`).
 */
const LANGUAGES = new Set(
  (
    'af am ar az be bg bn br bs ca cs cy da de el eo es et eu fa fi fr ga gl gu he hi hr hu hy id is it ja ka kk km kn ko ' +
    'ky lo lt lv mk ml mn mr ms my nb ne nl nn no pa pl ps pt ro ru si sk sl sq sr sv sw ta te th tl tr uk ur uz vi yo zh'
  ).split(' '),
);
/** A language's code, a region or script after it, and after a region a character set (`ja_JP.ujis`, `de_DE.UTF-8`). */
const LANGUAGE_CODE = /^([a-z]{2})(?:[-_](?:[a-z]{4}|\d{3}|[a-z]{2}(?:\.[a-z0-9-]{1,12})?))?$/;
/** Folders named by the language's English name (xfig's `html/japanese/` beside its English pages). */
const LANGUAGE_NAMES: Record<string, string> = {
  english: 'en', arabic: 'ar', chinese: 'zh', czech: 'cs', danish: 'da', dutch: 'nl', finnish: 'fi', french: 'fr',
  german: 'de', greek: 'el', hungarian: 'hu', italian: 'it', japanese: 'ja', korean: 'ko', norwegian: 'no',
  polish: 'pl', portuguese: 'pt', russian: 'ru', spanish: 'es', swedish: 'sv', turkish: 'tr', ukrainian: 'uk',
};
/** At least this share of a translation's pages has an English page of the same path. */
const MIRRORED = 0.5;

/**
 * `en`, `fr`, `pt-BR`, `zh_Hans`: the base language of a folder or suffix name, or undefined. With `usIsEnglish`, `us`
 * is English too, as Kepler's manuals name it beside their `br/` (Brazilian Portuguese; `br` is also Breton's code).
 */
function languageOf(name: string, usIsEnglish = false): string | undefined {
  if (usIsEnglish && name.toLowerCase() === 'us') return 'en';
  const base = LANGUAGE_CODE.exec(name.toLowerCase())?.[1] ?? LANGUAGE_NAMES[name.toLowerCase()];
  return base !== undefined && (base === 'en' || LANGUAGES.has(base)) ? base : undefined;
}

/** What `selectFiles` leaves out as translations: folder prefixes (`manual/fr/`) and single files (`index.fr.md`). */
export interface Translations {
  folders: Set<string>;
  files: Set<string>;
  /** The folders whose `us/` is English (they hold a Brazilian Portuguese one beside it). */
  usParents: Set<string>;
}

/**
 * The translations among the pages a source offers: each `path` relative and `/`-separated, with its `page`, the
 * path without its format (`mod/core.html` → `mod/core`), so that translations in another format count.
 */
export function findTranslations(offered: { path: string; page: string }[]): Translations {
  const paths = offered.map((o) => o.path);
  const pages = offered.map((o) => o.page);
  const folders = new Set<string>();
  // A language's folder beside an English one: its pages under the same relative paths. Only a page's outermost
  // LANGUAGE_DEPTH language-named folders count (`ml/en/`, `cs/zh/`: a topic named like a language above the real
  // ones), so a path's work stays linear in its length however many of its folders look like one.
  const under = new Map<string, Set<string>>(); // `parent/lang/` → the relative pages below it
  const english = new Map<string, Set<string>>(); // `parent/` → the pages below all its English folders
  // `us/` is English only beside Brazilian Portuguese (Kepler's manuals); elsewhere it is a country's folder.
  const usParents = new Set<string>();
  for (const page of pages) {
    const segments = page.split('/');
    for (let i = 0; i < segments.length - 1; i++) if (/^(?:br|pt(?:[-_]br)?)$/i.test(segments[i]!)) usParents.add(folderPath(segments, i));
  }
  for (const page of pages) {
    const segments = page.split('/');
    for (const i of languageFolders(segments, usParents)) {
      const parent = folderPath(segments, i);
      const rest = segments.slice(i + 1).join('/');
      const isEnglish = languageOf(segments[i]!, usParents.has(parent)) === 'en';
      const into = isEnglish ? english : under;
      const key = isEnglish ? parent : `${parent}${segments[i]}/`;
      const set = into.get(key);
      if (set) set.add(rest);
      else into.set(key, new Set([rest]));
    }
  }
  // Docusaurus keeps the original outside `i18n/` and translations under `i18n/<language>/`: compared by page name.
  const baseName = (page: string) => page.slice(page.lastIndexOf('/') + 1);
  const outsideI18n = new Set(pages.filter((p) => !/(?:^|\/)i18n\//.test(p)).map(baseName));
  const parentOf = (folder: string) => folder.slice(0, folder.slice(0, -1).lastIndexOf('/') + 1);
  const inI18n = (parent: string) => parent === 'i18n/' || parent.endsWith('/i18n/');
  // With no English folder beside it, the original is its parent's own pages (w3m's `de/MANUAL.html` beside
  // `MANUAL.html`), and then at least two of them must be mirrored.
  const ownPages = parentsOwnPages(pages, new Set([...under.keys()].map(parentOf).filter((p) => !inI18n(p) && !english.get(p)?.size)), usParents);
  for (const [folder, rest] of under) {
    const parent = parentOf(folder);
    const beside = english.get(parent);
    const original = inI18n(parent) ? outsideI18n : beside?.size ? beside : ownPages.get(parent);
    if (!original || original.size === 0) continue;
    let mirrored = 0;
    let named = 0;
    for (const page of rest) {
      if (!original.has(inI18n(parent) ? baseName(page) : page)) continue;
      mirrored++;
      if (!GENERIC_PAGES.has(baseName(page).toLowerCase())) named++;
    }
    if (mirrored >= MIRRORED * rest.size && (original !== ownPages.get(parent) || named >= OWN_PAGES_MIRRORED)) folders.add(folder);
  }
  // `index.fr.md` beside `index.md`: MkDocs' and Hugo's translated pages, `README.zh-CN.md`. Only a plain page name
  // takes a language suffix (`pandas.DataFrame.ne`, `mylib.user.id` are API members of that name), and a bare
  // two-letter one only on a README or index page or on two pages or more (`jax.nn` beside `jax` is a module).
  const files = new Set<string>();
  const all = new Set(pages);
  const suffixed: { path: string; suffix: string; base: string }[] = [];
  const pagesWith = new Map<string, number>();
  paths.forEach((path, i) => {
    // The language in lower case, as translations write it (`zh-CN`): `Event.ID` is a Java class's nested type.
    const m = /^(.*\/)?([^./]+)\.([a-z]{2}(?:[-_][A-Za-z0-9]{2,4})?)$/.exec(pages[i]!);
    if (!m) return;
    const base = `${m[1] ?? ''}${m[2]}`;
    const language = languageOf(m[3]!);
    if (language === undefined || language === 'en' || !(all.has(base) || all.has(`${base}.en`))) return;
    const suffix = m[3]!.toLowerCase();
    suffixed.push({ path, suffix, base: m[2]!.toLowerCase() });
    pagesWith.set(suffix, (pagesWith.get(suffix) ?? 0) + 1);
  });
  for (const { path, suffix, base } of suffixed) {
    if (suffix.length > 2 || base === 'readme' || base === 'index' || pagesWith.get(suffix)! >= 2) files.add(path);
  }
  return { folders, files, usParents };
}

/** The translation a path belongs to: its folder (`manual/fr/`), the path itself for a translated file, or undefined. */
export function translationOf(path: string, translations: Translations): string | undefined {
  if (translations.files.has(path)) return path;
  if (translations.folders.size === 0) return undefined;
  // A translation's folder is one of a path's outermost language-named folders (see findTranslations).
  const segments = path.split('/');
  for (const i of languageFolders(segments, translations.usParents)) {
    const prefix = folderPath(segments, i + 1);
    if (translations.folders.has(prefix)) return prefix;
  }
  return undefined;
}

/**
 * Pages a translation must mirror when its original is its parent folder's own pages (see findTranslations), not
 * counting pages every project names alike: a C# binding's `cs/` holds a README, a changelog and an index too.
 */
const OWN_PAGES_MIRRORED = 2;
const GENERIC_PAGES = new Set([
  'readme', 'changelog', 'changes', 'history', 'news', 'index', 'license', 'copying', 'contributing', 'authors',
  'api', 'intro', 'introduction', 'overview', 'config', 'configuration', 'install', 'installation', 'usage',
  'getting-started', 'quickstart', 'guide', 'tutorial', 'examples',
]);

/**
 * The pages below each of `parents` that are in none of its language-named folders, relative to it: one pass over
 * the paths, each walked once.
 */
function parentsOwnPages(pages: string[], parents: Set<string>, usParents: Set<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  if (parents.size === 0) return out;
  // A path is walked only as deep as the deepest parent: a hostile path's 200 folders are not hashed 200 times.
  const deepest = Math.max(...[...parents].map((p) => p.split('/').length - 1));
  for (const page of pages) {
    const segments = page.split('/');
    let prefix = '';
    for (let i = 0; i < segments.length && i <= deepest; i++) {
      if (parents.has(prefix)) {
        const next = segments[i]!;
        const isLanguage = i < segments.length - 1 && languageOf(next, next.toLowerCase() === 'us' && usParents.has(prefix)) !== undefined;
        if (!isLanguage) {
          const set = out.get(prefix) ?? new Set<string>();
          set.add(segments.slice(i).join('/'));
          out.set(prefix, set);
        }
      }
      prefix += `${segments[i]}/`;
    }
  }
  return out;
}

/** How many of a path's language-named folders, from the outermost, can be a translation's. */
const LANGUAGE_DEPTH = 3;

/** The folder path of a path's first `end` segments, each followed by `/` (`manual/fr/`; '' for none). */
function folderPath(segments: string[], end: number): string {
  let path = '';
  for (let i = 0; i < end; i++) path += `${segments[i]}/`;
  return path;
}

/** The indexes of a path's outermost LANGUAGE_DEPTH folders named like a language. */
function languageFolders(segments: string[], usParents: Set<string>): number[] {
  const out: number[] = [];
  for (let i = 0; i < segments.length - 1 && out.length < LANGUAGE_DEPTH; i++) {
    // The parent's path is built only for a `us` folder: most paths have none.
    const usIsEnglish = segments[i]!.toLowerCase() === 'us' && usParents.has(folderPath(segments, i));
    if (languageOf(segments[i]!, usIsEnglish) !== undefined) out.push(i);
  }
  return out;
}
