// `lots.ingest {sourceId}`: one run of an ingestion source (services/ingestion/run-ingestion.ts), reporting
// progress on the job. A run already going on elsewhere makes this job retry later (with backoff), by which time
// that run has finished, or its lease has expired and this job resumes it.
import { UnrecoverableError } from "bullmq";
import type { JobHandler } from "../deps.ts";
import { UnknownSourceError, runIngestion } from "../services/ingestion/run-ingestion.ts";

export const lotsIngestHandler: JobHandler<"lots.ingest"> = async (payload, job, deps) => {
  try {
    const outcome = await runIngestion(deps, payload.sourceId, {
      onProgress: async (p) => {
        await job.updateProgress?.(p);
      },
    });
    if (outcome.status === "busy")
      throw new Error(`source ${payload.sourceId} has a run in progress (${outcome.runId})`);
    return outcome;
  } catch (e) {
    if (e instanceof UnknownSourceError) throw new UnrecoverableError(e.message);
    throw e;
  }
};
