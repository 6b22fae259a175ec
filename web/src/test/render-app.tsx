// Test helper: renders the real route table and providers in jsdom, at a given path and locale.
import { cleanup, render } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AppProvider } from "@/app/provider";
import { routes } from "@/app/router";
import { loadMessages, type Locale } from "@/lib/intl";
import { authAtom, store } from "@/lib/store";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store.set(authAtom, { status: "loading" });
});

/** The session check answers 401 (anonymous) unless a test stubs fetch itself. */
export function stubAnonymousSession() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      Response.json({ success: false, code: "UNAUTHORIZED", message: "Not signed in" }, { status: 401 }),
    ),
  );
}

export async function renderApp(path: string, locale: Locale = "lt") {
  stubAnonymousSession();
  // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
  vi.stubGlobal("scrollTo", () => {});
  const messages = await loadMessages(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}
