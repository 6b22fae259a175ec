// Adding jobs: one Queue per queue name on a fail-fast connection. The worker uses it to chain jobs (an event
// handler queues `email.send` for the mail it stored); the API for the mail it stores itself (password reset).
import { Queue, type JobsOptions } from "bullmq";
import type { Redis } from "ioredis";
import type { z } from "zod";
import {
  DEFAULT_JOB_OPTIONS,
  JOB_QUEUE,
  bullPrefix,
  jobPayloadSchemas,
  type JobName,
  type QueueName,
} from "@app/shared/contracts/jobs";
import { closeConnection, createProducerConnection, waitUntilReady } from "./redis.ts";

export type JobInput<N extends JobName> = z.input<(typeof jobPayloadSchemas)[N]>;

export type Producer = {
  /** Validates the payload and adds the job to its queue (JOB_QUEUE). Rejects fast when Redis is away. */
  add<N extends JobName>(name: N, payload: JobInput<N>, opts?: JobsOptions): Promise<string>;
  /**
   * `email.send` for a mail stored by writeMail (prisma/src/mail-outbox.ts), under the job id stored with it, so
   * the same mail queued twice while its job exists is one job. Call it after the row's transaction committed.
   */
  enqueueMail(mail: { id: string; jobId: string }, opts?: JobsOptions): Promise<string>;
  /** The Queue for `name`, once Redis is connected (rejects after the ready timeout). */
  queue(name: QueueName): Promise<Queue>;
  /** Resolves once Redis is connected, or rejects after timeoutMs. */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export type ProducerOptions = {
  /** How long an add waits for a (re)connecting Redis before giving up. */
  readyTimeoutMs?: number;
  /** Use this connection instead of opening one (it is then not closed by close()). */
  connection?: Redis;
};

export { jobIdFor } from "@app/shared/contracts/jobs";

export function createProducer(redis: { url: string; prefix: string }, opts: ProducerOptions = {}): Producer {
  const connection = opts.connection ?? createProducerConnection(redis.url);
  const readyTimeoutMs = opts.readyTimeoutMs ?? 2_000;
  const queues = new Map<QueueName, Queue>();
  let closed = false;

  // Queues are created once the connection is ready: BullMQ initialises a Queue (INFO, scripts) at construction,
  // and a Queue whose initialisation failed stays broken. One that broke anyway (Redis dropped at that instant)
  // is discarded, so the next call builds a fresh one.
  async function queue(name: QueueName): Promise<Queue> {
    if (closed) throw new Error("producer is closed");
    await waitUntilReady(connection, readyTimeoutMs);
    let q = queues.get(name);
    if (!q) {
      const created = new Queue(name, {
        connection,
        prefix: bullPrefix(redis.prefix),
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      created.on("error", () => {}); // surfaced to the caller of add()
      created.waitUntilReady().catch(() => {
        if (queues.get(name) === created) queues.delete(name);
        void created.close().catch(() => {});
      });
      queues.set(name, created);
      q = created;
    }
    return q;
  }

  async function add<N extends JobName>(name: N, payload: JobInput<N>, jobOpts: JobsOptions = {}): Promise<string> {
    const data = jobPayloadSchemas[name].parse(payload);
    const q = await queue(JOB_QUEUE[name]);
    const job = await q.add(name, data, { ...DEFAULT_JOB_OPTIONS, ...jobOpts });
    return job.id!;
  }

  return {
    add,
    enqueueMail: (mail, jobOpts = {}) => add("email.send", { deliveryId: mail.id }, { jobId: mail.jobId, ...jobOpts }),
    queue,
    ready: (timeoutMs = readyTimeoutMs) => waitUntilReady(connection, timeoutMs),
    async close() {
      closed = true;
      await Promise.all([...queues.values()].map((q) => q.close().catch(() => {})));
      queues.clear();
      if (!opts.connection) await closeConnection(connection);
    },
  };
}
