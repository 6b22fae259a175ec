import { Badge, Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Numeric } from "@/components/ui/numeric";
import {
  useMoneyDecision,
  useMoneyRequests,
  type MoneyKind,
  type MoneyRequest,
  type MoneyStatus,
} from "@/features/admin/api/admin-money";
import { adminErrorMessage } from "@/features/admin/api/admin-errors";
import { AdminList, type Column } from "@/features/admin/components/admin-list";
import { CustomerLink } from "@/features/admin/components/customer-link";
import { AdminPage } from "@/features/admin/components/admin-page";
import { ConfirmDialog, type ConfirmRequest } from "@/features/admin/components/confirm-dialog";
import { Money } from "@/components/ui/money";
import { When } from "@/features/admin/components/when";
import { StatusFilter } from "@/features/admin/components/status-filter";
import { useListParams } from "@/features/admin/hooks/use-list-params";
import type { MessageId } from "@/i18n/message-ids";
import { toast } from "@/lib/toast";
import { formatMoney } from "@/lib/money";

const STATUS_PALETTE: Record<MoneyStatus, string> = { pending: "orange", completed: "green", rejected: "red" };
const STATUS_LABEL: Record<MoneyStatus, MessageId> = {
  pending: "admin.money.status.pending",
  completed: "admin.money.status.completed",
  rejected: "admin.money.status.rejected",
};

const FILTERS = [
  { value: "pending", label: "admin.money.filter.pending" },
  { value: "completed", label: "admin.money.filter.completed" },
  { value: "rejected", label: "admin.money.filter.rejected" },
  { value: "all", label: "admin.money.filter.all" },
] as const;

const TEXTS = {
  deposits: {
    title: "admin.deposits.title",
    subtitle: "admin.deposits.subtitle",
    complete: "admin.deposits.complete",
    confirmComplete: "admin.deposits.confirmComplete",
    confirmCompleteBody: "admin.deposits.confirmCompleteBody",
    completed: "admin.deposits.completed",
    confirmReject: "admin.deposits.confirmReject",
    confirmRejectBody: "admin.deposits.confirmRejectBody",
    rejected: "admin.deposits.rejected",
    emptyTitle: "admin.deposits.emptyTitle",
    emptyBody: "admin.deposits.emptyBody",
  },
  withdrawals: {
    title: "admin.withdrawals.title",
    subtitle: "admin.withdrawals.subtitle",
    complete: "admin.withdrawals.complete",
    confirmComplete: "admin.withdrawals.confirmComplete",
    confirmCompleteBody: "admin.withdrawals.confirmCompleteBody",
    completed: "admin.withdrawals.completed",
    confirmReject: "admin.withdrawals.confirmReject",
    confirmRejectBody: "admin.withdrawals.confirmRejectBody",
    rejected: "admin.withdrawals.rejected",
    emptyTitle: "admin.withdrawals.emptyTitle",
    emptyBody: "admin.withdrawals.emptyBody",
  },
} as const satisfies Record<MoneyKind, Record<string, MessageId>>;

function columns(kind: MoneyKind): Column<MoneyRequest>[] {
  const cols: Column<MoneyRequest>[] = [
    {
      id: "createdAt",
      label: "admin.money.col.createdAt",
      sort: "createdAt",
      render: (r) => <When value={r.createdAt} />,
    },
    {
      id: "customer",
      label: "admin.money.col.customer",
      render: (r) => <CustomerLink userId={r.userId} customer={r.customer} />,
    },
    { id: "reference", label: "admin.money.col.reference", render: (r) => <Numeric>{r.reference}</Numeric> },
    {
      id: "amount",
      label: "admin.money.col.amount",
      sort: "amount",
      align: "end",
      render: (r) => <Money exact value={r.amount} />,
    },
  ];
  if (kind === "withdrawals")
    cols.push({ id: "iban", label: "admin.money.col.iban", render: (r) => <Numeric>{r.iban ?? "—"}</Numeric> });
  cols.push({
    id: "status",
    label: "admin.money.col.status",
    render: (r) => (
      <>
        <Badge colorPalette={STATUS_PALETTE[r.status]} variant="subtle">
          <FormattedMessage id={STATUS_LABEL[r.status]} />
        </Badge>
        {r.reason ? (
          <Text fontSize="xs" color="fg.muted" mt="1">
            {r.reason}
          </Text>
        ) : null}
      </>
    ),
  });
  cols.push({
    id: "decidedAt",
    label: "admin.money.col.decidedAt",
    sort: "decidedAt",
    render: (r) => <When value={r.decidedAt} />,
  });
  return cols;
}

/** /admin/deposits and /admin/withdrawals: pending first, oldest waiting at the top; complete or reject each. */
export function MoneyQueue({ kind }: { kind: MoneyKind }) {
  const intl = useIntl();
  const texts = TEXTS[kind];
  const list = useListParams({ sort: "createdAt", order: "asc", filters: { status: "pending" } });
  const status = list.filters.status ?? "pending";
  const query = useMoneyRequests(kind, { ...list, filters: { status: status === "all" ? "" : status } });
  const decide = useMoneyDecision(kind);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const amountText = (r: MoneyRequest) => formatMoney(intl, r.amount.amount, r.amount.currency, { exact: true });

  const ask = (r: MoneyRequest, decision: "complete" | "reject") =>
    setConfirm({
      title: decision === "complete" ? texts.confirmComplete : texts.confirmReject,
      body: (
        <FormattedMessage
          id={decision === "complete" ? texts.confirmCompleteBody : texts.confirmRejectBody}
          values={{ amount: amountText(r), reference: r.reference }}
        />
      ),
      confirm: decision === "complete" ? texts.complete : "admin.money.reject",
      tone: decision === "complete" ? "approve" : "reject",
      withReason: decision === "reject",
      onConfirm: ({ reason }) =>
        decide.mutate(
          { id: r.id, decision, reason },
          {
            onSuccess: () => {
              toast.success(
                intl.formatMessage(
                  { id: decision === "complete" ? texts.completed : texts.rejected },
                  { amount: amountText(r), reference: r.reference },
                ),
              );
              setConfirm(null);
            },
            onError: (error) => {
              toast.error(intl.formatMessage({ id: "admin.money.failed" }), adminErrorMessage(intl, error));
              setConfirm(null);
            },
          },
        ),
    });

  return (
    <AdminPage
      title={texts.title}
      subtitle={texts.subtitle}
      tools={
        <StatusFilter
          label="admin.money.filter.label"
          value={status}
          options={FILTERS}
          onChange={(v) => list.setFilter("status", v)}
        />
      }
    >
      <AdminList
        caption={texts.title}
        columns={columns(kind)}
        rows={query.data?.rows}
        rowKey={(r) => r.id}
        actions={(r) =>
          r.status === "pending" ? (
            <>
              <Button size="sm" colorPalette="accent" onClick={() => ask(r, "complete")}>
                <FormattedMessage id={texts.complete} />
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => ask(r, "reject")}>
                <FormattedMessage id="admin.money.reject" />
              </Button>
            </>
          ) : null
        }
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
        empty={{ title: texts.emptyTitle, body: texts.emptyBody }}
      />
      <ConfirmDialog request={confirm} pending={decide.isPending} onClose={() => setConfirm(null)} />
    </AdminPage>
  );
}

export function AdminDepositsRoute() {
  return <MoneyQueue kind="deposits" />;
}

export function AdminWithdrawalsRoute() {
  return <MoneyQueue kind="withdrawals" />;
}
