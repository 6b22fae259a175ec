import { NativeSelect } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";

/** A list's status filter: one native select (best on phones), "" meaning every status. */
export function StatusFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: MessageId;
  value: string;
  options: readonly { value: string; label: MessageId }[];
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <NativeSelect.Root size="sm" width="auto" minW="48">
      <NativeSelect.Field
        aria-label={intl.formatMessage({ id: label })}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        bg="bg"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {intl.formatMessage({ id: o.label })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
