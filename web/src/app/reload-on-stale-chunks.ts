// After a deploy, a tab opened before it still asks for the old build's chunks when it lazily loads a page or its
// texts; they are gone (the server answers 404 for a missing asset: api/src/plugins/static-spa.ts), and Vite reports
// the failed import as `vite:preloadError`. Reloading fetches the new index.html, so the customer gets the page
// instead of a broken one. At most once a minute per tab: a chunk missing for another reason (the network, a bad
// deploy) then surfaces as the route's error, not as a reload loop.

const LAST_RELOAD_KEY = "stale-chunk-reload-at";
const RELOAD_AT_MOST_EVERY_MS = 60_000;

type Host = Pick<Window, "addEventListener" | "sessionStorage"> & { location: Pick<Location, "reload"> };

function lastReload(storage: Storage): number {
  try {
    return Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  } catch {
    return 0; // storage blocked: no record of an earlier reload
  }
}

export function reloadOnStaleChunks(host: Host = window, now: () => number = Date.now): void {
  host.addEventListener("vite:preloadError", (event) => {
    if (now() - lastReload(host.sessionStorage) < RELOAD_AT_MOST_EVERY_MS) return;
    try {
      host.sessionStorage.setItem(LAST_RELOAD_KEY, String(now()));
    } catch {
      // without storage the guard cannot hold; one reload is still better than a blank page
    }
    event.preventDefault(); // the reload replaces the page: the import's error need not be thrown
    host.location.reload();
  });
}
