// Test helper: renders the real route table and providers in jsdom, at a given path and locale.
import { cleanup, render } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AppProvider } from "@/app/provider";
import { routes } from "@/app/router";
import { loadMessages, localeCookie, type Locale } from "@/lib/intl";
import { authAtom, store, type SessionUser } from "@/lib/store";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store.set(authAtom, { status: "loading" });
});

/** A signed-in customer for tests of the dashboard. */
export const testUser: SessionUser = {
  id: "u1",
  name: "Jonas",
  surname: "Jonaitis",
  email: "jonas@example.lt",
  phone: null,
  role: "customer",
  locale: "lt",
  currency: "EUR",
  balance: 1000,
  frozenBalance: 0,
  availableBalance: 1000,
  biddingPower: 10000,
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** The API as the shell sees it: the session check (anonymous unless a user is given), footer settings, counts. */
export function stubApi(user: SessionUser | null = null) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url.endsWith("/api/auth/session")) return Response.json({ success: true, user });
      if (url.endsWith("/api/admin/settings/footer"))
        return Response.json({ success: true, data: { sections: { contact: {} } } });
      if (url.endsWith("/api/notifications/count")) return Response.json({ success: true, count: 3 });
      return Response.json({ success: false, code: "NOT_FOUND", message: "Not found" }, { status: 404 });
    }),
  );
}

export async function renderApp(path: string, locale: Locale = "lt", user: SessionUser | null = null) {
  stubApi(user);
  // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
  vi.stubGlobal("scrollTo", () => {});
  // The pages load their texts in the locale of the cookie, as in the browser.
  document.cookie = localeCookie(locale);
  const messages = await loadMessages(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}
