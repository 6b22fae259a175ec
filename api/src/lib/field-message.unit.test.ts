import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loginBodySchema, registerBodySchema } from "@app/shared/auth/auth.schemas";
import { renderMessage } from "@app/shared/i18n/render";
import { amountSchema } from "@app/shared/money/money.schemas";
import { fieldMessage, type FieldIssue } from "./field-message.ts";

// A sample of the shapes the API's schemas are made of, and values of any kind to feed them.
const SCHEMAS = [
  z.strictObject({
    amount: z.number().int().min(1).max(1000),
    share: z.number().gt(0).lt(1),
    email: z.email(),
    name: z.string().min(2).max(5),
    kind: z.enum(["a", "b"]),
    when: z.iso.date(),
    at: z.iso.datetime(),
    tags: z.array(z.string()).min(1).max(2),
    step: z.number().multipleOf(5),
  }),
  registerBodySchema,
  loginBodySchema,
  z.object({ amount: amountSchema({ max: 1_000_000 }) }),
];
const anything = fc.dictionary(
  fc.constantFrom("amount", "share", "email", "name", "kind", "when", "at", "tags", "step", "password", "extra"),
  fc.anything(),
);

const issuesOf = (value: unknown) =>
  SCHEMAS.flatMap((s) => s.safeParse(value).error?.issues ?? []).map((i) => i as unknown as FieldIssue);

/** English words of zod's own messages; none may reach a Lithuanian reader. */
const ZOD_ENGLISH = /\b(Invalid|expected|received|Too (big|small)|Unrecognized|must|characters)\b/;

describe("a field's message", () => {
  it("keeps zod's and our English for an English reader", () => {
    fc.assert(
      fc.property(anything, (value) => issuesOf(value).every((i) => fieldMessage("en", i) === i.message)),
      { numRuns: 300 },
    );
  });

  it("reaches a Lithuanian reader in Lithuanian, for every issue zod or our own texts raise", () => {
    fc.assert(
      fc.property(anything, (value) => {
        for (const issue of issuesOf(value)) {
          const lt = fieldMessage("lt", issue);
          expect(lt, `${issue.code}: ${issue.message}`).not.toMatch(ZOD_ENGLISH);
          expect(lt).not.toBe(issue.message);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("names the limits a Lithuanian reader must meet", () => {
    const [short] = issuesOf({ name: "a" }).filter((i) => i.code === "too_small");
    expect(fieldMessage("lt", short!)).toBe("Turi būti bent 2 simboliai");
    const [missing] = SCHEMAS[0]!.safeParse({}).error!.issues as unknown as FieldIssue[];
    expect(fieldMessage("lt", missing!)).toBe(renderMessage("lt", "errors.field.required"));
    const amount = z.object({ amount: amountSchema({ max: 100 }) }).safeParse({ amount: -5 }).error!.issues[0]!;
    expect(fieldMessage("lt", amount as unknown as FieldIssue)).toBe("Įveskite didesnę nei 0 sumą");
  });

  it("writes a limit's figures as the reader's language does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 1_000_000_000 }), (max) => {
        const [issue] = z.object({ amount: amountSchema({ max }) }).safeParse({ amount: max + 1 }).error!.issues;
        const lt = fieldMessage("lt", issue as unknown as FieldIssue);
        const en = fieldMessage("en", issue as unknown as FieldIssue);
        expect(lt).toBe(`Suma gali būti ne didesnė kaip ${new Intl.NumberFormat("lt").format(max)}`);
        expect(en).toBe(`The amount may be at most ${max.toLocaleString("en-US")}`);
        expect(lt).not.toMatch(/\d,\d{3}/);
      }),
      { numRuns: 50 },
    );
  });

  it("names the unknown fields it refuses", () => {
    const [issue] = z.strictObject({}).safeParse({ limit: 2, sort: "x" }).error!.issues as unknown as FieldIssue[];
    expect(fieldMessage("lt", issue!)).toBe("Nežinomi laukai: limit, sort");
  });

  it("leaves an admin schema's own words as written", () => {
    const issue = { code: "custom", message: "must be a code of /json/europe/damage.json" };
    expect(fieldMessage("lt", issue)).toBe(issue.message);
  });
});
