/**
 * Jekyll's markup in Markdown pages: Liquid tags (`{% include note.html content="..." %}`, `{% raw %}`), the site
 * variables it fills in (`{{ site.baseurl }}`) and kramdown's attribute lists (`{: .warning}`). A site renders them
 * away; read as text they are noise in every answer and words that match questions ("include", "raw", "site").
 * Only pages with YAML front matter are read this way, as Jekyll itself renders Liquid only in those.
 * @module
 */
import { FenceTracker } from './bounds.ts';

/** Variables that only Jekyll fills in; any other `{{ ... }}` (a Go or Jinja template in prose) is kept. */
const SITE_VARIABLE = /\{\{-?\s*(?:site|page|layout|include|jekyll|paginator)\.[^{}\n]*\}\}/g;
/** kramdown's inline and block attribute lists and extensions: `{: .note}`, `{:#id}`, `{::nomarkdown}`, `{:/}`. */
const KRAMDOWN = /\{:(?::?[\w-]+|[ \t]*[.#/][^{}\n]*|[ \t]*[\w-]+=[^{}\n]*)?\}/g;
/** `{% raw %}` and `{% endraw %}` inside fenced code, where Jekyll renders them away too. */
const RAW_MARKER = /\{%-?\s*(?:end)?raw\s*-?%\}/g;
/** A Liquid tag that spans lines is read to its end within this many lines; past that it is left as it is. */
const TAG_MAX_LINES = 12;

/** Whether a page opens with YAML front matter (a `---` line), the pages Jekyll renders. */
export function hasJekyllFrontMatter(text: string): boolean {
  return /^\uFEFF?---[ \t]*\r?\n/.test(text);
}

/**
 * The page without Jekyll's markup, outside fenced code: `{% raw %}` blocks keep their content (that is what they
 * are for), `{% comment %}` blocks go with their content, an include keeps the prose it passes ("content", "title":
 * any quoted value of several words), other tags go. One pass over the lines; each tag is found by indexOf.
 */
export function withoutJekyllMarkup(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  const code = new FenceTracker();
  let raw = false;
  let comment = false;
  // A comment never closed hides nothing: Jekyll refuses such a page, and its text is better kept than lost.
  const commentsClose = /\{%-?\s*endcomment\b/.test(text);
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (!raw && !comment && code.inside(line)) {
      const unmarked = line.includes('{%') ? line.replace(RAW_MARKER, '') : line;
      if (unmarked.trim() !== '' || line.trim() === '') out.push(unmarked);
      continue;
    }
    // A tag left open at the end of a line: read on to its `%}`.
    let open = line.lastIndexOf('{%');
    for (let more = 1; open >= 0 && !line.includes('%}', open) && more <= TAG_MAX_LINES && i + more < lines.length; more++) {
      if (lines[i + more]!.includes('%}')) {
        line = [line, ...lines.slice(i + 1, i + more + 1)].join(' ');
        i += more;
        open = -1;
      }
    }
    const kept: string[] = [];
    let at = 0;
    for (;;) {
      const start = line.indexOf('{%', at);
      const end = start < 0 ? -1 : line.indexOf('%}', start + 2);
      const before = line.slice(at, start < 0 || end < 0 ? line.length : start);
      if (!comment) kept.push(raw ? before : cleanText(before));
      if (start < 0 || end < 0) break;
      const tag = line.slice(start + 2, end).replace(/^-|-$/g, '').trim();
      const name = /^\w+/.exec(tag)?.[0] ?? '';
      if (raw) {
        if (name === 'endraw') raw = false;
        else kept.push(line.slice(start, end + 2));
      } else if (comment) {
        if (name === 'endcomment') comment = false;
      } else if (name === 'raw') raw = true;
      else if (name === 'comment') comment = commentsClose;
      else if (name === 'include' || name === 'include_relative') kept.push(includedProse(tag));
      at = end + 2;
    }
    const result = kept.join('');
    // A line that held only markup goes, rather than leaving a blank line inside a list or a paragraph.
    if (result.trim() !== '' || line.trim() === '') out.push(result);
  }
  return out.join('\n');
}

/** Prose without site variables and attribute lists; inline code spans are left as written (`'{:.2f}'`). */
function cleanText(text: string): string {
  if (!text.includes('{')) return text;
  return text
    .split(/(`+[^`]*`+)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(SITE_VARIABLE, '').replace(KRAMDOWN, '')))
    .join('');
}

/** The quoted values of several words an include passes: the prose a note or warning box shows. */
function includedProse(tag: string): string {
  const values: string[] = [];
  // Names start at a word boundary: a long run of name characters is read once, not once per position.
  for (const m of tag.matchAll(/(?<![\w-])[\w-]+\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = (m[1] ?? m[2] ?? '').trim();
    if (/\S\s+\S/.test(value)) values.push(value);
  }
  return values.join(' ');
}
