import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { claimPopup, claimPopups } from "./popup-once";

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

describe("claimPopups", () => {
  it("never hands out an id twice, whatever the order and overlap of the calls", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 30 }), { maxLength: 12 }),
        (calls) => {
          const storage = memoryStorage();
          const handedOut: number[] = [];
          for (const ids of calls) {
            const fresh = claimPopups(ids, storage);
            // Each returned id was asked for in this call, in the order asked.
            expect(fresh).toEqual([...new Set(ids)].filter((id) => fresh.includes(id)));
            handedOut.push(...fresh);
          }
          expect(new Set(handedOut).size).toBe(handedOut.length);
          // Fewer than the remembered number in all: every id asked for was shown exactly once.
          expect(new Set(handedOut)).toEqual(new Set(calls.flat()));
        },
      ),
    );
  });

  it("agrees with claimPopup, which shares its memory", () => {
    const storage = memoryStorage();
    expect(claimPopups([3, 2, 1], storage)).toEqual([3, 2, 1]);
    expect(claimPopup(2, storage)).toBe(false);
    expect(claimPopup(4, storage)).toBe(true);
    expect(claimPopups([4, 5], storage)).toEqual([5]);
  });

  it("remembers the newest when a backlog is larger than its memory", () => {
    const storage = memoryStorage();
    const ids = Array.from({ length: 250 }, (_, i) => 250 - i);
    expect(claimPopups(ids, storage)).toHaveLength(250);
    expect(claimPopups([250, 100, 51], storage)).toEqual([]);
    expect(claimPopups([50], storage)).toEqual([50]);
  });
});
