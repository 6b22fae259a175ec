// The Node.js flags the worker process runs with: scripts/start.sh, compose.yaml and worker/package.json start it
// with them, and bench/ingest's memory figure measures a process started with them; node-flags.unit.test.ts checks
// the three start commands.
//
// `--v8-pool-size=1` (Node's default: 4): V8's background threads (concurrent marking, compilation) each take a malloc
// arena of their own, which left the process 20-40 MB larger before any work, by a varying amount; with one thread
// its resident set at rest is steady and a 50 MB page peaks about 30 MB lower, at the same ingestion speed
// (bench/ingest/README.md).
export const WORKER_NODE_FLAGS = ["--v8-pool-size=1"];
