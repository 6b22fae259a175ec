// An unread notification shows once as a popup, across the customer's tabs and page loads
// (docs/product/notifications.md#popups).
const STORAGE_KEY = "notifications_popups";
const REMEMBERED = 200;

/** True the first time it is asked about `id` (the caller then shows the popup); false ever after. */
export function claimPopup(id: number, storage: Pick<Storage, "getItem" | "setItem"> = localStorage): boolean {
  let shown: number[] = [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "[]");
    if (Array.isArray(parsed)) shown = parsed.filter((v): v is number => typeof v === "number");
  } catch {
    shown = [];
  }
  if (shown.includes(id)) return false;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify([...shown, id].slice(-REMEMBERED)));
  } catch {
    // Storage full or blocked: still show it; it may then show again on another page load.
  }
  return true;
}
