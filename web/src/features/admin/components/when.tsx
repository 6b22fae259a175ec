import { FormattedDate } from "react-intl";

/** A moment, date and time in the reader's locale; a dash when there is none. */
export function When({ value }: { value: string | null | undefined }) {
  if (!value) return <>—</>;
  return <FormattedDate value={value} dateStyle="medium" timeStyle="short" />;
}
