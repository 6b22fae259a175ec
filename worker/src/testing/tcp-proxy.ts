// Test support: a TCP proxy to a real service that a test can take down and bring back on the same port, to
// play "Redis is away" without touching the shared Redis.
import net from "node:net";

export type TcpProxy = { port: number; up(): Promise<void>; down(): Promise<void> };

export async function createTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));

  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();
  return {
    port,
    async up() {
      if (server) return;
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((r) => server!.listen(port, "127.0.0.1", r));
    },
    async down() {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (s) await new Promise<void>((r) => s.close(() => r()));
    },
  };
}
