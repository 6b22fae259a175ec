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
import { dashboardNav } from "./nav-items";
import { SidebarShell, type SidebarItem } from "./sidebar-shell";

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

/** /dashboard*: no public chrome; its own sidebar layout (spec section 2). */
export function DashboardLayout() {
  return (
    <SidebarShell
      navLabel="layout.dashboard.sidebar"
      openLabel="layout.dashboard.openSidebar"
      defaultTitle="layout.dashboard.title"
      items={items}
    >
      <Outlet />
    </SidebarShell>
  );
}
