/**
 * The labels of tabbed code blocks (VitePress' code groups, Material's tabbed content), each given to its block.
 * @module
 */
import { type Element, isTag } from 'domhandler';
import { classesOf, parentOf, textOf } from './html-chrome.ts';
import { descendants } from './html-dom.ts';

/**
 * The labels of tabbed panels: the tab a panel names or that names it, else by position, the n-th panel the n-th tab's (Docusaurus and Starlight, `role=tab`
 * in a `role=tablist` beside the panels; Material for MkDocs, `label`s in `div.tabbed-labels` beside `div.tabbed-content`;
 * VitePress' code groups, `label`s in `div.tabs` beside `div.blocks`).
 * Each container's tabs and panels are read once.
 */
export class TabLabels {
  private known = new Map<Element, Map<Element, string>>();
  /** Each element's tab list among its children or grandchildren (null: none), and each tab list's tabs, found once. */
  private lists = new Map<Element, Element | null>();
  private tabsOf = new Map<Element, Element[]>();

  labelOf(panel: Element): string | undefined {
    const parent = parentOf(panel);
    if (!parent) return undefined;
    let labels = this.known.get(parent);
    if (!labels) {
      labels = new Map();
      this.known.set(parent, labels);
      const material = classesOf(panel).includes('tabbed-block');
      const codeGroup = isCodeGroupBlock(panel);
      const isPanel = (c: Element) => (material ? classesOf(c).includes('tabbed-block') : codeGroup ? isCodeGroupBlock(c) : c.attribs.role === 'tabpanel');
      const panels = parent.children.filter((c): c is Element => isTag(c) && isPanel(c));
      const tabs = material || codeGroup ? this.besideTabs(parent, material ? materialTabs : codeGroupTabs) : this.ariaTabs(parent);
      // A panel named by its tab (`aria-labelledby`) or naming it (`aria-controls`) is that tab's; otherwise by position.
      // One panel whose content a script changes (Javadoc's "All Methods", "Static Methods" tabs) is no tab's own, and
      // tabs that do not match the panels one for one (a nested set's, a carousel's) say nothing of them by position.
      const byId = new Map(tabs.filter((t) => t.attribs.id).map((t) => [t.attribs.id!, t]));
      const byPanel = new Map(tabs.filter((t) => t.attribs['aria-controls']).map((t) => [t.attribs['aria-controls']!, t]));
      const inOrder = panels.length >= 2 && tabs.length === panels.length;
      panels.forEach((p, i) => {
        const tab = byId.get(p.attribs['aria-labelledby'] ?? '') ?? byPanel.get(p.attribs.id ?? '') ?? (inOrder ? tabs[i] : undefined);
        const text = tab && textOf(tab).replace(/\s+/g, ' ').trim();
        if (text && panels.length >= 2) labels!.set(p, text);
      });
    }
    return labels.get(panel);
  }

  /** The labels beside a container of blocks (Material's, VitePress'), read once per set that holds the container. */
  private besideTabs(container: Element, read: (container: Element) => Element[]): Element[] {
    const set = parentOf(container) ?? container;
    let tabs = this.tabsOf.get(set);
    if (!tabs) {
      tabs = read(container);
      this.tabsOf.set(set, tabs);
    }
    return tabs;
  }

  /** The `role=tab` elements of the tab list beside a container of panels: in it, or in its parent. */
  private ariaTabs(container: Element): Element[] {
    const around = parentOf(container);
    const list = this.listIn(container) ?? (around ? this.listIn(around) : null);
    if (!list) return [];
    let tabs = this.tabsOf.get(list);
    if (!tabs) {
      tabs = descendants(list, (e) => e.attribs.role === 'tab', 3);
      this.tabsOf.set(list, tabs);
    }
    return tabs;
  }

  /** The `role=tablist` among an element's children or grandchildren, looked for once per element. */
  private listIn(el: Element): Element | null {
    let list = this.lists.get(el);
    if (list === undefined) {
      list = null;
      for (const child of el.children) {
        if (!isTag(child)) continue;
        list = child.attribs.role === 'tablist' ? child : (child.children.find((c): c is Element => isTag(c) && c.attribs.role === 'tablist') ?? null);
        if (list) break;
      }
      this.lists.set(el, list);
    }
    return list;
  }
}

/** A block of VitePress' code group: a `div.language-*` in the group's `div.blocks`. */
export function isCodeGroupBlock(el: Element): boolean {
  const blocks = parentOf(el);
  const group = blocks && parentOf(blocks);
  return classesOf(el).some((c) => c.startsWith('language-')) && blocks !== undefined && classesOf(blocks).includes('blocks') && group !== undefined && classesOf(group).includes('vp-code-group');
}

/** VitePress' labels for the blocks of a code group: the `label`s of the `div.tabs` beside its `div.blocks`. */
function codeGroupTabs(blocks: Element): Element[] {
  const tabs = parentOf(blocks)?.children.find((c): c is Element => isTag(c) && classesOf(c).includes('tabs'));
  return tabs ? tabs.children.filter((c): c is Element => isTag(c) && c.name === 'label') : [];
}

/** Material's labels for the blocks of its `div.tabbed-content`: the `label`s of the `div.tabbed-labels` beside it. */
function materialTabs(content: Element): Element[] {
  const labels = parentOf(content)?.children.find((c): c is Element => isTag(c) && classesOf(c).includes('tabbed-labels'));
  return labels ? labels.children.filter((c): c is Element => isTag(c) && c.name === 'label') : [];
}
