// Every field the lot has, in four groups (vehicle, condition, title and documents, sale:
// docs/product/lots.md#lot-page); a field the provider left empty is left out rather than shown as a dash, so European
// and US lots each read complete. Provider wording (damage, title, condition, sale state, ...) reads in the reader's
// language where its term is known, otherwise as the auction published it.
import { Box, Heading, Link, SimpleGrid, Stack } from "@chakra-ui/react";
import { Fragment, type ReactNode } from "react";
import { FormattedDate, FormattedMessage, useIntl, type IntlShape } from "react-intl";
import type { ProviderTermKind } from "@app/shared/catalogue/provider-terms";
import { Money } from "@/components/ui/money";
import { Numeric } from "@/components/ui/numeric";
import type { MessageId } from "@/i18n/message-ids";
import type { Lot } from "../api/get-lot";
import { countryName } from "@app/shared/i18n/country-name";
import { placeText, providerWords, timeZoneName } from "@/features/lots/lot-format";
import { platformName } from "../lot-view";
import { AuctionWhen } from "./auction-when";

type Row = [label: MessageId, value: ReactNode];
type Group = { title: MessageId; rows: Row[] };

/** A code of ours shown through its message (lot.value.<kind>.<code>), or the code itself when unknown. */
function useCodeLabel() {
  const intl = useIntl();
  return (kind: string, code: string | null): ReactNode => {
    if (code === null) return null;
    // Message id segments are camelCase ("flex-fuel" -> flexFuel, title group "C" -> c).
    const key = code
      .replace(/[-_ ]([a-zA-Z])/g, (_, c: string) => c.toUpperCase())
      .replace(/^[A-Z]/, (c) => c.toLowerCase())
      // ...and start with a letter ("4wd" -> n4wd).
      .replace(/^(\d)/, "n$1");
    const id = `lot.value.${kind}.${key}`;
    return id in intl.messages ? intl.formatMessage({ id: id as MessageId }) : code;
  };
}

/**
 * The damage description, unless it only repeats the primary and secondary damage (US lots: "LEFT FRONT / RIGHT
 * REAR"); a European lot's is the seller's own words.
 */
function damageDescription(lot: Lot): string | null {
  const parts = lot.damageDescription?.split(" / ") ?? [];
  return parts.every((p) => p === lot.primaryDamage || p === lot.secondaryDamage) ? null : lot.damageDescription;
}

function yesNo(value: boolean | null): ReactNode {
  if (value === null) return null;
  return <FormattedMessage id={value ? "lot.value.yes" : "lot.value.no"} />;
}

function odometer(lot: Lot, intl: IntlShape): ReactNode {
  if (lot.odometerMiles === null && lot.odometerKm === null) return <FormattedMessage id="lot.value.unknown" />;
  const unit = (value: number | null, name: "kilometer" | "mile") =>
    value === null ? null : intl.formatNumber(value, { style: "unit", unit: name, unitDisplay: "short" });
  const km = unit(lot.odometerKm, "kilometer");
  if (lot.odometerUnit === "km" || lot.odometerMiles === null) return <Numeric>{km}</Numeric>;
  return (
    <Numeric>
      <FormattedMessage id="lot.value.miKm" values={{ mi: unit(lot.odometerMiles, "mile"), km }} />
    </Numeric>
  );
}

export function place(
  lot: Pick<Lot, "location" | "branch" | "city" | "region" | "postalCode" | "country">,
  locale: string,
): string | null {
  // The provider's location often names the city or country already ("Milano, Italy"): add only what it lacks.
  const parts: string[] = [];
  const has = (text: string) => parts.some((p) => p.toLowerCase().includes(text.toLowerCase()));
  const where = lot.location ?? lot.branch;
  if (where) parts.push(placeText(locale, where));
  for (const part of [lot.city, lot.region, lot.postalCode]) {
    if (part && !has(part)) parts.push(part);
  }
  const country = lot.country;
  if (country && ![country, countryName("en", country), countryName(locale, country)].some(has))
    parts.push(countryName(locale, country));
  return parts.length ? parts.join(", ") : null;
}

/** Rows shown as the provider wrote them: names, codes, places and the seller's own words are not translated. */
const AS_WRITTEN: ReadonlySet<MessageId> = new Set([
  "lot.field.make",
  "lot.field.model",
  "lot.field.trim",
  "lot.field.vin",
  "lot.field.engine",
  "lot.field.emissionClass",
  "lot.field.damageDescription",
  "lot.field.titleState",
  "lot.field.titleNotes",
  "lot.field.platform",
  "lot.field.lotNumber",
  "lot.field.stockNumber",
  "lot.field.itemId",
  "lot.field.location",
  "lot.field.branch",
  "lot.field.yardNumber",
  "lot.field.laneRun",
  "lot.field.currency",
]);

function useGroups(lot: Lot): Group[] {
  const intl = useIntl();
  const code = useCodeLabel();
  const words = (kind: ProviderTermKind, text: string | null) => providerWords(intl, kind, text);
  const documents = lot.registrationDocuments.map((d) => code("document", d));
  return [
    {
      title: "lot.details.vehicle",
      rows: [
        ["lot.field.year", lot.year],
        ["lot.field.make", lot.make],
        ["lot.field.model", lot.model],
        ["lot.field.trim", lot.trim],
        ["lot.field.vehicleType", code("vehicleType", lot.vehicleType)],
        ["lot.field.bodyStyle", code("bodyStyle", lot.bodyStyle)],
        ["lot.field.vin", lot.vin ? <Numeric>{lot.vin}</Numeric> : null],
        ["lot.field.odometer", odometer(lot, intl)],
        ["lot.field.odometerBrand", words("odometerBrand", lot.odometerBrand)],
        ["lot.field.engine", lot.engine],
        ["lot.field.cylinders", lot.cylinder],
        ["lot.field.fuel", code("fuel", lot.fuelType)],
        ["lot.field.transmission", code("transmission", lot.transmission)],
        ["lot.field.drive", code("drive", lot.driveline)],
        ["lot.field.exteriorColor", code("colour", lot.exteriorColor)],
        ["lot.field.interiorColor", code("colour", lot.interiorColor)],
        ["lot.field.firstRegistration", lot.firstRegistration ? <FormattedDate value={lot.firstRegistration} /> : null],
        ["lot.field.emissionClass", lot.emissionClass],
      ],
    },
    {
      title: "lot.details.condition",
      rows: [
        ["lot.field.primaryDamage", words("damage", lot.primaryDamage)],
        ["lot.field.secondaryDamage", words("damage", lot.secondaryDamage)],
        ["lot.field.damageDescription", damageDescription(lot)],
        ["lot.field.runsDrives", words("condition", lot.runsDrives)],
        ["lot.field.keys", yesNo(lot.key)],
        ["lot.field.airbags", words("airbags", lot.airbags)],
        ["lot.field.loss", words("loss", lot.loss)],
        ["lot.field.startCode", words("condition", lot.startCode)],
      ],
    },
    {
      title: "lot.details.title",
      rows: [
        ["lot.field.titleType", words("titleType", lot.titleType)],
        ["lot.field.titleGroup", code("titleGroup", lot.titleGroup)],
        ["lot.field.titleState", lot.titleState],
        ["lot.field.titleNotes", lot.titleNotes],
        ["lot.field.documents", documents.length ? documents.map((d, i) => <Box key={i}>{d}</Box>) : null],
        ["lot.field.vatScheme", code("vatScheme", lot.vatScheme)],
      ],
    },
    {
      title: "lot.details.sale",
      rows: [
        ["lot.field.platform", platformName(lot) ?? intl.formatMessage({ id: "lots.card.platform.europe" })],
        ["lot.field.lotNumber", <Numeric key="lot">{lot.lotNumber}</Numeric>],
        ["lot.field.stockNumber", lot.stockNumber],
        ["lot.field.itemId", lot.itemId],
        ["lot.field.location", place(lot, intl.locale)],
        ["lot.field.branch", lot.branch],
        ["lot.field.yardNumber", lot.yardNumber],
        ["lot.field.laneRun", lot.laneRun],
        [
          "lot.field.auctionDate",
          lot.auctionDate ? <AuctionWhen iso={lot.auctionDate} platform={lot.platform} dateStyle="full" /> : null,
        ],
        ["lot.field.auctionTimeZone", timeZoneName(intl, lot.auctionTimeZone)],
        ["lot.field.saleStatus", words("saleStatus", lot.saleStatus)],
        ["lot.field.bidStatus", words("bidStatus", lot.bidStatus)],
        ["lot.field.auctionStatus", words("auctionStatus", lot.lotAuctionStatus)],
        // Copart's DEFAULT says only that no counter bid is under way.
        [
          "lot.field.counterBidStatus",
          lot.counterBidStatus === "DEFAULT" ? null : words("auctionStatus", lot.counterBidStatus),
        ],
        ["lot.field.minBid", lot.minBid !== null ? <Money amount={lot.minBid} currency={lot.currency} /> : null],
        ["lot.field.highBidder", yesNo(lot.buyerHighBidder)],
        ["lot.field.currency", lot.currency],
        [
          "lot.field.auctionPage",
          lot.buyNowUrl ? (
            <Link href={lot.buyNowUrl} target="_blank" rel="noopener noreferrer" color="accent.fg">
              <FormattedMessage id="lot.field.auctionPageLink" />
            </Link>
          ) : null,
        ],
      ],
    },
  ];
}

export function LotDetails({ lot }: { lot: Lot }) {
  const groups = useGroups(lot);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: "4", md: "6" }} data-testid="lot-details">
      {groups.map((group) => (
        <Stack key={group.title} layerStyle="card" p={{ base: "4", md: "5" }} gap="3">
          <Heading as="h2" size="md">
            <FormattedMessage id={group.title} />
          </Heading>
          {/* Plain dt/dd styled from the list: forty styled components per lot cost the page its first second. */}
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns="minmax(8rem, 40%) 1fr"
            columnGap="4"
            rowGap="2"
            fontSize="sm"
            css={{ "& dt": { color: "fg.muted" }, "& dd": { fontWeight: "medium", wordBreak: "break-word" } }}
          >
            {group.rows
              .filter(([, value]) => value !== null && value !== undefined && value !== "")
              .map(([label, value]) => (
                <Fragment key={label}>
                  <dt>
                    <FormattedMessage id={label} />
                  </dt>
                  <dd translate={AS_WRITTEN.has(label) ? "no" : undefined}>{value}</dd>
                </Fragment>
              ))}
          </Box>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
