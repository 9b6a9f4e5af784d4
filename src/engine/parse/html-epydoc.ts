/**
 * Epydoc's pages (3.x): each class or module page lists its members twice, in summary tables (`table.summary`, a
 * row each: the signature and the docstring's first line) and then in details tables (`table.details`, a member's
 * whole docstring under its `h3.epydoc`). The summary rows of members with details are left out; the tables' header
 * rows ("Instance Methods", "Method Details") are the page's sections.
 * @module
 */
import { type Element, isTag, type ChildNode } from 'domhandler';
import { classesOf, findDescendant, textOf } from './html-chrome.ts';
import { documentRoot } from './html-dom.ts';
import { cellsOf } from './html-tables.ts';

/** The names a page's details entries are anchored by (`<a name="open"></a>` outside the summary tables). */
export function epydocDetailNames(el: Element): Set<string> {
  const names = new Set<string>();
  const stack: ChildNode[] = [documentRoot(el)];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    if (node.name === 'table' && classesOf(node).includes('summary')) continue;
    if (node.name === 'a' && node.attribs.name) names.add(node.attribs.name);
    for (const c of node.children) stack.push(c);
  }
  return names;
}

/** The title of a table's header row (`tr.table-header` holding `span.table-header` alone: "Instance Methods"). */
export function epydocTableHeader(row: Element): string | undefined {
  if (!classesOf(row).includes('table-header')) return undefined;
  const cells = cellsOf(row);
  const span = cells.length === 1 ? findDescendant(cells[0]!, (c) => c.name === 'span' && classesOf(c).includes('table-header')) : undefined;
  const title = span ? textOf(span).replace(/\s+/g, ' ').trim() : '';
  return title && title === textOf(cells[0]!).replace(/\s+/g, ' ').trim() ? title : undefined;
}

/**
 * Whether a summary row names a member whose details the page holds (its link, `a.summary-sig-name` or
 * `a.summary-name`, points at `#name`): the details say all the row says.
 */
export function isDetailedSummaryRow(row: Element, details: ReadonlySet<string>): boolean {
  const link = findDescendant(row, (c) => c.name === 'a' && c.attribs.href !== undefined && classesOf(c).some((k) => k === 'summary-sig-name' || k === 'summary-name'));
  const fragment = link?.attribs.href?.split('#')[1];
  return fragment !== undefined && details.has(fragment);
}
