import { Alert, Button, Skeleton, Stack } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";

/** Placeholder rows shaped like the list that is loading (docs/product/screens.md#loading-empty-and-confirming). */
export function ListSkeleton({ rows = 3, height = "24" }: { rows?: number; height?: string }) {
  return (
    <Stack gap="3" aria-busy="true" data-testid="list-loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={height} borderRadius="l3" />
      ))}
    </Stack>
  );
}

/** What happened and 'Try again'. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Alert.Root status="error" borderRadius="l3" role="alert" alignItems="center" data-testid="list-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="dashboard.common.loadFailed" />
        </Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
        <FormattedMessage id="dashboard.common.tryAgain" />
      </Button>
    </Alert.Root>
  );
}
