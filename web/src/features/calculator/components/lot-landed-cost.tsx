// The all-in landed cost for Lithuania under a lot's bid box: the server prices the stored lot (its yard, title,
// fuel, vehicle type...) at the bid the visitor types, which starts at the current bid. A link opens the same
// figures on /calculator, where every assumption can be changed.
import { Button, Field, HStack, Input, InputGroup, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { CalculatorIcon } from "@/components/ui/icons";
import { isApiError } from "@/lib/api-client";
import { MAX_AUCTION_AMOUNT } from "@app/shared/money/amounts";
import { useLandedCost } from "../api/get-landed-cost";
import { priceTooHigh } from "../calculator-state";
import { CostBreakdown } from "./cost-breakdown";

/** What the panel needs of a lot (the lot page's own type stays in its feature). */
export interface LandedCostLot {
  platform: string;
  lotNumber: string;
  currency: string;
  currentBid: number | null;
  minBid: number | null;
  vehicleType: string;
  titleGroup: string | null;
  branch: string | null;
  fuelType: string | null;
  bodyStyle: string | null;
  country: string | null;
  vatScheme: string | null;
}

const DEBOUNCE_MS = 400;

function startingBid(lot: LandedCostLot): string {
  const bid = lot.currentBid && lot.currentBid > 0 ? lot.currentBid : lot.minBid;
  return bid && bid > 0 ? String(Math.round(bid)) : "";
}

/** The lot's assumptions as a /calculator link. */
function calculatorLink(lot: LandedCostLot, price: string): string {
  const p = new URLSearchParams({ platform: lot.platform, vehicleType: lot.vehicleType });
  if (price) p.set("price", price);
  if (lot.fuelType && ["gasoline", "diesel", "hybrid", "electric"].includes(lot.fuelType)) p.set("fuel", lot.fuelType);
  if (lot.platform === "europe") {
    if (lot.country && /^[A-Z]{2}$/.test(lot.country)) p.set("country", lot.country);
    if (lot.vatScheme) p.set("vatScheme", lot.vatScheme);
  } else {
    p.set("titleGroup", lot.titleGroup?.toUpperCase() === "C" ? "clean" : "salvage");
    if (lot.branch) p.set("yard", lot.branch);
    if (lot.bodyStyle === "pickup") p.set("pickup", "1");
  }
  return `/calculator?${p.toString()}`;
}

export function LotLandedCost({ lot }: { lot: LandedCostLot }) {
  const intl = useIntl();
  const [bid, setBid] = useState(() => startingBid(lot));
  const [priced, setPriced] = useState(bid);
  useEffect(() => {
    const timer = setTimeout(() => setPriced(bid), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [bid]);
  const tooHigh = priceTooHigh(priced);
  const valid = priced !== "" && Number.isFinite(Number(priced)) && !tooHigh;
  const query = valid ? new URLSearchParams({ platform: lot.platform, lotNumber: lot.lotNumber, price: priced }) : null;
  const cost = useLandedCost(query);
  const symbol = lot.currency === "EUR" ? "€" : "$";

  return (
    <Stack
      layerStyle="card"
      gap="3"
      p={{ base: "4", md: "5" }}
      as="section"
      aria-labelledby="landed-cost-title"
      data-testid="lot-landed-cost"
    >
      <Stack gap="1">
        <Text as="h2" id="landed-cost-title" fontWeight="bold" fontSize="lg">
          <FormattedMessage id="calculator.lot.title" />
        </Text>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="calculator.lot.lead" />
        </Text>
      </Stack>
      <Field.Root invalid={tooHigh}>
        <Field.Label fontSize="sm">
          <FormattedMessage id="calculator.lot.bidLabel" values={{ currency: lot.currency }} />
        </Field.Label>
        <InputGroup startElement={symbol}>
          <Input
            name="bid"
            size="sm"
            inputMode="numeric"
            value={bid}
            onChange={(e) => setBid(e.target.value.replace(/[^0-9]/g, "").slice(0, 8))}
            textStyle="numeric"
            data-testid="lot-cost-bid"
          />
        </InputGroup>
        <Field.ErrorText>
          <FormattedMessage id="calculator.form.priceTooHigh" values={{ max: intl.formatNumber(MAX_AUCTION_AMOUNT) }} />
        </Field.ErrorText>
      </Field.Root>
      {!valid ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="calculator.lot.enterBid" />
        </Text>
      ) : cost.isPending ? (
        <Stack gap="2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="6" />
          ))}
        </Stack>
      ) : cost.isError ? (
        <Stack gap="2" role="alert">
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="calculator.lot.error" />
          </Text>
          {/* A 4xx (say, a yard without a towing rate) will not change by asking again; the calculator link below
              lets the visitor choose another assumption. */}
          {isApiError(cost.error) && cost.error.status >= 400 && cost.error.status < 500 ? null : (
            <HStack>
              <Button size="sm" variant="outline" onClick={() => void cost.refetch()}>
                <FormattedMessage id="calculator.page.retry" />
              </Button>
            </HStack>
          )}
        </Stack>
      ) : (
        <CostBreakdown cost={cost.data} stale={cost.isPlaceholderData || cost.isFetching} collapsedStages />
      )}
      <Button asChild variant="outline" size="sm" w="full" h="auto" py="2" whiteSpace="normal" color="accent.fg">
        <RouterLink to={calculatorLink(lot, priced)}>
          <CalculatorIcon flexShrink="0" />
          {intl.formatMessage({ id: "calculator.lot.openCalculator" })}
        </RouterLink>
      </Button>
    </Stack>
  );
}
