import { Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { ContentChapter } from "@/components/layouts/content-blocks";
import { ContentPage } from "@/components/layouts/content-page";
import { CompanyDetails, useCompanyValues } from "./company-details";
import { RELATED } from "./related-pages";

const t = "content.terms" as const;
const prose = (key: string & keyof typeof TITLES, ...texts: readonly ContentChapter["blocks"][number][]) => ({
  id: key,
  title: TITLES[key],
  blocks: texts,
});
const TITLES = {
  about: `${t}.about.title`,
  role: `${t}.role.title`,
  account: `${t}.account.title`,
  deposit: `${t}.deposit.title`,
  bids: `${t}.bids.title`,
  payment: `${t}.payment.title`,
  unpaid: `${t}.unpaid.title`,
  fees: `${t}.fees.title`,
  condition: `${t}.condition.title`,
  transport: `${t}.transport.title`,
  customs: `${t}.customs.title`,
  liability: `${t}.liability.title`,
  withdrawal: `${t}.withdrawal.title`,
  disputes: `${t}.disputes.title`,
  changes: `${t}.changes.title`,
} as const;

const chapters: readonly ContentChapter[] = [
  prose("about", { kind: "p", text: `${t}.about.p1` }, { kind: "node", node: <CompanyDetails /> }),
  prose("role", { kind: "p", text: `${t}.role.p1` }, { kind: "p", text: `${t}.role.p2` }),
  prose("account", {
    kind: "list",
    items: [`${t}.account.age`, `${t}.account.true`, `${t}.account.password`, `${t}.account.suspend`],
  }),
  prose("deposit", { kind: "p", text: `${t}.deposit.p1` }),
  prose("bids", { kind: "list", items: [`${t}.bids.instruction`, `${t}.bids.binding`, `${t}.bids.noGuarantee`] }),
  prose("payment", { kind: "p", text: `${t}.payment.p1` }),
  prose("unpaid", { kind: "list", items: [`${t}.unpaid.late`, `${t}.unpaid.cancel`, `${t}.unpaid.release`] }),
  prose("fees", { kind: "p", text: `${t}.fees.p1` }),
  prose("condition", { kind: "p", text: `${t}.condition.p1` }, { kind: "p", text: `${t}.condition.p2` }),
  prose("transport", { kind: "p", text: `${t}.transport.p1` }),
  prose("customs", { kind: "p", text: `${t}.customs.p1` }),
  prose("liability", { kind: "p", text: `${t}.liability.p1` }),
  prose("withdrawal", { kind: "p", text: `${t}.withdrawal.p1` }),
  prose("disputes", { kind: "p", text: `${t}.disputes.p1` }),
  prose("changes", { kind: "p", text: `${t}.changes.p1` }),
];

/** /terms: the broker's terms, with the company named as the footer settings name it. */
export function TermsRoute() {
  const companyValues = useCompanyValues();
  return (
    <ContentPage
      title="content.terms.title"
      lead="content.terms.lead"
      chapters={chapters}
      values={companyValues}
      related={[RELATED.privacy, RELATED.deposit, RELATED.faq, RELATED.contact]}
    >
      <Text color="fg.subtle" fontSize="sm" order={-1}>
        <FormattedMessage id="content.terms.updated" />
      </Text>
    </ContentPage>
  );
}
