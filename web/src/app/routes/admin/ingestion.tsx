import { Badge, Button, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { IngestionRunSummary } from "@/app/routes/admin/admin-overview-api";
import { adminErrorMessage } from "@/features/admin/api/admin-errors";
import {
  useIngestionSources,
  useRunSourceNow,
  useSetSourceEnabled,
  type IngestionSource,
} from "@/features/admin/api/admin-ingestion";
import { AdminList, type Column } from "@/features/admin/components/admin-list";
import { AdminPage } from "@/features/admin/components/admin-page";
import { When } from "@/features/admin/components/when";
import { useListParams } from "@/features/admin/hooks/use-list-params";
import type { MessageId } from "@/i18n/message-ids";
import { toast } from "@/lib/toast";

const RUN_PALETTE = { completed: "green", failed: "red", running: "blue" } as const;
const ERRORS_SHOWN = 3;

function RunCell({ source }: { source: IngestionSource }) {
  const run = source.lastRun;
  return (
    <Stack gap="1" align={{ base: "end", md: "start" }}>
      {source.manualRunQueued ? (
        <Badge colorPalette="blue" variant="outline">
          <FormattedMessage id="admin.ingestion.queued" />
        </Badge>
      ) : null}
      {run ? (
        <>
          <Badge colorPalette={RUN_PALETTE[run.status]} variant="subtle">
            <FormattedMessage id={`admin.overview.run.status.${run.status}`} />
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            <When value={run.startedAt} />
          </Text>
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="admin.overview.source.neverRun" />
        </Text>
      )}
    </Stack>
  );
}

function ProgressCell({ run }: { run: IngestionRunSummary | null }) {
  if (!run) return <>—</>;
  const { pagesDone, pagesFailed, maxPages } = run.progress;
  return (
    <Stack gap="0" fontSize="sm">
      <Text>
        {maxPages ? (
          <FormattedMessage id="admin.ingestion.pagesOf" values={{ done: pagesDone, max: maxPages }} />
        ) : (
          <FormattedMessage id="admin.overview.run.pages" values={{ done: pagesDone, failed: pagesFailed }} />
        )}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage
          id="admin.ingestion.counts"
          values={{ seen: run.seen, created: run.created, updated: run.updated, failed: run.failed }}
        />
      </Text>
    </Stack>
  );
}

function ErrorsCell({ run }: { run: IngestionRunSummary | null }) {
  if (!run || run.errors.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.ingestion.noErrors" />
      </Text>
    );
  const more = run.errors.length - ERRORS_SHOWN;
  return (
    <Stack as="ul" gap="1" listStyleType="none" maxW="md" fontSize="xs">
      {run.errors.slice(0, ERRORS_SHOWN).map((e, i) => (
        <Text as="li" key={i} wordBreak="break-word">
          {/* The provider's text, shown as text. */}
          {typeof e.page === "number" ? (
            <FormattedMessage id="admin.overview.run.errorOnPage" values={{ page: e.page, reason: e.reason }} />
          ) : (
            e.reason
          )}
        </Text>
      ))}
      {more > 0 ? (
        <Text as="li" color="fg.muted">
          <FormattedMessage id="admin.overview.run.moreErrors" values={{ count: more }} />
        </Text>
      ) : null}
    </Stack>
  );
}

const columns: Column<IngestionSource>[] = [
  {
    id: "id",
    label: "admin.ingestion.col.source",
    sort: "id",
    render: (s) => (
      <Stack gap="0">
        <Text fontWeight="medium">{s.id}</Text>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="admin.overview.platform" values={{ platform: s.platform }} />
        </Text>
      </Stack>
    ),
  },
  {
    id: "enabled",
    label: "admin.ingestion.col.enabled",
    render: (s) => (
      <Badge colorPalette={s.enabled ? "green" : "gray"} variant={s.enabled ? "subtle" : "outline"}>
        <FormattedMessage id={s.enabled ? "admin.ingestion.enabled" : "admin.overview.source.disabled"} />
      </Badge>
    ),
  },
  { id: "lastRun", label: "admin.ingestion.col.lastRun", render: (s) => <RunCell source={s} /> },
  { id: "progress", label: "admin.ingestion.col.progress", render: (s) => <ProgressCell run={s.lastRun} /> },
  { id: "errors", label: "admin.ingestion.col.errors", render: (s) => <ErrorsCell run={s.lastRun} /> },
];

/** /admin/ingestion: each lot source's last run (progress, errors), "run now" and enable/disable. */
export function AdminIngestionRoute() {
  const intl = useIntl();
  const list = useListParams({ sort: "id", order: "asc" });
  const query = useIngestionSources(list);
  const runNow = useRunSourceNow();
  const setEnabled = useSetSourceEnabled();
  const failed = (error: unknown) =>
    toast.error(intl.formatMessage({ id: "admin.money.failed" }), adminErrorMessage(intl, error));

  const actions = (s: IngestionSource) => {
    const running = s.manualRunQueued === true || s.lastRun?.status === "running";
    const busy = (m: { isPending: boolean; variables?: unknown }, id: string) =>
      m.isPending && (m.variables === id || (m.variables as { id?: string } | undefined)?.id === id);
    return (
      <>
        <Button
          size="sm"
          colorPalette="accent"
          disabled={!s.enabled || running}
          loading={busy(runNow, s.id)}
          onClick={() =>
            runNow.mutate(s.id, {
              onSuccess: () => toast.success(intl.formatMessage({ id: "admin.ingestion.runQueued" }, { source: s.id })),
              onError: failed,
            })
          }
        >
          <FormattedMessage id={running ? "admin.ingestion.running" : "admin.ingestion.runNow"} />
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={busy(setEnabled, s.id)}
          onClick={() =>
            setEnabled.mutate(
              { id: s.id, enabled: !s.enabled },
              {
                onSuccess: () =>
                  toast.success(
                    intl.formatMessage(
                      { id: s.enabled ? "admin.ingestion.disabledDone" : "admin.ingestion.enabledDone" },
                      { source: s.id },
                    ),
                  ),
                onError: failed,
              },
            )
          }
        >
          <FormattedMessage id={(s.enabled ? "admin.ingestion.disable" : "admin.ingestion.enable") as MessageId} />
        </Button>
      </>
    );
  };

  return (
    <AdminPage title="admin.ingestion.title" subtitle="admin.ingestion.subtitle">
      <AdminList
        caption="admin.ingestion.title"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(s) => s.id}
        actions={actions}
        total={query.data?.total ?? 0}
        page={list.page}
        pageSize={query.data?.pageSize ?? 20}
        sort={list.sort}
        order={list.order}
        onSort={list.toggleSort}
        onPage={list.setPage}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={{ title: "admin.overview.ingestion.emptyTitle", body: "admin.overview.ingestion.emptyBody" }}
      />
    </AdminPage>
  );
}
