import { Button, Center, chakra, Circle, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router-dom";
import { LockIcon } from "@/components/ui/icons";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { Logo } from "@/components/ui/logo";
import { PageTitle } from "@/components/ui/page-title";
import { TextField } from "@/components/ui/text-field";
import { useAdminLogin } from "@/features/admin/api/admin-auth";
import { adminErrorMessage, safeAdminRedirect } from "@/features/admin/api/admin-errors";
import { FormAlert } from "@/features/auth/components/form-alert";
import type { MessageId } from "@/i18n/message-ids";

type Field = "email" | "password";

/** /admin/login: the admin area's own sign-in; back to the page that sent the admin here (?next=), else /admin. */
export function AdminLoginRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useAdminLogin();
  const [values, setValues] = useState({ email: "", password: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageId>>>({});

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<Field, MessageId>> = {};
    if (!values.email.trim()) found.email = "admin.login.emailRequired";
    if (!values.password) found.password = "admin.login.passwordRequired";
    setErrors(found);
    if (Object.keys(found).length) return;
    login.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: () => void navigate(safeAdminRedirect(params.get("next")), { replace: true }) },
    );
  }

  const fieldError = (field: Field) => (errors[field] ? intl.formatMessage({ id: errors[field] }) : undefined);

  return (
    <Center as="main" id="main" minH="100dvh" bg="bg.chrome" px="4" py="10">
      <PageTitle id="admin.login.title" />
      <Stack gap="6" w="full" maxW="sm">
        <HStack justify="space-between" color="fg.onChrome">
          <Logo tone="onDark" />
          <LanguageSwitch tone="onDark" />
        </HStack>
        <Stack layerStyle="card" gap="6" p={{ base: "6", md: "8" }} boxShadow="xl">
          <Stack gap="3" align="start">
            <Circle size="10" bg="ink.900" color="accent.400">
              <LockIcon boxSize="5" />
            </Circle>
            <Heading as="h1" size="lg">
              <FormattedMessage id="admin.login.title" />
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="admin.login.subtitle" />
            </Text>
          </Stack>
          <chakra.form noValidate onSubmit={onSubmit} aria-busy={login.isPending}>
            <Stack gap="5">
              {login.isError ? <FormAlert status="error">{adminErrorMessage(intl, login.error)}</FormAlert> : null}
              <TextField
                name="email"
                label="auth.fields.email"
                type="email"
                autoComplete="username"
                required
                value={values.email}
                onChange={change("email")}
                error={fieldError("email")}
                disabled={login.isPending}
              />
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
              <Button type="submit" colorPalette="ink" size="lg" loading={login.isPending}>
                <FormattedMessage id="admin.login.submit" />
              </Button>
            </Stack>
          </chakra.form>
        </Stack>
      </Stack>
    </Center>
  );
}
