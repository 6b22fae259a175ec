// The web's pages as one list (docs/product/screens.md#routes): web/src/app/router.tsx builds its route table from
// it and the API answers 404 for any other address (api/src/plugins/static-spa.ts), so the two cannot drift. No zod
// here: the web's entry chunk imports this file.

/** Every page's path pattern, as react-router reads it (`:name` is one segment). */
export const PAGE_ROUTES = {
  home: "/",
  howItWorks: "/how-it-works",
  tips: "/tips",
  faq: "/faq",
  contact: "/contact",
  calculator: "/calculator",
  deposit: "/deposit",
  logistics: "/logistics",
  customs: "/customs",
  terms: "/terms",
  privacy: "/privacy",
  search: "/search",
  lot: "/lots/:platform/:lotNumber",
  login: "/login",
  register: "/register",
  resetPassword: "/reset-password",
  resetPasswordToken: "/reset-password/:token",
  dashboard: "/dashboard",
  dashboardWatchlist: "/dashboard/watchlist",
  dashboardActiveAuctions: "/dashboard/active-auctions",
  dashboardWonAuctions: "/dashboard/won-auctions",
  dashboardLostAuctions: "/dashboard/lost-auctions",
  dashboardBills: "/dashboard/bills",
  dashboardProfile: "/dashboard/profile",
  adminLogin: "/admin/login",
  admin: "/admin",
  adminDeposits: "/admin/deposits",
  adminWithdrawals: "/admin/withdrawals",
  adminBids: "/admin/bids",
  adminBuyNow: "/admin/buy-now",
  adminCustomers: "/admin/customers",
  adminCustomer: "/admin/customers/:id",
  adminIngestion: "/admin/ingestion",
  adminPurchases: "/admin/purchases",
  adminPurchase: "/admin/purchases/:id",
  adminBills: "/admin/bills",
  adminMail: "/admin/mail",
  adminEvents: "/admin/events",
  adminSettings: "/admin/settings",
} as const;

export type PageRoute = keyof typeof PAGE_ROUTES;

/** The pages under the public layout (site header and footer); the others have layouts of their own. */
export const PUBLIC_LAYOUT_PAGES: readonly PageRoute[] = [
  "home",
  "howItWorks",
  "tips",
  "faq",
  "contact",
  "calculator",
  "deposit",
  "logistics",
  "customs",
  "terms",
  "privacy",
  "search",
  "lot",
];

/** The lot platforms (shared/src/catalogue/lot.schemas.ts PLATFORMS, repeated without zod; a test keeps them equal). */
export const LOT_PAGE_PLATFORMS = ["copart", "iaai", "europe"] as const;

/**
 * Parameter values a page can show; any other value is the page's "not found" state, so the address is a 404. The
 * lot page's values are the ones GET /api/lots/{platform}/{lotNumber} accepts. A reset token is checked on submit.
 */
const PARAM_RULES: Partial<Record<string, (value: string) => boolean>> = {
  platform: (v) => (LOT_PAGE_PLATFORMS as readonly string[]).includes(v),
  lotNumber: (v) => /^[0-9]{1,20}$/.test(v),
  // Customers and purchases are known by UUID.
  id: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
};

/** A route's path relative to its parent's, as a nested route table writes it: ("/dashboard/bills", "/dashboard") -> "bills". */
export function childPath(route: string, parent = "/"): string {
  const prefix = parent === "/" ? "/" : `${parent}/`;
  if (!route.startsWith(prefix)) throw new Error(`${route} is not under ${parent}`);
  return route.slice(prefix.length);
}

/** A pattern as react-router compiles it: case-insensitive, trailing slashes allowed, `:name` one segment. */
function compile(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const body = pattern
    .replace(/\/+$/, "")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return "/([^\\/]+)";
    });
  return { regex: new RegExp(`^${body || "\\/"}\\/*$`, "i"), names };
}

const COMPILED = Object.entries(PAGE_ROUTES).map(([name, pattern]) => ({
  name: name as PageRoute,
  ...compile(pattern),
}));

/** Each segment percent-decoded as the router does (an encoded "/" stays inside its segment; bad encodings stay raw). */
function decodePath(path: string): string {
  try {
    return path
      .split("/")
      .map((s) => decodeURIComponent(s).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return path;
  }
}

/** The page a URL path shows, with its parameters; null when it shows the "not found" page. */
export function matchPage(path: string): { route: PageRoute; params: Record<string, string> } | null {
  const decoded = decodePath(path.split(/[?#]/)[0] ?? "");
  for (const { name, regex, names } of COMPILED) {
    const m = regex.exec(decoded);
    if (!m) continue;
    const params = Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ""]));
    if (names.every((n) => PARAM_RULES[n]?.(params[n]!) ?? true)) return { route: name, params };
  }
  return null;
}

/**
 * The first paint's shell for an address (web/index.html): the home hero, a public page under the site header (the
 * "not found" page is one), or only the brand mark where the page has a layout of its own (sign-in, account, admin).
 */
export function pageShell(path: string): "home" | "public" | "bare" {
  const page = matchPage(path)?.route;
  if (page === "home") return "home";
  return !page || PUBLIC_LAYOUT_PAGES.includes(page) ? "public" : "bare";
}
