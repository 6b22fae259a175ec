import { Button, chakra, Link, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { AuthCard } from "@/components/layouts/auth-card";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { TextField } from "@/components/ui/text-field";

function BackToLogin() {
  return (
    <Link asChild fontSize="sm" color="accent.fg" fontWeight="semibold" alignSelf="center">
      <RouterLink to="/login">
        <ArrowLeftIcon boxSize="4" />
        <FormattedMessage id="auth.common.backToLogin" />
      </RouterLink>
    </Link>
  );
}

/** /reset-password: ask for the reset e-mail (form shell; the request is wired by the auth feature). */
export function ResetPasswordRequestRoute() {
  return (
    <AuthCard title="auth.resetRequest.title" subtitle="auth.resetRequest.subtitle">
      <chakra.form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="5">
          <TextField name="email" label="auth.fields.email" type="email" autoComplete="email" required />
          <Button type="submit" colorPalette="accent" size="lg">
            <FormattedMessage id="auth.resetRequest.submit" />
          </Button>
        </Stack>
      </chakra.form>
      <BackToLogin />
    </AuthCard>
  );
}

/** /reset-password/:token: choose the new password (form shell). */
export function ResetPasswordRoute() {
  return (
    <AuthCard title="auth.reset.title" subtitle="auth.reset.subtitle">
      <chakra.form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="5">
          <TextField
            name="password"
            label="auth.fields.newPassword"
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
          <Button type="submit" colorPalette="accent" size="lg">
            <FormattedMessage id="auth.reset.submit" />
          </Button>
        </Stack>
      </chakra.form>
      <BackToLogin />
    </AuthCard>
  );
}
