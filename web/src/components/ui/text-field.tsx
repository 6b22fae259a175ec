import { Field, Input, type InputProps } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";

export interface TextFieldProps extends Omit<InputProps, "name"> {
  name: string;
  label: MessageId;
  error?: string;
}

/**
 * Label, input and inline error in one; browser validation stays off (docs/product/validation.md#browser-validation),
 * errors come from our code.
 */
export function TextField({ name, label, error, required, ...input }: TextFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>
        <FormattedMessage id={label} />
        <Field.RequiredIndicator />
      </Field.Label>
      <Input name={name} size="lg" bg="bg" {...input} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
