// Route table (docs/product/screens.md#routes). `/` and the public layout ship in the entry chunk; every other page,
// and the auth, dashboard and admin layouts, load on demand so the home page stays small, each with its area's texts.
import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { PublicLayout } from "@/components/layouts/public-layout";
import { RootLayout } from "@/components/layouts/root-layout";
import { RouteError } from "@/components/layouts/route-error";
import { withTexts, type TextArea } from "@/i18n/area-texts";
import { HomeRoute } from "./routes/home";

/**
 * Adapts a module's named component export to react-router's `lazy` (which expects `Component`); the page renders
 * once the texts of the areas it shows are loaded too.
 */
function lazyRoute<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  texts: readonly TextArea[] = [],
): RouteObject["lazy"] {
  const loadWithTexts = withTexts(texts, load);
  return async () => ({ Component: (await loadWithTexts())[name] });
}

const content = {
  howItWorks: lazyRoute(() => import("./routes/content/how-it-works"), "HowItWorksRoute", ["content"]),
  tips: lazyRoute(() => import("./routes/content/tips"), "TipsRoute", ["content"]),
  faq: lazyRoute(() => import("./routes/content/faq"), "FaqRoute", ["content"]),
  contact: lazyRoute(() => import("./routes/content/contact"), "ContactRoute", ["content"]),
  // The calculator's vehicle and fuel lists name their codes with the lot page's texts.
  calculator: lazyRoute(() => import("./routes/content/calculator"), "CalculatorRoute", ["calculator", "lot"]),
  deposit: lazyRoute(() => import("./routes/content/deposit"), "DepositRoute", ["content"]),
  logistics: lazyRoute(() => import("./routes/content/logistics"), "LogisticsRoute", ["content"]),
  customs: lazyRoute(() => import("./routes/content/customs"), "CustomsRoute", ["content"]),
  terms: lazyRoute(() => import("./routes/content/terms"), "TermsRoute", ["content"]),
  privacy: lazyRoute(() => import("./routes/content/privacy"), "PrivacyRoute", ["content"]),
};

// The dashboard's pages show the bell, and bids placed again from "my bids" open the bidding dialogs.
const dashboardTexts: readonly TextArea[] = ["dashboard", "bidding", "notifications"];
const dashboardPages = () => import("./routes/dashboard/empty-pages");
const resetPages = () => import("./routes/auth/reset-password");
const adminPages = {
  money: () => import("./routes/admin/money-queue"),
  bids: () => import("./routes/admin/bid-requests"),
  customers: () => import("./routes/admin/customers"),
  customer: () => import("./routes/admin/customer"),
  ingestion: () => import("./routes/admin/ingestion"),
  bills: () => import("./routes/admin/bills"),
  purchases: () => import("./routes/admin/purchases"),
  purchase: () => import("./routes/admin/purchase"),
  mail: () => import("./routes/admin/mail"),
  events: () => import("./routes/admin/events"),
  settings: () => import("./routes/admin/settings"),
};

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // The first page's lazy code is usually in flight at start; render nothing rather than a half page meanwhile.
    HydrateFallback: () => null,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: HomeRoute },
          { path: "how-it-works", lazy: content.howItWorks },
          { path: "tips", lazy: content.tips },
          { path: "faq", lazy: content.faq },
          { path: "contact", lazy: content.contact },
          { path: "calculator", lazy: content.calculator },
          { path: "deposit", lazy: content.deposit },
          { path: "logistics", lazy: content.logistics },
          { path: "customs", lazy: content.customs },
          { path: "terms", lazy: content.terms },
          { path: "privacy", lazy: content.privacy },
          {
            path: "search",
            lazy: lazyRoute(
              () => {
                // The results' request leaves with the page's code, not after its first render (LCP on /search).
                void import("@/features/search/api/early-search").then(
                  (m) => m.startEarlySearch(),
                  () => {},
                );
                return import("./routes/search");
              },
              "SearchRoute",
              ["search", "lotCard"],
            ),
          },
          {
            path: "lots/:platform/:lotNumber",
            lazy: lazyRoute(() => import("./routes/lot"), "LotRoute", ["lot", "calculator", "lotCard"]),
          },
          { path: "*", lazy: lazyRoute(() => import("./routes/not-found"), "NotFoundRoute") },
        ],
      },
      {
        lazy: lazyRoute(() => import("@/components/layouts/auth-layout"), "AuthLayout"),
        children: [
          { path: "login", lazy: lazyRoute(() => import("./routes/auth/login"), "LoginRoute") },
          { path: "register", lazy: lazyRoute(() => import("./routes/auth/register"), "RegisterRoute") },
          { path: "reset-password", lazy: lazyRoute(resetPages, "ResetPasswordRequestRoute") },
          { path: "reset-password/:token", lazy: lazyRoute(resetPages, "ResetPasswordRoute") },
        ],
      },
      {
        path: "dashboard",
        lazy: lazyRoute(() => import("@/components/layouts/dashboard-layout"), "DashboardLayout", dashboardTexts),
        children: [
          { index: true, lazy: lazyRoute(() => import("./routes/dashboard/overview"), "DashboardOverviewRoute") },
          { path: "watchlist", lazy: lazyRoute(dashboardPages, "WatchlistRoute") },
          { path: "active-auctions", lazy: lazyRoute(dashboardPages, "ActiveAuctionsRoute") },
          { path: "won-auctions", lazy: lazyRoute(dashboardPages, "WonAuctionsRoute") },
          { path: "lost-auctions", lazy: lazyRoute(dashboardPages, "LostAuctionsRoute") },
          { path: "bills", lazy: lazyRoute(dashboardPages, "BillsRoute") },
          { path: "profile", lazy: lazyRoute(() => import("./routes/dashboard/profile"), "ProfileRoute") },
        ],
      },
      {
        path: "admin",
        children: [
          { path: "login", lazy: lazyRoute(() => import("./routes/admin/login"), "AdminLoginRoute", ["admin"]) },
          {
            lazy: lazyRoute(() => import("@/components/layouts/admin-layout"), "AdminLayout", ["admin"]),
            children: [
              { index: true, lazy: lazyRoute(() => import("./routes/admin/overview"), "AdminOverviewRoute") },
              { path: "deposits", lazy: lazyRoute(adminPages.money, "AdminDepositsRoute") },
              { path: "withdrawals", lazy: lazyRoute(adminPages.money, "AdminWithdrawalsRoute") },
              { path: "bids", lazy: lazyRoute(adminPages.bids, "AdminBidsRoute") },
              { path: "buy-now", lazy: lazyRoute(adminPages.bids, "AdminBuyNowRoute") },
              { path: "customers", lazy: lazyRoute(adminPages.customers, "AdminCustomersRoute") },
              { path: "customers/:id", lazy: lazyRoute(adminPages.customer, "AdminCustomerRoute") },
              { path: "ingestion", lazy: lazyRoute(adminPages.ingestion, "AdminIngestionRoute") },
              { path: "purchases", lazy: lazyRoute(adminPages.purchases, "AdminPurchasesRoute") },
              { path: "purchases/:id", lazy: lazyRoute(adminPages.purchase, "AdminPurchaseRoute") },
              { path: "bills", lazy: lazyRoute(adminPages.bills, "AdminBillsRoute") },
              { path: "mail", lazy: lazyRoute(adminPages.mail, "AdminMailRoute") },
              { path: "events", lazy: lazyRoute(adminPages.events, "AdminEventsRoute") },
              { path: "settings", lazy: lazyRoute(adminPages.settings, "AdminSettingsRoute") },
            ],
          },
        ],
      },
    ],
  },
];
