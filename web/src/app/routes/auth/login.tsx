import { Button, chakra, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { AuthCard } from "@/components/layouts/auth-card";
import { TextField } from "@/components/ui/text-field";

// Form shell only: submitting, errors and the redirect of signed-in users come with the auth feature.
export function LoginRoute() {
  return (
    <AuthCard title="auth.login.title" subtitle="auth.login.subtitle">
      <chakra.form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="5">
          <TextField name="email" label="auth.fields.email" type="email" autoComplete="email" required />
          <Stack gap="2">
            <TextField
              name="password"
              label="auth.fields.password"
              type="password"
              autoComplete="current-password"
              required
            />
            <Link asChild fontSize="sm" color="accent.fg" alignSelf="end">
              <RouterLink to="/reset-password">
                <FormattedMessage id="auth.login.forgot" />
              </RouterLink>
            </Link>
          </Stack>
          <Button type="submit" colorPalette="accent" size="lg">
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
