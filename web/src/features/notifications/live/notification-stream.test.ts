// The shared stream with fakes for EventSource, Web Locks and BroadcastChannel: one tab holds the stream and the
// others hear every notification; refused streams come back with growing, capped waits; stop() hands over the lock.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { NotificationDto } from "@app/shared/contracts/sse";
import { NOTIFICATIONS_UPDATE_EVENT } from "../notification-events";
import { reconnectDelay, startNotificationStream, type StreamEnvironment } from "./notification-stream";

class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown, lastEventId: string) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

/** Web Locks with one holder and a queue, as navigator.locks behaves within one origin. */
class FakeLocks {
  private held = false;
  private queue: Array<() => void> = [];
  request(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      const run = () => {
        this.held = true;
        void callback().then(() => {
          this.held = false;
          this.queue.shift()?.();
          resolve();
        });
      };
      options.signal?.addEventListener("abort", () => {
        const index = this.queue.indexOf(run);
        if (index >= 0) {
          this.queue.splice(index, 1);
          reject(new DOMException("aborted", "AbortError"));
        }
      });
      if (this.held) this.queue.push(run);
      else run();
    });
  }
}

/** BroadcastChannel between the tabs of one test, delivering to every other instance of the same name. */
function fakeChannels() {
  const all = new Set<FakeChannel>();
  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      all.add(this);
    }
    postMessage(data: unknown) {
      for (const other of all)
        if (other !== this && other.name === this.name) other.onmessage?.(new MessageEvent("message", { data }));
    }
    close() {
      all.delete(this);
    }
  }
  return FakeChannel as unknown as typeof BroadcastChannel;
}

const notification = (id: number): NotificationDto => ({
  id,
  type: "outbid",
  message: `You were outbid (${id})`,
  createdAt: "2026-11-26T10:00:00.000Z",
  isRead: false,
  relatedLink: "/dashboard/active-auctions",
});

function tabEnvironment(locks: FakeLocks, channel: typeof BroadcastChannel, events: string[]): StreamEnvironment {
  return {
    EventSource: FakeEventSource as unknown as typeof EventSource,
    BroadcastChannel: channel,
    locks: locks as unknown as LockManager,
    dispatch: (event) => events.push(event.type),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id),
    random: () => 0,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  FakeEventSource.opened = [];
  vi.useRealTimers();
});

describe("the shared notification stream", () => {
  it("opens one stream for two tabs and gives both tabs every notification and the update event", async () => {
    const locks = new FakeLocks();
    const channel = fakeChannels();
    const eventsA: string[] = [];
    const eventsB: string[] = [];
    const gotA: NotificationDto[] = [];
    const gotB: NotificationDto[] = [];
    const stopA = startNotificationStream((n) => gotA.push(n), tabEnvironment(locks, channel, eventsA));
    const stopB = startNotificationStream((n) => gotB.push(n), tabEnvironment(locks, channel, eventsB));
    await flush();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0]!.url).toMatch(/\/api\/notifications\/stream$/);

    FakeEventSource.opened[0]!.emit("notification", notification(7), "7");
    expect(gotA.map((n) => n.id)).toEqual([7]);
    expect(gotB.map((n) => n.id)).toEqual([7]);
    expect(eventsA).toEqual([NOTIFICATIONS_UPDATE_EVENT]);
    expect(eventsB).toEqual([NOTIFICATIONS_UPDATE_EVENT]);
    stopA();
    stopB();
  });

  it("refreshes every tab when the stream is (re)opened, since what happened meanwhile was not sent live", async () => {
    const locks = new FakeLocks();
    const channel = fakeChannels();
    const eventsA: string[] = [];
    const eventsB: string[] = [];
    const stopA = startNotificationStream(() => undefined, tabEnvironment(locks, channel, eventsA));
    const stopB = startNotificationStream(() => undefined, tabEnvironment(locks, channel, eventsB));
    await flush();
    FakeEventSource.opened[0]!.dispatchEvent(new MessageEvent("ready", { data: "{}", lastEventId: "12" }));
    expect(eventsA).toEqual([NOTIFICATIONS_UPDATE_EVENT]);
    expect(eventsB).toEqual([NOTIFICATIONS_UPDATE_EVENT]);
    stopA();
    stopB();
  });

  it("hands the stream to the other tab when the holding tab stops, resuming nothing twice", async () => {
    const locks = new FakeLocks();
    const channel = fakeChannels();
    const got: number[] = [];
    const stopA = startNotificationStream(() => undefined, tabEnvironment(locks, channel, []));
    const stopB = startNotificationStream((n) => got.push(n.id), tabEnvironment(locks, channel, []));
    await flush();
    const first = FakeEventSource.opened[0]!;
    stopA();
    await flush();
    expect(first.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]!.emit("notification", notification(8), "8");
    expect(got).toEqual([8]);
    stopB();
  });

  it("reopens a refused stream after growing waits, from the last notification it saw", async () => {
    vi.useFakeTimers();
    const stop = startNotificationStream(() => undefined, {
      ...tabEnvironment(new FakeLocks(), fakeChannels(), []),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id),
    });
    await vi.advanceTimersByTimeAsync(0);
    FakeEventSource.opened[0]!.emit("notification", notification(41), "41");
    FakeEventSource.opened[0]!.refuse();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1]!.url).toMatch(/\?lastEventId=41$/);
    FakeEventSource.opened[1]!.refuse();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeEventSource.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(3);
    stop();
    FakeEventSource.opened[2]!.refuse();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeEventSource.opened).toHaveLength(3);
  });

  it("waits 1, 2, 4 ... seconds, never more than a minute plus jitter", () => {
    expect([0, 1, 2, 3].map((a) => reconnectDelay(a, () => 0))).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(20, () => 0)).toBe(60_000);
    expect(reconnectDelay(20, () => 1)).toBe(78_000);
  });
});
