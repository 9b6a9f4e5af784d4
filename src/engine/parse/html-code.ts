/**
 * The text of code on an HTML page: a `pre`'s lines (line numbers dropped), a script's text, the one short line of a
 * `pre` that stands in a sentence, and the language code is in, by its classes or by the page's generator.
 * @module
 */
import { type Element, isTag, isText, type ChildNode } from 'domhandler';
import { classesOf, findDescendant, parentOf, textOf } from './html-chrome.ts';
import { MAX_DEPTH } from './html-dom.ts';

/**
 * A superscript or subscript of a formula as plain text writes it: `H<sup>-1</sup>` is "H^(-1)", `LL<sup>T</sup>`
 * "LL^T", `y<sub>n</sub>` "y_n"; read as the letters alone, an inverse read "H-1". Not an ordinal's ending
 * (1<sup>st</sup>) or a mark (<sup>®</sup>, <sup>[1]</sup>): those read as written.
 */
export function scriptText(el: Element): string | undefined {
  if (el.name !== 'sup' && el.name !== 'sub') return undefined;
  // A footnote's mark: a link that is the mark alone (Texinfo's, mdBook's, pandoc's `<a href="#fn1"><sup>1</sup></a>`,
  // `<sup><a href="notes.html#n1">1</a></sup>`), or so classed. A bare number is bracketed, not glued to the word it
  // follows (LAME's `--mp1input<sup>1</sup>` had read "--mp1input1"). A superscript in a link that says more
  // (`<a href="#complexity">O(n<sup>2</sup>)</a>`) is a formula.
  const parent = parentOf(el);
  const link = parent?.name === 'a' ? parent : findDescendant(el, (c) => c.name === 'a');
  // The link's own text but for brackets and stops round the mark (ntpsec's `<a href="#fn1bl"><sup>1</sup>)</a>`).
  const markAlone = link !== undefined && (link === parent ? textOf(link, 12).replace(/[\s()[\].,:;]/g, '') === textOf(el, 12).trim() : true);
  const footnote = link ? markAlone : [el.attribs.class ?? '', el.attribs.id ?? ''].some((v) => /foot|fn|note/i.test(v));
  if (footnote) {
    const mark = textOf(el, 8).trim();
    return el.name === 'sup' && /^(?:\d{1,3}|[*†‡])$/.test(mark) ? `[${mark}]` : undefined;
  }
  const text = textOf(el, 20).trim();
  if (!/^[-+−]?[\p{L}\p{N}]{1,6}(?:\/[\p{L}\p{N}]{1,6})?$/u.test(text) || (el.name === 'sup' && /^(?:st|nd|rd|th|e|er|re|TM)$/i.test(text))) return undefined;
  return `${el.name === 'sup' ? '^' : '_'}${text.length > 1 ? `(${text})` : text}`;
}

/** Text of a `pre`: every descendant's text concatenated as is, `br` as a line break, line numbers dropped. */
export function codeText(node: ChildNode, depth = 0): string {
  if (isText(node)) return node.data;
  if (!isTag(node)) return '';
  if (depth > MAX_DEPTH) return textOf(node);
  if (node.name === 'br') return '\n';
  const classes = classesOf(node);
  // Line numbers: Pygments', Prism's, and Hugo's Chroma (`span.ln` inline, `span.lnt` in a table's first column).
  if (classes.some((c) => CODE_LINE_NUMBERS.has(c))) return '';
  if (node.name === 'script' || node.name === 'style' || node.name === 'button') return '';
  // rustdoc's declarations: a "Show 73 methods" toggle and notable-traits tooltips inside the code.
  if (node.name === 'summary' || classes.some((c) => c === 'notable-traits' || c === 'hideme')) return '';
  // A formula's superscript or subscript reads as in prose (`z<sub>k</sub> = abs<sup>1/n</sup>`: "z_k = abs^(1/n)").
  const script = scriptText(node);
  if (script !== undefined) return script;
  let s = '';
  for (const c of node.children) s += codeText(c, depth + 1);
  // A line written as a block of its own right in the code (Expressive Code's `div.ec-line`, no line break between).
  const parent = parentOf(node)?.name;
  if (node.name === 'div' && (parent === 'code' || parent === 'pre') && s !== '' && !s.endsWith('\n')) s += '\n';
  return s;
}

const CODE_LINE_NUMBERS = new Set(['linenos', 'lineno', 'line-numbers-rows', 'ln', 'lnt']);

/** The one short line of a `pre` with text of its sentence right before and after it (see HtmlWalker.walk). */
export function wordInSentence(pre: Element): string | undefined {
  const before = pre.prev;
  const after = pre.next;
  if (!before || !after || !isText(before) || !isText(after) || !/\w[ \t]*$/.test(before.data) || !/^[ \t]*[\w,.;:)]/.test(after.data)) return undefined;
  // Lines broken by `<br>` are a block's, however short.
  if (findDescendant(pre, (c) => c.name === 'br')) return undefined;
  const text = textOf(pre, INLINE_PRE_MAX + 1).trim();
  return text.length > 0 && text.length <= INLINE_PRE_MAX && !text.includes('\n') ? text : undefined;
}
const INLINE_PRE_MAX = 40;

export function langFromClasses(classes: readonly string[]): string | undefined {
  for (const c of classes) {
    const m = /^(?:language|lang|highlight|brush|sourceCode)-(.+)$/.exec(c);
    if (m) return m[1] === 'default' ? undefined : m[1];
  }
  return undefined;
}

/** Languages a code block may name by a bare class (rustdoc's `<pre class="rust rust-example-rendered">`). */
const BARE_LANGUAGES = new Set([
  'rust', 'java', 'kotlin', 'scala', 'go', 'ruby', 'python', 'javascript', 'typescript', 'cpp', 'csharp', 'swift', 'haskell', 'erlang', 'elixir', 'lua', 'perl', 'php',
  // TypeDoc's short names
  'ts', 'tsx', 'js', 'jsx', 'sh', 'bash', 'shell', 'console', 'json',
]);

/** The language a code element's own classes name: prefixed (`language-js`), or for `pre` and `code`, bare (`rust`). */
export function langOfCode(el: Element, classes: readonly string[]): string | undefined {
  return langFromClasses(classes) ?? classes.find((c) => BARE_LANGUAGES.has(c));
}

/** The language of code that names none, when the generator documents one language's API. */
export const PAGE_LANGUAGES: Record<string, string> = { javadoc: 'java', haddock: 'haskell', pod2html: 'perl', odoc: 'ocaml' };
