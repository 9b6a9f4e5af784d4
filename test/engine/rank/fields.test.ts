/**
 * What a snippet gives the full-text index and the rescoring: a generated reference's member-group headings are
 * the generator's words, not the member's.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isMemberGroup, snippetFields, snippetText } from '../../../src/engine/rank/fields.ts';
import type { Snippet } from '../../../src/engine/types.ts';

const field = {
  kind: 'info', title: 'defaultTransformers', description: 'Deprecated. This static field is used to convert values.', code: [],
  breadcrumb: ['Class BeanMap', 'Field Details', 'defaultTransformers'], source: 'org/apache/BeanMap.html#defaultTransformers',
} as unknown as Snippet;

test("Javadoc's and Doxygen's headings over their members' documentation are member groups; summaries and chapters are not", () => {
  for (const heading of ['Field Details', 'Method Detail', 'Constructor Details', 'Enum Constant Detail', 'Nested Class Details', 'Member Function Documentation', 'Function Documentation', 'Friends And Related Function Documentation', 'Member Data Documentation', 'Instance Method Detail'])
    assert.ok(isMemberGroup(heading), heading);
  for (const heading of ['Method Summary', 'Fields', 'Class BeanMap', 'Details', 'Documentation', 'Filling a bean from request fields'])
    assert.ok(!isMemberGroup(heading), heading);
});

test("a member's section is indexed and rescored without its member-group heading: 'fields' does not find every field", () => {
  const fields = snippetFields(field);
  assert.match(fields.breadcrumb, /Class BeanMap/);
  assert.doesNotMatch(fields.breadcrumb, /Field Details/);
  assert.doesNotMatch(snippetText(field), /Field Details/);
  assert.match(snippetText(field), /Class BeanMap/);
});
