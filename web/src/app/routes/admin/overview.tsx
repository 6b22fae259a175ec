import { Badge, Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { FormattedDate, FormattedMessage, FormattedNumber } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { EmptyPanel } from "@/components/ui/empty-panel";
import { CompassIcon, LockIcon } from "@/components/ui/icons";
import { Numeric } from "@/components/ui/numeric";
import { PageTitle } from "@/components/ui/page-title";
import type { MessageId } from "@/i18n/message-ids";
import { isApiError } from "@/lib/api-client";
import {
  useAdminOverview,
  type IngestionRunSummary,
  type OverviewCounts,
  type SourceLastRun,
} from "./admin-overview-api";

/** The work queues in the order the broker clears them: money first, then auctions, then mail. */
const QUEUES: readonly { key: keyof OverviewCounts; label: MessageId; attention: boolean; to: string }[] = [
  { key: "pendingDeposits", label: "admin.overview.queue.pendingDeposits", attention: true, to: "/admin/deposits" },
  {
    key: "pendingWithdrawals",
    label: "admin.overview.queue.pendingWithdrawals",
    attention: true,
    to: "/admin/withdrawals",
  },
  { key: "pendingBidRequests", label: "admin.overview.queue.pendingBidRequests", attention: true, to: "/admin/bids" },
  {
    key: "pendingBuyNowRequests",
    label: "admin.overview.queue.pendingBuyNowRequests",
    attention: true,
    to: "/admin/buy-now",
  },
  {
    key: "awaitingOutcome",
    label: "admin.overview.queue.awaitingOutcome",
    attention: true,
    to: "/admin/bids?status=approved",
  },
  { key: "unpaidBills", label: "admin.overview.queue.unpaidBills", attention: false, to: "/admin/bills" },
  {
    key: "contactMessagesLast7Days",
    label: "admin.overview.queue.contactMessagesLast7Days",
    attention: false,
    to: "/admin/mail",
  },
  {
    key: "failedContactMessages",
    label: "admin.overview.queue.failedContactMessages",
    attention: true,
    to: "/admin/mail?contact=failed",
  },
  { key: "failedMails", label: "admin.overview.queue.failedMails", attention: true, to: "/admin/mail" },
  { key: "failedEvents", label: "admin.overview.queue.failedEvents", attention: true, to: "/admin/events" },
];

/** How many run errors a source card lists; the sources page shows them all. */
const ERRORS_SHOWN = 3;

function QueueCard({
  label,
  count,
  attention,
  to,
}: {
  label: MessageId;
  count: number;
  attention: boolean;
  to: string;
}) {
  const needsWork = attention && count > 0;
  return (
    <Stack
      asChild
      layerStyle="card"
      color="fg"
      textDecoration="none"
      _hover={{ borderColor: "accent.solid" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "2px" }}
      gap="1"
      justify="space-between"
      p={{ base: "4", md: "5" }}
      borderTopWidth="3px"
      borderTopColor={needsWork ? "accent.solid" : "transparent"}
      data-testid="queue-card"
      data-attention={needsWork ? "true" : undefined}
    >
      <RouterLink to={to}>
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          <FormattedMessage id={label} />
        </Text>
        <Numeric fontSize={{ base: "2xl", md: "3xl" }} fontWeight="bold" letterSpacing="-0.02em">
          <FormattedNumber value={count} />
        </Numeric>
      </RouterLink>
    </Stack>
  );
}

const RUN_STATUS_PALETTE = { completed: "green", failed: "red", running: "blue" } as const;
const RUN_STATUS_LABEL: Record<IngestionRunSummary["status"], MessageId> = {
  completed: "admin.overview.run.status.completed",
  failed: "admin.overview.run.status.failed",
  running: "admin.overview.run.status.running",
};

function RunFigure({ label, value }: { label: MessageId; value: number }) {
  return (
    <Stack gap="0">
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id={label} />
      </Text>
      <Numeric fontWeight="semibold">
        <FormattedNumber value={value} />
      </Numeric>
    </Stack>
  );
}

function LastRun({ run }: { run: IngestionRunSummary }) {
  const more = run.errors.length - ERRORS_SHOWN;
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={RUN_STATUS_PALETTE[run.status]} variant="subtle">
          <FormattedMessage id={RUN_STATUS_LABEL[run.status]} />
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="admin.overview.run.startedAt"
            values={{ when: <FormattedDate value={run.startedAt} dateStyle="medium" timeStyle="short" /> }}
          />
        </Text>
      </HStack>
      <SimpleGrid columns={4} gap="2">
        <RunFigure label="admin.overview.run.seen" value={run.seen} />
        <RunFigure label="admin.overview.run.created" value={run.created} />
        <RunFigure label="admin.overview.run.updated" value={run.updated} />
        <RunFigure label="admin.overview.run.failed" value={run.failed} />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="admin.overview.run.pages"
          values={{ done: run.progress.pagesDone, failed: run.progress.pagesFailed }}
        />
      </Text>
      {run.errors.length > 0 ? (
        <Stack as="ul" gap="1" listStyleType="none" borderLeftWidth="2px" borderLeftColor="red.solid" ps="3">
          {run.errors.slice(0, ERRORS_SHOWN).map((e, i) => (
            <Text as="li" key={i} fontSize="sm" color="fg" wordBreak="break-word">
              {/* A provider's text: shown as text, never markup. */}
              {typeof e.page === "number" ? (
                <FormattedMessage id="admin.overview.run.errorOnPage" values={{ page: e.page, reason: e.reason }} />
              ) : (
                e.reason
              )}
            </Text>
          ))}
          {more > 0 ? (
            <Text as="li" fontSize="sm" color="fg.muted">
              <FormattedMessage id="admin.overview.run.moreErrors" values={{ count: more }} />
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

function SourceCard({ source }: { source: SourceLastRun }) {
  return (
    <Stack layerStyle="card" gap="4" p="5" data-testid="ingestion-source">
      <HStack justify="space-between" align="start" gap="3">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" truncate>
            {source.sourceId}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="admin.overview.platform" values={{ platform: source.platform }} />
          </Text>
        </Stack>
        {source.enabled ? null : (
          <Badge colorPalette="gray" variant="outline">
            <FormattedMessage id="admin.overview.source.disabled" />
          </Badge>
        )}
      </HStack>
      {source.lastRun ? (
        <LastRun run={source.lastRun} />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="admin.overview.source.neverRun" />
        </Text>
      )}
    </Stack>
  );
}

function LoadingState() {
  return (
    <Stack gap="8" aria-busy="true">
      <SimpleGrid columns={{ base: 2, xl: 3 }} gap={{ base: "3", md: "4" }}>
        {QUEUES.map((q) => (
          <Skeleton key={q.key} height="24" borderRadius="xl" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Skeleton height="48" borderRadius="xl" />
        <Skeleton height="48" borderRadius="xl" />
      </SimpleGrid>
    </Stack>
  );
}

/** /admin: the broker's overview: what waits in each work queue, and how lot ingestion went last. */
export function AdminOverviewRoute() {
  const { data, error, isPending, refetch, isRefetching } = useAdminOverview();
  const signedOut = isApiError(error) && (error.status === 401 || error.status === 403);
  const waiting = data ? QUEUES.reduce((sum, q) => sum + (q.attention ? data.counts[q.key] : 0), 0) : 0;

  return (
    <Stack gap="8">
      <PageTitle id="admin.overview.title" />
      <Stack gap="1">
        <Heading as="h2" size="xl">
          <FormattedMessage id="admin.overview.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="admin.overview.subtitle" />
        </Text>
      </Stack>

      {isPending ? <LoadingState /> : null}

      {signedOut ? (
        <EmptyPanel
          icon={LockIcon}
          title="admin.overview.signIn.title"
          body="admin.overview.signIn.body"
          action={{ to: "/admin/login", label: "admin.overview.signIn.action" }}
        />
      ) : null}

      {error && !signedOut && !data ? (
        <Stack layerStyle="card" align="center" textAlign="center" gap="3" p="10" role="alert">
          <Heading as="h3" size="md">
            <FormattedMessage id="admin.overview.error.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="admin.overview.error.body" />
          </Text>
          <Button onClick={() => void refetch()} loading={isRefetching} variant="outline">
            <FormattedMessage id="admin.overview.error.retry" />
          </Button>
        </Stack>
      ) : null}

      {data ? (
        <>
          <Stack gap="4" as="section" aria-labelledby="admin-overview-queues">
            <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
              <Heading as="h3" size="md" id="admin-overview-queues">
                <FormattedMessage id="admin.overview.queues.title" />
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {waiting === 0 ? (
                  <FormattedMessage id="admin.overview.emptyTitle" />
                ) : (
                  <FormattedMessage id="admin.overview.queues.waiting" values={{ count: waiting }} />
                )}
              </Text>
            </HStack>
            <SimpleGrid columns={{ base: 2, xl: 3 }} gap={{ base: "3", md: "4" }}>
              {QUEUES.map((q) => (
                <QueueCard
                  key={q.key}
                  label={q.label}
                  count={data.counts[q.key] ?? 0}
                  attention={q.attention}
                  to={q.to}
                />
              ))}
            </SimpleGrid>
          </Stack>

          <Stack gap="4" as="section" aria-labelledby="admin-overview-ingestion">
            <Heading as="h3" size="md" id="admin-overview-ingestion">
              <FormattedMessage id="admin.overview.ingestion.title" />
            </Heading>
            {data.ingestion.length === 0 ? (
              <EmptyPanel
                icon={CompassIcon}
                title="admin.overview.ingestion.emptyTitle"
                body="admin.overview.ingestion.emptyBody"
              />
            ) : (
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
                {data.ingestion.map((s) => (
                  <SourceCard key={s.sourceId} source={s} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
