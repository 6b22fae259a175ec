import { Field, NativeSelect } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select (the phone's own picker on mobile); "" is the "any" choice. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  anyLabel,
  disabled,
}: {
  label: MessageId;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  anyLabel: string;
  disabled?: boolean;
}) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label fontSize="sm">
        <FormattedMessage id={label} />
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)} bg="bg">
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A group of fields under one heading inside the sidebar. */
export function FieldGroup({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <Field.Root as="fieldset">
      <Field.Label as="legend" fontSize="sm">
        <FormattedMessage id={label} />
      </Field.Label>
      {children}
    </Field.Root>
  );
}
