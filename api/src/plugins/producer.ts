// app.producer: adds jobs to the worker's queues. Only the password-reset mail uses it directly (its link is a
// secret that must never be stored in the outbox); everything else goes through the outbox.
import fp from "fastify-plugin";
import { createProducer, type Producer } from "@app/worker/producer";

declare module "fastify" {
  interface FastifyInstance {
    producer: Producer;
  }
}

export const producerPlugin = fp<{ url: string; prefix: string; producer?: Producer }>(
  async (app, opts) => {
    const producer = opts.producer ?? createProducer({ url: opts.url, prefix: opts.prefix });
    app.decorate("producer", producer);
    if (!opts.producer) app.addHook("onClose", async () => producer.close());
  },
  { name: "producer" },
);
