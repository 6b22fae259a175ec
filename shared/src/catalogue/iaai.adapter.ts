// IAAI: the mobile search item (POST mappproxy.iaai.com/api/mobilesearch/search -> results[].data, camelCase),
// the mobile inventory details (GetInventoryDetails -> inventoryResult.attributes in PascalCase plus key/value
// sections), the web lot page's ProductDetailsVM (inventoryView.*, auctionInformation) and a bare attributes
// block. The two APIs spell the same names in different cases (odoValue / ODOValue), so fields are looked up
// case-insensitively across every block of the item (samples: test/fixtures/provider-samples).
import type { LotRecord } from "./lot.schemas.ts";
import {
  bodyStyleOf,
  colourOf,
  cylindersOf,
  drivelineOf,
  fuelTypeOf,
  odometerBrandOf,
  titleGroupOf,
  transmissionOf,
  vehicleTypeOf,
} from "./lot-vocabulary.ts";
import { defineAdapter } from "./define-adapter.ts";
import { describePayload, looksLikeListing } from "./listing-shape.ts";
import { absentFields, excerptOf, firstGiven, ItemReading, skip } from "./item-reading.ts";
import type { ReadOutcome } from "./provider-adapter.ts";
import { IAAI_ZONE } from "./provider-time.ts";
import { MAX_AUCTION_AMOUNT } from "../money/amounts.ts";
import {
  asArray,
  asObject,
  bool,
  first,
  isObject,
  odometerOf as odometerMiles,
  postalCode,
  stateCode,
  str,
  upper,
  vin,
  type RawObject,
} from "./raw-values.ts";
import { currencySchema } from "../money/money.schemas.ts";

/**
 * The mobile search item's `data`: the fields the captured sample shows, plus further IAAI attribute names in the
 * mobile API's camelCase (the demo catalogue fills them; a live feed may carry any subset).
 */
export interface IaaiSearchData {
  id?: string;
  itemId?: string;
  stockNumber?: string;
  year?: string;
  make?: string;
  model?: string;
  series?: string;
  /** The title document with its state, e.g. "CLEAR-PA", "SALVAGE CERTIFICATE-TX". */
  title?: string;
  saleDocument?: string;
  auctionDateTime?: string;
  vehiclePrimaryImageUrl?: string;
  odoValue?: string;
  currency?: string;
  branchName?: string;
  city?: string;
  state?: string;
  market?: string;
  vin?: string;
  vinMask?: string;
  odoBrand?: string;
  primaryDamageDesc?: string;
  secondaryDamageDesc?: string;
  lossTypeDesc?: string;
  bodyStyleName?: string;
  engine?: string;
  cylinders?: string;
  fuelTypeDesc?: string;
  transmission?: string;
  driveLineTypeDesc?: string;
  exteriorColor?: string;
  interiorColor?: string;
  keys?: string;
  runAndDrive?: string;
  startsDesc?: string;
  airbagState?: string;
  titleState?: string;
  branchNumber?: string;
  zipCode?: string;
  lane?: string;
  inventoryStatus?: string;
  inventoryType?: string;
  highBidAmount?: number;
  minimumBidAmount?: number;
  buyNowPrice?: number;
  buyNowIndicator?: boolean;
  isSold?: boolean;
  auctionStatus?: string;
  imageUrls?: string[];
  [key: string]: unknown;
}

/** One item of the mobile search response's `results`. */
export interface IaaiItem {
  data: IaaiSearchData;
  [key: string]: unknown;
}

/** Case-insensitive view over the blocks of one IAAI item; the first block that has a value wins. */
class Fields {
  private readonly map = new Map<string, unknown>();
  /** Later blocks' values of a key already in `map`, for the few fields where a later block may hold the usable one. */
  private readonly later = new Map<string, unknown[]>();
  /** imageInformation.images (StandardImages / ThumbnailImages) of the inventory details. */
  images: RawObject | null = null;
  /** inventoryResult.imageDimensions.keys: image keys for the resizer. */
  imageKeys: unknown[] = [];

  /** Every key given in some block, null and blank values included (absent fields are the others). */
  readonly present = new Set<string>();

  add(block: RawObject | null): this {
    if (!block) return this;
    for (const k in block) {
      if (!Object.hasOwn(block, k)) continue;
      const v = block[k];
      if (v === undefined) continue;
      const key = k.toLowerCase();
      this.present.add(key);
      if (v === null || (typeof v === "string" && v.trim() === "")) continue;
      if (!this.map.has(key)) this.map.set(key, v);
      else {
        const values = this.later.get(key);
        if (values) values.push(v);
        else this.later.set(key, [v]);
      }
    }
    return this;
  }

  /** `{key, value}` lists as IAAI sends them: a bare array, `{$values: [...]}`, or already a plain object. */
  addSection(section: unknown): this {
    const o = asObject(section);
    const list = Array.isArray(section) ? section : Array.isArray(o?.$values) ? o.$values : null;
    if (!list) return this.add(o);
    const block: RawObject = {};
    for (const entry of list) {
      const e = asObject(entry);
      const key = str(e?.key);
      if (key && e && block[key] === undefined) block[key] = e.value;
    }
    return this.add(block);
  }

  /** Every value of these names across all blocks, in lookup order. */
  getAll(...names: string[]): unknown[] {
    return names.flatMap((n) => {
      const key = n.toLowerCase();
      const first = this.map.get(key);
      return first === undefined ? [] : [first, ...(this.later.get(key) ?? [])];
    });
  }

  get(...names: string[]): unknown {
    for (const n of names) {
      const v = this.map.get(n.toLowerCase());
      if (v !== undefined) return v;
    }
    return null;
  }
}

/** The stock number where IAAI's answers usually carry it (the item, its data or inventory block), without reading it. */
function stockNumberGuess(raw: unknown): string | null {
  const o = asObject(raw);
  if (!o) return null;
  for (const block of [o, asObject(o.data), asObject(o.inventoryResult), asObject(o.inventoryView)]) {
    const n = block && digits(block.stockNumber ?? block.StockNumber);
    if (n) return n;
  }
  return null;
}

function fieldsOf(raw: unknown): Fields | null {
  const o = asObject(raw);
  if (!o) return null;
  const fields = new Fields();
  const inventory = asObject(o.inventoryResult) ?? asObject(o.inventoryView);
  const auction = asObject(o.auctionInformation);
  const item = asObject(o.data) ?? o;
  for (const block of [inventory, item]) {
    if (!block) continue;
    fields.add(asObject(block.attributes));
  }
  fields.add(item);
  if (inventory) fields.add(inventory);
  fields.add(auction).add(asObject(auction?.biddingInformation));
  for (const block of [inventory, item]) {
    if (!block) continue;
    fields.addSection(block.vehicleInformation).addSection(block.vehicleDescription).addSection(block.saleInformation);
  }
  const imageInformation = asObject(o.imageInformation) ?? asObject(inventory?.imageInformation);
  fields.images = asObject(imageInformation?.images);
  fields.imageKeys = asArray(asObject(inventory?.imageDimensions)?.keys);
  if (imageInformation) fields.present.add("#images");
  if (inventory?.imageDimensions !== undefined) fields.present.add("#imagekeys");
  return fields;
}

const digits = (v: unknown) => {
  const s = str(v);
  return s !== null && /^[0-9]{1,20}$/.test(s) && /[1-9]/.test(s) ? s : null;
};

/** "46203349~US" -> "46203349". */
const idPrefix = (v: unknown) => digits(str(v)?.split("~")[0]);

const STOCK_NUMBER_KEYS = ["StockNumber", "StockHash", "stock"] as const;

/** The first usable stock number (IAAI's lot number) over every block: a garbled one does not hide a good one. */
const stockNumberOf = (f: Fields) => first(...f.getAll(...STOCK_NUMBER_KEYS).map((v) => digits(v)));

/** "CLEAR-PA" -> ["CLEAR", "PA"]; "REBUILDABLE (Florida)" -> ["REBUILDABLE", "FL"]. */
function splitTitle(v: unknown): { type: string | null; state: string | null } {
  const s = str(v);
  if (!s) return { type: null, state: null };
  const paren = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(s);
  if (paren?.[1] !== undefined && stateCode(paren[2])) return { type: upper(paren[1]), state: stateCode(paren[2]) };
  const dash = /^(.*?)\s*-\s*([A-Za-z]{2})$/.exec(s);
  if (dash?.[1] && stateCode(dash[2])) return { type: upper(dash[1]), state: stateCode(dash[2]) };
  return { type: upper(s), state: null };
}

/** "Black/ Unknown" (ExteriorInterior) -> exterior and interior. */
function splitColours(v: unknown): [string | null, string | null] {
  const s = str(v);
  if (!s) return [null, null];
  const [ext, int] = s.split("/");
  return [str(ext), str(int)];
}

/** Full-size and thumbnail resizer URLs (845x633 and 400x300, the sizes IAAI's apps use). */
function resized(url: string, width: number, height: number): string {
  return url.replace(/([?&])width=\d+/, `$1width=${width}`).replace(/([?&])height=\d+/, `$1height=${height}`);
}

function imagesOf(f: Fields, reading: ItemReading): { imageUrls: string[]; thumbnailUrl: string | null } {
  const images = f.images;
  const values = (list: unknown, field: string) =>
    asArray(list)
      .map((e) => reading.imageUrl(field, isObject(e) ? e.value : e))
      .filter((u): u is string => u !== null);
  const standard = values(firstGiven(images?.StandardImages, images?.standardImages), "imageUrls");
  const thumbs = values(firstGiven(images?.ThumbnailImages, images?.thumbnailImages), "thumbnailUrl");
  const fromKeys = f.imageKeys
    .map((k) => str(asObject(k)?.k))
    .filter((k): k is string => k !== null)
    .map((k) => `https://vis.iaai.com/resizer?imageKeys=${encodeURIComponent(k)}&width=845&height=633`);
  const listed = values(f.get("imageUrls"), "imageUrls");
  const primary = reading.imageUrl("thumbnailUrl", f.get("vehiclePrimaryImageUrl", "primaryImageUrl", "KeyImageLink"));
  const primaryFull = primary && /vis\.iaai\.com\/resizer/.test(primary) ? resized(primary, 845, 633) : primary;
  const imageUrls = [...new Set([...standard, ...(standard.length ? [] : fromKeys), ...listed])];
  if (imageUrls.length === 0 && primaryFull) imageUrls.push(primaryFull);
  const firstUrl = imageUrls[0];
  const thumbnailUrl =
    thumbs[0] ??
    primary ??
    (firstUrl && /vis\.iaai\.com\/resizer/.test(firstUrl) ? resized(firstUrl, 400, 300) : (firstUrl ?? null));
  return { imageUrls, thumbnailUrl };
}

/** IAAI's odometer: ODOValue (+ ODOUoM), or the display text "76,471 mi (Actual)"; the ceiling is in its unit. */
function odometerOf(f: Fields, reading: ItemReading): number | null {
  const text = str(f.get("Odometer"));
  const value = reading.odometer("odometerMiles", firstGiven(f.get("ODOValue", "odometerReading"), text));
  const unit = upper(f.get("ODOUoM")) ?? (text && /\bkm\b/i.test(text) ? "KM" : "MI");
  if (value === null) return null;
  return odometerMiles(unit === "KM" ? value / 1.609344 : value);
}

function countryOf(f: Fields): string | null {
  const c = upper(f.get("Country", "CountryCode"));
  if (c) return c === "US" || c === "UNITED STATES" ? "USA" : c;
  const market = upper(f.get("market", "Market", "Tenant"));
  if (!market) return null;
  if (/UNITED ?STATES|^US$/.test(market)) return "USA";
  if (/CANADA|^CA$/.test(market)) return "CAN";
  return null;
}

/**
 * The record's fields and the IAAI names they are read from (any case, any block): a field whose names are all
 * absent from an item is listed as absent, so the stored lot keeps its value (docs/feeds/iaai.md#absent-fields).
 */
export const IAAI_FIELD_KEYS = {
  itemId: ["SalvageId", "Id", "itemId"],
  vehicleType: ["InventoryType", "Vehicle", "VehicleType"],
  year: ["Year"],
  make: ["Make"],
  model: ["Model"],
  trim: ["Series", "Trim"],
  title: ["YearMakeModelSeries", "Year", "Make", "Model", "Series", "Trim"],
  subtitle: ["Series", "Trim"],
  bodyStyle: ["BodyStyleName", "BodyStyle", "VehicleClass"],
  vin: ["VIN", "VINMask"],
  vinMasked: ["VIN", "VINMask"],
  odometerMiles: ["ODOValue", "odometerReading", "Odometer"],
  odometerBrand: ["ODOBrand", "OdometerBrand", "Odometer"],
  primaryDamage: ["PrimaryDamageDesc", "PrimaryDamage"],
  secondaryDamage: ["SecondaryDamageDesc", "SecondaryDamage"],
  damageDescription: ["PrimaryDamageDesc", "PrimaryDamage", "SecondaryDamageDesc", "SecondaryDamage"],
  titleType: ["TitleSaleDoc", "Title", "saleDocument"],
  titleGroup: ["TitleBrand", "TitleSaleDoc", "Title", "saleDocument", "TitleCode"],
  titleState: ["TitleState", "TitleSaleDoc", "Title", "saleDocument"],
  titleNotes: ["TitleNotes"],
  exteriorColor: ["ExteriorColor", "Color", "Colour", "ExteriorInterior"],
  interiorColor: ["InteriorColor", "ExteriorInterior"],
  runsDrives: ["RunAndDrive", "RunAndDriveInd", "StartsDesc", "StartCode"],
  hasKeys: ["Keys", "KeySlashFob", "KeyFOB", "HasKeys"],
  engine: ["Engine", "EngineSize"],
  cylinders: ["Cylinders", "Engine", "EngineSize"],
  fuelType: ["FuelTypeDesc", "FuelType"],
  transmission: ["Transmission", "TransmissionDesc"],
  driveline: ["DriveLineTypeDesc", "DriveLineType", "DriveTrain"],
  airbags: ["AirbagState", "Airbags"],
  location: ["City", "State", "BranchState", "StateCode", "BranchName", "SellingBranch"],
  branch: ["BranchName", "SellingBranch"],
  region: ["State", "BranchState", "StateCode", "BranchName", "SellingBranch"],
  country: ["Country", "CountryCode", "market", "Tenant"],
  city: ["City"],
  postalCode: ["ZipCode", "Zip", "PostalCode"],
  yardNumber: ["BranchNumber", "branchId", "BranchCode"],
  laneRun: ["Lane"],
  startCode: ["StartsDesc", "StartCode"],
  loss: ["LossTypeDesc", "Loss"],
  bidStatus: ["BidStatus"],
  lotAuctionStatus: ["AuctionStatus", "InventoryStatus"],
  saleStatus: ["SaleStatus"],
  buyerHighBidder: ["isHighBidder", "isHighPrebidder"],
  isSold: ["IsSold", "Sold", "buyNowSold"],
  currentBidCents: ["HighBidAmount", "decimalHighBidAmount", "CurrentBid", "currentBidAmount"],
  minBidCents: ["MinimumBidAmount"],
  buyNowPriceCents: ["BuyNowPrice", "buyNowAmount"],
  buyNowUrl: ["BuyNowPrice", "buyNowAmount", "BuyNowIndicator", "buyNowInd"],
  auctionDate: ["AuctionDateTime", "ActnDtTm", "AuctionDate"],
  imageUrls: ["#images", "#imageKeys", "imageUrls", "vehiclePrimaryImageUrl", "primaryImageUrl", "KeyImageLink"],
  thumbnailUrl: ["#images", "imageUrls", "vehiclePrimaryImageUrl", "primaryImageUrl", "KeyImageLink"],
} as const satisfies Partial<Record<keyof LotRecord, readonly string[]>>;

function readIaai(raw: unknown): ReadOutcome {
  const f = fieldsOf(raw);
  if (!f) return skip("not-an-object", "the item is not an object", null, { field: "(item)", value: raw });
  const lotNumber = stockNumberOf(f);
  if (!lotNumber) {
    const given = f.getAll(...STOCK_NUMBER_KEYS)[0];
    return given !== undefined
      ? skip("bad-lot-number", "the stock number is not a lot number", null, { field: "StockNumber", value: given })
      : skip("no-lot-number", "the item has no stock number (StockNumber, stockNumber)", null);
  }
  const currencyRaw = f.getAll("Currency")[0];
  const currency = currencyRaw === undefined ? "USD" : currencySchema.safeParse(upper(currencyRaw)).data;
  if (!currency)
    return skip("unknown-currency", `currency ${excerptOf(currencyRaw)} is not one the product knows`, lotNumber, {
      field: "Currency",
      value: currencyRaw,
    });
  const reading = new ItemReading(lotNumber, MAX_AUCTION_AMOUNT);
  const itemId = first(idPrefix(f.get("SalvageId")), idPrefix(f.get("Id")), digits(f.get("itemId", "itemID")));
  const fullVin = vin(f.get("VIN"));
  const parsedVin = fullVin && !fullVin.masked ? fullVin : vin(f.get("VINMask", "vinMask"));
  const make = upper(f.get("Make"));
  const model = upper(f.get("Model"));
  const series = upper(f.get("Series", "Trim"));
  const titleText = first(str(f.get("TitleSaleDoc")), str(f.get("Title")), str(f.get("saleDocument")));
  const title = splitTitle(titleText);
  const [extColour, intColour] = splitColours(f.get("ExteriorInterior"));
  const engine = str(f.get("Engine", "EngineSize"));
  const country = countryOf(f);
  const city = upper(f.get("City"));
  const branch = str(f.get("BranchName", "SellingBranch"));
  // Branch names carry the state: "Dundalk (MD)".
  const region =
    stateCode(f.get("State", "BranchState", "StateCode")) ?? stateCode(branch?.match(/\(([A-Za-z]{2})\)\s*$/)?.[1]);
  const buyNowPriceCents = reading.cents("buyNowPriceCents", f.get("BuyNowPrice", "buyNowAmount"), {
    zeroIsNone: true,
  });
  // BuyNowIndicator (web search) / buyNowInd (lot page) say buy-now is offered even when no price came with it.
  const buyNowOffered = buyNowPriceCents !== null || bool(f.get("BuyNowIndicator", "buyNowInd")) === true;
  const runAndDrive = bool(f.get("RunAndDrive", "RunAndDriveInd"));
  const startsDesc = upper(f.get("StartsDesc", "StartCode"));
  const lane = str(f.get("Lane"));
  const lotUrl = itemId ? `https://www.iaai.com/VehicleDetail/${itemId}~US` : null;

  const images = imagesOf(f, reading);
  return reading.finish(
    {
      platform: "iaai",
      lotNumber,
      stockNumber: lotNumber,
      itemId,
      vehicleType: vehicleTypeOf(f.get("InventoryType", "Vehicle", "VehicleType")),
      year: reading.year("year", f.get("Year")),
      make,
      model,
      trim: series,
      title: str(f.get("YearMakeModelSeries")),
      subtitle: series,
      bodyStyle: bodyStyleOf(f.get("BodyStyleName", "BodyStyle", "VehicleClass")),
      vin: parsedVin?.vin ?? null,
      vinMasked: parsedVin?.masked ?? false,
      odometerMiles: odometerOf(f, reading),
      odometerBrand: odometerBrandOf(f.get("ODOBrand", "OdometerBrand"), f.get("Odometer")),
      primaryDamage: upper(f.get("PrimaryDamageDesc", "PrimaryDamage")),
      secondaryDamage: upper(f.get("SecondaryDamageDesc", "SecondaryDamage")),
      titleType: title.type,
      titleGroup: titleGroupOf(f.get("TitleBrand"), titleText, f.get("saleDocument"), f.get("TitleCode")),
      titleState: stateCode(f.get("TitleState")) ?? title.state,
      titleNotes: str(f.get("TitleNotes")),
      exteriorColor: colourOf(f.get("ExteriorColor", "Color", "Colour") ?? extColour),
      interiorColor: colourOf(f.get("InteriorColor") ?? intColour),
      // Copart's wording, so one runs-and-drives filter and badge serve both providers.
      runsDrives: runAndDrive === true || /RUNS?\s*(&|AND)\s*DRIVE/.test(startsDesc ?? "") ? "RUNS AND DRIVES" : null,
      hasKeys: bool(f.get("Keys", "KeySlashFob", "KeyFOB", "HasKeys")),
      engine,
      cylinders: cylindersOf(f.get("Cylinders"), engine),
      fuelType: fuelTypeOf(f.get("FuelTypeDesc", "FuelType")),
      transmission: transmissionOf(f.get("Transmission", "TransmissionDesc")),
      driveline: drivelineOf(f.get("DriveLineTypeDesc", "DriveLineType", "DriveTrain")),
      airbags: upper(f.get("AirbagState", "Airbags")),
      location: city && region ? `${city}, ${region}` : (city ?? branch),
      branch,
      region,
      country,
      city,
      postalCode: postalCode(f.get("ZipCode", "Zip", "PostalCode"), country),
      yardNumber: reading.count("yardNumber", f.get("BranchNumber", "branchId", "BranchCode")),
      laneRun: lane,
      startCode: startsDesc,
      loss: upper(f.get("LossTypeDesc", "Loss")),
      bidStatus: upper(f.get("BidStatus")),
      counterBidStatus: null,
      lotAuctionStatus: upper(f.get("AuctionStatus", "InventoryStatus")),
      saleStatus: upper(f.get("SaleStatus")),
      buyerHighBidder: bool(f.get("isHighBidder", "isHighPrebidder")),
      isSold: bool(f.get("IsSold", "Sold", "buyNowSold")) === true,
      currency,
      currentBidCents: reading.cents(
        "currentBidCents",
        f.get("HighBidAmount", "decimalHighBidAmount", "CurrentBid", "currentBidAmount"),
      ),
      minBidCents: reading.cents("minBidCents", f.get("MinimumBidAmount"), { zeroIsNone: true }),
      buyNowPriceCents,
      buyNowUrl: buyNowOffered ? lotUrl : null,
      // An explicit offset wins; IAAI's wall-clock text is read at its display offset.
      auctionDate: reading.time("auctionDate", f.get("AuctionDateTime", "ActnDtTm", "AuctionDate"), IAAI_ZONE),
      ...images,
      originalData: raw as LotRecord["originalData"],
    },
    absentFields(IAAI_FIELD_KEYS, (key) => f.present.has(key.toLowerCase())),
  );
}

/** Mobile search response, a list, or one item (search item, inventory details, lot page VM, attributes). */
function extractIaaiItems(payload: unknown): IaaiItem[] | null {
  if (Array.isArray(payload)) return payload as IaaiItem[];
  const o = asObject(payload);
  if (!o) return null;
  for (const key of ["results", "vehicles", "items"]) {
    const list = o[key];
    if (Array.isArray(list)) return list as IaaiItem[];
  }
  const f = fieldsOf(o);
  return f && f.getAll(...STOCK_NUMBER_KEYS).length > 0 ? [o as IaaiItem] : null;
}

export const iaaiAdapter = defineAdapter<IaaiItem>({
  platform: "iaai",
  lotNumberOf: stockNumberGuess,
  listingPaths: ["$.*", "$.results.*", "$.vehicles.*", "$.items.*"],
  readPage: (payload) => {
    const items = extractIaaiItems(payload);
    if (items) return { shape: "items", items };
    return looksLikeListing(payload)
      ? { shape: "items", items: [] }
      : { shape: "unknown", reason: describePayload(payload, "no lot list (results, vehicles, items) or vehicle") };
  },
  read: readIaai,
});
