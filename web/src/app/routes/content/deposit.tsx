import { CtaBand } from "@/components/layouts/cta-band";
import type { ContentChapter } from "@/components/layouts/content-blocks";
import { ContentPage } from "@/components/layouts/content-page";
import { RELATED } from "./related-pages";

const p = "content.deposit" as const;

// The rules stated here are the product's: bidding power = 10 x available (shared/src/money/fx.ts), a 10% hold per
// bid or Buy Now request, released on cancel, reject, loss or withdrawal and after a win's first bill is paid
// (api/src/features/bids), refunds frozen on request and paid out by bank transfer (api/src/features/transactions).
const chapters: readonly ContentChapter[] = [
  {
    id: "power",
    title: `${p}.power.title`,
    blocks: [
      { kind: "p", text: `${p}.power.p1` },
      {
        kind: "table",
        caption: `${p}.power.caption`,
        head: [`${p}.power.head.figure`, `${p}.power.head.meaning`],
        rows: [
          [`${p}.power.balance`, `${p}.power.balanceBody`],
          [`${p}.power.frozen`, `${p}.power.frozenBody`],
          [`${p}.power.available`, `${p}.power.availableBody`],
          [`${p}.power.power`, `${p}.power.powerBody`],
        ],
      },
    ],
  },
  {
    id: "top-up",
    title: `${p}.topUp.title`,
    blocks: [
      {
        kind: "steps",
        steps: (["s1", "s2", "s3"] as const).map((s) => ({
          title: `${p}.topUp.${s}.title`,
          body: `${p}.topUp.${s}.body`,
        })),
      },
    ],
  },
  {
    id: "holds",
    title: `${p}.holds.title`,
    blocks: [
      { kind: "p", text: `${p}.holds.p1` },
      { kind: "callout", tone: "info", title: `${p}.power.title`, text: `${p}.holds.example` },
      {
        kind: "list",
        items: [`${p}.holds.raise`, `${p}.holds.release`, `${p}.holds.win`, `${p}.holds.buyNow`],
      },
    ],
  },
  {
    id: "refund",
    title: `${p}.refund.title`,
    blocks: [
      { kind: "p", text: `${p}.refund.p1` },
      {
        kind: "steps",
        steps: (["s1", "s2", "s3"] as const).map((s) => ({
          title: `${p}.refund.${s}.title`,
          body: `${p}.refund.${s}.body`,
        })),
      },
      { kind: "callout", tone: "info", title: `${p}.refund.note.title`, text: `${p}.refund.note.body` },
    ],
  },
  {
    id: "unpaid",
    title: `${p}.unpaid.title`,
    blocks: [
      { kind: "p", text: `${p}.unpaid.p1` },
      { kind: "callout", tone: "warning", title: `${p}.unpaid.note.title`, text: `${p}.unpaid.note.body` },
    ],
  },
];

/** /deposit: bidding power, how to top up, holds on bids, refunds and what an unpaid bill costs. */
export function DepositRoute() {
  return (
    <>
      <ContentPage
        title="content.deposit.title"
        lead="content.deposit.lead"
        chapters={chapters}
        related={[RELATED.register, RELATED.howItWorks, RELATED.terms, RELATED.faq]}
      />
      <CtaBand />
    </>
  );
}
