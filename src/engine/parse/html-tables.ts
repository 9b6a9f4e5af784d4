/**
 * Tables: their rows and cells as lines of text (spanning cells repeated, spacers dropped), and the tables that are
 * something else: titled rows, entries by name, admonitions, an option's or a card's entry, a monospace box, a page
 * laid out in a table.
 * @module
 */
import { Element, isTag, isText, type ChildNode } from 'domhandler';
import { ALNUM, dedent, keepLine, withoutTrailingEmpty } from './_shared.ts';
import { classesOf, findDescendant, isDropped, nextElementOf, parentOf, textOf } from './html-chrome.ts';
import { anchorNamed, BLOCK_TAGS, childAnchor, hasDescendant, HEADING, isBlankText } from './html-dom.ts';
import { inlineOf } from './html-inline.ts';
import { IDENTIFIER_NAME } from './html-text-headings.ts';

/** Whether a table row's cells hold only inline content (no paragraph, list, heading or code block). */
export function inlineCells(row: Element): boolean {
  return !row.children.some((cell) => isTag(cell) && hasDescendant(cell, (c) => BLOCK_TAGS.has(c.name)));
}

/** A row's cells as text: a cell of links is navigation, unless the row says something besides (then it names what
 * the row is about: Doxygen's member beside its type, Javadoc's class beside its summary), or is a line of code. */
export function rowCells(row: Element): string[] {
  const inlines = cellsOf(row).map((c) => inlineOf(c, true, isList));
  // A Doxygen member's row (`tr.memitem:…`) names it by links alone, its type and its name (`yaml_mark_t`
  // `problem_mark`): they are what the row says.
  const content = inlines.some((i) => i.plain) || (row.attribs.class?.startsWith('memitem:') ?? false) || isCodeRow(row);
  return withoutTrailingEmpty(inlines.map((i) => (i.text && (i.plain || !i.media || content) ? i.text : '')));
}

/** Scribble's tables of code: a block's (`table.RktBlk`, a line a row) and a definition's box (`table.RBoxed`). */
const SCRIBBLE_CODE_TABLES = new Set(['RktBlk', 'RBoxed']);

/**
 * A line of Scribble's code (Racket's manuals), whose every identifier is a link (`(-> any/c void?)`, a definition's
 * own name): a row of a code table, or one whose links are all code (classed `Rkt…` or in a span so classed). Read
 * as navigation, lines and defined names vanished.
 */
function isCodeRow(row: Element): boolean {
  const up = parentOf(row);
  const table = up?.name === 'tbody' ? parentOf(up) : up;
  if (table && classesOf(table).some((c) => SCRIBBLE_CODE_TABLES.has(c))) return true;
  let links = 0;
  const prose = findDescendant(row, (c) => {
    if (c.name !== 'a' || c.attribs.href === undefined) return false;
    links++;
    return !isRacketCode(c) && !isRacketCode(parentOf(c));
  });
  return links > 0 && prose === undefined;
}

function isRacketCode(el: Element | undefined): boolean {
  return el !== undefined && classesOf(el).some((c) => c.startsWith('Rkt'));
}

export function cellsOf(row: Element): Element[] {
  return row.children.filter((c): c is Element => isTag(c) && (c.name === 'td' || c.name === 'th'));
}

/**
 * A list that reads better after its row than inside it: a bulleted or numbered one of two items or more. A `dl` stays
 * in its cell (Sphinx writes a constant's name in one), and so does a list of one item.
 */
function isList(node: Element): boolean {
  return (node.name === 'ul' || node.name === 'ol') && node.children.filter((c) => isTag(c) && c.name === 'li').length >= 2;
}

/**
 * The items of the lists in a row's cells, as lines (the outermost lists; a list inside an item stays in its item's
 * line), dropped parts and items of links alone left out as everywhere else.
 */
export function cellListItems(row: Element): string[] {
  const out: string[] = [];
  const stack: ChildNode[] = [];
  const pushChildren = (nodes: ChildNode[]) => {
    for (let i = nodes.length - 1; i >= 0; i--) stack.push(nodes[i]!);
  };
  pushChildren(cellsOf(row));
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node) || isDropped(node, classesOf(node))) continue;
    if (!isList(node)) {
      pushChildren(node.children);
      continue;
    }
    let n = Number(node.attribs.start ?? 1);
    if (!Number.isFinite(n)) n = 1;
    for (const item of node.children) {
      if (!isTag(item) || item.name !== 'li' || isDropped(item, classesOf(item))) continue;
      const inline = inlineOf(item);
      const marker = node.name === 'ol' ? `${n++}.` : '-';
      if (keepLine(inline)) out.push(`${marker} ${inline.text}`);
    }
  }
  return out;
}

/** A table's caption as text; '' without one. */
export function captionOf(table: Element): string {
  const caption = table.children.find((c): c is Element => isTag(c) && c.name === 'caption');
  return caption ? inlineOf(caption).text : '';
}

/** A table's rows as lines, cells joined by ` | `; a menu's rows (links under labels) are none. */
export function tableLines(rows: Element[]): string[] {
  const lines: string[] = [];
  let linkRows = 0;
  let labelRows = 0;
  const spans: RowSpans = { columns: [], budget: SPAN_BUDGET };
  for (const row of rows) {
    const cells = withSpans(row, rowCells(row), spans);
    // A list in a cell (Doxygen's `flags` parameter: a dozen flags, each explained) follows its row, an item a line,
    // rather than making the row one line of thousands of characters.
    const items = cellListItems(row);
    const said = cells.filter((c) => ALNUM.test(c));
    if (said.length === 0 && items.length === 0 && hasDescendant(row, (c) => c.name === 'a')) linkRows++;
    else if (items.length === 0 && said.length === 1 && said[0]!.length <= MENU_LABEL_CHARS) labelRows++;
    if (said.length > 0) lines.push(cells.slice(spacers(row, cells)).join(' | '));
    for (const item of items) lines.push(`  ${item}`);
  }
  // A menu: rows of links each under a label at most ("Developer Menu", "Related links"), the links left out as
  // navigation; its labels alone would head nothing. Rows of short text beside a row of links are content.
  return linkRows === 0 || labelRows < lines.length || labelRows > linkRows ? lines : [];
}

/**
 * Cells spanning rows below their own, by column: their text and how many more rows they cover; and how many more
 * characters a table may repeat.
 */
interface RowSpans {
  columns: ({ text: string; rows: number } | undefined)[];
  budget: number;
}
/** Rows and columns a cell may span as read: HTML allows 65,534 and 1,000; a table's rows bound the rows anyway. */
const MAX_ROW_SPAN = 1000;
const MAX_COL_SPAN = 50;
/**
 * Columns placed by their spans: past these, a row's cells follow one another as written. Each row carries the spans
 * above it, so without a bound a table whose every row spans all below would grow with the square of its rows.
 */
const MAX_SPANNED_COLUMNS = 200;
/** What of a spanning cell's text stands again in the rows below: enough to name the row's group. */
const SPAN_TEXT_MAX = 200;
/** Characters a table may repeat in all: a long cell spanning a thousand rows must not multiply the page. */
const SPAN_BUDGET = 100_000;

/**
 * A row's cells in their columns: a cell that spans rows above (`rowspan`) stands again in each row it covers, where
 * its column is (Postfix's restriction named once beside three rows of versions), and a cell spanning columns
 * (`colspan`) keeps the columns after it in place. `spans` carries the spanning cells from row to row.
 */
function withSpans(row: Element, cells: string[], spans: RowSpans): string[] {
  const elements = cellsOf(row);
  if (spans.columns.length === 0 && !elements.some((c) => c.attribs.rowspan !== undefined || c.attribs.colspan !== undefined)) return cells;
  const out: string[] = [];
  let next = 0;
  for (let column = 0; next < elements.length || column < spans.columns.length; column++) {
    const span = spans.columns[column];
    if (span && span.rows > 0) {
      const text = span.text.length <= spans.budget ? span.text : '';
      spans.budget -= text.length;
      out.push(text);
      span.rows--;
      continue;
    }
    if (next >= elements.length) {
      out.push('');
      continue;
    }
    const cell = elements[next]!;
    const text = cells[next++] ?? '';
    const placed = column < MAX_SPANNED_COLUMNS;
    const rows = placed ? Math.min(MAX_ROW_SPAN, Math.max(1, Number.parseInt(cell.attribs.rowspan ?? '1', 10) || 1)) : 1;
    const columns = placed ? Math.min(MAX_COL_SPAN, Math.max(1, Number.parseInt(cell.attribs.colspan ?? '1', 10) || 1)) : 1;
    const repeated = text.length <= SPAN_TEXT_MAX ? text : `${text.slice(0, SPAN_TEXT_MAX).replace(/\s+\S*$/, '')}…`;
    for (let k = 0; k < columns; k++) {
      out.push(k === 0 ? text : '');
      spans.columns[column + k] = rows > 1 ? { text: k === 0 ? repeated : '', rows: rows - 1 } : undefined;
    }
    column += columns - 1;
  }
  return withoutTrailingEmpty(out);
}

/**
 * How many cells open a row as a layout's spacers, empty and set narrow (`<td width="3%"><br></td>` before each of
 * GraphicsMagick's options): not columns to mark. An empty cell without a width, or a wide one, is a column (a table's
 * corner, an unset parameter direction, a multitable's continued row).
 */
function spacers(row: Element, cells: string[]): number {
  const elements = cellsOf(row);
  let n = 0;
  while (n < cells.length - 1 && cells[n] === '' && isNarrow(elements[n]?.attribs.width)) n++;
  return n;
}

/** A width of at most 5% or 40 pixels. */
function isNarrow(width: string | undefined): boolean {
  const m = width === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(%|px)?\s*$/.exec(width);
  return m !== null && Number(m[1]) <= (m[2] === '%' ? 5 : 40);
}

/**
 * A data table grouped by title rows (see titledTable): leading rows of `th` cells (its header), then rows that are
 * either a heading alone in their one cell or two cells or more holding no code, heading or table; two such data rows
 * at least.
 */
export function titledRows(table: Element): { header: Element[]; rows: (Element | { title: Element })[] } | undefined {
  const header: Element[] = [];
  const rows: (Element | { title: Element })[] = [];
  let titles = 0;
  let data = 0;
  for (const row of tableRows(table)) {
    const cells = cellsOf(row);
    const title = cells.length === 1 ? onlyHeading(cells[0]!) : undefined;
    if (title) {
      rows.push({ title });
      titles++;
    } else if (cells.length >= 2 && !hasBlockContent(row)) {
      if (titles === 0 && data === 0 && cells.every((c) => c.name === 'th')) header.push(row);
      else {
        rows.push(row);
        data++;
      }
    } else return undefined;
  }
  // A header of `th` cells says it is data; Doxygen's member tables, titled the same way without one, read as layout.
  return titles > 0 && data >= 2 && header.length > 0 ? { header, rows } : undefined;
}

/** Rows a table of named things needs before each is read as an entry (see entryRows). */
const ENTRY_TABLE_MIN_ROWS = 4;
/**
 * A thing's name as a table's first cell writes it: one word of two characters or more, a letter among them
 * (`mail.pop3.filecache.enable`, `EPOLLIN`, `%Y`, `timeout`).
 */
const ENTRY_NAME = /^(?=[^\s]*[A-Za-z])[\w$@%.:\/\-\[\]<>=*+#]{2,80}$/;
/** A first column's header that says its cells name things. */
const NAME_HEADER = /^(?:name|property|option|key|setting|directive|variable|constant|flag|attribute|environment variable|config(?:uration)? key)s?$/i;

/**
 * The body rows of a table of named things, each an entry as a definition list's term is, and the header's cells:
 * Jakarta Mail's `mail.pop3.*` properties, Node.js' errno constants, Python's `select.EPOLLIN`, KiCad's zone
 * properties. Every row names one thing in its first cell, alone, each another, not as a link (a summary points at
 * the things' own pages or sections) nor over two rows; half the rows or more say at least four words of it in a
 * cell after the name (the last may be a default, a version or GTK-Doc's annotations); and the first column's
 * header says they are names ("Name", "Property", "Option", ...), or every name carries its own anchor. At least
 * ENTRY_TABLE_MIN_ROWS rows, none of them a header again.
 */
export function entryRows(table: Element): { header: string[]; rows: Element[] } | undefined {
  const rows = tableRows(table);
  const isHeader = (row: Element) => cellsOf(row).every((c) => c.name === 'th');
  const headerRows = rows.findIndex((row) => !isHeader(row));
  // Rows of empty cells are spacers between entries (an AsciiDoc table's `| | |`), no entry.
  const body = headerRows < 0 ? [] : rows.slice(headerRows).filter((row) => cellsOf(row).some((c) => textOf(c, 40).trim() !== ''));
  if (body.length < ENTRY_TABLE_MIN_ROWS) return undefined;
  const header = headerRows > 0 ? cellsOf(rows[headerRows - 1]!).map((c) => inlineOf(c, false).text.trim()) : [];
  const named = NAME_HEADER.test(header[0] ?? '');
  const names = new Set<string>();
  let said = 0;
  for (const row of body) {
    const cells = cellsOf(row);
    if (cells.length < 2 || isHeader(row) || cells[0]!.attribs.rowspan !== undefined) return undefined;
    const name = textOf(cells[0]!, 81).trim();
    if (!ENTRY_NAME.test(name) || names.has(name)) return undefined;
    names.add(name);
    if (hasDescendant(cells[0]!, (c) => c.name === 'a' && c.attribs.href !== undefined && !isSelfLink(c))) return undefined;
    if (!named && !cells[0]!.attribs.id && !childAnchor(cells[0]!)) return undefined;
    if (cells.slice(1).some((c) => saysFourWords(textOf(c, ENTRY_SAID_CHARS)))) said++;
  }
  return said * 2 >= body.length ? { header, rows: body } : undefined;
}

/**
 * A link to itself (gi-docgen's enum members: `<a id="invalid_args" href="#invalid_args">`): an anchor that names its
 * entry, not a way elsewhere.
 */
function isSelfLink(a: Element): boolean {
  const own = a.attribs.id || a.attribs.name;
  return own !== undefined && own !== '' && a.attribs.href === `#${own}`;
}

/** A column's header that says its cells are the prose about the row's thing, which needs no label (see entryTable). */
export const PROSE_HEADER = /^(?:description|definition|meaning|note|comment|purpose|summary|detail|explanation|remark|use|usage|effect|action|desc)s?$/i;
/** Characters of a cell read to see whether it says four words. */
const ENTRY_SAID_CHARS = 200;

function saysFourWords(text: string): boolean {
  return (text.match(/\S+/g)?.length ?? 0) >= 4;
}

/** The cell's heading when the cell holds nothing else. */
function onlyHeading(cell: Element): Element | undefined {
  const elements = cell.children.filter(isTag);
  const heading = elements.length === 1 && HEADING.test(elements[0]!.name) ? elements[0] : undefined;
  return heading && cell.children.every((c) => c === heading || (isText(c) && !c.data.trim())) ? heading : undefined;
}

/** Tables used for layout hold code, headings or other tables. */
export function hasBlockContent(el: Element): boolean {
  return hasDescendant(el, (c) => c.name === 'pre' || c.name === 'table' || HEADING.test(c.name));
}

/**
 * AsciiDoc's admonition (asciidoc-py and Asciidoctor alike): `div.admonitionblock > table`, a row of `td.icon` and
 * `td.content`. The label is the icon's title text ("Note"), or with font or image icons the icon's title or alt,
 * or else the block's kind (`admonitionblock warning`).
 */
export function admonitionTable(table: Element): { label: string; content: Element } | undefined {
  const block = parentOf(table);
  if (block && DOCBOOK_ADMONITIONS.has(classesOf(block)[0] ?? '')) return docBookAdmonition(table);
  if (!block || !classesOf(block).includes('admonitionblock')) return undefined;
  const row = findDescendant(table, (c) => c.name === 'tr');
  const cells = row ? cellsOf(row) : [];
  const icon = cells.find((c) => classesOf(c).includes('icon'));
  const content = cells.find((c) => classesOf(c).includes('content'));
  if (!icon || !content) return undefined;
  const titled = findDescendant(icon, (c) => c.attribs.title !== undefined || (c.name === 'img' && c.attribs.alt !== undefined));
  const kind = classesOf(block).find((c) => c !== 'admonitionblock');
  const label = textOf(icon).trim() || titled?.attribs.title || titled?.attribs.alt || (kind ? kind[0]!.toUpperCase() + kind.slice(1) : 'Note');
  return { label: label.replace(/\s+/g, ' ').trim(), content };
}

const DOCBOOK_ADMONITIONS = new Set(['note', 'tip', 'important', 'caution', 'warning']);

/**
 * DocBook XSL's graphic admonition: `div.note > table`, a first row of the icon and a `th` title ("Note"), a second
 * row of the text.
 */
function docBookAdmonition(table: Element): { label: string; content: Element } | undefined {
  // Two rows, one title and one cell of text: a data table inside a note box has more.
  const rows = tableRows(table);
  const titles = rows.length === 2 ? cellsOf(rows[0]!).filter((c) => c.name === 'th') : [];
  const cells = rows.length === 2 ? cellsOf(rows[1]!) : [];
  if (titles.length !== 1 || cells.length !== 1) return undefined;
  const label = textOf(titles[0]!).replace(/\s+/g, ' ').trim();
  return label ? { label, content: cells[0]! } : undefined;
}

/** A fact of an option's table ("Type: boolean") is at most this long. */
const OPTION_FACT_CHARS = 60;

/**
 * An option's own table of one row, its name and two facts or more, before the prose that explains it, as Exim's
 * specification writes each of its 677 options: `allow_localhost | Use: smtp | Type: boolean | Default: false`.
 */
export function optionEntryTable(table: Element): { name: string; facts: string[] } | undefined {
  if (table.children.some((c) => isTag(c) && c.name !== 'tr' && c.name !== 'tbody')) return undefined;
  const rows = tableRows(table);
  if (rows.length !== 1) return undefined;
  const cells = cellsOf(rows[0]!);
  if (cells.length < 3) return undefined;
  // The name first: a table looked at for a following option is read no further than it must be.
  const name = inlineOf(cells[0]!, false).text;
  if (!/^[\w$.:-]{2,80}$/.test(name)) return undefined;
  const facts: string[] = [];
  for (const cell of cells.slice(1)) {
    const fact = inlineOf(cell, false).text;
    if (fact.length > OPTION_FACT_CHARS || !/^[A-Z][\w ]{0,20}: \S/.test(fact)) return undefined;
    facts.push(fact);
  }
  return { name, facts };
}

/** Elements an entry's name may be set apart in, at the head of a card table (see cardHead). */
const CARD_NAME_MARKS = new Set(['b', 'strong', 'big']);
/** A card's name: a command's, a function's or an option's (`cat`, `addClassPath`, `bsh.system`). */
const CARD_NAME = /^[\p{L}_$][\w$.:-]{0,79}$/u;
/** Elements read down from a card's head to its name: the anchor, the bold and the font round one another. */
const CARD_HEAD_DEPTH = 4;

/** A table's first row, its `tr` or its `thead`'s or `tbody`'s first (see tableRows). */
function firstRowOf(table: Element): Element | undefined {
  for (const c of table.children) {
    if (!isTag(c)) continue;
    if (c.name === 'tr') return c;
    if (c.name === 'thead' || c.name === 'tbody') return c.children.find((r): r is Element => isTag(r) && r.name === 'tr');
  }
  return undefined;
}

/**
 * A table headed by an entry's name, as a reference that gives each entry a table of its own writes it (bshdoc's
 * commands: `<td bgcolor="#cccccc"><a name="cat"><strong><font size="+2">cat</font></strong></a><br>` then the
 * signatures, and the text in a row below): the first cell of its first row opens with a named anchor round a name in
 * bold or an enlarged font, or such a name round the anchor. The name, its anchor and the node that writes them.
 */
export function cardHead(table: Element | undefined): { name: string; anchor: string; head: Element } | undefined {
  const row = table?.name === 'table' ? firstRowOf(table) : undefined;
  const cell = row?.children.find((c): c is Element => isTag(c) && (c.name === 'td' || c.name === 'th'));
  const head = cell?.children.find((c) => !isBlankText(c));
  if (!head || !isTag(head)) return undefined;
  let anchor: string | undefined;
  let marked = false;
  let node: Element = head;
  for (let depth = 0; depth < CARD_HEAD_DEPTH; depth++) {
    const name = anchorNamed(node);
    if (name) anchor = name;
    else if (CARD_NAME_MARKS.has(node.name) || (node.name === 'font' && /^\+[1-9]/.test(node.attribs.size ?? ''))) marked = true;
    else return undefined;
    const inner = node.children.filter((c) => !isBlankText(c));
    if (inner.length !== 1) return undefined;
    if (!isTag(inner[0]!)) break;
    node = inner[0];
  }
  const name = textOf(head, 81).trim();
  return anchor && marked && IDENTIFIER_NAME.test(anchor) && CARD_NAME.test(name) ? { name, anchor, head } : undefined;
}

/** A font a page sets code in (`<font face="Courier New, Courier, monospace">`). */
const MONOSPACE_FACE = /courier|monospace|mono\b|consolas|fixed/i;
/** Lines a monospace box holds at least to be a block of code: one line is a value in a box. */
const MONOSPACE_LINES_MIN = 2;

/**
 * A box (a div, or a table's single cell) whose content is text set in a monospace font, its lines separated by line
 * breaks (smstools' message files: `<table border=1><tr><td><font face="Courier New, Courier, monospace">To:
 * 491721234567<br>Flash: yes<br><br>Hello</font></td></tr></table>`): the code its lines write, as a `pre` would hold
 * it. Read as text, the lines ran together ("To: 491721234567 Flash: yes Alphabet: ISO Hello").
 */
export function monospaceBox(box: Element): string | undefined {
  const content = box.children.filter((c) => !isBlankText(c));
  const font = content.length === 1 && isTag(content[0]!) ? content[0] : undefined;
  if (!font || !((font.name === 'font' && MONOSPACE_FACE.test(font.attribs.face ?? '')) || font.name === 'tt')) return undefined;
  // The page's source lines are spaces, as in any text; its line breaks are the code's.
  let code = '';
  const stack: ChildNode[] = [...font.children].reverse();
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (isText(n)) code += n.data.replace(/[ \t\r\n]+/g, ' ');
    else if (!isTag(n)) continue;
    else if (n.name === 'br') code += '\n';
    else if (BLOCK_TAGS.has(n.name) || n.name === 'img') return undefined;
    else for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  // Spaces written as such (`&nbsp;491721234567 # Michael`) indent a line; the margin all lines share is the box's.
  const lines = code.split('\n').map((l) => l.replace(/^ +| +$/g, '').replace(/\u00a0/g, ' ').replace(/^\s+$/, ''));
  while (lines.length > 0 && !lines[0]) lines.shift();
  while (lines.length > 0 && !lines.at(-1)) lines.pop();
  return lines.filter((l) => l).length >= MONOSPACE_LINES_MIN ? dedent(lines).join('\n') : undefined;
}

/** Nodes a card table holds at most (see cardHead): an entry's, not a page laid out in a table. */
const CARD_NODES_MAX = 5000;

/** Whether a card table is an entry's size and holds no heading; read no further than CARD_NODES_MAX nodes. */
export function isCardSized(table: Element): boolean {
  const stack: ChildNode[] = [table];
  let seen = 0;
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (!isTag(n)) continue;
    if (HEADING.test(n.name) || (seen += n.children.length) > CARD_NODES_MAX) return false;
    for (const c of n.children) stack.push(c);
  }
  return true;
}

/** Siblings looked through for a second option table after the first. */
const OPTION_TABLE_LOOKAHEAD = 20;

/** Whether another option's table follows a table among its next few siblings: options come in lists. */
export function hasOptionTableAfter(table: Element): boolean {
  let seen = 0;
  for (let at = nextElementOf(table); at && seen < OPTION_TABLE_LOOKAHEAD; at = nextElementOf(at), seen++) {
    if (at.name === 'table' && optionEntryTable(at)) return true;
  }
  return false;
}

/** A row of one short cell, in a table whose other rows are links, is a menu's label. */
const MENU_LABEL_CHARS = 40;

/** Blocks of prose a cell of a layout table holds several of. */
const PROSE_BLOCKS = new Set(['p', 'ul', 'ol', 'dl', 'div', 'blockquote']);
/** A cell with this many blocks of prose, in a table of a row or two, is a page's column, not a value. */
const PROSE_CELL_BLOCKS = 3;
const LAYOUT_MAX_ROWS = 2;

/**
 * Whether a table of a row or two has a cell of several paragraphs or lists: a hand-written page's content column
 * (libxml2's pages), whose paragraphs joined as one row ran together with their lists moved after them. A data
 * table's cell holds a value, or a paragraph or two about it (Sphinx's, Jekyll's references), and a table of many
 * rows is data even when each cell holds a signature, a description and an example (PostgreSQL's functions).
 */
export function hasProseCell(table: Element): boolean {
  const rows = tableRows(table);
  // A table with a header row is data, however long its cells (a DocBook admonition's icon beside its `th` title is not one).
  const first = rows[0] ? cellsOf(rows[0]) : [];
  const headed = (first.length > 1 && first.every((c) => c.name === 'th')) || table.children.some((c) => isTag(c) && c.name === 'thead');
  if (rows.length > LAYOUT_MAX_ROWS || headed) return false;
  return rows.some((row) => cellsOf(row).some((cell) => cell.children.filter((c) => isTag(c) && PROSE_BLOCKS.has(c.name)).length >= PROSE_CELL_BLOCKS));
}

/** A table's own rows: its `tr` children and those of its `thead`, `tbody` and `tfoot` (not a nested table's). */
export function tableRows(table: Element): Element[] {
  const rows: Element[] = [];
  const collect = (children: ChildNode[]) => {
    // Cells with no row around them (a hand-edited README's `</tr>\n<th>…</th><td>…</td>`) are one row, as a browser
    // reads them.
    let cells: Element[] = [];
    const rowOfCells = () => {
      if (cells.length > 0) rows.push(new Element('tr', {}, cells));
      cells = [];
    };
    for (const c of children) {
      if (!isTag(c)) continue;
      if (c.name === 'td' || c.name === 'th') {
        cells.push(c);
        continue;
      }
      rowOfCells();
      if (c.name === 'tr') rows.push(c);
      else if (c.name === 'thead' || c.name === 'tbody' || c.name === 'tfoot') collect(c.children);
    }
    rowOfCells();
  };
  collect(table.children);
  return rows;
}
