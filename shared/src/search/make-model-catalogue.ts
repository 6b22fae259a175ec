// The make/model catalogue the phrase parser, the provider mapping and the reference files share: the 64 makes
// and 852 models of data/us-make-model-catalog.json (bundled in the repository as the demo reference, so nothing
// reads the shared data folder at run time). Codes are the catalogue names upper-cased ("MERCEDES-BENZ",
// "F-150"), which is how both providers spell most makes and models in their lot data.
import { DEMO_REFERENCE } from "../catalogue/bundled-demo-reference.ts";

export interface CatalogueModel {
  /** Canonical code: the catalogue name upper-cased ("F-150", "328I", "GRAND CHEROKEE"). */
  code: string;
  /** Display name as the catalogue writes it ("F-150", "328i", "Grand Cherokee"). */
  name: string;
  makeCode: string;
}

export interface CatalogueMake {
  code: string;
  name: string;
  models: CatalogueModel[];
}

export const makeCodeOf = (name: string) => name.trim().toUpperCase().replace(/\s+/g, " ");

export const MAKE_MODEL_CATALOGUE: readonly CatalogueMake[] = DEMO_REFERENCE.makes.map((m) => {
  const code = makeCodeOf(m.name);
  const seen = new Set<string>();
  const models: CatalogueModel[] = [];
  for (const name of m.models) {
    const modelCode = makeCodeOf(name);
    if (seen.has(modelCode)) continue;
    seen.add(modelCode);
    models.push({ code: modelCode, name, makeCode: code });
  }
  return { code, name: m.name, models };
});

const MAKES_BY_CODE = new Map(MAKE_MODEL_CATALOGUE.map((m) => [m.code, m]));

export function catalogueMake(code: string): CatalogueMake | undefined {
  return MAKES_BY_CODE.get(makeCodeOf(code));
}

export function catalogueModel(makeCode: string, modelCode: string): CatalogueModel | undefined {
  const code = makeCodeOf(modelCode);
  return catalogueMake(makeCode)?.models.find((m) => m.code === code);
}
