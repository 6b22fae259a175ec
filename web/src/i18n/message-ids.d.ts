// Types every message id used with react-intl against the English file, so a typo or a removed message fails the
// typecheck (messages.test.ts keeps lt.json's keys equal to en.json's).
import type en from "./en.json";
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
