/**
 * AsciiDoc's inline markup to HTML: passthroughs and monospace first (their text is literal), then attribute
 * references, macros and links, then the quote marks (`*strong*`, `_emphasis_`, `#mark#`, `^super^`, `~sub~`),
 * which only come off. Every step is a left-to-right scan or a regular expression without nested quantifiers, and
 * runs that could be long (a link's target, a macro's text) are capped, so a line costs time in proportion to its
 * length.
 * @module
 */
import { ALNUM, escapeHtml } from '../_shared.ts';
import type { Attributes } from './attributes.ts';

/** Where an inline reference to a section with no text of its own stands until the section's title is known. */
export const XREF_MARK = '\u0000';

/** Escapes prose for HTML, keeping the character references AsciiDoc lets an author write in it (`&#8217;`, `&amp;`). */
function escapeProse(text: string): string {
  return escapeHtml(text).replace(/&amp;(#\d{1,7}|#x[\da-fA-F]{1,6}|[a-zA-Z][a-zA-Z\d]{1,31});/g, '&$1;');
}

/** Where a piece already written as HTML (a literal, a macro) stands in the text until the quote marks are read. */
const HELD = /\u0001(\d+)\u0002/g;

/**
 * One line or paragraph of AsciiDoc as HTML. Literal pieces and macros are held aside while the quote marks are
 * read, each as one mark-like character, so that `*`code`*` is strong code rather than two stray stars.
 */
export function inlineHtml(text: string, attributes: Attributes): string {
  const held: string[] = [];
  const hold = (html: string): string => `\u0001${held.push(html) - 1}\u0002`;
  const compat = attributes.get('compat-mode') !== undefined;
  let clean = text.replace(/[\u0001\u0002]/g, '');
  // "`curved quotes`" and '`these`' are quotes, not code.
  // Not across code spans (`"left"`, `"center"`): the quoted text starts and ends with a non-space, and no word follows.
  if (clean.includes('`')) clean = clean.replace(/(?<![\p{L}\p{N};:}])(["'])`([^`\s](?:[^`]{0,498}[^`\s])?)`\1(?![\p{L}\p{N}])/gu, '$1$2$1');
  let plain = '';
  for (const piece of literalPieces(clean, attributes, compat)) plain += piece.literal ? hold(piece.html) : attributes.substitute(piece.text);
  let marked = '';
  let at = 0;
  for (const m of plain.matchAll(MACRO)) {
    marked += plain.slice(at, m.index) + hold(macroHtml(m));
    at = m.index + m[0].length;
  }
  let html = quotesHtml(marked + plain.slice(at), compat);
  // A macro's text may hold a literal piece: two rounds.
  for (let round = 0; round < 2 && html.includes('\u0001'); round++) html = html.replace(HELD, (_, n: string) => held[Number(n)] ?? '');
  // A line ending in ` +` is a hard line break.
  return html.replace(/ \+$/gm, '<br>');
}

type Piece = { literal: true; html: string } | { literal: false; text: string };

/** Characters whose meaning a backslash takes away (`\*not strong*`, `\{not-an-attribute}`). */
const ESCAPABLE = new Set('`*_#^~+{[<(\\:'.split(''));
/** Asciidoctor's textual replacements a backslash keeps as written (arrows, dashes, ellipsis). */
const ESCAPED_REPLACEMENTS = ['->', '=>', '--', '...'];
/** Whether `\--` at `at` stands where Asciidoctor makes a dash: before white space or the end, or between words. */
function isDashPair(text: string, at: number): boolean {
  const after = text[at + 3];
  return after === undefined || /\s/.test(after) || (isWord(text[at - 1]) && isWord(after));
}

/**
 * The text cut into literal pieces (passthroughs `+text+`, `++text++`, `+++text+++`, `pass:[text]`, monospace, a
 * backslash-escaped character) and the rest. A mark opens a span only where its closing mark follows; closing
 * marks are looked up in lists made once, with a pointer that only moves forward, so unmatched openers cost nothing.
 */
function literalPieces(text: string, attributes: Attributes, compat: boolean): Piece[] {
  const pieces: Piece[] = [];
  let plain = '';
  const flush = (): void => {
    if (plain) pieces.push({ literal: false, text: plain });
    plain = '';
  };
  const literal = (html: string): void => {
    flush();
    pieces.push({ literal: true, html });
  };
  const closers = new Closers(text);
  let bracket = -1;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && ESCAPABLE.has(text[i + 1] ?? '')) {
      literal(escapeHtml(text[i + 1]!));
      i += 2;
      continue;
    }
    // A replacement escaped (`char\->int`, `a \-- b`): its characters as written. A dash pair is one only before white
    // space or between words (`\--verbose` keeps its backslash, as Asciidoctor shows it).
    const replacement = c === '\\' ? ESCAPED_REPLACEMENTS.find((r) => text.startsWith(r, i + 1) && (r !== '--' || isDashPair(text, i))) : undefined;
    if (replacement) {
      literal(escapeHtml(replacement));
      i += 1 + replacement.length;
      continue;
    }
    if (c === '+' || c === '`') {
      const run = runOf(text, i, c);
      const width = Math.min(run, c === '+' ? 3 : 2);
      const close = opens(text, i, width) ? closers.after(c.repeat(width), i + width) : -1;
      if (close > i + width) {
        const inner = text.slice(i + width, close);
        // In compatibility mode (the older dialect) `+code+` is monospace, not a passthrough.
        const code = c === '`' || (compat && width === 1);
        literal(code ? `<code>${escapeProse(monospaceText(inner, attributes))}</code>` : escapeHtml(inner));
        i = close + width;
        continue;
      }
      plain += text.slice(i, i + run);
      i += run;
      continue;
    }
    if (c === 'p' && text.startsWith('pass:', i) && (i === 0 || !/\w/.test(text[i - 1]!))) {
      // The closing bracket is found from a pointer that only moves forward: `pass:[` repeated costs one scan.
      if (bracket < i) {
        const at = text.indexOf(']', i);
        bracket = at < 0 ? Infinity : at;
      }
      PASS_MACRO.lastIndex = i;
      const m = bracket - i <= 2030 ? PASS_MACRO.exec(text) : null;
      if (m) {
        literal(escapeHtml(m[1]!));
        i += m[0].length;
        continue;
      }
    }
    plain += c;
    i++;
  }
  flush();
  return pieces;
}

/** `pass:[text]`, `pass:q,c[text]`: a passthrough macro, up to the first closing bracket. */
const PASS_MACRO = /pass:[a-z,]{0,20}\[([^\]]{0,2000})\]/y;

/**
 * Monospace's text: `+text+` inside it is literal (the author's way of saying so); otherwise attributes are read in
 * it and quote marks come off, as Asciidoctor shows it (`CCACHE_MAXSIZE=_SIZE_` is `CCACHE_MAXSIZE=SIZE`).
 */
function monospaceText(code: string, attributes: Attributes): string {
  return code.length >= 2 && code.startsWith('+') && code.endsWith('+') ? code.slice(1, -1) : stripQuotes(attributes.substitute(code));
}

/** How many times `c` repeats from `at`. */
export function runOf(text: string, at: number, c: string): number {
  let end = at;
  while (text[end] === c) end++;
  return end - at;
}

/** Whether a mark of `width` characters at `at` may open a span: not after a word character (constrained), nor before a space. */
function opens(text: string, at: number, width: number): boolean {
  const before = text[at - 1];
  const after = text[at + width];
  if (after === undefined || /\s/.test(after)) return false;
  return width > 1 || before === undefined || !ALNUM.test(before);
}

/** Where closing marks stand, by mark (`` ` ``, `++`, `+++`), each list visited once from left to right. */
class Closers {
  private lists = new Map<string, { at: number[]; next: number }>();
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  /** The first closing `mark` at or after `from`, or -1. */
  after(mark: string, from: number): number {
    let list = this.lists.get(mark);
    if (!list) {
      list = { at: closingMarks(this.text, mark), next: 0 };
      this.lists.set(mark, list);
    }
    while (list.next < list.at.length && list.at[list.next]! < from) list.next++;
    return list.at[list.next] ?? -1;
  }
}

/** Positions where `mark` may close a span: after a non-space, and (a single mark) not before a word character. */
function closingMarks(text: string, mark: string): number[] {
  const at: number[] = [];
  const c = mark[0]!;
  for (let i = 0; i < text.length; ) {
    if (text[i] !== c) {
      i++;
      continue;
    }
    const run = runOf(text, i, c);
    // The last `mark.length` characters of a run close (``a``` closes ``` `` ``` with its last two).
    if (run >= mark.length) {
      const p = i + run - mark.length;
      const before = text[p - 1];
      const after = text[p + mark.length];
      if (before !== undefined && !/\s/.test(before) && (mark.length > 1 || after === undefined || !ALNUM.test(after))) at.push(p);
    }
    i += run;
  }
  return at;
}

/**
 * Macros and links, each alternative linear: a target or a macro's text is a run of characters that cannot end it,
 * capped in length.
 */
const MACRO = new RegExp(
  [
    // https://example.org[text], link:https://…[text], mailto:a@b[text]
    String.raw`(?:link:)?((?:https?|ftp|irc|file|mailto):[^\s\[\]<>"]{1,500})\[([^\]]{0,500})\]`,
    // link:relative/path.html[text], xref:page.adoc#id[text]
    String.raw`(link|xref):([^\s\[\]]{1,500})\[([^\]]{0,500})\]`,
    // a bare address
    String.raw`(?<![\w/"'=:])((?:https?|ftp)://[^\s\[\]<>"]{1,500})`,
    // <<id>>, <<id,text>>, <<page.adoc#id,text>>
    String.raw`<<([^<>,]{1,500})(?:,([^<>]{0,500}))?>>`,
    // <https://example.org>: an address in angle brackets
    String.raw`<((?:https?|ftp)://[^\s<>"]{1,500})>`,
    // kbd:[Ctrl+C], btn:[Save], menu:File[Save], image:x.png[alt], footnote:[text], icon:x[], anchor:x[], stem:[x], indexterm:[a,b]
    // (a footnote may follow a word directly: `decodingfootnote:[...]`)
    String.raw`(?:\b(kbd|btn|menu|image|icon|anchor|indexterm|indexterm2|stem|latexmath|asciimath)|(footnote|footnoteref)):([^\s\[\]]{0,500})\[([^\]\n]{0,500})\]`,
    // [[[ref]]]: a bibliography entry's label, shown in brackets
    String.raw`\[\[\[([\w:.-]{1,200})(?:,[^\]\n]{0,200})?\]\]\]`,
    // [[id]], [[id,reftext]]: an anchor, invisible
    String.raw`\[\[[\w:.-]{1,200}(?:,[^\]\n]{0,200})?\]\]`,
    // (((primary, secondary))): an index term, invisible; ((term)): a visible one
    String.raw`\(\(\(([^()\n]{1,200})\)\)\)|\(\(([^()\n]{1,200})\)\)`,
    // [.role]#text#, [.role]*text*, [red]#text#: the role goes, the text stays
    String.raw`\[[.#%][\w .%#-]{0,100}\](?=[#*_])|(?<![\w\]])\[[\w][\w .%#-]{0,100}\](?=#)`,
  ].join('|'),
  'g',
);

function macroHtml(m: RegExpMatchArray): string {
  const [, url, urlText, kind, target, targetText, bare, xrefTarget, xrefText, bracketed, macro, footnote, macroTarget, macroText, bibliography, hiddenTerm, visibleTerm] = m;
  if (url !== undefined) return link(url, linkText(urlText) || url.replace(/^mailto:/, ''));
  if (kind !== undefined) {
    const text = linkText(targetText);
    if (kind === 'link') return link(target!, text || target!);
    return xref(target!, text);
  }
  if (bare !== undefined) {
    // A sentence's full stop or closing bracket after an address is not part of it.
    const trimmed = bare.replace(/[.,;:!?)]+$/, '');
    return link(trimmed, trimmed) + escapeHtml(bare.slice(trimmed.length));
  }
  if (xrefTarget !== undefined) return xref(xrefTarget.replace(/\s+/g, ' ').trim(), xrefText?.trim() ?? '');
  if (bracketed !== undefined) return link(bracketed, bracketed);
  if (macro !== undefined || footnote !== undefined) return inlineMacro((macro ?? footnote)!, macroTarget!, macroText!);
  if (bibliography !== undefined) return `[${escapeHtml(bibliography)}]`;
  if (hiddenTerm !== undefined) return '';
  if (visibleTerm !== undefined) return quotesHtml(visibleTerm);
  // An anchor or a role.
  return '';
}

function inlineMacro(name: string, target: string, text: string): string {
  switch (name) {
    case 'kbd':
      return `<kbd>${escapeHtml(text)}</kbd>`;
    case 'btn':
      return quotesHtml(text);
    case 'menu':
      return quotesHtml([target, ...text.split('>')].map((s) => s.trim()).filter(Boolean).join(' > '));
    case 'image':
      // An image, as the HTML reader sees one (a badge's alternative text is not the page's).
      return `<img src="${escapeHtml(target)}" alt="${escapeHtml(firstAttribute(text))}">`;
    case 'footnote':
    case 'footnoteref':
      return text ? ` (${quotesHtml(text.replace(/^[\w-]+,/, ''))})` : '';
    case 'stem':
    case 'latexmath':
    case 'asciimath':
      return `<code>${escapeHtml(text)}</code>`;
    case 'indexterm2':
      return quotesHtml(text);
    default:
      // icon, anchor, indexterm: nothing to read.
      return '';
  }
}

/** The text a link shows: its first attribute, without the `^` that opens it in a new window. */
function linkText(text: string | undefined): string {
  return firstAttribute(text ?? '').replace(/\^$/, '').trim();
}

/** An attribute list's first positional attribute (`Text, window=_blank` → `Text`; `"a, b", role=x` → `a, b`). */
function firstAttribute(list: string): string {
  const quoted = /^\s*"([^"]*)"/.exec(list);
  if (quoted) return quoted[1]!;
  // A link's text may hold commas: only a named attribute after one ends it.
  const named = /,\s*[\w-]+=/.exec(list);
  return (named ? list.slice(0, named.index) : list).trim();
}

function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}">${quotesHtml(text)}</a>`;
}

/**
 * A cross reference, a link as Asciidoctor writes it: to a section of this page (without text of its own it shows the
 * section's title, known once the page is read), or to another page (`xref:prepare.adoc[Preparation]`,
 * `<<doc/csync2#>>`), whose built page is `.html`. A list of links to this page's sections is navigation to the HTML
 * reader, as on the built site; a list of other pages is not.
 */
function xref(target: string, text: string): string {
  const hash = target.indexOf('#');
  const page = (hash >= 0 ? target.slice(0, hash) : /\.adoc$/.test(target) ? target : '').replace(/\.adoc$/, '');
  const id = hash >= 0 ? target.slice(hash + 1) : page ? '' : target;
  if (!page) return `<a href="#${escapeHtml(id)}">${text ? quotesHtml(text) : `${XREF_MARK}${id}${XREF_MARK}`}</a>`;
  const href = `${page}.html${id ? `#${id}` : ''}`;
  return `<a href="${escapeHtml(href)}">${quotesHtml(text || href)}</a>`;
}

/** Quote marks off (see stripQuotes), escaped, with superscripts and subscripts as HTML. */
function quotesHtml(text: string, compat = false): string {
  let html = escapeProse(stripQuotes(text, compat));
  if (html.includes('^')) html = html.replace(/\^([^\s^]{1,100})\^/g, '<sup>$1</sup>');
  // Not a path's `~` (`~/a` and `~/b~`).
  if (html.includes('~')) html = html.replace(/~([^\s~/]{1,100})~/g, '<sub>$1</sub>');
  return html;
}

/**
 * Strong, emphasis and mark, doubled (`**a**`) and single (`*a*`), lose their marks; unpaired marks stay. In
 * compatibility mode `'emphasis'` does too (an apostrophe inside a word pairs with nothing).
 */
function stripQuotes(text: string, compat = false): string {
  let t = text;
  for (const mark of ['*', '_', '#']) {
    if (!t.includes(mark)) continue;
    t = stripPairs(t, mark + mark);
    t = stripPairs(t, mark);
  }
  return compat && t.includes("'") ? stripPairs(t, "'") : t;
}

const isWord = (ch: string | undefined): boolean => ch !== undefined && ALNUM.test(ch);
const isSpace = (ch: string | undefined): boolean => ch === undefined || /\s/.test(ch);

/**
 * Removes paired marks: an opening mark (before a non-space; a single one not after a letter or digit) and the first
 * closing mark after it (after a non-space; a single one not before a letter or digit). One scan.
 */
function stripPairs(text: string, mark: string): string {
  const c = mark[0]!;
  const width = mark.length;
  // A doubled mark is unconstrained (`**D**efining`, `bug-**FIX**es`); a single one only at a word's edge.
  const unconstrained = width > 1;
  const remove = new Set<number>();
  let open = -1;
  for (let i = 0; i < text.length; ) {
    if (text[i] !== c) {
      i++;
      continue;
    }
    const run = runOf(text, i, c);
    if (run !== width) {
      i += run;
      continue;
    }
    const before = text[i - 1];
    const after = text[i + width];
    if (open >= 0 && !isSpace(before) && (unconstrained || !isWord(after)) && i > open + width) {
      remove.add(open);
      remove.add(i);
      open = -1;
    } else if (open < 0 && !isSpace(after) && (unconstrained || !isWord(before))) open = i;
    i += run;
  }
  if (remove.size === 0) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (remove.has(i)) {
      i += width - 1;
      continue;
    }
    out += text[i];
  }
  return out;
}
