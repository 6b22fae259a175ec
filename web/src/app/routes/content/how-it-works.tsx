import { CtaBand } from "@/components/layouts/cta-band";
import type { ContentChapter } from "@/components/layouts/content-blocks";
import { ContentPage } from "@/components/layouts/content-page";
import { RELATED } from "./related-pages";

const STEPS = ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10"] as const;

const chapters: readonly ContentChapter[] = [
  {
    id: "steps",
    title: "content.howItWorks.steps.title",
    blocks: [
      {
        kind: "steps",
        steps: STEPS.map((s) => ({
          title: `content.howItWorks.steps.${s}.title`,
          body: `content.howItWorks.steps.${s}.body`,
        })),
      },
    ],
  },
  {
    id: "timeline",
    title: "content.howItWorks.timeline.title",
    blocks: [
      { kind: "p", text: "content.howItWorks.timeline.p1" },
      {
        kind: "table",
        caption: "content.howItWorks.timeline.caption",
        head: ["content.howItWorks.timeline.stage", "content.howItWorks.timeline.time"],
        rows: [
          ["content.howItWorks.timeline.r1", "content.howItWorks.timeline.r1t"],
          ["content.howItWorks.timeline.r2", "content.howItWorks.timeline.r2t"],
          ["content.howItWorks.timeline.r3", "content.howItWorks.timeline.r3t"],
          ["content.howItWorks.timeline.r4", "content.howItWorks.timeline.r4t"],
          ["content.howItWorks.timeline.r5", "content.howItWorks.timeline.r5t"],
          ["content.howItWorks.timeline.r6", "content.howItWorks.timeline.r6t"],
        ],
      },
    ],
  },
  {
    id: "bills",
    title: "content.howItWorks.bills.title",
    blocks: [
      { kind: "p", text: "content.howItWorks.bills.p1" },
      {
        kind: "list",
        items: [
          "content.howItWorks.bills.win",
          "content.howItWorks.bills.departure",
          "content.howItWorks.bills.arrival",
        ],
      },
      {
        kind: "callout",
        tone: "info",
        title: "content.howItWorks.bills.note.title",
        text: "content.howItWorks.bills.note.body",
      },
    ],
  },
  {
    id: "europe",
    title: "content.howItWorks.europe.title",
    blocks: [{ kind: "p", text: "content.howItWorks.europe.p1" }],
  },
];

/** /how-it-works: the whole journey from deposit to registration, its timing and its three bills. */
export function HowItWorksRoute() {
  return (
    <>
      <ContentPage
        title="content.howItWorks.title"
        lead="content.howItWorks.lead"
        chapters={chapters}
        related={[RELATED.deposit, RELATED.logistics, RELATED.customs, RELATED.faq]}
      />
      <CtaBand />
    </>
  );
}
