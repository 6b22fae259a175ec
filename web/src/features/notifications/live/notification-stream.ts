// The live notification stream (docs/architecture.md#step-5-the-browser) shared by every tab of the site: one tab holds
// the EventSource (the holder of a Web Lock; when it closes, another tab takes the lock and opens its own), and passes
// each notification to the others over a BroadcastChannel. Every tab then fires the window event notifications:update,
// which refreshes the bell's count and the panel's list (docs/product/notifications.md#the-notifications-update-event).
import type { NotificationDto } from "@app/shared/contracts/sse";
import { env } from "@/config/env";
import { NOTIFICATIONS_UPDATE_EVENT } from "../notification-events";

export const STREAM_LOCK_NAME = "baltbid:notifications-stream";
export const STREAM_CHANNEL_NAME = "baltbid:notifications";
export const STREAM_PATH = "/api/notifications/stream";
const MAX_BACKOFF_MS = 60_000;

/**
 * Wait before opening the stream again after the server refused or ended it for good (401, 429, 503...): 1 s, 2 s,
 * 4 s... up to a minute, plus up to 30% at random so the tabs of many customers do not come back in step. (A dropped
 * connection is retried by the browser itself after the server's `retry:` of 3-5 s.)
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base + base * 0.3 * random());
}

type ChannelMessage = { type: "notification"; notification: NotificationDto } | { type: "refresh" };

export interface StreamEnvironment {
  EventSource: typeof EventSource;
  BroadcastChannel?: typeof BroadcastChannel;
  locks?: LockManager;
  dispatch: (event: Event) => void;
  setTimeout: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (id: ReturnType<typeof setTimeout>) => void;
  random: () => number;
}

function browserEnvironment(): StreamEnvironment {
  return {
    EventSource: window.EventSource,
    BroadcastChannel: typeof BroadcastChannel === "function" ? BroadcastChannel : undefined,
    locks: typeof navigator !== "undefined" && "locks" in navigator ? navigator.locks : undefined,
    dispatch: (event) => window.dispatchEvent(event),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id),
    random: Math.random,
  };
}

/**
 * Starts receiving live notifications in this tab; `onNotification` gets each new one (in every tab). Returns the
 * stop function (sign-out, unmount), which closes the stream and hands the lock to another tab.
 */
export function startNotificationStream(
  onNotification: (notification: NotificationDto) => void,
  envOverride?: StreamEnvironment,
): () => void {
  // Without EventSource (old browsers, jsdom) the bell's polling alone keeps the count fresh.
  if (!envOverride && typeof window.EventSource !== "function") return () => undefined;
  const runtime = envOverride ?? browserEnvironment();
  let stopped = false;
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastEventId: string | null = null;
  const channel = runtime.BroadcastChannel ? new runtime.BroadcastChannel(STREAM_CHANNEL_NAME) : undefined;
  const lockAbort = new AbortController();
  let releaseLock: (() => void) | undefined;

  const deliver = (notification: NotificationDto) => {
    runtime.dispatch(new Event(NOTIFICATIONS_UPDATE_EVENT));
    onNotification(notification);
  };
  if (channel) {
    channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
      if (stopped) return;
      if (event.data?.type === "notification") deliver(event.data.notification);
      if (event.data?.type === "refresh") runtime.dispatch(new Event(NOTIFICATIONS_UPDATE_EVENT));
    };
  }

  const open = () => {
    if (stopped) return;
    // After our own reopen the browser no longer sends Last-Event-ID: the query parameter carries it instead.
    const query = lastEventId ? `?lastEventId=${encodeURIComponent(lastEventId)}` : "";
    const es = new runtime.EventSource(`${env.apiBaseUrl}${STREAM_PATH}${query}`, { withCredentials: true });
    source = es;
    es.addEventListener("ready", (event) => {
      attempt = 0;
      lastEventId = (event as MessageEvent).lastEventId || lastEventId;
      // What happened while no stream was open (the page loading, a dropped connection) was not sent live: every
      // tab refreshes its count and lists once the stream is (back) in place.
      runtime.dispatch(new Event(NOTIFICATIONS_UPDATE_EVENT));
      channel?.postMessage({ type: "refresh" } satisfies ChannelMessage);
    });
    es.addEventListener("notification", (event) => {
      const message = event as MessageEvent<string>;
      lastEventId = message.lastEventId || lastEventId;
      let notification: NotificationDto;
      try {
        notification = JSON.parse(message.data) as NotificationDto;
      } catch {
        return;
      }
      channel?.postMessage({ type: "notification", notification } satisfies ChannelMessage);
      deliver(notification);
    });
    es.onerror = () => {
      // CONNECTING: the browser retries by itself after `retry:`. CLOSED: it gave up (a non-200 answer): we retry.
      if (es.readyState !== runtime.EventSource.CLOSED || stopped) return;
      es.close();
      retryTimer = runtime.setTimeout(open, reconnectDelay(attempt++, runtime.random));
    };
  };

  if (runtime.locks) {
    runtime.locks
      .request(STREAM_LOCK_NAME, { signal: lockAbort.signal }, () => {
        open();
        // Held until stop(): while this tab lives, it is the one holding the stream.
        return new Promise<void>((resolve) => (releaseLock = resolve));
      })
      .catch(() => undefined); // aborted by stop() while waiting for the lock
  } else {
    open(); // no Web Locks: every tab keeps its own stream (the server caps streams per customer)
  }

  return () => {
    stopped = true;
    lockAbort.abort();
    if (retryTimer !== undefined) runtime.clearTimeout(retryTimer);
    source?.close();
    releaseLock?.();
    channel?.close();
  };
}
