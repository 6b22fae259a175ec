import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AppProvider } from "@/app/provider";
import en from "@/i18n/messages-en";
import { ContactForm, type ContactFormProps } from "./contact-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderForm(props: ContactFormProps) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json({ success: true, message: "ok" }, { status: 201 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  const router = createMemoryRouter(
    [
      { path: "/", element: <ContactForm {...props} /> },
      { path: "/thanks", element: <p>thanks page</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <AppProvider locale="en" messages={en}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { fetchMock, router };
}

describe("contact form block", () => {
  it.each(["default", "compact", "newsletter", "minimal"] as const)("renders the %s variant", async (variant) => {
    await renderForm({ variant, fields: ["email"], buttonText: "Subscribe" });
    expect(document.querySelector(`[data-variant="${variant}"]`)).not.toBeNull();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeTruthy();
  });

  it("shows the default fields with a 5-row message and sends the documented payload, then redirects after the delay", async () => {
    const { fetchMock, router } = await renderForm({
      recipients: ["sales@baltbid.lt"],
      extra: { lot: "45139005" },
      redirectTo: "/thanks",
      redirectDelay: 50, // the fields being cleared is checked in e2e/contact.e2e.test.ts
    });
    expect(screen.getAllByRole("textbox")).toHaveLength(5);
    expect(screen.getByPlaceholderText(en["contact.placeholders.message"]).getAttribute("rows")).toBe("5");
    const type = (placeholder: string, value: string) =>
      fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
    type(en["contact.placeholders.name"], " Ona ");
    type(en["contact.placeholders.email"], "ona@example.lt");
    type(en["contact.placeholders.message"], "Hello");
    fireEvent.click(screen.getByRole("button", { name: en["contact.form.submit"] }));
    await screen.findByText(en["contact.form.success"]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Ona",
      email: "ona@example.lt",
      phone: "",
      subject: "",
      message: "Hello",
      requiredFields: ["name", "email", "message"],
      recipients: ["sales@baltbid.lt"],
      ccRecipients: [],
      bccRecipients: [],
      emailSubject: "New contact form submission",
      replyTo: "ona@example.lt",
      extra: { lot: "45139005" },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/thanks"));
  });
});
