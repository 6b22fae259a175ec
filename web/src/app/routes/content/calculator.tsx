import { CalculatorPage } from "@/features/calculator/components/calculator-page";

/** /calculator (spec section 2, marked new): the landed-cost calculator, its assumptions in the query string. */
export function CalculatorRoute() {
  return <CalculatorPage />;
}
