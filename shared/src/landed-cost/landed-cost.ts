// The landed-cost calculator: pure, so the /calculator page, lot pages and the three bills give the same figures
// from the same tables (fee schedules, cost settings, the USD/EUR rate), loaded by the caller for one moment.
//
// US lots (copart, iaai): price + auction buyer fee + bid fee + fixed auction fees + broker fee + inland towing +
// ocean freight + insurance = the customs value (CIF); EU duty on CIF; 21% import VAT on CIF + duty + port
// handling; the Lithuanian registration tax. European lots: no customs duty (free circulation inside the EU), truck
// transport by country, and VAT by the lot's scheme. Each USD amount is converted to EUR once, rounded to the cent
// half away from zero; duty and VAT are computed on the sum of the converted lines, as they appear on the bills.
import type { FuelType, VehicleType } from "../catalogue/lot.schemas.ts";
import { bandFee, feeScheduleVersionOf, feeTitleGroupOf, findFeeSchedule } from "./fee-schedules.ts";
import {
  BILL_STAGES,
  landedCostInputSchema,
  type BillStage,
  type FeeBand,
  type LandedCost,
  type LandedCostInput,
  type LandedCostLine,
  type LandedCostParsedInput,
  type LandedCostTables,
  type UsPort,
} from "./landed-cost.schemas.ts";
import { percentOf, usdToEur } from "./money-math.ts";
import { money, renderLineText, text, type LineText } from "./line-text.ts";
import { EU_MEMBER_STATES } from "./eu-truck-transport.ts";
import { REGISTRATION_TAX_SOURCE, registrationTax } from "./registration-tax.ts";

export const LT_VAT_PERCENT = "21";
export const VAT_SOURCE =
  "Lithuanian VAT Law art. 19: standard rate 21%; import VAT base per art. 33 " +
  "(docs/domain/customs-and-costs.md#import-vat)";
export const DUTY_SOURCE =
  "EU Common Customs Tariff (TARIC): 8703 cars and ATVs (quads, per UK rulings 600008173/600009977) 10%; " +
  "8711 motorcycles up to 250 cc 8%, above 250 cc and electric 6% " +
  "(docs/domain/customs-and-costs.md#eu-customs-duty)";
const EU_NO_DUTY_SOURCE = "Union Customs Code: goods in free circulation move between member states without duty";
const EU_VAT_SOURCE = "Council Directive 2006/112/EC (margin scheme art. 311–325; intra-EU acquisitions art. 138, 196)";

const PORT_NAMES: Record<UsPort, string> = {
  "los-angeles": "Los Angeles, CA",
  houston: "Houston, TX",
  "new-jersey": "New Jersey, NJ",
  savannah: "Savannah, GA",
};

/** The input cannot be priced: `field` names what to fix (the API answers 400 with it). */
export class LandedCostInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "LandedCostInputError";
  }
}

/** The customs duty rate (percent) by vehicle type, per TARIC. */
export function dutyPercentFor(
  vehicleType: VehicleType,
  engineCc: number | undefined,
  fuel: FuelType | undefined,
): { percent: string; reason: LineText } {
  if (vehicleType === "automobile") return { percent: "10", reason: text("costs.duty.car") };
  if (vehicleType === "atv") return { percent: "10", reason: text("costs.duty.atv") };
  if (fuel === "electric") return { percent: "6", reason: text("costs.duty.electricMotorcycle") };
  if (engineCc === undefined) return { percent: "8", reason: text("costs.duty.motorcycleUnknownSize") };
  return engineCc <= 250
    ? { percent: "8", reason: text("costs.duty.motorcycleSmall", { cc: engineCc }) }
    : { percent: "6", reason: text("costs.duty.motorcycleLarge", { cc: engineCc }) };
}

/** A line whose rule is `rule`: kept as its text, and in English as written. */
const ruled = (rule: LineText) => ({ rule: renderLineText("en", rule), text: rule });

const normaliseYard = (s: string) =>
  s
    .toLowerCase()
    .replace(/\([a-z]{2}\)\s*$/, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

function describeBand(band: FeeBand, currency: "USD" | "EUR"): LineText {
  return "percent" in band
    ? text("costs.band.percent", { percent: Number(band.percent), from: money(band.fromCents, currency) })
    : text("costs.band.fixed", { fee: money(band.feeCents, currency), from: money(band.fromCents, currency) });
}

export interface LandedCostOptions {
  /**
   * The last stage to price (default: all). A bill is priced when its stage comes, so the win bill must not wait for
   * facts only later stages need (a yard with no towing rate yet, for example).
   */
  upTo?: BillStage;
}

export function calculateLandedCost(
  rawInput: LandedCostInput,
  tables: LandedCostTables,
  { upTo = "arrival" }: LandedCostOptions = {},
): LandedCost {
  const input = landedCostInputSchema.parse(rawInput);
  const rate = tables.fx.rate;
  const lines: LandedCostLine[] = [];
  const usdLine = (line: Omit<LandedCostLine, "eurCents" | "usdCents"> & { usdCents: number }) =>
    lines.push({ ...line, eurCents: usdToEur(line.usdCents, rate) });
  const fxNote = text("costs.fxNote", { rate: Number(rate), asOf: tables.fx.asOf });

  let feeScheduleVersion: string | null = null;
  if (input.platform === "europe") {
    europeLines(input, tables, lines, upTo);
  } else {
    feeScheduleVersion = usLines(input, tables, lines, usdLine, fxNote, upTo);
  }

  if (upTo === "arrival") addRegistrationTax(input, tables, lines);
  return summarise(lines, tables, feeScheduleVersion);
}

function addRegistrationTax(input: LandedCostParsedInput, tables: LandedCostTables, lines: LandedCostLine[]): void {
  const reg = registrationTax({ ...input, currentYear: Number((tables.at ?? tables.fx.asOf).slice(0, 4)) });
  lines.push({
    code: "registration_tax",
    stage: "arrival",
    eurCents: reg.applies === true ? reg.eurCents : 0,
    ...ruled(text("costs.registrationTax", { reason: reg.reason })),
    source: REGISTRATION_TAX_SOURCE,
  });
}

function summarise(lines: LandedCostLine[], tables: LandedCostTables, feeScheduleVersion: string | null): LandedCost {
  const rate = tables.fx.rate;
  const stageTotals = Object.fromEntries(BILL_STAGES.map((s) => [s, { eurCents: 0 }])) as Record<
    BillStage,
    { eurCents: number }
  >;
  for (const line of lines) stageTotals[line.stage].eurCents += line.eurCents;
  return {
    lines,
    stageTotals,
    totalEurCents: lines.reduce((sum, l) => sum + l.eurCents, 0),
    fxRate: rate,
    fxAsOf: tables.fx.asOf,
    feeScheduleVersion,
  };
}

function usLines(
  input: LandedCostParsedInput,
  tables: LandedCostTables,
  lines: LandedCostLine[],
  usdLine: (line: Omit<LandedCostLine, "eurCents" | "usdCents"> & { usdCents: number }) => void,
  fxNote: LineText,
  upTo: BillStage,
): string {
  const platform = input.platform as "copart" | "iaai";
  const { costs } = tables;
  const account = costs["costs.auctionAccounts"][platform];
  const titleGroup = feeTitleGroupOf(input.titleGroup);
  const schedule = findFeeSchedule(tables.feeSchedules, {
    platform,
    buyerTier: account.buyerTier,
    titleGroup,
    paymentMethod: account.paymentMethod,
    bidType: input.bidType,
  });
  if (!schedule)
    throw new LandedCostInputError(
      "platform",
      `No ${platform} fee schedule for tier ${account.buyerTier}, ${titleGroup} title, ${input.bidType} purchase`,
    );
  const scheduleSource = `${schedule.source} (schedule effective from ${schedule.effectiveFrom}, v${schedule.version})`;
  const scheduleLine = (code: string, cents: number, rule: LineText) => {
    const fx = schedule.currency === "EUR" ? "" : fxNote;
    const line = {
      code,
      stage: "win" as const,
      ...ruled({ ...rule, params: { ...rule.params, fx } }),
      source: scheduleSource,
    };
    if (schedule.currency === "EUR") lines.push({ ...line, eurCents: cents });
    else usdLine({ ...line, usdCents: cents });
  };
  const cur = schedule.currency;
  const price = input.priceCents;

  usdLine({
    code: "vehicle_price",
    stage: "win",
    usdCents: price,
    ...ruled(
      text(input.bidType === "buy_now" ? "costs.price.buyNow" : "costs.price.winningBid", {
        price: money(price, "USD"),
        fx: fxNote,
      }),
    ),
    source: `The ${platform === "copart" ? "Copart" : "IAAI"} sale price`,
  });
  const buyer = bandFee(schedule.buyerFee, price);
  scheduleLine(
    "auction_buyer_fee",
    buyer.feeCents,
    text("costs.buyerFee", {
      tier: schedule.buyerTier,
      titleGroup: text(titleGroup === "clean" ? "costs.titleGroup.clean" : "costs.titleGroup.salvage"),
      payment: text(schedule.paymentMethod === "secured" ? "costs.payment.secured" : "costs.payment.unsecured"),
      band: describeBand(buyer.band, cur),
    }),
  );
  const bid = bandFee(schedule.bidFee, price);
  const bidFeeName =
    platform === "copart"
      ? input.bidType === "buy_now"
        ? "costs.bidFee.buyNow"
        : "costs.bidFee.virtual"
      : "costs.bidFee.live";
  scheduleLine("auction_bid_fee", bid.feeCents, text(bidFeeName, { band: describeBand(bid.band, cur) }));
  for (const fee of schedule.fixedFees)
    scheduleLine(
      `auction_${fee.code}_fee`,
      fee.amountCents,
      text("costs.fixedFee", { label: fixedFeeLabel(fee), amount: money(fee.amountCents, cur) }),
    );

  const broker = costs["costs.brokerFee"];
  lines.push({
    code: "broker_fee",
    stage: "win",
    eurCents: broker.amountCents,
    ...ruled(text("costs.brokerFee", { amount: money(broker.amountCents, "EUR") })),
    source: `${broker.source} (as of ${broker.asOf})`,
  });
  if (upTo === "win") return feeScheduleVersionOf(schedule);

  // Departure: towing to the port, the sea leg, insurance.
  const inland = costs["costs.inlandTransport"];
  if (!input.yard) throw new LandedCostInputError("yard", "Choose the yard the vehicle is collected from");
  const wanted = normaliseYard(input.yard);
  const yard = inland.yards.find((y) => y.platform === platform && normaliseYard(y.yard) === wanted);
  if (!yard) throw new LandedCostInputError("yard", `No towing rate for the ${platform} yard "${input.yard}"`);
  const electrified = input.fuel === "electric" || input.fuel === "hybrid";
  const towing =
    yard.rateCents +
    (input.pickup ? inland.surcharges.pickupCents : 0) +
    (electrified ? inland.surcharges.electrifiedCents : 0);
  usdLine({
    code: "us_inland_transport",
    stage: "departure",
    usdCents: towing,
    ...ruled(
      text("costs.towing", {
        yard: yard.yard,
        city: yard.city,
        port: PORT_NAMES[yard.port],
        rate: money(yard.rateCents, "USD"),
        pickup: input.pickup
          ? text("costs.surcharge.pickup", { amount: money(inland.surcharges.pickupCents, "USD") })
          : "",
        electrified: electrified
          ? text("costs.surcharge.electrified", { amount: money(inland.surcharges.electrifiedCents, "USD") })
          : "",
        fx: fxNote,
      }),
    ),
    source: `${inland.source} (as of ${inland.asOf})`,
  });
  const ocean = costs["costs.oceanFreight"];
  const freight = ocean.ports[yard.port];
  if (freight === undefined)
    throw new LandedCostInputError("yard", `No ocean freight rate from ${PORT_NAMES[yard.port]}`);
  usdLine({
    code: "ocean_freight",
    stage: "departure",
    usdCents: freight,
    ...ruled(text("costs.oceanFreight", { port: PORT_NAMES[yard.port], destination: ocean.destination, fx: fxNote })),
    source: `${ocean.source} (as of ${ocean.asOf})`,
  });
  const insurance = costs["costs.insurance"];
  const premium = Math.max(insurance.minimumCents, percentOf(price, insurance.percent));
  usdLine({
    code: "insurance",
    stage: "departure",
    usdCents: premium,
    ...ruled(
      text("costs.insurance", {
        percent: Number(insurance.percent),
        price: money(price, "USD"),
        minimum: insurance.minimumCents
          ? text("costs.insurance.minimum", { amount: money(insurance.minimumCents, "USD") })
          : "",
        fx: fxNote,
      }),
    ),
    source: `${insurance.source} (as of ${insurance.asOf})`,
  });
  if (upTo === "departure") return feeScheduleVersionOf(schedule);

  // Arrival: the customs value is everything so far (price, auction fees, broker fee, transport, insurance).
  const cif = lines.reduce((sum, l) => sum + l.eurCents, 0);
  const duty = dutyPercentFor(input.vehicleType, input.engineCc, input.fuel);
  const dutyCents = percentOf(cif, duty.percent);
  lines.push({
    code: "customs_duty",
    stage: "arrival",
    eurCents: dutyCents,
    ...ruled(text("costs.customsDuty", { percent: Number(duty.percent), reason: duty.reason, cif: money(cif, "EUR") })),
    source: DUTY_SOURCE,
  });
  const handling = costs["costs.portHandling"];
  lines.push({
    code: "port_handling",
    stage: "arrival",
    eurCents: handling.amountCents,
    ...ruled(text("costs.portHandling", { amount: money(handling.amountCents, "EUR") })),
    source: `${handling.source} (as of ${handling.asOf})`,
  });
  const vatBase = cif + dutyCents + handling.amountCents;
  lines.push({
    code: "import_vat",
    stage: "arrival",
    eurCents: percentOf(vatBase, LT_VAT_PERCENT),
    ...ruled(
      text("costs.importVat", {
        percent: Number(LT_VAT_PERCENT),
        cif: money(cif, "EUR"),
        duty: money(dutyCents, "EUR"),
        handling: money(handling.amountCents, "EUR"),
        base: money(vatBase, "EUR"),
        business: input.buyerType === "business" ? text("costs.importVat.business") : "",
      }),
    ),
    source: VAT_SOURCE,
  });
  return feeScheduleVersionOf(schedule);
}

function europeLines(
  input: LandedCostParsedInput,
  tables: LandedCostTables,
  lines: LandedCostLine[],
  upTo: BillStage,
): void {
  const { costs } = tables;
  if (!input.country) throw new LandedCostInputError("country", "Say which country the vehicle stands in");
  // Norway and Switzerland sell on the same European auctions, but their cars cross a customs border.
  if (!EU_MEMBER_STATES.has(input.country))
    throw new LandedCostInputError(
      "country",
      `${input.country} is outside the EU: such lots need customs clearance, which the broker quotes on request`,
    );
  if (!input.vatScheme)
    throw new LandedCostInputError("vatScheme", "Say whether the lot is margin-scheme or VAT-qualifying");
  const price = input.priceCents;
  const net = input.vatScheme === "vat-qualifying";
  lines.push({
    code: "vehicle_price",
    stage: "win",
    eurCents: price,
    ...ruled(text(net ? "costs.price.europeNet" : "costs.price.europeMargin", { price: money(price, "EUR") })),
    source: "The European auction's sale price",
  });
  if (input.auctionFeeCents !== undefined)
    lines.push({
      code: "auction_buyer_fee",
      stage: "win",
      eurCents: input.auctionFeeCents,
      ...ruled(text("costs.europeAuctionFee", { amount: money(input.auctionFeeCents, "EUR") })),
      source: "The European auction's published fee for the lot",
    });
  const broker = costs["costs.brokerFee"];
  lines.push({
    code: "broker_fee",
    stage: "win",
    eurCents: broker.amountCents,
    ...ruled(text("costs.brokerFee", { amount: money(broker.amountCents, "EUR") })),
    source: `${broker.source} (as of ${broker.asOf})`,
  });
  if (upTo === "win") return;
  const transport = costs["costs.euTransport"];
  const truck = transport.countries[input.country];
  if (truck === undefined)
    throw new LandedCostInputError("country", `No truck transport rate from ${input.country} to Lithuania`);
  lines.push({
    code: "eu_truck_transport",
    stage: "departure",
    eurCents: truck,
    ...ruled(text("costs.truckTransport", { country: { country: input.country } })),
    source: `${transport.source} (as of ${transport.asOf})`,
  });
  if (upTo === "departure") return;
  lines.push({
    code: "customs_duty",
    stage: "arrival",
    eurCents: 0,
    ...ruled(text("costs.customsDuty.insideEu")),
    source: EU_NO_DUTY_SOURCE,
  });

  const base = lines.reduce((sum, l) => sum + l.eurCents, 0);
  let vat: Pick<LandedCostLine, "eurCents" | "rule" | "text">;
  if (!net) {
    vat = { eurCents: 0, ...ruled(text("costs.vat.marginScheme")) };
  } else if (input.buyerType === "business" && input.vatRegistered) {
    vat = { eurCents: 0, ...ruled(text("costs.vat.reverseCharge", { percent: Number(LT_VAT_PERCENT) })) };
  } else {
    vat = {
      eurCents: percentOf(base, LT_VAT_PERCENT),
      ...ruled(text("costs.vat.qualifying", { percent: Number(LT_VAT_PERCENT), base: money(base, "EUR") })),
    };
  }
  lines.push({ code: "vat", stage: "arrival", ...vat, source: `${EU_VAT_SOURCE}; ${VAT_SOURCE}` });
}

/** The fixed fees the schedules know are named in the reader's language; another keeps the schedule's label. */
const FIXED_FEE_TEXTS: Record<string, LineText> = {
  gate: text("costs.fee.gate"),
  title: text("costs.fee.title"),
  environmental: text("costs.fee.environmental"),
  service: text("costs.fee.service"),
};
const fixedFeeLabel = (fee: { code: string; label: string }): LineText | string =>
  FIXED_FEE_TEXTS[fee.code] ?? fee.label;
