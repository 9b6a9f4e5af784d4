/**
 * The directive vocabulary of docutils and Sphinx: which directives hold code, which are admonitions, notes,
 * containers or object descriptions, and which show nothing.
 * @module
 */

/** Document-level fields (docinfo) that are settings, not content. */
export const DOCINFO_SKIP = new Set(['orphan', 'nocomments', 'tocdepth', 'nosearch', 'meta', 'noindex']);

/** Directives that hold code: the value is the default language (undefined: the directive's argument or the document's). */
export const CODE_DIRECTIVES: Record<string, string | undefined> = {
  'code-block': undefined, code: undefined, sourcecode: undefined, testcode: 'python', doctest: 'python',
  'parsed-literal': undefined, testoutput: 'text', productionlist: 'text', ipython: 'python', 'jupyter-execute': 'python',
};
/** Admonitions and notes: the prefix their text gets, as Sphinx renders it. */
export const ADMONITIONS: Record<string, string> = {
  note: 'Note', warning: 'Warning', tip: 'Tip', important: 'Important', caution: 'Caution', danger: 'Danger',
  attention: 'Attention', hint: 'Hint', error: 'Error', seealso: 'See also', todo: 'Todo',
  'impl-detail': 'CPython implementation detail', availability: 'Availability',
};
export const VERSION_NOTES: Record<string, string> = {
  versionadded: 'New in version', versionchanged: 'Changed in version', deprecated: 'Deprecated since version',
  versionremoved: 'Removed in version',
};
/** Directives that show nothing. */
export const SILENT = new Set([
  'toctree', 'include', 'literalinclude', 'image', 'raw', 'index', 'contents', 'sectionauthor', 'moduleauthor',
  'codeauthor', 'meta', 'tabularcolumns', 'default-role', 'role', 'testsetup', 'testcleanup', 'sectnum', 'header',
  'footer', 'target-notes', 'title', 'audit-event', 'audit-event-table', 'autosummary', 'automodule-summary',
  'miscnews', 'limited-api-list', 'spelling', 'highlight', 'module', 'currentmodule', 'program', 'py:module',
  'py:currentmodule', 'graphviz', 'inheritance-diagram', 'math',
]);
/** Directives whose content is ordinary body text, shown without a prefix. */
export const CONTAINERS = new Set([
  'only', 'ifconfig', 'container', 'class', 'rst-class', 'cssclass', 'hlist', 'compound', 'tabs', 'tab', 'group-tab',
  'code-tab', 'tab-set', 'tab-item', 'card', 'grid', 'grid-item', 'grid-item-card', 'epigraph', 'highlights',
  'pull-quote', 'glossary', 'figure', 'table', 'centered', 'dropdown', 'details', 'topic', 'sidebar', 'rubric',
  'admonition', 'list-table', 'csv-table', 'versionchanged-removed', 'automodule', 'autosummary-item',
]);
/** Python object descriptions and the word Sphinx shows before their signature. */
export const PY_OBJECTS: Record<string, string> = {
  function: '', method: '', class: 'class ', exception: 'exception ', attribute: '', data: '', decorator: '@',
  decoratormethod: '@', classmethod: 'classmethod ', staticmethod: 'static ', property: 'property ',
  coroutinefunction: 'coroutine ', coroutinemethod: 'coroutine ', abstractmethod: 'abstractmethod ',
  awaitablefunction: 'awaitable ', awaitablemethod: 'awaitable ', autofunction: '', automethod: '',
  autoclass: 'class ', autoexception: 'exception ', autoattribute: '', autodata: '', autodecorator: '@',
  autoproperty: 'property ',
};
/** Other object descriptions (C, JavaScript, options, environment variables, opcodes...). */
export const OTHER_OBJECTS = new Set(['describe', 'object', 'opcode', 'pdbcommand', 'cmdoption', 'option', 'envvar', 'confval', 'directive', 'role', 'setting', 'event']);

/** Signatures continued with a trailing backslash are joined. */
export function joinContinuations(lines: string[]): string[] {
  const out: string[] = [];
  let pending = '';
  for (const l of lines) {
    const t = l.trim();
    if (t.endsWith('\\')) pending += `${t.slice(0, -1).trimEnd()} `;
    else {
      out.push(pending + t);
      pending = '';
    }
  }
  if (pending) out.push(pending.trim());
  return out;
}
