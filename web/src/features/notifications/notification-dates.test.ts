import { describe, expect, it } from "vitest";
import { notificationDateKind } from "./notification-dates";

const now = new Date(2026, 10, 26, 9, 30); // 26 Nov 2026, 09:30 local

describe("notificationDateKind", () => {
  it("reads the same calendar day as today, even just after midnight", () => {
    expect(notificationDateKind(new Date(2026, 10, 26, 0, 1), now)).toBe("today");
  });

  it("reads the day before as yesterday, across a month boundary too", () => {
    expect(notificationDateKind(new Date(2026, 10, 25, 23, 59), now)).toBe("yesterday");
    expect(notificationDateKind(new Date(2026, 10, 30, 23, 0), new Date(2026, 11, 1, 8, 0))).toBe("yesterday");
  });

  it("gives older notifications a short date", () => {
    expect(notificationDateKind(new Date(2026, 10, 24, 12, 0), now)).toBe("date");
    expect(notificationDateKind(new Date(2025, 10, 26, 9, 0), now)).toBe("date");
  });
});
