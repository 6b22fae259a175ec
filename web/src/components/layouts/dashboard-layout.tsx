import { Box } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { Outlet } from "react-router-dom";
import {
  CircleSlashIcon,
  EyeIcon,
  GavelIcon,
  GridIcon,
  ReceiptIcon,
  TrophyIcon,
  UserIcon,
} from "@/components/ui/icons";
import { RequireUser } from "@/features/auth/components/auth-gates";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { SearchBox } from "@/features/search/components/search-box";
import { currentUserAtom, useAtomValue } from "@/lib/store";
import { AccountMenu } from "./account-menu";
import { dashboardNav } from "./nav-items";
import { SidebarShell, type SidebarItem } from "./sidebar-shell";

const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

const icons: Record<string, SidebarItem["icon"]> = {
  "/dashboard": GridIcon,
  "/dashboard/watchlist": EyeIcon,
  "/dashboard/active-auctions": GavelIcon,
  "/dashboard/won-auctions": TrophyIcon,
  "/dashboard/lost-auctions": CircleSlashIcon,
  "/dashboard/bills": ReceiptIcon,
  "/dashboard/profile": UserIcon,
};
const items: readonly SidebarItem[] = dashboardNav.map((item) => ({ ...item, icon: icons[item.to] ?? GridIcon }));

function HeaderActions() {
  const user = useAtomValue(currentUserAtom);
  return (
    <>
      <Box hideBelow="md" w="18rem">
        <SearchBox variant="header" />
      </Box>
      <NotificationBell />
      {user ? <AccountMenu user={user} /> : null}
    </>
  );
}

/**
 * /dashboard*: no public chrome; its own sidebar layout (docs/product/screens.md#dashboard-header-and-sidebar) with a
 * top bar holding the sidebar toggle, the page title, a search box, the bell and the user menu. Guests are sent to
 * /login and brought back after.
 */
export function DashboardLayout() {
  return (
    <RequireUser>
      <SidebarShell
        navLabel="layout.dashboard.sidebar"
        openLabel="layout.dashboard.openSidebar"
        defaultTitle="layout.dashboard.title"
        items={items}
        headerActions={<HeaderActions />}
        mobileMenu={(open, onOpenChange) =>
          open ? (
            <Suspense fallback={null}>
              <MobileMenu open={open} onOpenChange={onOpenChange} mode="dashboard" />
            </Suspense>
          ) : null
        }
      >
        <Outlet />
      </SidebarShell>
    </RequireUser>
  );
}
