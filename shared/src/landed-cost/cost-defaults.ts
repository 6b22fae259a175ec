// Defaults of the broker's cost settings (Setting rows costs.*), each with its as-of date and source. The seed
// writes them when absent; admins edit them (PUT /api/admin/cost-settings/:key) as quotes and prices change.
import towing from "./us-inland-towing.data.json" with { type: "json" };
import { EU_TRANSPORT_AS_OF, EU_TRANSPORT_SOURCE, defaultEuTransportRates } from "./eu-truck-transport.ts";
import type { CostSettings } from "./landed-cost.schemas.ts";

export const DEFAULT_COST_SETTINGS: CostSettings = {
  "costs.brokerFee": {
    currency: "EUR",
    amountCents: 300_00,
    asOf: "2026-11-25",
    source:
      "BaltBid price list (docs/domain/customs-and-costs.md#broker-fee); peers charge $200–400 per vehicle " +
      "(docs/domain/fees.md#broker-terms-of-peers)",
  },
  "costs.inlandTransport": {
    currency: "USD",
    asOf: "2025-09-01",
    source:
      "docs/domain/data/towing-rates-yard-to-port.csv: a Georgian importer's yard-to-port towing rates (Sep 2025); " +
      "surcharges from the same calculator (docs/domain/customs-and-costs.md#us-inland-towing)",
    surcharges: { pickupCents: 300_00, electrifiedCents: 150_00 },
    yards: towing as CostSettings["costs.inlandTransport"]["yards"],
  },
  "costs.oceanFreight": {
    currency: "USD",
    asOf: "2025-09-01",
    source:
      "Estimate: no published per-car rate to Klaipėda (docs/domain/customs-and-costs.md#ocean-freight); " +
      "Giant Auto Import's 2025 per-car " +
      "consolidated-container rates from each US port, used as the ballpark until a forwarder's quote replaces them",
    destination: "Klaipėda",
    ports: { "los-angeles": 1675_00, houston: 1075_00, "new-jersey": 1100_00, savannah: 1025_00 },
  },
  "costs.insurance": {
    percent: "1.5",
    minimumCents: 0,
    currency: "USD",
    asOf: "2025-09-01",
    source:
      "Cargo insurance at 1.5% of the price (Giant Auto Import calculator-utils.ts; carfast.express: 1%), " +
      "docs/domain/customs-and-costs.md#cargo-insurance",
  },
  "costs.portHandling": {
    currency: "EUR",
    amountCents: 250_00,
    asOf: "2026-11-25",
    source:
      "Estimate per vehicle: Klaipėda unloading, customs warehouse and declaration (Maersk Klaipėda import " +
      "tariff: €95 import service and €140 haulage per container, shared by its cars; " +
      "docs/domain/customs-and-costs.md#port-handling)",
  },
  "costs.euTransport": {
    currency: "EUR",
    asOf: EU_TRANSPORT_AS_OF,
    source: EU_TRANSPORT_SOURCE,
    countries: defaultEuTransportRates(),
  },
  "costs.auctionAccounts": {
    copart: { buyerTier: "C", paymentMethod: "secured" },
    iaai: { buyerTier: "standard", paymentMethod: "secured" },
    asOf: "2026-11-25",
    source:
      "Our auction accounts: Copart tier C (the public table, the higher of " +
      "docs/domain/fees.md#copart-buyer-fee-table-a), IAAI standard volume; we pay by wire transfer (secured)",
  },
};
