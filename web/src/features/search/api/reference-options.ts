// The make, model, damage and yard lists of the search form, from the reference files
// (docs/product/search.md#reference-data) per platform and vehicle type. Failures are only logged and give empty lists,
// so the form still works by hand.
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import type { DamageType, VehicleMake, YardLocation } from "@app/shared/reference-data/reference-data.schemas";
import { referenceCache, type ReferenceFileName, type ReferencePlatform } from "@/lib/reference-cache";
import type { SearchFilters } from "../search-params";

/** Whose lists the form shows: all platforms and "both" use IAAI's (docs/product/search.md#reference-data). */
export function referencePlatform(platform: SearchFilters["platform"]): ReferencePlatform {
  return platform === "copart" || platform === "europe" ? platform : "iaai";
}

/** The make file of a vehicle type: passenger vehicles come from automobile.json, which lists every model. */
function makeFile(vehicleType: SearchFilters["vehicleType"]): ReferenceFileName {
  return vehicleType === "motorcycle" || vehicleType === "atv" ? vehicleType : "automobile";
}

function listOf<T>(data: Record<string, unknown>, key: string): T[] {
  const list = data[key];
  return Array.isArray(list) ? (list as T[]) : [];
}

const NONE: never[] = [];

/**
 * A reference list, deferred: a list arrives as a synchronous update (a query result), and the hundreds of options it
 * adds to the form are then drawn in a background render that React slices, not in one long task.
 */
function useReferenceList<T>(platform: ReferencePlatform, file: ReferenceFileName, key: string): T[] {
  const query = useQuery({
    queryKey: ["reference", platform, file],
    queryFn: async () => listOf<T>(await referenceCache().get(platform, file), key),
    staleTime: Infinity,
  });
  return useDeferredValue(query.data ?? NONE);
}

export function useVehicleMakes(platform: SearchFilters["platform"], vehicleType: SearchFilters["vehicleType"]) {
  return useReferenceList<VehicleMake>(referencePlatform(platform), makeFile(vehicleType), "vehicleMakes");
}

export function useDamageTypes(platform: SearchFilters["platform"]) {
  return useReferenceList<DamageType>(referencePlatform(platform), "damage", "damageTypes");
}

export function useYards(platform: SearchFilters["platform"]) {
  return useReferenceList<YardLocation>(referencePlatform(platform), "yards", "yardLocations");
}
