// The API exactly as api/src/server.ts runs it, plus one bench hook over IPC: "memory" answers the process's memory
// after two full garbage collections (needs --expose-gc), so per-connection figures are not GC timing noise.
export {};

type Gc = () => void;

process.on("message", (msg) => {
  if (msg !== "memory") return;
  const gc = (globalThis as { gc?: Gc }).gc;
  gc?.();
  gc?.();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.send!({ type: "memory", rss, heapUsed, external, arrayBuffers, gc: Boolean(gc) });
});

await import("../../api/src/server.ts");
