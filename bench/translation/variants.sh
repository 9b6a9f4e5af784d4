#!/bin/bash
# Reproduces every variant of README.md: trains the global tables from the third documentation pool, applies the
# experiment hooks (variants.patch: env-var switches in rank/search.ts), runs each variant, and removes the hooks.
#   EVAL_INDEX=DIR bash bench/translation/variants.sh THIRD_INDEX_DIR
# THIRD_INDEX_DIR: `bash bench/third-pool.sh OUT` leaves it in OUT/idx. The hooks apply to the ranking code of
# commit 45f2a34 (check it out first: rank/search.ts has changed since).
set -e
cd "$(dirname "$0")/../.."
THIRD=${1:?usage: EVAL_INDEX=DIR bash bench/translation/variants.sh THIRD_INDEX_DIR}
N="nice -n 10 node_modules/.bin/node --no-warnings"
$N bench/translation/train.ts --index "$THIRD" --out /tmp/transl-global.json
$N bench/translation/train.ts --index "$THIRD" --out /tmp/transl-global-fs.json --first-sentence
git apply bench/translation/variants.patch
trap 'git apply -R bench/translation/variants.patch; rm -f src/engine/rank/translation.ts' EXIT
R=bench/translation/run.sh
$R baseline
G=/tmp/transl-global.json
for a in 0.3 0.6 1; do TRANSL_MODEL=$G TRANSL_SOFT=$a $R "global soft=$a"; done
TRANSL_MODEL=$G TRANSL_EXPAND=10 $R "global expand10(and)"
TRANSL_MODEL=$G TRANSL_EXPAND=10 TRANSL_SOFT=0.6 $R "global expand10(and) soft=.6"
TRANSL_MODEL=$G TRANSL_EXPAND=10 TRANSL_EXPAND_MODE=or TRANSL_SOFT=0.6 $R "global expand10(or) soft=.6"
for tp in "0.05 0.002" "0.02 0.001" "0.2 0.01"; do set -- $tp
  TRANSL_MODEL=$G TRANSL_TMIN=$1 TRANSL_PMIN=$2 TRANSL_SOFT=0.6 TRANSL_EXPAND=10 $R "global t>=$1 p>=$2 expand10 soft=.6"; done
for tp in "0.1 0.005" "0.03 0.001"; do set -- $tp
  TRANSL_MODEL=/tmp/transl-global-fs.json TRANSL_TMIN=$1 TRANSL_PMIN=$2 TRANSL_SOFT=0.6 TRANSL_EXPAND=10 $R "global+1st sentence t>=$1 p>=$2 expand10 soft=.6"; done
for a in 0.3 1; do TRANSL_MODEL=$G TRANSL_TMIN=0 TRANSL_PMIN=0 TRANSL_K=30 TRANSL_SOFT=$a $R "global dense K30 soft=$a"; done
TRANSL_MODEL=/tmp/transl-global-fs.json TRANSL_TMIN=0 TRANSL_PMIN=0 TRANSL_K=30 TRANSL_SOFT=1 $R "global+1st sentence dense K30 soft=1"
export TRANSL_LOCAL=1
TRANSL_SOFT=0.6 $R "local soft=.6"
TRANSL_EXPAND=10 $R "local expand10"
for a in 0.3 1; do TRANSL_SOFT=$a TRANSL_EXPAND=10 $R "local expand10 soft=$a"; done
for c in 1 2 4; do for a in 0.3 0.6 1; do TRANSL_CMIN=$c TRANSL_SOFT=$a $R "local cmin=$c soft=$a"; done; done
TRANSL_FS=1 TRANSL_SOFT=0.6 $R "local+1st sentence soft=.6"
for k in 2 10; do TRANSL_K=$k TRANSL_SOFT=0.6 $R "local K=$k soft=.6"; done
for t in 0.3 0.5; do TRANSL_TMIN=$t TRANSL_SOFT=0.6 $R "local tmin=$t soft=.6"; done
TRANSL_EXPAND=10 TRANSL_EXPAND_MODE=or TRANSL_SOFT=0.6 $R "local expand10(or) soft=.6"
TRANSL_EXPAND=20 TRANSL_EXPAND_BM25=1 TRANSL_SOFT=0.6 $R "local expand20 bm25x1 soft=.6"
for a in 0.3 0.6 1; do TRANSL_TMIN=0 TRANSL_PMIN=0 TRANSL_K=30 TRANSL_SOFT=$a $R "local dense K30 soft=$a"; done
for s in 1 2 3 4; do TRANSL_PLACEBO=$s TRANSL_SOFT=0.6 $R "PLACEBO $s local soft=.6"; done
for s in 1 2 3 4; do TRANSL_PLACEBO=$s TRANSL_TMIN=0 TRANSL_PMIN=0 TRANSL_K=30 TRANSL_SOFT=0.6 $R "PLACEBO $s local dense K30 soft=.6"; done
for tk in "0.05 8 0.6" "0 30 0.6" "0.05 8 1"; do set -- $tk
  TRANSL_INVERSE=1 TRANSL_PMIN=0 TRANSL_TMIN=$1 TRANSL_K=$2 TRANSL_SOFT=$3 $R "local INVERSE tmin=$1 K=$2 soft=$3"; done
unset TRANSL_LOCAL
TRANSL_MODEL=$G TRANSL_INVERSE=1 TRANSL_PMIN=0 TRANSL_TMIN=0.05 TRANSL_K=8 TRANSL_SOFT=0.6 $R "global INVERSE tmin=.05 K=8 soft=.6"
