// How many open lots carry each catalogue model, for the phrase parser's popularity tie-break ("silverad" ->
// Silverado 1500, the common one). Read from the facet totals (search-facet-totals.ts: one hash of counts per
// platform and filter token, model tokens included), held in the process for a minute, refreshed in the background
// so a search never waits for it. A model token names the model code alone, so a code two makes share counts the lots
// of both: enough to rank models that fit a phrase equally well.
import type { FastifyInstance } from "fastify";
import { SEARCH_FACET_TOTALS_KEY } from "@app/shared/contracts/cache";
import { PLATFORMS } from "@app/shared/catalogue/lot.schemas";
import { MAKE_MODEL_CATALOGUE } from "@app/shared/search/make-model-catalogue";
import { providerModelCode } from "@app/shared/search/make-model-mapping";
import { modelKey, type LotCounts } from "@app/shared/search/search-phrase";
import { countField } from "./search-facet-totals.ts";

const HOLD_MS = 60_000;

/** Every catalogue model with the hash fields (one per platform, in that platform's spelling) its count adds up. */
const MODEL_FIELDS = MAKE_MODEL_CATALOGUE.flatMap((make) =>
  make.models.map((model) => ({
    key: modelKey(make.code, model.code),
    fields: PLATFORMS.map((p) =>
      countField(p, `mo:${providerModelCode(p === "europe" ? "both" : p, make.code, model.code)}`),
    ),
  })),
);

// Keyed by the app's Redis client: every plugin scope of one app (the search, the parse call) shares one copy.
const held = new WeakMap<object, { counts: LotCounts; at: number }>();
const loading = new WeakMap<object, Promise<LotCounts | undefined>>();

function load(app: FastifyInstance): Promise<LotCounts | undefined> {
  const running = loading.get(app.redis);
  if (running) return running;
  const run = (async () => {
    try {
      const fields = MODEL_FIELDS.flatMap((m) => m.fields);
      const [countedAt, ...values] = await app.redis.hmget(
        app.redisKey(SEARCH_FACET_TOTALS_KEY),
        "@countedAt",
        ...fields,
      );
      if (!countedAt) return held.get(app.redis)?.counts; // not counted yet: the search's own read starts the count
      let read = 0;
      const counts = new Map<string, number>();
      for (const m of MODEL_FIELDS) {
        const n = values.slice(read, (read += m.fields.length)).reduce((sum, v) => sum + Number(v ?? 0), 0);
        if (n > 0) counts.set(m.key, n);
      }
      held.set(app.redis, { counts, at: Date.now() });
      return counts;
    } catch (err) {
      app.log.warn({ err }, "model lot counts read failed");
      return held.get(app.redis)?.counts;
    } finally {
      loading.delete(app.redis);
    }
  })();
  loading.set(app.redis, run);
  return run;
}

/** The counts held now (undefined before the first read); a stale or missing copy is refreshed in the background. */
export function lotCountsNow(app: FastifyInstance): LotCounts | undefined {
  const now = held.get(app.redis);
  if (!now || Date.now() - now.at > HOLD_MS) void load(app);
  return now?.counts;
}

/** The counts, read first when none are held or they are stale. */
export async function lotCounts(app: FastifyInstance): Promise<LotCounts | undefined> {
  const now = held.get(app.redis);
  return now && Date.now() - now.at <= HOLD_MS ? now.counts : load(app);
}
