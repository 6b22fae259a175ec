// Where the CPU went during a measured stretch: the machine's busy time (/proc/stat), the API process's own
// (/proc/PID/stat) and this load generator's (process.cpuUsage). What is left is PostgreSQL, Redis and anything
// else running; on a quiet machine, mostly PostgreSQL. Latency under contention says little about the code, CPU
// per request says a lot (Linux only; elsewhere the figures are null).
import { readFileSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

function machineBusyMs(): number | null {
  try {
    const [, ...f] = readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!.trim().split(/\s+/);
    const n = f.map(Number); // user nice system idle iowait irq softirq steal ...
    return (n.reduce((a, b) => a + b, 0) - n[3]! - n[4]! - (n[7] ?? 0)) * TICK_MS;
  } catch {
    return null;
  }
}

function processMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields from 3 (state) on
    return (Number(f[11]) + Number(f[12])) * TICK_MS; // utime, stime
  } catch {
    return null;
  }
}

export type CpuShare = { machineMs: number; apiMs: number; loadGeneratorMs: number; restMs: number };

/** Starts a CPU meter for the API process `apiPid`; `stop()` returns the milliseconds of CPU each part used. */
export function startCpuMeter(apiPid: number | undefined) {
  const m0 = machineBusyMs();
  const a0 = apiPid ? processMs(apiPid) : null;
  const self0 = process.cpuUsage();
  return {
    stop(): CpuShare | null {
      const m1 = machineBusyMs();
      const a1 = apiPid ? processMs(apiPid) : null;
      const self = process.cpuUsage(self0);
      if (m0 === null || m1 === null || a0 === null || a1 === null) return null;
      const machineMs = m1 - m0;
      const apiMs = a1 - a0;
      const loadGeneratorMs = (self.user + self.system) / 1000;
      return { machineMs, apiMs, loadGeneratorMs, restMs: Math.max(0, machineMs - apiMs - loadGeneratorMs) };
    },
  };
}
