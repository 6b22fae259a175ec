// One error handler for the whole API: AppError -> its code; zod/schema failures -> 400 with field messages;
// Fastify's own client errors (bad JSON, body too large, wrong media type, rate limit) -> their status with a
// stable code; a value PostgreSQL refused (a CHECK, a number too large) -> 400; anything else -> 500 with the
// generic message, logged whole, details never sent.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import type { ErrorBody, ErrorCode } from "@app/shared/errors";
import { renderMessage, type ServerLocale, type ServerMessageId } from "@app/shared/i18n/render";
import { AppError } from "../lib/app-error.ts";
import { isDatabaseRefusal } from "../lib/database-refusal.ts";
import { isDependencyDown } from "../lib/dependency-down.ts";
import { fieldMessage, type FieldIssue } from "../lib/field-message.ts";
import { readerLocale } from "../lib/reader-locale.ts";

const FASTIFY_CODES: Record<string, { code: ErrorCode; text: ServerMessageId }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", text: "errors.request.tooLarge" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "UNSUPPORTED_MEDIA_TYPE", text: "errors.request.mediaType" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "BAD_REQUEST", text: "errors.request.contentLength" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "BAD_REQUEST", text: "errors.request.emptyBody" },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "BAD_REQUEST", text: "errors.request.invalidJson" },
};

/** The first message of each field, in the reader's language. */
function fieldErrors(locale: ServerLocale, issues: Array<{ path: string; issue: FieldIssue }>) {
  const errors: Record<string, string> = {};
  for (const { path, issue } of issues) errors[path || "(root)"] ??= fieldMessage(locale, issue);
  return errors;
}

export function sendError(reply: FastifyReply, status: number, body: Omit<ErrorBody, "success">) {
  return reply.status(status).send({ success: false, ...body });
}

export function errorHandler(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfter !== undefined) reply.header("retry-after", String(error.retryAfter));
    const locale = readerLocale(request);
    return sendError(reply, error.statusCode, {
      code: error.code,
      message: error.messageIn(locale),
      errors: error.errorsIn(locale),
      retryAfter: error.retryAfter,
    });
  }
  const locale = readerLocale(request);
  const say = (id: ServerMessageId) => renderMessage(locale, id);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(
      locale,
      error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replaceAll("/", "."),
        issue: { ...v.params, code: v.keyword, message: v.message ?? "Invalid value" },
      })),
    );
    return sendError(reply, 400, { code: "VALIDATION_ERROR", message: say("errors.validation"), errors });
  }
  if (error instanceof ZodError) {
    const errors = fieldErrors(
      locale,
      error.issues.map((i) => ({ path: i.path.join("."), issue: i as unknown as FieldIssue })),
    );
    return sendError(reply, 400, { code: "VALIDATION_ERROR", message: say("errors.validation"), errors });
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return sendError(reply, error.statusCode ?? 400, { code: known.code, message: say(known.text) });
  if (error.statusCode === 429) {
    const retryAfter = Number(reply.getHeader("retry-after")) || undefined;
    const message = retryAfter
      ? renderMessage(locale, "errors.rateLimited", { seconds: String(retryAfter) })
      : error.message;
    return sendError(reply, 429, { code: "RATE_LIMITED", message, retryAfter });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, "client error");
    return sendError(reply, error.statusCode, { code: "BAD_REQUEST", message: error.message });
  }
  if (isDependencyDown(error)) {
    request.log.error({ err: error }, "a dependency is unavailable");
    reply.header("retry-after", "5");
    return sendError(reply, 503, { code: "SERVICE_UNAVAILABLE", message: say("errors.unavailable") });
  }
  if (isDatabaseRefusal(error)) {
    // A schema let through what a CHECK or a column refused: the client's value, but a gap to close.
    request.log.error({ err: error }, "the database refused a value validation let through");
    return sendError(reply, 400, { code: "BAD_REQUEST", message: say("errors.valueRefused") });
  }
  request.log.error({ err: error }, "unhandled error");
  return sendError(reply, 500, { code: "INTERNAL", message: say("errors.generic") });
}
