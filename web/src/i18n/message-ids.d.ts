// Types every message id used with react-intl against the English file, so a typo or a removed message fails the
// typecheck (messages.test.ts keeps the Lithuanian ids equal to the English ones).
import type en from "./messages-en";
import type { Locale } from "@/lib/intl";

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: keyof typeof en;
    }
    interface IntlConfig {
      locale: Locale;
    }
  }
}

export type MessageId = keyof typeof en;
