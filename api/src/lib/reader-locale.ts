// The language the reader's pages are in: the web keeps it in the NEXT_LOCALE cookie (web/src/lib/intl.ts), which
// comes with every request; without it, or with a value we do not serve, Lithuanian.
import type { FastifyRequest } from "fastify";
import type { ServerLocale } from "@app/shared/i18n/render";
import { localeSchema } from "@app/shared/auth/auth.schemas";

export function readerLocale(request: FastifyRequest): ServerLocale {
  // An error raised before the cookie parser ran has no cookies yet.
  const cookie = localeSchema.safeParse((request.cookies as FastifyRequest["cookies"] | undefined)?.NEXT_LOCALE);
  return cookie.success ? cookie.data : "lt";
}
