// /lots/{platform}/{lotNumber}: the gallery with the lot's fields below it on the left, and on the right a sticky
// column with the status / bid box and the landed cost for Lithuania (docs/product/lots.md#lot-page). On a phone the
// box follows the gallery. The landed cost comes from the calculator feature, passed in by the route (features do not
// import each other).
import { Badge, Box, Container, Grid, GridItem, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { placeText } from "@/features/lots/lot-format";
import { useStickyTop } from "@/hooks/use-sticky-top";
import type { MessageId } from "@/i18n/message-ids";
import { isApiError } from "@/lib/api-client";
import type { Locale } from "@/lib/intl";
import { useLot, type Lot } from "../api/get-lot";
import { rememberLot } from "../recent-lots";
import { LotActionBox } from "./lot-action-box";
import { LotDetails } from "./lot-details";
import { LotGallery } from "./lot-gallery";
import { LotLoadError, LotNotFound, LotPageSkeleton } from "./lot-page-states";
import { RecentlyViewed } from "./recently-viewed";

export interface LotPageProps {
  platform: string;
  lotNumber: string;
  /** The all-in landed cost panel shown under the bid box. */
  landedCost?: (lot: Lot) => ReactNode;
}

const BADGE_LABELS: Record<Lot["badges"][number], MessageId> = {
  "clean-title": "lot.badge.cleanTitle",
  "salvage-title": "lot.badge.salvageTitle",
  "runs-drives": "lot.badge.runsDrives",
};

function LotHeading({ lot }: { lot: Lot }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: "app.brand.name" });
  return (
    <Stack gap="2">
      <title>{intl.formatMessage({ id: "app.meta.pageTitle" }, { page: lot.title, name })}</title>
      <Heading as="h1" fontSize={{ base: "xl", md: "3xl" }} lineHeight="short" htmlTranslate="no">
        {lot.title}
      </Heading>
      <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text textStyle="numeric">
          <FormattedMessage id="lot.page.lotNumber" values={{ lot: lot.lotNumber }} />
        </Text>
        {lot.vin ? (
          <Text textStyle="numeric">
            <FormattedMessage id="lot.page.vin" values={{ vin: lot.vin }} />
          </Text>
        ) : null}
        {lot.location ? <Text htmlTranslate="no">{placeText(intl.locale, lot.location)}</Text> : null}
        {lot.badges.map((badge) => (
          <Badge key={badge} variant="subtle" colorPalette={badge === "salvage-title" ? "preBidClosed" : "buyNow"}>
            <FormattedMessage id={BADGE_LABELS[badge]} />
          </Badge>
        ))}
      </HStack>
    </Stack>
  );
}

export function LotPage({ platform, lotNumber, landedCost }: LotPageProps) {
  const intl = useIntl();
  const query = useLot(platform, lotNumber, intl.locale as Locale);
  // The page is rendered from the lot in background renders that yield to the browser (the skeleton stays until
  // then), rather than in one long task when the answer arrives: Lighthouse's blocking time was mostly that task.
  // The first one draws what is above the fold (title, photos, bid box); every field of the lot and the recently
  // viewed lots follow once that is on screen.
  const lot = useDeferredValue(query.data);
  const [belowFold, setBelowFold] = useState(false);
  // Below the fixed header (4rem) and a 1rem gap, while the bid box and the landed cost fit the window.
  const [sidebarTop, sidebar] = useStickyTop(80);
  useEffect(() => {
    if (lot && !belowFold) startTransition(() => setBelowFold(true));
  }, [lot, belowFold]);

  useEffect(() => {
    if (lot) rememberLot(window.sessionStorage, lot);
  }, [lot]);

  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return missing ? <LotNotFound /> : <LotLoadError onRetry={() => void query.refetch()} />;
  }
  if (!lot) return <LotPageSkeleton />;
  const current = lot;

  return (
    <Container maxW="7xl" py={{ base: "4", md: "8" }} data-testid="lot-page">
      <Stack gap={{ base: "5", md: "8" }}>
        <LotHeading lot={current} />
        <Grid
          templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 24rem", xl: "minmax(0, 1fr) 26rem" }}
          gap={{ base: "5", lg: "8" }}
          alignItems="start"
        >
          <GridItem>
            <LotGallery images={current.imageUrls} title={current.title} />
          </GridItem>
          <GridItem rowSpan={{ lg: 2 }} alignSelf="stretch">
            <Stack
              ref={sidebar}
              gap="4"
              position={{ lg: "sticky" }}
              top={{ lg: `${sidebarTop}px` }}
              data-testid="lot-sidebar"
            >
              <LotActionBox lot={current} />
              {landedCost ? <Box>{landedCost(current)}</Box> : null}
            </Stack>
          </GridItem>
          <GridItem>{belowFold ? <LotDetails lot={current} /> : null}</GridItem>
        </Grid>
        {belowFold ? (
          <RecentlyViewed key={`${platform}-${lotNumber}`} platform={platform} lotNumber={lotNumber} />
        ) : null}
      </Stack>
    </Container>
  );
}
