// An unread notification shows once as a popup, across the customer's tabs and page loads
// (docs/product/notifications.md#popups).
const STORAGE_KEY = "notifications_popups";
const REMEMBERED = 200;

type PopupStorage = Pick<Storage, "getItem" | "setItem">;

function shownIds(storage: PopupStorage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === "number") : [];
  } catch {
    return [];
  }
}

/**
 * Claims the ids not shown before on this device and returns them in the order given; the caller shows those. The
 * newest are kept when more than the remembered number are claimed at once.
 */
export function claimPopups(ids: readonly number[], storage: PopupStorage = localStorage): number[] {
  const shown = shownIds(storage);
  const seen = new Set(shown);
  const fresh = ids.filter((id) => !seen.has(id) && seen.add(id));
  if (fresh.length === 0) return [];
  const newestFirst = [...fresh].sort((a, b) => b - a);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify([...shown, ...newestFirst.reverse()].slice(-REMEMBERED)));
  } catch {
    // Storage full or blocked: still show them; they may then show again on another page load.
  }
  return fresh;
}

/** True the first time it is asked about `id` (the caller then shows the popup); false ever after. */
export function claimPopup(id: number, storage: PopupStorage = localStorage): boolean {
  return claimPopups([id], storage).length === 1;
}
