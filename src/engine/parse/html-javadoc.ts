/**
 * What the walker reads of Javadoc's pages by their marks: its layout lists, its description's heading level, its
 * header, summary tables and their captions, "Overrides:" labels, long lists of types, and constants' values.
 * @module
 */
import { type Element, isTag } from 'domhandler';
import { classesOf, findDescendant, textOf } from './html-chrome.ts';
import { hasDescendant } from './html-dom.ts';

/** Javadoc's "Overrides:" or "Specified by:" label: in a span of its own (JDK 8-15), or as the term's whole text. */
export function isOverrideLabel(dt: Element, javadoc: boolean): boolean {
  if (hasDescendant(dt, (c) => classesOf(c).includes('overrideSpecifyLabel'))) return true;
  return javadoc && /^(?:Overrides|Specified by):$/.test(textOf(dt).trim());
}

/** The lists Javadoc lays a page out with (JDK 8-15, then 17 on): sections, not items. */
export const JAVADOC_LAYOUT_LISTS = new Set(['blockList', 'blockListLast', 'member-list', 'summary-list', 'details-list', 'block-list']);

/** Where a Javadoc description's highest headings go: below the member details' (h4) and the class's. */
export const JAVADOC_DESCRIPTION_LEVEL = 5;

/**
 * A Javadoc line that only lists types ("All Known Implementing Classes:" of an interface with 573 of them, which had
 * filled three windows before the interface's one-line description): its first TYPE_LIST_MAX, and how many more.
 */
export function cappedTypeList(text: string): string {
  if (text.length < TYPE_LIST_MAX * 4 || !text.startsWith('`')) return text;
  const items = text.split(', ');
  if (items.length <= TYPE_LIST_MAX || !items.every((item) => /^`[^`]+`$/.test(item))) return text;
  return `${items.slice(0, TYPE_LIST_MAX).join(', ')}, … (${items.length - TYPE_LIST_MAX} more)`;
}
const TYPE_LIST_MAX = 30;

/**
 * A Javadoc field's signature with its value, which only the site's constant-values page says: `public static final
 * int DEFAULT_PORT = 445`. Other code as it is.
 */
export function withConstantValue(code: string, constants: ReadonlyMap<string, string>): string {
  const signature = code.trim();
  if (signature.length > CONSTANT_SIGNATURE_MAX || signature.includes('=')) return code;
  const words = signature.split(/\s+/);
  if (!words.includes('static') || !words.includes('final')) return code;
  const value = constants.get(words[words.length - 1]!);
  return value === undefined ? code : `${signature} = ${value}`;
}
const CONSTANT_SIGNATURE_MAX = 300;

/** A link to one of the pages Javadoc generates beside the API's (see folder.ts's GENERATED). */
export const JAVADOC_GENERATED_PAGE = /(?:^|\/)(?:constant-values|serialized-form)\.html(?:#|$)/;

/** The tables of classes and packages that JDK 8-11's package and overview pages hold. */
export const JAVADOC_SUMMARY_TABLES = new Set(['typeSummary', 'packageSummary', 'overviewSummary']);

/** The caption of a Javadoc summary table (JDK 8-11's `caption > span`), or its first tab's label. */
export function javadocCaption(el: Element): string | undefined {
  const caption = findDescendant(el, (c) => c.name === 'caption' || classesOf(c).includes('caption') || c.attribs.role === 'tab');
  const text = caption ? textOf(caption, 200).replace(/\s+/g, ' ').trim() : '';
  return text || undefined;
}

/**
 * The label of a Javadoc summary table (JDK 16-21) from the element that holds it: its caption (`div.caption`), or the
 * active tab of its tab bar (`div.table-tabs`: "All Classes and Interfaces"), which is all that names a table with tabs.
 */
export function javadocSummaryLabel(el: Element): string | undefined {
  const lead = el.children.find(isTag);
  if (!lead || lead.name !== 'div') return undefined;
  const leadClasses = classesOf(lead);
  const label = leadClasses.includes('caption') ? lead : leadClasses.includes('table-tabs') ? findDescendant(lead, (c) => classesOf(c).includes('active-table-tab')) : undefined;
  const text = label ? textOf(label, 200).replace(/\s+/g, ' ').trim() : '';
  return text || undefined;
}

/** Javadoc's page header (`div.header`), which holds a class's package line and title. */
export function isJavadocHeader(el: Element | undefined | null): boolean {
  return el?.name === 'div' && classesOf(el).includes('header');
}
