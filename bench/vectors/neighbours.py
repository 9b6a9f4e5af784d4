"""Nearest-neighbour table from a fastText .vec file.

Usage: python3 neighbours.py MODEL.vec OUTDIR [KEYS=60000] [K=10] [MIN_COS=0.5]

Keys: the KEYS most frequent words of the model (fastText writes .vec in descending frequency) that are
alphabetic and at least 3 letters long -- the shape of the engine's stemmed plain words. Neighbours are
searched among the same keys, by cosine, best first, at most K, kept when cosine >= MIN_COS.

Writes OUTDIR/associations.tsv   stem<TAB>neighbour:cosine,neighbour:cosine,...  (keys without neighbours
                                 are written with an empty second field)
       OUTDIR/associations.bin   compact form, see REPORT.md ("Binary format")
       OUTDIR/associations.bin.gz
       OUTDIR/stats.txt          distribution of neighbour counts and cosines
"""
import gzip
import re
import struct
import sys

import numpy as np

vec_path, out_dir = sys.argv[1], sys.argv[2]
n_keys = int(sys.argv[3]) if len(sys.argv) > 3 else 60000
k = int(sys.argv[4]) if len(sys.argv) > 4 else 10
min_cos = float(sys.argv[5]) if len(sys.argv) > 5 else 0.5
# Optional: only words listed in this file (one a line) are keys and neighbours; outputs get the suffix below.
allow = set(open(sys.argv[6]).read().split()) if len(sys.argv) > 6 else None
suffix = sys.argv[7] if len(sys.argv) > 7 else ""
# Optional: neighbours only among the POOL most frequent keys (rare words have noisy vectors).
pool = int(sys.argv[8]) if len(sys.argv) > 8 else None

alpha = re.compile(r"^[a-z]{3,}$")
words, rows = [], []
with open(vec_path, encoding="utf-8", errors="replace") as f:
    total, dim = map(int, f.readline().split())
    for line in f:
        parts = line.rstrip("\n").rstrip(" ").split(" ")
        if len(parts) != dim + 1 or not alpha.match(parts[0]) or (allow is not None and parts[0] not in allow):
            continue
        words.append(parts[0])
        rows.append(np.asarray(parts[1:], dtype=np.float32))
        if len(words) >= n_keys:
            break
m = np.vstack(rows)
m /= np.maximum(np.linalg.norm(m, axis=1, keepdims=True), 1e-9)
n = len(words)
print(f"model vocabulary {total}, dim {dim}; keys {n}", file=sys.stderr)

neigh_ids = np.zeros((n, k), dtype=np.int32)
neigh_cos = np.zeros((n, k), dtype=np.float32)
block = 2048
for start in range(0, n, block):
    sims = m[start : start + block] @ m.T
    if pool is not None:
        sims[:, pool:] = -2.0
    rows_idx = np.arange(sims.shape[0])
    sims[rows_idx, start + rows_idx] = -2.0  # not oneself
    top = np.argpartition(-sims, k, axis=1)[:, :k]
    top_sims = np.take_along_axis(sims, top, axis=1)
    order = np.argsort(-top_sims, axis=1)
    neigh_ids[start : start + block] = np.take_along_axis(top, order, axis=1)
    neigh_cos[start : start + block] = np.take_along_axis(top_sims, order, axis=1)

keep = neigh_cos >= min_cos
counts = keep.sum(axis=1)

with open(f"{out_dir}/associations{suffix}.tsv", "w", encoding="utf-8") as out:
    for i, w in enumerate(words):
        items = [f"{words[j]}:{c:.3f}" for j, c in zip(neigh_ids[i], neigh_cos[i]) if c >= min_cos]
        out.write(f"{w}\t{','.join(items)}\n")

# Binary: magic, version, key count, max neighbours, min cosine; vocabulary blob; per key a count byte and
# (u16 neighbour id, u8 quantised cosine) pairs. Little-endian.
vocab_blob = "\n".join(words).encode("utf-8")
body = bytearray()
for i in range(n):
    c = int(counts[i])
    body.append(c)
    for j in range(c):
        q = int(round((float(neigh_cos[i, j]) - min_cos) / (1.0 - min_cos) * 255))
        body += struct.pack("<HB", int(neigh_ids[i, j]), max(0, min(255, q)))
header = b"LDAS" + struct.pack("<BIBfI", 1, n, k, min_cos, len(vocab_blob))
data = header + vocab_blob + bytes(body)
with open(f"{out_dir}/associations{suffix}.bin", "wb") as out:
    out.write(data)
with gzip.open(f"{out_dir}/associations{suffix}.bin.gz", "wb", compresslevel=9) as out:
    out.write(data)

kept = neigh_cos[keep]
with open(f"{out_dir}/stats{suffix}.txt", "w") as out:
    out.write(f"keys {n}, dim {dim}, model vocabulary {total}\n")
    out.write(f"keys with >=1 neighbour at cos>={min_cos}: {(counts > 0).sum()} ({(counts > 0).mean():.1%})\n")
    out.write(f"neighbours kept: {keep.sum()} (mean {counts.mean():.2f} per key)\n")
    out.write("neighbours per key: " + " ".join(f"{c}:{(counts == c).sum()}" for c in range(k + 1)) + "\n")
    if kept.size:
        qs = np.quantile(kept, [0.1, 0.25, 0.5, 0.75, 0.9])
        out.write("cosine of kept neighbours, quantiles 10/25/50/75/90%: " + " ".join(f"{q:.3f}" for q in qs) + "\n")
    out.write("top-1 cosine over all keys, quantiles 10/25/50/75/90%: "
              + " ".join(f"{q:.3f}" for q in np.quantile(neigh_cos[:, 0], [0.1, 0.25, 0.5, 0.75, 0.9])) + "\n")
    for lo, hi in [(0.5, 0.6), (0.6, 0.7), (0.7, 0.8), (0.8, 0.9), (0.9, 1.01)]:
        out.write(f"kept with cos in [{lo},{hi}): {((kept >= lo) & (kept < hi)).sum()}\n")
    out.write(f"associations.bin {len(data)} bytes\n")
print(open(f"{out_dir}/stats{suffix}.txt").read(), file=sys.stderr)
