/**
 * Jekyll's markup in Markdown pages: Liquid tags (`{% include note.html content="..." %}`, `{% raw %}`,
 * `{% highlight ruby %}`), the site variables it fills in (`{{ site.baseurl }}`) and kramdown's attribute lists
 * (`{: .warning}`). A site renders them away; read as text they are noise in every answer and words that match
 * questions ("include", "raw", "site"). Only pages with YAML front matter are read this way, as Jekyll renders
 * Liquid only in those (unless a plugin says otherwise); and only the tags Liquid and Jekyll define: a page that
 * merely has front matter (Docusaurus, MkDocs) and writes another tool's `{% ... %}` keeps it.
 * @module
 */
import { codeSpans, escapeHtml } from './_shared.ts';
import { FenceTracker } from './bounds.ts';

/** Variables that only Jekyll fills in; any other `{{ ... }}` (a Go or Jinja template in prose) is kept. */
const SITE_VARIABLE = /\{\{-?\s*(?:site|page|layout|include|jekyll|paginator)\.[^{}\n]*\}\}/g;
/**
 * A site variable of one name: `{{ site.current_version }}`, or with a filter that leaves a plain value as it is
 * (`| escape`); another filter (`| append: "/feed.xml"`, `| upcase`) is not applied here, so the tag is left.
 */
const SITE_VALUE = /\{\{-?\s*site\.([\w-]{1,100})\s*(?:\|\s*(?:escape|xml_escape|strip|escape_once)\s*)?-?\}\}/g;
/** A variable the page sets itself: `{% assign name = "value" %}` (or a number, true, false), `{% capture name %}`, a loop's. */
const PAGE_VARIABLE =
  /\{%-?\s*(?:assign|capture|for)\s+([A-Za-z_][\w-]{0,63})(?:\s*=\s*(?:"([^"\n]{0,200})"|'([^'\n]{0,200})'|(-?\d{1,20}(?:\.\d{1,20})?|true|false)(?=\s*-?%\})))?/g;
/** Characters variables' values may add to a page shorter than this (a home page of `{{ site.description }}`). */
const VALUES_ADDED_MIN = 16 * 1024;
/** Page variables looked for at most: a page sets a few. */
const PAGE_VARIABLES_MAX = 50;
/**
 * An ATX heading; an attribute list that gives an id at the end of its line (`## Title {: #id }`); and one on a line
 * of its own after it (`{: #v2-5-3}`, `{:.lead #intro}`).
 */
const ATX_HEADING = /^ {0,3}#{1,6}[ \t]+\S/;
const HEADING_ATTRIBUTES = /[ \t]\{:[^{}\n]{0,200}#[A-Za-z][^{}\n]{0,200}\}[ \t]*$/;
const NEXT_LINE_ID = /^ {0,3}\{:[ \t]*(?:\.[\w-]+[ \t]+)*#([A-Za-z][\w-]{0,100})(?:[ \t][^{}\n]*)?\}[ \t]*$/;
/** kramdown's table of contents: a list of one item (`* TOC`, `1. Contents`) marked `{:toc}` on the next line. */
const TOC_ITEM = /^ {0,3}(?:[*+-]|\d{1,9}\.)[ \t]+\S/;
const TOC_MARK = /^ {0,3}\{:toc\}\s*$/;
/**
 * kramdown's attribute lists and extensions: `{: .note}`, `{:#id}`, `{:target="_blank"}`, `{::nomarkdown}`,
 * `{:/}`, `{:toc}`; not a format string such as `{:.2f}`, `{:d}` or `{:#x}` (a class or id starts with a letter).
 */
const KRAMDOWN = /\{:(?::[\w-]+(?:[ \t][^{}\n]*)?|toc|[ \t]*[.#][A-Za-z][\w-]+(?:[ \t][^{}\n]*)?|[ \t]*\/[^{}\n]*|[ \t]*[A-Za-z][\w-]*=[^{}\n]*)\}/g;
/** A raw or endraw tag anywhere in a line. */
const RAW_TAG = /\{%-?\s*(?:end)?raw\b/;
/** `{% raw %}` and `{% endraw %}`, which Jekyll renders away inside fenced code too. */
const RAW_MARKER = /\{%-?\s*(end)?raw\s*-?%\}/g;
/** `{% highlight ruby linenos %}` alone on its line: Jekyll's code block. */
const HIGHLIGHT = /^\s*\{%-?\s*highlight\s+([\w+#.-]+)(?:\s[^%]*)?%\}\s*$/;
const END_HIGHLIGHT = /^\s*\{%-?\s*endhighlight\s*-?%\}\s*$/;
/** The shortest fence a highlight block becomes: tildes, which code rarely starts a line with. */
const HIGHLIGHT_FENCE = '~~~~~~';
/**
 * Tags of Liquid and Jekyll (and its common plugins: jekyll-seo-tag, jekyll-feed, jekyll-multiple-languages' `t` and
 * `tf`), rendered away; any other tag is left as written.
 */
const LIQUID_TAGS = new Set(
  (
    'assign capture endcapture increment decrement if elsif else endif unless endunless case when endcase for endfor ' +
    'break continue cycle tablerow endtablerow liquid echo render include include_relative include_cached link post_url ' +
    'seo feed_meta comment endcomment raw endraw highlight endhighlight t tf translate translate_file'
  ).split(' '),
);
const INCLUDES = new Set(['include', 'include_relative', 'include_cached', 'render']);
/** A tag that spans lines is read to its end within this many lines of text; past that it is left as it is. */
const TAG_MAX_LINES = 12;

/** Front matter longer than this many lines is not taken for front matter. */
const FRONT_MATTER_MAX_LINES = 2000;

/** The index of the line closing a page's YAML front matter, or -1 when it has none: the pages Jekyll renders. */
function frontMatterEnd(lines: string[]): number {
  if (!/^\uFEFF?---[ \t]*\r?$/.test(lines[0] ?? '')) return -1;
  // Closed by `---` only, as the Markdown reader's front matter is (YAML's `...` would leave it as text there).
  for (let i = 1; i < Math.min(lines.length, FRONT_MATTER_MAX_LINES); i++) if (/^---[ \t]*\r?$/.test(lines[i]!)) return i;
  return -1;
}

/**
 * The page without Jekyll's markup. The front matter is kept as it is; fenced code loses only `{% raw %}` markers;
 * `{% raw %}` blocks keep their content (that is what they are for); `{% comment %}` blocks go with their content,
 * unless one is never closed (then nothing is hidden); `{% highlight lang %}` blocks become fenced code; an include
 * keeps the prose it passes ("content", "title": any quoted value of several words); other Liquid tags go, and
 * inline code spans are left as written but for the raw markers around a template; `site` holds the values of the
 * Jekyll site's variables, when the source knows them (see withSiteValues). One pass over the lines; a
 * second when a comment is never closed, and a third when a raw block opened in code is never closed.
 */
export function withoutJekyllMarkup(text: string, reading: Reading = { hideComments: true, rawFromCode: true }, site?: Record<string, string>): string {
  // Most pages have no front matter and belong to no Jekyll site: they are not split into lines at all. A page of a
  // site without front matter is rendered too: an include's fragment (`_includes/`, a translation plugin's
  // `_i18n/en/x.md`), or any page where GitHub Pages' optional-front-matter plugin renders it.
  if (!site && !text.startsWith('---') && !text.startsWith('\uFEFF---')) return text;
  const lines = text.split('\n');
  const start = frontMatterEnd(lines);
  if (start < 0 && !site) return text;
  const out = lines.slice(0, start + 1);
  const code = new FenceTracker();
  const state: LineState = { raw: false, comment: false, pageVariables: pageVariables(text), site, added: { chars: Math.max(text.length, VALUES_ADDED_MIN) } };
  const endHighlight = nextEndHighlight(lines);
  let highlight: { end: number; fence: string } | undefined;
  for (let i = start + 1; i < lines.length; i++) {
    let line = lines[i]!;
    if (state.comment) {
      // Hidden lines are not shown to the fence tracker: a fence inside a comment is hidden with it.
      const rest = readLine(line, state, reading.hideComments);
      if (!state.comment && rest.trim() !== '') out.push(rest);
      continue;
    }
    // A highlight block that is closed is fenced code: its tags become a fence the tracker follows.
    const opens = !state.raw && !highlight && !code.isOpen() ? HIGHLIGHT.exec(line) : null;
    if (opens && endHighlight[i + 1]! >= 0) {
      highlight = highlightFence(lines, i, endHighlight[i + 1]!);
      line = `${highlight.fence}${opens[1]}`;
    } else if (highlight && i === highlight.end) {
      line = highlight.fence;
      highlight = undefined;
    }
    if (code.inside(line)) {
      // Jekyll renders Liquid in code too: a site's variables show their values (`bootstrap-table@{{ site.current_version }}`).
      // The site's only: a page's loop variable (`<li>{{ item }}</li>`) in an example would read as nothing.
      const shown = state.site && !state.raw && line.includes('{{') && !RAW_TAG.test(line) ? withValues(line, { ...state, pageVariables: undefined }) : line;
      out.push(shown.includes('{%') ? withoutRawMarkers(shown, state, reading.rawFromCode) : shown);
      continue;
    }
    if (!state.raw && TOC_ITEM.test(line) && TOC_MARK.test(lines[i + 1] ?? '') && !TOC_ITEM.test(lines[i - 1] ?? '')) {
      i++;
      continue;
    }
    // A heading's attribute list that gives an id is its anchor (the Markdown reader takes `{: #id }` at its end):
    // kept on its line, and moved there from the line after it, where kramdown also reads it as the heading's; one
    // without an id (`{:target="_blank"}`) goes as any attribute list.
    let headingAttributes = '';
    if (!state.raw && ATX_HEADING.test(line)) {
      const next = NEXT_LINE_ID.exec(lines[i + 1] ?? '');
      if (next) i++;
      const own = HEADING_ATTRIBUTES.exec(line);
      if (own) line = line.slice(0, own.index);
      headingAttributes = next ? ` {: #${next[1]} }` : (own?.[0] ?? '');
    }
    // A tag left open at the end of a line of prose: read on to its `%}` through lines of the same paragraph.
    const more = state.raw ? 0 : linesToTagEnd(lines, i, line);
    if (more > 0) {
      line = lines.slice(i, i + more + 1).join(' ');
      for (let k = 1; k <= more; k++) code.inside(lines[i + k]!);
      i += more;
    }
    const result = readLine(line, state, reading.hideComments) + headingAttributes;
    if (result.trim() !== '' || line.trim() === '') out.push(result);
    // A line that held only markup is left blank, as Jekyll leaves it, between paragraphs of prose (which stay
    // apart); it goes inside a table, a quote, a list or an HTML block (which go on), and with whitespace control.
    else if (!/\{%-|-%\}/.test(line) && isProse(out[out.length - 1]) && isProse(lines[i + 1])) out.push('');
  }
  // A comment never closed hides nothing, and a raw block opened in code and never closed holds nothing back (a
  // page showing `{% raw %}` in an example): the page is read again without them.
  if (state.comment) return withoutJekyllMarkup(text, { ...reading, hideComments: false }, site);
  if (state.raw && reading.rawFromCode) return withoutJekyllMarkup(text, { ...reading, rawFromCode: false }, site);
  return withHtmlBlocksWhole(out, start + 1).join('\n');
}

/**
 * A Jekyll site's HTML page (after its front matter) without Liquid's markup, as the site renders it: a
 * `{% highlight html %}` block is a block of code, its text escaped (Bootstrap's docs show a whole `<body>` and
 * `<!DOCTYPE html>` template in one: read as markup, it had ended the page); raw markers, comments and other Liquid tags
 * go as in a Markdown page (see withoutJekyllMarkup), and so do the site's variables (only Markdown pages are given their
 * values). One pass over the lines; a second when a comment is never closed.
 */
export function withoutJekyllHtmlMarkup(html: string, hideComments = true): string {
  if (!html.includes('{%') && !html.includes('{{')) return html;
  const lines = html.split('\n');
  const state: LineState = { raw: false, comment: false, pageVariables: pageVariables(html), site: undefined, added: { chars: Math.max(html.length, VALUES_ADDED_MIN) } };
  const endHighlight = nextEndHighlight(lines);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const opens = !state.raw && !state.comment ? HIGHLIGHT.exec(line) : null;
    const end = opens ? endHighlight[i + 1]! : -1;
    if (opens && end >= 0) {
      const code = lines.slice(i + 1, end).map((l) => withoutRawMarkers(l, state, true));
      out.push(`<pre><code class="language-${opens[1]}">${escapeHtml(code.join('\n'))}</code></pre>`);
      i = end;
      continue;
    }
    out.push(readLine(line, state, hideComments));
  }
  if (state.comment && hideComments) return withoutJekyllHtmlMarkup(html, false);
  return out.join('\n');
}

/** A table, div or definition list that opens an HTML block, without kramdown's `markdown` attribute. */
const HTML_BLOCK_OPEN = /^ {0,3}<(table|div|dl)(?=[\s>])(?![^>]*\bmarkdown\s*=)[^>]*>/i;
/** Lines an HTML block is followed to its end tag at most; characters all blocks of a page read, per character of it. */
const HTML_BLOCK_MAX_LINES = 1000;
const HTML_BLOCK_READS = 4;

/**
 * Jekyll's kramdown reads an HTML block to its end tag, across blank lines; CommonMark ends it at the first blank
 * line, after which the rest of a table or a note box read as indented code (Jekyll's variable tables, its ProTip
 * boxes). The blank lines inside such a block (from `first` on, outside fenced code) that come before markup or
 * indented text go, when its end tag comes within HTML_BLOCK_MAX_LINES. A block that asks for Markdown inside
 * (`markdown="1"`) keeps them.
 */
function withHtmlBlocksWhole(lines: string[], first: number): string[] {
  const out = lines.slice(0, first);
  const code = new FenceTracker();
  // Blocks never closed are followed no further than this in all: a page of open tags stays linear.
  const budget = { chars: HTML_BLOCK_READS * lines.reduce((n, l) => n + l.length + 1, 0) };
  for (let i = first; i < lines.length; i++) {
    const line = lines[i]!;
    const open = code.inside(line) || budget.chars <= 0 ? null : HTML_BLOCK_OPEN.exec(line);
    const end = open ? blockEnd(lines, i, open[1]!.toLowerCase(), budget) : -1;
    if (end < 0) {
      out.push(line);
      continue;
    }
    // A blank line goes only before markup or indented text (the rest of a cell); before Markdown written at the
    // margin (GitHub's `<div>`, blank line, `**Note:** ...` idiom) it stays, and that part is read as Markdown.
    for (let k = i; k <= end; k++) if (lines[k]!.trim() !== '' || !/^(?: {4,}\S|\s*<)/.test(lines[k + 1] ?? '')) out.push(lines[k]!);
    i = end;
  }
  return out;
}

/** The line holding the end tag that closes the `name` element opened on line `start`, or -1 within the bounds. */
function blockEnd(lines: string[], start: number, name: string, budget: { chars: number }): number {
  const tags = new RegExp(`<(/?)${name}(?=[\\s>/])`, 'gi');
  let depth = 0;
  for (let k = start; k < Math.min(lines.length, start + HTML_BLOCK_MAX_LINES) && budget.chars > 0; k++) {
    budget.chars -= lines[k]!.length + 1;
    for (const m of lines[k]!.matchAll(tags)) depth += m[1] ? -1 : 1;
    if (depth <= 0) return k;
    // A fence inside would be code to CommonMark; such a block is left as it is.
    if (/^\s*(?:`{3,}|~{3,})/.test(lines[k]!)) return -1;
  }
  return -1;
}

/** Raw and comment blocks carried across lines, and the output tags of the variables the page sets. */
interface LineState {
  raw: boolean;
  comment: boolean;
  pageVariables: PageVariables | undefined;
  /** The variables of the page's Jekyll site (its `_config.yml`), when the source knows them. */
  site: Record<string, string> | undefined;
  /**
   * Characters the variables' values may still add to the page: as many as it has, or VALUES_ADDED_MIN for a short
   * one (a value used on every line of a page, or in a value, multiplied it).
   */
  added: { chars: number };
}

/** The output tags of the variables a page sets (with the site's, see SITE_VALUE), and the text of those assigned a literal. */
interface PageVariables {
  tags: RegExp;
  values: Map<string, string>;
}

/**
 * `{{ name ... }}` for each variable the page assigns, captures or loops over: a literal assigned reads as its text,
 * filters aside; any other value, a variable set to different values, a loop's, and a capture (whose text stays where
 * it is written), as nothing.
 */
function pageVariables(text: string): PageVariables | undefined {
  if (!text.includes('{%')) return undefined;
  const values = new Map<string, string>();
  for (const m of text.matchAll(PAGE_VARIABLE)) {
    const name = m[1]!;
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (values.has(name) && values.get(name) !== value) values.set(name, '');
    else if (values.size < PAGE_VARIABLES_MAX) values.set(name, value);
  }
  if (values.size === 0) return undefined;
  return { tags: new RegExp(`${SITE_VALUE.source}|\\{\\{-?\\s*(${[...values.keys()].join('|')})(?![\\w-])[^{}\\n]*\\}\\}`, 'g'), values };
}

/** A line of a paragraph: not blank, not a table row, a quote, a list item or HTML. */
function isProse(line: string | undefined): boolean {
  return line !== undefined && line.trim() !== '' && !/^\s*(?:[|><]|[-*+]\s|\d+[.)]\s)/.test(line);
}

/** How a page is read: whether comments hide what they enclose, and whether raw markers in code open blocks. */
interface Reading {
  hideComments: boolean;
  rawFromCode: boolean;
}

/** For each line, the index of the first `{% endhighlight %}` line at or after it (-1: none); one backward pass. */
function nextEndHighlight(lines: string[]): number[] {
  // An endhighlight inside a raw block is shown, not read: Jekyll's own docs show a highlight block inside one. Only
  // a raw block that closes counts (a page may write `{% raw %}` in inline code, never to close it).
  const shown = new Array<boolean>(lines.length).fill(false);
  let rawFrom = -1;
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.includes('{%')) continue;
    for (const m of lines[i]!.matchAll(RAW_MARKER)) {
      // The nearest opening tag before a closing one counts: an earlier one never closed (in inline code) does not.
      if (m[1] === undefined) rawFrom = i;
      else if (rawFrom >= 0) {
        for (let k = rawFrom; k <= i; k++) shown[k] = true;
        rawFrom = -1;
      }
    }
  }
  const next = new Array<number>(lines.length + 1).fill(-1);
  for (let i = lines.length - 1; i >= 0; i--) next[i] = !shown[i] && END_HIGHLIGHT.test(lines[i]!) ? i : next[i + 1]!;
  return next;
}

/**
 * The fence for the highlight block from line `open` to `end`: tildes, one more than the longest run of tildes
 * that starts a line inside (an underline of tildes in a reStructuredText example must not close it), indented as
 * the tag when every line inside is (in a list item), else not.
 */
function highlightFence(lines: string[], open: number, end: number): { end: number; fence: string } {
  const indent = /^[ \t]*/.exec(lines[open]!)![0];
  let longest = 0;
  let indented = true;
  for (let i = open + 1; i < end; i++) {
    const line = lines[i]!;
    const run = /^[ \t]*(~*)/.exec(line)![1]!.length;
    longest = Math.max(longest, run);
    if (line.trim() !== '' && !line.startsWith(indent)) indented = false;
  }
  return { end, fence: `${indented ? indent : ''}${'~'.repeat(Math.max(HIGHLIGHT_FENCE.length, longest + 1))}` };
}

/**
 * A line of fenced code without `{% raw %}` markers, which Jekyll renders away there too: a block opened in code may
 * close outside it (or the reverse). A marker inside a raw block (`{% raw %}{% raw %}{% endraw %}`, which shows the
 * tag itself), a stray `{% endraw %}`, or any marker when `rawFromCode` is off, stays as written.
 */
function withoutRawMarkers(line: string, state: { raw: boolean }, rawFromCode: boolean): string {
  if (!rawFromCode && !state.raw) return line;
  return line.replace(RAW_MARKER, (marker, end: string | undefined) => {
    if (end === undefined && !state.raw && rawFromCode) {
      state.raw = true;
      return '';
    }
    if (end !== undefined && state.raw) {
      state.raw = false;
      return '';
    }
    return marker;
  });
}

/**
 * How many lines after `i` a tag opened at the end of `line` runs (0: none, or none found): only through lines of
 * the same paragraph (no blank line, fence or heading), and not for a `{%` inside an inline code span.
 */
function linesToTagEnd(lines: string[], i: number, line: string): number {
  const open = line.lastIndexOf('{%');
  if (open < 0 || line.includes('%}', open) || insideCodeSpan(line, open)) return 0;
  for (let more = 1; more <= TAG_MAX_LINES && i + more < lines.length; more++) {
    const next = lines[i + more]!;
    if (next.trim() === '' || /^\s*(?:`{3,}|~{3,}|#{1,6}\s)/.test(next)) return 0;
    if (next.includes('%}')) return more;
  }
  return 0;
}

/** Whether position `at` of a line lies inside an inline code span. */
function insideCodeSpan(line: string, at: number): boolean {
  return codeSpans(line).some(([start, end]) => at >= start && at < end);
}

/** A line cut at its inline code spans: prose, code, prose, ..., prose (the code at odd indexes). */
function atCodeSpans(line: string): string[] {
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of codeSpans(line)) {
    parts.push(line.slice(at, start), line.slice(start, end));
    at = end;
  }
  parts.push(line.slice(at));
  return parts;
}

/**
 * One line of prose (or of a raw or comment block) with its Liquid tags read; `state` carries raw and comment
 * blocks across lines; with `hideComments` false, comment tags go but what they enclose stays.
 */
function readLine(line: string, state: LineState, hideComments: boolean): string {
  const kept: string[] = [];
  let last = '';
  const keep = (text: string): void => {
    if (text === '') return;
    kept.push(text);
    last = text[text.length - 1]!;
  };
  // Inline code spans are left as written; tags are read in the prose between them.
  const parts = atCodeSpans(line);
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    if (p % 2 === 1 && !state.raw && !state.comment) {
      keep(withoutRawPair(part));
      continue;
    }
    let at = 0;
    for (;;) {
      let start = part.indexOf('{%', at);
      // `{{% shortcode %}}` is Hugo's, not a Liquid tag.
      while (start > 0 && part[start - 1] === '{') start = part.indexOf('{%', start + 2);
      const end = start < 0 ? -1 : part.indexOf('%}', start + 2);
      const before = part.slice(at, start < 0 || end < 0 ? part.length : start);
      if (!state.comment) keep(state.raw ? before : withoutVariables(before, state));
      if (start < 0 || end < 0) break;
      const tag = part.slice(start + 2, end).replace(/^-|-$/g, '').trim();
      const name = /^\w+/.exec(tag)?.[0] ?? '';
      at = end + 2;
      if (state.raw) {
        if (name === 'endraw') state.raw = false;
        else keep(part.slice(start, at));
      } else if (state.comment) {
        if (name === 'endcomment') state.comment = false;
      } else if (!LIQUID_TAGS.has(name)) keep(part.slice(start, at));
      else if (name === 'raw') state.raw = true;
      else if (name === 'comment') state.comment = hideComments;
      else {
        // Words on both sides of a tag stay apart ("{% if a %}fast{% endif %}{% if b %}slow{% endif %}"), and so
        // does an include's prose from its neighbours.
        const prose = INCLUDES.has(name) ? includedProse(tag) : '';
        const after = part.slice(at, at + 1);
        if (prose) keep(`${last !== '' && !/\s/.test(last) ? ' ' : ''}${prose}${after !== '' && !/\s/.test(after) ? ' ' : ''}`);
        else if (/[\p{L}\p{N}_]/u.test(last) && /^[\p{L}\p{N}_{]/u.test(after)) keep(' ');
      }
    }
  }
  return kept.join('');
}

/**
 * An inline code span without the raw markers around its template, Jekyll's usual way to show Liquid in a page:
 * `` `{% raw %}{{ page.title }}{% endraw %}` `` reads `{{ page.title }}`. Each raw marker closes at the first endraw
 * after it, as Liquid reads it (a raw tag shown inside stays); one pass.
 */
function withoutRawPair(span: string): string {
  if (!span.includes('{%')) return span;
  const marker = /\{%-?\s*(end)?raw\s*-?%\}/g;
  let out = '';
  let at = 0;
  let open = -1;
  for (const m of span.matchAll(marker)) {
    if (open < 0 && m[1] === undefined) {
      out += span.slice(at, m.index);
      open = m.index;
      at = m.index + m[0].length;
    } else if (open >= 0 && m[1] !== undefined) {
      out += span.slice(at, m.index);
      open = -1;
      at = m.index + m[0].length;
    }
  }
  // A raw marker never closed in the span is left as written.
  return open >= 0 ? `${out}${span.slice(open)}` : `${out}${span.slice(at)}`;
}

/** Prose without Jekyll's variables and kramdown's attribute lists. */
function withoutVariables(text: string, state?: Pick<LineState, 'pageVariables' | 'site' | 'added'>): string {
  if (!text.includes('{')) return text;
  return (state ? withValues(text, state) : text).replace(SITE_VARIABLE, '').replace(KRAMDOWN, '');
}

/**
 * `{{ site.name }}` (see SITE_VALUE) as the value the site's `_config.yml` gives it, a name it lacks left; and the
 * page's own variables as their values (see pageVariables). One pass: a value is never read again for tags, and the
 * values add no more characters than LineState.added allows (past that they are left out).
 */
function withValues(text: string, state: Pick<LineState, 'pageVariables' | 'site' | 'added'>): string {
  const page = state.pageVariables;
  // What a value adds is its length beyond its tag's.
  const take = (tag: string, value: string): string => {
    const grows = value.length - tag.length;
    if (grows > state.added.chars) return '';
    if (grows > 0) state.added.chars -= grows;
    return value;
  };
  return text.replace(page?.tags ?? SITE_VALUE, (tag, siteName: string | undefined, pageName: string | undefined) => {
    if (siteName !== undefined) return state.site && Object.hasOwn(state.site, siteName) ? take(tag, state.site[siteName]!) : tag;
    return take(tag, page!.values.get(pageName!) ?? '');
  });
}

/** The quoted values of several words an include passes: the prose a note or warning box shows. */
function includedProse(tag: string): string {
  const values: string[] = [];
  // Names start at a word boundary: a long run of name characters is read once, not once per position.
  for (const m of tag.matchAll(/(?<![\w-])[\w-]+\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const value = withoutVariables((m[1] ?? m[2] ?? '').trim());
    if (/\S\s+\S/.test(value)) values.push(value);
  }
  return values.join(' ');
}
