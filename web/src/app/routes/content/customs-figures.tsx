import { Box, Stack, Table, Text } from "@chakra-ui/react";
import { tableSlotRecipe } from "@chakra-ui/react/theme";
import { FormattedMessage, useIntl } from "react-intl";
import { PETROL_BANDS, PETROL_TOP_CENTS } from "@app/shared/landed-cost/registration-tax";
import { ContentTable, type ContentCell } from "@/components/layouts/content-blocks";
import { RichText } from "@/components/layouts/content-rich-text";
import { EXAMPLE_BILLS, EXAMPLE_FX_RATE, EXAMPLE_INPUT, EXAMPLE_ROWS } from "./customs-example";

/**
 * Money with cents, the symbol placed as each language writes it (en "$8,000.00", lt "8 000,00 $"). The worked
 * example keeps the cents so that every line visibly adds up to the totals, as on a bill.
 */
function useMoney() {
  const intl = useIntl();
  return (cents: number, currency: "USD" | "EUR", fractionDigits = 2) => {
    const amount = intl.formatNumber(cents / 100, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    const symbol = currency === "USD" ? "$" : "€";
    return intl.locale === "lt" ? `${amount}\u00a0${symbol}` : `${symbol}${amount}`;
  };
}

/** The worked example: every line of the landed cost of one car, with the customs value and the VAT base. */
export function CustomsExample() {
  const intl = useIntl();
  const money = useMoney();
  const rate = intl.formatNumber(Number(EXAMPLE_FX_RATE), { minimumFractionDigits: 2 });
  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="md" lineHeight="1.75">
        <RichText id="content.customs.example.p1" values={{ price: money(EXAMPLE_INPUT.priceCents, "USD", 0), rate }} />
      </Text>
      <Table.ScrollArea borderWidth="1px" borderColor="border" borderRadius="lg" tabIndex={0}>
        <Table.Root recipe={tableSlotRecipe} size="sm" interactive={false} data-testid="customs-example">
          <Table.Caption
            captionSide="top"
            textAlign="start"
            whiteSpace="normal"
            px="4"
            pt="3"
            pb="2"
            color="fg.muted"
            fontSize="sm"
          >
            <FormattedMessage id="content.customs.example.caption" />
          </Table.Caption>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader px="4" py="2.5" color="fg">
                <FormattedMessage id="content.customs.example.item" />
              </Table.ColumnHeader>
              <Table.ColumnHeader
                px="4"
                py="2.5"
                color="fg"
                textAlign="end"
                display={{ base: "none", sm: "table-cell" }}
              >
                <FormattedMessage id="content.customs.example.usd" />
              </Table.ColumnHeader>
              <Table.ColumnHeader px="4" py="2.5" color="fg" textAlign="end">
                <FormattedMessage id="content.customs.example.eur" />
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {EXAMPLE_ROWS.map((row) => {
              const strong = row.kind !== "line";
              return (
                <Table.Row
                  key={row.label}
                  bg={row.kind === "total" ? "accent.subtle" : row.kind === "subtotal" ? "bg.subtle" : undefined}
                  fontWeight={strong ? "semibold" : "normal"}
                >
                  <Table.Cell px="4" py="2.5" color="fg" minW={{ sm: "12rem" }} whiteSpace="normal">
                    <RichText id={row.label} />
                    {row.usdCents === undefined ? null : (
                      // On a phone the dollar amount sits under its label, so the euro column stays in view.
                      <Text as="span" display={{ base: "block", sm: "none" }} textStyle="numeric" color="fg.subtle">
                        {money(row.usdCents, "USD")}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell
                    px="4"
                    py="2.5"
                    textAlign="end"
                    textStyle="numeric"
                    color="fg.muted"
                    whiteSpace="nowrap"
                    display={{ base: "none", sm: "table-cell" }}
                  >
                    {row.usdCents === undefined ? null : money(row.usdCents, "USD")}
                  </Table.Cell>
                  <Table.Cell
                    px="4"
                    py="2.5"
                    textAlign="end"
                    textStyle="numeric"
                    whiteSpace="nowrap"
                    color="fg"
                    data-testid={`example-${row.label.split(".").at(-1)}`}
                  >
                    {money(row.eurCents, "EUR")}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text color="fg.muted" fontSize="md" lineHeight="1.75">
        <RichText
          id="content.customs.example.bills"
          values={{
            win: (
              <Box as="strong" color="fg">
                {money(EXAMPLE_BILLS.win, "EUR")}
              </Box>
            ),
            departure: (
              <Box as="strong" color="fg">
                {money(EXAMPLE_BILLS.departure, "EUR")}
              </Box>
            ),
            arrival: (
              <Box as="strong" color="fg">
                {money(EXAMPLE_BILLS.arrival, "EUR")}
              </Box>
            ),
          }}
        />
      </Text>
    </Stack>
  );
}

/** The petrol bands of the registration tax, straight from the calculator's table so the two never disagree. */
export function PollutionBands() {
  const intl = useIntl();
  const money = useMoney();
  const rows: ContentCell[][] = PETROL_BANDS.map(([to, cents], i) => {
    const from = i === 0 ? null : PETROL_BANDS[i - 1]![0] + 1;
    const band =
      from === null
        ? intl.formatMessage({ id: "content.customs.pollution.upTo" }, { to })
        : intl.formatMessage({ id: "content.customs.pollution.range" }, { from, to });
    return [{ node: band }, { node: money(cents, "EUR", 0) }];
  });
  const last = PETROL_BANDS.at(-1)![0];
  rows.push([
    { node: intl.formatMessage({ id: "content.customs.pollution.above" }, { from: last }) },
    { node: money(PETROL_TOP_CENTS, "EUR", 0) },
  ]);
  return (
    <ContentTable
      caption="content.customs.pollution.caption"
      head={["content.customs.pollution.band", "content.customs.pollution.tax"]}
      rows={rows}
    />
  );
}
