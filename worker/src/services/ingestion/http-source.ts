// Pages from a provider feed over HTTP: the page number or item offset goes into the URL, configured headers are
// sent, each request has a timeout, and transient failures are retried with exponential backoff (honouring a
// 429's Retry-After). Providers answer bots in odd ways, each recognised here: 5xx, 429, a 200 HTML "challenge"
// page instead of JSON, and JSON cut off mid-way. An empty listing page ends the listing; a page the adapter cannot
// read (no listing, no lot) is an unknown page, never an end.
import type { HttpSourceSettings } from "@app/shared/ingestion/ingestion-source.schemas";
import type { ProviderAdapter } from "@app/shared/catalogue/provider-adapter";
import { PageError, inChunks, type StreamingPageSource } from "./page-source.ts";

type Attempt = { ok: true; payload: unknown } | { ok: false; retry: boolean; reason: string; waitMs?: number };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(t), reject(signal.reason)), { once: true });
  });

/** Retry-After is either seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function pageUrl(template: string, page: number, pageSize: number): string {
  return template.replaceAll("{page}", String(page)).replaceAll("{offset}", String((page - 1) * pageSize));
}

export function createHttpSource(
  settings: HttpSourceSettings,
  adapter: ProviderAdapter,
  fetchImpl: typeof fetch = fetch,
): StreamingPageSource {
  async function attempt(url: string, signal?: AbortSignal): Promise<Attempt> {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    let res: Response;
    try {
      res = await fetchImpl(url, {
        headers: { accept: "application/json", ...settings.headers },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (e) {
      if (signal?.aborted) throw e;
      const reason = timeout.aborted
        ? `timed out after ${settings.timeoutMs} ms`
        : `network error: ${(e as Error).message}`;
      return { ok: false, retry: true, reason };
    }
    let body: string;
    try {
      body = await res.text();
    } catch (e) {
      return { ok: false, retry: true, reason: `connection dropped while reading: ${(e as Error).message}` };
    }
    if (res.status === 429) {
      const waitMs = parseRetryAfter(res.headers.get("retry-after")) ?? undefined;
      return { ok: false, retry: true, reason: "429 Too Many Requests", waitMs };
    }
    if (res.status >= 500) return { ok: false, retry: true, reason: `HTTP ${res.status}` };
    if (res.status >= 400) return { ok: false, retry: false, reason: `HTTP ${res.status}` };
    const type = res.headers.get("content-type") ?? "";
    if (type.includes("text/html") || /^\s*</.test(body))
      return { ok: false, retry: true, reason: "HTML page instead of JSON (bot challenge?)" };
    try {
      return { ok: true, payload: JSON.parse(body) };
    } catch (e) {
      return { ok: false, retry: true, reason: `malformed JSON (${body.length} bytes): ${(e as Error).message}` };
    }
  }

  return {
    async readPage(page, signal) {
      const url = pageUrl(settings.url, page, settings.pageSize);
      let last: Attempt | null = null;
      let attempts = 0;
      for (let n = 0; n <= settings.retries; n++) {
        if (n > 0) {
          const backoff = settings.backoffMs * 2 ** (n - 1);
          const wanted = last && !last.ok && last.waitMs !== undefined ? last.waitMs : backoff;
          if (wanted > settings.maxRetryAfterMs)
            throw new PageError(`page ${page}: asked to wait ${Math.round(wanted / 1000)} s, more than allowed`, n);
          await sleep(Math.max(wanted, 0), signal);
        }
        last = await attempt(url, signal);
        attempts++;
        if (last.ok) {
          const read = adapter.readPage(last.payload);
          if (read.shape === "unknown") return { kind: "unknown", reason: read.reason };
          if (!read.items.length) return { kind: "end" };
          const { items } = read;
          return { kind: "items", chunks: inChunks(items, items.length) };
        }
        if (!last.retry) break;
      }
      const reason = last && !last.ok ? last.reason : "unknown";
      throw new PageError(`page ${page}: ${reason} (${attempts} attempt${attempts === 1 ? "" : "s"})`, attempts);
    },
  };
}
