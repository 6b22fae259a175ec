// Reminder settings (Setting `reminders`): how long before a watched lot's auction the customer is reminded.
import { z } from "zod";

export const REMINDERS_SETTING_KEY = "reminders";
export const DEFAULT_WATCHLIST_WINDOW_MINUTES = 60;

export const remindersSettingSchema = z.object({
  watchlistWindowMinutes: z
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(DEFAULT_WATCHLIST_WINDOW_MINUTES),
});

/** The window in ms from a stored setting, the default when it is absent or malformed. */
export function watchlistWindowMs(value: unknown): number {
  const parsed = remindersSettingSchema.safeParse(value ?? {});
  return (parsed.success ? parsed.data.watchlistWindowMinutes : DEFAULT_WATCHLIST_WINDOW_MINUTES) * 60_000;
}
