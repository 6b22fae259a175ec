import { Link } from "@chakra-ui/react";
import { createContext, useContext, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import type { MessageId } from "@/i18n/message-ids";

/**
 * The pages a content text may link to with a rich-text tag, e.g. "use the <calculator>calculator</calculator>".
 * Tags name pages rather than paths so translators never touch a URL, and a path changes in one place.
 */
export const CONTENT_LINKS = {
  calculator: "/calculator",
  search: "/search",
  register: "/register",
  contact: "/contact",
  deposit: "/deposit",
  customs: "/customs",
  logistics: "/logistics",
  faq: "/faq",
  tips: "/tips",
  howItWorks: "/how-it-works",
  terms: "/terms",
  privacy: "/privacy",
  bills: "/dashboard/bills",
} as const;

function pageLink(to: string) {
  // Underlined as well as coloured: a link inside prose must not rely on colour alone (WCAG 1.4.1).
  return (chunks: ReactNode[]) => (
    <Link asChild color="accent.fg" textDecoration="underline" textUnderlineOffset="2px" fontWeight="medium">
      <RouterLink to={to}>{chunks}</RouterLink>
    </Link>
  );
}

const richValues: Record<string, (chunks: ReactNode[]) => ReactNode> = {
  b: (chunks) => (
    <strong>
      <>{chunks}</>
    </strong>
  ),
  ...Object.fromEntries(Object.entries(CONTENT_LINKS).map(([tag, to]) => [tag, pageLink(to)])),
};

/** Values every text of a page may use, such as {name} (the brand) and {company} (from the footer settings). */
export const ContentValuesContext = createContext<Record<string, ReactNode>>({});

/** A content message with its emphasis and page-link tags rendered, plus the page's and the caller's ICU values. */
export function RichText({ id, values }: { id: MessageId; values?: Record<string, ReactNode> }) {
  const pageValues = useContext(ContentValuesContext);
  return <FormattedMessage id={id} values={{ ...richValues, ...pageValues, ...values }} />;
}
