/**
 * Entries an MDX component is given as data rather than as children: an attribute whose value is an array literal
 * of object literals, as reference pages write their tables of properties and parameters:
 *
 * ```mdx
 * <PropertiesTable content={[{ name: "strategy", type: "'truncate' | 'abort'", default: "'truncate'",
 *   description: "Strategy when token limit is reached" }]} />
 * ```
 *
 * A rule of the format, not of a component: each object is an entry, named by a name-like key (`name`, `title`,
 * `key`, ...) and qualified by its `type` and `default`, its text a prose key (`description`, ...); an array of such
 * objects inside one (`properties`, `parameters`) holds its entries one level down. Only literal values are read from
 * the expression's syntax tree (strings, template literals without expressions, numbers, booleans): nothing is
 * evaluated. An array whose objects have neither a name-like nor a prose key is no list of entries.
 * @module
 */

/** One entry: its heading (none when only prose was given), its text, the entries of its nested arrays. */
export interface DataEntry {
  name?: string;
  text?: string;
  entries: DataEntry[];
}

/** Keys that name an entry, the first present winning. */
const NAME_KEYS = ['name', 'title', 'key', 'prop', 'property', 'id', 'field', 'option', 'param', 'parameter', 'flag'];
/** Keys that hold what an entry says, the first present winning. */
const PROSE_KEYS = ['description', 'desc', 'summary', 'details', 'doc', 'text'];
const DEFAULT_KEYS = ['default', 'defaultValue'];
/** Entries read from one element, nested ones included; the rest are left out. */
const MAX_ENTRIES = 2000;
/** Arrays read inside one another (a wrapper object holding only an array counts as one): deeper ones are left out. */
const MAX_DEPTH = 6;
/** A type longer than this is said in the entry's text rather than its heading. */
const HEADING_TYPE_CHARS = 80;

/** The estree nodes read here, loosely typed: each reader checks `type` itself. */
interface EsNode {
  type: string;
  body?: EsNode[];
  expression?: EsNode;
  elements?: (EsNode | null)[];
  properties?: EsNode[];
  key?: EsNode;
  value?: unknown;
  name?: string;
  computed?: boolean;
  kind?: string;
  method?: boolean;
  expressions?: EsNode[];
  quasis?: { value: { cooked?: string | null } }[];
}

/**
 * The entries of a JSX element's attributes given as array literals (see the module's description), in the order
 * written; empty when it has none.
 */
export function attributeEntries(attributes: unknown): DataEntry[] {
  if (!Array.isArray(attributes)) return [];
  const budget = { left: MAX_ENTRIES };
  const out: DataEntry[] = [];
  for (const a of attributes as { type?: string; value?: unknown }[]) {
    if (a.type !== 'mdxJsxAttribute' || typeof a.value !== 'object' || a.value === null) continue;
    const program = (a.value as { data?: { estree?: EsNode } }).data?.estree;
    const statement = program?.body?.length === 1 ? program.body[0] : undefined;
    if (statement?.type !== 'ExpressionStatement' || !statement.expression) continue;
    const entries = arrayEntries(statement.expression, 1, budget);
    if (entries) out.push(...entries);
  }
  return out;
}

/**
 * An array literal's entries, or undefined when it is no list of entries: an element that is no object literal, or
 * no object with a name-like or prose key.
 */
function arrayEntries(node: EsNode, depth: number, budget: { left: number }): DataEntry[] | undefined {
  if (node.type !== 'ArrayExpression' || depth > MAX_DEPTH) return undefined;
  const objects = node.elements ?? [];
  if (objects.length === 0 || objects.some((o) => o?.type !== 'ObjectExpression')) return undefined;
  const out: DataEntry[] = [];
  let named = false;
  // Navigation given as data (`<Cards items={[{ title, href }]}>`, tabs' `{ label, value, id }`) says nothing of
  // its own: an array is entries only when some object has prose, a type or a default.
  let described = false;
  for (const object of objects as EsNode[]) {
    if (budget.left <= 0) break;
    const fields = new Map<string, string>();
    const nested: DataEntry[] = [];
    for (const p of object.properties ?? []) {
      if (p.type !== 'Property' || p.computed || p.method || p.kind !== 'init' || !p.key) continue;
      const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' && typeof p.key.value === 'string' ? p.key.value : undefined;
      if (key === undefined || !p.value || typeof p.value !== 'object') continue;
      const value = p.value as EsNode;
      const literal = literalOf(value);
      if (literal !== undefined) {
        if (!fields.has(key)) fields.set(key, literal);
      } else if (value.type === 'ArrayExpression') {
        const inner = arrayEntries(value, depth + 1, budget);
        if (inner) nested.push(...inner);
      }
    }
    const name = first(fields, NAME_KEYS);
    const text = first(fields, PROSE_KEYS);
    if (name === undefined && text === undefined) {
      // An object that only wraps an array of entries (`{ parameters: [{ name: ... }] }`) stands for them.
      out.push(...nested);
      named ||= nested.length > 0;
      described ||= nested.length > 0;
      continue;
    }
    named = true;
    described ||= text !== undefined || fields.has('type') || first(fields, DEFAULT_KEYS) !== undefined || nested.length > 0;
    budget.left--;
    out.push(entryOf(name, text, fields, nested));
  }
  return named && described ? out : undefined;
}

/** An entry's heading: its name, qualified by its type and default (`strategy (type: 'truncate' | 'abort', default: 'truncate')`). */
function entryOf(name: string | undefined, text: string | undefined, fields: Map<string, string>, entries: DataEntry[]): DataEntry {
  if (name === undefined) return { text, entries };
  const type = fields.get('type');
  const fallback = first(fields, DEFAULT_KEYS);
  const shortType = type !== undefined && type.length <= HEADING_TYPE_CHARS ? type : undefined;
  const qualifiers = [shortType !== undefined ? `type: ${shortType}` : '', fallback !== undefined ? `default: ${fallback}` : ''].filter(Boolean);
  const heading = qualifiers.length > 0 ? `${name} (${qualifiers.join(', ')})` : name;
  const said = [type !== undefined && shortType === undefined ? `Type: ${type}` : '', text ?? ''].filter(Boolean).join('\n');
  return { name: heading, text: said || undefined, entries };
}

function first(fields: Map<string, string>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = fields.get(key);
    if (value !== undefined && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** A literal's value as text: a string, a template literal without expressions, a number or a boolean. */
function literalOf(node: EsNode): string | undefined {
  if (node.type === 'Literal') {
    const v = node.value;
    return typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) ? String(v) : undefined;
  }
  if (node.type === 'TemplateLiteral' && (node.expressions?.length ?? 0) === 0 && node.quasis?.length === 1) {
    return node.quasis[0]!.value.cooked ?? undefined;
  }
  return undefined;
}
