import { Button, chakra, NativeSelect, Field as ChakraField, SimpleGrid, Stack, Heading } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { TextField } from "@/components/ui/text-field";
import { FormAlert } from "@/features/auth/components/form-alert";
import { phoneError } from "@/features/auth/validation";
import { getLocale, switchLocale, type Locale } from "@/lib/intl";
import { isApiError } from "@/lib/api-client";
import { authAtom, useSetAtom, type SessionUser } from "@/lib/store";
import { updateProfile } from "../api/profile-calls";
import { profileErrorText } from "../api/profile-errors";

/** Name, contact details and the language of mails and notifications; a changed email asks for the password. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const setAuth = useSetAtom(authAtom);
  const [values, setValues] = useState({
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone ?? "",
    locale: user.locale,
    currentPassword: "",
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const emailChanged = values.email.trim().toLowerCase() !== user.email;
  const save = useMutation({
    mutationFn: () =>
      updateProfile({
        name: values.name,
        surname: values.surname,
        phone: values.phone,
        locale: values.locale,
        ...(emailChanged ? { email: values.email, currentPassword: values.currentPassword } : {}),
      }),
    onSuccess: (updated) => {
      setAuth({ status: "signed-in", user: updated });
      setValues((v) => ({ ...v, currentPassword: "" }));
      setFieldErrors({});
      // A newly chosen language applies to the interface at once (the locale cookie and reload); saving other
      // details keeps the language the visitor is reading in, even when it differs from the stored one.
      if (updated.locale !== user.locale && updated.locale !== getLocale()) switchLocale(updated.locale as Locale);
    },
    onError: (error) => setFieldErrors(isApiError(error) ? error.errors : {}),
  });

  // Editing a field drops its error: it described the value that was there.
  const set = (name: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setFieldErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const required = intl.formatMessage({ id: "dashboard.profile.required" });
    const missing: Record<string, string> = {};
    if (!values.name.trim()) missing.name = required;
    if (!values.surname.trim()) missing.surname = required;
    if (!values.email.trim()) missing.email = required;
    if (emailChanged && !values.currentPassword) missing.currentPassword = required;
    const phone = phoneError(values.phone);
    if (phone) missing.phone = intl.formatMessage({ id: phone });
    setFieldErrors(missing);
    if (Object.keys(missing).length) return;
    save.mutate();
  }

  return (
    <Stack layerStyle="card" gap="6" p={{ base: "5", md: "8" }} data-testid="profile-form">
      <Stack gap="1">
        <Heading as="h2" size="md">
          <FormattedMessage id="dashboard.profile.detailsTitle" />
        </Heading>
        <chakra.p color="fg.muted" fontSize="sm">
          <FormattedMessage id="dashboard.profile.subtitle" />
        </chakra.p>
      </Stack>
      <chakra.form noValidate onSubmit={submit}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <TextField
              name="name"
              label="auth.fields.name"
              autoComplete="given-name"
              value={values.name}
              onChange={set("name")}
              error={fieldErrors.name}
              required
            />
            <TextField
              name="surname"
              label="auth.fields.surname"
              autoComplete="family-name"
              value={values.surname}
              onChange={set("surname")}
              error={fieldErrors.surname}
              required
            />
            <TextField
              name="email"
              label="auth.fields.email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={set("email")}
              error={fieldErrors.email}
              required
            />
            <TextField
              name="phone"
              label="auth.fields.phone"
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={set("phone")}
              error={fieldErrors.phone}
            />
            <ChakraField.Root>
              <ChakraField.Label>
                <FormattedMessage id="dashboard.profile.locale" />
              </ChakraField.Label>
              <NativeSelect.Root size="lg">
                <NativeSelect.Field name="locale" value={values.locale} onChange={set("locale")} bg="bg">
                  <option value="lt">{intl.formatMessage({ id: "layout.language.ltName" })}</option>
                  <option value="en">{intl.formatMessage({ id: "layout.language.enName" })}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </ChakraField.Root>
            {emailChanged ? (
              <TextField
                name="currentPassword"
                label="dashboard.profile.currentPassword"
                type="password"
                autoComplete="current-password"
                value={values.currentPassword}
                onChange={set("currentPassword")}
                error={fieldErrors.currentPassword}
                required
              />
            ) : null}
          </SimpleGrid>
          {save.isError ? <FormAlert status="error">{profileErrorText(intl, save.error)}</FormAlert> : null}
          {save.isSuccess ? (
            <FormAlert status="success">{intl.formatMessage({ id: "dashboard.profile.saved" })}</FormAlert>
          ) : null}
          <Button type="submit" colorPalette="accent" alignSelf="start" loading={save.isPending}>
            <FormattedMessage id="dashboard.profile.save" />
          </Button>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
