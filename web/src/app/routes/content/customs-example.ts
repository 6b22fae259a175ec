// The worked example of /customs, as figures the page shows. customs-example.test.ts recomputes it with the
// landed-cost calculator of shared/ (the code behind /calculator and the bills) and fails if any figure differs,
// so the text can never drift from what a customer is actually billed.
import type { MessageId } from "@/i18n/message-ids";

/** The calculator input of the example: a salvage-title petrol car won on Copart at the Trenton, NJ yard. */
export const EXAMPLE_INPUT = {
  platform: "copart",
  priceCents: 8_000_00,
  vehicleType: "automobile",
  titleGroup: "S",
  bidType: "online",
  yard: "NJ - Trenton",
  fuel: "gasoline",
  co2GramsPerKm: 180,
  year: 2019,
} as const;

/** EUR per USD used by the example (the seeded default rate). */
export const EXAMPLE_FX_RATE = "0.92";

export interface ExampleRow {
  label: MessageId;
  /** The calculator line codes this row adds up; a subtotal row has none. */
  codes: readonly string[];
  usdCents?: number;
  eurCents: number;
  kind: "line" | "subtotal" | "total";
}

export const EXAMPLE_ROWS: readonly ExampleRow[] = [
  {
    label: "content.customs.example.price",
    codes: ["vehicle_price"],
    usdCents: 8_000_00,
    eurCents: 7_360_00,
    kind: "line",
  },
  {
    label: "content.customs.example.auctionFees",
    codes: [
      "auction_buyer_fee",
      "auction_bid_fee",
      "auction_gate_fee",
      "auction_title_fee",
      "auction_environmental_fee",
    ],
    usdCents: 1_108_00,
    eurCents: 1_019_36,
    kind: "line",
  },
  { label: "content.customs.example.broker", codes: ["broker_fee"], eurCents: 300_00, kind: "line" },
  {
    label: "content.customs.example.towing",
    codes: ["us_inland_transport"],
    usdCents: 320_00,
    eurCents: 294_40,
    kind: "line",
  },
  {
    label: "content.customs.example.freight",
    codes: ["ocean_freight"],
    usdCents: 1_100_00,
    eurCents: 1_012_00,
    kind: "line",
  },
  {
    label: "content.customs.example.insurance",
    codes: ["insurance"],
    usdCents: 120_00,
    eurCents: 110_40,
    kind: "line",
  },
  { label: "content.customs.example.cif", codes: [], eurCents: 10_096_16, kind: "subtotal" },
  { label: "content.customs.example.duty", codes: ["customs_duty"], eurCents: 1_009_62, kind: "line" },
  { label: "content.customs.example.handling", codes: ["port_handling"], eurCents: 250_00, kind: "line" },
  { label: "content.customs.example.vatBase", codes: [], eurCents: 11_355_78, kind: "subtotal" },
  { label: "content.customs.example.vat", codes: ["import_vat"], eurCents: 2_384_71, kind: "line" },
  { label: "content.customs.example.registration", codes: ["registration_tax"], eurCents: 180_00, kind: "line" },
  { label: "content.customs.example.total", codes: [], eurCents: 13_920_49, kind: "total" },
];

/** What each of the three bills of the example comes to (the registration tax is paid at Regitra, on arrival). */
export const EXAMPLE_BILLS = { win: 8_679_36, departure: 1_416_80, arrival: 3_824_33 } as const;
