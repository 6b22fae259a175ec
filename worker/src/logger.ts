// A small JSON-lines logger with pino's call shape (`log.info({ jobId }, "message")`), so a pino instance can be
// passed to startWorker instead. The worker does not depend on pino itself.
import { redactSecrets } from "@app/shared/logging/redact-secrets";

export type LogFn = (obj: Record<string, unknown>, msg?: string) => void;
export type Logger = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn };

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;
export type LogLevel = keyof typeof LEVELS;

/** Where a line goes: by default warnings and errors to stderr, the rest to stdout. */
export type LogSink = (line: string, level: "debug" | "info" | "warn" | "error") => void;
const stdio: LogSink = (line, level) => (LEVELS[level] >= LEVELS.warn ? process.stderr : process.stdout).write(line);

export function createLogger(
  level: LogLevel = "info",
  bindings: Record<string, unknown> = { name: "worker" },
  sink: LogSink = stdio,
): Logger {
  const min = LEVELS[level];
  const make =
    (name: "debug" | "info" | "warn" | "error"): LogFn =>
    (obj, msg) => {
      if (LEVELS[name] < min) return;
      const line = JSON.stringify({ level: name, time: new Date().toISOString(), ...bindings, ...serialise(obj), msg });
      // A reset link's token (in a mail's text, an error's message) never reaches a line.
      sink(redactSecrets(line) + "\n", name);
    };
  return { debug: make("debug"), info: make("info"), warn: make("warn"), error: make("error") };
}

export const silentLogger: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** Errors do not survive JSON.stringify; keep their name, message and stack. */
function serialise(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj))
    out[k] = v instanceof Error ? { type: v.name, message: v.message, stack: v.stack } : v;
  return out;
}

export function errorMessage(e: unknown, max = 1000): string {
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return text.length > max ? text.slice(0, max - 1) + "…" : text;
}
