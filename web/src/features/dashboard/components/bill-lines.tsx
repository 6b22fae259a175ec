import { Box, Grid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import type { BillLine } from "../api/types";
import { Money } from "@/components/ui/money";

const LINE_LABELS: Record<string, MessageId> = {
  vehicle_price: "dashboard.billLine.vehiclePrice",
  auction_buyer_fee: "dashboard.billLine.auctionBuyerFee",
  auction_bid_fee: "dashboard.billLine.auctionBidFee",
  broker_fee: "dashboard.billLine.brokerFee",
  us_inland_transport: "dashboard.billLine.usInlandTransport",
  ocean_freight: "dashboard.billLine.oceanFreight",
  insurance: "dashboard.billLine.insurance",
  port_handling: "dashboard.billLine.portHandling",
  customs_duty: "dashboard.billLine.customsDuty",
  import_vat: "dashboard.billLine.importVat",
  vat: "dashboard.billLine.vat",
  eu_truck_transport: "dashboard.billLine.euTruckTransport",
  registration_tax: "dashboard.billLine.registrationTax",
};

/** Fixed auction fees come as auction_<code>_fee: they read as auction fees. */
export function lineLabel(code: string): MessageId {
  return (
    LINE_LABELS[code] ??
    (code.startsWith("auction_") ? "dashboard.billLine.auctionOtherFee" : "dashboard.billLine.other")
  );
}

/** A bill's lines, each with the rule it was computed by, so the customer can check every cent. */
export function BillLines({ lines }: { lines: BillLine[] }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" data-testid="bill-lines">
      {lines.map((line, i) => (
        <Grid
          as="li"
          key={`${line.code}-${i}`}
          templateColumns="1fr auto"
          gap="3"
          py="2.5"
          borderTopWidth={i ? "1px" : 0}
          borderColor="border.muted"
        >
          <Stack gap="0.5" minW="0">
            <Text fontWeight="medium" fontSize="sm">
              <FormattedMessage id={lineLabel(line.code)} />
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {line.rule}
            </Text>
          </Stack>
          <Box textAlign="end">
            <Text fontWeight="semibold" fontSize="sm">
              <Money exact amount={line.amount} />
            </Text>
            {line.originalAmount ? (
              <Text fontSize="xs" color="fg.muted">
                <Money exact value={line.originalAmount} />
              </Text>
            ) : null}
          </Box>
        </Grid>
      ))}
    </Stack>
  );
}
