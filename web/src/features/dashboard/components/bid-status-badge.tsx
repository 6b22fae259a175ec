import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import type { BidStatus } from "../api/types";

const LOOK: Record<BidStatus, { label: MessageId; palette: string }> = {
  pending: { label: "dashboard.bidStatus.pending", palette: "orange" },
  approved: { label: "dashboard.bidStatus.approved", palette: "blue" },
  outbid: { label: "dashboard.bidStatus.outbid", palette: "red" },
  won: { label: "dashboard.bidStatus.won", palette: "green" },
  lost: { label: "dashboard.bidStatus.lost", palette: "gray" },
  rejected: { label: "dashboard.bidStatus.rejected", palette: "gray" },
  cancelled: { label: "dashboard.bidStatus.cancelled", palette: "gray" },
};

/** Where a bid stands with the broker and the auction. */
export function BidStatusBadge({ status }: { status: BidStatus }) {
  const look = LOOK[status];
  return (
    <Badge colorPalette={look.palette} variant="subtle" data-testid="bid-status" data-status={status}>
      <FormattedMessage id={look.label} />
    </Badge>
  );
}
