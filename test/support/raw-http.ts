// An HTTP/1.1 request written byte for byte on a socket: the request target reaches the server exactly as given
// (inject() and fetch() normalise some spellings away before a server could see them). Resolves with the status
// and the head once the answer's head has arrived (a stream's answer never ends).
import net from "node:net";

export type RawAnswer = { status: number; head: string; bodyStart: string };

export function rawRequest(
  port: number,
  req: { method: string; target: string; headers?: Record<string, string>; body?: string },
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  const headers: Record<string, string> = { host: `127.0.0.1:${port}`, connection: "close", ...req.headers };
  if (req.body !== undefined) {
    headers["content-type"] ??= "application/json";
    headers["content-length"] = String(Buffer.byteLength(req.body));
  }
  const text =
    `${req.method} ${req.target} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("") +
    "\r\n" +
    (req.body ?? "");
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let data = "";
    const done = (answer: RawAnswer | Error) => {
      socket.destroy();
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(new Error(`no answer in ${timeoutMs} ms to ${req.method} ${req.target}`)));
    socket.on("data", (chunk) => {
      data += chunk.toString("latin1");
      const end = data.indexOf("\r\n\r\n");
      if (end < 0) return;
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(data);
      if (!status) return done(new Error(`not an HTTP answer: ${data.slice(0, 80)}`));
      done({ status: Number(status[1]), head: data.slice(0, end), bodyStart: data.slice(end + 4, end + 4 + 200) });
    });
    socket.on("error", (e) => done(e));
    socket.on("end", () => done(new Error(`connection closed without an answer to ${req.method} ${req.target}`)));
    socket.write(text, "latin1");
  });
}
