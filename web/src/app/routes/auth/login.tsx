import { Button, Checkbox, chakra, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { AuthCard } from "@/components/layouts/auth-card";
import { TextField } from "@/components/ui/text-field";
import { authErrorMessage } from "@/features/auth/auth-errors";
import { FormAlert } from "@/features/auth/components/form-alert";
import { useLogin } from "@/features/auth/hooks/use-login";
import { compact, emailError, type FieldErrors } from "@/features/auth/validation";

type Field = "email" | "password";

export function LoginRoute() {
  const intl = useIntl();
  const login = useLogin();
  const [values, setValues] = useState({ email: "", password: "" });
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = compact<Field>({
      email: emailError(values.email),
      password: values.password ? undefined : "auth.validation.passwordRequired",
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    login.mutate({ email: values.email.trim(), password: values.password, rememberMe });
  }

  const fieldError = (field: Field) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }) : undefined;
  };

  return (
    <AuthCard title="auth.login.title" subtitle="auth.login.subtitle">
      <chakra.form noValidate onSubmit={onSubmit} aria-busy={login.isPending}>
        <Stack gap="5">
          {login.isError ? <FormAlert status="error">{authErrorMessage(intl, "login", login.error)}</FormAlert> : null}
          <TextField
            name="email"
            label="auth.fields.email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={change("email")}
            error={fieldError("email")}
            disabled={login.isPending}
          />
          <Stack gap="2">
            <TextField
              name="password"
              label="auth.fields.password"
              type="password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={change("password")}
              error={fieldError("password")}
              disabled={login.isPending}
            />
            <HStack justify="space-between" flexWrap="wrap" gap="2">
              <Checkbox.Root
                size="sm"
                checked={rememberMe}
                onCheckedChange={(d) => setRememberMe(d.checked === true)}
                colorPalette="accent"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">
                  <FormattedMessage id="auth.login.rememberMe" />
                </Checkbox.Label>
              </Checkbox.Root>
              <Link asChild fontSize="sm" color="accent.fg">
                <RouterLink to="/reset-password">
                  <FormattedMessage id="auth.login.forgot" />
                </RouterLink>
              </Link>
            </HStack>
          </Stack>
          <Button
            type="submit"
            colorPalette="accent"
            size="lg"
            loading={login.isPending}
            loadingText={intl.formatMessage({ id: "auth.login.submitting" })}
          >
            <FormattedMessage id="auth.login.submit" />
          </Button>
        </Stack>
      </chakra.form>
      <HStack gap="1.5" justify="center" fontSize="sm" flexWrap="wrap">
        <Text color="fg.muted">
          <FormattedMessage id="auth.login.noAccount" />
        </Text>
        <Link asChild color="accent.fg" fontWeight="semibold">
          <RouterLink to="/register">
            <FormattedMessage id="auth.login.register" />
          </RouterLink>
        </Link>
      </HStack>
    </AuthCard>
  );
}
