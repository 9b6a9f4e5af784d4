#!/bin/bash
# The in-process answer check while trying a ranking change (seconds, not a build): the dev questions in their two
# halves (split as bench/answers.mjs splits them), as users ask and as assistants send them, the fresh set over the
# dev corpora, the second set, the man-page set and the four intent-style probes. The third set and the man-page
# check set are not run here: they are checked once per change decided (bench/answers.mjs).
#   bash bench/halves.sh DIR    DIR holds dev/, second/ and man/ indexes, as `node bench/answers.mjs --keep DIR` leaves them
# Figures that count come from bench/answers.mjs through the binary.
set -euo pipefail
cd "$(dirname "$0")/.."
IDX=${1:?usage: bench/halves.sh INDEX_DIR}
EVAL=../shared/eval
ids() { node_modules/.bin/node -e 'const l = require(process.argv[1]); console.log(Object.entries(l).map(([c, v]) => `${c}=${v.id}`).join(","))' "$1"; }
IDS=$(ids ./bench/corpora/libs.json)
MAN_IDS=$(ids ./bench/corpora/libs-man.json)
for half in A B; do
  node_modules/.bin/node --no-warnings bench/eval-fast.ts --index "$IDX/dev" --half $half --questions "$EVAL/dev.jsonl" | grep -v '^  easy\|^  version'
done
for half in A B; do
  node_modules/.bin/node --no-warnings bench/eval-fast.ts --index "$IDX/dev" --half $half --questions "$EVAL/dev-assistant.jsonl" | grep -v '^  easy\|^  version'
done
node_modules/.bin/node --no-warnings bench/eval-fast.ts --index "$IDX/dev" --questions bench/corpora/fresh/questions.jsonl,bench/corpora/fresh/questions-assistant.jsonl | grep -v '^  easy\|^  version' | sed 's/^questions/fresh-questions/'
node_modules/.bin/node --no-warnings bench/eval-fast.ts --index "$IDX/second" --ids "$IDS" --questions bench/corpora/questions.jsonl,bench/corpora/questions-assistant.jsonl | grep -v '^  easy\|^  version'
node_modules/.bin/node --no-warnings bench/eval-fast.ts --index "$IDX/man" --ids "$MAN_IDS" --questions bench/corpora/man/questions.jsonl,bench/corpora/man/questions-assistant.jsonl | grep -v '^  easy\|^  version' | sed 's/^questions/man-questions/'
node_modules/.bin/node --no-warnings bench/eval-fast.ts --index "$IDX/dev" --questions bench/corpora/intent.jsonl,bench/corpora/intent-vars.jsonl,bench/corpora/intent-fresh.jsonl
node_modules/.bin/node --no-warnings bench/eval-fast.ts --index "$IDX/second" --ids "$IDS" --questions bench/corpora/intent-second.jsonl
