// The box beside the gallery (docs/product/lots.md#lot-page): status, time left, current bid, buy-now price, the
// customer's bidding power and the actions. Guests are sent to sign in and come back to this lot; signed-in customers
// get the place-bid and buy-now dialogs (bidding power, the hold, the cut-off and the landed cost at their price).
import { Box, Button, HStack, Link, Separator, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { Money } from "@/components/ui/money";
import { StatusBadge } from "@/components/ui/status-badge";
import { Countdown } from "@/features/lots/components/countdown";
import { useNow } from "@/features/lots/hooks/use-now";
import { withTexts } from "@/i18n/area-texts";
import { toast } from "@/lib/toast";
import { authAtom, useAtomValue } from "@/lib/store";
import type { Lot } from "../api/get-lot";
import { AuctionWhen } from "./auction-when";
import { useBiddingPower } from "../api/get-bidding-power";
import { isWatched, useToggleWatch, useWatchlist } from "../api/watchlist";
import { HeartIcon } from "../icons";
import {
  auctionClockOf,
  badgeStatusOf,
  isBuyNowOpenAt,
  isOpenForBids,
  isPreBidOpenAt,
  platformName,
} from "../lot-view";
import type { BiddingLot } from "@/features/bidding/lot-summary";
import { useMyLotActivity } from "@/features/dashboard/hooks/dashboard-queries";

const OPEN_BID = ["pending", "approved", "outbid"];
const FINAL_BID = ["won", "lost"];

// The dialogs (with their texts, and the landed-cost call inside them) load when a customer opens one.
const PlaceBidDialog = lazy(
  withTexts(["bidding"], () =>
    import("@/features/bidding/components/place-bid-dialog").then((m) => ({ default: m.PlaceBidDialog })),
  ),
);
const MyLotBid = lazy(
  withTexts(["dashboard", "bidding"], () => import("./my-lot-bid").then((m) => ({ default: m.MyLotBid }))),
);
const MyBidBadge = lazy(
  withTexts(["dashboard"], () => import("./my-lot-bid").then((m) => ({ default: m.MyBidBadge }))),
);
const BuyNowDialog = lazy(
  withTexts(["bidding"], () =>
    import("@/features/bidding/components/buy-now-dialog").then((m) => ({ default: m.BuyNowDialog })),
  ),
);

function biddingLotOf(lot: Lot): BiddingLot {
  const money = (amount: number | null) => (amount !== null && amount > 0 ? { amount, currency: lot.currency } : null);
  return {
    platform: lot.platform,
    lotNumber: lot.lotNumber,
    title: lot.title,
    currentBid: money(lot.currentBid),
    buyNowPrice: money(lot.buyNowPrice),
    auctionDate: lot.auctionDate,
  };
}

function Figure({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="0.5" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" letterSpacing="-0.01em">
        {children}
      </Text>
    </Stack>
  );
}

function signInPath(back: string): string {
  return `/login?${new URLSearchParams({ redirect: back }).toString()}`;
}

function WatchButton({ lot, signedIn, back }: { lot: Lot; signedIn: boolean; back: string }) {
  const intl = useIntl();
  const { data: items, isPending } = useWatchlist();
  const toggle = useToggleWatch(lot.platform, lot.lotNumber);
  const watched = isWatched(items, lot.platform, lot.lotNumber);
  if (!signedIn)
    return (
      <Button asChild variant="outline" flex="1">
        <RouterLink to={signInPath(back)}>
          <HeartIcon />
          <FormattedMessage id="lot.actions.watch" />
        </RouterLink>
      </Button>
    );
  const onClick = () =>
    toggle.mutate(!watched, {
      onSuccess: () =>
        toast.success(intl.formatMessage({ id: watched ? "lot.actions.unwatched" : "lot.actions.watched" })),
      onError: () => toast.error(intl.formatMessage({ id: "lot.actions.watchFailed" })),
    });
  return (
    <Button
      variant={watched ? "subtle" : "outline"}
      colorPalette={watched ? "accent" : undefined}
      flex="1"
      aria-pressed={watched}
      loading={toggle.isPending}
      disabled={isPending}
      onClick={onClick}
      data-testid="lot-watch"
    >
      <HeartIcon fill={watched ? "currentColor" : "none"} />
      <FormattedMessage id={watched ? "lot.actions.watching" : "lot.actions.watch"} />
    </Button>
  );
}

const AUCTION_TIME_LABELS = {
  countdown: "lot.box.endsIn",
  live: "lot.box.startedAt",
  date: "lot.box.auctionDate",
} as const;

/** The auction's time at `now`: what is left of it, that bidding is live, or its date (auctionClockOf). */
function AuctionTime({ lot, auctionDate, now }: { lot: Lot; auctionDate: string; now: number }) {
  const clock = auctionClockOf(lot, now);
  return (
    <Box bg="bg.subtle" borderRadius="lg" px="3" py="2">
      <Text fontSize="xs" color="fg.muted" fontWeight="medium">
        <FormattedMessage id={AUCTION_TIME_LABELS[clock]} />
      </Text>
      {clock === "countdown" ? (
        <Text fontSize="lg" fontWeight="semibold" data-testid="lot-countdown">
          <Countdown endsAt={auctionDate} />
        </Text>
      ) : null}
      {clock === "live" ? (
        <Text fontSize="lg" fontWeight="semibold" color="live.fg" data-testid="lot-live">
          <FormattedMessage id="lot.box.liveNow" />
        </Text>
      ) : null}
      <Text fontSize="sm" color={clock === "date" ? "fg" : "fg.muted"}>
        <AuctionWhen iso={auctionDate} platform={lot.platform} dateStyle="medium" />
      </Text>
    </Box>
  );
}

export function LotActionBox({ lot }: { lot: Lot }) {
  const intl = useIntl();
  const location = useLocation();
  const auth = useAtomValue(authAtom);
  const signedIn = auth.status === "signed-in";
  const biddingPower = useBiddingPower();
  const back = `${location.pathname}${location.search}`;
  // One clock for the badge and the auction's time, so they move on together when the sale starts.
  const now = useNow();
  const open = isOpenForBids(lot);
  const canPreBid = isPreBidOpenAt(lot, now);
  // The customer's own bid and buy-now request on this lot: an open bid is raised, not placed again.
  const mine = useMyLotActivity(lot.platform, lot.lotNumber, signedIn).data;
  const myBid = signedIn ? (mine?.bid ?? null) : null;
  const myBuyNow = signedIn ? (mine?.buyNow ?? null) : null;
  const hasOpenBid = myBid !== null && OPEN_BID.includes(myBid.status);
  const buyNow = isBuyNowOpenAt(lot, now) && myBuyNow?.status !== "pending";
  const auctionBadge = <StatusBadge status={badgeStatusOf(lot, now)} />;
  const [dialog, setDialog] = useState<"bid" | "buyNow" | null>(null);

  const primary = (label: "lot.actions.placeBid" | "lot.actions.buyNow", solid: boolean) =>
    signedIn ? (
      <Button
        colorPalette="accent"
        variant={solid ? "solid" : "outline"}
        size="lg"
        w="full"
        onClick={() => setDialog(label === "lot.actions.placeBid" ? "bid" : "buyNow")}
      >
        <FormattedMessage id={label} />
      </Button>
    ) : (
      <Button asChild colorPalette="accent" variant={solid ? "solid" : "outline"} size="lg" w="full">
        <RouterLink to={signInPath(back)}>
          <FormattedMessage id={label} />
        </RouterLink>
      </Button>
    );

  return (
    <Stack layerStyle="card" gap="3" p={{ base: "4", md: "5" }} data-testid="lot-action-box">
      <HStack justify="space-between" gap="2" wrap="wrap">
        {myBid && FINAL_BID.includes(myBid.status) ? (
          // Won or lost is the customer's news about this lot: it takes the auction badge's place.
          <Suspense fallback={auctionBadge}>
            <MyBidBadge status={myBid.status} />
          </Suspense>
        ) : (
          auctionBadge
        )}
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="lot.box.platformLot"
            values={{
              platform: (
                <span translate="no">
                  {platformName(lot) ?? intl.formatMessage({ id: "lots.card.platform.europe" })}
                </span>
              ),
              lot: lot.lotNumber,
            }}
          />
        </Text>
      </HStack>
      {lot.auctionDate ? <AuctionTime lot={lot} auctionDate={lot.auctionDate} now={now} /> : null}
      <HStack gap="6" align="start" wrap="wrap">
        <Figure label={<FormattedMessage id="lot.box.currentBid" />} testId="lot-current-bid">
          {lot.currentBid !== null && lot.currentBid > 0 ? (
            <Money amount={lot.currentBid} currency={lot.currency} />
          ) : (
            <FormattedMessage id="lot.box.noBids" />
          )}
        </Figure>
        {lot.buyNowPrice !== null ? (
          <Figure label={<FormattedMessage id="lot.box.buyNowPrice" />} testId="lot-buy-now-price">
            <Money amount={lot.buyNowPrice} currency={lot.currency} />
          </Figure>
        ) : null}
      </HStack>
      <Separator />
      <Box data-testid="lot-bidding-power">
        {signedIn ? (
          <HStack justify="space-between">
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="lot.box.biddingPower" />
            </Text>
            <Text fontWeight="semibold">
              {biddingPower === undefined ? "…" : <Money amount={biddingPower} currency="EUR" />}
            </Text>
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage
              id="lot.box.signInPrompt"
              values={{
                link: (chunks) => (
                  <Link asChild color="accent.fg" fontWeight="semibold">
                    <RouterLink to={signInPath(back)}>{chunks}</RouterLink>
                  </Link>
                ),
              }}
            />
          </Text>
        )}
      </Box>
      {myBid || myBuyNow ? (
        <Suspense fallback={null}>
          <MyLotBid lot={biddingLotOf(lot)} bid={myBid} buyNow={myBuyNow} canBid={canPreBid} />
        </Suspense>
      ) : null}
      {open ? (
        <Stack gap="2">
          {canPreBid && !hasOpenBid ? primary("lot.actions.placeBid", true) : null}
          {buyNow ? primary("lot.actions.buyNow", !canPreBid) : null}
          {canPreBid ? null : (
            <Text fontSize="sm" color="fg.muted" data-testid="lot-pre-bids-closed">
              <FormattedMessage id="lot.actions.preBidsClosed" />
            </Text>
          )}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="lot.actions.closed" />
        </Text>
      )}
      <HStack>
        <WatchButton lot={lot} signedIn={signedIn} back={back} />
      </HStack>
      {signedIn && dialog ? (
        <Suspense fallback={null}>
          {dialog === "bid" ? (
            <PlaceBidDialog lot={biddingLotOf(lot)} open onOpenChange={(o) => setDialog(o ? "bid" : null)} />
          ) : (
            <BuyNowDialog lot={biddingLotOf(lot)} open onOpenChange={(o) => setDialog(o ? "buyNow" : null)} />
          )}
        </Suspense>
      ) : null}
    </Stack>
  );
}
