import { Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  RUN_STATUSES,
  useSourceRuns,
  type IngestionRun,
  type IngestionRunStatus,
} from "@/features/admin/api/admin-ingestion";
import { AdminList, type Column } from "@/features/admin/components/admin-list";
import { StatusFilter } from "@/features/admin/components/status-filter";
import { When } from "@/features/admin/components/when";
import { RUN_STATUS_LABEL, RunStatus } from "./run-status";

const FILTERS = [
  { value: "", label: "admin.ingestion.history.all" },
  ...RUN_STATUSES.map((s) => ({ value: s, label: RUN_STATUS_LABEL[s] })),
] as const;

export function asRunStatus(value: string | null): IngestionRunStatus | "" {
  return (RUN_STATUSES as readonly string[]).includes(value ?? "") ? (value as IngestionRunStatus) : "";
}

/** A past run's figures on one line, numbers in the reader's locale. */
function RunTally({ run }: { run: IngestionRun }) {
  const intl = useIntl();
  const n = (v: number) => intl.formatNumber(v);
  return (
    <Text fontSize="xs">
      <FormattedMessage
        id="admin.ingestion.counts"
        values={{ seen: n(run.seen), created: n(run.created), updated: n(run.updated), failed: n(run.failed) }}
      />
    </Text>
  );
}

const columns: Column<IngestionRun>[] = [
  { id: "startedAt", label: "admin.ingestion.history.col.started", render: (r) => <When value={r.startedAt} /> },
  { id: "status", label: "admin.ingestion.history.col.status", render: (r) => <RunStatus run={r} /> },
  {
    id: "result",
    label: "admin.ingestion.col.result",
    render: (r) => <RunTally run={r} />,
  },
  {
    id: "pages",
    label: "admin.ingestion.history.col.pages",
    render: (r) => (
      <Text fontSize="xs">
        <FormattedMessage
          id="admin.overview.run.pages"
          values={{ done: r.progress.pagesDone, failed: r.progress.pagesFailed }}
        />
      </Text>
    ),
  },
  { id: "finishedAt", label: "admin.ingestion.history.col.finished", render: (r) => <When value={r.finishedAt} /> },
];

/** A source's runs, newest first, filtered by status (held included); paging and filter live in the URL. */
export function RunHistory({
  sourceId,
  status,
  page,
  onStatus,
  onPage,
}: {
  sourceId: string;
  status: IngestionRunStatus | "";
  page: number;
  onStatus: (status: string) => void;
  onPage: (page: number) => void;
}) {
  const query = useSourceRuns(sourceId, { page, status });
  return (
    <Stack gap="3" data-testid="run-history">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h3" size="sm">
          <FormattedMessage id="admin.ingestion.history.title" />
        </Heading>
        <StatusFilter label="admin.ingestion.history.filter" value={status} options={FILTERS} onChange={onStatus} />
      </HStack>
      <AdminList
        caption="admin.ingestion.history.title"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(r) => r.id}
        total={query.data?.total ?? 0}
        page={page}
        pageSize={query.data?.pageSize ?? 10}
        sort="startedAt"
        order="desc"
        onSort={() => {}}
        onPage={onPage}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={{ title: "admin.ingestion.history.emptyTitle", body: "admin.ingestion.history.emptyBody" }}
      />
    </Stack>
  );
}
