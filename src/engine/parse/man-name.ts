/**
 * A man page's subject. Its NAME section says what the page is about in one line (`git-add - Add file contents
 * to the index`), while its title is only the command and section number, and every page of a library may share
 * one title (`libtracefs(3)`). The line joins the page title, so every section's heading path carries it.
 * @module
 */
import type { ParsedPage } from '../types.ts';

/**
 * `name[, name…] - what it does`, as a NAME section writes it; the names of a page about a family of functions run
 * long (libtracefs' `tracefs_hist_add_sort_key, tracefs_hist_set_sort_key, …`, 254 characters).
 */
const NAME_LINE = /^(\S[^\n]{0,500}?)\s+(?:--|[-–—])\s+(\S[^\n]{0,300})$/;

export function withManPageSubject(page: ParsedPage): ParsedPage {
  const headed = page.sections.filter((s) => s.level > 0);
  const name = headed.find((s) => s.heading === 'NAME' && s.level <= 2);
  // A man page opens with its NAME, and most have a SYNOPSIS or DESCRIPTION beside it (a tutorial or protocol page
  // may have neither: aerc-tutorial(7)); a page about naming things does neither.
  if (name !== headed[0] && !page.sections.some((s) => s.heading === 'SYNOPSIS' || s.heading === 'DESCRIPTION')) return page;
  const first = name?.blocks.find((b) => b.type === 'text');
  const line = first?.type === 'text' ? first.text.replace(/\s+/g, ' ').trim() : '';
  if (!NAME_LINE.test(line) || page.title?.includes(line)) return page;
  return { ...page, title: page.title ? `${page.title}: ${line}` : line };
}
