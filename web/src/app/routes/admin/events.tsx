import { Button, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { adminErrorMessage } from "@/features/admin/api/admin-errors";
import { useFailedEvents, useRetryEvent, type EventType, type FailedEvent } from "@/features/admin/api/admin-events";
import { AdminList, type Column } from "@/features/admin/components/admin-list";
import { AdminPage } from "@/features/admin/components/admin-page";
import { CustomerLink } from "@/features/admin/components/customer-link";
import { StatusFilter } from "@/features/admin/components/status-filter";
import { When } from "@/features/admin/components/when";
import { useListParams } from "@/features/admin/hooks/use-list-params";
import type { MessageId } from "@/i18n/message-ids";
import { toast } from "@/lib/toast";

/** Each event type's name for people (ids cannot hold the types' hyphens). */
const TYPE_LABEL: Record<EventType, MessageId> = {
  "bid.placed": "admin.events.type.bid.placed",
  "bid.approved": "admin.events.type.bid.approved",
  "bid.rejected": "admin.events.type.bid.rejected",
  "bid.updated": "admin.events.type.bid.updated",
  "bid.outbid": "admin.events.type.bid.outbid",
  "bid.won": "admin.events.type.bid.won",
  "bid.lost": "admin.events.type.bid.lost",
  "buy-now.approved": "admin.events.type.buyNow.approved",
  "buy-now.rejected": "admin.events.type.buyNow.rejected",
  "deposit.completed": "admin.events.type.deposit.completed",
  "watchlist.ending-soon": "admin.events.type.watchlist.endingSoon",
  "bill.issued": "admin.events.type.bill.issued",
  "purchase.status-changed": "admin.events.type.purchase.statusChanged",
  "contact.submitted": "admin.events.type.contact.submitted",
  "lot.changed": "admin.events.type.lot.changed",
};

const TYPE_FILTERS = [
  { value: "", label: "admin.events.filter.all" as MessageId },
  ...(Object.keys(TYPE_LABEL) as EventType[]).map((t) => ({ value: t, label: TYPE_LABEL[t] })),
];

const customerOf = (e: FailedEvent) => (typeof e.payload.userId === "string" ? e.payload.userId : null);

const columns: Column<FailedEvent>[] = [
  { id: "failedAt", label: "admin.events.col.failedAt", sort: "failedAt", render: (e) => <When value={e.failedAt} /> },
  {
    id: "type",
    label: "admin.events.col.type",
    sort: "type",
    render: (e) => (
      <Stack gap="0" minW="0" align={{ base: "end", md: "start" }}>
        <Text fontWeight="medium">{e.type in TYPE_LABEL ? <FormattedMessage id={TYPE_LABEL[e.type]} /> : e.type}</Text>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" title={e.id}>
          {e.id.slice(0, 8)}
        </Text>
      </Stack>
    ),
  },
  {
    id: "customer",
    label: "admin.money.col.customer",
    render: (e) => {
      const userId = customerOf(e);
      return userId ? <CustomerLink userId={userId} customer={null} /> : "—";
    },
  },
  {
    id: "createdAt",
    label: "admin.events.col.createdAt",
    sort: "createdAt",
    render: (e) => <When value={e.createdAt} />,
  },
  {
    id: "attempts",
    label: "admin.events.col.attempts",
    align: "end",
    render: (e) => e.attempts,
  },
  {
    id: "error",
    label: "admin.events.col.error",
    render: (e) => (
      <Text fontSize="xs" color="red.fg" wordBreak="break-word">
        {e.error ?? "—"}
      </Text>
    ),
  },
];

/**
 * /admin/events: what the system gave up on after its retries (a notification, an e-mail or another follow-up of a
 * deposit, bid, bill...), with the reason, and "send again" once the cause is fixed. What had already been done for
 * the event is not done twice.
 */
export function AdminEventsRoute() {
  const intl = useIntl();
  const list = useListParams({ sort: "failedAt", order: "desc", filters: { type: "" } });
  const query = useFailedEvents(list);
  const retry = useRetryEvent();
  const send = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => toast.success(intl.formatMessage({ id: "admin.events.retried" })),
      onError: (error) => toast.error(intl.formatMessage({ id: "admin.money.failed" }), adminErrorMessage(intl, error)),
    });
  return (
    <AdminPage
      title="admin.events.title"
      subtitle="admin.events.subtitle"
      tools={
        <StatusFilter
          label="admin.events.filter.label"
          value={list.filters.type ?? ""}
          options={TYPE_FILTERS}
          onChange={(v) => list.setFilter("type", v)}
        />
      }
    >
      <AdminList
        caption="admin.events.title"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(e) => e.id}
        actions={(e) => (
          <Button
            size="sm"
            variant="outline"
            loading={retry.isPending && retry.variables === e.id}
            onClick={() => send(e.id)}
          >
            <FormattedMessage id="admin.events.retry" />
          </Button>
        )}
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
        empty={{ title: "admin.events.emptyTitle", body: "admin.events.emptyBody" }}
      />
    </AdminPage>
  );
}
