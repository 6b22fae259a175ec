import { Alert, Box, Button, chakra, Field, Heading, Input, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { isApiError } from "@/lib/api-client";
import { sendContact } from "../api/send-contact";
import {
  CONTACT_FIELDS,
  DEFAULT_EMAIL_SUBJECT,
  DEFAULT_LABELS,
  DEFAULT_PLACEHOLDERS,
  DEFAULT_REDIRECT_DELAY_MS,
  DEFAULT_REQUIRED_FIELDS,
  DEFAULT_VISIBLE_FIELDS,
  MESSAGE_ROWS,
  validateContact,
  type ContactField,
  type ContactFieldError,
  type ContactValues,
} from "../contact-form-rules";

export type ContactFormVariant = "default" | "compact" | "newsletter" | "minimal";

export interface ContactFormProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Which inputs to show, in this order (default: name, email, phone, subject, message). */
  fields?: readonly ContactField[];
  /** Which of them must be filled (default: name, email, message). */
  required?: readonly ContactField[];
  /** Texts already in the visitor's language; anything not given uses docs/product/contact.md#fields-and-defaults. */
  labels?: Partial<Record<ContactField, string>>;
  placeholders?: Partial<Record<ContactField, string>>;
  buttonText?: string;
  successMessage?: string;
  errorMessage?: string;
  /** Where to go after a successful send, after `redirectDelay` ms (default 3000). */
  redirectTo?: string;
  redirectDelay?: number;
  variant?: ContactFormVariant;
  recipients?: string[];
  ccRecipients?: string[];
  bccRecipients?: string[];
  emailSubject?: string;
  /** Reply-To is the visitor's e-mail unless turned off. */
  replyToVisitor?: boolean;
  /** Data from the embedding page, e.g. the lot being asked about. */
  extra?: Record<string, string | number | boolean | null>;
  onSuccess?: () => void;
}

const emptyValues: ContactValues = { name: "", email: "", phone: "", subject: "", message: "" };

const inputTypes: Partial<Record<ContactField, string>> = { email: "email", phone: "tel" };
const autoCompletes: Partial<Record<ContactField, string>> = { name: "name", email: "email", phone: "tel" };

/**
 * The reusable contact form block (docs/product/contact.md#contact-form-block, docs/product/contact.md#form-states):
 * idle -> submitting ('Sending...', everything disabled) -> success (fields cleared, optional redirect) or error
 * (values kept, the error message with the server's detail). Browser validation is off; errors show inline per field
 * and clear when the field is edited.
 */
export function ContactForm({
  title,
  description,
  fields = DEFAULT_VISIBLE_FIELDS,
  required = DEFAULT_REQUIRED_FIELDS,
  labels = {},
  placeholders = {},
  buttonText,
  successMessage,
  errorMessage,
  redirectTo,
  redirectDelay = DEFAULT_REDIRECT_DELAY_MS,
  variant = "default",
  recipients = [],
  ccRecipients = [],
  bccRecipients = [],
  emailSubject = DEFAULT_EMAIL_SUBJECT,
  replyToVisitor = true,
  extra = {},
  onSuccess,
}: ContactFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<Partial<Record<ContactField, ContactFieldError | string>>>({});
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const visible = CONTACT_FIELDS.filter((f) => fields.includes(f)).sort(
    (a, b) => fields.indexOf(a) - fields.indexOf(b),
  );
  const labelOf = (field: ContactField) => labels[field] ?? intl.formatMessage({ id: DEFAULT_LABELS[field] });
  const placeholderOf = (field: ContactField) =>
    placeholders[field] ?? intl.formatMessage({ id: DEFAULT_PLACEHOLDERS[field] });

  const mutation = useMutation({
    mutationFn: (sent: ContactValues) =>
      sendContact({
        ...Object.fromEntries(visible.map((f) => [f, sent[f].trim()])),
        requiredFields: required.filter((f) => visible.includes(f)),
        recipients,
        ccRecipients,
        bccRecipients,
        emailSubject,
        replyTo: replyToVisitor && visible.includes("email") ? sent.email.trim() || null : null,
        extra,
      }),
    onSuccess: () => {
      setValues(emptyValues);
      setErrors({});
      onSuccess?.();
      if (redirectTo) redirectTimer.current = window.setTimeout(() => void navigate(redirectTo), redirectDelay);
    },
    onError: (error) => {
      if (isApiError(error)) setErrors((e) => ({ ...e, ...pickFieldErrors(error.errors) }));
    },
  });
  const submitting = mutation.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateContact(values, visible, required, labelOf);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(values);
  }

  function change(field: ContactField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    if (mutation.isSuccess) mutation.reset();
  }

  const errorText = (error: ContactFieldError | string | undefined) =>
    error === undefined
      ? undefined
      : typeof error === "string"
        ? error
        : "label" in error
          ? intl.formatMessage({ id: error.id }, { label: error.label })
          : intl.formatMessage({ id: error.id });

  const detail =
    mutation.error && isApiError(mutation.error) && mutation.error.status > 0 && mutation.error.message
      ? mutation.error.message
      : intl.formatMessage({ id: "contact.form.failedDetail" });

  const compact = variant === "compact" || variant === "minimal";
  const size = compact ? "md" : "lg";
  const inputs = visible.map((field) => (
    <Field.Root
      key={field}
      required={required.includes(field)}
      invalid={Boolean(errors[field])}
      disabled={submitting}
      gridColumn={field === "message" ? "1 / -1" : undefined}
      flex={variant === "newsletter" ? "1" : undefined}
    >
      <Field.Label srOnly={variant === "newsletter"}>
        {labelOf(field)}
        <Field.RequiredIndicator />
      </Field.Label>
      {field === "message" ? (
        <Textarea
          name={field}
          rows={MESSAGE_ROWS}
          size={size}
          bg="bg"
          value={values[field]}
          placeholder={placeholderOf(field)}
          onChange={(event) => change(field, event.target.value)}
          resize="vertical"
        />
      ) : (
        <Input
          name={field}
          type={inputTypes[field] ?? "text"}
          autoComplete={autoCompletes[field]}
          size={size}
          bg="bg"
          variant={variant === "minimal" ? "flushed" : "outline"}
          value={values[field]}
          placeholder={placeholderOf(field)}
          onChange={(event) => change(field, event.target.value)}
        />
      )}
      <Field.ErrorText>{errorText(errors[field])}</Field.ErrorText>
    </Field.Root>
  ));

  const button = (
    <Button
      type="submit"
      colorPalette="accent"
      size={size}
      disabled={submitting}
      alignSelf={variant === "newsletter" ? "end" : compact ? "stretch" : "start"}
      px={compact ? undefined : "8"}
    >
      {submitting
        ? intl.formatMessage({ id: "contact.form.sending" })
        : (buttonText ?? intl.formatMessage({ id: "contact.form.submit" }))}
    </Button>
  );

  return (
    <Stack
      gap={compact ? "4" : "6"}
      layerStyle={variant === "default" ? "card" : undefined}
      p={variant === "default" ? { base: "5", md: "8" } : undefined}
      data-variant={variant}
      data-state={mutation.status === "pending" ? "submitting" : mutation.status}
    >
      {title || description ? (
        <Stack gap="1.5">
          {title ? (
            <Heading as="h2" size={compact ? "md" : "xl"}>
              {title}
            </Heading>
          ) : null}
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
      ) : null}
      {mutation.isSuccess ? (
        <Alert.Root status="success" borderRadius="l3" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{successMessage ?? intl.formatMessage({ id: "contact.form.success" })}</Alert.Title>
            {redirectTo ? (
              <Alert.Description>
                <FormattedMessage id="contact.form.redirecting" />
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {mutation.isError ? (
        <Alert.Root status="error" borderRadius="l3" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{errorMessage ?? intl.formatMessage({ id: "contact.form.error" })}</Alert.Title>
            <Alert.Description>{detail}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <chakra.form noValidate onSubmit={onSubmit} aria-busy={submitting}>
        {variant === "newsletter" ? (
          <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ base: "stretch", sm: "start" }}>
            {inputs}
            <Box pt={{ base: "0", sm: "0" }}>{button}</Box>
          </Stack>
        ) : (
          <Stack gap={compact ? "4" : "5"}>
            <SimpleGrid columns={compact ? 1 : { base: 1, md: 2 }} gap={compact ? "4" : "5"}>
              {inputs}
            </SimpleGrid>
            {button}
          </Stack>
        )}
      </chakra.form>
    </Stack>
  );
}

function pickFieldErrors(errors: Record<string, string>): Partial<Record<ContactField, string>> {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => (CONTACT_FIELDS as readonly string[]).includes(key)),
  ) as Partial<Record<ContactField, string>>;
}
