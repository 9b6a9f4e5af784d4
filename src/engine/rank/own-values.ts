/**
 * The asker's own names and values are not words of the documentation: "sort list `pairs` by the second
 * element", "dictionary `d`", "replace 'foo' with 'bar'". Such names are often ordinary words the docs also use
 * (`pairs`, `data`, `config`), so they pulled in pages about them, and the answer changed with the name the asker
 * happened to choose. What looks like an API, a keyword or part of an error message stays.
 * @module
 */

/**
 * The question without the asker's own names and values:
 * - a backticked plain lower-case name right after a noun for data (list, string, dictionary, column, ...):
 *   "list `pairs`". A name in capitals (`NODE_ENV`), starting with one (`Path`) or in camelCase (`bodyLimit`)
 *   stays, and so does a name after any other word ("the method `startswith`", "set `maxRedirects`") or before
 *   a word for an API ("the list `sort` method");
 * - a backticked single letter (`x`), unless a word for an API follows ("the `f` prefix");
 * - a one-word literal in single quotes without a letter ('2024-01-31', ','): a quoted word may be a keyword
 *   ("the 'nonlocal' statement") or a value an API takes ('blob', 'utf-8'), and stays.
 */
export function withoutOwnValues(question: string): string {
  return question
    .replace(NAMED_VALUE, (whole, noun: string, name: string) => (DATA_NOUNS.has(noun.toLowerCase()) && /^[a-z_][a-z\d_]*$/.test(name) ? noun : whole))
    .replace(LETTER_NAME, ' ')
    .replace(LITERAL, '$1 ');
}

/** Words after a backticked name that say it is an API, not a value: "the `sort` method", "the `f` prefix". */
const API_WORD =
  /(?!\s+(?:methods?|functions?|attributes?|properties|property|options?|parameters?|arguments?|keywords?|flags?|prefix(?:es)?|suffix(?:es)?|modifiers?|modules?|classes|class|calls?|statements?|operators?|builtins?|fields?)\b)/.source;
const NAMED_VALUE = new RegExp(/\b([A-Za-z]+)\s+`([A-Za-z_]\w*)`/.source + API_WORD, 'g');
const LETTER_NAME = new RegExp(/`[A-Za-z]`/.source + API_WORD, 'g');
const LITERAL = /(^|[\s(\[,:=])'[^'\sA-Za-z]{1,40}'(?=[\s)\],.;:?!]|$)/g;
/** Nouns for the data a program holds, after which a backticked name is the asker's own. */
const DATA_NOUNS = new Set(
  (
    'list lists array arrays string strings dict dicts dictionary dictionaries tuple tuples variable variables var ' +
    'dataframe dataframes column columns row rows matrix sentence word words text item items element elements ' +
    'value values number numbers integer integers float floats object objects date dates datetime file files path ' +
    'paths directory folder url character characters char'
  ).split(' '),
);
