/**
 * Type declarations by what users import: a package shaped like zod (a public classic API re-exported by the
 * entry point, core internals reached only through a namespace and a subpath export) answers a question with
 * the public API, not the internals.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { internalDeclarations } from '../../../src/engine/sources/npm-types.ts';
import { runCliAsync, tempDir } from '../../helpers.ts';
import { fakeRegistry } from './_registry.ts';

const FILES: Record<string, string> = {
  'index.d.ts': 'import * as z from "./v4/classic/external.js";\nexport * from "./v4/classic/external.js";\nexport { z };\nexport default z;\n',
  'index.d.cts': 'export * from "./v4/classic/external.cjs";\n',
  'v4/classic/external.d.ts': 'export * as core from "../core/index.js";\nexport * from "./schemas.js";\nexport { config, type GlobalMeta } from "../core/config.js";\n',
  'v4/classic/schemas.d.ts': [
    'export interface ZodType<T> {',
    '  /** Makes the field optional: `z.string().optional()`. */',
    '  optional(): ZodOptional<this>;',
    '  /** Gives an optional field a default value: `z.string().optional().default("x")`. */',
    '  default(value: T): ZodDefault<this>;',
    '}',
    '/** An optional schema with a default value, from `.default()`. */',
    'export interface ZodDefault<T> extends ZodType<T> {}',
    '/** An object schema with optional fields and default values: `z.object({ name: z.string().default("x") })`. */',
    'export declare function object(shape: Record<string, ZodType<unknown>>): ZodType<unknown>;',
    '',
  ].join('\n'),
  'v4/core/index.d.ts': 'export * from "./api.js";\nexport * from "./config.js";\n',
  'v4/core/api.d.ts': '/** Internal: the default value of an optional field in an object. */\nexport declare function _default(schema: unknown, value: unknown): unknown;\n/** Internal params for optional default value. */\nexport interface $ZodDefaultParams { optional: true; default: unknown }\n',
  'v4/core/config.d.ts': '/** Global configuration. */\nexport declare function config(options: object): void;\n',
  'v4/mini/index.d.ts': '/** Mini: optional field with a default value. */\nexport declare function _default(schema: unknown, value: unknown): unknown;\n',
};
const FIELDS = {
  types: './index.d.cts',
  exports: {
    '.': { import: { types: './index.d.ts', default: './index.js' }, require: { types: './index.d.cts', default: './index.cjs' } },
    './v4/core': { types: './v4/core/index.d.ts' },
    './v4/mini': { types: './v4/mini/index.d.ts' },
  },
};
const README = ['# zodlike', '', 'Schemas.', '', '## Install', '', '```sh', 'npm install zodlike', '```', ''].join('\n');

test('declarations: what the entry point re-exports is kept, internals and other subpaths are left out', () => {
  const files = Object.entries(FILES).map(([path, text]) => ({ path, read: () => text }));
  assert.deepEqual([...internalDeclarations(files, FIELDS)].sort(), ['v4/core/api.d.ts', 'v4/core/index.d.ts', 'v4/mini/index.d.ts']);
  // Without an entry point that leads to a declaration file, nothing is left out.
  assert.equal(internalDeclarations(files, { exports: { '.': './lib/main.js' }, types: './missing.d.ts' }).size, 0);
  // @types/node lists its modules with references; import-then-export counts too.
  const node = [
    { path: 'index.d.ts', read: () => '/// <reference path="fs.d.ts" />\n' },
    { path: 'fs.d.ts', read: () => 'import { Stats } from "./stats";\nexport { Stats };\nexport declare function readFile(): void;\n' },
    { path: 'stats.d.ts', read: () => 'export interface Stats {}\n' },
    { path: 'internal.d.ts', read: () => 'export interface Hidden {}\n' },
  ];
  assert.deepEqual([...internalDeclarations(node, { types: 'index.d.ts' })], ['internal.d.ts']);
});

test("declarations: files a public file imports from and uses are kept (ts-pattern's Match and Pattern types), one step only", () => {
  const files = Object.entries({
    'dist/index.d.ts': "import * as Pattern from './patterns.js';\nexport { match } from './match.js';\nexport { Pattern, Pattern as P };\n",
    'dist/match.d.ts': [
      "import { Match } from './types/Match.js';",
      "import type { Unused } from './types/Unused.js';",
      "import type * as symbols from './internals/symbols.js';",
      '/** `match` creates a pattern matching expression. */',
      'export declare function match<input, output = symbols.unset>(value: input): Match<input, output>;',
      '',
    ].join('\n'),
    'dist/patterns.d.ts': "import {\n  type Chainable,\n  GuardP as Guard,\n} from './types/Pattern.js';\nexport declare const string: Chainable<Guard<unknown, string>>;\n",
    'dist/types/Match.d.ts': "import type { Union } from './helpers.js';\nexport type Match<i, o> = {\n  /** `.exhaustive()` checks that all cases are handled. */\n  exhaustive(): Union<i, o>;\n};\n",
    'dist/types/Pattern.d.ts': 'export type Chainable<p> = p & {\n  /** `pattern.and(pattern)` matches if both patterns match. */\n  and(pattern: unknown): Chainable<p>;\n};\nexport type GuardP<i, o> = (value: i) => value is o;\n',
    'dist/types/Unused.d.ts': 'export type Unused = never;\n',
    'dist/types/helpers.d.ts': 'export type Union<a, b> = a | b;\n',
    'dist/internals/symbols.d.ts': 'export declare const unset: unique symbol;\nexport type unset = typeof unset;\n',
  }).map(([path, text]) => ({ path, read: () => text }));
  assert.deepEqual([...internalDeclarations(files, { types: 'dist/index.d.ts' })].sort(), ['dist/types/Unused.d.ts', 'dist/types/helpers.d.ts']);
});

test('a question about the API is answered from the public declarations, not the internal modules', async () => {
  const registry = await fakeRegistry([{ name: 'zodlike', version: '4.1.0', description: 'Schemas', repository: 'github:zodlike/zodlike', readme: README, fields: FIELDS, files: FILES }]);
  const dataDir = tempDir();
  const env = { npm_config_registry: registry.url };
  const added = await runCliAsync(['add', 'npm:zodlike', '--data-dir', dataDir, '--json'], { env });
  assert.equal(added.status, 0, added.stderr);
  const skipped = (JSON.parse(added.stdout) as { skipped: { path: string; reason: string }[] }).skipped;
  assert.ok(skipped.some((s) => s.path === 'v4/core/api.d.ts' && /entry point does not export/.test(s.reason)), JSON.stringify(skipped));
  const answer = await runCliAsync(['query', '/zodlike/zodlike', 'make an object field optional with a default value', '--data-dir', dataDir], { env });
  assert.equal(answer.status, 0, answer.stderr);
  assert.match(answer.stdout, /v4\/classic\/schemas\.d\.ts/);
  assert.doesNotMatch(answer.stdout, /_default|\$ZodDefaultParams|v4\/core|v4\/mini/);
});
