// The worked example on /customs is the calculator's answer: recomputed here with the landed-cost code of shared/
// (the code behind /calculator and the bills) and the seeded tables, line by line, so the page can never drift.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_COST_SETTINGS } from "@app/shared/landed-cost/cost-defaults";
import { calculateLandedCost } from "@app/shared/landed-cost/landed-cost";
import { defaultTables } from "@app/shared/landed-cost/landed-cost.test-support";
import { EXAMPLE_BILLS, EXAMPLE_FX_RATE, EXAMPLE_INPUT, EXAMPLE_ROWS } from "./customs-example";
import { renderApp } from "@/test/render-app";
import { OCEAN_FREIGHT_USD_CENTS } from "./logistics-freight";

const cost = calculateLandedCost(EXAMPLE_INPUT, { ...defaultTables(EXAMPLE_FX_RATE, "2026-11-20"), at: "2026-11-20" });
const line = (code: string) => {
  const found = cost.lines.find((l) => l.code === code);
  if (!found) throw new Error(`the calculator has no ${code} line`);
  return found;
};
const sumOf = (codes: readonly string[], field: "eurCents" | "usdCents") =>
  codes.reduce((sum, code) => sum + (line(code)[field] ?? 0), 0);
const row = (label: string) => EXAMPLE_ROWS.find((r) => r.label.endsWith(`.${label}`))!;

describe("the /customs worked example", () => {
  it.each(EXAMPLE_ROWS.filter((r) => r.kind === "line").map((r) => [r.label, r] as const))(
    "shows the calculator's figures for %s",
    (_label, r) => {
      expect(r.eurCents).toBe(sumOf(r.codes, "eurCents"));
      if (r.usdCents !== undefined) expect(r.usdCents).toBe(sumOf(r.codes, "usdCents"));
    },
  );

  it("covers every line of the calculator exactly once", () => {
    const shown = EXAMPLE_ROWS.flatMap((r) => r.codes).sort();
    expect(shown).toEqual(cost.lines.map((l) => l.code).sort());
  });

  it("computes 10% duty on the customs value (CIF) and 21% VAT on CIF + duty + handling", () => {
    const cif = cost.lines.filter((l) => l.stage !== "arrival").reduce((sum, l) => sum + l.eurCents, 0);
    expect(row("cif").eurCents).toBe(cif);
    expect(row("duty").eurCents).toBe(Math.round(cif * 0.1));
    const vatBase = cif + line("customs_duty").eurCents + line("port_handling").eurCents;
    expect(row("vatBase").eurCents).toBe(vatBase);
    expect(row("vat").eurCents).toBe(Math.round(vatBase * 0.21));
  });

  it("adds up to the calculator's total and its three bills", () => {
    expect(row("total").eurCents).toBe(cost.totalEurCents);
    expect(EXAMPLE_ROWS.filter((r) => r.kind === "line").reduce((s, r) => s + r.eurCents, 0)).toBe(cost.totalEurCents);
    expect(EXAMPLE_BILLS).toEqual({
      win: cost.stageTotals.win.eurCents,
      departure: cost.stageTotals.departure.eurCents,
      arrival: cost.stageTotals.arrival.eurCents,
    });
  });
});

/** What a reader sees for an amount, spaces normalised: en "€13,920.49", lt "13 920,49 €". */
function eur(cents: number, locale: "lt" | "en"): string {
  const amount = (cents / 100).toLocaleString(locale === "lt" ? "lt-LT" : "en-US", { minimumFractionDigits: 2 });
  return (locale === "lt" ? `${amount} €` : `€${amount}`).replace(/\s/g, " ");
}

describe.each(["lt", "en"] as const)("the /customs page in %s", (locale) => {
  it("shows the calculator's customs value, duty, VAT and total", async () => {
    await renderApp("/customs", locale);
    const shown = async (id: string) =>
      ((await screen.findByTestId(`example-${id}`, {}, { timeout: 15_000 })).textContent ?? "").replace(/\s/g, " ");
    const cif = cost.lines.filter((l) => l.stage !== "arrival").reduce((sum, l) => sum + l.eurCents, 0);
    expect(await shown("cif")).toBe(eur(cif, locale));
    expect(await shown("duty")).toBe(eur(line("customs_duty").eurCents, locale));
    expect(await shown("vat")).toBe(eur(line("import_vat").eurCents, locale));
    expect(await shown("total")).toBe(eur(cost.totalEurCents, locale));
  }, 30_000);
});

describe("the /logistics freight table", () => {
  it("quotes the calculator's default ocean freight from each port", () => {
    expect(OCEAN_FREIGHT_USD_CENTS).toEqual(DEFAULT_COST_SETTINGS["costs.oceanFreight"].ports);
  });
});
