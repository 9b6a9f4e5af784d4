/**
 * TypeScript declaration files: a member of a class, interface or object type that has JSDoc of its own is an entry
 * under its type (titled `Type.member()`), with its JSDoc as prose and its signature as code; members without JSDoc
 * stay in the type's code.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFile } from '../../../src/engine/parse/index.ts';
import type { Block, ParsedPage, Section } from '../../../src/engine/types.ts';

const parse = (text: string): ParsedPage => parseFile('index.d.ts', text)!;
const section = (page: ParsedPage, heading: string): Section => {
  const s = page.sections.find((x) => x.heading === heading);
  assert.ok(s, `${heading} in ${JSON.stringify(page.sections.map((x) => x.heading))}`);
  return s;
};
const texts = (s: Section): string[] => s.blocks.filter((b): b is Extract<Block, { type: 'text' }> => b.type === 'text').map((b) => b.text);
const codes = (s: Section): string[] => s.blocks.filter((b): b is Extract<Block, { type: 'code' }> => b.type === 'code').map((b) => b.code);

// As p-queue 10 ships it: JSDoc without leading stars, an `@example` in a member, a getter and its setter.
const CLASS = [
  '/**',
  'Promise queue with concurrency control.',
  '*/',
  'export default class PQueue<QueueType = PriorityQueue> extends EventTarget {',
  '    #private;',
  '    constructor(options?: Options<QueueType>);',
  '    /**',
  '    Get or set the default timeout.',
  '',
  '    @example',
  '    ```',
  '    const queue = new PQueue({timeout: 5000});',
  '',
  '    queue.timeout = 10000;',
  '    ```',
  '    */',
  '    get timeout(): number | undefined;',
  '    set timeout(timeout: number | undefined);',
  '    get concurrency(): number;',
  '    /**',
  '    Like `.add()`, but takes an array of functions.',
  '',
  '    @param functions - The tasks to run.',
  '    @returns A promise that resolves with all the results.',
  '    */',
  '    addAll<TaskResults>(functions: ReadonlyArray<Task<TaskResults>>): Promise<TaskResults[]>;',
  '    addAll<TaskResults>(functions: Task<TaskResults>[], options: object): Promise<TaskResults[]>;',
  '    /**',
  '    Returns a promise that resolves when the queue is empty and all tasks have completed.',
  '    */',
  '    onIdle(): Promise<void>;',
  '    private secret;',
  '    get size(): number;',
  '}',
  '',
].join('\n');

test('a class member with JSDoc is an entry under the class: its JSDoc as prose, its signature as code', () => {
  const page = parse(CLASS);
  assert.deepEqual(
    page.sections.map((s) => [s.level, s.heading]),
    [
      [2, 'class PQueue'],
      [3, 'PQueue.timeout'],
      [3, 'PQueue.addAll()'],
      [3, 'PQueue.onIdle()'],
    ],
  );
  const onIdle = section(page, 'PQueue.onIdle()');
  assert.equal(onIdle.anchor, 'pqueue.onidle');
  assert.deepEqual(texts(onIdle), ['Returns a promise that resolves when the queue is empty and all tasks have completed.']);
  assert.deepEqual(codes(onIdle), ['onIdle(): Promise<void>;']);
  // Tags are read as at the top level; an overload without JSDoc goes with the one before it.
  const addAll = section(page, 'PQueue.addAll()');
  assert.deepEqual(texts(addAll), ['Like `.add()`, but takes an array of functions.\n- `functions`: The tasks to run.\n- returns: A promise that resolves with all the results.']);
  assert.deepEqual(codes(addAll), [
    'addAll<TaskResults>(functions: ReadonlyArray<Task<TaskResults>>): Promise<TaskResults[]>;',
    'addAll<TaskResults>(functions: Task<TaskResults>[], options: object): Promise<TaskResults[]>;',
  ]);
  // The class keeps its own JSDoc, and in its code the members without JSDoc (not the private ones).
  const type = section(page, 'class PQueue');
  assert.deepEqual(texts(type), ['Promise queue with concurrency control.']);
  assert.deepEqual(codes(type), [
    [
      'export default class PQueue<QueueType = PriorityQueue> extends EventTarget {',
      '    constructor(options?: Options<QueueType>);',
      '    get concurrency(): number;',
      '    get size(): number;',
      '}',
    ].join('\n'),
  ]);
});

test("an @example in a member stays with that member, and a getter's setter goes with it", () => {
  const timeout = section(parse(CLASS), 'PQueue.timeout');
  assert.deepEqual(texts(timeout), ['Get or set the default timeout.']);
  assert.deepEqual(codes(timeout), [
    'get timeout(): number | undefined;',
    'const queue = new PQueue({timeout: 5000});\n\nqueue.timeout = 10000;',
    'set timeout(timeout: number | undefined);',
  ]);
});

test("an object type's members with JSDoc are entries, also inside Omit<{ … }>; an interface's too, without semicolons", () => {
  const page = parse(
    [
      'export type Chainable<p, omitted extends string = never> = p & Omit<{',
      '    /**',
      '     * `pattern.and(pattern)` returns a pattern that matches',
      '     * if the previous pattern and the next one match the input.',
      '     *',
      '     * @example',
      '     *  match(value)',
      '     *   .with(P.string.and(P.when(isUsername)), (username) => "...")',
      '     */',
      '    and<input, const p2 extends Pattern<input>>(pattern: p2): Chainable<AndP<input, [p, p2]>, omitted>;',
      '    or<input, const p2 extends Pattern<input>>(pattern: p2): Chainable<OrP<input, [p, p2]>, omitted>;',
      '}, omitted>;',
      '/** Options of a queue. */',
      'export interface Options {',
      '  /** The maximum number of tasks that run at the same time. */',
      '  readonly concurrency?: number',
      '  timeout?: number',
      '  /** Calls it with the queue. */',
      '  (queue: object): void',
      '}',
      '/** A handler. */',
      'export type Handler = (options: { /** Not an entry: a parameter\'s type. */ signal: AbortSignal }) => void;',
      '',
    ].join('\n'),
  );
  assert.deepEqual(
    page.sections.map((s) => [s.level, s.heading]),
    [
      [2, 'type Chainable'],
      [3, 'Chainable.and()'],
      [2, 'interface Options'],
      [3, 'Options.concurrency'],
      [3, 'Options()'],
      [2, 'type Handler'],
    ],
  );
  const and = section(page, 'Chainable.and()');
  assert.deepEqual(texts(and), ['`pattern.and(pattern)` returns a pattern that matches\nif the previous pattern and the next one match the input.']);
  assert.deepEqual(codes(and), [
    'and<input, const p2 extends Pattern<input>>(pattern: p2): Chainable<AndP<input, [p, p2]>, omitted>;',
    'match(value)\n  .with(P.string.and(P.when(isUsername)), (username) => "...")',
  ]);
  // The member without JSDoc stays in the type's code; the documented one and its comment are gone from it.
  assert.deepEqual(codes(section(page, 'type Chainable')), [
    [
      'export type Chainable<p, omitted extends string = never> = p & Omit<{',
      '    or<input, const p2 extends Pattern<input>>(pattern: p2): Chainable<OrP<input, [p, p2]>, omitted>;',
      '}, omitted>;',
    ].join('\n'),
  ]);
  assert.deepEqual(codes(section(page, 'Options.concurrency')), ['readonly concurrency?: number']);
  assert.deepEqual(codes(section(page, 'interface Options')), ['export interface Options {\n  timeout?: number\n}']);
  assert.match(codes(section(page, 'type Handler'))[0]!, /Not an entry/);
});

test("object types in type arguments, type parameters, return types and conditional types are not the declaration's members", () => {
  const page = parse(
    [
      'export declare class Emitter extends Base<{ /** d */ change: [] }> {',
      '  /** Listens. */',
      '  on(): void;',
      '  off(): void;',
      '}',
      'export type F<T extends { /** d */ a: number }> = T;',
      'export type X<T> = T extends { /** d */ a: infer U } ? U : never;',
      'export declare const f: () => { /** d */ x: number };',
      'export declare function g<T extends { a: 1 }>(x: T): void;',
      'export interface I<T = () => void> extends Base<{ /** d */ b: 1 }, { /** d */ c: 2 }> {',
      '  /** Kept. */',
      '  d: string;',
      '}',
      'export type P = Partial<Readonly<{ /** Kept. */ e: string }>> & Pick<{ /** Kept. */ g: 1; h: 2 }, "g">;',
      '',
    ].join('\n'),
  );
  assert.deepEqual(
    page.sections.map((s) => s.heading),
    ['class Emitter', 'Emitter.on()', 'type F', 'type X', 'f', 'g()', 'interface I', 'I.d', 'type P', 'P.e', 'P.g'],
  );
  // Their members stay in the code, and a class's own body after a type argument's `{ … }` is still its body.
  assert.deepEqual(codes(section(page, 'class Emitter')), ['export declare class Emitter extends Base<{ /** d */ change: [] }> {\n  off(): void;\n}']);
  assert.deepEqual(codes(section(page, 'type F')), ['export type F<T extends { /** d */ a: number }> = T;']);
  assert.deepEqual(codes(section(page, 'type X')), ['export type X<T> = T extends { /** d */ a: infer U } ? U : never;']);
  assert.deepEqual(codes(section(page, 'f')), ['export declare const f: () => { /** d */ x: number };']);
  assert.deepEqual(codes(section(page, 'g()')), ['export declare function g<T extends { a: 1 }>(x: T): void;']);
});

test('members of one title in several bodies are one entry, and anchors are unique on the page', () => {
  const page = parse(
    [
      "export type U = {/** a */kind:'a'} | {/** b */kind:'b'};",
      "export type V = {\n  /** Spaced. */\n  'a b': 1;\n  /** Hyphenated. */\n  'a-b': 2;\n};",
      'export interface W {}',
      'export declare const W: W;',
      '',
    ].join('\n'),
  );
  assert.deepEqual(
    page.sections.map((s) => [s.heading, s.anchor]),
    [
      ['type U', 'u'],
      ['U.kind', 'u.kind'],
      ['type V', 'v'],
      ["V['a b']", 'v-a-b'],
      ["V['a-b']", 'v-a-b-1'],
      ['interface W', 'w'],
      ['W', 'w-1'],
    ],
  );
  const kind = section(page, 'U.kind');
  assert.deepEqual(texts(kind), ['a', 'b']);
  assert.deepEqual(codes(kind), ["kind:'a'", "kind:'b'"]);
});

test('members indented with blanks other than spaces and tabs (a no-break space, a form feed) are read', () => {
  const page = parse('export interface O {\n\u00a0\u00a0/** Documented. */\n\f readonly a: number;\n\u00a0\u00a0b: string;\n}\n');
  assert.deepEqual(
    page.sections.map((s) => s.heading),
    ['interface O', 'O.a'],
  );
  assert.deepEqual(codes(section(page, 'O.a')), ['readonly a: number;']);
});

test("the lines of members taken out of a type's code leave one blank line at most", () => {
  const page = parse(
    [
      'export declare class Option {',
      '  flags: string;',
      '',
      '  /** Whether the option must have a value after parsing. */',
      '  makeOptionMandatory(mandatory?: boolean): this;',
      '',
      '  /** Hide the option in the help. */',
      '  hideHelp(hide?: boolean): this;',
      '',
      '  /** Its name. */',
      '  name(): string;',
      '',
      '  constructor(flags: string);',
      '}',
    ].join('\n'),
  );
  assert.deepEqual(codes(section(page, 'class Option')), ['export declare class Option {\n  flags: string;\n\n  constructor(flags: string);\n}']);
});
