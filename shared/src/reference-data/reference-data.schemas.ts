// Reference files of GET /json/{platform}/{file}.json (docs/product/api.md#reference-files): manufacturers
// (vehicleMakes with group, groupName, description, code, models), damage types (code, description) and yards
// (yardName, yardNumber). Every option also carries value, label and key, so a select can use it as it is.
import { z } from "zod";

export const REFERENCE_FILES = ["damage", "yards", "automobile", "suv", "pickup", "motorcycle", "atv"] as const;
export const referenceFileSchema = z.enum(REFERENCE_FILES);
export type ReferenceFile = z.infer<typeof referenceFileSchema>;

export const VEHICLE_MAKE_FILES = ["automobile", "suv", "pickup", "motorcycle", "atv"] as const;
export type VehicleMakeFile = (typeof VEHICLE_MAKE_FILES)[number];

/**
 * The platform segment of the path -> whose lists it serves. "both" searches both auctions and uses IAAI's lists
 * (docs/product/api.md#reference-files); "europe" serves the European makes, damage types and auction locations.
 */
export const REFERENCE_PLATFORM_PATHS = { copart: "copart", iaai: "iaai", both: "iaai", europe: "europe" } as const;
export type ReferencePlatformPath = keyof typeof REFERENCE_PLATFORM_PATHS;
export type ReferenceSource = (typeof REFERENCE_PLATFORM_PATHS)[ReferencePlatformPath];

export function referenceSourceOf(path: string): ReferenceSource | null {
  return Object.hasOwn(REFERENCE_PLATFORM_PATHS, path) ? REFERENCE_PLATFORM_PATHS[path as ReferencePlatformPath] : null;
}

const option = { value: z.string(), label: z.string(), key: z.string() };

export const vehicleModelOptionSchema = z.object({ ...option, code: z.string(), description: z.string() });
export const vehicleMakeSchema = z.object({
  ...option,
  /** The vehicle category of the file ("automobile", "suv", ...). */
  group: z.string(),
  groupName: z.string(),
  description: z.string(),
  code: z.string(),
  models: z.array(vehicleModelOptionSchema),
});
export const damageTypeSchema = z.object({ ...option, code: z.string(), description: z.string() });
export const yardLocationSchema = z.object({
  ...option,
  /** As the provider writes it on a lot (Copart "CT - HARTFORD SPRINGFIELD", IAAI "Bridgeport (PA)"). */
  yardName: z.string(),
  yardNumber: z.number().int(),
  city: z.string(),
  state: z.string(),
});

export const vehicleMakesFileSchema = z.object({ vehicleMakes: z.array(vehicleMakeSchema) });
export const damageTypesFileSchema = z.object({ damageTypes: z.array(damageTypeSchema) });
export const yardLocationsFileSchema = z.object({ yardLocations: z.array(yardLocationSchema) });

export type VehicleModelOption = z.infer<typeof vehicleModelOptionSchema>;
export type VehicleMake = z.infer<typeof vehicleMakeSchema>;
export type DamageType = z.infer<typeof damageTypeSchema>;
export type YardLocation = z.infer<typeof yardLocationSchema>;
export type ReferenceFileContent =
  | z.infer<typeof vehicleMakesFileSchema>
  | z.infer<typeof damageTypesFileSchema>
  | z.infer<typeof yardLocationsFileSchema>;
