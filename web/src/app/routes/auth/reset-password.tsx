import { Button, chakra, Link, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { AuthCard } from "@/components/layouts/auth-card";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { requestPasswordReset, resetPassword } from "@/features/auth/api/auth-calls";
import { authErrorMessage } from "@/features/auth/auth-errors";
import { FormAlert } from "@/features/auth/components/form-alert";
import { compact, emailError, newPasswordError, repeatError, type FieldErrors } from "@/features/auth/validation";

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

/** /reset-password: ask for the reset e-mail. The answer is the same whether the account exists or not. */
export function ResetPasswordRequestRoute() {
  const intl = useIntl();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<FieldErrors<"email">>({});
  const mutation = useMutation({ mutationFn: (value: string) => requestPasswordReset(value) });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = compact({ email: emailError(email) });
    setError(found);
    if (!found.email) mutation.mutate(email.trim());
  }

  return (
    <AuthCard title="auth.resetRequest.title" subtitle="auth.resetRequest.subtitle">
      <chakra.form noValidate onSubmit={onSubmit} aria-busy={mutation.isPending}>
        <Stack gap="5">
          {mutation.isSuccess ? (
            <FormAlert status="success">{intl.formatMessage({ id: "auth.resetRequest.sent" })}</FormAlert>
          ) : null}
          {mutation.isError ? (
            <FormAlert status="error">{authErrorMessage(intl, "resetRequest", mutation.error)}</FormAlert>
          ) : null}
          <TextField
            name="email"
            label="auth.fields.email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError({});
            }}
            error={error.email ? intl.formatMessage({ id: error.email }) : undefined}
            disabled={mutation.isPending}
          />
          <Button
            type="submit"
            colorPalette="accent"
            size="lg"
            loading={mutation.isPending}
            loadingText={intl.formatMessage({ id: "auth.common.sending" })}
          >
            <FormattedMessage id="auth.resetRequest.submit" />
          </Button>
        </Stack>
      </chakra.form>
      <BackToLogin />
    </AuthCard>
  );
}

/** /reset-password/:token: choose the new password; success leads to the login page. */
export function ResetPasswordRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { token = "" } = useParams();
  const [values, setValues] = useState({ password: "", repeatPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<"password" | "repeatPassword">>({});
  const mutation = useMutation({
    mutationFn: () => resetPassword(token, values.password),
    onSuccess: async () => {
      toast.success(intl.formatMessage({ id: "auth.reset.success" }));
      await navigate("/login");
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = compact({
      password: newPasswordError(values.password),
      repeatPassword: repeatError(values.password, values.repeatPassword),
    });
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  }

  const field = (name: "password" | "repeatPassword") => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: event.target.value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
    error: errors[name] ? intl.formatMessage({ id: errors[name] }) : undefined,
    disabled: mutation.isPending,
  });

  return (
    <AuthCard title="auth.reset.title" subtitle="auth.reset.subtitle">
      <chakra.form noValidate onSubmit={onSubmit} aria-busy={mutation.isPending}>
        <Stack gap="5">
          {mutation.isError ? (
            <FormAlert status="error">{authErrorMessage(intl, "reset", mutation.error)}</FormAlert>
          ) : null}
          <TextField
            {...field("password")}
            label="auth.fields.newPassword"
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
          <Button
            type="submit"
            colorPalette="accent"
            size="lg"
            loading={mutation.isPending}
            loadingText={intl.formatMessage({ id: "auth.common.saving" })}
          >
            <FormattedMessage id="auth.reset.submit" />
          </Button>
        </Stack>
      </chakra.form>
      <BackToLogin />
    </AuthCard>
  );
}
