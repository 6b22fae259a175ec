import { describe, expect, it } from "vitest";
import { countdownParts } from "./countdown";

const now = Date.parse("2026-11-26T10:00:00Z");

describe("countdownParts", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownParts("2026-11-28T13:04:05Z", now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it("reads an auction at or past its end as ended", () => {
    expect(countdownParts("2026-11-26T10:00:00Z", now)).toBeNull();
    expect(countdownParts("2026-11-26T09:59:59Z", now)).toBeNull();
    expect(countdownParts(now + 999, now)).toBeNull();
  });

  it("treats an unreadable date as no countdown", () => {
    expect(countdownParts("not a date", now)).toBeNull();
  });
});
