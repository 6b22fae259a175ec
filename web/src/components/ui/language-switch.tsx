import { Button, HStack, VisuallyHidden } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import { locales, switchLocale, type Locale } from "@/lib/intl";

const labels: Record<Locale, { short: MessageId; name: MessageId }> = {
  lt: { short: "layout.language.lt", name: "layout.language.ltName" },
  en: { short: "layout.language.en", name: "layout.language.enName" },
};

export type LanguageSwitchTone = "default" | "onDark";

/**
 * LT | EN toggle. Choosing the other language stores it in the NEXT_LOCALE cookie and reloads the page
 * (docs/product/screens.md#language-switch), so every text, number and date on the page switches together.
 */
export function LanguageSwitch({ tone = "default" }: { tone?: LanguageSwitchTone }) {
  const intl = useIntl();
  const onDark = tone === "onDark";
  return (
    <HStack
      role="group"
      w="fit-content"
      aria-label={intl.formatMessage({ id: "layout.language.label" })}
      gap="0.5"
      p="0.5"
      borderRadius="l2"
      borderWidth="1px"
      borderColor={onDark ? "whiteAlpha.300" : "border"}
    >
      {locales.map((locale) => {
        const active = locale === intl.locale;
        return (
          <Button
            key={locale}
            size="2xs"
            variant="ghost"
            lang={locale}
            aria-pressed={active}
            onClick={active ? undefined : () => switchLocale(locale)}
            fontWeight="semibold"
            color={active ? (onDark ? "ink.900" : "fg.inverted") : "inherit"}
            bg={active ? (onDark ? "white" : "ink.900") : "transparent"}
            _hover={active ? undefined : { bg: onDark ? "whiteAlpha.200" : "bg.muted" }}
            cursor={active ? "default" : "pointer"}
            minW="8"
          >
            {/* The accessible name starts with the visible code, then the language's own name: "LT Lietuvių". */}
            {intl.formatMessage({ id: labels[locale].short })}
            <VisuallyHidden>{intl.formatMessage({ id: labels[locale].name })}</VisuallyHidden>
          </Button>
        );
      })}
    </HStack>
  );
}
