// The adapter of each provider we ingest, for code that picks one by platform (ingestion sources, file imports).
import { copartAdapter } from "./copart.adapter.ts";
import { europeAdapter } from "./europe.adapter.ts";
import { iaaiAdapter } from "./iaai.adapter.ts";
import type { Platform } from "./lot.schemas.ts";
import type { ProviderAdapter } from "./provider-adapter.ts";

export const PROVIDER_ADAPTERS = {
  copart: copartAdapter,
  iaai: iaaiAdapter,
  europe: europeAdapter,
} as const satisfies Record<Platform, ProviderAdapter>;

export type AdaptedPlatform = keyof typeof PROVIDER_ADAPTERS;

export function adapterFor(platform: Platform): ProviderAdapter | null {
  return platform in PROVIDER_ADAPTERS ? PROVIDER_ADAPTERS[platform as AdaptedPlatform] : null;
}
