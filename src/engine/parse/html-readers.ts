/**
 * Which reader walk() gives an element: its generator's (html-generators.ts), a layout row's, or block() as a plain
 * container.
 * @module
 */
import { type Element, isTag, type ChildNode } from 'domhandler';
import { generatorReader, type GeneratorReader } from './html-generators.ts';
import { classesOf, isDropped } from './html-chrome.ts';
import { BLOCK_TAGS, HEADING, INLINE_CODE } from './html-dom.ts';
import { inlineCells } from './html-tables.ts';

/**
 * Elements walk() reads as plain blocks (block(), not a reader of their own): the containers a page is made of.
 * `reader` is what readerOf said of the element: one with a reader of its generator's is not plain.
 */
export function isPlainBlock(node: ChildNode, reader: Reader | undefined): node is Element {
  if (!isTag(node) || reader || !BLOCK_TAGS.has(node.name) || HEADING.test(node.name) || OWN_READERS.has(node.name)) return false;
  return !isDropped(node, classesOf(node));
}

export type Reader = GeneratorReader | 'row';

/** How walk() reads an element by its marks rather than its tag: its generator's (html-generators.ts), or a layout row. */
export function readerOf(el: Element, classes: readonly string[]): Reader | undefined {
  // A row of inline cells in a layout table (Doxygen's member lists hold their headings in a row of their own).
  return generatorReader(el, classes) ?? (el.name === 'tr' && inlineCells(el) ? 'row' : undefined);
}

const OWN_READERS = new Set(['pre', 'listing', 'xmp', 'br', 'hr', 'ul', 'ol', 'menu', 'table', 'dl', 'a', ...INLINE_CODE]);
