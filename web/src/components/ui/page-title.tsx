import { useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";

/** Sets the document title; React 19 hoists <title> into <head>. Without `id` it is the site's own title. */
export function PageTitle({ id }: { id?: MessageId }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: "app.brand.name" });
  const title = id
    ? intl.formatMessage({ id: "app.meta.pageTitle" }, { page: intl.formatMessage({ id }), name })
    : intl.formatMessage({ id: "app.meta.title" });
  return <title>{title}</title>;
}
