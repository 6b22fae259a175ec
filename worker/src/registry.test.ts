import { describe, expect, it } from "vitest";
import { EVENT_TYPES } from "@app/shared/contracts/events";
import { QUEUES, jobPayloadSchemas } from "@app/shared/contracts/jobs";
import { checkRegistry, eventHandlers, jobHandlers, type EventHandlerMap, type JobHandlerMap } from "./registry.ts";

describe("worker registry", () => {
  it("has a handler list for every event type and a handler for every job name, and nothing else", () => {
    expect(Object.keys(eventHandlers).sort()).toEqual([...EVENT_TYPES].sort());
    for (const t of EVENT_TYPES) expect(Array.isArray(eventHandlers[t])).toBe(true);
    expect(Object.keys(jobHandlers).sort()).toEqual(Object.keys(jobPayloadSchemas).sort());
    for (const handler of Object.values(jobHandlers)) expect(typeof handler).toBe("function");
  });

  it("gives every event handler a unique name (its ProcessedEvent identity)", () => {
    const names = Object.values(eventHandlers).flatMap((list) => list.map((h) => h.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it("passes the start-up check when every queue has a Worker, and names what is missing otherwise", () => {
    expect(() => checkRegistry(Object.values(QUEUES))).not.toThrow();
    expect(() => checkRegistry([QUEUES.domainEvents, QUEUES.emails, QUEUES.lots])).toThrow(
      /queue "maintenance" has no Worker/,
    );
  });

  it("does not compile when an event type or a job name lacks an entry", () => {
    const { "contact.submitted": _omitted, ...withoutContact } = eventHandlers;
    // @ts-expect-error "contact.submitted" is missing
    const events: EventHandlerMap = withoutContact;
    const { "email.send": _omittedJob, ...withoutEmail } = jobHandlers;
    // @ts-expect-error "email.send" is missing
    const jobs: JobHandlerMap = withoutEmail;
    expect(Object.keys(events)).not.toContain("contact.submitted");
    expect(Object.keys(jobs)).not.toContain("email.send");
  });
});
