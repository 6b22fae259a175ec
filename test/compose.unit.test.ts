// Where no Docker engine runs, compose.yaml is checked as data: it parses, runs the services the README promises and
// publishes the back-end services on the loopback only; where the compose plugin exists, `docker compose config`
// validates it fully.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

type PortSpec = string | number | { target: number; published?: string | number; host_ip?: string };
type Compose = {
  services: Record<
    string,
    { image?: string; environment?: Record<string, string>; command?: unknown; ports?: PortSpec[] }
  >;
};

/**
 * The host address a `ports` entry publishes on ("" for every interface), in compose's short syntax
 * ("[HOST:]PUBLISHED:TARGET[/PROTO]", IPv6 hosts in brackets) or long syntax ({ host_ip, published, target }).
 */
function publishedHost(spec: PortSpec): string {
  if (typeof spec === "number") return "";
  if (typeof spec === "object") return spec.host_ip ?? "";
  const ports = spec.replace(/\/(tcp|udp|sctp)$/, "");
  const bracketed = /^\[([^\]]+)\]:/.exec(ports);
  if (bracketed) return bracketed[1]!;
  const parts = ports.split(":");
  return parts.length >= 3 ? parts.slice(0, -2).join(":") : "";
}

const isLoopback = (host: string) => /^127\./.test(host) || host === "::1" || host === "localhost";

/** The services published beyond this machine: only the API, the site's own port. */
const PUBLIC_SERVICES = ["api"];

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

  it("publishes PostgreSQL, Redis and Mailpit on the loopback only, and the API on every interface", async () => {
    const compose = parse(await readFile("compose.yaml", "utf8")) as Compose;
    for (const [name, service] of Object.entries(compose.services)) {
      const hosts = (service.ports ?? []).map(publishedHost);
      if (PUBLIC_SERVICES.includes(name)) expect(hosts, name).toEqual([""]);
      else for (const host of hosts) expect(isLoopback(host), `${name} publishes on "${host}"`).toBe(true);
    }
    expect(compose.services.api?.ports).toEqual(["3000:3000"]);
    for (const name of ["postgres", "redis", "mailpit"])
      expect(compose.services[name]?.ports?.length, name).toBeGreaterThan(0);
  });

  it("reads the host of every spelling of a ports entry", () => {
    const port = fc.integer({ min: 1, max: 65535 });
    const host = fc.constantFrom("", "127.0.0.1", "127.0.0.2", "0.0.0.0", "192.168.1.5", "::1", "::", "localhost");
    const proto = fc.constantFrom("", "/tcp", "/udp");
    fc.assert(
      fc.property(host, port, port, proto, fc.boolean(), (h, published, target, p, long) => {
        const spec: PortSpec = long
          ? { target, published, ...(h ? { host_ip: h } : {}) }
          : `${h ? (h.includes(":") ? `[${h}]:` : `${h}:`) : ""}${published}:${target}${p}`;
        expect(publishedHost(spec)).toBe(h);
        expect(isLoopback(publishedHost(spec))).toBe(["127.0.0.1", "127.0.0.2", "::1", "localhost"].includes(h));
      }),
    );
    expect(publishedHost("5432")).toBe("");
    expect(publishedHost(5432)).toBe("");
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
