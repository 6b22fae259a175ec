import { Badge, Button, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  useAdminBids,
  useAdminBuyNow,
  useAdminDecision,
  type AdminBid,
  type AdminBuyNow,
  type BidStatus,
} from "@/features/admin/api/admin-bids";
import { adminErrorMessage } from "@/features/admin/api/admin-errors";
import { AdminList, type Column } from "@/features/admin/components/admin-list";
import { CustomerLink } from "@/features/admin/components/customer-link";
import { AdminPage } from "@/features/admin/components/admin-page";
import { ConfirmDialog, type ConfirmRequest } from "@/features/admin/components/confirm-dialog";
import { LotCell } from "@/features/admin/components/lot-cell";
import { Money } from "@/components/ui/money";
import { When } from "@/features/admin/components/when";
import { formatMoney, type MoneyValue } from "@/lib/money";
import { StatusFilter } from "@/features/admin/components/status-filter";
import { useListParams } from "@/features/admin/hooks/use-list-params";
import type { MessageId } from "@/i18n/message-ids";
import { toast } from "@/lib/toast";

const BID_STATUS: Record<BidStatus, { label: MessageId; palette: string }> = {
  pending: { label: "admin.bids.status.pending", palette: "orange" },
  approved: { label: "admin.bids.status.approved", palette: "blue" },
  rejected: { label: "admin.bids.status.rejected", palette: "red" },
  cancelled: { label: "admin.bids.status.cancelled", palette: "gray" },
  outbid: { label: "admin.bids.status.outbid", palette: "purple" },
  won: { label: "admin.bids.status.won", palette: "green" },
  lost: { label: "admin.bids.status.lost", palette: "gray" },
};

const BID_FILTERS = [
  { value: "pending", label: "admin.bids.filter.pending" },
  { value: "approved", label: "admin.bids.filter.approved" },
  { value: "outbid", label: "admin.bids.filter.outbid" },
  { value: "won", label: "admin.bids.filter.won" },
  { value: "lost", label: "admin.bids.filter.lost" },
  { value: "rejected", label: "admin.bids.filter.rejected" },
  { value: "cancelled", label: "admin.bids.filter.cancelled" },
  { value: "all", label: "admin.money.filter.all" },
] as const;

const BUY_NOW_FILTERS = [
  { value: "pending", label: "admin.money.filter.pending" },
  { value: "approved", label: "admin.bids.filter.approved" },
  { value: "rejected", label: "admin.money.filter.rejected" },
  { value: "all", label: "admin.money.filter.all" },
] as const;

function StatusCell({ label, palette, reason }: { label: MessageId; palette: string; reason?: string | null }) {
  return (
    <>
      <Badge colorPalette={palette} variant="subtle">
        <FormattedMessage id={label} />
      </Badge>
      {reason ? (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {reason}
        </Text>
      ) : null}
    </>
  );
}

type Action = {
  key: string;
  action: string;
  label: MessageId;
  tone: "approve" | "reject";
  confirm: ConfirmRequest["title"];
  body: MessageId;
  done: MessageId;
  amount?: { label: MessageId; required: boolean };
  withReason?: boolean;
  /** The request body from what the dialog asked. */
  payload: (input: { reason: string; amount: number | undefined }) => Record<string, unknown> | undefined;
};

const approve = (kind: "bid" | "buyNow"): Action => ({
  key: "approve",
  action: "approve",
  label: "admin.bids.approve",
  tone: "approve",
  confirm: kind === "bid" ? "admin.bids.confirmApprove" : "admin.buyNow.confirmApprove",
  body: kind === "bid" ? "admin.bids.confirmApproveBody" : "admin.buyNow.confirmApproveBody",
  done: "admin.bids.approved",
  payload: () => undefined,
});
const reject = (kind: "bid" | "buyNow"): Action => ({
  key: "reject",
  action: "reject",
  label: "admin.money.reject",
  tone: "reject",
  confirm: kind === "bid" ? "admin.bids.confirmReject" : "admin.buyNow.confirmReject",
  body: "admin.bids.confirmRejectBody",
  done: "admin.bids.rejected",
  withReason: true,
  payload: ({ reason }) => ({ reason: reason || undefined }),
});
const outcome = (o: "outbid" | "won" | "lost"): Action => ({
  key: o,
  action: "outcome",
  label: `admin.bids.outcome.${o}`,
  tone: o === "won" ? "approve" : "reject",
  confirm: `admin.bids.confirmOutcome.${o}`,
  body: `admin.bids.confirmOutcomeBody.${o}`,
  done: `admin.bids.outcomeDone.${o}`,
  amount: { label: `admin.bids.amount.${o}`, required: o !== "lost" },
  payload: ({ amount }) => ({ outcome: o, amount }),
});

/** What the broker can do with a bid in each state (the API refuses the rest). */
const BID_ACTIONS: Partial<Record<BidStatus, Action[]>> = {
  pending: [approve("bid"), reject("bid")],
  approved: [outcome("won"), outcome("outbid"), outcome("lost")],
  outbid: [outcome("lost")],
};

function useDecisions(path: "bids" | "buy-now") {
  const intl = useIntl();
  const decide = useAdminDecision(path);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const ask = (id: string, a: Action, values: { lot: string; amount: string }) =>
    setConfirm({
      title: a.confirm,
      body: <FormattedMessage id={a.body} values={values} />,
      confirm: a.label,
      tone: a.tone,
      withReason: a.withReason,
      amount: a.amount,
      onConfirm: (input) =>
        decide.mutate(
          { id, action: a.action, body: a.payload(input) },
          {
            onSuccess: () => {
              toast.success(intl.formatMessage({ id: a.done }, values));
              setConfirm(null);
            },
            onError: (error) => {
              toast.error(intl.formatMessage({ id: "admin.money.failed" }), adminErrorMessage(intl, error));
              setConfirm(null);
            },
          },
        ),
    });
  const dialog = <ConfirmDialog request={confirm} pending={decide.isPending} onClose={() => setConfirm(null)} />;
  return { ask, dialog };
}

function lotName(r: { lot: AdminBid["lot"]; lotNumber: string }) {
  const l = r.lot;
  return (l && (l.title ?? [l.year, l.make, l.model].filter(Boolean).join(" "))) || r.lotNumber;
}

function useMoneyText() {
  const intl = useIntl();
  return (m: MoneyValue) => formatMoney(intl, m.amount, m.currency);
}

const bidColumns: Column<AdminBid>[] = [
  {
    id: "updatedAt",
    label: "admin.bids.col.updatedAt",
    sort: "updatedAt",
    render: (r) => <When value={r.updatedAt} />,
  },
  {
    id: "lot",
    label: "admin.bids.col.lot",
    render: (r) => <LotCell lot={r.lot} platform={r.platform} lotNumber={r.lotNumber} />,
  },
  {
    id: "customer",
    label: "admin.money.col.customer",
    render: (r) => <CustomerLink userId={r.userId} customer={r.customer} />,
  },
  { id: "auction", label: "admin.bids.col.auctionDate", render: (r) => <When value={r.lot?.auctionDate} /> },
  {
    id: "maxBid",
    label: "admin.bids.col.maxBid",
    sort: "maxBid",
    align: "end",
    render: (r) => <Money value={r.maxBid} />,
  },
  { id: "hold", label: "admin.bids.col.hold", align: "end", render: (r) => <Money exact value={r.hold} /> },
  {
    id: "auctionBid",
    label: "admin.bids.col.auctionBid",
    align: "end",
    render: (r) => <Money value={r.auctionBid ?? r.lot?.currentBid} />,
  },
  {
    id: "status",
    label: "admin.money.col.status",
    render: (r) => <StatusCell {...BID_STATUS[r.status]} reason={r.reason} />,
  },
];

function ActionButtons<T extends { id: string }>({
  row,
  actions,
  onAsk,
}: {
  row: T;
  actions: Action[] | undefined;
  onAsk: (row: T, a: Action) => void;
}): ReactNode {
  return actions?.map((a) => (
    <Button
      key={a.key}
      size="sm"
      variant={a.tone === "approve" ? "solid" : "outline"}
      colorPalette={a.tone === "approve" ? "accent" : a.key === "reject" ? "red" : "gray"}
      onClick={() => onAsk(row, a)}
    >
      <FormattedMessage id={a.label} />
    </Button>
  ));
}

/** /admin/bids: approve or reject bid requests, then record each auction's outcome (outbid, won with the price, lost). */
export function AdminBidsRoute() {
  const list = useListParams({ sort: "updatedAt", order: "asc", filters: { status: "pending" } });
  const status = list.filters.status ?? "pending";
  const query = useAdminBids({ ...list, filters: { status: status === "all" ? "" : status } });
  const { ask, dialog } = useDecisions("bids");
  const moneyText = useMoneyText();
  return (
    <AdminPage
      title="admin.bids.title"
      subtitle="admin.bids.subtitle"
      tools={
        <StatusFilter
          label="admin.money.filter.label"
          value={status}
          options={BID_FILTERS}
          onChange={(v) => list.setFilter("status", v)}
        />
      }
    >
      <AdminList
        caption="admin.bids.title"
        columns={bidColumns}
        rows={query.data?.rows}
        rowKey={(r) => r.id}
        actions={(r) => (
          <ActionButtons
            row={r}
            actions={BID_ACTIONS[r.status]}
            onAsk={(row, a) => ask(row.id, a, { lot: lotName(row), amount: moneyText(row.maxBid) })}
          />
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
        empty={{ title: "admin.bids.emptyTitle", body: "admin.bids.emptyBody" }}
      />
      {dialog}
    </AdminPage>
  );
}

const BUY_NOW_STATUS: Record<AdminBuyNow["status"], { label: MessageId; palette: string }> = {
  pending: { label: "admin.bids.status.pending", palette: "orange" },
  approved: { label: "admin.bids.status.approved", palette: "green" },
  rejected: { label: "admin.bids.status.rejected", palette: "red" },
};

const buyNowColumns: Column<AdminBuyNow>[] = [
  {
    id: "createdAt",
    label: "admin.money.col.createdAt",
    sort: "createdAt",
    render: (r) => <When value={r.createdAt} />,
  },
  {
    id: "lot",
    label: "admin.bids.col.lot",
    render: (r) => <LotCell lot={r.lot} platform={r.platform} lotNumber={r.lotNumber} />,
  },
  {
    id: "customer",
    label: "admin.money.col.customer",
    render: (r) => <CustomerLink userId={r.userId} customer={r.customer} />,
  },
  {
    id: "price",
    label: "admin.buyNow.col.price",
    sort: "price",
    align: "end",
    render: (r) => <Money value={r.price} />,
  },
  { id: "hold", label: "admin.bids.col.hold", align: "end", render: (r) => <Money exact value={r.hold} /> },
  {
    id: "status",
    label: "admin.money.col.status",
    render: (r) => <StatusCell {...BUY_NOW_STATUS[r.status]} reason={r.reason} />,
  },
  {
    id: "decidedAt",
    label: "admin.money.col.decidedAt",
    sort: "decidedAt",
    render: (r) => <When value={r.decidedAt} />,
  },
];

/** /admin/buy-now: approve (the lot is bought at its buy-now price) or reject buy-now requests. */
export function AdminBuyNowRoute() {
  const list = useListParams({ sort: "createdAt", order: "asc", filters: { status: "pending" } });
  const status = list.filters.status ?? "pending";
  const query = useAdminBuyNow({ ...list, filters: { status: status === "all" ? "" : status } });
  const { ask, dialog } = useDecisions("buy-now");
  const moneyText = useMoneyText();
  return (
    <AdminPage
      title="admin.buyNow.title"
      subtitle="admin.buyNow.subtitle"
      tools={
        <StatusFilter
          label="admin.money.filter.label"
          value={status}
          options={BUY_NOW_FILTERS}
          onChange={(v) => list.setFilter("status", v)}
        />
      }
    >
      <AdminList
        caption="admin.buyNow.title"
        columns={buyNowColumns}
        rows={query.data?.rows}
        rowKey={(r) => r.id}
        actions={(r) =>
          r.status === "pending" ? (
            <ActionButtons
              row={r}
              actions={[approve("buyNow"), reject("buyNow")]}
              onAsk={(row, a) => ask(row.id, a, { lot: lotName(row), amount: moneyText(row.price) })}
            />
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
        empty={{ title: "admin.buyNow.emptyTitle", body: "admin.buyNow.emptyBody" }}
      />
      {dialog}
    </AdminPage>
  );
}
