import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { inline, parseRst } from '../../../src/engine/parse/rst/index.ts';
import type { ParsedPage } from '../../../src/engine/types.ts';
import { fixtures } from '../../helpers.ts';

const read = (name: string): string => readFileSync(join(fixtures, 'parse', name), 'utf8');
const outline = (page: ParsedPage): [number, string, string | undefined][] => page.sections.map((s) => [s.level, s.heading, s.anchor]);
const page = parseRst(read('sample.rst'));

test('sections: levels by first appearance of each adornment, targets name the next section', () => {
  assert.equal(page.title, 'Widget User Guide');
  assert.deepEqual(outline(page), [
    [1, 'Widget User Guide', 'widget-user-guide'],
    [2, 'Installation', 'install'],
    [3, 'Usage', 'usage'],
    [3, 'API', 'api'],
    [4, 'widget.build(name, *, debug=False)', 'widget.build'],
    [4, 'class widget.Widget(name)', 'widget.Widget'],
    [5, 'render(indent=2)', 'widget.Widget.render'],
    [4, 'widget.helpers.tidy', 'widget.helpers.tidy'],
    [3, 'API', 'api'],
    [3, 'Usage', 'usage-1'],
  ]);
});

test('inline markup: roles, literals, references, emphasis, footnote references; comments and substitutions dropped', () => {
  assert.deepEqual(page.sections[0]!.blocks, [
    {
      type: 'text',
      text: 'Widget is a small library for building widgets. Call `build()` or `Widget.render()` with `debug=True`; see the website and the API for details.',
    },
  ]);
});

test('literal blocks, directives, version notes and lists', () => {
  assert.deepEqual(page.sections[1]!.blocks, [
    { type: 'text', text: 'Install it with pip:' },
    // The document highlights Python, but this literal block is plainly a shell session.
    { type: 'code', lang: 'bash', code: '$ pip install widget' },
    { type: 'text', text: 'Note: Widget needs Python 3.8 or newer.' },
    { type: 'text', text: 'New in version 2.0.' },
    { type: 'text', text: 'Changed in version 2.1: The `--fast` flag was added.' },
    { type: 'text', text: '- Fast\n- Small, with a nested list:\n  - item one\n  - item two' },
    { type: 'text', text: '1. First step.\n2. Second step.' },
  ]);
});

test('code-block options dropped, doctest as Python, field and definition lists, grid and simple tables', () => {
  assert.deepEqual(page.sections[2]!.blocks, [
    { type: 'code', lang: 'python', code: 'import widget\n\napp = widget.App()' },
    { type: 'text', text: 'Doctest:' },
    { type: 'code', lang: 'python', code: '>>> widget.build("x")\n<Widget x>' },
    { type: 'text', text: 'Default language:' },
    { type: 'code', lang: 'python', code: 'w = widget.Widget()' },
    { type: 'text', text: 'param name: the widget name\nreturns: a new widget' },
    { type: 'text', text: 'term: Definition of the term.' },
    { type: 'text', text: 'Option | Default\ndebug | False' },
    { type: 'text', text: 'Name | Value\nfast | yes\nsmall | no' },
  ]);
});

test('API directives: signatures qualified by the module, nested methods, toctree and include dropped', () => {
  assert.deepEqual(page.sections[4]!.blocks, [
    { type: 'text', text: 'Build a widget called name.' },
    { type: 'text', text: 'Warning: Never build widgets at import time.' },
  ]);
  assert.deepEqual(page.sections[5]!.blocks, [{ type: 'text', text: 'A widget.' }]);
  assert.deepEqual(page.sections[6]!.blocks, [{ type: 'text', text: 'Render the widget as text.' }]);
  assert.deepEqual(page.sections[7]!.blocks, []);
  assert.deepEqual(page.sections[8]!.blocks, [
    { type: 'text', text: 'Text after the API entries.' },
    { type: 'text', text: 'A footnote.' },
  ]);
  const all = JSON.stringify(page);
  for (const dropped of ['maxdepth', 'CHANGES', 'comment', 'replace::', 'orphan', '|project|']) assert.ok(!all.includes(dropped), dropped);
});

test('inline roles render as Sphinx shows them', () => {
  assert.equal(inline(':class:`~flask.Flask` and :func:`flask.stream_with_context`'), '`Flask` and `flask.stream_with_context()`');
  assert.equal(inline(':meth:`Widget.render() <widget.Widget.render>`'), '`Widget.render()`');
  assert.equal(inline(':pep:`8`, :rfc:`2616`, :ref:`label`, :doc:`Guide </guide>`'), 'PEP 8, RFC 2616, label, Guide');
  // A placeholder joined to a name is the name's (CMake's `PDB_NAME_<CONFIG>`, a generator expression), a target
  // joined to its title is still one (Sphinx's), and a target after a space may hold a placeholder.
  assert.equal(inline(':prop_tgt:`PDB_NAME_<CONFIG>` and :variable:`CMAKE_<LANG>_FLAGS_<CONFIG>`'), 'PDB_NAME_<CONFIG> and CMAKE_<LANG>_FLAGS_<CONFIG>');
  assert.equal(inline(':prop_tgt:`MAP_IMPORTED_CONFIG <MAP_IMPORTED_CONFIG_<CONFIG>>`'), 'MAP_IMPORTED_CONFIG');
  assert.equal(inline(':genex:`$<$<CONFIG:Debug>:foo>` and :ref:`partial object<partial-objects>`'), '$<$<CONFIG:Debug>:foo> and partial object');
  assert.equal(inline('``a `b` c`` and *args and **kwargs'), '`` a `b` c `` and *args and **kwargs');
  assert.equal(inline('see Jinja_ and `Flask docs`__, but keep __init__ and snake_case_'), 'see Jinja and Flask docs, but keep __init__ and snake_case_');
  assert.equal(inline('escaped \\*star\\* and |sub| text', false), 'escaped *star* and sub text');
});

test('signatures continued with a backslash, several signatures, C functions and options', () => {
  const p = parseRst(
    [
      'Title',
      '=====',
      '',
      '.. currentmodule:: csv',
      '',
      '.. class:: DictReader(f, fieldnames=None, \\',
      '                      restkey=None)',
      '',
      '   Create a reader.',
      '',
      '.. function:: open(file)',
      '              open(file, mode)',
      '',
      '   Open it.',
      '',
      '.. c:function:: PyObject* PyList_New(Py_ssize_t len)',
      '',
      '   Return a new list.',
      '',
      '.. deprecated-removed:: 3.6 3.8',
      '   Use something else.',
    ].join('\n'),
  );
  assert.deepEqual(outline(p), [
    [1, 'Title', 'title'],
    [2, 'class csv.DictReader(f, fieldnames=None, restkey=None)', 'csv.DictReader'],
    [2, 'csv.open(file)', 'csv.open'],
    [2, 'PyObject* PyList_New(Py_ssize_t len)', 'PyList_New'],
    [1, 'Title', 'title'],
  ]);
  assert.deepEqual(p.sections[2]!.blocks, [
    { type: 'text', text: 'csv.open(file, mode)' },
    { type: 'text', text: 'Open it.' },
  ]);
  assert.deepEqual(p.sections[4]!.blocks, [{ type: 'text', text: 'Deprecated since version 3.6, will be removed in version 3.8: Use something else.' }]);
});

test('a simple table keeps its empty cells in place', () => {
  const parsed = parseRst('Title\n=====\n\n=====  =====  =====\nName   Linux  macOS\n=====  =====  =====\nwatch         yes\n=====  =====  =====\n');
  assert.match(parsed.sections.flatMap((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : ''))).join('\n'), /watch \| \| yes/);
});

test("Sphinx's default role shows a name as code (`~mod.Name` as its last part, `!None` unlinked); a substitution referenced as a link loses its marks; hidden test code is not shown; a project's example directive is code", () => {
  assert.equal(inline('an `~psycopg2.InterfaceError` is raised, the attribute is `!None`, see |fetch*|_ and `a title`'), 'an `InterfaceError` is raised, the attribute is `None`, see fetch* and a title');
  assert.equal(inline('use `yourapp.default_settings` or `instance_path`'), 'use `yourapp.default_settings` or `instance_path`');
  // A leading dot (search the current module first) is not shown (tornado's `~.RequestHandler.get_query_argument`).
  assert.equal(inline('call `~.RequestHandler.get_query_argument` or `.stream_request_body`, or :meth:`.flush`'), 'call `get_query_argument` or `stream_request_body`, or `flush()`');
  // A file's name keeps its dot.
  assert.equal(inline('add it to `.gitignore`, see :file:`.bashrc`'), 'add it to .gitignore, see `.bashrc`');
  const doc = parseRst(
    'Options\n=======\n\nUse it like this:\n\n.. click:example::\n\n    @click.command()\n    def dots(n):\n        click.echo(\'.\' * n)\n\n' +
      '.. testcode::\n   :hide:\n\n   conn.rollback()\n\n.. testcode::\n\n   conn.commit()\n',
  );
  const blocks = doc.sections.flatMap((s) => s.blocks);
  assert.deepEqual(blocks.filter((b) => b.type === 'code').map((b) => (b.type === 'code' ? b.code : '')), ["@click.command()\ndef dots(n):\n    click.echo('.' * n)", 'conn.commit()']);
});

test("a C project's bare object descriptions (its conf.py makes C the primary domain) are C's: named by the C name, types and members entries too; a Python signature stays Python's", () => {
  const doc = parseRst(
    'API\n===\n\n.. type:: json_error_t\n\n   Holds an error.\n\n   .. member:: int line\n\n      The line of the error.\n\n' +
      '.. function:: int json_object_set(json_t *object, const char *key, json_t *value)\n\n   Sets a value.\n\n' +
      '.. function:: dumps(obj, *, indent=None)\n\n   Serializes obj.\n',
  );
  assert.deepEqual(outline(doc).slice(1), [
    [2, 'json_error_t', 'json_error_t'],
    [3, 'int line', 'line'],
    [2, 'int json_object_set(json_t *object, const char *key, json_t *value)', 'json_object_set'],
    [2, 'dumps(obj, *, indent=None)', 'dumps'],
  ]);
});

test('a simple table row underlined with dashes spans the columns the dashes cover (a group title across all of them)', () => {
  const doc = parseRst(
    'Errors\n======\n\n========= ============================ ==============\nSQLSTATE  Exception                    Base exception\n========= ============================ ==============\n' +
      '**Class 02**: No Data (this is also a warning class per the standard)\n---------------------------------------------------------\n' +
      '``02000`` `!NoData`                    `!DatabaseError`\n========= ============================ ==============\n',
  );
  const text = doc.sections.flatMap((s) => s.blocks).map((b) => (b.type === 'text' ? b.text : '')).join('\n');
  assert.match(text, /^Class 02: No Data \(this is also a warning class per the standard\)$/m);
  assert.match(text, /^`02000` \| `NoData` \| `DatabaseError`$/m);
});

test("a rubric in an object's description heads the members after it, up to the next rubric; a rubric elsewhere is a line of text", () => {
  const doc = parseRst(
    'Connection\n==========\n\n.. class:: connection\n\n   Handles a session.\n\n   .. method:: close()\n\n      Closes it.\n\n' +
      '   .. rubric:: Two-phase commit support methods\n\n   .. method:: tpc_begin(xid)\n\n      Begins.\n\n' +
      '   .. rubric:: Transaction control methods\n\n   .. attribute:: autocommit\n\n      Commits each statement.\n\n.. rubric:: Footnotes\n\nA note.\n',
  );
  assert.deepEqual(outline(doc).map(([level, heading]) => `${level} ${heading}`), [
    '1 Connection',
    '2 class connection',
    '3 close()',
    '3 Two-phase commit support methods',
    '4 tpc_begin(xid)',
    '3 Transaction control methods',
    '4 autocommit',
    '1 Connection',
  ]);
  assert.match(doc.sections.at(-1)!.blocks.map((b) => (b.type === 'text' ? b.text : '')).join('\n'), /Footnotes\nA note\./);
});

test("a rubric in a function's description, or in a note inside a class, stays a line: only a class's own rubrics group its members", () => {
  const doc = parseRst(
    'API\n===\n\n.. function:: frobnicate(x)\n\n   Frobnicates x.\n\n   .. rubric:: Example\n\n   Call it.\n\n' +
      '.. class:: Thing\n\n   A thing.\n\n   .. note::\n\n      .. rubric:: Important detail\n\n      Inside a note.\n\n   More text.\n\n   .. method:: go()\n\n      Goes.\n',
  );
  assert.deepEqual(outline(doc).map(([level, heading]) => `${level} ${heading}`), ['1 API', '2 frobnicate(x)', '2 class Thing', '3 go()']);
});
