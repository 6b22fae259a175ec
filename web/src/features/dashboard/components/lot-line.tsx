import { Box, Center, HStack, Image, Link, Stack, Text } from "@chakra-ui/react";
import { GavelIcon } from "@/components/ui/icons";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { StatusBadge } from "@/components/ui/status-badge";
import type { LotSummary } from "../api/types";
import { lotBadgeStatus } from "../lot-badge-status";

const PLATFORM_NAMES = { copart: "Copart", iaai: "IAAI", europe: "Europe" } as const;

/**
 * A lot in a dashboard row: picture, title, platform and lot number, and a status. `badge` replaces the auction's
 * badge where the row has its own state (a purchase, a bill, a decided bid), so "Starting soon" never sits on a won car.
 */
export function LotLine({
  lot,
  platform,
  lotNumber,
  badge,
}: {
  lot: LotSummary | null;
  platform: LotSummary["platform"];
  lotNumber: string;
  badge?: ReactNode;
}) {
  const shown = badge !== undefined ? badge : lot ? <StatusBadge status={lotBadgeStatus(lot)} /> : null;
  return (
    <HStack gap="3" align="center" minW="0">
      <Center
        flexShrink={0}
        w="20"
        aspectRatio={4 / 3}
        borderRadius="l2"
        overflow="hidden"
        bg="bg.emphasized"
        color="fg.subtle"
      >
        {lot?.imageUrl ? (
          <Image src={lot.imageUrl} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
        ) : (
          <GavelIcon boxSize="6" />
        )}
      </Center>
      <Stack gap="0.5" minW="0">
        <Link asChild fontWeight="semibold" color="fg" lineClamp={2}>
          <RouterLink to={`/lots/${platform}/${encodeURIComponent(lotNumber)}`} translate="no">
            {lot?.title ?? lotNumber}
          </RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="dashboard.lot.reference" values={{ platform: PLATFORM_NAMES[platform], lotNumber }} />
        </Text>
        {shown ? <Box>{shown}</Box> : null}
      </Stack>
    </HStack>
  );
}
