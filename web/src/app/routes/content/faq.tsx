import type { ContentChapter } from "@/components/layouts/content-blocks";
import { ContentPage } from "@/components/layouts/content-page";
import { RELATED } from "./related-pages";

const f = "content.faq" as const;
const qa = <K extends string>(key: K) => ({ q: `${f}.q.${key}`, a: `${f}.a.${key}` }) as const;

const chapters: readonly ContentChapter[] = [
  {
    id: "deposit-and-bidding",
    title: `${f}.money.title`,
    blocks: [{ kind: "faq", items: [qa("deposit"), qa("refund"), qa("hold"), qa("pay"), qa("change"), qa("cutoff")] }],
  },
  {
    id: "costs",
    title: `${f}.costs.title`,
    blocks: [{ kind: "faq", items: [qa("total"), qa("fee"), qa("taxes"), qa("currency"), qa("business")] }],
  },
  {
    id: "shipping",
    title: `${f}.shipping.title`,
    blocks: [{ kind: "faq", items: [qa("time"), qa("track"), qa("documents"), qa("title"), qa("europe")] }],
  },
  {
    id: "condition",
    title: `${f}.registration.title`,
    blocks: [{ kind: "faq", items: [qa("damage"), qa("notAsDescribed"), qa("register"), qa("pollution")] }],
  },
];

/** /faq: twenty answers in four groups, each one linking on to the page that explains more. */
export function FaqRoute() {
  return (
    <ContentPage
      title="content.faq.title"
      lead="content.faq.lead"
      chapters={chapters}
      related={[RELATED.howItWorks, RELATED.deposit, RELATED.customs, RELATED.contact]}
    />
  );
}
