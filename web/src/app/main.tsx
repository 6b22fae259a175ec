// Bundled variable Inter (latin and latin-ext cover Lithuanian); never a font CDN.
import "@fontsource-variable/inter/wght.css";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { getLocale, loadMessages } from "@/lib/intl";
import { referenceCache } from "@/lib/reference-cache";
import { migrateVehicleCache } from "@/lib/vehicle-cache";
import { AppProvider } from "./provider";
import { reloadOnStaleChunks } from "./reload-on-stale-chunks";
import { routes } from "./router";
import { themeSystem } from "./theme";

reloadOnStaleChunks();

const locale = getLocale();
document.documentElement.lang = locale;

// Older vehicle cache formats are migrated and expired entries removed at start
// (docs/product/lots.md#vehicle-cache-in-the-browser).
migrateVehicleCache(window.sessionStorage);
// Reference data is preloaded for copart and iaai, once the page is idle (cached 24 hours;
// docs/product/search.md#reference-data).
const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
whenIdle(() => void referenceCache().preload());

const router = createBrowserRouter(routes);
const root = createRoot(document.getElementById("root")!);

/** Lets the browser run what is waiting (input, paint) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

// Start-up work comes in tasks short enough for the page to answer input meanwhile (Lighthouse's blocking time): the
// theme is built in a task of its own, and the first render is a transition, which React draws in short slices
// (nothing is on screen before it commits either way).
/**
 * Resolves once the router has loaded the first page's lazy code: the first render then draws the page itself, so
 * the shell of index.html (painted before any script) gives way to the page with no blank frame between them.
 */
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

void Promise.all([loadMessages(locale), routerReady]).then(async ([messages]) => {
  await nextTask();
  themeSystem();
  await nextTask();
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider locale={locale} messages={messages}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
});
