#!/usr/bin/env node
/**
 * `npm run bench:answers` (part of `npm run bench`): answer quality through the binary, the way it is judged.
 * Runs ../shared/eval/score.mjs (unchanged) over
 *   - the dev set (../shared/eval/dev.jsonl, and dev-assistant.jsonl: the same questions as an assistant sends
 *     them), in its two halves: ranking changes are decided on the half they were not tuned on;
 *   - our own second set (bench/corpora: Javadoc, AsciiDoc man pages, a hand-written HTML site, Doxygen,
 *     Markdown with front matter), which no ranking change was tuned on;
 *   - a fresh set over the dev corpora (bench/corpora/fresh), written at stop 30 from the docs alone;
 *   - a third set (bench/corpora/third: Javadoc, Doxygen, Texinfo, a hand-written HTML guide, an MkDocs site),
 *     written at stop 24, checked, studied at stop 38 (its figures in the note's cross-validation);
 *   - a man-page set (bench/corpora/man: five command-line tools' roff man pages), written at stop 25, and its
 *     check set (bench/corpora/man-check: five more), only ever checked;
 *   - a fourth set (bench/corpora/fourth: AsciiDoc HTML man pages, a hand-written HTML manual, JDK 17 Javadoc, Jekyll
 *     Markdown), written at stop 31 from the docs alone, checked, studied at stop 38 (as the third);
 *   - a fifth set (bench/corpora/fifth: Asciidoctor HTML, a hand-written HTML manual, JDK 11 Javadoc, Jekyll
 *     Markdown from npm), written at stop 32 from the docs alone, checked, studied at stop 38;
 *   - a sixth set (bench/corpora/sixth: Javadoc, Asciidoctor HTML man pages, a hand-written HTML site with man2html
 *     pages, Markdown with front matter from npm), written at stop 34 from the docs alone, checked once, studied at stop 35;
 *   - a seventh set (bench/corpora/seventh: Javadoc, roff man pages generated from AsciiDoc, a hand-written HTML site,
 *     Markdown with front matter from npm), written at stop 35 from the docs alone, checked once, studied at stop 36;
 *   - an eighth set (bench/corpora/eighth: Javadoc, roff man pages written in AsciiDoc, a hand-written HTML site,
 *     Markdown with Jekyll front matter), written at stop 36 from the docs alone, checked once, studied at stop 37;
 *   - a ninth set (bench/corpora/ninth: Javadoc, roff man pages generated from DocBook, a hand-written HTML manual,
 *     Markdown with Hugo front matter), written at stop 37 from the docs alone, checked, studied at stop 38;
 *   - a tenth set (bench/corpora/tenth: Sphinx HTML, Haddock, Texinfo HTML, GTK-Doc), written at stop 38 from the
 *     docs alone, checked once, studied at stop 38;
 *   - an eleventh set (bench/corpora/eleventh: JDK 17 Javadoc, roff man pages from AsciiDoc, a hand-written HTML help
 *     site, Markdown with front matter from npm), written at stop 38 from the docs alone and only ever checked;
 *   - a twelfth set (bench/corpora/twelfth: an mdBook site, linuxdoc-tools HTML, roff man pages on Tcl's macros, C++
 *     Doxygen), written at stop 39 from the docs alone, run once, studied at stop 39;
 *   - a thirteenth set (bench/corpora/thirteenth: Javadoc, Asciidoctor HTML, a hand-written HTML site, Markdown with
 *     front matter), written at stop 39 from the docs alone, run once, studied at stop 39;
 *   - a fourteenth set (bench/corpora/fourteenth: JDK 11 Javadoc, roff man pages from AsciiDoc, a hand-written HTML
 *     site, Markdown with front matter from npm), written at stop 39 from the docs alone, run once, studied at stop 39;
 *   - a fifteenth set (bench/corpora/fifteenth: JDK 17 Javadoc, roff man pages from Asciidoctor, a hand-written HTML
 *     FAQ, Markdown with front matter from npm), written at stop 40 from the docs alone, run once, then studied;
 *   - a sixteenth set (bench/corpora/sixteenth: Javadoc, AsciiDoc HTML man pages, a hand-written HTML manual, Markdown
 *     with front matter and Hugo shortcodes, gzipped as Debian installs it), written at stop 40, only ever checked;
 *   - a seventeenth set (bench/corpora/seventeenth: JDK 11 Javadoc, AsciiDoc HTML man pages, a hand-written HTML
 *     reference, Markdown with <docmeta> tags from npm), written at stop 40 from the docs alone, run once, then read;
 *   - an eighteenth set (bench/corpora/eighteenth: Javadoc, roff man pages from AsciiDoc, Asciidoctor HTML, Markdown
 *     from npm), written at stop 40 after its changes were decided, only ever checked;
 *   - a nineteenth set (bench/corpora/nineteenth: AsciiDoc sources: an Antora site, an editor's manual pages, a
 *     project's documents, a manual), written at stop 42 once libdocs read AsciiDoc, run once, then checked;
 *   - four probes of short intent-style questions (bench/corpora/intent*.jsonl), over the dev and the second corpora;
 * and prints one table. Options: --bin PATH (default dist/libdocs), --corpora DIR (default .corpora; fetched when
 * missing), --keep DIR (reuse indexes kept there between runs).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fold } from './fold.mjs';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const evalDir = resolve(root, '../shared/eval');
const { values: flags } = parseArgs({
  options: {
    bin: { type: 'string', default: join(root, 'dist/libdocs') },
    corpora: { type: 'string', default: join(root, '.corpora') },
    keep: { type: 'string' },
  },
});
const score = join(evalDir, 'score.mjs');
if (!existsSync(score)) throw new Error(`no scorer at ${score}: ../shared/eval must sit beside the repository`);
if (!existsSync(flags.bin)) throw new Error(`no binary at ${flags.bin}: run npm run build (or node build.mjs --host-only) first`);

const work = mkdtempSync(join(tmpdir(), 'libdocs-answers-'));
const indexes = flags.keep ? resolve(flags.keep) : work;
mkdirSync(indexes, { recursive: true });

function half(file, h) {
  const lines = readFileSync(file, 'utf8').trim().split('\n').filter((l) => fold(JSON.parse(l).id) === h);
  const out = join(work, `${h}-${file.split('/').pop()}`);
  writeFileSync(out, `${lines.join('\n')}\n`);
  return out;
}

/** Each corpus set: what it is called, the script that fetches it, and corpora it holds (fetched when one is missing). */
const FETCHED = [
  ['the dev corpora', join(evalDir, 'fetch-corpora.sh'), ['fastify', 'python', 'postgresql']],
  ['the second corpus set', join(root, 'bench/corpora/fetch.sh'), ['jsoup', 'tracefs', 'postfix', 'libssh', 'npmcli']],
  ['the third corpus set', join(root, 'bench/corpora/fetch-third.sh'), ['commonsio', 'lmdb', 'm4', 'lynx', 'mkdocs']],
  ['the fourth corpus set', join(root, 'bench/corpora/fetch-fourth.sh'), ['tig', 'swig', 'commonsvalidator', 'stylus']],
  ['the fifth corpus set', join(root, 'bench/corpora/fetch-fifth.sh'), ['ccache', 'proftpd', 'commonscodec', 'aframe']],
  ['the sixth corpus set', join(root, 'bench/corpora/fetch-sixth.sh'), ['typesafeconfig', 'ntpsec', 'slurm', 'asyncapigen']],
  ['the seventh corpus set', join(root, 'bench/corpora/fetch-seventh.sh'), ['supercsv', 'nut', 'imagemagick', 'tseslint']],
  ['the eighth corpus set', join(root, 'bench/corpora/fetch-eighth.sh'), ['jasypt', 'gitlfs', 's6', 'puppetdb']],
  ['the ninth corpus set', join(root, 'bench/corpora/fetch-ninth.sh'), ['h2', 'lxc', 'lpsolve', 'etcd']],
  ['the tenth corpus set', join(root, 'bench/corpora/fetch-tenth.sh'), ['borg', 'pgsimple', 'diffutils', 'polkit']],
  ['the eleventh corpus set', join(root, 'bench/corpora/fetch-eleventh.sh'), ['snakeyaml', 'ndctl', 'cups', 'codeceptjs']],
  ['the twelfth corpus set', join(root, 'bench/corpora/fetch-twelfth.sh'), ['cargo', 'bird', 'tcl', 'pqxx']],
  ['the thirteenth corpus set', join(root, 'bench/corpora/fetch-thirteenth.sh'), ['javamail', 'kicad', 'awstats', 'rollup']],
  ['the fourteenth corpus set', join(root, 'bench/corpora/fetch-fourteenth.sh'), ['commonspool', 'zmq', 'httrack', 'hubot']],
  ['the fifteenth corpus set', join(root, 'bench/corpora/fetch-fifteenth.sh'), ['pgjdbc', 'perf', 'fetchmail', 'webdriverio']],
  ['the sixteenth corpus set', join(root, 'bench/corpora/fetch-sixteenth.sh'), ['fileupload', 'tracecmd', 'lua', 'bootstrap']],
  ['the seventeenth corpus set', join(root, 'bench/corpora/fetch-seventeenth.sh'), ['joptsimple', 'traceevent', 'expat', 'sails']],
  ['the eighteenth corpus set', join(root, 'bench/corpora/fetch-eighteenth.sh'), ['jsch', 'nvme', 'wireshark', 'pino']],
  ['the nineteenth corpus set', join(root, 'bench/corpora/fetch-nineteenth.sh'), ['freeradius', 'kakoune', 'rdiffbackup', 'openqa']],
  ['the man-page sets', join(root, 'bench/corpora/fetch-man.sh'), ['openssh', 'rsync', 'iproute2', 'utillinux', 'curl', 'findutils', 'tar', 'systemd', 'apt', 'coreutils']],
];
const devCorpora = join(flags.corpora, 'corpora');
for (const [name, script, corpora] of FETCHED) {
  if (corpora.every((c) => existsSync(join(devCorpora, c)))) continue;
  console.error(`fetching ${name} into ${flags.corpora} …`);
  execFileSync('bash', [script, flags.corpora], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** One score.mjs run over the index in `dir` (a name under the kept indexes, or a path); returns its figures. */
function run(questions, extra, dir) {
  const r = spawnSync('node', [score, '--bin', flags.bin, '--corpora', devCorpora, '--questions', questions, '--keep', resolve(indexes, dir), ...extra], {
    encoding: 'utf8',
    timeout: 1_200_000,
  });
  const text = `${r.stdout}${r.stderr}`;
  const total = /score n=(\d+) Hit@1 ([\d.]+) Hit@5 ([\d.]+) Hit@10 [\d.]+ MRR ([\d.]+) tokens med (\d+) .*latency p50 ([\d.]+) ms p95 ([\d.]+) ms resolve (\d+)\/(\d+)/.exec(text);
  if (!total) throw new Error(`score.mjs failed on ${questions}:\n${text.slice(-2000)}`);
  const hard = /^hard\s+n=\d+ Hit@1 ([\d.]+) Hit@5 ([\d.]+)/m.exec(text);
  const toHit = /tokens read until the first right snippet: median (\d+)/.exec(text);
  return {
    n: total[1], hit1: total[2], hit5: total[3], mrr: total[4], tokens: total[5], p95: total[7],
    hard5: hard?.[2] ?? '-', toHit: toHit?.[1] ?? '-', resolve: `${total[8]}/${total[9]}`,
  };
}

const rows = [];
for (const h of [0, 1]) {
  rows.push([`dev half ${h ? 'B' : 'A'}, as users ask`, run(half(join(evalDir, 'dev.jsonl'), h), ['--resolve', 'none'], 'dev')]);
  rows.push([`dev half ${h ? 'B' : 'A'}, as assistants send`, run(half(join(evalDir, 'dev-assistant.jsonl'), h), ['--resolve', 'none'], 'dev')]);
}
// Written at stop 30 from the docs alone by a helper that never ran the engine (bench/corpora/fresh/README.md).
for (const [phrasing, file] of [['users ask', 'questions.jsonl'], ['assistants send', 'questions-assistant.jsonl']]) {
  rows.push([`fresh set over the dev corpora, as ${phrasing}`, run(join(root, 'bench/corpora/fresh', file), ['--resolve', 'none'], 'dev')]);
}
const libs = ['--libs', join(root, 'bench/corpora/libs.json'), '--resolve', 'none'];
/** A set of our own: its questions as users ask and as assistants send them, over its corpora's index `dir`. */
function ownSet(name, folder, libsFile, dir) {
  const extra = ['--libs', join(root, 'bench/corpora', libsFile), '--resolve', 'none'];
  rows.push([`${name}, as users ask`, run(join(root, 'bench/corpora', folder, 'questions.jsonl'), extra, dir)]);
  rows.push([`${name}, as assistants send`, run(join(root, 'bench/corpora', folder, 'questions-assistant.jsonl'), extra, dir)]);
}
ownSet('second set', '.', 'libs.json', 'second');
// The man-page check set is only ever checked, as the eleventh set is (below).
ownSet('third set', 'third', 'libs-third.json', 'third');
ownSet('man-page set', 'man', 'libs-man.json', 'man');
ownSet('man-page check set', 'man-check', 'libs-man-check.json', 'man-check');
ownSet('fourth set', 'fourth', 'libs-fourth.json', 'fourth');
ownSet('fifth set', 'fifth', 'libs-fifth.json', 'fifth');
ownSet('sixth set', 'sixth', 'libs-sixth.json', 'sixth');
ownSet('seventh set', 'seventh', 'libs-seventh.json', 'seventh');
ownSet('eighth set', 'eighth', 'libs-eighth.json', 'eighth');
ownSet('ninth set', 'ninth', 'libs-ninth.json', 'ninth');
ownSet('tenth set', 'tenth', 'libs-tenth.json', 'tenth');
ownSet('eleventh set', 'eleventh', 'libs-eleventh.json', 'eleventh');
ownSet('twelfth set', 'twelfth', 'libs-twelfth.json', 'twelfth');
ownSet('thirteenth set', 'thirteenth', 'libs-thirteenth.json', 'thirteenth');
ownSet('fourteenth set', 'fourteenth', 'libs-fourteenth.json', 'fourteenth');
ownSet('fifteenth set', 'fifteenth', 'libs-fifteenth.json', 'fifteenth');
// A check set, as the eleventh: run for each decided change, never studied.
ownSet('sixteenth set', 'sixteenth', 'libs-sixteenth.json', 'sixteenth');
ownSet('seventeenth set', 'seventeenth', 'libs-seventeenth.json', 'seventeenth');
ownSet('eighteenth set', 'eighteenth', 'libs-eighteenth.json', 'eighteenth');
ownSet('nineteenth set', 'nineteenth', 'libs-nineteenth.json', 'nineteenth');
// Short intent-style questions ("check if a file exists"), the kind a public benchmark over the Python docs asks.
rows.push(['intent-style probe, dev corpora', run(join(root, 'bench/corpora/intent.jsonl'), ['--resolve', 'none'], 'dev')]);
rows.push(['intent-style probe, second corpora', run(join(root, 'bench/corpora/intent-second.jsonl'), libs, 'second')]);
// The same over the Python docs, naming the asker's own values (list `pairs`, 'foo'), as that benchmark's questions do.
rows.push(['intent-style probe with own names, Python', run(join(root, 'bench/corpora/intent-vars.jsonl'), ['--resolve', 'none'], 'dev')]);
// Written at stop 21 by a helper that never saw the ranking, to check what the other probes had been used to choose.
rows.push(['intent-style probe, fresh (Python, Node.js)', run(join(root, 'bench/corpora/intent-fresh.jsonl'), ['--resolve', 'none'], 'dev')]);
// On a copy of the dev index: a resolve case may fetch a library from npm on a miss (express), and the full-text
// statistics are the whole index's, so the question sets above would rank a little differently on a later run.
cpSync(join(indexes, 'dev'), join(work, 'resolve-dev'), { recursive: true });
const resolveRun = run(half(join(evalDir, 'dev.jsonl'), 0), [], join(work, 'resolve-dev'));

console.log('| questions | n | Hit@1 | Hit@5 | hard Hit@5 | MRR@10 | median answer (tokens) | median tokens to the right snippet | query p95 (ms) |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [name, r] of rows) console.log(`| ${name} | ${r.n} | ${r.hit1} | ${r.hit5} | ${r.hard5} | ${r.mrr} | ${r.tokens} | ${r.toHit} | ${r.p95} |`);
console.log(`\nresolve-library-id (../shared/eval/resolve-dev.jsonl): ${resolveRun.resolve} right`);
rmSync(work, { recursive: true, force: true });
