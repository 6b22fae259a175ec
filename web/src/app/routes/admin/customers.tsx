import { chakra, HStack, Input, Link, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { SearchIcon } from "@/components/ui/icons";
import { useAdminCustomers, type AdminCustomer } from "@/features/admin/api/admin-customers";
import { AdminList, type Column } from "@/features/admin/components/admin-list";
import { AdminPage } from "@/features/admin/components/admin-page";
import { Money } from "@/components/ui/money";
import { When } from "@/features/admin/components/when";
import { RoleBadge } from "@/features/admin/components/role-badge";
import { StatusFilter } from "@/features/admin/components/status-filter";
import { useListParams } from "@/features/admin/hooks/use-list-params";

const ROLE_FILTERS = [
  { value: "", label: "admin.customers.filter.all" },
  { value: "customer", label: "admin.customers.filter.customer" },
  { value: "vip", label: "admin.customers.filter.vip" },
  { value: "admin", label: "admin.customers.filter.admin" },
] as const;

const columns: Column<AdminCustomer>[] = [
  {
    id: "name",
    label: "admin.customers.col.name",
    sort: "surname",
    render: (c) => (
      <Link asChild color="accent.fg" fontWeight="medium">
        <RouterLink to={`/admin/customers/${c.id}`}>{`${c.name} ${c.surname}`}</RouterLink>
      </Link>
    ),
  },
  {
    id: "email",
    label: "admin.customers.col.email",
    sort: "email",
    render: (c) => <Text wordBreak="break-all">{c.email}</Text>,
  },
  { id: "role", label: "admin.customers.col.role", render: (c) => <RoleBadge role={c.role} /> },
  {
    id: "available",
    label: "admin.customers.col.available",
    align: "end",
    render: (c) => <Money exact value={{ amount: c.balance.available, currency: c.balance.currency }} />,
  },
  {
    id: "createdAt",
    label: "admin.customers.col.createdAt",
    sort: "createdAt",
    render: (c) => <When value={c.createdAt} />,
  },
];

/** Typed text reaches the URL (and the API) after a short pause, not on every key. */
function useDebounced(value: string, ms = 350) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** /admin/customers: find a customer by e-mail or name; open one for their balance, ledger and role. */
export function AdminCustomersRoute() {
  const intl = useIntl();
  const list = useListParams({ sort: "createdAt", order: "desc", filters: { q: "", role: "" } });
  const [text, setText] = useState(list.filters.q ?? "");
  const q = useDebounced(text);
  const { setFilter } = list;
  useEffect(() => {
    if (q.trim() !== (list.filters.q ?? "")) setFilter("q", q.trim());
  }, [q, list.filters.q, setFilter]);
  const query = useAdminCustomers(list);

  return (
    <AdminPage
      title="admin.customers.title"
      subtitle="admin.customers.subtitle"
      tools={
        <HStack gap="2" wrap="wrap" w={{ base: "full", md: "auto" }}>
          <chakra.form role="search" onSubmit={(e) => e.preventDefault()} flex="1" minW="56">
            <HStack position="relative">
              <SearchIcon position="absolute" left="3" boxSize="4" color="fg.muted" zIndex="1" aria-hidden />
              <Input
                type="search"
                size="sm"
                ps="9"
                bg="bg"
                maxLength={100}
                aria-label={intl.formatMessage({ id: "admin.customers.search" })}
                placeholder={intl.formatMessage({ id: "admin.customers.searchHint" })}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </HStack>
          </chakra.form>
          <StatusFilter
            label="admin.customers.filter.label"
            value={list.filters.role ?? ""}
            options={ROLE_FILTERS}
            onChange={(v) => list.setFilter("role", v)}
          />
        </HStack>
      }
    >
      <Stack gap="4">
        <AdminList
          caption="admin.customers.title"
          columns={columns}
          rows={query.data?.rows}
          rowKey={(c) => c.id}
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
          empty={{ title: "admin.customers.emptyTitle", body: "admin.customers.emptyBody" }}
        />
      </Stack>
    </AdminPage>
  );
}
