import { CalculatorPage } from "@/features/calculator/components/calculator-page";

/**
 * /calculator (docs/product/bills-and-logistics.md#calculator): the calculator, its assumptions in the query string.
 */
export function CalculatorRoute() {
  return <CalculatorPage />;
}
