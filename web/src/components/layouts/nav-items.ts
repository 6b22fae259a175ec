import type { MessageId } from "@/i18n/message-ids";

export interface NavItem {
  to: string;
  label: MessageId;
  /** The calculator is marked new (docs/product/screens.md#header). */
  isNew?: boolean;
}

export const mainNav: readonly NavItem[] = [
  { to: "/search", label: "layout.nav.search" },
  { to: "/how-it-works", label: "layout.nav.howItWorks" },
  { to: "/calculator", label: "layout.nav.calculator", isNew: true },
  { to: "/deposit", label: "layout.nav.deposit" },
  { to: "/logistics", label: "layout.nav.logistics" },
  { to: "/customs", label: "layout.nav.customs" },
  { to: "/faq", label: "layout.nav.faq" },
];

export const footerServices: readonly NavItem[] = [
  { to: "/search", label: "layout.nav.search" },
  { to: "/calculator", label: "layout.footer.calculator" },
  { to: "/deposit", label: "layout.footer.deposit" },
  { to: "/logistics", label: "layout.footer.logistics" },
  { to: "/customs", label: "layout.footer.customs" },
];

export const footerUsefulLinks: readonly NavItem[] = [
  { to: "/how-it-works", label: "layout.nav.howItWorks" },
  { to: "/tips", label: "layout.nav.tips" },
  { to: "/faq", label: "layout.nav.faq" },
  { to: "/contact", label: "layout.nav.contact" },
  { to: "/terms", label: "layout.nav.terms" },
  { to: "/privacy", label: "layout.nav.privacy" },
];

export const dashboardNav: readonly NavItem[] = [
  { to: "/dashboard", label: "layout.dashboard.nav.overview" },
  { to: "/dashboard/watchlist", label: "layout.dashboard.nav.watchlist" },
  { to: "/dashboard/active-auctions", label: "layout.dashboard.nav.activeAuctions" },
  { to: "/dashboard/won-auctions", label: "layout.dashboard.nav.wonAuctions" },
  { to: "/dashboard/lost-auctions", label: "layout.dashboard.nav.lostAuctions" },
  { to: "/dashboard/bills", label: "layout.dashboard.nav.bills" },
  { to: "/dashboard/profile", label: "layout.dashboard.nav.profile" },
];

/**
 * What a signed-in user sees in the header's account menu and the mobile menu's account section
 * (docs/product/screens.md#account-menu).
 */
export const accountNav: readonly NavItem[] = [
  { to: "/dashboard", label: "layout.account.dashboard" },
  { to: "/dashboard/watchlist", label: "layout.dashboard.nav.watchlist" },
  { to: "/dashboard/active-auctions", label: "layout.dashboard.nav.activeAuctions" },
  { to: "/dashboard/won-auctions", label: "layout.dashboard.nav.wonAuctions" },
  { to: "/dashboard/bills", label: "layout.account.deposit" },
  { to: "/dashboard/profile", label: "layout.dashboard.nav.profile" },
];
