// A browser-like client over app.inject: keeps cookies between calls and sends our Origin on writes, as the SPA
// does. Tests use it to walk through flows; `raw` gives full control when a test must misbehave.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

export class InjectClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin = "http://localhost:3000",
    private readonly ip = `10.${rand()}.${rand()}.${rand()}`,
  ) {}

  cookieHeader(): string | undefined {
    if (!this.cookies.size) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const cookie = this.cookieHeader();
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(method === "GET" ? {} : { origin: this.origin }),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });
    this.store(res);
    return res;
  }

  get = (url: string, headers?: Record<string, string>) => this.request("GET", url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request("POST", url, body ?? {}, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request("PUT", url, body ?? {}, headers);
  delete = (url: string, headers?: Record<string, string>) => this.request("DELETE", url, undefined, headers);

  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies as Array<{ name: string; value: string; expires?: Date; maxAge?: number }>) {
      const expired = c.value === "" || (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0;
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}

function rand() {
  return Math.floor(Math.random() * 250) + 1;
}
