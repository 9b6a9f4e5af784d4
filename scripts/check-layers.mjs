#!/usr/bin/env node
/**
 * The layers of ARCHITECTURE.md, checked: every import in src/ points down (cli → transports → server →
 * backends, auth → engine → the shared modules at the top of src/), and no folder reaches back into a
 * folder that reaches it (compared within their nearest common folder, at every depth).
 * Prints each violation with the importing file; exits 1 when there is one. Run by test/layers.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Higher imports lower. Units of one layer do not import each other; the shared modules may, without a cycle. */
const LAYERS = [['cli'], ['transports'], ['server'], ['backends', 'auth'], ['engine']];
const SHARED = 'top-level module of src/';

export function checkLayers(srcDir) {
  const files = walk(srcDir).filter((file) => file.endsWith('.ts'));
  const imports = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s*'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/g)) {
      const target = resolve(dirname(file), match[1] ?? match[2]);
      imports.push({ from: relative(srcDir, file), to: relative(srcDir, target) });
    }
  }
  const problems = [];
  for (const { from, to } of imports) {
    const a = layerOf(from);
    const b = layerOf(to);
    if (a === undefined) problems.push(`${from}: its folder ${from.split('/')[0]} is in no layer (add it to scripts/check-layers.mjs)`);
    else if (b === undefined) continue;
    else if (a === SHARED_LAYER && b === SHARED_LAYER) continue;
    else if (b <= a && from.split('/')[0] !== to.split('/')[0]) problems.push(`${from} imports ${to}: ${unitName(to)} is not below ${unitName(from)}`);
  }
  problems.push(...folderCycles(imports));
  return problems;
}

const SHARED_LAYER = LAYERS.length;
function layerOf(path) {
  const parts = path.split('/');
  if (parts.length === 1) return SHARED_LAYER;
  const index = LAYERS.findIndex((layer) => layer.includes(parts[0]));
  return index === -1 ? undefined : index;
}
function unitName(path) {
  return path.includes('/') ? `${path.split('/')[0]}/` : SHARED;
}

/** Within each folder, its subfolders must not import each other in a circle. */
function folderCycles(imports) {
  const graphs = new Map(); // common folder → (subfolder → set of subfolders)
  for (const { from, to } of imports) {
    const a = from.split('/');
    const b = to.split('/');
    let i = 0;
    while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++;
    // Only folders count as nodes: a file beside a folder is that folder's parent's business.
    if (i >= a.length - 1 || i >= b.length - 1) continue;
    const common = a.slice(0, i).join('/') || '.';
    const graph = graphs.get(common) ?? new Map();
    graphs.set(common, graph);
    const edges = graph.get(a[i]) ?? new Set();
    graph.set(a[i], edges);
    edges.add(b[i]);
  }
  const problems = [];
  for (const [common, graph] of graphs) {
    const done = new Set();
    const visit = (node, path) => {
      if (path.includes(node)) {
        problems.push(`folder cycle in ${common}: ${[...path.slice(path.indexOf(node)), node].join(' → ')}`);
        return;
      }
      if (done.has(node)) return;
      for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
      done.add(node);
    };
    for (const node of graph.keys()) visit(node, []);
  }
  return problems;
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkLayers(join(import.meta.dirname, '..', 'src'));
  for (const problem of problems) console.error(problem);
  process.exit(problems.length ? 1 : 0);
}
