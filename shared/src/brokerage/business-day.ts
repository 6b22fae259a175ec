// The brokerage's calendar day: it works in Lithuania, so "per day" rules (deposit announcements) count from midnight
// to midnight in Europe/Vilnius, whatever time zone the server process runs in.
import { zoneOffsetMinutes } from "../catalogue/lot-format.ts";

export const BUSINESS_TIME_ZONE = "Europe/Vilnius";

const DAY_MS = 86_400_000;

/** Minutes east of UTC of the zone at `at`; a zone no runtime knows is a programming error. */
function offsetMs(at: number, timeZone: string): number {
  const minutes = zoneOffsetMinutes(new Date(at), timeZone);
  if (minutes === null) throw new Error(`unknown time zone ${timeZone}`);
  return minutes * 60_000;
}

/** The instant the zone's wall clock reads 00:00 on the date whose UTC midnight is `dateUtcMs`. */
function midnight(dateUtcMs: number, timeZone: string): number {
  // The offset at the guess, applied again: right across a change of summer time on either side of midnight.
  const guess = dateUtcMs - offsetMs(dateUtcMs, timeZone);
  return dateUtcMs - offsetMs(guess, timeZone);
}

/** The [start, end) of the calendar day in `timeZone` (the brokerage's by default) that `at` falls in. */
export function businessDay(at: Date, timeZone = BUSINESS_TIME_ZONE): { start: Date; end: Date } {
  const wall = new Date(at.getTime() + offsetMs(at.getTime(), timeZone));
  const date = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
  return { start: new Date(midnight(date, timeZone)), end: new Date(midnight(date + DAY_MS, timeZone)) };
}
