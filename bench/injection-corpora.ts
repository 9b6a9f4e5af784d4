/**
 * The prompt-injection rules' false positives: reads each documentation folder as `libdocs add` does, and prints
 * every section and description a rule would drop, with the rule, then a count per folder. Run it after changing
 * src/engine/injection.ts; on the evaluation corpora (../shared/eval/fetch-corpora.sh) it should print no drop.
 *
 * Usage: node bench/injection-corpora.ts [FOLDER...] (default: every folder in .corpora/corpora)
 */
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { injectionRule, snippetInjectionRule } from '../src/engine/injection.ts';
import { parseFile } from '../src/engine/parse/index.ts';
import { toSnippets } from '../src/engine/parse/snippets.ts';
import { readSource } from '../src/engine/sources/folder.ts';

const corpora = resolve(dirname(new URL(import.meta.url).pathname), '..', '.corpora', 'corpora');
const folders = process.argv.length > 2 ? process.argv.slice(2) : readdirSync(corpora).map((name) => join(corpora, name));
let total = 0;
for (const folder of folders) {
  const source = readSource(folder);
  let sections = 0;
  let dropped = 0;
  const started = performance.now();
  for (const file of source.files) {
    const content = file.read();
    if (typeof content !== 'string') continue;
    let page;
    try {
      page = parseFile(file.path.replace(/\.gz$/i, ''), content);
    } catch {
      continue;
    }
    if (!page) continue;
    const described = page.description ? injectionRule(page.description) : undefined;
    if (described) console.log(`  ${file.path} (description): ${described}`);
    for (const snippet of toSnippets(page, file.path)) {
      sections++;
      const rule = snippetInjectionRule(snippet);
      if (!rule) continue;
      dropped++;
      console.log(`  ${file.path}#${snippet.anchor ?? ''}: ${rule} ("${snippet.title.slice(0, 60)}")`);
    }
  }
  const description = source.packageJson?.description;
  if (typeof description === 'string' && injectionRule(description)) console.log(`  package.json description: ${injectionRule(description)}`);
  total += dropped;
  console.log(`${folder}: ${dropped} of ${sections} sections dropped (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
process.exitCode = total > 0 ? 1 : 0;
