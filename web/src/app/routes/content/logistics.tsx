import { CtaBand } from "@/components/layouts/cta-band";
import type { ContentChapter } from "@/components/layouts/content-blocks";
import { ContentPage } from "@/components/layouts/content-page";
import { OceanFreightTable } from "./logistics-freight";
import { RELATED } from "./related-pages";

const p = "content.logistics" as const;

const chapters: readonly ContentChapter[] = [
  {
    id: "route",
    title: `${p}.route.title`,
    blocks: [
      {
        kind: "steps",
        steps: (["s1", "s2", "s3", "s4", "s5"] as const).map((s) => ({
          title: `${p}.route.${s}.title`,
          body: `${p}.route.${s}.body`,
        })),
      },
    ],
  },
  {
    id: "ports",
    title: `${p}.ports.title`,
    blocks: [
      { kind: "p", text: `${p}.ports.p1` },
      { kind: "node", node: <OceanFreightTable /> },
      { kind: "callout", tone: "info", title: `${p}.ports.note.title`, text: `${p}.ports.note.body` },
    ],
  },
  {
    id: "documents",
    title: `${p}.documents.title`,
    blocks: [
      { kind: "p", text: `${p}.documents.p1` },
      { kind: "list", items: [`${p}.documents.title1`, `${p}.documents.bol`, `${p}.documents.declaration`] },
    ],
  },
  { id: "tracking", title: `${p}.tracking.title`, blocks: [{ kind: "p", text: `${p}.tracking.p1` }] },
  { id: "europe", title: `${p}.europe.title`, blocks: [{ kind: "p", text: `${p}.europe.p1` }] },
];

/** /logistics: the route from a US yard to Klaipėda, ports and freight, documents, tracking, and EU lots by truck. */
export function LogisticsRoute() {
  return (
    <>
      <ContentPage
        title="content.logistics.title"
        lead="content.logistics.lead"
        chapters={chapters}
        related={[RELATED.customs, RELATED.calculator, RELATED.howItWorks, RELATED.faq]}
      />
      <CtaBand />
    </>
  );
}
