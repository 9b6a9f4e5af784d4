#!/usr/bin/env node
// Checks a question file against the corpora it names: every gold file exists, every must_contain string occurs in
// each gold file's visible text (compared as words, the way ../shared/eval/score.mjs compares snippets), each any_of
// group (another wording that also answers) occurs whole in one gold or alt file, ids are unique, and a negative
// question's `absent` words occur in no file of its corpus.
//
//   node bench/corpora/check-questions.mjs --corpora DIR/corpora [--questions FILE]...   (default: both files here)
//   node bench/corpora/check-questions.mjs --text FILE     prints a file's visible text, for writing questions
//
// A string must match in every rendering a reader (or the engine) may see: HTML with inline tags dropped and with
// them replaced by spaces; Markdown as written and with links reduced to their text; a man page as groff renders it. So a gold string that only
// matches because of how markup is glued together is reported.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const HERE = path.dirname(fileURLToPath(import.meta.url));

// Same normalisation as score.mjs: entities decoded, whitespace collapsed; words: case and punctuation ignored.
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };
const decode = (s) => s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e) => (e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : ENTITIES[e.toLowerCase()] ?? m));
const norm = (s) => decode(s).replace(/[\s\u00a0\u200b]+/g, ' ').trim();
const words = (s) => ` ${norm(s).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

const BLOCK = /^(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|tr|td|th|table|thead|tbody|pre|blockquote|section|article|header|footer|nav|main|aside|title|body|html|head|caption|figure|figcaption|details|summary|form|center)$/i;

/** Visible text of an HTML page; `inline` is what an inline tag becomes ('' or ' '). Entities are left encoded. */
function htmlText(html, inline) {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_, tag) => (BLOCK.test(tag) ? '\n' : inline));
}

/** The renderings a gold string must be found in. */
export function renderings(file) {
  // A man page in roff (gzipped as installed): the text groff shows a reader, not hyphenated, on lines too long to wrap.
  if (MAN_PAGE.test(file)) return [execFileSync('sh', ['-c', 'zcat -f "$1" | groff -k -t -mandoc -Tutf8 -rHY=0 -rLL=20000n -P-cbou 2>/dev/null', 'sh', file], { encoding: 'utf8', maxBuffer: 64 << 20 })];
  // Any other page may be gzipped as Debian installs it (Bootstrap's `modal.md.gz`): read as the page it holds.
  const bytes = fs.readFileSync(file);
  const raw = (/\.gz$/i.test(file) ? zlib.gunzipSync(bytes) : bytes).toString('utf8');
  file = file.replace(/\.gz$/i, '');
  if (/\.x?html?$/i.test(file)) return [htmlText(raw, ''), htmlText(raw, ' ')];
  if (/\.(md|mdx|markdown)$/i.test(file)) return [raw, raw.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\\([\\`*_{}\[\]()#+\-.!|<>])/g, '$1')];
  // AsciiDoc as written, without its comment lines (compared as words, its quote marks and backticks drop out) and
  // with a link's or a cross reference's target left out for its text. A phrase across an attribute reference or a
  // macro's target is reported.
  if (/\.(adoc|asciidoc)$/i.test(file)) {
    const prose = raw.split('\n').filter((l) => !/^\/\/(?!\/)/.test(l)).join('\n');
    return [prose, prose.replace(/(?:link:|xref:|https?:\/\/)[^\s[\]]*\[([^\]]*)\]/g, '$1').replace(/<<[^,>]*,\s*([^>]*)>>/g, '$1')];
  }
  return [raw];
}

const MAN_PAGE = /\.\d\w*(?:\.gz)?$/;

const readJsonl = (f) => fs.readFileSync(f, 'utf8').split('\n').filter((l) => l.trim()).map((l, i) => { try { return JSON.parse(l); } catch (e) { throw new Error(`${f}:${i + 1}: ${e.message}`); } });

function allFiles(dir) {
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...allFiles(p)); else if (/\.(x?html?|md|mdx|markdown|rst|txt|adoc|asciidoc)(?:\.gz)?$/i.test(e.name) || MAN_PAGE.test(e.name)) out.push(p);
  }
  return out;
}

function check(qfile, corpora) {
  const problems = []; const ids = new Set(); const cache = new Map();
  const text = (f) => { if (!cache.has(f)) cache.set(f, renderings(f).map(words)); return cache.get(f); };
  const qs = readJsonl(qfile);
  for (const q of qs) {
    const where = `${path.basename(qfile)} ${q.id}`;
    if (ids.has(q.id)) problems.push(`${where}: duplicate id`); ids.add(q.id);
    for (const k of ['id', 'library', 'corpus', 'query', 'kind']) if (typeof q[k] !== 'string' || !q[k]) problems.push(`${where}: missing ${k}`);
    if (!Array.isArray(q.gold_files) || !Array.isArray(q.must_contain)) { problems.push(`${where}: gold_files and must_contain must be arrays`); continue; }
    const root = path.join(corpora, q.corpus);
    if (!fs.existsSync(root)) { problems.push(`${where}: no corpus folder ${root}`); continue; }
    if (q.kind === 'negative') {
      if (q.must_contain.length || q.gold_files.length) problems.push(`${where}: a negative question has no gold`);
      for (const w of q.absent ?? []) {
        const hit = allFiles(root).find((f) => text(f).some((t) => t.includes(words(w))));
        if (hit) problems.push(`${where}: "${w}" is absent by claim but occurs in ${path.relative(root, hit)}`);
      }
      continue;
    }
    if (!q.gold_files.length || !q.must_contain.length) problems.push(`${where}: an answerable question needs gold_files and must_contain`);
    for (const g of [...q.gold_files, ...(q.alt_files ?? [])]) if (!fs.existsSync(path.join(root, g))) problems.push(`${where}: no file ${g}`);
    for (const g of q.gold_files) {
      const f = path.join(root, g); if (!fs.existsSync(f)) continue;
      for (const s of q.must_contain) {
        if (words(s).trim() === '') problems.push(`${where}: "${s}" has no words`);
        else if (!text(f).every((t) => t.includes(words(s)))) problems.push(`${where}: "${s}" not in the text of ${g}`);
      }
    }
    // any_of: other wordings that also answer; each group must be whole in one gold or alt file.
    for (const group of q.any_of ?? []) {
      const files = [...q.gold_files, ...(q.alt_files ?? [])].map((g) => path.join(root, g)).filter((f) => fs.existsSync(f));
      if (!files.some((f) => group.every((s) => text(f).every((t) => t.includes(words(s)))))) problems.push(`${where}: any_of group ${JSON.stringify(group)} is in no gold or alt file`);
    }
  }
  return { n: qs.length, problems };
}

function main() {
  const argv = process.argv.slice(2);
  const opt = (name) => argv.flatMap((v, i) => (v === `--${name}` ? [argv[i + 1]] : []));
  if (opt('text').length) { for (const f of opt('text')) console.log(decode(renderings(f)[0]).split('\n').map((l) => l.replace(/[\s\u00a0\u200b]+/g, ' ').trim()).filter(Boolean).join('\n')); return; }
  const corpora = path.resolve(opt('corpora')[0] ?? '.corpora/corpora');
  const files = opt('questions').length ? opt('questions') : ['questions.jsonl', 'questions-assistant.jsonl'].map((f) => path.join(HERE, f));
  let bad = 0;
  for (const f of files) {
    const { n, problems } = check(f, corpora);
    for (const p of problems) console.log(p);
    console.log(`${path.basename(f)}: ${n} questions, ${problems.length} problems`);
    bad += problems.length;
  }
  process.exit(bad ? 1 : 0);
}

main();
