import { Badge, Box, Button, Grid, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import type { NormalisedLot } from "@app/shared/catalogue/normalised-lot";
import { ClockIcon } from "@/components/ui/icons";
import { Numeric } from "@/components/ui/numeric";
import { StatusBadge } from "@/components/ui/status-badge";
import type { MessageId } from "@/i18n/message-ids";
import { cardBadge } from "../card-status";
import { useNow } from "../hooks/use-now";
import { formatAuctionDate, formatOdometer, providerText } from "../lot-format";
import { Countdown } from "./countdown";
import { LotPhoto } from "./lot-photo";
import { PlaceBidButton } from "./place-bid-button";
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
 * A lot in the search results (spec section 2): photo, status label, live countdown, the card's fields (lot, VIN,
 * year, make, model, damage, location, auction date, current bid, buy now, odometer, engine, transmission, colour,
 * title, keys) and View details / Place bid. `grid` stacks it for a column of cards; `list` lays it out in a row.
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
    ["lots.card.damage", providerText(lot.damage) ?? unknown],
    ["lots.card.location", lot.location ?? unknown],
    [
      "lots.card.auctionDate",
      lot.auctionDate
        ? formatAuctionDate(intl, lot.auctionDate, now)
        : intl.formatMessage({ id: "lots.card.notScheduled" }),
    ],
    ["lots.card.odometer", odometer ? <Numeric>{odometer}</Numeric> : unknown],
    ["lots.card.engine", lot.engine ?? unknown],
    ["lots.card.transmission", named(valueId("transmission", lot.transmission)) ?? unknown],
    ["lots.card.color", named(valueId("colour", lot.exteriorColor)) ?? unknown],
    ["lots.card.titleType", providerText(lot.titleType) ?? unknown],
    ["lots.card.keys", keys ?? unknown],
  ];

  return (
    <Box
      as="article"
      layerStyle="card"
      overflow="hidden"
      data-testid="vehicle-card"
      data-lot={lot.lotNumber}
      display="grid"
      gridTemplateColumns={list ? { base: "1fr", md: "16rem 1fr", xl: "18rem 1fr 14rem" } : "1fr"}
      h="full"
    >
      <Box position="relative">
        <LotPhoto src={photo} alt={lot.title} priority={priority} />
        <HStack position="absolute" top="2" left="2" right="2" justify="space-between" align="start">
          {badge ? <StatusBadge status={badge} /> : <span />}
          <Badge size="sm" variant="solid" bg="ink.900/85" color="white">
            {US_PLATFORMS[lot.platform] ?? intl.formatMessage({ id: "lots.card.platform.europe" })}
          </Badge>
        </HStack>
      </Box>

      <Stack gap="3" p="4" minW="0">
        <Stack gap="1">
          <Heading as="h3" fontSize="md" lineHeight="short" lineClamp={2}>
            <Link asChild color="fg" _hover={{ color: "accent.fg" }}>
              <RouterLink to={url}>{lot.title}</RouterLink>
            </Link>
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            <Numeric>
              <FormattedMessage id="lots.card.lot" values={{ lotNumber: lot.lotNumber }} />
            </Numeric>
            {lot.vin ? (
              <>
                {" · "}
                <FormattedMessage id="lots.card.vin" /> <Numeric data-testid="lot-vin">{lot.vin}</Numeric>
              </>
            ) : null}
          </Text>
        </Stack>

        {badge === "live" ? (
          // The sale is running: a countdown to its start would read 'Auction ended'.
          <Text fontSize="sm" fontWeight="medium" color="live.fg">
            <FormattedMessage id="lots.card.liveNow" />
          </Text>
        ) : lot.auctionDate ? (
          <HStack gap="1.5" fontSize="sm" color="fg.muted">
            <ClockIcon boxSize="4" color="accent.fg" />
            <Text as="span" srOnly>
              <FormattedMessage id="lots.card.timeLeft" />
            </Text>
            <Text as="span" fontWeight="medium" color="fg">
              <Countdown endsAt={lot.auctionDate} />
            </Text>
          </HStack>
        ) : null}

        <Grid
          as="dl"
          templateColumns={
            list ? { base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" } : "repeat(2, minmax(0, 1fr))"
          }
          columnGap="3"
          rowGap="2"
          fontSize="xs"
        >
          {facts.map(([label, value]) => (
            <Box key={label} minW="0">
              <Text as="dt" color="fg.muted">
                <FormattedMessage id={label} />
              </Text>
              <Text as="dd" color="fg" fontWeight="medium" truncate>
                {value}
              </Text>
            </Box>
          ))}
        </Grid>

        {list ? null : <CardFooter lot={lot} url={url} biddable={badge !== "ended"} />}
      </Stack>

      {list ? (
        <Box p="4" borderTopWidth={{ base: "1px", xl: "0" }} borderLeftWidth={{ xl: "1px" }} borderColor="border">
          <CardFooter lot={lot} url={url} biddable={badge !== "ended"} stacked />
        </Box>
      ) : null}
    </Box>
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
    <Stack gap="3" mt={stacked ? "0" : "auto"} h={stacked ? "full" : undefined} justify="space-between">
      <Grid templateColumns={stacked ? "1fr" : "1fr 1fr"} gap="2" as="dl">
        <Box>
          <Text as="dt" fontSize="xs" color="fg.muted">
            <FormattedMessage id="lots.card.currentBid" />
          </Text>
          <Text as="dd" fontSize="lg" fontWeight="bold" data-testid="lot-current-bid">
            {lot.currentBid ? (
              <Numeric>{formatMoney(intl, lot.currentBid, lot.currency)}</Numeric>
            ) : (
              <FormattedMessage id="lots.card.noBids" />
            )}
          </Text>
        </Box>
        {lot.buyNowPrice ? (
          <Box>
            <Text as="dt" fontSize="xs" color="fg.muted">
              <FormattedMessage id="lots.card.buyNow" />
            </Text>
            <Text as="dd" fontSize="lg" fontWeight="bold" color="buyNow.fg" data-testid="lot-buy-now">
              <Numeric>{formatMoney(intl, lot.buyNowPrice, lot.currency)}</Numeric>
            </Text>
          </Box>
        ) : null}
      </Grid>
      <Grid templateColumns={stacked || !biddable ? "1fr" : "1fr 1fr"} gap="2">
        <Button asChild variant="outline" size="sm">
          <RouterLink to={url}>
            <FormattedMessage id="lots.card.viewDetails" />
          </RouterLink>
        </Button>
        {biddable ? <PlaceBidButton lotUrl={url} size="sm" /> : null}
      </Grid>
    </Stack>
  );
}
