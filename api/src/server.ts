// The only file that listens. Loads config from the environment, starts the API, and shuts down gracefully:
// stop accepting connections, finish in-flight requests, close database and Redis connections.
import { loadConfig } from "./config.ts";
import { buildApp } from "./app.ts";

const config = loadConfig(process.env);
const app = await buildApp(config);

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => (clearTimeout(force), process.exit(0)),
      (err: unknown) => (app.log.error({ err }, "error during shutdown"), process.exit(1)),
    );
  });
}

try {
  await app.listen({ host: config.host, port: config.port });
} catch (err) {
  app.log.fatal({ err }, "could not start the API");
  process.exit(1);
}
