// The landed cost line by line, grouped by the bill it falls on (win, departure, arrival), each line opening to
// show how its amount was found (the rule), then the total in EUR and the USD/EUR rate with its date. Rules are the
// server's own words (English, as the fee tables are).
import { Box, Button, Collapsible, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { collapsibleSlotRecipe } from "@chakra-ui/react/theme";
import { FormattedMessage, useIntl } from "react-intl";
import { fxRateValues } from "@/components/ui/fx-rate";
import { ChevronDownIcon } from "@/components/ui/icons";
import { Money } from "@/components/ui/money";
import type { MessageId } from "@/i18n/message-ids";
import type { BillStage, LandedCost, LandedCostLine } from "../api/get-landed-cost";

const STAGES: readonly BillStage[] = ["win", "departure", "arrival"];

const LINE_LABELS: Record<string, MessageId> = {
  vehicle_price: "calculator.line.vehiclePrice",
  auction_buyer_fee: "calculator.line.auctionBuyerFee",
  auction_bid_fee: "calculator.line.auctionBidFee",
  auction_gate_fee: "calculator.line.auctionGateFee",
  auction_title_fee: "calculator.line.auctionTitleFee",
  auction_environmental_fee: "calculator.line.auctionEnvironmentalFee",
  auction_service_fee: "calculator.line.auctionServiceFee",
  broker_fee: "calculator.line.brokerFee",
  us_inland_transport: "calculator.line.usInlandTransport",
  ocean_freight: "calculator.line.oceanFreight",
  insurance: "calculator.line.insurance",
  customs_duty: "calculator.line.customsDuty",
  port_handling: "calculator.line.portHandling",
  import_vat: "calculator.line.importVat",
  vat: "calculator.line.vat",
  eu_truck_transport: "calculator.line.euTruckTransport",
  registration_tax: "calculator.line.registrationTax",
};

const STAGE_LABELS: Record<BillStage, MessageId> = {
  win: "calculator.stage.win",
  departure: "calculator.stage.departure",
  arrival: "calculator.stage.arrival",
};

function CostLine({ line }: { line: LandedCostLine }) {
  const intl = useIntl();
  const label = LINE_LABELS[line.code];
  return (
    <Box as="li" data-testid="cost-line" data-code={line.code}>
      {/* Closed lines render nothing until opened: a breakdown has twenty of them. */}
      <Collapsible.Root recipe={collapsibleSlotRecipe} lazyMount unmountOnExit>
        <Collapsible.Trigger asChild>
          <Button
            variant="ghost"
            w="full"
            h="auto"
            py="2"
            px="2"
            justifyContent="space-between"
            alignItems="start"
            fontWeight="normal"
            textAlign="start"
            whiteSpace="normal"
            gap="3"
            css={{ "&[data-state=open] .cost-chevron": { transform: "rotate(180deg)" } }}
          >
            <HStack gap="1.5" align="start" flex="1" minW="0">
              <ChevronDownIcon
                className="cost-chevron"
                boxSize="4"
                mt="0.5"
                color="fg.subtle"
                transition="transform 0.15s"
              />
              <Text fontSize="sm">{label ? intl.formatMessage({ id: label }) : line.code}</Text>
            </HStack>
            <Stack gap="0" align="end" flexShrink="0">
              <Text fontSize="sm" fontWeight="semibold" data-testid="cost-line-amount">
                <Money amount={line.amount} currency="EUR" />
              </Text>
              {line.originalAmount ? (
                <Text fontSize="xs" color="fg.muted" data-testid="cost-line-usd">
                  <Money amount={line.originalAmount.amount} currency={line.originalAmount.currency} />
                </Text>
              ) : null}
            </Stack>
          </Button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Stack gap="1" ps="8" pe="2" pb="3" fontSize="xs" color="fg.muted" data-testid="cost-line-detail">
            <Text>
              <Text as="span" fontWeight="semibold" color="fg">
                <FormattedMessage id="calculator.breakdown.rule" />
              </Text>{" "}
              {line.rule}
            </Text>
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}

export interface CostBreakdownProps {
  cost: LandedCost;
  /** An older answer is shown while a newer one loads. */
  stale?: boolean;
  /** Each bill stage shows its subtotal and opens to its lines (the lot page's compact form). */
  collapsedStages?: boolean;
}

export function CostBreakdown({ cost, stale, collapsedStages }: CostBreakdownProps) {
  const totalAmount = (
    <Text fontSize="2xl" fontWeight="bold" letterSpacing="-0.02em" data-testid="cost-total">
      <Money amount={cost.total} currency="EUR" />
    </Text>
  );
  const totalLabel = (
    <Text fontWeight="bold">
      <FormattedMessage id="calculator.breakdown.total" />
    </Text>
  );
  return (
    <Stack gap="3" opacity={stale ? 0.6 : 1} transition="opacity 0.15s" data-testid="cost-breakdown" aria-busy={stale}>
      {/* The compact form leads with the total: in a lot's sidebar it must show without scrolling. */}
      {collapsedStages ? (
        <HStack justify="space-between" align="baseline" bg="accent.subtle" borderRadius="lg" px="3" py="2">
          {totalLabel}
          {totalAmount}
        </HStack>
      ) : null}
      {STAGES.map((stage) => {
        const lines = cost.lines.filter((l) => l.stage === stage);
        if (lines.length === 0) return null;
        const list = (
          <Box as="ul" listStyleType="none">
            {lines.map((line) => (
              <CostLine key={line.code} line={line} />
            ))}
          </Box>
        );
        const subtotal = (
          <Text fontSize="xs" color="fg.muted" data-testid={`cost-stage-${stage}`}>
            <Money amount={cost.stageTotals[stage]} currency="EUR" />
          </Text>
        );
        const label = (
          <Text textStyle="eyebrow" color="fg.muted">
            <FormattedMessage id={STAGE_LABELS[stage]} />
          </Text>
        );
        if (!collapsedStages)
          return (
            <Stack key={stage} gap="0.5">
              <HStack justify="space-between" px="2">
                {label}
                {subtotal}
              </HStack>
              {list}
            </Stack>
          );
        return (
          <Collapsible.Root
            recipe={collapsibleSlotRecipe}
            key={stage}
            data-testid={`cost-stage-group-${stage}`}
            lazyMount
            unmountOnExit
          >
            <Collapsible.Trigger asChild>
              <Button
                variant="ghost"
                w="full"
                h="auto"
                py="2"
                px="2"
                justifyContent="space-between"
                css={{ "&[data-state=open] .cost-chevron": { transform: "rotate(180deg)" } }}
                data-testid="cost-stage-toggle"
              >
                <HStack gap="1.5">
                  <ChevronDownIcon
                    className="cost-chevron"
                    boxSize="4"
                    color="fg.subtle"
                    transition="transform 0.15s"
                  />
                  {label}
                </HStack>
                <Text fontSize="sm" fontWeight="semibold" data-testid={`cost-stage-${stage}`}>
                  <Money amount={cost.stageTotals[stage]} currency="EUR" />
                </Text>
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>{list}</Collapsible.Content>
          </Collapsible.Root>
        );
      })}
      {collapsedStages ? null : (
        <>
          <Separator />
          <HStack justify="space-between" px="2" align="baseline">
            {totalLabel}
            {totalAmount}
          </HStack>
        </>
      )}
      <Text fontSize="xs" color="fg.muted" px="2" data-testid="cost-fx">
        <FormattedMessage id="calculator.breakdown.fx" values={fxRateValues(cost.fx)} />
      </Text>
    </Stack>
  );
}
