/**
 * What on an HTML page is site chrome rather than content (navigation, sidebars, headers, footers, anchors and
 * buttons, by tag, role, id and class), and where the content is: the element the walker starts from, with the
 * page's title and description.
 * @module
 */
import { isComment, isTag, isText, type ChildNode, type Element } from 'domhandler';

/** Elements whose content is never page text. */
const DROP_TAGS = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'math', 'canvas', 'nav', 'header', 'footer', 'aside', 'form',
  'button', 'input', 'select', 'textarea', 'iframe', 'object', 'embed', 'video', 'audio', 'picture', 'img', 'map',
  'link', 'meta', 'head', 'title', 'dialog',
  // A frameset's text for browsers without frames (Javadoc 8's "Frame Alert"): the frames' own pages are read.
  'noframes',
]);
const DROP_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'search', 'complementary', 'toolbar', 'menu', 'menubar', 'tablist']);
/** Site chrome by class: Sphinx, DocBook, Node.js, Docusaurus, MkDocs and common themes. */
const DROP_CLASSES = new Set([
  'sphinxsidebar', 'sphinxsidebarwrapper', 'related', 'headerlink', 'navheader', 'navfooter', 'breadcrumb',
  'breadcrumbs', 'wy-breadcrumbs', 'toc', 'toctree-wrapper', 'mark', 'hash-link', 'anchor-link', 'anchorjs-link',
  'header-anchor', 'copybutton', 'linenos', 'lineno', 'line-numbers-rows', 'navbar', 'skip-link',
  'edit-this-page', 'theme-edit-this-page', 'pagination-nav', 'prev-next', 'table-of-contents', 'md-sidebar',
  'md-header', 'md-footer', 'md-nav', 'rst-footer-buttons', 'footnote-backref', 'api_stability_legend', 'visually-hidden-focusable',
  'footer',
  // Texinfo's pilcrows and navigation bar (Texinfo 7), and its tables of contents (a chapter title with code in it
  // counts as content even as a link's text, so the link rule alone let them through)
  'copiable-anchor', 'copiable-link', 'nav-panel', 'Contents_element', 'Overview_element', 'shortcontents',
  'contents-heading', 'shortcontents-heading',
  // Javadoc's summary tabs ("All Methods Static Methods Instance Methods"), and members inherited from other types,
  // listed on every subclass (JDK 17; older ones below)
  'tableTab', 'activeTableTab', 'tabEnd', 'inherited-list',
  // Doxygen's tooltips, group links and diagram captions
  'ttc', 'ingroups', 'dynheader',
  // rustdoc's "Expand description", its item's "1.0.0 · source · [−]" line and its notable-traits tooltips; RDoc's
  // source toggle and hidden source; Haddock's "#" links
  'hideme', 'out-of-band', 'notable-traits', 'notable-traits-tooltiptext', 'method-click-advice', 'method-source-code', 'selflink',
  // YARD's "collapse" toggle beside its summary headings
  'summary_toggle',
  // gi-docgen's "[src]" links in headings and the members every class inherits, copied onto each; gtk-doc's line
  // numbers beside its examples
  'srclink', 'ancestor-methods', 'ancestor-properties', 'ancestor-signals', 'listing_lines',
  // TypeDoc's sidebar (settings, "On This Page", the site's menu) and a type's index of members
  'col-sidebar', 'tsd-navigation', 'page-menu', 'site-menu', 'tsd-index-group', 'tsd-index-panel',
  // Built sites' chrome: pydata-sphinx-theme's and sphinx-book-theme's previous/next cards and "Contents" outline,
  // and code tabs' labels (Material, VitePress)
  'prev-next-area', 'onthispage', 'tabbed-labels',
  // JSDoc's link to each member's source line, and its "opt" glued to an optional parameter's name (`contextopt`)
  'tag-source', 'signature-attributes',
  // what a site excludes from its own search
  'nosearch', 'no-search', 'search-exclude',
  // latex2html's Next/Up/Previous bars (gnuplot's manual, on every page); DocBook's lists of tables, figures and
  // examples (one comma-joined run of every title), and its generated index's letter groups
  'navigation', 'list-of-tables', 'list-of-figures', 'list-of-examples', 'indexdiv',
  // Crystal's lists of the methods every type inherits; pydoctor's "(source)" links and its lists of the members a
  // class inherits ("Inherited from Deferred:", then a table of them), copied onto every subclass
  'methods-inherited', 'sourceLink', 'inheritedFrom',
  // Scaladoc's "Linear Supertypes" and "Known Subclasses" lists, folded away on every type page, and its "Related
  // Docs" links under the title
  'toggleContainer', 'morelinks',
  // Apache httpd's manual: the list of the page's translations, above and below it on every page
  'toplang', 'bottomlang',
  // Sphinx's viewcode links beside an API entry's signature ("[source]", "[docs]"), and sphinx-gallery's download
  // boxes, timing and signature under each example
  'viewcode-link', 'viewcode-back', 'sphx-glr-download-link-note', 'sphx-glr-footer', 'sphx-glr-timing', 'sphx-glr-signature',
  // Javadoc's navigation bars of JDK 8-15, outside any nav element ("Prev Class", "Summary: Nested | Field"), above
  // and below every page, and the copyright line under them (JDK 17's too)
  'topNav', 'subNav', 'bottomNav', 'legalCopy', 'legal-copy',
  // Scribble's (Racket's manuals) contents beside every page, its "On this page:" list, the version box and the
  // search and prev/up/next bars above and below
  'tocset', 'tocview', 'tocsub', 'versionbox', 'navsettop', 'navsetbottom',
]);
/** DocBook's DSSSL stylesheets' chrome, its classes in capitals: navigation, contents, lists of tables, index groups. */
const DSSSL_CHROME = new Set(['NAVHEADER', 'NAVFOOTER', 'TOC', 'LOT', 'INDEXDIV']);
const DROP_IDS = new Set([
  'toc', 'column2', 'gtoc', 'sidebar', 'navigation', 'nav', 'breadcrumbs', 'footer', 'header', 'searchbox', 'table-of-contents',
  // Texinfo's tables of contents
  'SEC_Contents', 'SEC_Overview',
  // Doxygen's title area, path bar and search boxes
  'titlearea', 'nav-path', 'MSearchSelectWindow', 'MSearchResultsWindow',
  // rustdoc's blanket and auto-trait implementations, the same on every type
  'blanket-implementations-list', 'synthetic-implementations-list',
  // latex2html's "Subsections" label over its (dropped) list of child links
  'CHILD_LINKS',
  // a search's results box, and pydoctor's hidden banner pointing at the latest version
  'search-results-container', 'current-docs-container',
  // Scaladoc's member filter (ordering, inherited types, visibility)
  'mbrsel',
  // Apache httpd's manual: its menu and "Apache HTTP Server Version 2.4" banner, on every page
  'page-header',
]);
/** Where the content is, best first. */
const ROOTS: ((el: Element, classes: readonly string[], articles: SiblingArticles) => boolean)[] = [
  (el) => el.name === 'main' || el.attribs.role === 'main',
  // VitePress' content when a page has no `main` (its home page: the hero and every feature, not the first feature's
  // lone article).
  (el) => el.attribs.id === 'VPContent',
  // JSDoc's page: its title, and the class's header (name, signature, description) before the article of members.
  (el) => el.name === 'div' && el.attribs.id === 'main' && el.children.some((c) => isTag(c) && c.name === 'h1' && classesOf(c).includes('page-title')),
  // An article among sibling articles is one entry of the page (Erlang's reference: one per function), not its content.
  (el, _c, articles) => el.name === 'article' && !articles.among(el),
  (el) => el.attribs.id === 'apicontent',
  (_el, c) => c.includes('body') || c.includes('document'),
  (el) => el.attribs.id === 'content' || el.attribs.id === 'main-content',
  (el) => el.name === 'body',
];
/** Whether an article has sibling articles, counted once per parent. */
class SiblingArticles {
  private counts = new Map<unknown, number>();
  among(el: Element): boolean {
    const parent = el.parent;
    if (!parent) return false;
    let n = this.counts.get(parent);
    if (n === undefined) {
      n = parent.children.filter((c) => isTag(c) && c.name === 'article').length;
      this.counts.set(parent, n);
    }
    return n > 1;
  }
}

/** An element's parent element, if its parent is one (not the document). */
export function parentOf(node: ChildNode): Element | undefined {
  return node.parent && isTag(node.parent) ? node.parent : undefined;
}

/** The element right before a node among its siblings (text and comments between them aside), if any. */
export function previousElementOf(node: ChildNode): Element | undefined {
  for (let at = node.prev; at; at = at.prev) if (isTag(at)) return at;
  return undefined;
}

/** The element right after a node among its siblings (text and comments between them aside), if any. */
export function nextElementOf(node: ChildNode): Element | undefined {
  for (let at = node.next; at; at = at.next) if (isTag(at)) return at;
  return undefined;
}

export function classesOf(el: Element): readonly string[] {
  const c = el.attribs.class;
  if (!c) return [];
  // Checks read a parent's or an ancestor's classes once per child: split once, and no further than any page's own
  // list goes (a utility-class list runs to a few dozen), so that thousands of words under thousands of children
  // do not make them quadratic.
  let classes = classLists.get(el);
  if (classes === undefined) {
    classes = (c.length > CLASS_CHARS ? c.slice(0, CLASS_CHARS) : c).split(/\s+/, MAX_CLASSES);
    classLists.set(el, classes);
  }
  return classes;
}

const classLists = new WeakMap<Element, string[]>();
/** How much of a class attribute is read (see classesOf). */
const CLASS_CHARS = 2_000;
const MAX_CLASSES = 200;

/** Whether an element (if any) has the class, as written. */
export function hasClassOf(el: Element | undefined, name: string): boolean {
  return el !== undefined && classesOf(el).includes(name);
}

/** Whether the classes hold `name` in any case: older generators write them in capitals (DSSSL's `QANDAENTRY`). */
export function hasClass(classes: readonly string[], name: string): boolean {
  return classes.some((c) => c.toLowerCase() === name);
}

/** A sidebar of the text: DocBook's, opened by its `div.titlepage`; docutils', by a `p.sidebar-title`. */
function isTitledBox(el: Element): boolean {
  const first = el.children.find(isTag);
  const classes = first ? classesOf(first) : [];
  return classes.includes('titlepage') || (first?.name === 'p' && classes.includes('sidebar-title'));
}

/** The list of questions DocBook writes atop a question-and-answer set: terms only, each linking within the page. */
function isQuestionList(el: Element): boolean {
  const parent = parentOf(el);
  if (!parent || !(hasClass(classesOf(parent), 'qandaset') || hasClass(classesOf(parent), 'qandadiv'))) return false;
  const items = el.children.filter(isTag);
  return items.length > 0 && items.every((item) => item.name === 'dt' && item.children.some((c) => isTag(c) && c.name === 'a' && c.attribs.href?.startsWith('#')));
}

export function isDropped(el: Element, classes: readonly string[]): boolean {
  // Starlight's callouts are asides of the content.
  if (el.name === 'aside' && classes.includes('starlight-aside')) return false;
  // docutils' sidebar (`.. sidebar::`, html5 writes an aside) is a box of the text; so are pandoc's footnotes.
  if (el.name === 'aside' && classes.includes('sidebar') && isTitledBox(el)) return false;
  if (el.name === 'aside' && classes.includes('footnotes')) return false;
  // odoc's page header holds the module's title and its own documentation.
  if (el.name === 'header' && classes.includes('odoc-preamble')) return false;
  // A formula written as plain text in a math element (Javadoc comments' `<math>300 N</math>`) is the sentence's words;
  // MathML's markup is not (its layout elements, and a TeX copy beside them).
  if (el.name === 'math' && el.children.every((c) => isText(c) || (isTag(c) && (c.name === 'sup' || c.name === 'sub') && c.children.every(isText)))) return false;
  // A `<header>` written for `<head>` (Yorick's reference card: `<html><header><title>…</head><body>…`) holds the
  // whole page: its body is no banner.
  if (el.name === 'header' && el.children.some((c) => isTag(c) && (c.name === 'body' || c.name === 'title'))) return false;
  if (DROP_TAGS.has(el.name)) return (el.name !== 'header' && el.name !== 'hgroup') || !inArticle(el);
  const a = el.attribs;
  if (a.role && DROP_ROLES.has(a.role)) return true;
  // A tab's panel is hidden until its tab is chosen (Docusaurus' and Starlight's pnpm beside npm): content all the same.
  if ((a.hidden !== undefined || a['aria-hidden'] === 'true') && a.role !== 'tabpanel') return true;
  // Expressive Code's frame title for screen readers ("Terminal window"), not the code's.
  if (classes.includes('sr-only') && parentOf(el)?.name === 'figcaption') return true;
  // VitePress' code group's tab labels (each block says its own: see html.ts's TabLabels).
  if (el.name === 'div' && classes.includes('tabs') && isClassOfParent(el, (c) => c === 'vp-code-group')) return true;
  // VitePress' language label over a code block (`span.lang` in `div.language-python`): the block says its language.
  if (el.name === 'span' && classes.includes('lang') && isClassOfParent(el, (c) => c.startsWith('language-'))) return true;
  // What a site marks as not for its search (Pagefind's data-pagefind-ignore, data-nosnippet, class nosearch): the
  // site's own word that it is not content.
  if (a['data-pagefind-ignore'] !== undefined || a['data-nosnippet'] !== undefined) return true;
  // Not a section or heading so named by its title ("Header", "Navigation", "Table of Contents": docutils and
  // Python-Markdown derive ids from headings): its text is the page's.
  if (a.id && DROP_IDS.has(a.id) && !isTitledById(el, classes)) return true;
  // rustdoc's "Methods from Deref<Target = [u8]>": another type's methods copied onto every type that derefs to it;
  // the ⓘ of a notable-traits tooltip (newer rustdoc).
  if (a.id?.startsWith('deref-methods-')) return true;
  if (el.name === 'a' && a['data-notable-ty'] !== undefined) return true;
  for (const c of classes) if (DROP_CLASSES.has(c) || DSSSL_CHROME.has(c)) return true;
  // A site's sidebar is navigation; DocBook's and docutils' are titled boxes of the text ("TIP Incremental updates").
  if (classes.includes('sidebar') && !isTitledBox(el)) return true;
  // A question-and-answer set's list of its questions, each a link to the question below.
  if (el.name === 'dl' && isQuestionList(el)) return true;
  if (el.name === 'div' && classes.includes('header') && linksAlong(el)) return true;
  // Haddock's module header's table (Safe Haskell, Language) and its synopsis, a second list of every signature (its
  // instance lists are read for the instances their comments document: see html.ts).
  if (el.name === 'table' && classes.includes('info') && el.parent && isTag(el.parent) && el.parent.attribs.id === 'module-header') return true;
  if (el.name === 'div' && a.id === 'synopsis' && el.children.some((c) => isTag(c) && c.name === 'details')) return true;
  if (el.name === 'span' && classes.includes('rightside') && rustdocSourceLink(el)) return true;
  if (el.name === 'li' && classes.includes('blockList') && isInheritedList(el)) return true;
  if (el.name === 'table' && classes.includes('children') && hasClassOf(previousElementOf(el), 'inheritedFrom')) return true;
  // YARD's listing of a method's implementation under its entry (line numbers beside the Ruby body, as RDoc's hidden
  // source): its names and strings are the code's, not the documentation's. The class is YARD's template's; no page of
  // our corpora or the audits' but YARD's writes a table so classed.
  if (el.name === 'table' && classes.includes('source_code')) return true;
  // Crystal's kind before a type's name in its title ("class Array(T)"); pydoctor's placeholder for a missing docstring.
  if (el.name === 'span' && classes.includes('kind') && parentOf(el)?.name === 'h1' && hasClassOf(parentOf(el), 'type-name')) return true;
  if (classes.includes('undocumented') && textOf(el, 20).trim() === 'Undocumented') return true;
  // Doxygen's call graph in words ("References do_begin(), End() and get_notifs()", "Referenced by quote_raw()"): the
  // names of other members, which a question naming them would find here.
  if (el.name === 'p' && classes.includes('reference') && /^\s*(?:References|Referenced by)\b/.test(textOf(el, 20)) && el.children.some((c) => isTag(c) && c.name === 'a' && hasClass(classesOf(c), 'el'))) return true;
  // Doxygen's pointer to a member's source line ("Definition at line 63 of file siprofileft.cpp."), in almost every
  // member, and its list of the files a class was documented from, under the page: the same words on every page.
  if (el.name === 'p' && classes.includes('definition') && DOXYGEN_DEFINITION.test(textOf(el, 400))) return true;
  if (el.name === 'ul' && isDoxygenSourcesNote(el.prev) && isDoxygenFileList(el)) return true;
  // Scaladoc's member summary, the first sentence of the full comment right after it.
  if (el.name === 'p' && classes.includes('shortcomment') && hasClassOf(nextElementOf(el), 'fullcomment')) return true;
  if (el.name === 'section' && classes.includes('tsd-is-inherited') && inheritedFromThisSite(el)) return true;
  if (el.name === 'dl' && classes.includes('tsd-member-summaries') && summariesOfDocumentedMembers(el)) return true;
  if ((el.name === 'details' || el.name === 'section') && isForeignTraitMethod(el, classes)) return true;
  if (FOOTER_BLOCKS.has(el.name) && isCopyrightFooter(el)) return true;
  if (NAVIGATION_BLOCKS.has(el.name) && isLinkBar(el)) return true;
  if ((el.name === 'div' || el.name === 'p') && a.align?.toLowerCase() === 'center' && isOffsiteBanner(el)) return true;
  return false;
}

/** What a banner is made of: blocks and inline text, pictures, links. */
const BANNER_PARTS = new Set(['a', 'p', 'div', 'span', 'br', 'img', 'picture', 'source', 'sup', 'sub', 'small', 'b', 'strong', 'i', 'em']);

/**
 * A centred block (a README's `<div align="center">`) whose every word is in links to other sites or in small print
 * (`sup`, `sub`): sponsors' and adverts' banners ("Sindre's open source work is supported by the community",
 * "Scrape anything with FetchFox"), which had been a package's introduction, shown with its entries. A logo with the
 * project's tagline, or a sentence around a link, says something of its own and stays.
 */
function isOffsiteBanner(el: Element): boolean {
  let offsite = 0;
  let nodes = 0;
  // `covered`: inside a link to another site or in small print, where a banner's words may stand.
  const stack: { node: ChildNode; covered: boolean }[] = [...el.children].reverse().map((node) => ({ node, covered: false }));
  while (stack.length > 0) {
    const { node, covered } = stack.pop()!;
    if (++nodes > BAR_NODES_MAX) return false;
    if (isText(node)) {
      if (!covered && node.data.trim() !== '') return false;
      continue;
    }
    if (!isTag(node)) continue;
    // Only a banner's parts: a heading (a README's title linked to its site) or code (`npm install x`) is content.
    if (!BANNER_PARTS.has(node.name)) return false;
    if (node.name === 'a') {
      const href = node.attribs.href ?? '';
      if (!EXTERNAL_HREF.test(href) || href.startsWith('mailto:')) return false;
      offsite++;
    }
    const inside = covered || node.name === 'a' || node.name === 'sup' || node.name === 'sub';
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, covered: inside });
  }
  return offsite > 0;
}

/** Blocks a hand-written page writes its bars of links in. */
const NAVIGATION_BLOCKS = new Set(['table', 'p', 'div', 'center']);
/** Elements a bar of links may hold besides inline text: its table's rows and cells, line breaks and rules. */
const BAR_PARTS = new Set(['tbody', 'thead', 'tr', 'td', 'th', 'br', 'hr']);
/** Nodes read of a block to tell whether it is a bar of links: a menu of every option of a page is some hundreds. */
const BAR_NODES_MAX = 2000;
/** Words that move about a manual, as a bar's link or label writes them ("[Prev: SORT]", "Home | Back | Contents"). */
const ALONG_WORDS = /^(?:prev|previous|next|up|home|back|top|toc|contents|index)$/i;
/** A bar's text outside its links: brackets, bars and such, and words that say where its links go ("Prev:"). */
const BAR_PUNCTUATION = /^[\s[\]|:()<>«»·•–—-]*$/;
/** A menu's label before its links ("Menu:", "Jump to:"). */
const MENU_LABEL = /^\s*(?:\S+\s+){0,2}\S+:\s*/;
/** A bar's link, at most this long: a link round a paragraph (Bootstrap's list group of items) is no place to go. */
const BAR_LINK_MAX_CHARS = 60;
/** Links an in-page menu holds at least, unless its one link goes to the top ("R ——— top"). */
const MENU_LINKS_MIN = 3;

const linkBars = new WeakMap<Element, boolean>();

/** Doxygen's line under a member: "Definition at line 63 of file siprofileft.cpp." */
const DOXYGEN_DEFINITION = /^\s*Definition at line \d+ of file [^\s<>]+\.\s*$/;
/** Doxygen's note above the list of a page's source files ("The documentation for this class was generated from the following files:"). */
const DOXYGEN_SOURCES = /^\s*The documentation for this \w+ was generated from the following files?:\s*$/;

/** Whether a node is Doxygen's note above its list of the files a page was documented from. */
export function isDoxygenSourcesNote(node: ChildNode | null): boolean {
  if (!node || !isText(node) || !DOXYGEN_SOURCES.test(node.data)) return false;
  let next = node.next;
  while (next && isText(next) && !/\S/.test(next.data)) next = next.next;
  return next !== null && isTag(next) && next.name === 'ul' && isDoxygenFileList(next);
}

/** A list whose items are each one of Doxygen's links (`a.el`) and nothing more. */
function isDoxygenFileList(ul: Element): boolean {
  const items = ul.children.filter(isTag);
  return items.length > 0 && items.every((li) => li.name === 'li' && li.children.some((c) => isTag(c) && c.name === 'a' && hasClass(classesOf(c), 'el')) && li.children.every((c) => (isTag(c) && c.name === 'a') || (isText(c) && !/\S/.test(c.data))));
}

/**
 * A block of links and nothing that says more, as hand-written manuals navigate: a bar of links along the manual
 * ("[Prev: SORT] [Resources][TOC] [Next: SSMARKUP]", "Home | Back | Contents | Next"), its text outside its links no
 * more than brackets and such words, two of its words such; or a menu of links into the page, its text outside them
 * single letters after a label (smstools' "Menu: A adminmessage_device admin_to … B blacklist …"), or a letter and a
 * link to the top (its jump rows, "R ——— top"). Lists are not looked at: a list of links is a page's contents.
 */
function isLinkBar(el: Element): boolean {
  const known = linkBars.get(el);
  if (known !== undefined) return known;
  let links = 0;
  let inPage = true;
  let along = 0;
  let outside = '';
  let firstLink: string | undefined;
  let nodes = 0;
  let bar = true;
  const stack: ChildNode[] = [...el.children].reverse();
  while (stack.length > 0 && bar) {
    const n = stack.pop()!;
    if (++nodes > BAR_NODES_MAX) bar = false;
    else if (isText(n)) outside += n.data;
    else if (!isTag(n) || n.name === 'img') continue;
    else if (n.name === 'a' && n.attribs.href !== undefined) {
      links++;
      // `#` alone goes nowhere (a script's item); a link to an API entry is content, as its code is (Python's `bk()`).
      if (!/^#./.test(n.attribs.href)) inPage = false;
      const text = textOf(n, BAR_LINK_MAX_CHARS + 1).replace(/\s+/g, ' ').trim();
      if (text.length > BAR_LINK_MAX_CHARS || findIn(n, (e) => BLOCK_LIKE.has(e.name) && e.name !== 'br')) bar = false;
      firstLink ??= text;
      if (ALONG_WORDS.test(text)) along++;
      outside += ' ';
    } else if (BLOCK_LIKE.has(n.name) && !BAR_PARTS.has(n.name)) bar = false;
    else for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  if (bar && links > 0) {
    const words = outside.split(/[\s[\]|:()<>«»·•–—-]+/).filter((w) => w);
    const alongLabels = words.filter((w) => ALONG_WORDS.test(w)).length;
    const alongBar = links >= 2 && along + alongLabels >= 2 && words.length === alongLabels;
    const letters = outside.replace(MENU_LABEL, '').split(/\s+/).filter((w) => w && !BAR_PUNCTUATION.test(w));
    const toTop = links === 1 && /^(?:back to )?top$/i.test(firstLink ?? '') && letters.length <= 1;
    const menu = inPage && letters.every((w) => /^\p{L}$/u.test(w)) && (links >= MENU_LINKS_MIN || toTop);
    bar = alongBar || menu;
  } else bar = false;
  linkBars.set(el, bar);
  return bar;
}

/** Whether an element holds one that passes `test`, within its first few (a bar's link holds a word or two). */
function findIn(el: Element, test: (e: Element) => boolean): boolean {
  const stack: ChildNode[] = [...el.children];
  for (let seen = 0; stack.length > 0 && seen < BAR_LINK_MAX_CHARS; seen++) {
    const n = stack.pop()!;
    if (!isTag(n)) continue;
    if (test(n)) return true;
    for (const c of n.children) stack.push(c);
  }
  return false;
}

/** Elements that break a block's flow (see isLinkBar): a bar of links holds none but its table's. */
const BLOCK_LIKE = new Set([
  'p', 'div', 'ul', 'ol', 'dl', 'li', 'dt', 'dd', 'pre', 'table', 'tbody', 'thead', 'tr', 'td', 'th', 'blockquote', 'h1',
  'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'form', 'center', 'address', 'br', 'hr', 'code', 'kbd', 'tt',
]);

const FOOTER_BLOCKS = new Set(['table', 'p', 'div', 'address', 'small', 'footer']);
/** A footer says at most this much. */
const FOOTER_MAX_CHARS = 400;
/** Classes that say a block is small print (`p.tiny`, `div.footer`, `td.copyright`). */
const SMALL_PRINT = /\bfooter\b|copyright|legal|tiny|small/i;

/**
 * A hand-written site's footer: after a rule, a few words with a copyright in them, in small print (a table, an
 * address, `<small>`, a block so classed: Xiph's "copyright © 2000-2021 Xiph.Org Foundation | Ogg Container Format"
 * table, which had ended every function's last section), and nothing with text after it on the page. A page or a
 * section about the copyright says it in its own paragraphs, and stays.
 */
function isCopyrightFooter(el: Element): boolean {
  if (previousElementOf(el)?.name !== 'hr') return false;
  const smallPrint = el.name === 'table' || el.name === 'address' || el.name === 'small' || el.name === 'footer' || isSmallPrint(el);
  // A section (a heading, or paragraphs) about the licence is text, whatever small print it ends with.
  if (!smallPrint || holdsSection(el)) return false;
  const text = textOf(el, FOOTER_MAX_CHARS + 1);
  if (text.length > FOOTER_MAX_CHARS || !/©|\(c\)\s*\d|\bcopyright\b/i.test(text)) return false;
  // Last on the page: nothing with text after it, nor after any block that holds it.
  for (let at: Element | undefined = el; at && at.name !== 'body' && at.name !== 'html'; at = parentOf(at)) {
    const parent = parentOf(at);
    if (parent && lastWithText(parent) !== at) return false;
  }
  return true;
}

/** Whether an element, or the one element it holds, is small print (`<small>`, `<font size=-1>`, `p.tiny`). */
function isSmallPrint(el: Element): boolean {
  const small = (n: Element) => n.name === 'small' || (n.name === 'font' && /^-/.test(n.attribs.size ?? '')) || SMALL_PRINT.test(n.attribs.class ?? '');
  if (small(el)) return true;
  const inner = el.children.filter((c) => isTag(c) || (isText(c) && /\S/.test(c.data)));
  return inner.length === 1 && isTag(inner[0]!) && small(inner[0]);
}

/** Whether a block holds a heading or two paragraphs or more (not in a table's cells): a section, not small print. */
function holdsSection(el: Element): boolean {
  let paragraphs = 0;
  const stack: ChildNode[] = [...el.children];
  for (let seen = 0; stack.length > 0 && seen < 200; seen++) {
    const n = stack.pop()!;
    if (!isTag(n)) continue;
    if (/^h[1-6]$/.test(n.name) || (n.name === 'p' && ++paragraphs >= 2)) return true;
    // A layout table's cells each hold a line of it (Xiph's four `p.tiny` cells).
    if (n.name === 'td' || n.name === 'th') continue;
    for (const c of n.children) stack.push(c);
  }
  return false;
}

/** The last child of an element that holds text, worked out once per element. */
const lastTextChild = new WeakMap<Element, ChildNode | null>();
function lastWithText(el: Element): ChildNode | null {
  let last = lastTextChild.get(el);
  if (last === undefined) {
    last = null;
    for (let i = el.children.length - 1; i >= 0 && last === null; i--) {
      const c = el.children[i]!;
      if (isTag(c) ? hasText(c) : isText(c) && /\S/.test(c.data)) last = c;
    }
    lastTextChild.set(el, last);
  }
  return last;
}

/** Whether a class of an element's parent passes `test`. */
function isClassOfParent(el: Element, test: (c: string) => boolean): boolean {
  const parent = parentOf(el);
  return parent !== undefined && classesOf(parent).some(test);
}

/** Javadoc's "Methods inherited from class …" (before JDK 17): a `li.blockList` opened by such an anchor. */
function isInheritedList(el: Element): boolean {
  const first = el.children.find(isTag);
  // JDK 8 names the anchor, later ones give it an id.
  return first?.name === 'a' && /^(?:methods|fields|nested\.classes|properties)\.inherited\.from\./.test(first.attribs.id ?? first.attribs.name ?? '');
}

/** A link to another site (a scheme, or `//host`), not to a page of this one. */
const EXTERNAL_HREF = /^(?:[a-z][\w+.-]*:|\/\/)/i;

/**
 * TypeDoc's member inherited from a type documented on this site (its sources say "Inherited from" and link to a page
 * here, not to an address elsewhere): a copy of the base type's member, on every subtype (zod's `default`, 99 times).
 */
function inheritedFromThisSite(section: Element): boolean {
  const stack: ChildNode[] = [...section.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    if (node.name === 'p' && /^\s*Inherited from\b/.test(textOf(node))) {
      const link = node.children.find((c): c is Element => isTag(c) && c.name === 'a');
      return link !== undefined && !EXTERNAL_HREF.test(link.attribs.href ?? '');
    }
    for (const child of node.children) stack.push(child);
  }
  return false;
}

/**
 * TypeDoc's (0.28) list of a module's exports with each one's first sentence (`dl.tsd-member-summaries`), on the
 * module's page: every `dt` links to where the member is documented in full, on this site (its own page, or an
 * anchor of this one). Stored, each summary was a section of a few words, titled by the module, that stood above the
 * member's own page (date-fns: 245 of them).
 */
function summariesOfDocumentedMembers(dl: Element): boolean {
  const terms = dl.children.filter((c): c is Element => isTag(c) && c.name === 'dt');
  return (
    terms.length > 0 &&
    terms.every((dt) => {
      const href = findDescendant(dt, (c) => c.name === 'a')?.attribs.href;
      // A link to the summary's own anchor (TypeDoc's permalink) says nothing of where the member is documented.
      return href !== undefined && href !== '' && href !== `#${dt.attribs.id ?? ''}` && !EXTERNAL_HREF.test(href);
    })
  );
}

/** An element (not itself) that `test` accepts, among those an element holds, in document order. */
export function findDescendant(el: Element, test: (c: Element) => boolean): Element | undefined {
  const stack: ChildNode[] = [...el.children].reverse();
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (!isTag(c)) continue;
    if (test(c)) return c;
    for (let i = c.children.length - 1; i >= 0; i--) stack.push(c.children[i]!);
  }
  return undefined;
}

/**
 * rustdoc's method of a trait implementation whose source is another crate's (its source link leaves for
 * doc.rust-lang.org): a provided method the type does not write itself, listed on every type that implements the
 * trait (Iterator's seventy on every iterator). `el` is the method's `section`, or the `details` whose summary holds it.
 */
function isForeignTraitMethod(el: Element, classes: readonly string[]): boolean {
  let section: Element | undefined = el;
  if (el.name === 'details') {
    if (!classes.includes('method-toggle')) return false;
    const summary = el.children.find((c): c is Element => isTag(c) && c.name === 'summary');
    section = summary?.children.find((c): c is Element => isTag(c) && c.name === 'section');
  }
  // A trait's provided method as an implementation repeats it (std's local source links too): its documentation is
  // the trait's summary and a "Read more" link to the trait.
  if (el.name === 'details' && readsMoreInTrait(el)) return true;
  if (!section || !classesOf(section).includes('trait-impl')) return false;
  const rightside = section.children.find((c): c is Element => isTag(c) && c.name === 'span' && classesOf(c).includes('rightside'));
  const link = rightside && rustdocSourceLink(rightside);
  return link !== undefined && /^https?:\/\//i.test(link.attribs.href ?? '');
}

/** A method's documentation that only sends the reader to the trait's ("Formats the value. Read more"). */
function readsMoreInTrait(details: Element): boolean {
  const doc = details.children.find((c): c is Element => isTag(c) && classesOf(c).includes('docblock'));
  const paragraph = doc?.children.filter(isTag);
  if (!paragraph || paragraph.length !== 1) return false;
  const last = paragraph[0]!.children.filter(isTag).at(-1);
  return last?.name === 'a' && /(?:^|\/)trait\.[\w]+\.html#/.test(last.attribs.href ?? '') && textOf(last, 40).trim() === 'Read more';
}

/** rustdoc's source link in a member's right-hand side (`1.0.0 · source`), if it has one. */
function rustdocSourceLink(rightside: Element): Element | undefined {
  return rightside.children.find((c): c is Element => isTag(c) && c.name === 'a' && (classesOf(c).includes('srclink') || classesOf(c).includes('src')));
}

/**
 * Links that move about a manual: next, previous, up, its contents and index (Texinfo's `div.header` above every
 * node's text, and the bar repeated below it, which links only its contents and index by `rel`).
 */
const ALONG = new Set(['next', 'prev', 'previous', 'up', 'contents', 'index']);
/**
 * Whether an element holds a link to the next, previous or enclosing page, within its first few elements: a
 * navigation bar, not a page's own header (Doxygen's `div.header` holds its page title).
 */
function linksAlong(el: Element): boolean {
  const stack: ChildNode[] = [];
  for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  for (let seen = 0; stack.length > 0 && seen < 50; seen++) {
    const n = stack.pop()!;
    if (!isTag(n)) continue;
    if (n.name === 'a' && n.attribs.rel && n.attribs.rel.split(/\s+/).some((r) => ALONG.has(r.toLowerCase()))) return true;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return false;
}

/** A `header` inside `article` or `main` holds the page's own title, not site chrome. */
function inArticle(el: Element): boolean {
  for (let p = el.parent; p && isTag(p); p = p.parent) if (p.name === 'article' || p.name === 'main' || isGiDocgenMain(p)) return true;
  return el.name === 'header' && isArticleHeader(el);
}

/**
 * gi-docgen's content, `section#main.content` in its `div#body-wrapper`, whose header names the page's type ("Class",
 * then "Gtk.Button"). The name and id are looked at first: every header of a page asks, for each of its ancestors.
 */
export function isGiDocgenMain(el: Element): boolean {
  if (el.name !== 'section' || el.attribs.id !== 'main' || !classesOf(el).includes('content')) return false;
  const parent = parentOf(el);
  return parent?.name === 'div' && parent.attribs.id === 'body-wrapper';
}

/**
 * JSDoc's class header (its name, signature and description), a plain `header` right before the `article` of the
 * class's members in their `section`; not a site's banner beside a list of articles.
 */
function isArticleHeader(header: Element): boolean {
  if (Object.keys(header.attribs).length > 0 || parentOf(header)?.name !== 'section') return false;
  return nextElementOf(header)?.name === 'article';
}

const JAVADOC_SOURCE_CLASSES = ['sourceContainer', 'source-container', 'sourceLineNo', 'source-line-no'];

/**
 * A section or a heading whose id a generator made from its title: the heading's words, as a slug, are the id
 * ("HEADER" and `section#header`, "Table of Contents" and `h1#table-of-contents`). A theme's `section#sidebar` holding
 * a "Menu" is still chrome.
 */
function isTitledById(el: Element, classes: readonly string[]): boolean {
  const heading = /^h[1-6]$/.test(el.name) ? el : el.name === 'section' || (el.name === 'div' && classes.includes('section')) ? firstHeading(el) : undefined;
  if (!heading) return false;
  const words = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return words(textOf(heading, 200).replace(/^[\d.\s]+/, '')) === words(el.attribs.id ?? '');
}

/** The first heading among an element's first few children. */
function firstHeading(el: Element): Element | undefined {
  for (const c of el.children.slice(0, 6)) if (isTag(c) && /^h[1-6]$/.test(c.name)) return c;
  return undefined;
}

/** Generators whose pages are read by their own marks (html.ts). */
export type Generator =
  | 'javadoc'
  | 'texinfo'
  | 'groff'
  | 'haddock'
  | 'typedoc'
  | 'jsdoc'
  | 'epydoc'
  | 'pod2html'
  | 'rustdoc'
  | 'gi-docgen'
  | 'gtk-doc'
  | 'pydoctor'
  | 'odoc';

/**
 * The content root (best of ROOTS holding text, else the whole document), with the `title`, the meta description,
 * whether a meta refresh sends the reader elsewhere within seconds, and the generator the page names.
 */
export function findRoot(nodes: ChildNode[]): {
  root: ChildNode[];
  title?: string;
  description?: string;
  refresh: boolean;
  generator?: Generator;
  /** Scaladoc's page names its type in its script (`var hash = 'scala.Option'`); members of others are inherited. */
  scaladocType?: string;
  /** The page is Javadoc's copy of a class's source (`-linksource`: `src-html/…/Foo.html`, titled "Source code"). */
  javadocSource: boolean;
} {
  const found: (Element | undefined)[] = new Array(ROOTS.length).fill(undefined);
  let title: string | undefined;
  let description: string | undefined;
  const articles = new SiblingArticles();
  let refresh = false;
  let generator: Generator | undefined;
  let made = false;
  let podIndex = false;
  let scaladocType: string | undefined;
  let javadocSource = false;
  const stack: ChildNode[] = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    // Javadoc says so in a comment (`<!-- Generated by javadoc -->`), newer ones also in a meta generator; built with
    // `-notimestamp`, JDK 8-16 write neither, but mark their layout in comments (`<!-- ===== START OF TOP NAVBAR ===== -->`).
    if (isComment(node) && /^\s*Generated by javadoc\b/i.test(node.data)) generator = 'javadoc';
    if (isComment(node) && /^\s*=+ START OF (?:TOP NAVBAR|CLASS DATA) =+\s*$/.test(node.data)) generator ??= 'javadoc';
    if (!isTag(node)) continue;
    if (node.name === 'script' && scaladocType === undefined) scaladocType = scaladocTypeOf(node);
    if (node.name === 'title' && title === undefined) {
      title = textOf(node);
      continue;
    }
    // ...and their stylesheet, titled "Style" (JDK 11 writes the navbar's comment inside the `nav` left unread).
    if (node.name === 'link' && node.attribs.title === 'Style' && /(?:^|\/)stylesheet\.css$/.test(node.attribs.href ?? '')) generator ??= 'javadoc';
    // JSDoc's default template names its stylesheet.
    // JSDoc's default template and its docdash theme (`styles/jsdoc.css`).
    if (node.name === 'link' && /(?:^|\/)jsdoc(?:-default)?\.css$/.test(node.attribs.href ?? '')) generator ??= 'jsdoc';
    // Epydoc writes no generator meta either: its stylesheet and its page title (`h1.epydoc`) say it.
    if ((node.name === 'link' && /(?:^|\/)epydoc\.css$/.test(node.attribs.href ?? '')) || (node.name === 'h1' && classesOf(node).includes('epydoc'))) generator ??= 'epydoc';
    // Perl's pod2html writes no generator meta: its maker's `link rev="made"` (DocBook's pages have one too), its
    // index of the page's headings, `ul#index`, and its first section, `h1#NAME`, say it.
    if (node.name === 'link' && node.attribs.rev?.toLowerCase() === 'made') made = true;
    if (node.name === 'ul' && node.attribs.id === 'index' && made) podIndex = true;
    if (node.name === 'h1' && node.attribs.id === 'NAME' && podIndex) generator ??= 'pod2html';
    if (node.name === 'meta') {
      const name = node.attribs.name?.toLowerCase();
      if ((name === 'description' || node.attribs.property === 'og:description') && description === undefined) description = node.attribs.content;
      // A refresh within seconds to another address; a page that reloads itself every half hour is a page.
      if (node.attribs['http-equiv']?.toLowerCase() === 'refresh' && /^\s*[0-5](?:\.\d+)?\s*[;,]\s*url\s*=/i.test(node.attribs.content ?? '')) refresh = true;
      if (name === 'generator') generator = generatorOf(node.attribs.content ?? '') ?? generator;
      continue;
    }
    const classes = classesOf(node);
    // Javadoc's source pages: `div.sourceContainer` (JDK 8-11), `body.source-page` and `div.source-container` (17+),
    // their lines numbered in `span.sourceLineNo` or `span.source-line-no`.
    if (JAVADOC_SOURCE_CLASSES.some((c) => classes.includes(c)) || (node.name === 'body' && classes.includes('source-page'))) javadocSource = true;
    // Haddock marks its pages with a package header (it writes no generator meta).
    if (node.attribs.id === 'package-header') generator ??= 'haddock';
    // TypeDoc neither (0.28): its toolbar's class says it.
    if (node.name === 'header' && classes.includes('tsd-page-toolbar')) generator ??= 'typedoc';
    // Nor gi-docgen (GTK 4, GLib 2.76+): its content section does.
    if (isGiDocgenMain(node)) generator ??= 'gi-docgen';
    if (node.name !== 'body' && node.name !== 'html' && node.name !== 'head' && isDropped(node, classes)) continue;
    // An empty root is a theme's leftover (ImageMagick's pages open an empty `div role="main"` before their `main`).
    // Its text is looked for once, and nothing inside an empty element is looked at again: linear in the page.
    let empty: boolean | undefined;
    for (let i = 0; i < ROOTS.length; i++) {
      if (found[i] || !ROOTS[i]!(node, classes, articles)) continue;
      empty ??= !hasText(node);
      if (!empty) found[i] = node;
    }
    if (found[0]) {
      // The walk ends at the page's main: JDK 9-11 write their source pages' container inside it.
      if (found[0].children.some((c) => isTag(c) && JAVADOC_SOURCE_CLASSES.some((k) => classesOf(c).includes(k)))) javadocSource = true;
      break;
    }
    if (empty) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  const best = found.find((f) => f !== undefined);
  return { root: best ? [best] : nodes, title, description, refresh, generator, scaladocType, javadocSource };
}

/**
 * The type a Scaladoc page documents, as its template's script names it (`var hash = 'scala.Option';`; the companion
 * object's page `scala.Option$`, whose members are named `scala.Option#apply`).
 */
function scaladocTypeOf(script: Element): string | undefined {
  const text = script.children.find(isText)?.data.slice(0, 2000) ?? '';
  // With the index it sends a lone page back to: another page's `var hash = 'x';` is no Scaladoc's.
  if (!/\bvar url = '[^'\n]*index\.html';/.test(text)) return undefined;
  return /\bvar hash = '([\w.]+)\$?';/.exec(text)?.[1];
}

/**
 * The generator a meta generator names: Javadoc, Texinfo (makeinfo, texi2any, texi2html), groff (`groff -Thtml`),
 * rustdoc, gtk-doc, pydoctor or odoc.
 */
function generatorOf(content: string): Generator | undefined {
  if (/^javadoc\b/i.test(content)) return 'javadoc';
  if (/^(?:makeinfo|texi2any|texi2html)\b/i.test(content)) return 'texinfo';
  if (/^groff\b/i.test(content)) return 'groff';
  if (/^rustdoc\b/i.test(content)) return 'rustdoc';
  if (/^GTK-Doc\b/i.test(content)) return 'gtk-doc';
  if (/^pydoctor\b/i.test(content)) return 'pydoctor';
  if (/^odoc\b/i.test(content)) return 'odoc';
  return undefined;
}

/** The page title without the site name after a separator (`Page — Site`). */
export function cleanTitle(title: string | undefined): string | undefined {
  if (!title) return undefined;
  const t = title.replace(/\s+/g, ' ').trim();
  const first = t.split(/ (?:—|–|\||·|::) /)[0]!.trim();
  return first || undefined;
}

/** Whether an element holds any text but white space (stops at the first). */
export function hasText(node: Element): boolean {
  const stack: ChildNode[] = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (isText(n) && /\S/.test(n.data)) return true;
    if (isTag(n) && n.name !== 'script' && n.name !== 'style') for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return false;
}

/** Raw text content, without recursion. */
export function textOf(node: ChildNode, max = Infinity): string {
  let s = '';
  const stack: ChildNode[] = [node];
  // A caller that needs no more than `max` characters (a link's label to compare) stops reading there: links nested
  // in links had each read all of the text inside them.
  while (stack.length > 0 && s.length <= max) {
    const n = stack.pop()!;
    if (isText(n)) s += n.data;
    else if (isTag(n) && n.name !== 'script' && n.name !== 'style') for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return s;
}

/**
 * The line of a man page's NAME section when it stands in the page header that findRoot leaves out (AsciiDoc's
 * `<div id="header"><h1>git-add(1)</h1><h2>NAME</h2><div class="sectionbody"><p>git-add - …</p></div></div>`).
 */
export function headerNameLine(nodes: ChildNode[]): string | undefined {
  const stack: ChildNode[] = [...nodes].reverse();
  let seen = 0;
  while (stack.length > 0 && seen++ < MAX_HEADER_SCAN) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    if (node.name === 'h2' && textOf(node).trim() === 'NAME') {
      const siblings = node.parent?.children ?? [];
      const next = siblings.slice(siblings.indexOf(node) + 1).find(isTag);
      const line = next ? textOf(next).replace(/\s+/g, ' ').trim() : '';
      return line || undefined;
    }
    // The NAME line comes before the content: do not search inside it.
    if (node.attribs.id === 'content') continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return undefined;
}

/** Elements looked at before giving up on a header NAME line (it is near the top of a page). */
const MAX_HEADER_SCAN = 2000;
