import { Button, chakra, Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { TextField } from "@/components/ui/text-field";
import { FormAlert } from "@/features/auth/components/form-alert";
import { updateProfile } from "../api/profile-calls";
import { profileErrorText } from "../api/profile-errors";

const PASSWORD_MIN = 8;

/** A new password needs the current one; the API then signs every other session out. */
export function PasswordForm() {
  const intl = useIntl();
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", repeat: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => updateProfile({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: () => setValues({ currentPassword: "", newPassword: "", repeat: "" }),
  });
  const set = (name: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!values.currentPassword) next.currentPassword = intl.formatMessage({ id: "dashboard.profile.required" });
    if (values.newPassword.length < PASSWORD_MIN)
      next.newPassword = intl.formatMessage({ id: "dashboard.profile.passwordTooShort" }, { min: PASSWORD_MIN });
    else if (values.newPassword !== values.repeat)
      next.repeat = intl.formatMessage({ id: "dashboard.profile.passwordsDiffer" });
    setErrors(next);
    if (Object.keys(next).length) return;
    save.mutate();
  }

  return (
    <Stack layerStyle="card" gap="6" p={{ base: "5", md: "8" }} data-testid="password-form">
      <Heading as="h2" size="md">
        <FormattedMessage id="dashboard.profile.passwordTitle" />
      </Heading>
      <chakra.form noValidate onSubmit={submit}>
        <Stack gap="5">
          <TextField
            name="currentPassword"
            label="dashboard.profile.currentPassword"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set("currentPassword")}
            error={errors.currentPassword}
            required
          />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <TextField
              name="newPassword"
              label="auth.fields.newPassword"
              type="password"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={set("newPassword")}
              error={errors.newPassword}
              required
            />
            <TextField
              name="repeatPassword"
              label="auth.fields.repeatPassword"
              type="password"
              autoComplete="new-password"
              value={values.repeat}
              onChange={set("repeat")}
              error={errors.repeat}
              required
            />
          </SimpleGrid>
          {save.isError ? <FormAlert status="error">{profileErrorText(intl, save.error)}</FormAlert> : null}
          {save.isSuccess ? (
            <FormAlert status="success">{intl.formatMessage({ id: "dashboard.profile.passwordChanged" })}</FormAlert>
          ) : null}
          <Button type="submit" variant="outline" alignSelf="start" loading={save.isPending}>
            <FormattedMessage id="dashboard.profile.changePassword" />
          </Button>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
