// Placeholders for jobs whose feature has not landed. Each completes without effect (so a job added early is not
// retried for a week) and logs that it did nothing; the issue that lands the feature replaces it in registry.ts.
import type { JobName } from "@app/shared/contracts/jobs";
import type { JobHandler } from "../deps.ts";

export function notYetHandler<N extends JobName>(name: N, issue: string): JobHandler<N> {
  return async (_payload, job, { logger }) => {
    logger.warn({ job: name, jobId: job.id, issue }, "job has no handler yet; completed without effect");
    return "skipped";
  };
}
