import { Outlet } from "react-router-dom";
import { GridIcon } from "@/components/ui/icons";
import { SidebarShell, type SidebarItem } from "./sidebar-shell";

const items: readonly SidebarItem[] = [{ to: "/admin", label: "layout.admin.nav.overview", icon: GridIcon }];

/** /admin*: the admin layout. Sections are added to `items` as the admin features arrive. */
export function AdminLayout() {
  return (
    <SidebarShell
      area="layout.admin.title"
      navLabel="layout.admin.sidebar"
      openLabel="layout.admin.openSidebar"
      defaultTitle="layout.admin.title"
      items={items}
    >
      <Outlet />
    </SidebarShell>
  );
}
