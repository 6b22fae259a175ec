import { CtaBand } from "@/components/layouts/cta-band";
import type { ContentChapter } from "@/components/layouts/content-blocks";
import { ContentPage } from "@/components/layouts/content-page";
import { RELATED } from "./related-pages";

const p = "content.tips" as const;

/** Copart's two-letter damage codes (the `dtc` field of a lot), in the order buyers meet them most. */
const DAMAGE_CODES = [
  ["FR", "fr"],
  ["RR", "rr"],
  ["SD", "sd"],
  ["AO", "ao"],
  ["MN", "mn"],
  ["HL", "hl"],
  ["WA", "wa"],
  ["BN", "bn"],
  ["MC", "mc"],
  ["UN", "un"],
  ["RO", "ro"],
  ["TP", "tp"],
  ["VN", "vn"],
  ["ST", "st"],
  ["NW", "nw"],
] as const;

const chapters: readonly ContentChapter[] = [
  {
    id: "budget",
    title: `${p}.budget.title`,
    blocks: [
      { kind: "p", text: `${p}.budget.p1` },
      { kind: "list", items: [`${p}.budget.repair`, `${p}.budget.max`, `${p}.budget.cutoff`] },
    ],
  },
  {
    id: "titles",
    title: `${p}.titles.title`,
    blocks: [
      { kind: "p", text: `${p}.titles.p1` },
      {
        kind: "table",
        caption: `${p}.titles.caption`,
        head: [`${p}.titles.head.title`, `${p}.titles.head.meaning`],
        rows: [
          [`${p}.titles.clean`, `${p}.titles.cleanBody`],
          [`${p}.titles.salvage`, `${p}.titles.salvageBody`],
          [`${p}.titles.rebuilt`, `${p}.titles.rebuiltBody`],
          [`${p}.titles.flood`, `${p}.titles.floodBody`],
          [`${p}.titles.junk`, `${p}.titles.junkBody`],
        ],
      },
    ],
  },
  {
    id: "damage",
    title: `${p}.damage.title`,
    blocks: [
      { kind: "p", text: `${p}.damage.p1` },
      {
        kind: "table",
        caption: `${p}.damage.caption`,
        head: [`${p}.damage.code`, `${p}.damage.meaning`],
        rows: DAMAGE_CODES.map(([code, key]) => [{ code }, `${p}.damage.${key}`]),
      },
    ],
  },
  {
    id: "condition",
    title: `${p}.condition.title`,
    blocks: [
      {
        kind: "list",
        items: [
          `${p}.condition.runDrive`,
          `${p}.condition.enhanced`,
          `${p}.condition.engineStart`,
          `${p}.condition.stationary`,
          `${p}.condition.keys`,
          `${p}.condition.odometer`,
        ],
      },
    ],
  },
  {
    id: "history",
    title: `${p}.history.title`,
    blocks: [{ kind: "list", items: [`${p}.history.vin`, `${p}.history.seller`, `${p}.history.sale`] }],
  },
  {
    id: "photos",
    title: `${p}.photos.title`,
    blocks: [
      { kind: "list", items: [`${p}.photos.gaps`, `${p}.photos.airbags`, `${p}.photos.interior`] },
      { kind: "callout", tone: "info", title: `${p}.photos.title`, text: `${p}.photos.ask` },
    ],
  },
];

/** /tips: budgeting a bid and reading a lot: title types, damage and condition codes, history and photos. */
export function TipsRoute() {
  return (
    <>
      <ContentPage
        title="content.tips.title"
        lead="content.tips.lead"
        chapters={chapters}
        related={[RELATED.search, RELATED.calculator, RELATED.customs, RELATED.faq]}
      />
      <CtaBand />
    </>
  );
}
