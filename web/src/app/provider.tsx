import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { loadedTexts, subscribeTexts } from "@/i18n/area-texts";
import type { MessageId } from "@/i18n/message-ids";
import { defaultLocale, type Locale, type Messages } from "@/lib/intl";
import { createQueryClient } from "@/lib/query-client";
import { Provider as StoreProvider, store } from "@/lib/store";
import { themeSystem } from "./theme";

export interface AppProviderProps {
  locale: Locale;
  messages: Messages;
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Everything a page needs around it: the one jotai store, the request cache, texts for the locale, the theme. */
export function AppProvider({ locale, messages, queryClient, children }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The start-up texts plus every area's loaded so far (a lazy page brings its own: i18n/area-texts.ts).
  const areaTexts = useSyncExternalStore(subscribeTexts, () => loadedTexts(locale));
  const allTexts = useMemo(() => ({ ...messages, ...areaTexts }) as Record<MessageId, string>, [messages, areaTexts]);
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={client}>
        <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={allTexts} timeZone="Europe/Vilnius">
          <ChakraProvider value={themeSystem()}>{children}</ChakraProvider>
        </IntlProvider>
      </QueryClientProvider>
    </StoreProvider>
  );
}
