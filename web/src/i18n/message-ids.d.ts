// Types every message id used with react-intl against the English files, so a typo or a removed message fails the
// typecheck (messages.test.ts keeps the Lithuanian ids equal to the English ones). Only the shell's texts (en.json)
// load at start; each area's texts load with its pages (area-texts.ts), but all of them are ids.
import type shell from "./en.json";
import type all from "./messages-en";
import type { Locale } from "@/lib/intl";

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: keyof typeof all;
    }
    interface IntlConfig {
      locale: Locale;
    }
  }
}

/** Any UI text. */
export type MessageId = keyof typeof all;
/** A text of the set every page loads at start (en.json). */
export type StartupMessageId = keyof typeof shell;
