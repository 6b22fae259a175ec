import { describe, expect, it } from "vitest";
import { claimPopup } from "./popup-once";

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe("claimPopup", () => {
  it("lets a notification pop up once, however many tabs or page loads ask", () => {
    const storage = memoryStorage();
    expect(claimPopup(5, storage)).toBe(true);
    expect(claimPopup(5, storage)).toBe(false);
    expect(claimPopup(6, storage)).toBe(true);
  });

  it("survives unreadable stored data", () => {
    const storage = memoryStorage();
    storage.setItem("notifications_popups", "{oops");
    expect(claimPopup(1, storage)).toBe(true);
    expect(claimPopup(1, storage)).toBe(false);
  });
});
