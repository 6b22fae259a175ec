// POST /api/search/parse {text, source}: the phrase parser as a call (docs/product/search.md#phrase-search). The
// web calls it with source 'copart' and uses the make and model filters when the confidence is above 0.5
// (docs/product/search.md#where-searches-start).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchParseBodySchema } from "@app/shared/search/search-phrase.schemas";
import { parseSearchPhrase } from "@app/shared/search/search-phrase";
import { access } from "../../plugins/access.ts";
import { lotCounts } from "../search/model-lot-counts.ts";

export const searchParseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/search/parse",
    { config: access("public"), schema: { body: searchParseBodySchema } },
    async (request) => {
      const { text, source } = request.body;
      return { success: true, ...parseSearchPhrase(text, source, await lotCounts(app)) };
    },
  );
};
