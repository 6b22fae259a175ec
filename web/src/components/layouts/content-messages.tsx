import { use, type ReactNode } from "react";
import { IntlProvider, useIntl } from "react-intl";
import { loadContentMessages } from "@/i18n/content-messages";
import { getLocale, isLocale, type Locale } from "@/lib/intl";

// Start fetching the texts as soon as a content page's code arrives, not only when it first renders.
void loadContentMessages(getLocale());

/**
 * Adds the content texts to the page's messages. The first content page of a visit suspends while its locale's
 * file arrives (a navigation keeps showing the previous page meanwhile); later ones find it loaded.
 */
export function ContentMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale: Locale = isLocale(intl.locale) ? intl.locale : "lt";
  const content = use(loadContentMessages(locale));
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      formats={intl.formats}
      defaultFormats={intl.defaultFormats}
      textComponent={intl.textComponent}
      onError={intl.onError}
      messages={{ ...intl.messages, ...content }}
    >
      {children}
    </IntlProvider>
  );
}
