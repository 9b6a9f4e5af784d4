#!/usr/bin/env bash
# Score a libdocs binary on the second corpus set: both question files (as users ask, as an assistant sends them)
# through ../shared/eval/score.mjs, unchanged, with this set's libraries (libs.json) and no resolve cases.
#   bench/corpora/score.sh [BIN] [DIR]      BIN default dist/libdocs; DIR default .corpora (fetched when missing)
# SCORE=path/to/score.mjs overrides where the scorer is; DUMP=prefix writes one row a question to prefix-<file>.jsonl.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd); ROOT=$(cd "$HERE/../.." && pwd)
BIN=${1:-$ROOT/dist/libdocs}; DIR=${2:-$ROOT/.corpora}
SCORE=${SCORE:-$ROOT/../shared/eval/score.mjs}
[ -f "$SCORE" ] || { echo "no scorer at $SCORE: set SCORE=path/to/score.mjs" >&2; exit 2; }
for id in jsoup tracefs postfix libssh npmcli; do [ -d "$DIR/corpora/$id" ] || { bash "$HERE/fetch.sh" "$DIR"; break; }; done
IDX=$(mktemp -d); trap 'rm -rf "$IDX"' EXIT   # one index for both files: the corpora are indexed once
rc=0
for f in questions questions-assistant; do
  echo "== $f.jsonl"
  node "$SCORE" --bin "$BIN" --corpora "$DIR/corpora" --questions "$HERE/$f.jsonl" --libs "$HERE/libs.json" \
    --resolve none --keep "$IDX" ${DUMP:+--dump "$DUMP-$f.jsonl"} || rc=1
done
exit $rc
