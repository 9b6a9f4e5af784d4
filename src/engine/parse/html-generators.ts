/**
 * What documentation generators mark without the HTML tags for it, read by their classes, ids and layout: a page
 * title (Doxygen's `div.headertitle`, Haddock's module caption), a declaration (Haddock's `p.src`, ocamldoc's
 * `pre > span#VAL...`), an RDoc method heading, Doxygen's code (`div.fragment`) and signatures (`table.memname`),
 * TypeDoc's signatures (`div.tsd-signature`), Javadoc's (JDK 17) signatures and summary grids,
 * and groff's options as indented paragraphs. html.ts's walker asks here and reads what it is told.
 * @module
 */
import { isTag, type ChildNode, type Element } from 'domhandler';
import { classesOf, hasClass, hasClassOf, parentOf, textOf } from './html-chrome.ts';

export type GeneratorReader =
  | 'title'
  | 'fragment'
  | 'signature'
  | 'method'
  | 'crystal-member'
  | 'pydoctor-member'
  | 'declaration'
  | 'typedoc-signature'
  | 'javadoc-signature'
  | 'javadoc-summary'
  | 'qanda-entry'
  | 'haddock-instances'
  | 'haddock-methods';

/** Haddock and ocamldoc group a module's declarations under h1-h4 headings: a declaration is an entry below them. */
export const DECLARATION_LEVEL = 5;

/** RDoc (Darkfish) heads its method lists with an h3 ("Public Instance Methods"): a method is one level below. */
export const RDOC_METHOD_LEVEL = 4;

/** Crystal heads its member details with an h2 ("Instance Method Detail"): a member is one level below. */
export const CRYSTAL_MEMBER_LEVEL = 3;

/** pydoctor's members follow the page's h1 (the class or module) with no heading of their own between. */
export const PYDOCTOR_MEMBER_LEVEL = 2;

/** How an element is read when a generator marks what it is by its classes or ids rather than its tag. */
export function generatorReader(el: Element, classes: readonly string[]): GeneratorReader | undefined {
  if (el.name === 'div' && classes.includes('headertitle')) return 'title';
  // Haddock's module name (`div#module-header p.caption`) and declarations (`div.top > p.src`).
  if (el.name === 'p' && classes.includes('caption') && el.parent && isTag(el.parent) && el.parent.attribs.id === 'module-header') return 'title';
  if (el.name === 'p' && classes.includes('src') && hasClassOf(parentOf(el), 'top')) return 'declaration';
  // ocamldoc's values and types: `<pre><span id="VALhd">val hd</span> : 'a list -> 'a</pre>` before their `div.info`;
  // odoc's, `div.odoc-spec > div.spec#val-wrap_callback` before their `div.spec-doc`.
  if (el.name === 'pre' && isOcamldocDeclaration(el)) return 'declaration';
  if (el.name === 'div' && classes.includes('spec') && el.attribs.id && hasClassOf(parentOf(el), 'odoc-spec')) return 'declaration';
  // RDoc's method headings: `<div class="method-heading"><span class="method-name">new</span>...`, no h tag.
  if (el.name === 'div' && classes.includes('method-heading')) return 'method';
  // Crystal's member signatures (`div.entry-detail#decode(data):Bytes-instance-method > div.signature`) and pydoctor's
  // (`div.functionHeader` after the member's `a[name]`): no h tag either.
  if (el.name === 'div' && classes.includes('signature') && hasClassOf(parentOf(el), 'entry-detail')) return 'crystal-member';
  if (el.name === 'div' && classes.includes('functionHeader')) return 'pydoctor-member';
  if (el.name === 'div' && classes.includes('fragment') && el.children.some((c) => isTag(c) && classesOf(c).includes('line'))) return 'fragment';
  if (el.name === 'table' && classes.includes('memname')) return 'signature';
  // TypeDoc's signatures and declarations: spans of a TypeScript signature, its line breaks written as `<br>`.
  if (el.name === 'div' && classes.includes('tsd-signature')) return 'typedoc-signature';
  // Javadoc's (JDK 17) member and type signatures, spans in a div where older ones wrote a `pre`; its summary tables, a
  // grid of divs with a header cell per column.
  if (el.name === 'div' && (classes.includes('member-signature') || classes.includes('type-signature'))) return 'javadoc-signature';
  if (el.name === 'div' && classes.includes('summary-table')) return 'javadoc-summary';
  if (el.name === 'div' && hasClass(classes, 'qandaentry') && qandaQuestion(el)) return 'qanda-entry';
  // Haddock's instance list under a class or type: the instances their own comment documents (see haddockInstances).
  if (el.name === 'div' && classes.includes('subs') && classes.includes('instances')) return 'haddock-instances';
  // Its class's methods, each a `p.src` holding the method's defining anchor before the method's `div.doc`.
  if (el.name === 'div' && classes.includes('subs') && classes.includes('methods') && el.children.some((c) => isTag(c) && haddockMethodAnchor(c))) return 'haddock-methods';
  return undefined;
}

/** The defining anchor (`a.def[id]`, `<a id="v:lookAhead" class="def">`) of a Haddock class method's `p.src`. */
export function haddockMethodAnchor(src: Element): string | undefined {
  if (src.name !== 'p' || !classesOf(src).includes('src')) return undefined;
  const def = src.children.find((c): c is Element => isTag(c) && c.name === 'a' && classesOf(c).includes('def') && !!c.attribs.id);
  return def?.attribs.id;
}

/*
 * DocBook's questions and answers (a FAQ's `qandaset`). Its DSSSL stylesheets write an entry as `div.qandaentry` holding
 * `div.question` and `div.answer`; its XSL stylesheets write a table in `div.qandaset` of rows, `tr.question` (a cell for
 * the label, "1.1.", then one for the question) and `tr.answer`. No heading tag says that a question heads its answer.
 */

/** The question of a DSSSL `div.qandaentry`. */
export function qandaQuestion(entry: Element): Element | undefined {
  return entry.children.find((c): c is Element => isTag(c) && c.name === 'div' && hasClass(classesOf(c), 'question'));
}

/** Whether a table is the XSL stylesheets' question-and-answer table: in a `div.qandaset`, with a `tr.question` row. */
export function isQandaTable(table: Element, rows: Element[]): boolean {
  let holder = table.parent;
  // A table of questions elsewhere (a quiz's `tr.question` rows, their cells the answers) is a table like any other.
  for (let up = 0; up < 2 && holder && isTag(holder); up++, holder = holder.parent) {
    if (hasClass(classesOf(holder), 'qandaset') || hasClass(classesOf(holder), 'qandadiv')) return rows.some((row) => qandaRowKind(row) === 'question');
  }
  return false;
}

/** What a row of an XSL question-and-answer table is: a question, an answer, or neither (a group's title, a preamble). */
export function qandaRowKind(row: Element): 'question' | 'answer' | undefined {
  const classes = classesOf(row);
  return hasClass(classes, 'question') ? 'question' : hasClass(classes, 'answer') ? 'answer' : undefined;
}

/** A question's text without the label the stylesheet puts before it ("13. ", "A.1.", "Q:"). */
export function withoutQuestionLabel(text: string): string {
  return text.replace(/^\s*(?:Q:|(?:[A-Z]|\d+)(?:\.\d+)*\.)\s*/, '');
}

function isOcamldocDeclaration(pre: Element): boolean {
  const first = pre.children.find(isTag);
  return first?.name === 'span' && /^(?:VAL|TYPE|EXCEPTION|MODULE|CLASS|METHOD|ATT)[A-Za-z_]/.test(first.attribs.id ?? '');
}

/** A paragraph's left margin in percent, as groff's HTML writes it (`style="margin-left:11%"`), or undefined. */
function leftMargin(el: Element): number | undefined {
  if (el.name !== 'p') return undefined;
  const m = /margin-left:\s*(\d+(?:\.\d+)?)%/.exec(el.attribs.style ?? '');
  return m ? Number(m[1]) : undefined;
}

/** A term of this many characters or fewer can name an entry. */
const INDENTED_TERM_MAX = 120;

/**
 * groff's HTML (`man -Thtml`, `groff -Thtml`) writes an option as a paragraph and its explanation as the paragraphs
 * after it with a deeper left margin. Among sibling nodes, each short paragraph followed by deeper ones, when there
 * are three or more (a list of options, not one indented note): the term and its paragraphs; `inside` holds the
 * paragraphs taken. One pass over the siblings.
 */
export function indentedEntries(nodes: ChildNode[]): (Map<ChildNode, Element[]> & { inside: Set<ChildNode> }) | undefined {
  const paragraphs = nodes.filter((n): n is Element => isTag(n) && leftMargin(n) !== undefined);
  if (paragraphs.length < 6) return undefined;
  const entries = Object.assign(new Map<ChildNode, Element[]>(), { inside: new Set<ChildNode>() });
  const elements = nodes.filter(isTag);
  for (let i = 0; i < elements.length; i++) {
    const term = elements[i]!;
    const margin = leftMargin(term);
    if (margin === undefined || textOf(term).trim().length > INDENTED_TERM_MAX) continue;
    const definitions: Element[] = [];
    for (let k = i + 1; k < elements.length; k++) {
      const deeper = leftMargin(elements[k]!);
      if (deeper === undefined || deeper <= margin) break;
      definitions.push(elements[k]!);
    }
    if (definitions.length === 0) continue;
    entries.set(term, definitions);
    for (const d of definitions) entries.inside.add(d);
    i += definitions.length;
  }
  return entries.size >= 3 ? entries : undefined;
}
