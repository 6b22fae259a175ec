import {
  Button,
  Checkbox,
  chakra,
  Field,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { AuthCard } from "@/components/layouts/auth-card";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { register } from "@/features/auth/api/auth-calls";
import { authErrorMessage } from "@/features/auth/auth-errors";
import { FormAlert } from "@/features/auth/components/form-alert";
import {
  compact,
  emailError,
  newPasswordError,
  phoneError,
  repeatError,
  type FieldErrors,
} from "@/features/auth/validation";
import { isApiError } from "@/lib/api-client";
import { authAtom, useSetAtom } from "@/lib/store";

type Field = "name" | "surname" | "email" | "phone" | "password" | "repeatPassword" | "acceptTerms";
type Values = Record<Exclude<Field, "acceptTerms">, string> & { acceptTerms: boolean };

// The terms open in a new tab, so reading them never leaves (or empties) the form.
const consentLink = (to: string, newTab: string) => (chunks: ReactNode[]) => (
  <Link asChild color="accent.fg" textDecoration="underline">
    <RouterLink to={to} target="_blank" rel="noopener">
      {chunks}
      <VisuallyHidden> ({newTab})</VisuallyHidden>
    </RouterLink>
  </Link>
);

const empty: Values = {
  name: "",
  surname: "",
  email: "",
  phone: "",
  password: "",
  repeatPassword: "",
  acceptTerms: false,
};

export function RegisterRoute() {
  const intl = useIntl();
  const setAuth = useSetAtom(authAtom);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const mutation = useMutation({
    mutationFn: () =>
      register({
        name: values.name.trim(),
        surname: values.surname.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || null,
        password: values.password,
        locale: intl.locale,
        acceptTerms: true,
      }),
    // Signed in at once; RedirectSignedIn then takes the new customer to the dashboard (or the `?redirect=` page).
    onSuccess: (user) => {
      toast.success(intl.formatMessage({ id: "auth.register.success" }));
      setAuth({ status: "signed-in", user, newAccount: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === "EMAIL_TAKEN") setErrors({ email: "auth.errors.emailTaken" });
    },
  });

  const change = (field: Exclude<Field, "acceptTerms">) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = compact<Field>({
      name: values.name.trim() ? undefined : "auth.validation.nameRequired",
      surname: values.surname.trim() ? undefined : "auth.validation.surnameRequired",
      email: emailError(values.email),
      phone: phoneError(values.phone),
      password: newPasswordError(values.password),
      repeatPassword: repeatError(values.password, values.repeatPassword),
      acceptTerms: values.acceptTerms ? undefined : "auth.validation.acceptTerms",
    });
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  }

  const fieldError = (field: Field) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const busy = mutation.isPending;
  const field = (name: Exclude<Field, "acceptTerms">) => ({
    name,
    value: values[name],
    onChange: change(name),
    error: fieldError(name),
    disabled: busy,
  });

  return (
    <AuthCard title="auth.register.title" subtitle="auth.register.subtitle">
      <chakra.form noValidate onSubmit={onSubmit} aria-busy={busy}>
        <Stack gap="5">
          {mutation.isError && !errors.email ? (
            <FormAlert status="error">{authErrorMessage(intl, "register", mutation.error)}</FormAlert>
          ) : null}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <TextField {...field("name")} label="auth.fields.name" autoComplete="given-name" required />
            <TextField {...field("surname")} label="auth.fields.surname" autoComplete="family-name" required />
          </SimpleGrid>
          <TextField {...field("email")} label="auth.fields.email" type="email" autoComplete="email" required />
          <TextField {...field("phone")} label="auth.fields.phone" type="tel" autoComplete="tel" />
          <TextField
            {...field("password")}
            label="auth.fields.password"
            type="password"
            autoComplete="new-password"
            required
          />
          <TextField
            {...field("repeatPassword")}
            label="auth.fields.repeatPassword"
            type="password"
            autoComplete="new-password"
            required
          />
          <Field.Root invalid={Boolean(errors.acceptTerms)}>
            <Checkbox.Root
              checked={values.acceptTerms}
              onCheckedChange={(d) => {
                setValues((v) => ({ ...v, acceptTerms: d.checked === true }));
                setErrors((e) => ({ ...e, acceptTerms: undefined }));
              }}
              colorPalette="accent"
              alignItems="flex-start"
              disabled={busy}
            >
              <Checkbox.HiddenInput name="acceptTerms" />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal" color="fg.muted">
                <Text as="span" fontSize="sm">
                  <FormattedMessage
                    id="auth.register.consent"
                    values={{
                      terms: consentLink("/terms", intl.formatMessage({ id: "auth.register.opensInNewTab" })),
                      privacy: consentLink("/privacy", intl.formatMessage({ id: "auth.register.opensInNewTab" })),
                    }}
                  />
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
            {errors.acceptTerms ? <Field.ErrorText>{fieldError("acceptTerms")}</Field.ErrorText> : null}
          </Field.Root>
          <Button
            type="submit"
            colorPalette="accent"
            size="lg"
            loading={busy}
            loadingText={intl.formatMessage({ id: "auth.register.submitting" })}
          >
            <FormattedMessage id="auth.register.submit" />
          </Button>
        </Stack>
      </chakra.form>
      <HStack gap="1.5" justify="center" fontSize="sm" flexWrap="wrap">
        <Text color="fg.muted">
          <FormattedMessage id="auth.register.haveAccount" />
        </Text>
        <Link asChild color="accent.fg" fontWeight="semibold">
          <RouterLink to="/login">
            <FormattedMessage id="auth.register.login" />
          </RouterLink>
        </Link>
      </HStack>
    </AuthCard>
  );
}
