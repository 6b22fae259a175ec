// No Docker engine runs on our machines, so compose.yaml is checked here: it parses and runs the services the
// README promises; where the compose plugin exists, `docker compose config` validates it fully.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

type Compose = {
  services: Record<string, { image?: string; environment?: Record<string, string>; command?: unknown }>;
};

describe("compose.yaml", () => {
  it("defines postgres, redis, mailpit, api and worker", async () => {
    const compose = parse(await readFile("compose.yaml", "utf8")) as Compose;
    expect(Object.keys(compose.services).sort()).toEqual(["api", "mailpit", "postgres", "redis", "worker"]);
    for (const app of ["api", "worker"]) {
      const env = compose.services[app]?.environment ?? {};
      expect(env.DATABASE_URL).toContain("@postgres:5432/");
      expect(env.REDIS_URL).toBe("redis://redis:6379");
      expect(env.SMTP_URL).toBe("smtp://mailpit:1025");
    }
  });

  it("is valid for docker compose where the plugin is installed", async () => {
    const run = promisify(execFile);
    const hasCompose = await run("docker", ["compose", "version"]).then(
      () => true,
      () => false,
    );
    if (!hasCompose) return; // the Docker client here has no compose plugin; the parse test above still ran
    const { stdout } = await run("docker", ["compose", "-f", "compose.yaml", "config", "--services"]);
    expect(stdout.trim().split("\n").sort()).toEqual(["api", "mailpit", "postgres", "redis", "worker"]);
  });
});
