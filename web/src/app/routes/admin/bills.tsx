import { Badge, Button } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useAdminBills, useMarkBillPaid, type AdminBill } from "@/features/admin/api/admin-bills";
import { adminErrorMessage } from "@/features/admin/api/admin-errors";
import { AdminList, type Column } from "@/features/admin/components/admin-list";
import { CustomerLink } from "@/features/admin/components/customer-link";
import { AdminPage } from "@/features/admin/components/admin-page";
import { ConfirmDialog, type ConfirmRequest } from "@/features/admin/components/confirm-dialog";
import { LotCell } from "@/features/admin/components/lot-cell";
import { Money } from "@/components/ui/money";
import { When } from "@/features/admin/components/when";
import { StatusFilter } from "@/features/admin/components/status-filter";
import { useListParams } from "@/features/admin/hooks/use-list-params";
import { toast } from "@/lib/toast";
import { formatMoney } from "@/lib/money";

const FILTERS = [
  { value: "issued", label: "admin.bills.filter.issued" },
  { value: "paid", label: "admin.bills.filter.paid" },
  { value: "all", label: "admin.money.filter.all" },
] as const;

const columns: Column<AdminBill>[] = [
  { id: "createdAt", label: "admin.bills.col.issuedAt", sort: "createdAt", render: (b) => <When value={b.issuedAt} /> },
  {
    id: "lot",
    label: "admin.bids.col.lot",
    render: (b) => <LotCell lot={b.lot} platform={b.lot?.platform ?? ""} lotNumber={b.lot?.lotNumber ?? ""} />,
  },
  {
    id: "stage",
    label: "admin.bills.col.stage",
    render: (b) => <FormattedMessage id={`admin.bills.stage.${b.stage}`} />,
  },
  {
    id: "customer",
    label: "admin.money.col.customer",
    render: (b) => <CustomerLink userId={b.userId} customer={b.customer} />,
  },
  {
    id: "total",
    label: "admin.bills.col.total",
    sort: "total",
    align: "end",
    render: (b) => <Money exact value={b.total} />,
  },
  {
    id: "status",
    label: "admin.money.col.status",
    render: (b) => (
      <Badge colorPalette={b.status === "paid" ? "green" : "orange"} variant="subtle">
        <FormattedMessage id={`admin.bills.status.${b.status}`} />
      </Badge>
    ),
  },
  { id: "paidAt", label: "admin.bills.col.paidAt", sort: "paidAt", render: (b) => <When value={b.paidAt} /> },
];

/** /admin/bills: every stage bill; one the customer paid by bank transfer is marked paid here. */
export function AdminBillsRoute() {
  const intl = useIntl();
  const list = useListParams({ sort: "createdAt", order: "asc", filters: { status: "issued" } });
  const status = list.filters.status ?? "issued";
  const query = useAdminBills({ ...list, filters: { status: status === "all" ? "" : status } });
  const markPaid = useMarkBillPaid();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const ask = (b: AdminBill) => {
    const amount = formatMoney(intl, b.total.amount, b.total.currency, { exact: true });
    setConfirm({
      title: "admin.bills.confirmPaid",
      body: <FormattedMessage id="admin.bills.confirmPaidBody" values={{ amount }} />,
      confirm: "admin.bills.markPaid",
      tone: "approve",
      onConfirm: () =>
        markPaid.mutate(b.id, {
          onSuccess: () => {
            toast.success(intl.formatMessage({ id: "admin.bills.paidDone" }, { amount }));
            setConfirm(null);
          },
          onError: (error) => {
            toast.error(intl.formatMessage({ id: "admin.money.failed" }), adminErrorMessage(intl, error));
            setConfirm(null);
          },
        }),
    });
  };

  return (
    <AdminPage
      title="admin.bills.title"
      subtitle="admin.bills.subtitle"
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
        caption="admin.bills.title"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(b) => b.id}
        actions={(b) =>
          b.status === "issued" ? (
            <Button size="sm" colorPalette="accent" onClick={() => ask(b)}>
              <FormattedMessage id="admin.bills.markPaid" />
            </Button>
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
        empty={{ title: "admin.bills.emptyTitle", body: "admin.bills.emptyBody" }}
      />
      <ConfirmDialog request={confirm} pending={markPaid.isPending} onClose={() => setConfirm(null)} />
    </AdminPage>
  );
}
