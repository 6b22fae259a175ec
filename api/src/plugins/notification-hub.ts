// app.notificationHub: the live side of notifications in this API instance. ONE Redis subscription per instance
// (the deployment's notifications channel, shared/src/contracts/sse.ts) wakes the open streams of the user named in
// each message; what they have not sent yet is read from PostgreSQL once per message, whatever the number of streams.
// Pub/sub is at-most-once, so it is only a wake-up: a stream that missed something catches up from PostgreSQL on
// reconnect (Last-Event-ID). Each stream keeps a cursor (the highest id it sent) and sends only what is above it, in
// id order: a user's notification ids grow in commit order (worker/src/services/notifications.ts), so wake-ups that
// arrive out of order, twice or not at all never make a stream skip, repeat or step its Last-Event-ID back.
// A stream ends with its session: whoever ends sessions calls sessionsEnded(), which closes this instance's streams
// of them at once and tells the other instances over the sessions-ended channel; a timer re-checks the sessions of
// all open streams every few seconds (one batched query), which ends those that expired or whose message was lost.
// One timer per instance (not per stream) sends the heartbeats and finds streams whose client stopped reading.
import fp from "fastify-plugin";
import type { FastifyReply } from "fastify";
import type { Redis } from "ioredis";
import {
  SSE_EVENTS,
  SSE_HEARTBEAT_MS,
  SSE_MAX_STREAMS_PER_USER,
  SSE_REPLAY_LIMIT,
  SSE_SESSION_CHECK_MS,
  notificationPublishedSchema,
  notificationsChannel,
  sessionsEndedChannel,
  sessionsEndedSchema,
} from "@app/shared/contracts/sse";
import type { ServerLocale } from "@app/shared/i18n/render";
import { liveSessionIds } from "../features/auth/session.store.ts";
import { notificationsAfter, toDto, type NotificationRow } from "../features/notifications/notifications.repository.ts";

export type HubOptions = {
  heartbeatMs?: number;
  maxStreamsPerUser?: number;
  /** A stream whose unsent output exceeds this (a client that stopped reading) is closed; it replays on reconnect. */
  maxBufferedBytes?: number;
  /** How often the sessions of all open streams are checked (expiry, and revocations whose message was lost). */
  sessionCheckMs?: number;
};

export type NotificationStream = {
  readonly userId: string;
  readonly sessionId: string;
  /** The language the stream's page reads in: notifications are sent in it. */
  readonly locale: ServerLocale;
  /** The cursor: the highest id sent, or the one the replay started after; only higher ids go out. */
  floor: number;
  /** A wake-up came while the replay ran: the stream catches up from PostgreSQL once the replay is out. */
  woken: boolean;
  reply: FastifyReply;
  /** Set by ready(), once the route has written the response head: before that the hub writes nothing. */
  started: boolean;
  /** Closed by the hub (evicted, session ended, subscription lost); before start the route ends it after `ready`. */
  closed: boolean;
  /** Which tick of the heartbeat cycle pings this stream (spreads the pings over the interval). */
  slot: number;
};

export type NotificationHub = {
  /** Registers a stream (live wake-ups are buffered until ready()); the oldest of a user's streams beyond the cap is closed. */
  open(input: { userId: string; sessionId: string; locale: ServerLocale; reply: FastifyReply }): NotificationStream;
  /** Writes, in id order, the notifications above the stream's cursor (after the replay). */
  send(stream: NotificationStream, rows: readonly NotificationRow[]): void;
  /**
   * Call once the response head is written: sends the missed notifications (oldest first), then what arrived during
   * the replay query, and from then on the live ones.
   */
  ready(stream: NotificationStream, missed: readonly NotificationRow[]): void;
  remove(stream: NotificationStream): void;
  /**
   * Call after the revocation of `sessionIds` (all the user's) committed: ends their streams here at once and tells
   * the other instances. Never throws: without Redis the periodic session check ends the others' streams.
   */
  sessionsEnded(userId: string, sessionIds: readonly string[]): Promise<void>;
  stats(): { streams: number; users: number; subscribed: boolean };
};

declare module "fastify" {
  interface FastifyInstance {
    notificationHub: NotificationHub;
  }
}

export function sseFrame(msg: { event?: string; id?: string | number; retry?: number; data?: unknown }): string {
  let out = "";
  if (msg.event) out += `event: ${msg.event}\n`;
  if (msg.id !== undefined) out += `id: ${msg.id}\n`;
  if (msg.retry !== undefined) out += `retry: ${msg.retry}\n`;
  if (msg.data !== undefined) out += `data: ${JSON.stringify(msg.data)}\n`; // JSON has no raw newlines
  return `${out}\n`;
}

export const notificationHubPlugin = fp<HubOptions>(
  async (app, opts) => {
    const heartbeatMs = opts.heartbeatMs ?? SSE_HEARTBEAT_MS;
    const maxStreamsPerUser = opts.maxStreamsPerUser ?? SSE_MAX_STREAMS_PER_USER;
    const maxBufferedBytes = opts.maxBufferedBytes ?? 1024 * 1024; // above a full replay (500 notifications)
    const sessionCheckMs = opts.sessionCheckMs ?? SSE_SESSION_CHECK_MS;
    const channel = notificationsChannel(app.redisPrefix);
    const endedChannel = sessionsEndedChannel(app.redisPrefix);
    const byUser = new Map<string, Set<NotificationStream>>();
    // The heartbeat cycle is cut into slots, one per tick, and each stream belongs to one: every stream is still
    // pinged once per heartbeatMs, but 10,000 streams never get their pings in one burst.
    const slotCount = Math.max(1, Math.min(25, Math.floor(heartbeatMs / 100)));
    const slots = Array.from({ length: slotCount }, () => new Set<NotificationStream>());
    let nextSlot = 0;
    let count = 0;
    let subscribed = false;

    function write(stream: NotificationStream, frame: string): void {
      if (stream.closed || !stream.started) return;
      const raw = stream.reply.raw;
      if (raw.destroyed || raw.writableEnded) return close(stream);
      if (raw.writableLength > maxBufferedBytes) {
        app.log.info({ userId: stream.userId }, "sse: client is not reading; closing its stream");
        return close(stream);
      }
      raw.write(frame);
    }

    function close(stream: NotificationStream): void {
      if (stream.closed) return;
      remove(stream);
      const raw = stream.reply.raw;
      if (stream.started && !raw.writableEnded) raw.end();
    }

    function remove(stream: NotificationStream): void {
      if (stream.closed) return;
      stream.closed = true;
      slots[stream.slot]!.delete(stream);
      const set = byUser.get(stream.userId);
      if (set?.delete(stream)) count--;
      if (set && set.size === 0) byUser.delete(stream.userId);
    }

    function deliver(stream: NotificationStream, row: NotificationRow): void {
      if (stream.closed || !stream.started || row.id <= stream.floor) return;
      stream.floor = row.id;
      write(stream, sseFrame({ event: SSE_EVENTS.notification, id: row.id, data: toDto(row, stream.locale) }));
    }

    /** Everything committed above the lowest cursor among `streams` (one query), sent to each. */
    async function catchUp(userId: string, streams: NotificationStream[]): Promise<void> {
      if (streams.length === 0) return;
      const after = Math.min(...streams.map((s) => s.floor));
      const rows = await notificationsAfter(app.db, userId, after, SSE_REPLAY_LIMIT);
      for (const stream of streams) hub.send(stream, rows);
    }

    const hub: NotificationHub = {
      open({ userId, sessionId, locale, reply }) {
        const existing = byUser.get(userId);
        while (existing && existing.size >= maxStreamsPerUser) {
          // Evict the oldest: a stale tab or a half-open connection should not lock the user out.
          app.log.info({ userId }, "sse: too many streams for this user; closing the oldest");
          close(existing.values().next().value!);
        }
        const stream: NotificationStream = {
          userId,
          sessionId,
          locale,
          floor: 0,
          woken: false,
          reply,
          started: false,
          closed: false,
          slot: nextSlot++ % slotCount,
        };
        slots[stream.slot]!.add(stream);
        let set = byUser.get(userId);
        if (!set) byUser.set(userId, (set = new Set()));
        set.add(stream);
        count++;
        return stream;
      },
      send(stream, rows) {
        for (const row of [...rows].sort((a, b) => a.id - b.id)) deliver(stream, row);
      },
      ready(stream, missed) {
        stream.started = true;
        hub.send(stream, missed);
        if (!stream.woken) return;
        stream.woken = false;
        catchUp(stream.userId, [stream]).catch((err: unknown) =>
          app.log.warn({ err }, "sse: could not catch a stream up after its replay"),
        );
      },
      remove,
      async sessionsEnded(userId, sessionIds) {
        if (sessionIds.length === 0) return;
        endStreamsOf(userId, sessionIds);
        for (let i = 0; i < sessionIds.length; i += 1_000) {
          const message = JSON.stringify({ userId, sessionIds: sessionIds.slice(i, i + 1_000) });
          await app.redis
            .publish(endedChannel, message)
            .catch((err: unknown) =>
              app.log.warn({ err, userId }, "sse: could not announce ended sessions; the session check will end them"),
            );
        }
      },
      stats: () => ({ streams: count, users: byUser.size, subscribed }),
    };

    function endStreamsOf(userId: string, sessionIds: readonly string[]): void {
      const ended = new Set(sessionIds);
      for (const stream of [...(byUser.get(userId) ?? [])]) if (ended.has(stream.sessionId)) close(stream);
    }
    app.decorate("notificationHub", hub);

    function onSessionsEnded(raw: string): void {
      let msg;
      try {
        msg = sessionsEndedSchema.parse(JSON.parse(raw));
      } catch {
        app.log.warn({ raw: raw.slice(0, 200) }, "sse: ignored a malformed sessions-ended message");
        return;
      }
      endStreamsOf(msg.userId, msg.sessionIds);
    }

    async function onPublished(raw: string): Promise<void> {
      let msg;
      try {
        msg = notificationPublishedSchema.parse(JSON.parse(raw));
      } catch {
        app.log.warn({ raw: raw.slice(0, 200) }, "sse: ignored a malformed message");
        return;
      }
      const streams = [...(byUser.get(msg.userId) ?? [])]; // none: the user's streams (if any) are on another instance
      for (const stream of streams) if (!stream.started) stream.woken = true; // its replay may not include it
      await catchUp(
        msg.userId,
        streams.filter((s) => s.started),
      );
    }

    // Subscriber mode needs its own connection. It queues the SUBSCRIBE while connecting and resubscribes by itself
    // after a reconnect (ioredis autoResubscribe).
    const subscriber: Redis = app.redis.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      connectionName: `${app.redisPrefix}sse-hub`.replace(/[^A-Za-z0-9:_-]/g, "_"),
    });
    let lastError = "";
    let wasReady = false;
    subscriber.on("error", (err: Error) => {
      if (err.message !== lastError) app.log.warn({ err }, "sse: redis subscriber error");
      lastError = err.message;
    });
    subscriber.on("close", () => (subscribed = false));
    subscriber.on("ready", () => {
      lastError = "";
      if (wasReady) {
        subscribed = true;
        // Messages published while we were away are lost: close every stream, so browsers come back (after their
        // jittered retry) with Last-Event-ID and replay what they missed from PostgreSQL.
        if (count > 0) app.log.warn({ streams: count }, "sse: redis subscription was interrupted; streams replay");
        for (const set of [...byUser.values()]) for (const s of [...set]) close(s);
      }
      wasReady = true;
    });
    subscriber.on("message", (ch: string, raw: string) => {
      if (ch === endedChannel) return onSessionsEnded(raw);
      if (ch !== channel) return;
      onPublished(raw).catch((err: unknown) => app.log.warn({ err }, "sse: could not deliver a notification"));
    });
    subscriber.subscribe(channel, endedChannel).then(
      () => (subscribed = true),
      (err: unknown) => app.log.warn({ err }, "sse: subscribe failed"),
    );

    // The heartbeat keeps proxies from closing idle streams and finds dead sockets.
    let tick = 0;
    const timer = setInterval(() => {
      for (const stream of [...slots[tick++ % slotCount]!]) write(stream, ": ping\n\n");
    }, heartbeatMs / slotCount);
    timer.unref();

    // The session check: every open stream's session, in one query per 5,000, so an expired session (idle or
    // absolute), a deleted user or a revocation whose message was lost ends its streams within sessionCheckMs.
    let checking = false;
    const sessionTimer = setInterval(() => {
      if (checking || count === 0) return; // a slow database: the next tick checks again
      checking = true;
      endEndedSessions()
        .catch((err: unknown) => app.log.warn({ err }, "sse: session check failed"))
        .finally(() => (checking = false));
    }, sessionCheckMs);
    sessionTimer.unref();

    async function endEndedSessions(): Promise<void> {
      const streams = [...byUser.values()].flatMap((set) => [...set]);
      const live = await liveSessionIds(app.db, [...new Set(streams.map((s) => s.sessionId))]);
      for (const s of streams) if (!live.has(s.sessionId)) close(s);
    }

    // Before the server stops accepting: end every stream, or close() would wait for them forever.
    app.addHook("preClose", async () => {
      clearInterval(timer);
      clearInterval(sessionTimer);
      for (const set of [...byUser.values()]) for (const s of [...set]) close(s);
    });
    app.addHook("onClose", async () => {
      subscriber.disconnect();
    });
  },
  { name: "notification-hub", dependencies: ["redis", "prisma"] },
);
