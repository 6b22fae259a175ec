import { Button, Center, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import {
  BellIcon,
  CompassIcon,
  DocumentIcon,
  GavelIcon,
  GridIcon,
  LogOutIcon,
  MailIcon,
  ReceiptIcon,
  RefreshIcon,
  ShieldIcon,
  ShipIcon,
  TrophyIcon,
  UserIcon,
  WalletIcon,
} from "@/components/ui/icons";
import { useAdminLogout, useAdminMe } from "@/features/admin/api/admin-auth";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { SidebarShell, type SidebarItem } from "./sidebar-shell";

const items: readonly SidebarItem[] = [
  { to: "/admin", label: "layout.admin.nav.overview", icon: GridIcon },
  { to: "/admin/deposits", label: "layout.admin.nav.deposits", icon: WalletIcon },
  { to: "/admin/withdrawals", label: "layout.admin.nav.withdrawals", icon: ReceiptIcon },
  { to: "/admin/bids", label: "layout.admin.nav.bids", icon: GavelIcon },
  { to: "/admin/buy-now", label: "layout.admin.nav.buyNow", icon: TrophyIcon },
  { to: "/admin/purchases", label: "layout.admin.nav.purchases", icon: ShipIcon },
  { to: "/admin/bills", label: "layout.admin.nav.bills", icon: DocumentIcon },
  { to: "/admin/customers", label: "layout.admin.nav.customers", icon: UserIcon },
  { to: "/admin/mail", label: "layout.admin.nav.mail", icon: MailIcon },
  { to: "/admin/events", label: "layout.admin.nav.events", icon: BellIcon },
  { to: "/admin/ingestion", label: "layout.admin.nav.ingestion", icon: CompassIcon },
  { to: "/admin/settings", label: "layout.admin.nav.settings", icon: ShieldIcon },
];

function SignOutButton({ name }: { name: string }) {
  const intl = useIntl();
  const logout = useAdminLogout();
  return (
    <HStack gap="2">
      <Text fontSize="sm" color="fg.muted" hideBelow="md" truncate maxW="48">
        {name}
      </Text>
      <Button
        variant="ghost"
        size="sm"
        loading={logout.isPending}
        aria-label={intl.formatMessage({ id: "admin.layout.signOut" })}
        onClick={() =>
          logout.mutate(undefined, {
            onError: () => toast.error(intl.formatMessage({ id: "admin.layout.signOutFailed" })),
          })
        }
      >
        <LogOutIcon boxSize="5" />
        <Text as="span" hideBelow="md">
          <FormattedMessage id="admin.layout.signOut" />
        </Text>
      </Button>
    </HStack>
  );
}

/**
 * /admin*: the admin layout. Every page behind it needs an admin session (docs/product/admin.md#admin-area-access):
 * without one the visitor goes to /admin/login, which brings them back here after signing in.
 */
export function AdminLayout() {
  const me = useAdminMe();
  const location = useLocation();

  if (me.isPending) {
    return (
      <Center minH="100dvh" aria-busy="true">
        <Spinner size="lg" color="accent.solid" />
      </Center>
    );
  }
  const signedOut = me.isSuccess && !me.data;
  if (signedOut || (me.isError && isApiError(me.error) && (me.error.status === 401 || me.error.status === 403))) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/admin/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (me.isError) {
    return (
      <Center minH="100dvh" px="4">
        <Stack layerStyle="card" align="center" textAlign="center" gap="3" p="10" role="alert" maxW="md">
          <Heading as="h1" size="md">
            <FormattedMessage id="admin.layout.error.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="admin.layout.error.body" />
          </Text>
          <Button variant="outline" onClick={() => void me.refetch()} loading={me.isRefetching}>
            <RefreshIcon boxSize="4" />
            <FormattedMessage id="admin.list.retry" />
          </Button>
        </Stack>
      </Center>
    );
  }

  if (!me.data) return null; // unreachable: a success without a user went to the sign-in page above
  return (
    <SidebarShell
      area="layout.admin.title"
      navLabel="layout.admin.sidebar"
      openLabel="layout.admin.openSidebar"
      defaultTitle="layout.admin.title"
      items={items}
      headerActions={<SignOutButton name={`${me.data.name} ${me.data.surname}`} />}
    >
      <Outlet />
    </SidebarShell>
  );
}
