import { Box, Button, Circle, Grid, Heading, Skeleton, SkeletonText, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { ClockIcon, SearchIcon } from "@/components/ui/icons";
import type { MessageId } from "@/i18n/message-ids";
import type { SearchAction } from "../search-params";
import type { ResultsView } from "../hooks/use-results-view";
import { AlertIcon } from "./search-icons";

export const resultsGridColumns = (view: ResultsView) =>
  view === "list" ? "1fr" : { base: "1fr", sm: "repeat(2, minmax(0, 1fr))", xl: "repeat(3, minmax(0, 1fr))" };

/** Placeholders in the shape of the cards, while the first results load. */
export function ResultsSkeleton({ view, count }: { view: ResultsView; count: number }) {
  const intl = useIntl();
  return (
    <Grid
      templateColumns={resultsGridColumns(view)}
      gap="4"
      aria-busy="true"
      role="status"
      aria-label={intl.formatMessage({ id: "search.results.loading" })}
      data-testid="results-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} layerStyle="card" overflow="hidden">
          <Skeleton aspectRatio={4 / 3} borderRadius="0" />
          <Stack p="4" gap="3">
            <Skeleton h="5" w="80%" />
            <SkeletonText noOfLines={3} gap="2" />
            <Skeleton h="8" />
          </Stack>
        </Box>
      ))}
    </Grid>
  );
}

function StatePanel({
  icon: Icon,
  tone,
  title,
  children,
  testId,
  role,
}: {
  icon: typeof SearchIcon;
  tone: "accent" | "live" | "upcoming";
  title: MessageId;
  children: React.ReactNode;
  testId: string;
  role?: "alert" | "status";
}) {
  return (
    <Stack
      layerStyle="card"
      align="center"
      textAlign="center"
      gap="3"
      px={{ base: "6", md: "10" }}
      py={{ base: "10", md: "14" }}
      data-testid={testId}
      role={role}
    >
      <Circle size="12" bg={`${tone}.subtle`} color={`${tone}.fg`}>
        <Icon boxSize="6" />
      </Circle>
      <Heading as="h2" size="md">
        <FormattedMessage id={title} />
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * 'No vehicles found' with the hint to adjust the criteria or clear the filters (docs/product/search.md#search-states).
 */
export function NoResults({ onClear }: { onClear: (() => void) | null }) {
  return (
    <StatePanel icon={SearchIcon} tone="accent" title="search.empty.title" testId="no-results">
      <Text color="fg.muted" maxW="md">
        <FormattedMessage id="search.empty.hint" />
      </Text>
      {onClear ? (
        <Button colorPalette="accent" variant="outline" mt="2" onClick={onClear}>
          <FormattedMessage id="search.chips.clearAll" />
        </Button>
      ) : null}
    </StatePanel>
  );
}

export type ErrorKind = "no-response" | "failed" | "bad-answer";

const ERROR_DETAIL: Record<ErrorKind, MessageId> = {
  "no-response": "search.error.noResponse",
  failed: "search.error.failed",
  "bad-answer": "search.error.unknown",
};

/** What happened (the texts of docs/product/search.md#search-states) and Try again. */
export function SearchErrorPanel({
  kind,
  onRetry,
  retrying,
}: {
  kind: ErrorKind;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <StatePanel icon={AlertIcon} tone="live" title="search.error.title" testId="search-error" role="alert">
      <Text color="fg.muted" maxW="md" data-testid="search-error-detail">
        <FormattedMessage id={ERROR_DETAIL[kind]} />
      </Text>
      <Button colorPalette="accent" mt="2" onClick={onRetry} loading={retrying}>
        <FormattedMessage id="search.error.retry" />
      </Button>
    </StatePanel>
  );
}

const COOLDOWN_TITLE: Record<SearchAction, MessageId> = {
  search: "search.cooldown.search",
  filter: "search.cooldown.filter",
  "remove-filter": "search.cooldown.removeFilter",
  "clear-filters": "search.cooldown.clearFilters",
  "clear-sidebar": "search.cooldown.clearSidebar",
  "buy-now": "search.cooldown.buyNow",
};

/** '<Action> on cooldown' and the seconds left; the results load by themselves when the wait is over. */
export function CooldownPanel({ action, seconds }: { action: SearchAction; seconds: number }) {
  return (
    <StatePanel icon={ClockIcon} tone="upcoming" title={COOLDOWN_TITLE[action]} testId="search-cooldown" role="status">
      <Text color="fg.muted" maxW="md">
        <FormattedMessage id="search.cooldown.body" values={{ seconds }} />
      </Text>
    </StatePanel>
  );
}
