/**
 * V8 lets the old generation grow up to fourfold between full collections. Indexing keeps little between libraries
 * (the live heap stays near 25 MB) but allocates and drops much, so the heap reached 180 MB for 25 MB of live
 * objects; 30% growth brought `libdocs add`'s peak down by about 45 MB per large library, the eight dev corpora's by
 * about 100 MB, for a few percent more indexing time (README, "Indexing, size and latency"). Only the indexing
 * commands (add.ts, refresh.ts) import this module: with it, the HTTP server under load answered about 6% fewer
 * requests a second, and the stdio server's warm p95 rose from about 14 to 15-17 ms. Set at run time, not in the
 * executable's execArgv: a V8 flag there changes the flag hash, and the executable's code cache is then rejected
 * (a slower start, and a warning on every run).
 * @module
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--heap-growing-percent=30');
