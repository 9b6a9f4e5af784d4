/**
 * What kind of page a file is, from its name: release notes and migration guides (what changed between versions)
 * rank below the reference unless the question asks what changed; a guide to upgrading a server is a reference page.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseFile } from '../../../src/engine/parse/index.ts';
import { PAGE_KIND, readSource } from '../../../src/engine/sources/folder.ts';
import { findTranslations, translationOf } from '../../../src/engine/sources/translations.ts';
import { tempDir } from '../../helpers.ts';

test('release notes, migration guides and upgrade guides between versions are pages about changes; an upgrading procedure is not', () => {
  const root = tempDir();
  mkdirSync(join(root, 'docs', 'Guides'), { recursive: true });
  const pages = {
    'CHANGELOG.md': PAGE_KIND.changelog,
    'MIGRATION_GUIDE.md': PAGE_KIND.changelog,
    'docs/Guides/Migration-Guide-V5.md': PAGE_KIND.changelog,
    'docs/migrating-to-v2.md': PAGE_KIND.changelog,
    // A page named for one migration is taken for a migration guide; a database-migrations page is plural.
    'docs/migration.md': PAGE_KIND.changelog,
    // A folder's index page, named by its folder (VuePress' `migration/README.md`); a folder named otherwise is no such page.
    'docs/migration/README.md': PAGE_KIND.changelog,
    'docs/guide/README.md': PAGE_KIND.reference,
    // ...only a Markdown page and a migration's name: a CLI's `history` command, a rustdoc module page.
    'docs/history/README.md': PAGE_KIND.reference,
    'docs/migration/index.html': PAGE_KIND.reference,
    'docs/release-15-3.html': PAGE_KIND.changelog,
    // ...and so is a guide from one version to the next (etcd's `upgrade_3_3.md`, PuppetDB's `upgrading-from-v3`).
    'docs/upgrade_3_3.md': PAGE_KIND.changelog,
    'docs/upgrading-from-v3.md': PAGE_KIND.changelog,
    'docs/upgrading.html': PAGE_KIND.reference,
    'docs/upgrade-guide-2.0.md': PAGE_KIND.changelog,
    'docs/migration-v5.0.0-beta.md': PAGE_KIND.changelog,
    'docs/upgrade.md': PAGE_KIND.reference,
    'docs/upgrading-etcd.md': PAGE_KIND.reference,
    // A version, not a Doxygen file page's `_8h` (upgrade.h) nor a feature's name.
    'docs/upgrade_8h.html': PAGE_KIND.reference,
    'docs/migration_8h.html': PAGE_KIND.reference,
    'docs/upgrade-2fa.md': PAGE_KIND.reference,
    'docs/pgupgrade.html': PAGE_KIND.reference,
    'docs/migrations.md': PAGE_KIND.reference,
    'docs/Guides/Testing.md': PAGE_KIND.reference,
    // A version history numbered by its series (smstools' `history3.html`), and release notes abbreviated.
    'docs/history3.html': PAGE_KIND.changelog,
    'docs/news-2.0.md': PAGE_KIND.changelog,
    'docs/relnotes.html': PAGE_KIND.changelog,
    'docs/historyfile.md': PAGE_KIND.reference,
    // The issues a release closed, as a Markdown page and as Doxygen's page for it (`md_` prefixed); Doxygen's
    // other Markdown pages stay reference.
    'docs/issues_closed_for_0.16.md': PAGE_KIND.changelog,
    'docs/md_issues_closed_for_0_16.html': PAGE_KIND.changelog,
    'docs/md_ChangeLog.html': PAGE_KIND.changelog,
    'docs/md_README_gitlab_freebsd.html': PAGE_KIND.reference,
    // YARD's pages for a project's extra files (`file.` prefixed): its changelog and news, not its README.
    'docs/file.CHANGELOG.html': PAGE_KIND.changelog,
    'docs/file.NEWS.html': PAGE_KIND.changelog,
    'docs/file.WhatsNew.html': PAGE_KIND.changelog,
    'docs/file.README.html': PAGE_KIND.reference,
    'docs/issues.md': PAGE_KIND.reference,
  };
  mkdirSync(join(root, 'docs', 'migration'));
  mkdirSync(join(root, 'docs', 'guide'));
  mkdirSync(join(root, 'docs', 'history'));
  for (const path of Object.keys(pages)) writeFileSync(join(root, path), `# ${path}\n\nSome text about ${path}.\n`);
  const kinds = Object.fromEntries(readSource(root).files.map((f) => [f.path, f.pageKind]));
  assert.deepEqual(kinds, pages);
});

/** The pages readSource keeps and the skipped entries with the translation reason, for a folder of these files. */
function readTree(files: string[]): { kept: string[]; translations: string[] } {
  const root = tempDir();
  for (const path of files) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), `# ${path}\n\nSome text about ${path}.\n`);
  }
  const source = readSource(root);
  return {
    kept: source.files.map((f) => f.path).sort(),
    translations: source.skipped.filter((s) => s.reason.startsWith('translation')).map((s) => s.path).sort(),
  };
}

test("a plain-text FAQ of Q: and A: paragraphs is a section per question, titled by its file's name", () => {
  const root = tempDir();
  writeFileSync(join(root, 'FAQ.txt.gz'), gzipSync('Q: Why does it open high ports?\n\nA: For the replies of the upstream servers.\n\nQ: Does it speak TCP?\n\nA: Yes, since 2.10.\n'));
  // Files without a documentation format's extension stay unread (dnsmasq's changelog.gz had outranked its manual).
  writeFileSync(join(root, 'FAQ'), 'Q: Unread?\n\nA: Yes.\n\nQ: Really?\n\nA: Yes.\n');
  writeFileSync(join(root, 'changelog.gz'), gzipSync('version 2.90\n\nFixed the interface option.\n'));
  const source = readSource(root);
  assert.deepEqual(source.files.map((f) => f.path), ['FAQ.txt.gz']);
  const faq = source.files[0]!;
  const page = parseFile('FAQ.txt', faq.read() as string)!;
  // Titled by its file's name, not by its first question.
  assert.equal(page.title, undefined);
  assert.deepEqual(page.sections.map((s) => [s.heading, s.blocks.map((b) => (b.type === 'text' ? b.text : ''))]), [
    ['Why does it open high ports?', ['For the replies of the upstream servers.']],
    ['Does it speak TCP?', ['Yes, since 2.10.']],
  ]);
});

test("a Javadoc class page's constants get their values from the site's constant-values page (JDK 8 rows, JDK 17 grids)", () => {
  const root = tempDir();
  mkdirSync(join(root, 'api', 'org', 'acme'), { recursive: true });
  writeFileSync(join(root, 'api', 'constant-values.html'), `<html><head><!-- Generated by javadoc --></head><body><main><h1>Constant Field Values</h1>
<table><tr><td class="colFirst"><a name="org.acme.Codec.DEFAULT_PORT"><!-- --></a><code>public static final int</code></td><td><code>DEFAULT_PORT</code></td><td class="colLast"><code>445</code></td></tr></table>
<div class="summary-table three-column-summary"><div class="col-first even-row-color"><code id="org.acme.Codec.Options.MIME">public static final String</code></div><div class="col-second even-row-color"><code>MIME</code></div><div class="col-last even-row-color"><code>"image/png"</code></div></div></main></body></html>`);
  const page = (name: string, field: string, type: string) => `<html><head><!-- Generated by javadoc --><title>${name}</title></head><body><main><h1 class="title">Class ${name}</h1>
<section class="detail" id="${field}"><h3>${field}</h3><div class="member-signature">public static final ${type} ${field}</div><div class="block">The ${field.toLowerCase()}.</div></section></main></body></html>`;
  writeFileSync(join(root, 'api', 'org', 'acme', 'Codec.html'), page('Codec', 'DEFAULT_PORT', 'int'));
  writeFileSync(join(root, 'api', 'org', 'acme', 'Codec.Options.html'), page('Codec.Options', 'MIME', 'String'));
  const source = readSource(root);
  assert.ok(!source.files.some((f) => f.path.endsWith('constant-values.html')));
  const code = (path: string) => {
    const file = source.files.find((f) => f.path === path)!;
    const parsed = parseFile(file.path, file.read() as string, { constants: file.constants?.() })!;
    return parsed.sections.flatMap((s) => s.blocks.filter((b) => b.type === 'code').map((b) => (b.type === 'code' ? b.code : '')));
  };
  assert.deepEqual(code('api/org/acme/Codec.html'), ['public static final int DEFAULT_PORT = 445']);
  assert.deepEqual(code('api/org/acme/Codec.Options.html'), ['public static final String MIME = "image/png"']);
});

test('translations beside English pages are skipped, one line per folder; English is kept', () => {
  // Apache's manual: one folder per language under the same parent.
  assert.deepEqual(readTree(['manual/en/mod/core.html', 'manual/en/howto/auth.html', 'manual/fr/mod/core.html', 'manual/fr/howto/auth.html', 'manual/pt-br/mod/core.html', 'manual/index.html']), {
    kept: ['manual/en/howto/auth.html', 'manual/en/mod/core.html', 'manual/index.html'],
    translations: ['manual/fr/', 'manual/pt-br/'],
  });
  // A Hugo site's content folders.
  assert.deepEqual(readTree(['content/en/docs/setup.md', 'content/zh-cn/docs/setup.md', 'content/ko/docs/setup.md']).translations, ['content/ko/', 'content/zh-cn/']);
  // Docusaurus: the original in docs/, translations under i18n/.
  assert.deepEqual(readTree(['docs/intro.md', 'i18n/ja/docusaurus-plugin-content-docs/current/intro.md', 'i18n/en/code.md']), {
    kept: ['docs/intro.md', 'i18n/en/code.md'],
    translations: ['i18n/ja/'],
  });
  // LuaSQL's manual: English in us/, Brazilian Portuguese in br/ and an older copy in fr/.
  assert.deepEqual(readTree(['doc/us/manual.html', 'doc/us/index.html', 'doc/br/manual.html', 'doc/br/index.html', 'doc/fr/manual.html']), {
    kept: ['doc/us/index.html', 'doc/us/manual.html'],
    translations: ['doc/br/', 'doc/fr/'],
  });
  // Elsewhere us/ is a country's folder, and its neighbours are not translations of it.
  assert.deepEqual(readTree(['regions/us/tax.md', 'regions/us/shipping.md', 'regions/uk/tax.md', 'regions/uk/shipping.md', 'regions/de/tax.md']).translations, []);
  // ...even when a br/ lives elsewhere in the tree.
  assert.deepEqual(readTree(['src/locale/br/x.md', 'regions/us/tax.md', 'regions/uk/tax.md']).translations, []);
});

test('translated pages named by a suffix, and regional folder names, are translations too', () => {
  assert.deepEqual(readTree(['docs/index.md', 'docs/index.fr.md', 'docs/setup.md', 'README.md', 'README.zh-CN.md', 'docs/api.ts.md']), {
    kept: ['README.md', 'docs/api.ts.md', 'docs/index.md', 'docs/setup.md'],
    translations: ['README.zh-CN.md', 'docs/index.fr.md'],
  });
  assert.deepEqual(readTree(['content/en-US/a.md', 'content/en-US/b.md', 'content/ja-JP/a.md', 'content/ja-JP/b.md']).translations, ['content/ja-JP/']);
  // Named by the language's name, or by a locale with its character set (xfig's japanese/ and ja_JP.ujis/).
  assert.deepEqual(readTree(['html/index.html', 'html/drawing.html', 'html/latex.html', 'html/japanese/index.html', 'html/japanese/drawing.html', 'html/japanese/latex.html', 'html/ja_JP.ujis/drawing.html', 'html/ja_JP.ujis/latex.html']), {
    kept: ['html/drawing.html', 'html/index.html', 'html/latex.html'],
    translations: ['html/ja_JP.ujis/', 'html/japanese/'],
  });
  // Not a folder of other pages that happens to have such a name.
  assert.deepEqual(readTree(['docs/index.md', 'docs/guide.md', 'docs/french/cooking.md', 'docs/french/press.md']).translations, []);
});

test('a folder is a translation only when it mirrors English pages', () => {
  // A complete original in Chinese beside a few English pages: both kept.
  assert.deepEqual(readTree(['docs/en/intro.md', 'docs/zh/intro.md', 'docs/zh/guide.md', 'docs/zh/api.md', 'docs/zh/faq.md']).translations, []);
  // `es/` for ECMAScript beside `en/`, holding other pages.
  assert.deepEqual(readTree(['spec/en/intro.md', 'spec/es/modules.md', 'spec/es/classes.md']).translations, []);
  // Japanese and Korean pages under i18n/ with only a licence and a code of conduct outside: the only documentation.
  assert.deepEqual(readTree(['i18n/ja/intro.md', 'i18n/ko/intro.md', 'LICENSE.md', 'CODE_OF_CONDUCT.md']), {
    kept: ['i18n/ja/intro.md', 'i18n/ko/intro.md'],
    translations: [],
  });
  // A README outside and a site's guides under website/i18n/: not the same pages.
  assert.deepEqual(readTree(['README.md', 'website/i18n/ja/guide.md', 'website/i18n/zh-CN/guide.md']).translations, []);
});

test("a language's folder that mirrors its parent's own pages is a translation (w3m's de/ beside its English manual); one that mirrors a single page is not", () => {
  assert.deepEqual(readTree(['doc/MANUAL.html', 'doc/FAQ.html', 'doc/STORY.html', 'doc/de/MANUAL.html', 'doc/de/FAQ.html', 'doc/ja/MANUAL.html', 'doc/ja/FAQ.html', 'doc/ja/STORY.html']), {
    kept: ['doc/FAQ.html', 'doc/MANUAL.html', 'doc/STORY.html'],
    translations: ['doc/de/', 'doc/ja/'],
  });
  assert.deepEqual(readTree(['docs/index.md', 'docs/guide.md', 'docs/de/index.md']).translations, []);
  // Pages every project names alike do not count: a C# binding's cs/, a docs folder's ml/ for machine learning.
  assert.deepEqual(readTree(['README.md', 'CHANGELOG.md', 'docs/index.md', 'docs/api.md', 'cs/README.md', 'cs/CHANGELOG.md', 'cs/docs/index.md', 'cs/docs/api.md', 'cs/docs/linq.md']).translations, []);
  assert.deepEqual(readTree(['docs/index.md', 'docs/config.md', 'docs/ml/index.md', 'docs/ml/config.md']).translations, []);
  // Nor does a folder of other pages that shares some names with its parent's (`es/` for ECMAScript).
  assert.deepEqual(readTree(['spec/intro.md', 'spec/modules.md', 'spec/es/intro.md', 'spec/es/modules.md', 'spec/es/classes.md', 'spec/es/iterators.md', 'spec/es/generators.md']).translations, []);
});

test('language-like folders without an English one beside them are kept', () => {
  // Documentation only in other languages; `it` and `id` folders that are not languages at all.
  assert.deepEqual(readTree(['fr/guide.md', 'de/guide.md']).translations, []);
  assert.deepEqual(readTree(['docs/it/usage.md', 'docs/id/usage.md', 'docs/api.md']).translations, []);
  // Everything under i18n/ and nothing outside it: the only documentation there is.
  assert.deepEqual(readTree(['i18n/ja/intro.md', 'i18n/ko/intro.md']).translations, []);
});

test('API members named like a language are not translations; every English folder of a parent counts', () => {
  assert.deepEqual(
    readTree(['reference/pandas.DataFrame.md', 'reference/pandas.DataFrame.ne.md', 'api/mylib.user.md', 'api/mylib.user.id.md', 'api/mylib.result.is_ok.md']).translations,
    [],
  );
  // Java's nested types in their own pages (SnakeYAML's Event.ID and Token.ID beside Event and Token).
  assert.deepEqual(readTree(['events/Event.html', 'events/Event.ID.html', 'tokens/Token.html', 'tokens/Token.ID.html']).translations, []);
  // A module named like a language beside its package's page (JAX's jax.nn beside jax).
  assert.deepEqual(readTree(['api/jax.rst', 'api/jax.nn.rst']).translations, []);
  // Translations inside a topic folder named like a language (`ml/`, `cs/` for C#).
  assert.deepEqual(readTree(['ml/en/guide.md', 'ml/en/api.md', 'ml/fr/guide.md', 'ml/fr/api.md']).translations, ['ml/fr/']);
  assert.deepEqual(readTree(['c/en/a.md', 'c/en/b.md', 'c/en-us/x.md', 'c/fr/a.md', 'c/fr/b.md']).translations, ['c/fr/']);
});

test('translations are found in time linear in the paths, however many of their folders look like languages', () => {
  // Each path 200 folders deep, every folder named like a language (a hostile package may hold 5,000 such paths),
  // half of them under en/ and half mirroring them under de/: a translation to find, and every path to place.
  const deep = (count: number) =>
    Array.from({ length: count }, (_, i) => `${i % 2 ? 'de' : 'en'}/${'fr/ja/de/'.repeat(67)}p${Math.floor(i / 2)}.md`);
  const time = (paths: string[]) => {
    const start = performance.now();
    const translations = findTranslations(paths.map((path) => ({ path, page: path.slice(0, -'.md'.length) })));
    assert.deepEqual([...translations.folders], ['de/']);
    for (const path of paths) translationOf(path, translations);
    return performance.now() - start;
  };
  time(deep(200)); // warm up
  const small = Math.min(time(deep(1_000)), time(deep(1_000)));
  const large = Math.min(time(deep(4_000)), time(deep(4_000)));
  assert.ok(large <= 8 * small + 100, `1,000 paths took ${small.toFixed(0)} ms, 4,000 took ${large.toFixed(0)} ms`);
});

test("a Doxygen site's indexes, search pages and listings of implementation files are skipped; its headers' listings and other sites' pages of those names are kept", () => {
  const root = tempDir();
  const files = [
    'html/index.html', 'html/group__auth.html', 'html/session_8h.html', 'html/session_8h_source.html', 'html/session_8c_source.html',
    // A site documenting only .c files is Doxygen's too (libnftnl).
    'c-only/index.html', 'c-only/rule_8c.html', 'c-only/rule_8c_source.html', 'c-only/files.html', 'c-only/globals.html',
    'html/functions.html', 'html/functions_func.html', 'html/globals_defs.html', 'html/files.html', 'html/annotated.html',
    'html/dir_3b0de1113063b6add96e1e5a51596e2b.html', 'html/search/all_0.html', 'html/search/nomatches.html',
    // Another manual's pages named like Doxygen's indexes, one named like its file pages.
    'manual/functions.html', 'manual/files.html', 'manual/search/basics.html', 'manual/lecture_8a.html', 'manual/lab_8c_source.html',
  ];
  for (const path of files) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), `<html><body><h1>${path}</h1><p>Some text about ${path}.</p></body></html>`);
  }
  const source = readSource(root);
  assert.deepEqual(source.files.map((f) => f.path).sort(), [
    'c-only/index.html', 'c-only/rule_8c.html',
    'html/group__auth.html', 'html/index.html', 'html/session_8h.html', 'html/session_8h_source.html',
    'manual/files.html', 'manual/functions.html', 'manual/lab_8c_source.html', 'manual/lecture_8a.html', 'manual/search/basics.html',
  ]);
  const reasons = Object.fromEntries(source.skipped.map((s) => [s.path, s.reason]));
  assert.equal(reasons['html/session_8c_source.html'], 'source code listing');
  for (const index of ['html/functions.html', 'html/globals_defs.html', 'html/files.html', 'html/search/all_0.html', 'html/dir_3b0de1113063b6add96e1e5a51596e2b.html']) {
    assert.equal(reasons[index], 'generated index', index);
  }
  assert.equal(source.files.find((f) => f.path === 'html/session_8h_source.html')!.pageKind, PAGE_KIND.declarations);
});

test("hyperlinked source beside generated references is skipped: rustdoc's src/**/*.rs.html, Haddock's src/ beside its doc-index, Sphinx's _modules/; their indexes too, and pydoctor's and epydoc's", () => {
  const root = tempDir();
  const files = [
    'syn/index.html', 'syn/struct.Ident.html', 'src/syn/lib.rs.html', 'src/syn/parse.rs.html',
    'aeson/Data-Aeson.html', 'aeson/doc-index.html', 'aeson/doc-index-A.html', 'aeson/doc-index-All.html', 'aeson/src/Data.Aeson.html', 'aeson/aeson.txt',
    'batteries/BatList.html', 'batteries/index_values.html',
    // gtk-doc's indexes of every symbol, and of those added in a release.
    'glib/glib-Hash-Tables.html', 'glib/api-index-full.html', 'glib/api-index-2-76.html', 'glib/api-index-deprecated.html',
    // pydoctor's indexes of names, classes and modules, and its list of what has no docstring.
    'twisted/twisted.internet.defer.html', 'twisted/nameIndex.html', 'twisted/classIndex.html', 'twisted/moduleIndex.html', 'twisted/undoccedSummary.html',
    // epydoc's index of identifiers by letter and its trees of modules and classes.
    'kyoto/kyotocabinet.DB-class.html', 'kyoto/identifier-index.html', 'kyoto/identifier-index-A.html', 'kyoto/module-tree.html', 'kyoto/class-tree.html',
    // Scaladoc's index of names by letter.
    'scala/index/index-a.html', 'scala/index/index-_.html',
    // A guide's own src/ folder of pages is documentation, pages named like a language's files too; and so is a
    // src/ folder beside a lone doc-index page.
    'guide/src/introduction.html', 'site/src/integrations/next.js.html', 'docs/doc-index.html', 'docs/src/intro.md',
    // Sphinx's viewcode listings in the _modules/ folder of a site (its genindex beside); a _modules/ folder elsewhere is read.
    'html/web.html', 'html/genindex.html', 'html/_modules/tornado/web.html', 'notes/_modules/setup.html',
  ];
  for (const path of files) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), `<html><body><h1>${path}</h1><p>Some text about ${path}.</p></body></html>`);
  }
  const source = readSource(root);
  assert.deepEqual(source.files.map((f) => f.path).sort(), [
    'aeson/Data-Aeson.html', 'batteries/BatList.html', 'docs/src/intro.md', 'glib/glib-Hash-Tables.html', 'guide/src/introduction.html',
    'html/web.html', 'kyoto/kyotocabinet.DB-class.html', 'notes/_modules/setup.html', 'site/src/integrations/next.js.html', 'syn/index.html', 'syn/struct.Ident.html',
    'twisted/twisted.internet.defer.html',
  ]);
  assert.equal(Object.fromEntries(source.skipped.map((s) => [s.path, s.reason]))['html/_modules/tornado/web.html'], 'source code listing');
  const reasons = Object.fromEntries(source.skipped.map((s) => [s.path, s.reason]));
  assert.equal(reasons['src/syn/lib.rs.html'], 'source code listing');
  assert.equal(reasons['aeson/src/Data.Aeson.html'], 'source code listing');
  assert.equal(reasons['aeson/doc-index-A.html'], 'generated index');
  assert.equal(reasons['aeson/aeson.txt'], 'generated index');
  assert.equal(reasons['batteries/index_values.html'], 'generated index');
  assert.equal(reasons['glib/api-index-full.html'], 'generated index');
  assert.equal(reasons['glib/api-index-2-76.html'], 'generated index');
  assert.equal(reasons['twisted/nameIndex.html'], 'generated index');
  assert.equal(reasons['kyoto/identifier-index-A.html'], 'generated index');
  assert.equal(reasons['scala/index/index-a.html'], 'generated index');
});

test("Javadoc 8's frames: the frame pages that list classes and packages are skipped, and the frameset's text for browsers without frames says nothing", () => {
  const root = tempDir();
  const page = (title: string, body: string) => `<html><head><title>${title}</title></head>${body}</html>`;
  mkdirSync(join(root, 'org', 'w3c', 'tidy'), { recursive: true });
  writeFileSync(join(root, 'index.html'), page('JTidy API', '<frameset cols="20%,80%"><frame src="overview-frame.html"><noframes><h2>Frame Alert</h2><p>This document is designed to be viewed using the frames feature.</p></noframes></frameset>'));
  writeFileSync(join(root, 'overview-frame.html'), page('Overview List', '<body><h2>Packages</h2><ul><li><a href="org/w3c/tidy/package-frame.html">org.w3c.tidy</a></li></ul></body>'));
  writeFileSync(join(root, 'org', 'w3c', 'tidy', 'package-frame.html'), page('org.w3c.tidy', '<body><h2>Classes</h2><ul><li><a href="Tidy.html">Tidy</a></li><li><a href="Node.html">Node</a></li></ul></body>'));
  writeFileSync(join(root, 'org', 'w3c', 'tidy', 'Tidy.html'), page('Tidy', '<body><h2>Class Tidy</h2><p>HTML parser and pretty printer.</p></body>'));
  const source = readSource(root);
  const reasons = Object.fromEntries(source.skipped.map((s) => [s.path, s.reason]));
  assert.equal(reasons['overview-frame.html'], 'generated index');
  assert.equal(reasons['org/w3c/tidy/package-frame.html'], 'generated index');
  const frameset = source.files.find((f) => f.path === 'index.html');
  const text = frameset?.read();
  assert.ok(typeof text === 'string');
  assert.deepEqual(parseFile('index.html', text)!.sections.flatMap((s) => s.blocks), []);
});

test("a Jekyll site's page templates (_layouts/) are skipped; its pages and includes are read", () => {
  const root = tempDir();
  mkdirSync(join(root, 'website', '_layouts'), { recursive: true });
  mkdirSync(join(root, 'website', '_includes'));
  writeFileSync(join(root, 'website', '_layouts', 'default.html'), '<html><head><title>{{ page.h1_title || page.title }}</title></head><body>{% include menu.html %}{{ content }}</body></html>');
  writeFileSync(join(root, 'website', '_includes', 'options.md'), '## Options\n\nThe gallery takes these options.\n');
  writeFileSync(join(root, 'website', 'index.html'), '---\nlayout: default\ntitle: Gallery\n---\n<p>Open the gallery.</p>');
  const source = readSource(root);
  assert.deepEqual(source.files.map((f) => f.path).sort(), ['website/_includes/options.md', 'website/index.html']);
  assert.deepEqual(source.skipped.filter((s) => s.path.includes('_layouts')).map((s) => s.reason), ['site templates']);
});

test("Sphinx's download copies (_downloads/<hash>/) are skipped: the gallery page that offers them is read", () => {
  const root = tempDir();
  mkdirSync(join(root, 'html', '_downloads', '5d125e'), { recursive: true });
  mkdirSync(join(root, 'html', 'examples'));
  const notebook = JSON.stringify({ cells: [{ cell_type: 'markdown', source: ['# Fit with a reduce function\n\nUse reduce_fcn.'] }], metadata: {}, nbformat: 4, nbformat_minor: 5 });
  writeFileSync(join(root, 'html', '_downloads', '5d125e', 'example_reduce_fcn.ipynb'), notebook);
  writeFileSync(join(root, 'html', 'examples', 'example_reduce_fcn.html'), '<html><body><h1>Fit with a reduce function</h1><p>Use reduce_fcn.</p></body></html>');
  const source = readSource(root);
  assert.deepEqual(source.files.map((f) => f.path), ['html/examples/example_reduce_fcn.html']);
  assert.deepEqual(source.skipped.filter((s) => s.path.includes('_downloads')).map((s) => s.reason), ['download copies']);
});

test("a Sphinx page built from autodoc directives is read from its HTML, which holds the API; other pages from their source", () => {
  const root = tempDir();
  mkdirSync(join(root, '_sources'), { recursive: true });
  writeFileSync(join(root, '_sources', 'api.rst.txt'), 'API\n===\n\n.. automodule:: bidict\n   :members:\n');
  writeFileSync(join(root, 'api.html'), '<html><body><h1>API</h1><dl class="py function"><dt id="bidict.putall">putall(items)</dt><dd><p>Put all items.</p></dd></dl></body></html>');
  writeFileSync(join(root, '_sources', 'intro.rst.txt'), 'Intro\n=====\n\nHow to use it.\n');
  writeFileSync(join(root, 'intro.html'), '<html><body><h1>Intro</h1><p>How to use it.</p></body></html>');
  const source = readSource(root);
  assert.deepEqual(source.files.map((f) => f.path).sort(), ['_sources/intro.rst.txt', 'api.html']);
  assert.ok(source.skipped.some((s) => s.path.startsWith('_sources/api.rst.txt (kept api.html') && s.reason === 'same page in another format'));
  // A page read from its source cites the built page beside it, which a reader opens (the anchors are the same).
  assert.deepEqual(source.files.map((f) => [f.path, f.cite]).sort(), [['_sources/intro.rst.txt', 'intro.html'], ['api.html', undefined]]);
});

test("a Sphinx page whose content another directive generates (Breathe's, a project's own, a domain's generator) is read from its HTML; a page written in MyST Markdown (.md.txt) pairs with its HTML and reads as Markdown", () => {
  const root = tempDir();
  mkdirSync(join(root, '_sources'), { recursive: true });
  const page = (name: string, source: string, ext = '.rst.txt') => {
    writeFileSync(join(root, '_sources', `${name}${ext}`), source);
    writeFileSync(join(root, `${name}.html`), `<html><body><h1>${name}</h1><p>The built page of ${name}.</p></body></html>`);
  };
  page('api', 'API\n===\n\n.. doxygenfunction:: fmt::ptr\n');
  page('lexers', 'Lexers\n======\n\n.. pygmentsdoc:: lexers\n');
  page('templates', 'Filters\n=======\n\n.. jinja:filters:: jinja2.defaults.DEFAULT_FILTERS\n');
  page('reference', '# Reference\n\n```{automodule} attrs\n:members:\n```\n', '.md.txt');
  // Object descriptions are written out in the source: it is read.
  page('queue', 'Queue\n=====\n\n.. py:function:: put(item)\n\n   Puts an item.\n\n.. py:coroutinefunction:: fetch()\n\n   Fetches.\n\n.. http:get:: /items\n\n   Lists items.\n');
  page('usage', '# Usage\n\nRun `black src/` to format.\n', '.md.txt');
  const source = readSource(root);
  assert.deepEqual(source.files.map((f) => f.path).sort(), ['_sources/queue.rst.txt', '_sources/usage.md.txt', 'api.html', 'lexers.html', 'reference.html', 'templates.html']);
  const usage = parseFile('_sources/usage.md.txt', '# Usage\n\n## Options\n\n```sh\nblack --check src/\n```\n')!;
  assert.deepEqual(usage.sections.map((s) => s.heading), ['Usage', 'Options']);
  assert.deepEqual(usage.sections[1]!.blocks, [{ type: 'code', code: 'black --check src/', lang: 'sh' }]);
});

test("a Sphinx page whose source includes a file not shipped with it is read from its HTML; one that includes a shipped page, from its source", () => {
  const root = tempDir();
  mkdirSync(join(root, '_sources', 'usage'), { recursive: true });
  mkdirSync(join(root, '_sources', 'includes'), { recursive: true });
  mkdirSync(join(root, 'usage'), { recursive: true });
  // BorgBackup's command pages: the description is in create.rst.inc, which Sphinx does not ship.
  writeFileSync(join(root, '_sources', 'usage', 'create.rst.txt'), '.. include:: create.rst.inc\n\nExamples\n~~~~~~~~\n\n::\n\n    borg create repo::name ~/src\n');
  writeFileSync(join(root, 'usage', 'create.html'), '<html><body><h1>borg create</h1><p>Creates a backup archive.</p><h2>Examples</h2><pre>borg create repo::name ~/src</pre></body></html>');
  // Python's library pages include a note that is shipped as a page of its own (../includes/wasm-notavail.rst).
  writeFileSync(join(root, '_sources', 'usage', 'venv.rst.txt'), 'venv\n====\n\n.. include:: ../includes/note.rst\n\nCreates environments.\n');
  writeFileSync(join(root, 'usage', 'venv.html'), '<html><body><h1>venv</h1><p>Creates environments.</p></body></html>');
  writeFileSync(join(root, '_sources', 'includes', 'note.rst.txt'), 'Availability: not WebAssembly.\n');
  // An absolute include names a file from the documentation's root (shipped here, so the source stays); a literal
  // include, a file of code, however the directive is spaced and cased.
  writeFileSync(join(root, '_sources', 'usage', 'shell.rst.txt'), 'shell\n=====\n\n.. include:: /includes/note.rst\n\nRuns a shell.\n');
  writeFileSync(join(root, 'usage', 'shell.html'), '<html><body><h1>shell</h1><p>Runs a shell.</p></body></html>');
  writeFileSync(join(root, '_sources', 'usage', 'token.rst.txt'), 'token\n=====\n\n..  LiteralInclude :: /includes/tokens.py\n');
  writeFileSync(join(root, 'usage', 'token.html'), '<html><body><h1>token</h1><pre>NAME = 1</pre></body></html>');
  const source = readSource(root);
  assert.deepEqual(source.files.map((f) => f.path).sort(), [
    '_sources/includes/note.rst.txt', '_sources/usage/shell.rst.txt', '_sources/usage/venv.rst.txt', 'usage/create.html', 'usage/token.html',
  ]);
  assert.ok(source.skipped.some((s) => s.path === '_sources/usage/create.rst.txt (kept usage/create.html: its source includes create.rst.inc, which was not shipped with it)'));
});

test("a site's not-found page (404.html at its root) is skipped, and says why; a page about HTTP's 404 is kept", () => {
  const root = tempDir();
  writeFileSync(join(root, '404.html'), '<html><body><main><h1>Page not found</h1><p>Check the URL or try the search bar.</p></main></body></html>');
  mkdirSync(join(root, 'errors'));
  writeFileSync(join(root, 'errors', '404.md'), '# 404 Not Found\n\nThe server answers 404 when no route matches the request.\n');
  writeFileSync(join(root, 'intro.md'), '# Intro\n\nQuillstore is a key-value store.\n');
  const source = readSource(root);
  assert.deepEqual(source.files.map((f) => f.path).sort(), ['errors/404.md', 'intro.md']);
  const reasons = Object.fromEntries(source.skipped.map((s) => [s.path, s.reason]));
  assert.equal(reasons['404.html'], 'not-found page');
});

test('licences named by their kind and version are legal notices; a page about licence keys is documentation', () => {
  assert.deepEqual(readTree(['scripts/prettify/Apache-License-2.0.txt', 'MIT-LICENSE.md', 'LICENSE-APACHE.md', 'guide/license-keys.md', 'guide/mit-license-notes.md', 'index.md']).kept, ['guide/license-keys.md', 'guide/mit-license-notes.md', 'index.md']);
});

test("Javadoc's legal/ licences (its bundled jQuery's) are legal notices; other folders named legal are not", () => {
  const root = tempDir();
  mkdirSync(join(root, 'api', 'legal'), { recursive: true });
  writeFileSync(join(root, 'api', 'legal', 'jquery.md'), '## jQuery v3.6.0\n\n### jQuery License\n\nPermission is hereby granted, free of charge, to any person obtaining a copy.\n');
  writeFileSync(join(root, 'api', 'Element.html'), '<html><body><main><h1>Class Element</h1><p>An XML element.</p></main></body></html>');
  // A package or a section named legal is documentation.
  mkdirSync(join(root, 'api', 'com', 'acme', 'legal'), { recursive: true });
  writeFileSync(join(root, 'api', 'com', 'acme', 'legal', 'Contract.html'), '<html><body><main><h1>Class Contract</h1><p>A signed contract.</p></main></body></html>');
  const source = readSource(root);
  assert.deepEqual(source.files.map((f) => f.path).sort(), ['api/Element.html', 'api/com/acme/legal/Contract.html']);
  assert.equal(Object.fromEntries(source.skipped.map((s) => [s.path, s.reason]))['api/legal/jquery.md'], 'not documentation (legal or community file)');
});

test('a page is read in the charset it declares unless its bytes are UTF-8, or as Windows-1252 when mostly not UTF-8 and declaring none; a UTF-8 page with a broken byte stays UTF-8', () => {
  const root = tempDir();
  const latin1 = (text: string) => Buffer.from(text, 'latin1');
  writeFileSync(join(root, 'declared.html'), latin1('<html><head><meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1"></head><body><h1>A.\xa0Compilation</h1><p>Copyright \xa9 2002</p></body></html>'));
  writeFileSync(join(root, 'undeclared.html'), latin1('<html><body><h1>Caf\xe9</h1><p>R\xe9sum\xe9</p></body></html>'));
  writeFileSync(join(root, 'broken.md'), Buffer.concat([Buffer.from('# Café\n\nNaïve text ', 'utf8'), Buffer.from([0xff]), Buffer.from('\n')]));
  // A Markdown page showing a meta tag in an example is UTF-8 all the same, and so is a page that declares Latin-1
  // but was saved as UTF-8.
  writeFileSync(join(root, 'example.md'), '# Head\n\nWrite `<meta charset="iso-8859-1">` in old pages. Déjà vu.\n');
  writeFileSync(join(root, 'mislabelled.html'), '<html><head><meta charset="iso-8859-1"></head><body><p>Déjà vu</p></body></html>');
  // Windows-1252 bytes that look like a UTF-8 lead and continuations but encode a surrogate are not UTF-8 ("Saí ©").
  writeFileSync(join(root, 'surrogate.md'), Buffer.from([0x53, 0x61, 0xed, 0xa0, 0xa9, 0x20, 0x31]));
  // A UTF-8 page whose only character beyond ASCII is a replacement character is UTF-8.
  writeFileSync(join(root, 'replacement.md'), 'only \uFFFD here');
  // A Latin-1 page with one character pasted in UTF-8 is Latin-1.
  writeFileSync(join(root, 'mixed.html'), Buffer.concat([latin1('<html><body><p>R\xe9sum\xe9 of the caf\xe9 '), Buffer.from('©', 'utf8'), latin1('</p></body></html>')]));
  const texts = Object.fromEntries(readSource(root).files.map((f) => [f.path, f.read() as string]));
  assert.match(texts['mislabelled.html']!, /<p>Déjà vu<\/p>/);
  assert.match(texts['replacement.md']!, /^only \uFFFD here$/);
  assert.equal(texts['surrogate.md'], 'Saí\u00a0© 1');
  assert.match(texts['mixed.html']!, /<p>Résumé of the café /);
  assert.match(texts['declared.html']!, /A\.\u00a0Compilation<\/h1><p>Copyright © 2002/);
  assert.match(texts['undeclared.html']!, /<h1>Café<\/h1><p>Résumé/);
  assert.match(texts['broken.md']!, /^# Café\n\nNaïve text \uFFFD\n$/);
  assert.match(texts['example.md']!, /Déjà vu\./);
});

test("a Jekyll page gets its site's plain values from the nearest _config.yml: not a map, a list, an alias or a tag", () => {
  const root = tempDir();
  mkdirSync(join(root, 'docs', 'guide'), { recursive: true });
  writeFileSync(join(root, '_config.yml'), '\uFEFFversion: &v 2.1.0\nalias: *v\ntagged: !!str 1.10\nteam: [alice, bob]\nauthor:\n  name: Ann\nbaseurl: ""\n');
  writeFileSync(join(root, 'docs', 'guide', 'page.md'), '---\ntitle: t\n---\n\nText.\n');
  writeFileSync(join(root, 'notes.txt'), 'Plain text.\n');
  const files = readSource(root).files;
  assert.deepEqual(files.find((f) => f.path === 'docs/guide/page.md')!.site, { version: '2.1.0', baseurl: '' });
  assert.equal(files.find((f) => f.path === 'notes.txt')!.site, undefined);
});

test("generated indexes are skipped by their lower-case names; a type's page of the same name in capitals is documentation", () => {
  assert.deepEqual(
    readTree(['api/search.html', 'api/org/fest/util/Objects.html', 'api/org/x/Search.html', 'api/org/x/All.html', 'api/all.html']).kept,
    ['api/org/fest/util/Objects.html', 'api/org/x/All.html', 'api/org/x/Search.html'],
  );
  // No generator writes an index named `objects`: BeanShell's manual has a chapter of that name.
  assert.deepEqual(readTree(['manual/objects.html']).kept, ['manual/objects.html']);
});

test("older versions of the documentation beside the current one are left out when they mirror it; folders merely named with a number are kept", () => {
  const { kept } = readTree([
    'html/man/index.html', 'html/man/intro.html', 'html/man-4.3/index.html', 'html/man-1.2/index.html', 'html/man-1.2/intro.html', 'html/guide/index.html',
    'api/v1/a.html', 'api/v1/b.html', 'api/v2/a.html', 'api/v2/b.html', 'api/v2/c.html',
    'man/man1/tool.1', 'man/man5/tool.conf.5', 'proto/http/intro.md', 'proto/http2/frames.md',
  ]);
  assert.deepEqual(kept, [
    'api/v2/a.html', 'api/v2/b.html', 'api/v2/c.html', 'html/guide/index.html', 'html/man/index.html', 'html/man/intro.html',
    'man/man1/tool.1', 'man/man5/tool.conf.5', 'proto/http/intro.md', 'proto/http2/frames.md',
  ]);
  // Names that end in a number, sharing a page's name, are no versions: chapters, sections, protocols, years.
  const numbered = [
    'book/chapter-1/index.html', 'book/chapter-2/index.html', 'book/chapter-3/index.html', 'pages/man1/crontab.html', 'pages/man5/crontab.html',
    'guide/http/index.html', 'guide/http2/index.html', 'news/2019/index.html', 'news/2020/index.html', 'net/ipv4/index.html', 'net/ipv6/index.html',
    'spec/section-1.1/index.html', 'spec/section-1.3/index.html',
  ];
  assert.deepEqual(readTree(numbered).kept, [...numbered].sort());
});

test("a site's files for crawlers are not documentation; a page about robots is", () => {
  assert.deepEqual(readTree(['README.md', 'robots.txt', 'docs/humans.txt', 'docs/robots.md']).kept, ['README.md', 'docs/robots.md']);
});

test("a package's notices of bundled code and GitHub's community files in capitals are not documentation; pages about security or contributing are", () => {
  assert.deepEqual(
    readTree(['README.md', 'THIRD-PARTY-NOTICES.md', 'ThirdPartyNotices.txt', 'CONTRIBUTING.md', 'SECURITY.md', 'SUPPORT.md', 'GOVERNANCE.md', 'docs/security.md', 'guide/Security.md', 'docs/contributing.rst']).kept,
    ['README.md', 'docs/contributing.rst', 'docs/security.md', 'guide/Security.md'],
  );
});

test('a page written in Markdown or reStructuredText and named like a generated index (search, all, sitemap) is read; the HTML a generator wrote is skipped', () => {
  const root = tempDir();
  for (const path of ['guide/search.md', 'guide/all.mdx', 'guide/sitemap.rst', 'site/search.html', 'site/intro.html']) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), path.endsWith('.html') ? `<html><body><h1>${path}</h1><p>About ${path}.</p></body></html>` : `# Workspace ${path}\n\nHow ${path} works.\n`);
  }
  const source = readSource(root);
  assert.deepEqual(source.files.map((f) => f.path).sort(), ['guide/all.mdx', 'guide/search.md', 'guide/sitemap.rst', 'site/intro.html']);
  assert.equal(Object.fromEntries(source.skipped.map((s) => [s.path, s.reason]))['site/search.html'], 'generated index');
});

/** The sections of a page readSource keeps, as `heading: text` lines. */
function sectionsOf(root: string, path: string): string[] {
  const file = readSource(root).files.find((f) => f.path === path)!;
  const text = file.read();
  assert.equal(typeof text, 'string');
  const page = parseFile(path, text as string)!;
  return page.sections.map((s) => `${s.heading}: ${s.blocks.map((b) => (b.type === 'code' ? b.code : b.text)).join(' | ')}`);
}

test("an MDX page's imported Markdown partials are read where their components stand, under the heading above; the partials are no pages of their own", () => {
  const root = tempDir();
  for (const [path, text] of Object.entries({
    'api/config-dev.mdx':
      "---\nextractApiHeaders: [2]\n---\n\n# Dev Config\n\n## dev.hmr\n\nimport Hmr from '@en/config/dev/hmr.md';\n\n<Hmr />\n\n" +
      "## output.assetPrefix\n\nimport AssetPrefix from '../config/output/assetPrefix.mdx';\n\n<AssetPrefix />\n\n" +
      "```mdx\nimport Shown from './shown.md';\n\n<Shown />\n```\n",
    'config/dev/hmr.md': '---\ntitle: x\n---\n- **Type:** `boolean`\n- **Default:** `true`\n\nWhether to enable Hot Module Replacement.\n',
    'config/output/assetPrefix.mdx': "import Tip from './tip.md'\n\n- **Type:** `string`\n\nThe URL prefix of static assets in production.\n\n<Tip />\n",
    'config/output/tip.md': 'Tip: use a CDN address.\n',
    'api/shown.md': '# Shown\n\nA page of its own: only an example in a code block imports it.\n',
  })) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const content = readSource(root);
  assert.deepEqual(content.files.map((f) => f.path), ['api/config-dev.mdx', 'api/shown.md']);
  assert.deepEqual(
    content.skipped.filter((s) => s.reason.startsWith('a partial')).map((s) => s.path),
    ['config/dev/hmr.md (in api/config-dev.mdx)', 'config/output/assetPrefix.mdx (in api/config-dev.mdx)', 'config/output/tip.md (in api/config-dev.mdx)'],
  );
  assert.deepEqual(content.files[0]!.includes, ['config/dev/hmr.md', 'config/output/assetPrefix.mdx', 'config/output/tip.md']);
  assert.deepEqual(sectionsOf(root, 'api/config-dev.mdx'), [
    'Dev Config: ',
    'dev.hmr: - Type: `boolean`\n- Default: `true` | Whether to enable Hot Module Replacement.',
    // An example of the syntax in a code block is code, not an import.
    "output.assetPrefix: - Type: `string` | The URL prefix of static assets in production. | Tip: use a CDN address. | import Shown from './shown.md';\n\n<Shown />",
  ]);
});

test('MDX partials within bounds: a cycle, a partial importing itself, a path out of the folder, a huge partial', () => {
  const outside = tempDir();
  writeFileSync(join(outside, 'secret.md'), 'SECRET TEXT\n');
  const root = join(outside, 'docs');
  mkdirSync(root);
  const files: Record<string, string> = {
    // Two pages importing each other, and no other page importing either: both stay pages, each with the other once.
    'a.mdx': "# A\n\nimport B from './b.mdx';\n\nText of A.\n\n<B />\n",
    'b.mdx': "# B\n\nimport A from './a.mdx';\n\nText of B.\n\n<A />\n",
    'self.mdx': "# Self\n\nimport Self from './self.mdx';\n\nText of self.\n\n<Self />\n",
    'escape.mdx': "# Escape\n\nimport Secret from '../secret.md';\nimport Deep from '../../../../etc/passwd.md';\nimport Alias from '@en/../secret.md';\n\n<Secret />\n<Deep />\n<Alias />\n",
    'big.mdx': "# Big\n\nimport Huge from './huge.md';\n\n<Huge />\n",
    'huge.md': `# Huge\n\n${'word '.repeat(100_000)}\n`,
    // A partial used many times in partials nested deep: the page grows to a bound, not exponentially.
    'wide.mdx': "# Wide\n\nimport P0 from './p0.md';\n\n" + '<P0 />\n'.repeat(50),
  };
  for (let i = 0; i < 12; i++) files[`p${i}.md`] = `import P${i + 1} from './p${i + 1}.md'\n\nLevel ${i}.\n\n` + `<P${i + 1} />\n`.repeat(50);
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
  const content = readSource(root);
  const kept = content.files.map((f) => f.path);
  for (const page of ['a.mdx', 'b.mdx', 'self.mdx', 'escape.mdx', 'big.mdx', 'huge.md', 'wide.mdx']) assert.ok(kept.includes(page), page);
  const text = (path: string) => content.files.find((f) => f.path === path)!.read() as string;
  assert.equal(text('a.mdx').match(/Text of B\./g)?.length, 1);
  assert.equal(text('a.mdx').match(/Text of A\./g)?.length, 1);
  assert.equal(text('self.mdx').match(/Text of self\./g)?.length, 1);
  assert.doesNotMatch(text('escape.mdx'), /SECRET/);
  assert.doesNotMatch(text('big.mdx'), /word word/);
  const started = performance.now();
  const wide = text('wide.mdx');
  assert.ok(wide.length <= 4 * 1024 * 1024 + 1024 * 1024, `${wide.length}`);
  assert.ok(performance.now() - started < 5000);
  // Levels past the depth bound are pages of their own again; the ones spliced in are not.
  assert.ok(!kept.includes('p0.md') && kept.includes('p11.md'), kept.join(' '));
});

test("MDX partials: a component's indent counts against the page's bound, and a partial used inline or not at all stays a page; an import line of trailing spaces reads in linear time", () => {
  const root = tempDir();
  const files: Record<string, string> = {
    // 2,000 spaces before the component, a partial of 20,000 short lines: 40 MB if the indent were not counted.
    'indented.mdx': `# Indented\n\nimport Many from './many.md';\n\n${' '.repeat(2000)}<Many />\n`,
    'many.md': 'x\n'.repeat(20_000),
    // Imported, but used inline and with children: its text must not be lost.
    'inline.mdx': "# Inline\n\nimport Note from './note.md';\nimport Unused from './unused.md';\n\nSee <Note /> here, and <Note>child</Note>.\n",
    'note.md': 'The note of its own.\n',
    'unused.md': 'Never used, still a page.\n',
  };
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
  const content = readSource(root);
  const kept = content.files.map((f) => f.path);
  for (const page of ['note.md', 'unused.md']) assert.ok(kept.includes(page), page);
  const indented = content.files.find((f) => f.path === 'indented.mdx')!.read() as string;
  assert.ok(indented.length <= 4 * 1024 * 1024 + 1024, `${indented.length}`);
  // An import line padded with spaces before junk: four times the spaces, about four times the time.
  const timeOf = (spaces: number) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'pad.mdx'), `# Pad\n\nimport X from './x.md'${' '.repeat(spaces)}junk\n\n<X />\n`);
    writeFileSync(join(dir, 'x.md'), 'x\n');
    const started = performance.now();
    readSource(dir).files.forEach((f) => f.read());
    return performance.now() - started;
  };
  timeOf(10_000);
  const [small, large] = [timeOf(20_000), timeOf(80_000)];
  assert.ok(large <= 8 * small + 250, `${small.toFixed(0)} ms, then ${large.toFixed(0)} ms`);
});
