// GET /api/calculator/options: the yards with a towing rate (and their port) and the European countries with a
// truck rate, with the dates of those tables.
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export interface CalculatorYard {
  platform: "copart" | "iaai";
  yard: string;
  city: string;
  port: "los-angeles" | "houston" | "new-jersey" | "savannah";
}

export interface CalculatorOptions {
  yards: CalculatorYard[];
  yardsAsOf: string;
  countries: string[];
  countriesAsOf: string;
}

export function useCalculatorOptions() {
  return useQuery({
    queryKey: ["calculator", "options"],
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ success: true; data: CalculatorOptions }>("/api/calculator/options", { signal })).data,
    staleTime: 10 * 60_000,
  });
}
