import { Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { ContentChapter } from "@/components/layouts/content-blocks";
import { ContentPage } from "@/components/layouts/content-page";
import { CompanyDetails, useCompanyValues } from "./company-details";
import { RELATED } from "./related-pages";

const v = "content.privacy" as const;

// The cookies are the ones the product sets: the customer session (api/src/plugins/auth.ts: `sid`, or `__Host-sid` over
// https; a browser-session cookie unless "remember me"), NEXT_LOCALE (one year,
// docs/product/screens.md#language-switch) and the staff adminToken (8 hours). CSRF is defended by an Origin check
// (api/src/plugins/csrf.ts), which needs no cookie.
const chapters: readonly ContentChapter[] = [
  {
    id: "controller",
    title: `${v}.controller.title`,
    blocks: [
      { kind: "p", text: `${v}.controller.p1` },
      { kind: "node", node: <CompanyDetails /> },
    ],
  },
  {
    id: "data",
    title: `${v}.data.title`,
    blocks: [
      {
        kind: "list",
        items: [
          `${v}.data.account`,
          `${v}.data.money`,
          `${v}.data.purchases`,
          `${v}.data.messages`,
          `${v}.data.technical`,
        ],
      },
    ],
  },
  {
    id: "purposes",
    title: `${v}.purposes.title`,
    blocks: [
      {
        kind: "table",
        caption: `${v}.purposes.caption`,
        head: [`${v}.purposes.purpose`, `${v}.purposes.basis`],
        rows: [
          [`${v}.purposes.service`, `${v}.purposes.serviceBasis`],
          [`${v}.purposes.accounting`, `${v}.purposes.accountingBasis`],
          [`${v}.purposes.security`, `${v}.purposes.securityBasis`],
          [`${v}.purposes.enquiries`, `${v}.purposes.enquiriesBasis`],
        ],
      },
      { kind: "p", text: `${v}.purposes.none` },
    ],
  },
  {
    id: "recipients",
    title: `${v}.recipients.title`,
    blocks: [
      { kind: "p", text: `${v}.recipients.p1` },
      {
        kind: "list",
        items: [
          `${v}.recipients.auctions`,
          `${v}.recipients.logistics`,
          `${v}.recipients.providers`,
          `${v}.recipients.authorities`,
        ],
      },
      { kind: "p", text: `${v}.recipients.transfers` },
    ],
  },
  {
    id: "retention",
    title: `${v}.retention.title`,
    blocks: [
      {
        kind: "table",
        caption: `${v}.retention.caption`,
        head: [`${v}.retention.data`, `${v}.retention.period`],
        rows: [
          [`${v}.retention.account`, `${v}.retention.accountPeriod`],
          [`${v}.retention.accounting`, `${v}.retention.accountingPeriod`],
          [`${v}.retention.messages`, `${v}.retention.messagesPeriod`],
          [`${v}.retention.sessions`, `${v}.retention.sessionsPeriod`],
        ],
      },
    ],
  },
  {
    id: "rights",
    title: `${v}.rights.title`,
    blocks: [
      { kind: "p", text: `${v}.rights.p1` },
      { kind: "p", text: `${v}.rights.complaint` },
    ],
  },
  {
    id: "cookies",
    title: `${v}.cookies.title`,
    blocks: [
      { kind: "p", text: `${v}.cookies.p1` },
      {
        kind: "table",
        caption: `${v}.cookies.caption`,
        head: [`${v}.cookies.name`, `${v}.cookies.purpose`, `${v}.cookies.lifetime`],
        rows: [
          [{ code: "sid / __Host-sid" }, `${v}.cookies.sessionPurpose`, `${v}.cookies.sessionLifetime`],
          [{ code: "NEXT_LOCALE" }, `${v}.cookies.localePurpose`, `${v}.cookies.localeLifetime`],
          [{ code: "adminToken" }, `${v}.cookies.adminPurpose`, `${v}.cookies.adminLifetime`],
        ],
      },
      { kind: "p", text: `${v}.cookies.csrf` },
      { kind: "p", text: `${v}.cookies.storage` },
    ],
  },
  { id: "security", title: `${v}.security.title`, blocks: [{ kind: "p", text: `${v}.security.p1` }] },
];

/** /privacy: the GDPR notice: controller, data, purposes and bases, recipients, retention, rights and cookies. */
export function PrivacyRoute() {
  const companyValues = useCompanyValues();
  return (
    <ContentPage
      title="content.privacy.title"
      lead="content.privacy.lead"
      chapters={chapters}
      values={companyValues}
      related={[RELATED.terms, RELATED.contact, RELATED.faq, RELATED.deposit]}
    >
      <Text color="fg.subtle" fontSize="sm" order={-1}>
        <FormattedMessage id="content.terms.updated" />
      </Text>
    </ContentPage>
  );
}
