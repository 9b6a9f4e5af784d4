/**
 * Sections the question would rather not get: those that say they are deprecated. Users want the API that replaced
 * one (`crypto.scrypt`, not `crypto.createCipher`, for hashing a password), unless they name it or ask what changed.
 * answerUnits ranks such a section down (WEIGHTS.deprecated), decided on its first snippet.
 * @module
 */
import type { StoredSnippet } from '../store/store.ts';
import { withoutParameters } from './search.ts';
import { isCompound, isDotted, joinedForm, nameSegments, queryTerms } from './tokens.ts';

/**
 * How an entry says that it, as a whole, is deprecated. First in the section (after a "Source code:" line): Sphinx's
 * "Deprecated since version 3.4", rustdoc's "Deprecated since 1.2.0", "A deprecated alias of". Further down, Sphinx's
 * note mostly deprecates a parameter or a use ("Deprecated since version 3.9: Accepting floats with integral values").
 */
const DEPRECATED_FIRST = /^(?:Source code:[^\n]*\s+)?(?:Deprecated since (?:version )?v?\d|An? deprecated alias\b)/i;
/**
 * ...or, within its first lines, a label generated references put there (Javadoc's "Deprecated.", Doxygen's
 * "Deprecated:", npm's "DEPRECATED:", in a list or in bold) or a sentence ("This API is deprecated"). The label's case is
 * kept: a setting written `deprecated: true` is not one.
 */
const DEPRECATED_LABEL =
  /^(?:[^\n]*\n){0,4}?[ \t]*(?:[-*][ \t]+)?(?:(?:\*\*)?(?:Deprecated|DEPRECATED)(?:\*\*)?[.:]|This (?:API|method|function|option|module|class|feature|property|field|attribute|command|setting) (?:is|has been) deprecated)/;
/**
 * ...or anywhere near its start, after its parameters, Node.js's stability index, when it is the only level there (the
 * page that explains the index lists them all).
 */
const NODE_DEPRECATED = /^Stability: 0 - Deprecated/m;
const NODE_OTHER_STABILITY = /^Stability: [1-3]\b/m;

/**
 * Whether a section, given by its first snippet, says it is deprecated, at its start or in its heading ("CancelToken
 * (deprecated)", "Deprecated: ..."; not a parameter named `deprecated`, nor "Deprecated aliases"). Users want the API
 * that replaced it: `crypto.scrypt`, not `crypto.createCipher`, for hashing a password.
 */
export function opensDeprecated(section: StoredSnippet): boolean {
  const start = section.description.slice(0, 400);
  const heading = section.breadcrumb[section.breadcrumb.length - 1] ?? '';
  const node = NODE_DEPRECATED.test(start) && !NODE_OTHER_STABILITY.test(start);
  return DEPRECATED_FIRST.test(start) || DEPRECATED_LABEL.test(start) || node || /\(deprecated\)|^deprecated:/i.test(heading);
}

/**
 * Whether the question would rather have another section than this one: a section that says it is deprecated (see
 * opensDeprecated), unless the question asks what changed or names the entry (`fs.exists`, `createCipher`; a plain
 * word such as "exists" names no entry).
 */
export function outdatedFor(question: string, aboutChanges: boolean): (section: StoredSnippet) => boolean {
  if (aboutChanges) return () => false;
  const named = new Set(queryTerms(question).map((t) => t.text));
  return (section) => opensDeprecated(section) && !questionNames(named, section);
}

/** Whether the question's terms name a section's entry by its compound name, whole or its last part. */
function questionNames(named: ReadonlySet<string>, section: StoredSnippet): boolean {
  const name = withoutParameters(section.breadcrumb[section.breadcrumb.length - 1] ?? '').split(/\s/)[0] ?? '';
  if (!isCompound(name)) return false;
  const last = nameSegments(name).pop() ?? name;
  return named.has(isDotted(name) ? joinedForm(name) : name.toLowerCase()) || (isCompound(last) && named.has(last.toLowerCase()));
}
