// Types every message id used with react-intl against the English files, so a typo or a removed message fails the
// typecheck (messages.test.ts keeps the Lithuanian ids equal to the English ones). The content pages' texts load
// with those pages (content-messages.ts), so they are ids too but not part of the start-up set.
import type content from "./content.en.json";
import type en from "./messages-en";
import type { Locale } from "@/lib/intl";

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: keyof typeof en | keyof typeof content;
    }
    interface IntlConfig {
      locale: Locale;
    }
  }
}

/** Any UI text. */
export type MessageId = keyof typeof en | keyof typeof content;
/** A text of the set every page loads at start (messages-en.ts). */
export type StartupMessageId = keyof typeof en;
