// The demo reference kept in the repository (built from the shared data files by scripts/build-demo-reference.ts).
import referenceData from "./demo-reference.data.json" with { type: "json" };
import { parseDemoReference, type DemoReference } from "./demo-reference.ts";

export const DEMO_REFERENCE: DemoReference = parseDemoReference(referenceData);
