import { Alert } from "@chakra-ui/react";

/** The outcome of an auth form, announced to screen readers. */
export function FormAlert({ status, children }: { status: "error" | "success"; children: string }) {
  return (
    <Alert.Root status={status} borderRadius="l3" role="alert" data-testid={`form-${status}`}>
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{children}</Alert.Title>
    </Alert.Root>
  );
}
