// A field's validation message in the reader's language. Our own English texts (shared/src/i18n `errors.*`) are
// rendered in the reader's locale. For a Lithuanian reader, zod's default English and the schemas' stock sentences
// ("Name is required", "Name must be at most 80 characters") are replaced by ours, chosen by the issue's code and
// limits; a schema's own specific words ("Enter a valid IBAN") that are no server text stay as written.
import { renderMessage, serverTextIn, type ServerLocale } from "@app/shared/i18n/render";
import type { ServerText } from "./app-error.ts";

/** What the error handler has of an issue: zod's, or a Fastify schema error's params (the zod issue's own fields). */
export type FieldIssue = { code: string; message: string } & Record<string, unknown>;

export function fieldMessage(locale: ServerLocale, issue: FieldIssue): string {
  const own = serverTextIn(locale, issue.message);
  if (own !== undefined) return own;
  if (locale === "en" || issue.code === "custom" || !STOCK.test(issue.message)) return issue.message;
  const text = zodIssueText(issue);
  return renderMessage(locale, text.id, text.params);
}

// zod's own English ("Invalid input: expected string", "Too small: expected number to be >=1") and the schemas' stock
// sentences of a required field or a length.
const STOCK =
  /^(Invalid|Too (big|small)|Unrecognized key|Number must be)| is required$| must be at (most|least) \d+ characters$/;

const SIZED = new Set(["string", "array", "set", "file"]);

function zodIssueText(issue: FieldIssue): ServerText {
  if (/ is required$/.test(issue.message)) return { id: "errors.field.required" };
  const n = (v: unknown) => (typeof v === "bigint" ? Number(v) : typeof v === "number" ? v : Number(v ?? 0));
  switch (issue.code) {
    case "invalid_type":
      // A missing field: zod says "received undefined".
      if (/received undefined$/.test(issue.message)) return { id: "errors.field.required" };
      return { id: issue.expected === "int" ? "errors.field.wholeNumber" : "errors.field.invalid" };
    case "too_small": {
      const minimum = n(issue.minimum);
      if (issue.origin === "string") return { id: "errors.field.tooShort", params: { minimum } };
      if (SIZED.has(String(issue.origin))) return { id: "errors.field.tooFew", params: { minimum } };
      return { id: issue.inclusive === false ? "errors.field.above" : "errors.field.atLeast", params: { minimum } };
    }
    case "too_big": {
      const maximum = n(issue.maximum);
      if (issue.origin === "string") return { id: "errors.field.tooLong", params: { maximum } };
      if (SIZED.has(String(issue.origin))) return { id: "errors.field.tooMany", params: { maximum } };
      return { id: issue.inclusive === false ? "errors.field.below" : "errors.field.atMost", params: { maximum } };
    }
    case "invalid_format":
      if (issue.format === "email") return { id: "errors.field.emailInvalid" };
      if (issue.format === "date" || issue.format === "datetime") return { id: "errors.field.date" };
      return { id: "errors.field.invalid" };
    case "invalid_value":
      return { id: "errors.field.option" };
    case "unrecognized_keys":
      return { id: "errors.field.unknown", params: { keys: Array.isArray(issue.keys) ? issue.keys.join(", ") : "" } };
    default:
      return { id: "errors.field.invalid" };
  }
}
