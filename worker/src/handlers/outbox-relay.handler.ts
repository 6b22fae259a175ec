// `outbox.relay`: runs one relay round on demand (e.g. an operator or a test adding the job). The relay's own
// LISTEN wake-up and OUTBOX_POLL_MS poll already run in every worker process, so no scheduler adds this job.
import type { JobHandler } from "../deps.ts";

export const outboxRelayHandler: JobHandler<"outbox.relay"> = async (_payload, _job, { relay }) => relay.relayOnce();
