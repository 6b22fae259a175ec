// The Node.js (V8) flags the API process runs with: scripts/start.sh, compose.yaml and api/package.json start it
// with them, and the benches that start it take them from here (apiExecArgv in bench/support/bench-env.ts);
// node-flags.unit.test.ts checks the three start commands.
//
// `--max-semi-space-size=64` (MB; V8's default on 64-bit is 16): a search allocates about 0.6 MB in the young
// generation (rows, JSON, the answer's chunks), and what it keeps (search-items.ts) survives into the old one, so with
// the default a scavenge ran every ~18 requests and took 2-6 ms: the request it landed on waited, one in 18, which is
// where the lookups' p95 at one client was (4-5 ms against 1.4 ms p50). With 64 MB: a third as many scavenges,
// longer (about 8 ms) but on ~1% of requests, and less GC time in all (bench/README.md, session 13). The young
// generation may then take ~200 MB more of the process's memory.
export const API_NODE_FLAGS = ["--max-semi-space-size=64"];
