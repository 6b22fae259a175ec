import { Button, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, FormattedNumber, useIntl } from "react-intl";
import { Link as RouterLink, useParams } from "react-router-dom";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { Numeric } from "@/components/ui/numeric";
import { PageTitle } from "@/components/ui/page-title";
import {
  useAdminCustomer,
  useCustomerLedger,
  useSetCustomerRole,
  type CustomerDetail,
  type LedgerEntry,
} from "@/features/admin/api/admin-customers";
import { adminErrorMessage } from "@/features/admin/api/admin-errors";
import { AdminList, ListError, type Column } from "@/features/admin/components/admin-list";
import { ConfirmDialog, type ConfirmRequest } from "@/features/admin/components/confirm-dialog";
import { Money } from "@/components/ui/money";
import { When } from "@/features/admin/components/when";
import { RoleBadge } from "@/features/admin/components/role-badge";
import { useListParams } from "@/features/admin/hooks/use-list-params";
import type { MessageId } from "@/i18n/message-ids";
import { toast } from "@/lib/toast";

function Figure({ label, value, currency }: { label: MessageId; value: number; currency: string }) {
  return (
    <Stack layerStyle="card" gap="1" p="4">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id={label} />
      </Text>
      <Text fontSize="xl" fontWeight="bold">
        <Money exact value={{ amount: value, currency }} />
      </Text>
    </Stack>
  );
}

function Count({ label, value }: { label: MessageId; value: number }) {
  return (
    <HStack justify="space-between" fontSize="sm">
      <Text color="fg.muted">
        <FormattedMessage id={label} />
      </Text>
      <Numeric fontWeight="semibold">
        <FormattedNumber value={value} />
      </Numeric>
    </HStack>
  );
}

const ledgerColumns: Column<LedgerEntry>[] = [
  {
    id: "createdAt",
    label: "admin.ledger.col.createdAt",
    sort: "createdAt",
    render: (e) => <When value={e.createdAt} />,
  },
  {
    id: "type",
    label: "admin.ledger.col.type",
    render: (e) => (
      <Stack gap="0">
        <Text>
          <FormattedMessage id={`admin.ledger.type.${e.type}`} />
        </Text>
        {e.description ? (
          <Text fontSize="xs" color="fg.muted">
            {e.description}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    id: "amount",
    label: "admin.ledger.col.amount",
    align: "end",
    render: (e) => <Money exact value={{ amount: e.amount, currency: e.currency }} />,
  },
  {
    id: "frozen",
    label: "admin.ledger.col.frozenChange",
    align: "end",
    render: (e) => <Money exact value={{ amount: e.frozenChange, currency: e.currency }} />,
  },
  {
    id: "balanceAfter",
    label: "admin.ledger.col.balanceAfter",
    align: "end",
    render: (e) => <Money exact value={{ amount: e.balanceAfter, currency: e.currency }} />,
  },
  {
    id: "availableAfter",
    label: "admin.ledger.col.availableAfter",
    align: "end",
    render: (e) => <Money exact value={{ amount: e.availableAfter, currency: e.currency }} />,
  },
];

function RoleSwitch({ customer }: { customer: CustomerDetail }) {
  const intl = useIntl();
  const setRole = useSetCustomerRole(customer.id);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  if (customer.role === "admin") return null;
  const target = customer.role === "vip" ? "customer" : "vip";
  const name = `${customer.name} ${customer.surname}`;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          setConfirm({
            title: target === "vip" ? "admin.customer.makeVipConfirm" : "admin.customer.makeCustomerConfirm",
            body: (
              <FormattedMessage
                id={target === "vip" ? "admin.customer.makeVipBody" : "admin.customer.makeCustomerBody"}
                values={{ name }}
              />
            ),
            confirm: target === "vip" ? "admin.customer.makeVip" : "admin.customer.makeCustomer",
            tone: "approve",
            onConfirm: () =>
              setRole.mutate(target, {
                onSuccess: () => {
                  toast.success(intl.formatMessage({ id: `admin.customer.roleSaved.${target}` }, { name }));
                  setConfirm(null);
                },
                onError: (error) => {
                  toast.error(intl.formatMessage({ id: "admin.money.failed" }), adminErrorMessage(intl, error));
                  setConfirm(null);
                },
              }),
          })
        }
      >
        <FormattedMessage id={target === "vip" ? "admin.customer.makeVip" : "admin.customer.makeCustomer"} />
      </Button>
      <ConfirmDialog request={confirm} pending={setRole.isPending} onClose={() => setConfirm(null)} />
    </>
  );
}

function Ledger({ id }: { id: string }) {
  const list = useListParams({ sort: "createdAt", order: "desc" });
  const query = useCustomerLedger(id, list);
  return (
    <Stack gap="4" as="section" aria-labelledby="customer-ledger">
      <Heading as="h3" size="md" id="customer-ledger">
        <FormattedMessage id="admin.ledger.title" />
      </Heading>
      <AdminList
        caption="admin.ledger.title"
        columns={ledgerColumns}
        rows={query.data?.rows}
        rowKey={(e) => e.id}
        total={query.data?.total ?? 0}
        page={list.page}
        pageSize={query.data?.pageSize ?? 10}
        sort={list.sort}
        order={list.order}
        onSort={list.toggleSort}
        onPage={list.setPage}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={{ title: "admin.ledger.emptyTitle", body: "admin.ledger.emptyBody" }}
      />
    </Stack>
  );
}

/** /admin/customers/:id: who the customer is, their balance, what they have going on, the ledger and the role. */
export function AdminCustomerRoute() {
  const { id = "" } = useParams();
  const query = useAdminCustomer(id);
  const c = query.data;

  return (
    <Stack gap="6">
      <PageTitle id="admin.customer.title" />
      <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
        <RouterLink to="/admin/customers">
          <ArrowLeftIcon boxSize="4" />
          <FormattedMessage id="admin.customer.back" />
        </RouterLink>
      </Link>
      {query.isPending ? <Skeleton height="40" borderRadius="xl" aria-busy="true" /> : null}
      {query.isError ? <ListError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {c ? (
        <>
          <HStack justify="space-between" align="start" gap="4" wrap="wrap">
            <Stack gap="1" minW="0">
              <HStack gap="3" wrap="wrap">
                <Heading as="h2" size="xl" wordBreak="break-word">
                  {`${c.name} ${c.surname}`}
                </Heading>
                <RoleBadge role={c.role} />
              </HStack>
              <Text color="fg.muted" wordBreak="break-all">
                {c.email}
                {c.phone ? ` · ${c.phone}` : ""}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="admin.customer.since" values={{ when: <When value={c.createdAt} /> }} />
              </Text>
            </Stack>
            <RoleSwitch customer={c} />
          </HStack>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <Figure label="admin.customer.balance" value={c.balance.balance} currency={c.balance.currency} />
            <Figure label="admin.customer.frozen" value={c.balance.frozen} currency={c.balance.currency} />
            <Figure label="admin.customer.available" value={c.balance.available} currency={c.balance.currency} />
          </SimpleGrid>
          <Stack layerStyle="card" gap="2" p="5" as="section" aria-labelledby="customer-activity">
            <Heading as="h3" size="sm" id="customer-activity">
              <FormattedMessage id="admin.customer.activity" />
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="8" rowGap="2">
              <Count label="admin.customer.activity.bids" value={c.activity.bids} />
              <Count label="admin.customer.activity.buyNowRequests" value={c.activity.buyNowRequests} />
              <Count label="admin.customer.activity.purchases" value={c.activity.purchases} />
              <Count label="admin.customer.activity.pendingDeposits" value={c.activity.pendingDeposits} />
              <Count label="admin.customer.activity.pendingWithdrawals" value={c.activity.pendingWithdrawals} />
              <Count label="admin.customer.activity.unpaidBills" value={c.activity.unpaidBills} />
            </SimpleGrid>
          </Stack>
          <Ledger id={c.id} />
        </>
      ) : null}
    </Stack>
  );
}
