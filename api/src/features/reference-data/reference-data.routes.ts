// GET /json/{platform}/{file}.json (docs/product/api.md#reference-files): the reference lists the search form is
// built from. Each file is serialised once per process and served with a strong ETag and a 24-hour Cache-Control
// (the web keeps them 24 hours too, docs/product/search.md#reference-data); a matching If-None-Match gets 304.
// Unknown platform or file: 404.
import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  referenceFileSchema,
  referenceSourceOf,
  type ReferenceFile,
  type ReferenceSource,
} from "@app/shared/reference-data/reference-data.schemas";
import { referenceFile } from "@app/shared/reference-data/reference-files";
import { notFound } from "../../lib/app-error.ts";
import { access } from "../../plugins/access.ts";

export const REFERENCE_CACHE_CONTROL = "public, max-age=86400";
export const REFERENCE_NOT_FOUND_MESSAGE = "Reference file not found";

const serialised = new Map<string, { body: string; etag: string }>();

function fileBody(source: ReferenceSource, file: ReferenceFile) {
  const key = `${source}/${file}`;
  let entry = serialised.get(key);
  if (!entry) {
    const body = JSON.stringify({ success: true, ...referenceFile(source, file) });
    entry = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    serialised.set(key, entry);
  }
  return entry;
}

/** If-None-Match: a list of (possibly weak) tags, or *. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag.replace(/^W\//, "") === etag;
  });
}

export const referenceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/json/:platform/:file",
    { config: access("public"), schema: { params: z.object({ platform: z.string(), file: z.string() }) } },
    async (request, reply) => {
      const source = referenceSourceOf(request.params.platform);
      const name = /^([a-z]+)\.json$/.exec(request.params.file)?.[1];
      const file = referenceFileSchema.safeParse(name);
      if (!source || !file.success) throw notFound(REFERENCE_NOT_FOUND_MESSAGE);
      const { body, etag } = fileBody(source, file.data);
      reply.header("etag", etag).header("cache-control", REFERENCE_CACHE_CONTROL);
      if (matches(request.headers["if-none-match"], etag)) return reply.code(304).send();
      return reply.type("application/json; charset=utf-8").send(body);
    },
  );
};
