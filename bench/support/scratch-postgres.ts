// A PostgreSQL server of the bench's own, started with the settings to measure: a search's figures depend on the
// server's settings (shared_buffers above all), and the machine's own server is not the bench's to restart. Uses the
// server binaries of Debian's postgresql package (PG_BIN to point elsewhere); as root, runs them as "postgres".
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./bench-env.ts";

const run = promisify(execFile);

/** The settings the bench compares: PostgreSQL's own defaults, and compose.yaml's command line. */
export const SERVER_SETTINGS: Record<string, Record<string, string>> = {
  stock: {},
  compose: { shared_buffers: "1GB" },
};

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, "bin")).find((d) => existsSync(path.join(d, "initdb")));
  if (!found) throw new Error("no PostgreSQL server binaries (initdb) under /usr/lib/postgresql: set PG_BIN");
  return found;
}

export type ScratchPostgres = {
  /** The server's maintenance database. */
  url: string;
  /** Restarts the server with other settings (connections are closed). */
  restart(settings: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
};

export async function startScratchPostgres(settings: Record<string, string>): Promise<ScratchPostgres> {
  const bin = binDir();
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-postgres-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout), Number(gid));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  await pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"]);
  const port = await freePort();
  const start = (s: Record<string, string>) => {
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=127.0.0.1",
      ...Object.entries(s).map(([k, v]) => `-c ${k}=${v}`),
    ].join(" ");
    return pg("pg_ctl", ["-D", data, "-w", "-l", path.join(dir, "server.log"), "-o", options, "start"]);
  };
  const stopServer = (mode: "fast" | "immediate") => pg("pg_ctl", ["-D", data, "-w", "-m", mode, "stop"]);
  await start(settings);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async restart(s) {
      await stopServer("fast");
      await start(s);
    },
    async stop() {
      await stopServer("immediate").catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
