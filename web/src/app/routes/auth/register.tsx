import { Button, chakra, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { AuthCard } from "@/components/layouts/auth-card";
import { TextField } from "@/components/ui/text-field";

const consentLink = (to: string) => (chunks: ReactNode[]) => (
  <Link asChild color="accent.fg" textDecoration="underline">
    <RouterLink to={to}>{chunks}</RouterLink>
  </Link>
);

// Form shell only: validation and submission come with the auth feature.
export function RegisterRoute() {
  return (
    <AuthCard title="auth.register.title" subtitle="auth.register.subtitle">
      <chakra.form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <TextField name="name" label="auth.fields.name" autoComplete="given-name" required />
            <TextField name="surname" label="auth.fields.surname" autoComplete="family-name" required />
          </SimpleGrid>
          <TextField name="email" label="auth.fields.email" type="email" autoComplete="email" required />
          <TextField name="phone" label="auth.fields.phone" type="tel" autoComplete="tel" />
          <TextField
            name="password"
            label="auth.fields.password"
            type="password"
            autoComplete="new-password"
            required
          />
          <TextField
            name="repeatPassword"
            label="auth.fields.repeatPassword"
            type="password"
            autoComplete="new-password"
            required
          />
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage
              id="auth.register.consent"
              values={{ terms: consentLink("/terms"), privacy: consentLink("/privacy") }}
            />
          </Text>
          <Button type="submit" colorPalette="accent" size="lg">
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
