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
  const line = nameLine(page);
  if (line === undefined || page.title?.includes(line)) return page;
  return { ...page, title: page.title ? `${page.title}: ${line}` : line };
}

/**
 * A roff page whose `.TH` names none of its NAME line's names, titled by the NAME line's name and the `.TH` section:
 * cobra's generator writes one `.TH` for all of a program's pages (restic's `restic backup` over `restic-mount - Mount
 * the repository`). Names are compared as a title spells them (`OSTREE ADMIN SET-ORIGIN` is `ostree-admin-set-origin`).
 * A page about several names keeps its title, which names their family (Tcl's `Tcl_DString` over `Tcl_DStringInit, …`),
 * and so does a title of three words or more, written to say what the page is about (iproute2's `Flower filter in tc`
 * over `flower - flow based traffic control filter`). Only `.TH`'s title: an HTML page's (`Postfix manual -
 * postmap(1)`) is its site's.
 */
export function withTitleOfName(page: ParsedPage): ParsedPage {
  const name = NAME_LINE.exec(nameLine(page) ?? '')?.[1]?.trim();
  const m = page.title === undefined ? null : MAN_TITLE.exec(page.title);
  // A `.TH` that holds the name says more (scdoc's `yambar-modules-alsa` over `alsa - Monitors an alsa soundcard`).
  if (!name || !m || name.includes(',') || squashed(m[1]!).includes(squashed(name)) || m[1]!.trim().split(/\s+/).length >= 3) return page;
  return { ...page, title: `${name}${m[2]}` };
}

/** A man page's title as `.TH` makes it: its name and section (`restic backup(1)`). */
const MAN_TITLE = /^([^()]+?)(\([^()\s]+\))$/;

const squashed = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

/** The line of the page's NAME section (`git-add - Add file contents to the index`), when it reads as a man page's. */
function nameLine(page: ParsedPage): string | undefined {
  const headed = page.sections.filter((s) => s.level > 0);
  const name = headed.find((s) => s.heading === 'NAME' && s.level <= 2);
  // A man page opens with its NAME, and most have a SYNOPSIS or DESCRIPTION beside it (a tutorial or protocol page
  // may have neither: aerc-tutorial(7)); a page about naming things does neither.
  if (name !== headed[0] && !page.sections.some((s) => s.heading === 'SYNOPSIS' || s.heading === 'DESCRIPTION')) return undefined;
  const first = name?.blocks.find((b) => b.type === 'text');
  const line = first?.type === 'text' ? first.text.replace(/\s+/g, ' ').trim() : '';
  return NAME_LINE.test(line) ? line : undefined;
}
