import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { auctionZone } from "@/features/lots/lot-format";

/**
 * An auction's date and time on the lot page: IAAI's at its own offset with the reader's time beside it (the sale
 * runs on IAAI's clock), every other in the reader's zone (docs/product/lots.md#auction-date-and-time-zone).
 */
export function AuctionWhen({
  iso,
  platform,
  dateStyle,
}: {
  iso: string;
  platform: string;
  dateStyle: "medium" | "full";
}) {
  const intl = useIntl();
  const zone = auctionZone(platform, iso);
  if (!zone) return <FormattedDate value={iso} dateStyle={dateStyle} timeStyle="short" />;
  return (
    <FormattedMessage
      id="lot.auctionTime.fixedOffset"
      values={{
        sale: intl.formatDate(iso, { dateStyle, timeStyle: "short", timeZone: zone.timeZone }),
        zone: zone.label,
        yours: intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" }),
      }}
    />
  );
}
