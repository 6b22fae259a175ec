import { useIntl } from "react-intl";
import { ContentTable } from "@/components/layouts/content-blocks";
import type { MessageId } from "@/i18n/message-ids";

/**
 * Ocean freight per car, USD cents, as the calculator's default rates (shared/src/landed-cost/cost-defaults.ts;
 * customs-example.test.ts keeps the two equal). Copied rather than imported: that module carries the 57 kB
 * towing table, which this page does not need.
 */
export const OCEAN_FREIGHT_USD_CENTS = {
  savannah: 1_025_00,
  "new-jersey": 1_100_00,
  houston: 1_075_00,
  "los-angeles": 1_675_00,
} as const;

const PORTS = [
  { port: "savannah", name: "content.logistics.ports.savannah", yards: "content.logistics.ports.savannahYards" },
  { port: "new-jersey", name: "content.logistics.ports.newJersey", yards: "content.logistics.ports.newJerseyYards" },
  { port: "houston", name: "content.logistics.ports.houston", yards: "content.logistics.ports.houstonYards" },
  {
    port: "los-angeles",
    name: "content.logistics.ports.losAngeles",
    yards: "content.logistics.ports.losAngelesYards",
  },
] as const satisfies readonly { port: string; name: MessageId; yards: MessageId }[];

/** Ocean freight per port, with the yards each port serves. */
export function OceanFreightTable() {
  const intl = useIntl();
  const usd = (cents: number) => {
    const amount = intl.formatNumber(cents / 100, { maximumFractionDigits: 0 });
    return intl.locale === "lt" ? `${amount}\u00a0$` : `$${amount}`;
  };
  return (
    <ContentTable
      caption="content.logistics.ports.caption"
      head={["content.logistics.ports.port", "content.logistics.ports.freight", "content.logistics.ports.yards"]}
      rows={PORTS.map(({ port, name, yards }) => [name, { node: usd(OCEAN_FREIGHT_USD_CENTS[port]) }, yards])}
    />
  );
}
