// Route table (docs/product/screens.md#routes), its paths from the shared page list the server answers 404s by. `/` and the public layout ship in the entry chunk; every other page,
// and the auth, dashboard and admin layouts, load on demand so the home page stays small, each with its area's texts.
import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { PAGE_ROUTES as P, childPath } from "@app/shared/routes/page-routes";
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
          { path: childPath(P.howItWorks), lazy: content.howItWorks },
          { path: childPath(P.tips), lazy: content.tips },
          { path: childPath(P.faq), lazy: content.faq },
          { path: childPath(P.contact), lazy: content.contact },
          { path: childPath(P.calculator), lazy: content.calculator },
          { path: childPath(P.deposit), lazy: content.deposit },
          { path: childPath(P.logistics), lazy: content.logistics },
          { path: childPath(P.customs), lazy: content.customs },
          { path: childPath(P.terms), lazy: content.terms },
          { path: childPath(P.privacy), lazy: content.privacy },
          {
            path: childPath(P.search),
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
            path: childPath(P.lot),
            lazy: lazyRoute(() => import("./routes/lot"), "LotRoute", ["lot", "calculator", "lotCard"]),
          },
          { path: "*", lazy: lazyRoute(() => import("./routes/not-found"), "NotFoundRoute") },
        ],
      },
      {
        lazy: lazyRoute(() => import("@/components/layouts/auth-layout"), "AuthLayout"),
        children: [
          { path: childPath(P.login), lazy: lazyRoute(() => import("./routes/auth/login"), "LoginRoute") },
          { path: childPath(P.register), lazy: lazyRoute(() => import("./routes/auth/register"), "RegisterRoute") },
          { path: childPath(P.resetPassword), lazy: lazyRoute(resetPages, "ResetPasswordRequestRoute") },
          { path: childPath(P.resetPasswordToken), lazy: lazyRoute(resetPages, "ResetPasswordRoute") },
        ],
      },
      {
        path: childPath(P.dashboard),
        lazy: lazyRoute(() => import("@/components/layouts/dashboard-layout"), "DashboardLayout", dashboardTexts),
        children: [
          { index: true, lazy: lazyRoute(() => import("./routes/dashboard/overview"), "DashboardOverviewRoute") },
          { path: childPath(P.dashboardWatchlist, P.dashboard), lazy: lazyRoute(dashboardPages, "WatchlistRoute") },
          {
            path: childPath(P.dashboardActiveAuctions, P.dashboard),
            lazy: lazyRoute(dashboardPages, "ActiveAuctionsRoute"),
          },
          { path: childPath(P.dashboardWonAuctions, P.dashboard), lazy: lazyRoute(dashboardPages, "WonAuctionsRoute") },
          {
            path: childPath(P.dashboardLostAuctions, P.dashboard),
            lazy: lazyRoute(dashboardPages, "LostAuctionsRoute"),
          },
          { path: childPath(P.dashboardBills, P.dashboard), lazy: lazyRoute(dashboardPages, "BillsRoute") },
          {
            path: childPath(P.dashboardProfile, P.dashboard),
            lazy: lazyRoute(() => import("./routes/dashboard/profile"), "ProfileRoute"),
          },
        ],
      },
      {
        path: childPath(P.admin),
        children: [
          {
            path: childPath(P.adminLogin, P.admin),
            lazy: lazyRoute(() => import("./routes/admin/login"), "AdminLoginRoute", ["admin"]),
          },
          {
            lazy: lazyRoute(() => import("@/components/layouts/admin-layout"), "AdminLayout", ["admin"]),
            children: [
              { index: true, lazy: lazyRoute(() => import("./routes/admin/overview"), "AdminOverviewRoute") },
              { path: childPath(P.adminDeposits, P.admin), lazy: lazyRoute(adminPages.money, "AdminDepositsRoute") },
              {
                path: childPath(P.adminWithdrawals, P.admin),
                lazy: lazyRoute(adminPages.money, "AdminWithdrawalsRoute"),
              },
              { path: childPath(P.adminBids, P.admin), lazy: lazyRoute(adminPages.bids, "AdminBidsRoute") },
              { path: childPath(P.adminBuyNow, P.admin), lazy: lazyRoute(adminPages.bids, "AdminBuyNowRoute") },
              {
                path: childPath(P.adminCustomers, P.admin),
                lazy: lazyRoute(adminPages.customers, "AdminCustomersRoute"),
              },
              { path: childPath(P.adminCustomer, P.admin), lazy: lazyRoute(adminPages.customer, "AdminCustomerRoute") },
              {
                path: childPath(P.adminIngestion, P.admin),
                lazy: lazyRoute(adminPages.ingestion, "AdminIngestionRoute"),
              },
              {
                path: childPath(P.adminPurchases, P.admin),
                lazy: lazyRoute(adminPages.purchases, "AdminPurchasesRoute"),
              },
              { path: childPath(P.adminPurchase, P.admin), lazy: lazyRoute(adminPages.purchase, "AdminPurchaseRoute") },
              { path: childPath(P.adminBills, P.admin), lazy: lazyRoute(adminPages.bills, "AdminBillsRoute") },
              { path: childPath(P.adminMail, P.admin), lazy: lazyRoute(adminPages.mail, "AdminMailRoute") },
              { path: childPath(P.adminEvents, P.admin), lazy: lazyRoute(adminPages.events, "AdminEventsRoute") },
              { path: childPath(P.adminSettings, P.admin), lazy: lazyRoute(adminPages.settings, "AdminSettingsRoute") },
            ],
          },
        ],
      },
    ],
  },
];
