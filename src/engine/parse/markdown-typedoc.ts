/**
 * API references written by TypeDoc with typedoc-plugin-markdown: a page per function, class or interface, titled
 * `# Function: once()`, `# Class: LRUCache`, with a `Defined in:` line under each declaration. The plugin heads every
 * part of a declaration (`## Call Signature`, `### Parameters`, `#### callbackfn`, `### Returns`, `### Example`, a
 * custom block tag's `### Data Last`): read as sections, a function's page became thirty pieces, the first a
 * "Call Signature" with no name. They are labels of the entry they stand in, as the HTML reader reads TypeDoc's
 * (isTypeDocLabel); a class's or an interface's members (`### size` under `## Properties`) stay entries of their own.
 * @module
 */
import { ALNUM } from './_shared.ts';
import { FenceTracker } from './bounds.ts';

/**
 * The kinds the plugin titles a page with (`# Function: sumBy()`, `# Type Alias: Options`, v3's `# Type alias: X`),
 * struck through when deprecated (`# ~~Function: pathOr()~~`).
 */
const TITLE = /^# (?:~~)?(?:Abstract )?(?:Function|Class|Interface|Type Alias|Variable|Enumeration|Enum|Namespace|Module): \S/i;
/** The line that says where a declaration is (`Defined in: index.d.ts:11397`, `Defined in: [src/a.ts:3](…)`). */
const DEFINED_IN = /^Defined in: \S/;
/** Version 3's form of it: a heading over the place. */
const DEFINED_IN_HEADING = /^#{2,6}[ \t]+Defined in[ \t]*$/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;

/**
 * Whether a Markdown page is one typedoc-plugin-markdown wrote: its first heading is an h1 of a declaration's kind and
 * name, and a `Defined in` line (or v3's heading) says where a declaration is. Read line by line, once.
 */
export function isTypeDocMarkdown(text: string): boolean {
  const code = new FenceTracker();
  let titled = false;
  for (const line of text.split('\n')) {
    if (code.inside(line)) continue;
    if (!titled) {
      if (!ATX_HEADING.test(line)) continue;
      if (!TITLE.test(line)) return false;
      titled = true;
    } else if (DEFINED_IN.test(line) || DEFINED_IN_HEADING.test(line)) return true;
  }
  return false;
}

/** The h2 headings that group a class's, an interface's or a namespace's members: the h3s under them are entries. */
const GROUPS = new Set([
  'constructors', 'properties', 'methods', 'accessors', 'events', 'enumeration members', 'functions', 'variables',
  'classes', 'interfaces', 'type aliases', 'enumerations', 'namespaces', 'modules', 'references',
]);
/** Labels after which a declaration's signature and description come: each overload repeats the description. */
const SIGNATURES = new Set(['call signature', 'construct signature', 'get signature', 'set signature', 'index signature']);
const EXAMPLES = new Set(['example', 'examples']);
/** Labels whose headings under them name a declaration's parts (`#### callbackfn`, `### TValue`), not its members. */
const NAMING = new Set(['parameters', 'type parameters', 'type declaration']);
/**
 * Labels over what another declaration says: a link under them alone (`[Base](Base.md).[get](Base.md#get)`) says
 * nothing here, and the label goes with it.
 */
const BORROWED = new Set(['inherited from', 'overrides', 'implementation of']);
/** The titles of pages about one declaration without members (`# Function: once()`): all their headings are labels. */
const SINGLE = /^(?:Abstract )?(?:Function|Type Alias|Variable):/i;
/** A member's name as a heading says it: `get()`, `maxSize`, `size?`, `[iterator]()`, `Symbol.iterator`. */
const DECLARATION = /^\[?[A-Za-z_$][\w$.]*\]?(?:\(\))?\??$/;
/** One capitalized word: a heading's ("Notes", a block tag's "Lazy") as much as a declaration's name. */
const WORD = /^[A-Z][a-z]*$/;

/** Whether a heading names a declaration rather than a part of one or a comment's heading (see DECLARATION, WORD). */
function namesDeclaration(text: string): boolean {
  return DECLARATION.test(text) && (text.endsWith(')') || !WORD.test(text));
}

/** What a heading of a TypeDoc page is: a section (the title, a group, a member), a label of the entry, or nothing. */
export type TypeDocHeading = 'section' | 'label' | 'dropped';

/**
 * A block of a TypeDoc page's flow as TypeDocPage.block reads it: a paragraph, one that is links alone (`[`Options`](…)`,
 * `[**remeda**](../README.md)`), the breadcrumb over a title (`[remeda](../globals.md) / sumBy`), or another block.
 */
export type TypeDocBlock = 'paragraph' | 'links' | 'breadcrumb' | 'other';

/**
 * The reading of one TypeDoc page (see isTypeDocMarkdown), heading by heading and block by block of the page's own
 * flow: what is a section, what a label, and which blocks go. Labels are written through `write` when the first block
 * under them is kept (an example every overload repeats goes with its label) or, with nothing under them (a custom
 * block tag: `### Data Last`), when the next heading comes.
 *
 * A member is an h3 under a group heading (`## Methods`), or, on a page without group headings (typedoc's
 * `hideGroupHeadings`), an h2 or h3 that names a declaration (`## once()`, `## maxSize`) where no heading above it
 * lists a declaration's parts (`## Type Parameters`). A comment's own heading (`## Notes` in a method's description)
 * is a label: after it, a heading under the group is a member when it names a declaration.
 */
export class TypeDocPage {
  private titled = false;
  /** The title says one declaration without members (see SINGLE). */
  private single = false;
  /** The level of the group heading the headings are under (`## Methods`), if any. */
  private group: number | undefined;
  /** A heading no group's at the group's level or above came since the last member (`## Notes`). */
  private interrupted = false;
  /** The level of the members of a page without group headings, once one was read. */
  private loose: number | undefined;
  /** The level of the label whose headings name a declaration's parts (see NAMING), while under it. */
  private naming: number | undefined;
  /** The last label's text, lower case, until the next section. */
  private label: string | undefined;
  /** Description and example blocks of the entry so far (see block). */
  private seen = new Set<string>();
  /** What the blocks read now stand under: a signature (its description), an example, anything else. */
  private region: 'description' | 'example' | 'other' = 'description';
  /** A label not yet written, and whether blocks under it were dropped. */
  private pending: { text: string; emptied: boolean } | undefined;
  /** Version 3's `#### Defined in` heading was read: the place under it goes. */
  private placeNext = false;
  private write: (line: string) => void;

  constructor(write: (line: string) => void) {
    this.write = write;
  }

  heading(depth: number, text: string): TypeDocHeading {
    this.endLabel();
    this.placeNext = false;
    if (this.naming !== undefined && depth <= this.naming) this.naming = undefined;
    if (!this.titled || depth === 1) {
      this.titled ||= depth === 1;
      this.single = depth === 1 && SINGLE.test(text);
      this.group = undefined;
      this.loose = undefined;
      this.naming = undefined;
      return this.startEntry();
    }
    const lower = text.toLowerCase();
    if (lower === 'defined in') {
      this.placeNext = true;
      return 'dropped';
    }
    if (depth === 2 && GROUPS.has(lower)) {
      this.group = depth;
      this.interrupted = false;
      this.startEntry();
      this.region = 'other';
      return 'section';
    }
    if (this.group !== undefined && depth === this.group + 1 && (!this.interrupted || namesDeclaration(text))) {
      this.interrupted = false;
      return this.startEntry();
    }
    if (this.group !== undefined && depth <= this.group) this.interrupted = true;
    if (
      this.group === undefined && !this.single && this.naming === undefined && (depth === 2 || depth === 3) &&
      (this.loose === undefined || depth <= this.loose) && namesDeclaration(text)
    ) {
      this.loose = depth;
      return this.startEntry();
    }
    if (NAMING.has(lower)) this.naming = depth;
    this.region = SIGNATURES.has(lower) ? 'description' : EXAMPLES.has(lower) ? 'example' : 'other';
    this.label = lower;
    this.pending = { text, emptied: false };
    return 'label';
  }

  /**
   * Whether the walker reads a block of the page's flow as it would any: not the plugin's header and breadcrumb above
   * the title (`[**remeda**](../README.md)`, `[remeda](../globals.md) / once`), nor where a declaration is defined, nor
   * a description or an example an overload before it in the same entry said already. `key` is the block's text
   * (undefined: kept as it is). A paragraph of links alone says nothing as a page's line, but under a parameter's or a
   * return's label it is the type (`[`Options`](../interfaces/Options.md)`): its text is written here, after its
   * label. Under a label over what another declaration says (see BORROWED) it goes, and so does the label.
   */
  block(key: string | undefined, kind: TypeDocBlock): boolean {
    if (!this.titled) return kind !== 'links' && kind !== 'breadcrumb';
    if (this.placeNext || (kind === 'paragraph' && key !== undefined && DEFINED_IN.test(key))) {
      this.placeNext = false;
      return false;
    }
    if (kind === 'links' && (this.label === undefined || BORROWED.has(this.label) || key === undefined || !ALNUM.test(key))) {
      if (this.pending) this.pending.emptied = true;
      return false;
    }
    if (key !== undefined && this.region !== 'other') {
      if (this.seen.has(key)) {
        if (this.pending) this.pending.emptied = true;
        return false;
      }
      this.seen.add(key);
    }
    if (this.pending) this.write(this.pending.text);
    this.pending = undefined;
    if (kind !== 'links') return true;
    this.write(key!);
    return false;
  }

  /** The last label, when nothing was dropped under it: a custom block tag says something by being there. */
  endLabel(): void {
    if (this.pending && !this.pending.emptied) this.write(this.pending.text);
    this.pending = undefined;
  }

  private startEntry(): 'section' {
    this.seen.clear();
    this.region = 'description';
    this.label = undefined;
    return 'section';
  }
}
