/**
 * Headings a page writes in its text's own marks instead of heading tags: a paragraph's bold lead or bold line, a
 * labelled question, a line of emphasis after a named anchor, an anchored term's line, a line of its own in a
 * hand-written flow; and the headings that name a table of contents.
 * @module
 */
import { type Element, isTag, type ChildNode } from 'domhandler';
import { ALNUM } from './_shared.ts';
import { classesOf, nextElementOf, textOf } from './html-chrome.ts';
import { anchorNamed, hasDescendant, isBlankText, isEmpty, leadingText } from './html-dom.ts';

/** The kinds of admonition a title may name, however its site writes its case ("WARNING", "tip"). */
export const ADMONITION_KINDS = new Set(['note', 'tip', 'info', 'warning', 'caution', 'important', 'danger', 'hint', 'attention', 'error', 'details', 'success']);
/**
 * A table of contents' heading, numbered or not, with a capital as prose writes it: "Contents", "Table of Contents",
 * "2. Table of Contents", "Quick Contents", "On this page" (a member named `contents` is no such heading).
 */
const CONTENTS_HEADINGS = new Set(['contents', 'table of contents', 'short table of contents', 'quick contents', 'page contents', 'on this page', 'in this article']);
const CONTENTS_NUMBER = /^\d+(?:\.\d+)*[.)]?\s+/;

export function isContentsHeading(text: string): boolean {
  const words = text.replace(CONTENTS_NUMBER, '').replace(/:$/, '').trim();
  return /^[A-Z]/.test(words) && CONTENTS_HEADINGS.has(words.toLowerCase().replace(/\s+/g, ' '));
}

/** Characters and words a paragraph's bold lead may have to be its title (a sentence in bold is emphasis). */
const BOLD_LEAD_MAX_CHARS = 80;
const BOLD_LEAD_MAX_WORDS = 10;
/** Characters of a question read for its heading, in bold or labelled (a question is a sentence or two). */
const QUESTION_MAX_CHARS = 400;
const QUESTION_LABEL = /^\s*(?:Question|Q)\s*:\s*/;
const ANSWER_LABEL = /^\s*(?:Answer|A)\s*:/;
/** Elements a labelled question may open with: its label is text, or text in an inline element. */
const LABEL_HOLDERS = new Set(['b', 'strong', 'font', 'span', 'i', 'em', 'u']);

/** A paragraph's title written in its text, the named anchor before it, and the paragraph's nodes after the title. */
export interface TextTitle {
  title: string;
  anchor?: string;
  rest: ChildNode[];
}

/**
 * A paragraph's nodes, looked through a named anchor that opens it: around the title alone (Slurm's FAQ,
 * `<p><a id="suspend"><b>…</b></a><br>`) or left open around the rest (ProFTPD's, `<p><a name="FAQ"><b>…`). `content`
 * leaves out white space.
 */
interface ParagraphNodes {
  nodes: ChildNode[];
  content: ChildNode[];
  anchor?: string;
}

export function paragraphNodes(p: Element): ParagraphNodes {
  const hasContent = (c: ChildNode) => !isBlankText(c);
  const named = p.children.find(hasContent);
  const anchor = named && isTag(named) ? anchorNamed(named) : undefined;
  if (!anchor) return { nodes: p.children, content: p.children.filter(hasContent) };
  const nodes = [...(named as Element).children, ...p.children.slice(p.children.indexOf(named!) + 1)];
  return { nodes, content: nodes.filter(hasContent), anchor };
}

/**
 * A paragraph that opens with a short text in bold on a line of its own (`<p><b>Configuring ProFTPD behind NAT</b><br>`),
 * or a question in bold (a FAQ's entry): its title and what follows the line break. Not an admonition's label
 * ("Note"), nor bold text that runs on in the paragraph's line (emphasis).
 */
export function boldLead(p: Element, { nodes, content, anchor }: ParagraphNodes): TextTitle | undefined {
  const [bold, br] = content;
  if (!bold || !isTag(bold) || !br || !isTag(br) || br.name !== 'br') return undefined;
  const own = p.attribs.id || bold.attribs.id || anchor;
  // A term in code on its line titles the paragraph when the paragraph is named (Artistic Style's options,
  // `<p id="_pad-oper"><code class="title">--pad-oper / -p</code><br>…`): unnamed, it is code a sentence shows.
  const title = leadTitle(bold, false, own !== undefined);
  if (!title) return undefined;
  return { title, ...(own ? { anchor: own } : {}), rest: nodes.slice(nodes.indexOf(br) + 1) };
}

/**
 * A named paragraph of one short bold term and nothing else, its name on it or on an empty anchor right before it
 * (HyperSQL's DocBook guide: `<a name="N11C66" class="indexterm"></a><p><span class="bold"><strong>CONCAT</strong>
 * </span></p>`, then the syntax and the description): an entry's title. Not a DocBook formal object's title
 * (`p.title`: "Example 4.1. …"), a numbered caption nor a sentence.
 */
export function boldOnly(p: Element, { content, anchor }: ParagraphNodes): TextTitle | undefined {
  if (content.length !== 1 || !isTag(content[0]!) || classesOf(p).includes('title')) return undefined;
  let bold: Element = content[0];
  for (let depth = 0; bold.name === 'span' && depth < 3; depth++) {
    const inner = bold.children.filter((c) => !isBlankText(c));
    if (inner.length !== 1 || !isTag(inner[0]!)) return undefined;
    bold = inner[0];
  }
  const own = p.attribs.id || anchor || anchorBefore(p);
  const title = own ? leadTitle(bold) : undefined;
  // A sentence in bold is a caption (Wireshark's "Help information available from editcap." over its listing).
  return title && !NUMBERED_CAPTION.test(title) && !title.endsWith('.') ? { title, anchor: own, rest: [] } : undefined;
}

/** Emphasis a paragraph's first line may be written in, nested in any order (see emphasisedAnchorLine). */
export const EMPHASIS = new Set(['b', 'strong', 'i', 'em']);
/** An anchor's name that reads as an option's or a command's identifier (`g_admin_to`, `cat`, `log-level`). */
export const IDENTIFIER_NAME = /^[A-Za-z_][\w.:-]{0,59}$/;

/**
 * A paragraph whose first line, up to its line break, is bold or italic text alone holding a named anchor, its name an
 * identifier (smstools' options: `<p><i><b><a name="g_admin_to">admin_to</a> = phone number</b></i><br><font
 * size="1">Default value: …</font><br>…`): an entry, titled by the line and anchored by the name. Read as text, a
 * reference of 227 options had stood in 40 windows under two headings.
 */
export function emphasisedAnchorLine({ content, nodes }: ParagraphNodes): TextTitle | undefined {
  const [line, br] = content;
  if (!line || !isTag(line) || !EMPHASIS.has(line.name) || !br || !isTag(br) || br.name !== 'br') return undefined;
  // Emphasis and the anchor alone, no line break or link in the line.
  let anchor: string | undefined;
  let nodesRead = 0;
  const stack: ChildNode[] = [...line.children];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (++nodesRead > HEAD_LINE_NODES) return undefined;
    if (!isTag(n)) continue;
    const name = anchorNamed(n);
    if (name) anchor ??= name;
    else if (!EMPHASIS.has(n.name)) return undefined;
    for (const c of n.children) stack.push(c);
  }
  const title = textOf(line, ENTRY_HEAD_MAX_CHARS + 1).replace(/\s+/g, ' ').trim();
  if (!anchor || !IDENTIFIER_NAME.test(anchor) || title.length > ENTRY_HEAD_MAX_CHARS || !ALNUM.test(title) || /[.:]$/.test(title)) return undefined;
  return { title, anchor, rest: nodes.slice(nodes.indexOf(br) + 1) };
}

/**
 * The name of an empty anchor that opens a heading, which the page's own links point at: asciidoc's `[[availability]]`
 * writes `<h3 id="_a_id_availability_a_availability"><a id="availability"></a>Availability</h3>`.
 */
export function openingAnchor(heading: Element): string | undefined {
  const first = heading.children.find((c) => !isBlankText(c));
  return first && isTag(first) && first.name === 'a' && first.attribs.href === undefined && isEmpty(first) ? anchorNamed(first) : undefined;
}

/** The name of an empty anchor right before an element (white space between them aside). */
function anchorBefore(el: Element): string | undefined {
  let n = el.prev;
  while (n && isBlankText(n)) n = n.prev;
  return n && isTag(n) && isEmpty(n) ? anchorNamed(n) : undefined;
}

/** Inline code that may title a named paragraph (see boldLead). */
export const CODE_LEADS = new Set(['code', 'tt', 'kbd', 'samp']);

/**
 * The title a bold line writes (see boldLead): short, or a question. Not a link (a way elsewhere), two lines, a label
 * ("Parameters:", "Note", "Warning!"), a labelled question or answer (see labelledQuestion), nor contents.
 */
export function leadTitle(bold: Element, named = false, code = false): string | undefined {
  if (bold.name !== 'b' && bold.name !== 'strong' && !(code && CODE_LEADS.has(bold.name))) return undefined;
  if (hasDescendant(bold, (e) => e.name === 'br' || (e.name === 'a' && e.attribs.href !== undefined))) return undefined;
  const title = textOf(bold, QUESTION_MAX_CHARS + 1).replace(/\s+/g, ' ').trim();
  const short = title.length <= BOLD_LEAD_MAX_CHARS && title.split(' ').length <= BOLD_LEAD_MAX_WORDS;
  // A line named by an anchor (a FAQ's "FAQ-COM050 : WHAT IS THE LOG SIZE LIMIT AWSTATS CAN ANALYZE") may be as long as a question.
  const long = (named || title.endsWith('?')) && title.length <= QUESTION_MAX_CHARS;
  if (!ALNUM.test(title) || !(short || long)) return undefined;
  if (title.endsWith(':') || QUESTION_LABEL.test(title) || ANSWER_LABEL.test(title) || isContentsHeading(title)) return undefined;
  if (ADMONITION_KINDS.has(title.replace(/[!.]+$/, '').toLowerCase())) return undefined;
  return title;
}
/** What may stand right before a line of its own in such a flow, and (but a rule) right after it: a line break, a rule, a block. */
const LINE_BEFORE = new Set(['br', 'hr', 'p', 'table', 'ul', 'ol', 'dl', 'pre', 'div', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Whether an element (bold text, or the anchor that wraps it) stands on a line of its own in its parent's flow: after
 * a line break, a rule or a block (or first), an empty named anchor between them (its name returned), and before a
 * line break or a block.
 */
export function lineOfItsOwn(line: Element): { anchor?: string } | undefined {
  const namedAnchor = (n: ChildNode) => (isTag(n) && isEmpty(n) ? anchorNamed(n) : undefined);
  let before: ChildNode | undefined;
  let anchor: string | undefined;
  // The anchor that names the line is looked through, right before it or before the line break that opens it
  // (`<a name="OLDLOG"></a><br><b>…`). At most LINE_LOOK siblings each way: reading them all, a page of thousands of
  // bold lines cost time quadratic in its length.
  let breaks = 0;
  let steps = 0;
  for (let n = line.prev; n && steps < LINE_LOOK; n = n.prev, steps++) {
    if (isBlankText(n)) continue;
    const name = namedAnchor(n);
    if (name) {
      anchor ??= name;
      continue;
    }
    if (before === undefined) before = n;
    if (!(isTag(n) && n.name === 'br') || ++breaks > 1 || anchor !== undefined) break;
  }
  if (steps >= LINE_LOOK) return undefined;
  if (before !== undefined && !(isTag(before) && LINE_BEFORE.has(before.name))) return undefined;
  let after = line.next;
  for (steps = 0; after && isBlankText(after) && steps < LINE_LOOK; after = after.next, steps++);
  if (!after || !isTag(after) || !LINE_BEFORE.has(after.name) || after.name === 'hr') return undefined;
  return anchor ? { anchor } : {};
}

/** Siblings lineOfItsOwn looks through each way. */
export const LINE_LOOK = 8;

/**
 * A FAQ's entry written as a paragraph labelled "Question:" (or "Q:"), its answer labelled "Answer:" (or "A:") after a
 * line break or in the next paragraph: the question, without its label, and what follows the line break.
 */
export function labelledQuestion(p: Element, { nodes, content, anchor }: ParagraphNodes): TextTitle | undefined {
  // The label first, read from the paragraph's opening text alone.
  const first = content[0];
  if (!first || (isTag(first) && !LABEL_HOLDERS.has(first.name)) || !QUESTION_LABEL.test(leadingText(content.slice(0, 2), 24))) return undefined;
  const br = content.find((n) => isTag(n) && n.name === 'br');
  const written = leadingText(br ? nodes.slice(0, nodes.indexOf(br)) : nodes, QUESTION_MAX_CHARS + 1);
  if (!QUESTION_LABEL.test(written) || written.length > QUESTION_MAX_CHARS) return undefined;
  const rest = br ? nodes.slice(nodes.indexOf(br) + 1) : [];
  const next = nextElementOf(p);
  const answered = ANSWER_LABEL.test(br ? leadingText(rest, 20) : next?.name === 'p' ? textOf(next, 20) : '');
  const title = written.replace(QUESTION_LABEL, '').trim();
  if (!answered || !ALNUM.test(title)) return undefined;
  const own = p.attribs.id || anchor;
  return { title, ...(own ? { anchor: own } : {}), rest };
}

/** A term an anchored line names (`--abr n`), at most this long and this many words; the whole line at most this long. */
const ANCHORED_TERM_MAX_CHARS = 60;
const ANCHORED_TERM_MAX_WORDS = 6;
const ANCHORED_LINE_MAX_CHARS = 160;
/** Anchored lines among a parent's paragraphs that make them its entries' titles. */
export const ANCHORED_LINES_MIN = 3;
/** A numbered caption: "Listing 2: …", "Figure 3. …", "Table 1 - …". */
const NUMBERED_CAPTION = /^\p{L}+\s+\d+(?:\.\d+)*\s*[.:-]/u;

/**
 * A paragraph that is one line opening with a named anchor round a short term, and perhaps a few words on it (LAME's
 * switches: `<p class="settingtitle"><a name="abr"><span>--abr n</span></a> Average bitrate encoding</p>`, then its
 * paragraphs): the term as a title, its anchor, and the words after it. See anchoredEntryTitle for when it heads one.
 */
export function anchoredTermLine(p: Element): TextTitle | undefined {
  if (p.name !== 'p') return undefined;
  const first = p.children.find((c) => !isBlankText(c));
  const anchor = first && isTag(first) && !isEmpty(first) ? anchorNamed(first) : undefined;
  if (!anchor) return undefined;
  const term = textOf(first!, ANCHORED_TERM_MAX_CHARS + 1);
  // A footnote's number (`<a name="note1"><sup>1</sup></a>`) names no entry, nor does a caption ("Listing 2: …").
  if (term.length > ANCHORED_TERM_MAX_CHARS || term.split(' ').length > ANCHORED_TERM_MAX_WORDS || !/\p{L}/u.test(term) || NUMBERED_CAPTION.test(term)) return undefined;
  if (textOf(p, ANCHORED_LINE_MAX_CHARS + 1).length > ANCHORED_LINE_MAX_CHARS || hasDescendant(p, (e) => e.name === 'br')) return undefined;
  return { title: term, anchor, rest: p.children.slice(p.children.indexOf(first!) + 1) };
}

/** An entry head's line (see classedEntryHeads), at most this long: a call with its arguments, options with theirs. */
export const ENTRY_HEAD_MAX_CHARS = 100;
/** Nodes of a block read for its first line (see headLine). */
export const HEAD_LINE_NODES = 64;
