import { chakra, HStack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";

export type LogoTone = "default" | "onDark";

const markColors: Record<LogoTone, { tile: string; arrow: string }> = {
  default: { tile: "ink.900", arrow: "accent.400" },
  onDark: { tile: "accent.600", arrow: "white" },
};

/** The brand mark: a rising-bid arrow on a tile (same drawing as public/favicon.svg). */
export function LogoMark({ tone = "default", size = "8" }: { tone?: LogoTone; size?: string }) {
  const colors = markColors[tone];
  return (
    <chakra.svg viewBox="0 0 32 32" boxSize={size} flexShrink="0" aria-hidden="true">
      <chakra.g color={colors.tile}>
        <rect width="32" height="32" rx="8" fill="currentColor" />
      </chakra.g>
      <chakra.g color={colors.arrow}>
        <path
          d="M9 22.5 16.5 15l3.5 3.5L25 13.5M20 13.5h5v5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </chakra.g>
    </chakra.svg>
  );
}

export function Logo({ tone = "default" }: { tone?: LogoTone }) {
  const intl = useIntl();
  return (
    <HStack gap="2.5">
      <LogoMark tone={tone} />
      <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="-0.02em" lineHeight="1">
        {intl.formatMessage({ id: "app.brand.name" })}
      </Text>
    </HStack>
  );
}
