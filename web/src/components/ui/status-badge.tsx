import { chakra } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { statusBadgeRecipe, type LotStatus } from "@/app/theme";
import type { MessageId } from "@/i18n/message-ids";

const StatusBadgeRoot = chakra("span", statusBadgeRecipe);

const labels: Record<LotStatus, MessageId> = {
  live: "lots.status.live",
  upcoming: "lots.status.upcoming",
  buyNow: "lots.status.buyNow",
  preBidClosed: "lots.status.preBidClosed",
  ended: "lots.status.ended",
  sold: "lots.status.sold",
};

/** The lot status label in its fixed colour (docs/product/lots.md#lot-status): the same everywhere a lot appears. */
export function StatusBadge({ status }: { status: LotStatus }) {
  return (
    <StatusBadgeRoot status={status} data-status={status}>
      <FormattedMessage id={labels[status]} />
    </StatusBadgeRoot>
  );
}
