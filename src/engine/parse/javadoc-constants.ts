/**
 * Javadoc's `constant-values.html`: the only page that says what a `static final` field holds (`DEFAULT_PORT` is
 * 445, `MIME_PNG` is "image/png"); the field's own entry shows its type and name alone. Read into the values of each
 * class's constants, for the reader of that class's page to show after its fields' signatures.
 * @module
 */
import { isTag, type ChildNode, type Element } from 'domhandler';
import { classesOf, textOf } from './html-chrome.ts';
import { htmlNodes } from './html.ts';

/** A value shown is cut to this many characters (a long string constant says what it is in its first words). */
const VALUE_MAX = 200;
/** A row's name cell is looked for this many cells back from its value. */
const CELLS_BACK = 3;
/** `org.acme.Codec.DEFAULT_PORT`: a field's qualified name, as Javadoc writes it in the row's anchor. */
const QUALIFIED_FIELD = /^[\w$]+(?:\.[\w$]+)+$/;

/**
 * The constants of `constant-values.html`, by class (its qualified name, `org.acme.Codec`, a nested class's
 * `org.acme.Codec.Options`) and then by field name. JDK 8-11 write each as a table row (`td.colFirst` holding the
 * anchor, `td.colLast` the value), JDK 17 as a grid of divs (`div.col-first > code#org.acme.Codec.PORT`, then
 * `div.col-last`).
 */
export function javadocConstants(html: string): Map<string, Map<string, string>> {
  const byClass = new Map<string, Map<string, string>>();
  const stack: ChildNode[] = [...htmlNodes(html)];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    const classes = classesOf(node);
    if (classes.includes('colLast') || classes.includes('col-last')) {
      const name = fieldOfRow(node);
      const value = textOf(node, VALUE_MAX + 1).replace(/\s+/g, ' ').trim();
      if (name && value) {
        const dot = name.lastIndexOf('.');
        const owner = name.slice(0, dot);
        const fields = byClass.get(owner) ?? new Map<string, string>();
        fields.set(name.slice(dot + 1), value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX)}…` : value);
        byClass.set(owner, fields);
      }
      continue;
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  return byClass;
}

/** The qualified name of the field whose value cell is `cell`: the anchor in a cell before it in its row. */
function fieldOfRow(cell: Element): string | undefined {
  let before = cell.prev;
  for (let n = 0; before && n < CELLS_BACK * 2; n++, before = before.prev) {
    if (!isTag(before)) continue;
    const name = anchorIn(before);
    if (name) return name;
  }
  return undefined;
}

/** The first `id` or `name` in an element (or on it) that is a field's qualified name. */
function anchorIn(el: Element): string | undefined {
  const stack: Element[] = [el];
  let seen = 0;
  while (stack.length > 0 && seen++ < 50) {
    const node = stack.pop()!;
    const name = node.attribs.id ?? node.attribs.name;
    if (name && QUALIFIED_FIELD.test(name)) return name;
    for (let i = node.children.length - 1; i >= 0; i--) {
      const c = node.children[i]!;
      if (isTag(c)) stack.push(c);
    }
  }
  return undefined;
}
