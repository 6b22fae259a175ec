// Footer settings over HTTP: a public read merged over the defaults, an admin-only validated write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { FOOTER_DEFAULTS } from "@app/shared/settings/footer.schemas";
import { testApiConfig } from "../../../../test/support/config.ts";
import { adminCookie, createTestUser, customerCookie } from "../../../../test/support/sessions.ts";
import { buildApp } from "../../app.ts";

const ORIGIN = "http://localhost:3000";
let app: FastifyInstance;
let admin: string;

const footer = () => app.inject({ url: "/api/admin/settings/footer" });
const put = (body: unknown, cookie?: string, origin = ORIGIN) =>
  app.inject({
    method: "PUT",
    url: "/api/admin/settings/footer",
    payload: body as object,
    headers: { origin, ...(cookie ? { cookie } : {}) },
  });

beforeAll(async () => {
  app = await buildApp(testApiConfig({ PASSWORD_HASH_COST: "10" }));
  await app.ready();
  admin = await adminCookie(app, (await createTestUser(app.db, { role: "admin" })).id);
  // The run's database is shared: start from no stored footer, so the defaults show.
  await app.db.setting.deleteMany({ where: { key: "footer" } });
});

afterAll(() => app?.close());

describe("footer settings", () => {
  it("answers the defaults to anyone while nothing is stored", async () => {
    const res = await footer();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: FOOTER_DEFAULTS });
    expect(FOOTER_DEFAULTS.sections.contact).toMatchObject({
      address: { line1: expect.any(String), line2: expect.any(String), line3: expect.any(String) },
      email: expect.stringContaining("@"),
    });
  });

  it("lets an admin save them, and answers the stored fields merged over the defaults", async () => {
    const body = {
      sections: {
        contact: {
          title: "Contact us",
          companyName: "UAB BaltBid",
          companyReference: "Įmonės kodas 306512341\nPVM kodas LT100016543219",
          address: { line1: "Taikos pr. 1" },
          numbers: ["+370 600 12345", "+370 5 210 0000"],
        },
      },
    };
    const res = await put(body, admin);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      sections: {
        contact: {
          ...body.sections.contact,
          address: { ...FOOTER_DEFAULTS.sections.contact.address, line1: "Taikos pr. 1" },
          email: FOOTER_DEFAULTS.sections.contact.email,
        },
      },
    };
    expect(res.json()).toMatchObject({ success: true, data: expected });
    expect((await footer()).json()).toEqual({ success: true, data: expected });
    const row = await app.db.setting.findUniqueOrThrow({ where: { key: "footer" } });
    expect(row.updatedById).not.toBeNull();

    // A single phone instead of a list, and a new e-mail.
    await put({ sections: { contact: { phone: "+370 600 00000", email: "info@baltbid.test" } } }, admin);
    expect((await footer()).json().data.sections.contact).toEqual({
      ...FOOTER_DEFAULTS.sections.contact,
      phone: "+370 600 00000",
      email: "info@baltbid.test",
    });
  });

  it("refuses invalid settings with the field named", async () => {
    const bad = await put({ sections: { contact: { email: "not-an-email", numbers: "+370" } } }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(["sections.contact.email", "sections.contact.numbers"]),
    );
    expect((await put({ sections: { contact: { logo: "<svg/>" } } }, admin)).statusCode).toBe(400);
    expect((await put({ sections: { contact: { title: "x".repeat(121) } } }, admin)).statusCode).toBe(400);
  });

  it("lets no one but an admin write them, and only from this site", async () => {
    const before = (await footer()).json();
    const body = { sections: { contact: { title: "Hacked" } } };
    expect((await put(body)).statusCode).toBe(401);
    const customer = await customerCookie(app.db, (await createTestUser(app.db)).id);
    expect((await put(body, customer)).statusCode).toBe(401);
    const vip = await adminCookie(app, (await createTestUser(app.db, { role: "vip" })).id);
    expect((await put(body, vip)).statusCode).toBe(403);
    expect((await put(body, admin, "https://evil.example")).statusCode).toBe(403);
    expect((await footer()).json()).toEqual(before);
  });
});
