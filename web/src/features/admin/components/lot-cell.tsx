import { Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { LotSummary } from "../api/admin-bids";

/** The lot a request is for: its title and the auction's own reference (platform and lot number). */
export function LotCell({ lot, platform, lotNumber }: { lot: LotSummary | null; platform: string; lotNumber: string }) {
  const title = lot ? (lot.title ?? [lot.year, lot.make, lot.model].filter(Boolean).join(" ")) : "";
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium" lineClamp={2}>
        {title || <FormattedMessage id="admin.bids.lotUnknown" />}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id="admin.overview.platform" values={{ platform }} /> · {lotNumber}
      </Text>
    </Stack>
  );
}
