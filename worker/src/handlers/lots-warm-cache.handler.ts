// `lots.warm-cache {lotIds}`: writes the API's cache entries of changed lots that customers follow
// (services/lot-cache-warm.ts). A failure is retried and, out of attempts, kept as a failed job and logged.
import type { JobHandler } from "../deps.ts";
import { warmLotCaches } from "../services/lot-cache-warm.ts";

export const lotsWarmCacheHandler: JobHandler<"lots.warm-cache"> = async (payload, _job, deps) => {
  return { warmed: await warmLotCaches(deps, payload.lotIds) };
};
