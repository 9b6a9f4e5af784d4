/**
 * A document's attributes (`:name: value`, `:name!:`) and their references in text (`{name}`), and the attribute
 * lists of blocks and macros (`[source,java]`, `[cols="1,2"]`). A value is
 * substituted when it is set, as Asciidoctor does, so a reference never expands further; values are capped and a
 * document's expansions together are bounded, so that attributes built from each other (`:b: {a}{a}`, `:c: {b}{b}`)
 * cannot grow a page exponentially.
 * @module
 */

/** Characters one attribute's value keeps. */
export const VALUE_MAX = 1000;
/** Characters all of a document's references may add to it; later references stay as written. */
const EXPANSION_MAX = 2_000_000;

/** Asciidoctor's attributes for characters that markup would otherwise take (`{plus}`, `{startsb}`), and spaces. */
const BUILT_IN: Record<string, string> = {
  amp: '&', apos: "'", asterisk: '*', backslash: '\\', backtick: '`', blank: '', brvbar: '¦', caret: '^',
  cpp: 'C++', cxx: 'C++', deg: '°', empty: '', endsb: ']', gt: '>', ldquo: '“', lsquo: '‘', lt: '<', nbsp: ' ',
  plus: '+', pp: '++', quot: '"', rdquo: '”', rsquo: '’', sp: ' ', startsb: '[', tilde: '~', 'two-colons': '::',
  'two-semicolons': ';;', vbar: '|', wj: '', zwsp: '',
  // Asciidoctor's defaults that pages read.
  idprefix: '_', idseparator: '_', 'source-language': '',
};

/**
 * `:name: value`, `:name!:`, `:!name:`; a value may go on over lines that end in ` \`. Older pages write names with
 * spaces (`:man source:`), which Asciidoctor reads without them.
 */
export const ATTRIBUTE_ENTRY = /^:(!?)(\w[\w -]{0,100}?)(!?):(?:[ \t]+(.*))?$/;

/** An attribute's name as references use it: lower case, without spaces. */
function attributeName(name: string): string {
  return name.toLowerCase().replace(/ /g, '');
}

export class Attributes {
  private values = new Map<string, string>(Object.entries(BUILT_IN));
  private expanded = 0;

  get(name: string): string | undefined {
    return this.values.get(attributeName(name));
  }

  set(name: string, value: string): void {
    this.values.set(attributeName(name), this.substitute(value).slice(0, VALUE_MAX));
  }

  unset(name: string): void {
    this.values.delete(attributeName(name));
  }

  /** Text with `{name}` replaced by the attribute's value; an unknown name stays as written, as Asciidoctor leaves it. */
  substitute(text: string): string {
    if (!text.includes('{')) return text;
    return text.replace(/\{([\w][\w-]{0,100})\}/g, (whole, name: string) => {
      const value = this.get(name);
      if (value === undefined || this.expanded + value.length > EXPANSION_MAX) return whole;
      this.expanded += value.length;
      return value;
    });
  }
}

/** An attribute list split at commas outside double quotes. */
export function splitAttributes(list: string): string[] {
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (const c of list) {
    if (c === '"') quoted = !quoted;
    if (c === ',' && !quoted) {
      items.push(current.trim());
      current = '';
    } else current += c;
  }
  items.push(current.trim());
  return items;
}

export function unquote(value: string): string {
  const v = value.trim();
  return v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) ? v.slice(1, -1) : v;
}
