// The Node.js (V8) flags the API process runs with: scripts/start.sh, compose.yaml and api/package.json start it
// with them, and the benches that start it take them from here (apiExecArgv in bench/support/bench-env.ts);
// node-flags.unit.test.ts checks the three start commands.
//
// `--max-semi-space-size=64` (MB; V8's default on 64-bit is 16): a search's young allocations (rows, JSON, the
// answer's chunks) filled the default often enough that a scavenge landed on about one request in 18 and set the
// lookups' p95; at 64 MB scavenges are a third as frequent and take less GC time in all (bench/search/README.md).
// The young generation may then take ~200 MB more of the process's memory.
export const API_NODE_FLAGS = ["--max-semi-space-size=64"];
