#!/bin/bash
# One line of six Hit@1/Hit@5 pairs for the current TRANSL_* environment (see README.md): dev half A, B (users),
# A, B (assistants), second set users, assistants.
cd "$(dirname "$0")/../.."
# EVAL_INDEX: the dev/ and second/ indexes kept by `node bench/answers.mjs --keep DIR`.
bash bench/halves.sh "${EVAL_INDEX:?set EVAL_INDEX to the indexes kept by bench/answers.mjs --keep}" 2>/dev/null | grep 'Hit@1' | grep -v '^  ' |
  awk -v tag="$1" '{for(i=1;i<=NF;i++){if($i=="Hit@1")h1=$(i+1); if($i=="Hit@5")h5=$(i+1)} out=out sprintf(" %s/%s", h1, h5)} END {print tag ":" out}'
