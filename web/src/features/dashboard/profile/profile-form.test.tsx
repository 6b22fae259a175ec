// The profile form's field errors describe the value typed: a bad phone is refused before sending, and an error the
// form or the server gave goes away as soon as that field is edited, in both languages.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import { testUser } from "@/test/render-app";
import { ProfileForm } from "./profile-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(locale: "lt" | "en") {
  const calls: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push(JSON.parse(String(init?.body ?? "null")));
      return Response.json(
        { success: false, code: "VALIDATION_ERROR", message: "x", errors: { phone: "Server says no" } },
        { status: 400 },
      );
    }),
  );
  render(
    <AppProvider locale={locale} messages={locale === "lt" ? lt : en}>
      <ProfileForm user={testUser} />
    </AppProvider>,
  );
  const phone = screen.getByRole("textbox", { name: new RegExp((locale === "lt" ? lt : en)["auth.fields.phone"]) });
  const save = screen.getByRole("button", { name: (locale === "lt" ? lt : en)["dashboard.profile.save"] });
  return { phone, save, calls };
}

describe.each(["lt", "en"] as const)("the profile form in %s", (locale) => {
  const texts = locale === "lt" ? lt : en;

  it("refuses a bad phone before sending, and drops the error once the phone is edited", async () => {
    const { phone, save, calls } = renderForm(locale);
    fireEvent.change(phone, { target: { value: "12" } });
    fireEvent.click(save);
    await screen.findByText(texts["auth.validation.phoneInvalid"]);
    expect(calls).toEqual([]);
    fireEvent.change(phone, { target: { value: "+370 612 34567" } });
    await waitFor(() => expect(screen.queryByText(texts["auth.validation.phoneInvalid"])).toBeNull());
  });

  it("drops the server's phone error once the phone is edited", async () => {
    const { phone, save, calls } = renderForm(locale);
    fireEvent.change(phone, { target: { value: "+370 612 34567" } });
    fireEvent.click(save);
    await screen.findByText("Server says no");
    expect(calls).toHaveLength(1);
    fireEvent.change(phone, { target: { value: "+370 612 34568" } });
    await waitFor(() => expect(screen.queryByText("Server says no")).toBeNull());
  });
});
