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
 *   stays, and so does a name after any other word ("the method `startswith`", "set `maxRedirects`");
 * - a backticked single letter (`x`);
 * - one-word literals in single quotes, when the question holds two or more ("replace 'foo' with 'bar'") or the
 *   literal is not a plain word ('2024-01-31', ','). A lone quoted word is often a keyword ("the 'nonlocal'
 *   statement"), and a question quoting an error message keeps every literal ("module 'os' has no attribute").
 */
export function withoutOwnValues(question: string): string {
  let text = question.replace(NAMED_VALUE, (whole, noun: string, name: string) => (DATA_NOUNS.has(noun.toLowerCase()) && /^[a-z_][a-z\d_]*$/.test(name) ? noun : whole)).replace(LETTER_NAME, ' ');
  if (ERROR_MESSAGE.test(text)) return text;
  const literals = [...text.matchAll(LITERAL)].length;
  text = text.replace(LITERAL, (whole, before: string, value: string) => (literals >= 2 || !/^[A-Za-z]+$/.test(value) ? `${before} ` : whole));
  return text;
}

const NAMED_VALUE = /\b([A-Za-z]+)\s+`([A-Za-z_]\w*)`/g;
const LETTER_NAME = /`[A-Za-z]`/g;
const LITERAL = /(^|[\s(\[,:=])'([^'\s]{1,40})'(?=[\s)\],.;:?!]|$)/g;
const ERROR_MESSAGE = /\w(?:Error|Exception|Warning)\b|\berror:/i;
/** Nouns for the data a program holds, after which a backticked name is the asker's own. */
const DATA_NOUNS = new Set(
  (
    'list lists array arrays string strings dict dicts dictionary dictionaries tuple tuples variable variables var ' +
    'dataframe dataframes column columns row rows matrix sentence word words text item items element elements ' +
    'value values number numbers integer integers float floats object objects date dates datetime file files path ' +
    'paths directory folder url character characters char'
  ).split(' '),
);
