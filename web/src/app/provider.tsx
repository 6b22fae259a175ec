import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { IntlProvider } from "react-intl";
import { defaultLocale, type Locale, type Messages } from "@/lib/intl";
import { Provider as StoreProvider, store } from "@/lib/store";
import { system } from "./theme";

export interface AppProviderProps {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}

/** Everything a page needs around it: the one jotai store, texts for the locale, and the theme. */
export function AppProvider({ locale, messages, children }: AppProviderProps) {
  return (
    <StoreProvider store={store}>
      <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={messages} timeZone="Europe/Vilnius">
        <ChakraProvider value={system}>{children}</ChakraProvider>
      </IntlProvider>
    </StoreProvider>
  );
}
