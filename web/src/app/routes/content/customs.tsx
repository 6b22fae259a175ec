import { CtaBand } from "@/components/layouts/cta-band";
import type { ContentChapter } from "@/components/layouts/content-blocks";
import { ContentPage } from "@/components/layouts/content-page";
import { CustomsExample, PollutionBands } from "./customs-figures";
import { RELATED } from "./related-pages";

const p = "content.customs" as const;

const chapters: readonly ContentChapter[] = [
  {
    id: "duty",
    title: `${p}.duty.title`,
    blocks: [
      { kind: "p", text: `${p}.duty.p1` },
      {
        kind: "table",
        caption: `${p}.duty.caption`,
        head: [`${p}.duty.type`, `${p}.duty.rate`],
        rows: [
          [`${p}.duty.car`, `${p}.duty.rate10`],
          [`${p}.duty.atv`, `${p}.duty.rate10`],
          [`${p}.duty.motoSmall`, `${p}.duty.rate8`],
          [`${p}.duty.motoLarge`, `${p}.duty.rate6`],
        ],
      },
    ],
  },
  { id: "vat", title: `${p}.vat.title`, blocks: [{ kind: "p", text: `${p}.vat.p1` }] },
  {
    id: "example",
    title: `${p}.example.title`,
    blocks: [
      { kind: "node", node: <CustomsExample /> },
      { kind: "callout", tone: "info", title: `${p}.example.note.title`, text: `${p}.example.note.body` },
    ],
  },
  {
    id: "registration",
    title: `${p}.registration.title`,
    blocks: [
      {
        kind: "steps",
        steps: (["s1", "s2", "s3", "s4"] as const).map((s) => ({
          title: `${p}.registration.${s}.title`,
          body: `${p}.registration.${s}.body`,
        })),
      },
    ],
  },
  {
    id: "pollution-tax",
    title: `${p}.pollution.title`,
    blocks: [
      { kind: "p", text: `${p}.pollution.p1` },
      { kind: "node", node: <PollutionBands /> },
      { kind: "callout", tone: "warning", title: `${p}.pollution.note.title`, text: `${p}.pollution.note.body` },
    ],
  },
  {
    id: "europe",
    title: `${p}.europe.title`,
    blocks: [
      { kind: "p", text: `${p}.europe.p1` },
      { kind: "list", items: [`${p}.europe.margin`, `${p}.europe.deductible`, `${p}.europe.new`] },
    ],
  },
];

/** /customs: duty and VAT on a US car, a worked example from the calculator's own code, Regitra and the EU rules. */
export function CustomsRoute() {
  return (
    <>
      <ContentPage
        title="content.customs.title"
        lead="content.customs.lead"
        chapters={chapters}
        related={[RELATED.calculator, RELATED.logistics, RELATED.tips, RELATED.faq]}
      />
      <CtaBand />
    </>
  );
}
