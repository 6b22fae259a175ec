import { Badge, Button, Link } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import type { NormalisedLot } from "@app/shared/catalogue/normalised-lot";
import { ClockIcon } from "@/components/ui/icons";
import { StatusBadge } from "@/components/ui/status-badge";
import type { MessageId } from "@/i18n/message-ids";
import { cardBadge } from "../card-status";
import { useNow } from "../hooks/use-now";
import { formatAuctionDate, formatOdometer, placeText, providerWords } from "../lot-format";
import { Countdown } from "./countdown";
import { LotPhoto } from "./lot-photo";
import { PlaceBidButton } from "./place-bid-button";
import "./vehicle-card.css";
import { formatMoney } from "@/lib/money";

/** What a card shows of a lot: the search's items and the lot page's lot both fit. */
export type CardLot = Pick<
  NormalisedLot,
  | "platform"
  | "lotNumber"
  | "title"
  | "year"
  | "make"
  | "model"
  | "vin"
  | "imageUrls"
  | "thumbnailUrl"
  | "currency"
  | "currentBid"
  | "buyNowPrice"
  | "damage"
  | "location"
  | "auctionDate"
  | "odometerUnit"
  | "odometerMiles"
  | "odometerKm"
  | "engine"
  | "transmission"
  | "exteriorColor"
  | "titleType"
  | "key"
  | "cardStatus"
>;

export type VehicleCardLayout = "grid" | "list";

/** Facts shown as the provider wrote them: place names and engine codes are not translated. */
const AS_WRITTEN: ReadonlySet<MessageId> = new Set(["lots.card.location", "lots.card.engine"]);

/** The lot page's address (its route is /lots/:platform/:lotNumber). */
export const lotPath = (lot: Pick<CardLot, "platform" | "lotNumber">) =>
  `/lots/${lot.platform}/${encodeURIComponent(lot.lotNumber)}`;

/** Brand names read the same in every language; Europe is a word and is translated. */
const US_PLATFORMS: Record<string, string> = { copart: "Copart", iaai: "IAAI" };

const valueId = (group: "transmission" | "colour", value: string | null) => {
  if (!value) return null;
  return `lots.values.${group}.${value}` as MessageId;
};

/**
 * A lot in the search results (docs/product/lots.md#vehicle-card): photo, status label, live countdown, the card's
 * fields (lot, VIN, year, make, model, damage, location, auction date, current bid, buy now, odometer, engine,
 * transmission, colour, title, keys) and View details / Place bid. `grid` stacks it for a column of cards; `list` lays
 * it out in a row. Its layout and text styles are static CSS (vehicle-card.css), not Chakra style props: a results page
 * draws dozens of cards, and emotion computing each element's styles on each render was most of /search's main-thread
 * time.
 */
export function VehicleCard({
  lot,
  layout = "grid",
  priority = false,
}: {
  lot: CardLot;
  layout?: VehicleCardLayout;
  /** One of the first cards of a page: its photo is part of the first screen (LotPhoto). */
  priority?: boolean;
}) {
  const intl = useIntl();
  const now = useNow(60_000); // the status label and date need the minute; the countdown ticks on its own
  const url = lotPath(lot);
  const badge = cardBadge(lot.cardStatus, lot.auctionDate, now);
  const list = layout === "list";
  const unknown = intl.formatMessage({ id: "lots.card.unknown" });
  const named = (id: MessageId | null) => (id && id in intl.messages ? intl.formatMessage({ id }) : null);
  const odometer = formatOdometer(intl, lot);
  const keys = lot.key === null ? null : intl.formatMessage({ id: lot.key ? "lots.card.keysYes" : "lots.card.keysNo" });
  const photo = lot.thumbnailUrl ?? lot.imageUrls[0] ?? null;

  const facts: [MessageId, ReactNode][] = [
    ["lots.card.damage", providerWords(intl, "damage", lot.damage) ?? unknown],
    ["lots.card.location", lot.location ? placeText(intl.locale, lot.location) : unknown],
    [
      "lots.card.auctionDate",
      lot.auctionDate
        ? formatAuctionDate(intl, lot.auctionDate, now, lot.platform)
        : intl.formatMessage({ id: "lots.card.notScheduled" }),
    ],
    ["lots.card.odometer", odometer ? <span className="vehicle-card__num">{odometer}</span> : unknown],
    ["lots.card.engine", lot.engine ?? unknown],
    ["lots.card.transmission", named(valueId("transmission", lot.transmission)) ?? unknown],
    ["lots.card.color", named(valueId("colour", lot.exteriorColor)) ?? unknown],
    ["lots.card.titleType", providerWords(intl, "titleType", lot.titleType) ?? unknown],
    ["lots.card.keys", keys ?? unknown],
  ];

  return (
    <article className="vehicle-card" data-layout={layout} data-testid="vehicle-card" data-lot={lot.lotNumber}>
      <div className="vehicle-card__media">
        <LotPhoto src={photo} alt={lot.title} priority={priority} />
        <div className="vehicle-card__labels">
          {badge ? <StatusBadge status={badge} /> : <span />}
          <Badge size="sm" variant="solid" bg="ink.900/85" color="white">
            {US_PLATFORMS[lot.platform] ?? intl.formatMessage({ id: "lots.card.platform.europe" })}
          </Badge>
        </div>
      </div>

      <div className="vehicle-card__body">
        <div className="vehicle-card__heading">
          <h3 className="vehicle-card__title" translate="no">
            <Link asChild color="fg" _hover={{ color: "accent.fg" }}>
              <RouterLink to={url}>{lot.title}</RouterLink>
            </Link>
          </h3>
          <p className="vehicle-card__ids">
            <span className="vehicle-card__num">
              <FormattedMessage id="lots.card.lot" values={{ lotNumber: lot.lotNumber }} />
            </span>
            {lot.vin ? (
              <>
                {" · "}
                <FormattedMessage id="lots.card.vin" />{" "}
                <span className="vehicle-card__num" data-testid="lot-vin">
                  {lot.vin}
                </span>
              </>
            ) : null}
          </p>
        </div>

        {badge === "live" ? (
          // The sale is running: a countdown to its start would read 'Auction ended'.
          <p className="vehicle-card__live">
            <FormattedMessage id="lots.card.liveNow" />
          </p>
        ) : lot.auctionDate ? (
          <div className="vehicle-card__time">
            <ClockIcon boxSize="4" color="accent.fg" />
            <span className="vehicle-card__sr-only">
              <FormattedMessage id="lots.card.timeLeft" />
            </span>
            <span className="vehicle-card__time-left">
              <Countdown endsAt={lot.auctionDate} />
            </span>
          </div>
        ) : null}

        <dl className="vehicle-card__facts">
          {facts.map(([label, value]) => (
            <div key={label} className="vehicle-card__fact">
              <dt>
                <FormattedMessage id={label} />
              </dt>
              <dd translate={AS_WRITTEN.has(label) ? "no" : undefined}>{value}</dd>
            </div>
          ))}
        </dl>

        {list ? null : <CardFooter lot={lot} url={url} biddable={badge !== "ended"} />}
      </div>

      {list ? (
        <div className="vehicle-card__side">
          <CardFooter lot={lot} url={url} biddable={badge !== "ended"} stacked />
        </div>
      ) : null}
    </article>
  );
}

/** Prices and actions; a lot whose sale is over can only be viewed (Place bid would lead nowhere). */
function CardFooter({
  lot,
  url,
  biddable,
  stacked = false,
}: {
  lot: CardLot;
  url: string;
  biddable: boolean;
  stacked?: boolean;
}) {
  const intl = useIntl();
  return (
    <div className="vehicle-card__footer" data-stacked={stacked || undefined}>
      <dl className="vehicle-card__prices" data-single={stacked || undefined}>
        <div>
          <dt className="vehicle-card__price-label">
            <FormattedMessage id="lots.card.currentBid" />
          </dt>
          <dd className="vehicle-card__price" data-testid="lot-current-bid">
            {lot.currentBid ? (
              <span className="vehicle-card__num">{formatMoney(intl, lot.currentBid, lot.currency)}</span>
            ) : (
              <FormattedMessage id="lots.card.noBids" />
            )}
          </dd>
        </div>
        {lot.buyNowPrice ? (
          <div>
            <dt className="vehicle-card__price-label">
              <FormattedMessage id="lots.card.buyNow" />
            </dt>
            <dd className="vehicle-card__price" data-buy-now="" data-testid="lot-buy-now">
              <span className="vehicle-card__num">{formatMoney(intl, lot.buyNowPrice, lot.currency)}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="vehicle-card__actions" data-single={stacked || !biddable || undefined}>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={url}>
            <FormattedMessage id="lots.card.viewDetails" />
          </RouterLink>
        </Button>
        {biddable ? <PlaceBidButton lotUrl={url} size="sm" /> : null}
      </div>
    </div>
  );
}
