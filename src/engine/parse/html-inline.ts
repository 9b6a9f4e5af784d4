/**
 * An element's flattened text as one line (a heading, a table cell, a `dt`): inline code in backticks, permalinks and
 * labels left out.
 * @module
 */
import { type Element, isTag, isText, type ChildNode } from 'domhandler';
import { ALNUM, wrapCode, type InlineText } from './_shared.ts';
import { classesOf, isDropped, parentOf, previousElementOf, textOf } from './html-chrome.ts';
import { scriptText } from './html-code.ts';
import { BLOCK_TAGS, INLINE_CODE, MAX_DEPTH } from './html-dom.ts';
import { isPermalink, namesEntry } from './html-links.ts';
import { typeDocFlag } from './html-references.ts';

/** Flattened text of an element (heading, table cell, `dt`): inline code in backticks unless `code` is false. */
export function inlineOf(el: Element, code = true, skip?: (node: Element) => boolean): InlineText {
  const acc: InlineText = { text: '', plain: false, media: false };
  const visit = (node: ChildNode, inLink: boolean, inCode: boolean, depth: number): void => {
    if (isText(node)) {
      acc.text += node.data;
      if (!inLink && !acc.plain && ALNUM.test(node.data)) acc.plain = true;
      return;
    }
    if (!isTag(node) || skip?.(node)) return;
    if (depth > MAX_DEPTH) {
      const t = textOf(node);
      acc.text += ` ${t} `;
      if (!inLink && ALNUM.test(t)) acc.plain = true;
      return;
    }
    const classes = classesOf(node);
    if (node.name === 'img' || node.name === 'svg' || node.name === 'picture') {
      acc.media = true;
      return;
    }
    if (isDropped(node, classes)) return;
    if (node.name === 'br') {
      acc.text += ' ';
      return;
    }
    if (classes.includes('tsd-tag')) {
      acc.text += ` ${typeDocFlag(node)} `;
      return;
    }
    if (BLOCK_TAGS.has(node.name)) acc.text += ' ';
    // numpydoc's parameter type after its name (`<strong>axis</strong><span class="classifier">int</span>`): Sphinx's CSS
    // writes the colon between them.
    if (classes.includes('classifier')) acc.text = `${acc.text.trimEnd()} : `;
    // VitePress's home page title: the site's name and its tagline, two spans that CSS sets on lines of their own.
    if (classes.includes('text') && isVitePressName(previousElementOf(node))) acc.text = `${acc.text.trimEnd().replace(/:$/, '')}: `;
    const anchor = node.name === 'a' && node.attribs.href !== undefined;
    const link = anchor && !namesEntry(node);
    if (link && isPermalink(node)) return;
    if (anchor) acc.media = true;
    if (code && !inCode && INLINE_CODE.has(node.name)) {
      const inner = inlineOf(node, false, skip).text.replace(/\s+/g, ' ').trim();
      if (inner) {
        acc.text += wrapCode(inner) + valueOf(node);
        // Code is content even as a link's text (Javadoc's "See Also: `copyFile(File, File)`").
        if (ALNUM.test(inner)) acc.plain = true;
      }
      return;
    }
    const script = scriptText(node);
    if (script !== undefined) {
      acc.text += script;
      return;
    }
    for (const c of node.children) visit(c, inLink || link, inCode || INLINE_CODE.has(node.name), depth + 1);
    if (node.name === 'code') acc.text += valueOf(node);
    if (BLOCK_TAGS.has(node.name)) acc.text += ' ';
  };
  for (const c of el.children) visit(c, false, false, 0);
  acc.text = acc.text.replace(/\s+/g, ' ').trim();
  return acc;
}

/**
 * The value gi-docgen gives an enum member only in its name's title (`<code title="Value: 402">`), written after the
 * name as ` = 402`.
 */
function valueOf(code: Element): string {
  const value = /^Value: (\S.*)$/.exec(code.attribs.title ?? '')?.[1];
  return value ? ` = ${value.trim()}` : '';
}

/** VitePress's name in its home page's hero (`h1.heading > span.name.clip`), before the text the hero gives. */
function isVitePressName(el: Element | undefined): boolean {
  if (!el || el.name !== 'span' || !classesOf(el).includes('name') || !classesOf(el).includes('clip')) return false;
  const h1 = parentOf(el);
  return h1?.name === 'h1' && classesOf(h1).includes('heading');
}
