import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { IntlProvider } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import { defaultLocale, type Locale, type Messages } from "@/lib/intl";
import { createQueryClient } from "@/lib/query-client";
import { Provider as StoreProvider, store } from "@/lib/store";
import { system } from "./theme";

export interface AppProviderProps {
  locale: Locale;
  messages: Messages;
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Everything a page needs around it: the one jotai store, the request cache, texts for the locale, the theme. */
export function AppProvider({ locale, messages, queryClient, children }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={client}>
        {/* The start-up texts; content pages add theirs beneath (components/layouts/content-messages.tsx). */}
        <IntlProvider
          locale={locale}
          defaultLocale={defaultLocale}
          messages={messages as Record<MessageId, string>}
          timeZone="Europe/Vilnius"
        >
          <ChakraProvider value={system}>{children}</ChakraProvider>
        </IntlProvider>
      </QueryClientProvider>
    </StoreProvider>
  );
}
