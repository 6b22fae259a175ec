import { Badge, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useSearchParams } from "react-router-dom";
import { FormattedMessage, useIntl } from "react-intl";
import { adminErrorMessage } from "@/features/admin/api/admin-errors";
import {
  useIngestionSources,
  useRunSourceNow,
  useSetSourceEnabled,
  type IngestionRun,
  type IngestionSource,
} from "@/features/admin/api/admin-ingestion";
import { AdminList, type Column } from "@/features/admin/components/admin-list";
import { AdminPage } from "@/features/admin/components/admin-page";
import { HeldRuns } from "@/features/admin/components/ingestion/held-runs";
import { RunCounts } from "@/features/admin/components/ingestion/run-counts";
import { asRunStatus, RunHistory } from "@/features/admin/components/ingestion/run-history";
import { RunProgress } from "@/features/admin/components/ingestion/run-progress";
import { RunStatus } from "@/features/admin/components/ingestion/run-status";
import { SkipReasons } from "@/features/admin/components/ingestion/skip-reasons";
import { When } from "@/features/admin/components/when";
import { useListParams } from "@/features/admin/hooks/use-list-params";
import type { MessageId } from "@/i18n/message-ids";
import { toast } from "@/lib/toast";

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
          <RunStatus run={run} />
          <Text fontSize="xs" color="fg.muted">
            <When value={run.startedAt} />
          </Text>
          {run.status === "running" ? <RunProgress run={run} /> : null}
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="admin.overview.source.neverRun" />
        </Text>
      )}
    </Stack>
  );
}

function RunErrors({ run }: { run: IngestionRun }) {
  if (run.errors.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="admin.ingestion.noErrors" />
      </Text>
    );
  const more = run.errors.length - ERRORS_SHOWN;
  return (
    <Stack as="ul" gap="1" listStyleType="none" fontSize="xs">
      {run.errors.slice(0, ERRORS_SHOWN).map((e, i) => (
        <Text as="li" key={i} wordBreak="break-word" data-testid="run-error">
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
        <Text fontWeight="medium" whiteSpace={{ md: "nowrap" }}>
          {s.id}
        </Text>
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
  {
    id: "result",
    label: "admin.ingestion.col.result",
    render: (s) => (s.lastRun ? <RunCounts run={s.lastRun} /> : <>—</>),
  },
];

/** One source's last run in full (summary, skip reasons, errors) and its runs history. */
function SourceDetail({ source }: { source: IngestionSource }) {
  const [params, setParams] = useSearchParams();
  const status = asRunStatus(params.get("runs"));
  const page = Math.max(1, Number(params.get("runsPage")) || 1);
  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes))
          if (v) next.set(k, v);
          else next.delete(k);
        return next;
      },
      { replace: true },
    );
  const run = source.lastRun;
  return (
    <Stack as="section" layerStyle="card" gap="5" p={{ base: "4", md: "6" }} data-testid="source-detail">
      <Heading as="h3" size="md">
        <FormattedMessage id="admin.ingestion.detail.title" values={{ source: source.id }} />
      </Heading>
      {run ? (
        <Stack gap="4">
          {run.summary ? (
            <Stack gap="1">
              <Text fontSize="sm" fontWeight="semibold">
                <FormattedMessage id="admin.ingestion.detail.summary" />
              </Text>
              <Text fontSize="sm" wordBreak="break-word">
                {run.summary}
              </Text>
            </Stack>
          ) : null}
          <Stack gap="1">
            <Text fontSize="sm" fontWeight="semibold">
              <FormattedMessage id="admin.ingestion.skips.title" />
            </Text>
            <SkipReasons reasons={run.skipReasons} />
          </Stack>
          <Stack gap="1">
            <Text fontSize="sm" fontWeight="semibold">
              <FormattedMessage id="admin.ingestion.col.errors" />
            </Text>
            <RunErrors run={run} />
          </Stack>
        </Stack>
      ) : null}
      <RunHistory
        sourceId={source.id}
        status={status}
        page={page}
        onStatus={(v) => update({ runs: v, runsPage: undefined })}
        onPage={(p) => update({ runsPage: p > 1 ? String(p) : undefined })}
      />
    </Stack>
  );
}

/** /admin/ingestion: held runs to decide on, each source's last run (live while it goes) and a source's history. */
export function AdminIngestionRoute() {
  const intl = useIntl();
  const list = useListParams({ sort: "id", order: "asc" });
  const [params, setParams] = useSearchParams();
  const query = useIngestionSources(list);
  const runNow = useRunSourceNow();
  const setEnabled = useSetSourceEnabled();
  const selectedId = params.get("source");
  const selected = query.data?.rows.find((s) => s.id === selectedId) ?? null;
  const select = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const k of ["source", "runs", "runsPage"]) next.delete(k);
        if (id) next.set("source", id);
        return next;
      },
      { replace: true },
    );
  const failed = (error: unknown) =>
    toast.error(intl.formatMessage({ id: "admin.money.failed" }), adminErrorMessage(intl, error));

  const actions = (s: IngestionSource) => {
    const running = s.manualRunQueued === true || s.lastRun?.status === "running";
    const busy = (m: { isPending: boolean; variables?: unknown }, id: string) =>
      m.isPending && (m.variables === id || (m.variables as { id?: string } | undefined)?.id === id);
    const open = selected?.id === s.id;
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
        <Button size="sm" variant="ghost" aria-pressed={open} onClick={() => select(open ? null : s.id)}>
          <FormattedMessage id={open ? "admin.ingestion.hideDetails" : "admin.ingestion.details"} />
        </Button>
      </>
    );
  };

  return (
    <AdminPage title="admin.ingestion.title" subtitle="admin.ingestion.subtitle">
      {query.data ? <HeldRuns sources={query.data.rows} /> : null}
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
      {selected ? <SourceDetail key={selected.id} source={selected} /> : null}
    </AdminPage>
  );
}
