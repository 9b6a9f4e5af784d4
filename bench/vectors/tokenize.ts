/**
 * Turns one extracted Debian documentation package into training text for fastText: one line per
 * paragraph/section, lower-case tokens analysed the way libdocs' engine analyses document text
 * (src/engine/rank/tokens.ts): words and identifiers via `words`, compounds kept whole (joined form for
 * dotted/`::` names, lower case otherwise, unstemmed like `stemSequence` does) and also split into their
 * stemmed parts, plain words stemmed, English stop words dropped, numbers and one-letter tokens dropped.
 *
 * Usage: node tokenize.ts <extracted package dir> <package name> <out.txt>
 * Prints "<package>\t<files>\t<lines>\t<tokens>" to stdout. Lines repeated inside the package are written once.
 */
import { readFileSync, readdirSync, statSync, writeFileSync, openSync, writeSync, closeSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { words, identifierParts, isCompound, isStopWord, stem, joinedForm } from '../../src/engine/rank/tokens.ts';

const [root = '', pkg = '', outPath = ''] = process.argv.slice(2);
if (!root || !pkg || !outPath) throw new Error('usage: tokenize.ts DIR PACKAGE OUT');

/** Path fragments never read: evaluation material (belt and braces; no such package is downloaded), duplicates, noise. */
const EXCLUDE_PATH =
  /flask|fastify|axios|commander|docusaurus|postgresql|sqlite|jsoup|tracefs|postfix|libssh|commons-lang3|\/python3(\.\d+)?-doc\/|nodejs-doc|git-doc|docker/i;
const SKIP_PATH =
  /\/_sources\/|\/_modules\/|\/class-use\/|\/src-html\/|\/_static\/|\/_images\/|\/translations\/|\/genindex|\/search\.html|modindex|\/copyright$|changelog|\/licen[cs]e|\/rust-doc\/html\/(src|core\/arch)\/|\/linux-doc-[\d.]+\/Documentation\//i;

type Kind = 'html' | 'man' | 'texi' | 'pod' | 'text' | 'ri';

function kindOf(path: string): Kind | undefined {
  const p = path.replace(/\.gz$/, '');
  if (/\.(html?|xhtml)(\.en)?$/i.test(p)) return 'html';
  if (/\/man\/(?:[a-z_A-Z]+\/)?man\d\w*\/[^/]+\.\d\w*$/.test(p)) return 'man';
  if (/\.(texi|texinfo|txi)$/.test(p)) return 'texi';
  if (/\.(pod|pm\.pod)$/.test(p)) return 'pod';
  if (/\.ri$/.test(p)) return 'ri';
  if (/\.(txt|rst|md|markdown|text|rest|info(-\d+)?)$/i.test(p) || /\/(README|NEWS|FAQ|TODO|HOWTO)[^/]*$/.test(p)) return 'text';
  return undefined;
}

const seen = new Set<string>();
const fd = openSync(outPath, 'w');
let buffer: string[] = [];
let bufferChars = 0;
let nLines = 0;
let nTokens = 0;
let nFiles = 0;

function tokens(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    if (/^\d/.test(word)) continue;
    if (isCompound(word)) {
      const whole = /[.:#]|->/.test(word) ? joinedForm(word) : word.toLowerCase();
      if (whole.length > 1 && whole.length <= 40) out.push(whole);
      for (const part of identifierParts(word)) {
        if (part.length < 2 || /^\d/.test(part) || isStopWord(part)) continue;
        out.push(stem(part));
      }
    } else {
      if (word.length < 2 || isStopWord(word)) continue;
      const lower = word.toLowerCase();
      out.push(/^[a-z]+$/.test(lower) ? stem(lower) : lower);
    }
  }
  return out;
}

/** One paragraph of raw text → one output line (if it has at least 3 tokens and was not seen before). */
function emit(text: string) {
  if (!/[A-Za-z]{2}/.test(text)) return;
  const t = tokens(text);
  if (t.length < 3) return;
  const line = t.join(' ');
  const key = line.length > 200 ? line.slice(0, 100) + line.length + line.slice(-100) : line;
  if (seen.has(key)) return;
  if (seen.size > 12_000_000) seen.clear();
  seen.add(key);
  buffer.push(line);
  bufferChars += line.length;
  nLines++;
  nTokens += t.length;
  if (bufferChars > 1 << 22) flush();
}

function flush() {
  if (buffer.length) writeSync(fd, buffer.join('\n') + '\n');
  buffer = [];
  bufferChars = 0;
}

const BLOCK = new Set(
  'p div li ul ol dl dt dd h1 h2 h3 h4 h5 h6 pre table tr td th br hr section article blockquote header footer caption figcaption title summary details'.split(
    ' ',
  ),
);
const SKIP_ELEMENT = new Set(['script', 'style', 'nav', 'noscript', 'svg', 'head', 'button', 'select']);

function html(src: string) {
  let text = '';
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIP_ELEMENT.has(name) && name !== 'head') skipDepth++;
        if (BLOCK.has(name)) {
          emit(text);
          text = '';
        }
      },
      ontext(data) {
        if (skipDepth === 0) text += data;
      },
      onclosetag(name) {
        if (SKIP_ELEMENT.has(name) && name !== 'head' && skipDepth > 0) skipDepth--;
        if (BLOCK.has(name)) {
          emit(text);
          text = '';
        } else if (name === 'title') text = '';
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(src);
  parser.end();
  emit(text);
}

function paragraphs(src: string) {
  for (const para of src.split(/\n[ \t]*\n|\x1f|\f/)) emit(para);
}

function man(src: string) {
  let para: string[] = [];
  const end = () => {
    emit(para.join(' '));
    para = [];
  };
  for (let line of src.split('\n')) {
    if (/^['.]\s*(SH|SS|PP|P|LP|TP|IP|HP|sp|br|Sh|Ss|Pp|It|Bl|El|Bd|Ed|TS|TE|EX|EE|nf|fi|\\")\b/.test(line) || line.trim() === '') end();
    if (/^['.]\s*\\"/.test(line)) continue;
    if (/^['.]/.test(line)) line = line.replace(/^['.]\s*\S+\s*/, '');
    line = line.replace(/\\f(\[[^\]]*\]|\(..|.)/g, '').replace(/\\\(..|\\\[[^\]]*\]|\\[-e&|^]/g, ' ').replace(/\\./g, ' ');
    para.push(line);
  }
  end();
}

function texi(src: string) {
  let para: string[] = [];
  const end = () => {
    emit(para.join(' '));
    para = [];
  };
  let ignore = false;
  for (let line of src.split('\n')) {
    if (/^@(ignore|tex|iftex|html|ifhtml|macro)\b/.test(line)) ignore = true;
    if (/^@end (ignore|tex|iftex|html|ifhtml|macro)\b/.test(line)) {
      ignore = false;
      continue;
    }
    if (ignore) continue;
    if (/^@c(omment)?\b/.test(line)) continue;
    if (line.trim() === '' || /^@/.test(line)) end();
    line = line.replace(/^@\w+\s*/, '');
    for (let i = 0; i < 4; i++) line = line.replace(/@\w+\{([^{}]*)\}/g, ' $1 ');
    line = line.replace(/@\W/g, ' ');
    para.push(line);
  }
  end();
}

function pod(src: string) {
  paragraphs(src.replace(/^=(\w+)\s*/gm, '').replace(/[A-Z]<+\s*([^<>]*?)\s*>+/g, ' $1 '));
}

function ri(buf: Buffer) {
  // rdoc's ri files are Ruby Marshal data; their prose is stored as plain byte strings.
  const s = buf.toString('latin1');
  for (const m of s.matchAll(/[\x20-\x7e]{24,}/g)) emit(m[0]);
}

function walk(dir: string) {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries.sort()) {
    const path = join(dir, name);
    let st;
    try {
      st = statSync(path);
    } catch {
      continue;
    }
    if (st.isDirectory()) {
      walk(path);
      continue;
    }
    if (!st.isFile() || st.size > 30_000_000) continue;
    if (EXCLUDE_PATH.test(path.slice(root.length)) || SKIP_PATH.test(path)) continue;
    const kind = kindOf(path);
    if (!kind) continue;
    let buf = readFileSync(path);
    if (path.endsWith('.gz')) {
      try {
        buf = gunzipSync(buf);
      } catch {
        continue;
      }
    }
    nFiles++;
    if (kind === 'ri') {
      ri(buf);
      continue;
    }
    const src = buf.toString('utf8');
    if (kind === 'html') html(src);
    else if (kind === 'man') man(src);
    else if (kind === 'texi') texi(src);
    else if (kind === 'pod') pod(src);
    else paragraphs(src);
  }
}

walk(root);
flush();
closeSync(fd);
process.stdout.write(`${pkg}\t${nFiles}\t${nLines}\t${nTokens}\n`);
void writeFileSync;
