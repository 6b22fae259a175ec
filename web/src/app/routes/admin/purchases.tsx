import { Badge, Button, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import {
  PURCHASE_STEPS,
  STEP_LABEL,
  useAdminPurchases,
  type AdminPurchase,
} from "@/features/admin/api/admin-purchases";
import { AdminList, type Column } from "@/features/admin/components/admin-list";
import { AdminPage } from "@/features/admin/components/admin-page";
import { LotCell } from "@/features/admin/components/lot-cell";
import { Money } from "@/components/ui/money";
import { When } from "@/features/admin/components/when";
import { StatusFilter } from "@/features/admin/components/status-filter";
import { useListParams } from "@/features/admin/hooks/use-list-params";
import type { MessageId } from "@/i18n/message-ids";

const FILTERS: readonly { value: string; label: MessageId }[] = [
  { value: "", label: "admin.purchases.filter.all" },
  ...PURCHASE_STEPS.map((s) => ({ value: s, label: STEP_LABEL[s] })),
];

const columns: Column<AdminPurchase>[] = [
  {
    id: "createdAt",
    label: "admin.purchases.col.createdAt",
    sort: "createdAt",
    render: (p) => <When value={p.createdAt} />,
  },
  {
    id: "lot",
    label: "admin.bids.col.lot",
    render: (p) => <LotCell lot={p.lot} platform={p.platform} lotNumber={p.lotNumber} />,
  },
  {
    id: "price",
    label: "admin.purchases.col.finalPrice",
    align: "end",
    render: (p) => <Money value={p.finalPrice} />,
  },
  {
    id: "status",
    label: "admin.money.col.status",
    sort: "status",
    render: (p) => (
      <Badge colorPalette={p.status === "delivered" ? "green" : "blue"} variant="subtle">
        <FormattedMessage id={STEP_LABEL[p.status]} />
      </Badge>
    ),
  },
  {
    id: "shipping",
    label: "admin.purchases.col.shipping",
    render: (p) => <Text fontSize="sm">{[p.container, p.vessel].filter(Boolean).join(" · ") || "—"}</Text>,
  },
  {
    id: "bills",
    label: "admin.purchases.col.bills",
    render: (p) => (
      <FormattedMessage
        id="admin.purchases.billsCount"
        values={{ issued: p.bills.length, unpaid: p.bills.filter((b) => b.status === "issued").length }}
      />
    ),
  },
  {
    id: "updatedAt",
    label: "admin.purchases.col.updatedAt",
    sort: "updatedAt",
    render: (p) => <When value={p.updatedAt} />,
  },
];

/** /admin/purchases: every won or bought lot on its way to the customer; open one to move it along. */
export function AdminPurchasesRoute() {
  const list = useListParams({ sort: "updatedAt", order: "desc", filters: { status: "" } });
  const query = useAdminPurchases(list);
  return (
    <AdminPage
      title="admin.purchases.title"
      subtitle="admin.purchases.subtitle"
      tools={
        <StatusFilter
          label="admin.money.filter.label"
          value={list.filters.status ?? ""}
          options={FILTERS}
          onChange={(v) => list.setFilter("status", v)}
        />
      }
    >
      <AdminList
        caption="admin.purchases.title"
        columns={columns}
        rows={query.data?.rows}
        rowKey={(p) => p.id}
        actions={(p) => (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/admin/purchases/${p.id}`}>
              <FormattedMessage id="admin.purchases.open" />
            </RouterLink>
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
        empty={{ title: "admin.purchases.emptyTitle", body: "admin.purchases.emptyBody" }}
      />
    </AdminPage>
  );
}
