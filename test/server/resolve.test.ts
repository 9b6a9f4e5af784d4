/**
 * resolve-library-id over stdio against an index where one library's documentation talks about another:
 * a name (or alias) beats any content; content counts only when no name matches, only when the name is the
 * subject of a page or entry (or the namespace of several entries), and is then marked as such.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { runCli, tempDir } from '../helpers.ts';
import { connect, resultText, type Connection } from './_harness.ts';

function folder(files: Record<string, string>): string {
  const dir = tempDir('libdocs-resolve-docs-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const section = (title: string, body: string) => `## ${title}\n\n${body}\n\n\`\`\`js\n${title.replace(/\W+/g, '_')}();\n\`\`\`\n`;

// Built at load time: temporary directories made inside a hook would be removed when the hook ends.
const dataDir = tempDir('libdocs-resolve-');
{
  const gadget = folder({ 'README.md': `# Gadget\n\nGadget turns sensors into events.\n\n${section('Install', 'npm install gadget')}` });
  const toolbox = folder({
    // Talks about Gadget in many headings, and has a page whose subject is gadget: still not "gadget".
    'docs/gadget.md': `# gadget — the Gadget bridge\n\n${['Gadget adapters', 'Using Gadget with Toolbox', 'Gadget events', 'Gadget options'].map((t) => section(t, 'Gadget sensors are read by the bridge.')).join('\n')}`,
    // Words that contain "express" and "sqlite", as titles: neither is a library it documents.
    'docs/expressions.md': `# Expressions\n\n${['Regular Expressions', 'Expression syntax', 'Expressions in templates'].map((t) => section(t, 'An expression is evaluated.')).join('\n')}`,
    'docs/sqlite3.md': `# sqlite3 — interface for SQLite databases\n\n${['sqlite3.connect', 'sqlite3.Cursor', 'SQLite and threads'].map((t) => section(t, 'Opens a database.')).join('\n')}`,
    // A guide page about another product, titled by its name: a topic, not an entry of this library.
    'docs/typescript.md': `# TypeScript\n\n${['Types', 'Generics', 'Plugins'].map((t) => section(t, 'Typed toolbox.')).join('\n')}`,
    // A module page of its own, and entries in a namespace: real content matches.
    'docs/widgetkit.md': `# widgetkit — Widget toolkit\n\n${section('Layouts', 'Widgets are laid out in rows.')}`,
    'docs/commands.md': `# Commands\n\n${['tb_start', 'tb_stop', 'tb_status'].map((t) => section(t, `Runs ${t}.`)).join('\n')}`,
  });
  for (const [dir, id, name] of [[gadget, '/gadget/gadget', 'Gadget'], [toolbox, '/toolbox/toolbox', 'Toolbox']] as const) {
    const added = runCli(['add', dir, '--id', id, '--name', name, '--description', `${name} documentation`, '--data-dir', dataDir]);
    assert.equal(added.status, 0, added.stderr);
  }
}

let conn: Connection;
before(async () => {
  conn = await connect('legacy', ['--data-dir', dataDir, '--offline']);
});
after(() => conn.close());

async function resolve(libraryName: string, isError: boolean): Promise<string> {
  return resultText(await conn.client.callTool({ name: 'resolve-library-id', arguments: { libraryName, query: `how do I use ${libraryName}` } }), isError);
}

test('a name beats documentation that talks about it: the other library is not offered at all', async () => {
  const text = await resolve('gadget', false);
  assert.match(text, /^Available Libraries:\n\n1\. \/gadget\/gadget\n/);
  assert.doesNotMatch(text, /toolbox/);
  // Filler words are not part of the name.
  assert.match(await resolve('gadget documentation', false), /^Available Libraries:\n\n1\. \/gadget\/gadget\n/);
});

test('a title that merely contains the word, or a guide about another product, is not a match: "express", "sqlite", "typescript"', async () => {
  assert.match(await resolve('express', true), /^No libraries found matching "express"\./);
  assert.match(await resolve('sqlite', true), /^No libraries found matching "sqlite"\./);
  assert.match(await resolve('typescript', true), /^No libraries found matching "typescript"\./);
});

test('with no name matching, a page about the name or a namespace of entries matches, marked as a content match', async () => {
  const page = await resolve('widgetkit', false);
  assert.match(page, /^1\. \/toolbox\/toolbox\n {3}Name: Toolbox\n {3}Description: \[Not a name match: no indexed library is named "widgetkit"; this one has a page or entry about it \("widgetkit — Widget toolkit"\)\. Check that it is the library meant\.\] Toolbox documentation$/m);
  const namespace = await resolve('tb docs', false);
  assert.match(namespace, /^1\. \/toolbox\/toolbox\n {3}Name: Toolbox\n {3}Description: \[Not a name match: no indexed library is named "tb"; this one documents entries named tb_\w+, tb_\w+, tb_\w+\./m);
});
