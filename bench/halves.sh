#!/bin/bash
# The in-process answer check while trying a ranking change (seconds, not a build): the dev questions in their two
# halves (split as bench/answers.mjs splits them), as users ask and as assistants send them, and the second set.
#   bash bench/halves.sh DIR    DIR holds dev/ and second/ indexes, as `node bench/answers.mjs --keep DIR` leaves them
# Figures that count come from bench/answers.mjs through the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
IDX=${1:?usage: bench/halves.sh INDEX_DIR}
EVAL=../shared/eval
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
node_modules/.bin/node --no-warnings -e '
const fs = require("node:fs");
// Same fold as bench/answers.mjs: a hash of the ID, so both phrasings of a question share a half.
const fold = (id) => { let x = 0; for (const c of id) x = (x * 31 + c.charCodeAt(0)) >>> 0; return x % 2; };
const [evalDir, out] = process.argv.slice(1);
for (const name of ["dev", "dev-assistant"]) {
  const lines = fs.readFileSync(`${evalDir}/${name}.jsonl`, "utf8").trim().split("\n").filter(Boolean);
  for (const h of [0, 1]) fs.writeFileSync(`${out}/${h ? "B" : "A"}-${name}.jsonl`, lines.filter((l) => fold(JSON.parse(l).id) === h).join("\n") + "\n");
}' "$EVAL" "$TMP"
IDS=$(node_modules/.bin/node -e 'const l = require("./bench/corpora/libs.json"); console.log(Object.entries(l).map(([c, v]) => `${c}=${v.id}`).join(","))')
node_modules/.bin/node --no-warnings bench/eval-fast.ts --index "$IDX/dev" --questions "$TMP/A-dev.jsonl,$TMP/B-dev.jsonl,$TMP/A-dev-assistant.jsonl,$TMP/B-dev-assistant.jsonl" | grep -v '^  easy\|^  version'
node_modules/.bin/node --no-warnings bench/eval-fast.ts --index "$IDX/second" --ids "$IDS" --questions bench/corpora/questions.jsonl,bench/corpora/questions-assistant.jsonl | grep -v '^  easy\|^  version'
