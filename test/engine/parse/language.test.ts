import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectLanguage, normalizeLanguage } from '../../../src/engine/parse/language.ts';

test("C++'s scope operator after const is no JavaScript declaration (Doxygen's signatures)", () => {
  assert.notEqual(detectLanguage('const std::string requestFT(const std::string &to, const std::string &name, long size)'), 'javascript');
  assert.notEqual(detectLanguage('const Client::Options defaults;'), 'javascript');
  assert.equal(detectLanguage('const x: number = 1;'), 'typescript');
  assert.equal(detectLanguage("const fastify = require('fastify')()"), 'javascript');
});

test('detectLanguage recognizes common documentation code', () => {
  const cases: [string, string][] = [
    ['{\n  "name": "x",\n  "version": "1.0.0"\n}', 'json'],
    ['$ npm install fastify', 'bash'],
    ['npx create-docusaurus@latest my-website classic\ncd my-website', 'bash'],
    ['#!/bin/bash\nset -e', 'bash'],
    ['>>> import csv\n>>> csv.reader', 'python'],
    ['def main():\n    print("hi")', 'python'],
    ['from flask import Flask\napp = Flask(__name__)', 'python'],
    ["const fastify = require('fastify')()\nfastify.get('/', async () => 'ok')", 'javascript'],
    ["import { EventEmitter } from 'node:events';\nconst e = new EventEmitter();", 'javascript'],
    ['interface Options {\n  timeout: number;\n}\nconst o: Options = { timeout: 1 };', 'typescript'],
    ["function greet(name: string): string {\n  return `hi ${name}`;\n}", 'typescript'],
    ['SELECT * FROM users WHERE id = 1;', 'sql'],
    ['CREATE TABLE t (id int);\nINSERT INTO t VALUES (1);', 'sql'],
    ['mydb=> SELECT 1;', 'sql'],
    ['<!DOCTYPE html>\n<html>\n<body></body>\n</html>', 'html'],
    ['<?xml version="1.0"?>\n<a/>', 'xml'],
    ['name: build\non:\n  push:\njobs:\n  test: x', 'yaml'],
    ['[tool.poetry]\nname = "x"\nversion = "1.0"', 'toml'],
    ['.button {\n  color: red;\n  margin: 0;\n}', 'css'],
    ['#include <stdio.h>\nint main(void) { printf("hi"); }', 'c'],
    // C without an include or a known type: declarations of the library's own types, NULL checks.
    ['ssh_channel channel;\nint rc;\n\nchannel = ssh_channel_new(session);\nif (channel == NULL) return SSH_ERROR;\nrc = ssh_channel_open_session(channel);', 'c'],
    ['char buffer[256];\nint nbytes;\nnbytes = ssh_channel_read(channel, buffer, sizeof(buffer), 0);', 'c'],
    // A synopsis: its prototypes span lines, and their semicolons are not JavaScript's.
    ['#include <tracefs.h>\n\nchar *tracefs_event_get_file(struct tracefs_instance *instance, const char *system,\n                             const char *file);\nint tracefs_event_file_write(struct tracefs_instance *instance,\n                             const char *system, const char *event,\n                             const char *file, const char *str, int flags);\nint tracefs_event_file_clear(struct tracefs_instance *instance,\n                             const char *file);', 'c'],
    ['public License (the "License"); you may not use this file except in compliance with the License.', 'text'],
    ['import java.util.List;\n\nList<String> names = new ArrayList<>();\nnames.add("x");', 'java'],
    ['public static void main(String[] args) {\n  System.out.println("hi");\n}', 'java'],
    // Statements that read like declarations but are not: JavaScript's.
    ['let total;\nreturn total;\nawait done;\nthrow error;', 'javascript'],
    ['Hello world, this is output.', 'text'],
    ['', 'text'],
    // Lua: its `local`, `then`, `~=` and one-line functions; `end` alone (Ruby's too) says nothing, nor a shell's
    // `; then` or a pg_hba.conf line starting with `local`.
    ['function add_event (op1, op2)\n  local o1, o2 = tonumber(op1), tonumber(op2)\n  if o1 and o2 then  -- both are numbers\n    return o1 + o2\n  end\nend', 'lua'],
    ['if type(op1) ~= type(op2) then\n  return nil\nend', 'lua'],
    ['function f(a, b) end\nfunction g(a, b, ...) end', 'lua'],
    ['if x > 1\n  puts x\nend\nend', 'text'],
    ['if [ -x /usr/bin/pg_ctl ]; then\n  su -l postgres\nfi', 'text'],
    ['local   all   all   trust\nhost    all   all   127.0.0.1/32   md5', 'text'],
    // Nor a shell's `local dir=$1`, CSS's `[rel~="x"]`, pip's `~=` or an `if ... then` of another language alone.
    ['f() {\n  local dir=$1\n  cd "$dir"\n}', 'bash'],
    ['a[rel~="nofollow"] {\n  color: red;\n}', 'css'],
    // Braces after words without a declaration are a ruleset's, not CSS (nftables).
    ['table inet filter {\n  chain input {\n    type filter hook input priority 0; policy drop;\n  }\n}', 'text'],
    ['requests~=2.28\nflask~=2.2', 'text'],
    ['IF (x > 1) THEN\n  y = 2\nEND IF\nif (n > 0) then\n  m = 1', 'text'],
  ];
  for (const [code, lang] of cases) assert.equal(detectLanguage(code), lang, code);
});

test("Go is recognised by its own lines (the Go spec's and memory model's examples), ahead of TypeScript's `type … {`", () => {
  const cases: [string, string][] = [
    ['type Locker interface {\n\tLock()\n\tUnlock()\n}', 'go'],
    ['type List[T any] struct {\n\tnext  *List[T]\n\tvalue T\n}', 'go'],
    ['type Mutex struct         { /* Mutex fields */ }\nfunc (m *Mutex) Lock()    { /* Lock implementation */ }\nfunc (m *Mutex) Unlock()  { /* Unlock implementation */ }', 'go'],
    ['func f[P any](x any) int {\n\tswitch x.(type) {\n\tcase P:\n\t\treturn 0\n\t}\n}', 'go'],
    ['const (\n\tc0 = iota  // c0 == 0\n\tc1 = iota  // c1 == 1\n)', 'go'],
    ['const Pi float64 = 3.14159265358979323846\nconst zero = 0.0         // untyped floating-point constant', 'go'],
    ['var i int\nvar U, V, W float64\nvar k = 0\nvar x, y float32 = -1, -2', 'go'],
    // `go f()` is Go's statement, not the go command.
    ['var a string\n\nfunc f() {\n\tprint(a)\n}\n\nfunc hello() {\n\ta = "hello, world"\n\tgo f()\n}', 'go'],
    ['go Server()\ngo func(ch chan<- bool) { for { sleep(10); ch <- true }} (c)', 'go'],
    ['package main\n\nimport "fmt"\n\nfunc generate(ch chan<- int) {\n\tfor i := 2; ; i++ {\n\t\tch <- i\n\t}\n}', 'go'],
    // `:=` beside a slice literal.
    ['a, b = b, a  // exchange a and b\n\nx := []int{1, 2, 3}\ni := 0', 'go'],
    // Near misses stay what they are.
    ['type Options = {\n  timeout: number;\n};', 'typescript'],
    ['export type Config = {\n  name: string\n}', 'typescript'],
    ['var k = 0\nconst x = 1\nvar y', 'javascript'],
    ['go build ./...\ngo test -race ./...', 'bash'],
    ['$ go run main.go', 'bash'],
    ['const char *name;           /* ASCII encoded string */\nint count;', 'c'],
    ['package com.example.demo;\n\nimport java.util.List;', 'java'],
  ];
  for (const [code, lang] of cases) assert.equal(detectLanguage(code), lang, code);
  // Others' `:=` (Python's, a Makefile's, PL/pgSQL's), `<-` (R's), `func … ->` (Swift's), C's prototypes, Rust.
  for (const code of [
    'if (n := len(a)) > 10:\n    print(n)',
    'CC := gcc\nCFLAGS := -O2 -Wall',
    'DECLARE\n  total integer := 0;\nBEGIN\n  total := total + 1;\nEND;',
    'x <- c(1, 2, 3)\ny <- mean(x)',
    'func greet(person: String) -> String {\n    return "Hello, " + person\n}',
    'int PQsendQuery(PGconn *conn,\n                const char *command,\n                int nParams);',
    'struct Point {\n    x: f64,\n}\n\nfn main() {\n    let p = Point { x: 1.0 };\n}',
    // The review's: C with a trailing comment, Swift without a return type, Kotlin's package clause.
    'const int kMax = 10; // max\nint add(int a, int b) {\n  return a + b;\n}',
    'func greet(name: String) {\n    print("Hello")\n}',
    'package demo\n\nfun main() {\n    println("hi")\n}',
  ]) assert.notEqual(detectLanguage(code), 'go', code);
});

test('detectLanguage stays fast on long lines of punctuation', () => {
  const started = performance.now();
  // Braces and a run of blank lines: a declaration sought from every line start across the run was quadratic.
  detectLanguage(`a.b {\n  color: red\n${' \n'.repeat(40_000)}}`);
  detectLanguage(`${'a-'.repeat(5000)}{\n${'.x:y '.repeat(5000)}{\n${'[a] '.repeat(5000)}`);
  // The C and Java patterns: keyword runs and half declarations that never end.
  detectLanguage(`${'const '.repeat(20000)}x = 1\n${'static '.repeat(20000)}int x = ${'a='.repeat(20000)}\npublic ${'a '.repeat(30000)}(${'x'.repeat(30000)}`);
  assert.ok(performance.now() - started < 200);
});

test('normalizeLanguage keeps common names and maps rare aliases; Sphinx default is no language', () => {
  assert.equal(normalizeLanguage('js'), 'js');
  assert.equal(normalizeLanguage('JavaScript'), 'javascript');
  assert.equal(normalizeLanguage('mjs'), 'js');
  assert.equal(normalizeLanguage('cjs'), 'js');
  assert.equal(normalizeLanguage('ts'), 'ts');
  assert.equal(normalizeLanguage('python3'), 'python');
  assert.equal(normalizeLanguage('pycon'), 'python');
  assert.equal(normalizeLanguage('shell-session'), 'console');
  assert.equal(normalizeLanguage('sh'), 'sh');
  assert.equal(normalizeLanguage('none'), 'text');
  assert.equal(normalizeLanguage('html+jinja'), 'jinja');
  assert.equal(normalizeLanguage('{.python}'), 'python');
  assert.equal(normalizeLanguage('js{12}'), 'js');
  assert.equal(normalizeLanguage('ts{1,4-6}'), 'ts');
  assert.equal(normalizeLanguage('ts:line-numbers'), 'ts');
  assert.equal(normalizeLanguage('html_example'), 'html');
  assert.equal(normalizeLanguage('jsx-live'), 'jsx');
  assert.equal(normalizeLanguage('js-demo'), 'js');
  assert.equal(normalizeLanguage('example'), 'example');
  assert.equal(normalizeLanguage('default'), undefined);
  assert.equal(normalizeLanguage(''), undefined);
  assert.equal(normalizeLanguage(undefined), undefined);
});

test('detectLanguage stays linear on long lines that look like Lua', () => {
  for (const code of [`if a${' '.repeat(300_000)}x`, 'function('.repeat(30_000), `local a${' ,a'.repeat(100_000)}`]) {
    const started = performance.now();
    detectLanguage(code);
    // A regular expression that backtracks over the line takes tens of seconds here.
    assert.ok(performance.now() - started < 1_000, code.slice(0, 20));
  }
});

test('a long line is guessed from its start, in linear time', () => {
  // `def f(` then `)->` 50,000 times: the Python signature pattern backtracked quadratically over the whole line.
  const started = performance.now();
  assert.equal(detectLanguage(`def f(${')->'.repeat(50_000)}`), detectLanguage('def f(a):'.slice(0, 6)));
  assert.ok(performance.now() - started < 500, `${(performance.now() - started).toFixed(0)} ms`);
});
