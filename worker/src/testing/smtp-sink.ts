// Test support: a real SMTP server (smtp-server) on a loopback port chosen by the OS, collecting what it receives.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  raw: string;
  /** Header values by lower-case name (unfolded; the first occurrence). */
  headers: Map<string, string>;
  body: string;
};

export type SmtpSink = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** While set, DATA is answered with this error (e.g. a 4xx or 5xx reply). */
  rejectWith: string | null;
  /** While set, awaited after a message is stored and before the server answers 250 (to stage a fault there). */
  beforeAccept: ((mail: ReceivedMail) => Promise<void> | void) | null;
  close(): Promise<void>;
};

export function parseHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split + 4) : "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const i = line.indexOf(":");
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(i + 1).trim());
  }
  return { headers, body };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = {
    port: 0,
    url: "",
    received: [],
    rejectWith: null,
    beforeAccept: null,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (sink.rejectWith) {
          const err = new Error(sink.rejectWith) as Error & { responseCode: number };
          err.responseCode = 451;
          return callback(err);
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          raw,
          ...parseHeaders(raw),
        };
        sink.received.push(mail);
        if (!sink.beforeAccept) return callback();
        Promise.resolve(sink.beforeAccept(mail)).then(
          () => callback(),
          () => callback(),
        );
      });
    },
  });
  // A client that dies mid-session (a killed worker) resets its connection; smtp-server re-emits that on the server,
  // where an unheard "error" would crash the test process.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
