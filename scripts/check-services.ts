// `make start` / `make migrate` preflight: can we reach PostgreSQL and Redis? If not, say which, at which URL,
// and how to start it, instead of failing later with a stack trace.
import net from "node:net";
import { commonEnvShape } from "@app/shared/config/config.schemas";

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname || "127.0.0.1", port: Number(u.port || defaultPort) });
    socket.setTimeout(2_000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

const databaseUrl = commonEnvShape.DATABASE_URL.parse(process.env.DATABASE_URL);
const redisUrl = commonEnvShape.REDIS_URL.parse(process.env.REDIS_URL);
const safe = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");

const problems: string[] = [];
if (!(await reachable(databaseUrl, 5432)))
  problems.push(
    `PostgreSQL does not answer at ${safe(databaseUrl)}.\n` +
      "    Start it locally:  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\n" +
      "    (Debian: apt-get install postgresql), or with Docker:  docker compose up -d postgres\n" +
      "    or point DATABASE_URL at a running server.",
  );
if (!(await reachable(redisUrl, 6379)))
  problems.push(
    `Redis does not answer at ${safe(redisUrl)}.\n` +
      "    Start it locally:  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no\n" +
      "    (Debian: apt-get install redis-server), or with Docker:  docker compose up -d redis\n" +
      "    or point REDIS_URL at a running server.",
  );
if (problems.length) {
  console.error(`Cannot start: a required service is not reachable.\n\n  ${problems.join("\n\n  ")}\n`);
  process.exit(1);
}
console.log(`PostgreSQL (${safe(databaseUrl)}) and Redis (${safe(redisUrl)}) answer.`);
