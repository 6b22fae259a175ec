// The "Read next" cards the content pages link to, defined once so every page points at the same titles and paths.
import type { RelatedPage } from "@/components/layouts/content-blocks";
import {
  CalculatorIcon,
  ChatIcon,
  CompassIcon,
  DocumentIcon,
  LockIcon,
  ReceiptIcon,
  SearchIcon,
  ShipIcon,
  UserIcon,
  WalletIcon,
  EyeIcon,
} from "@/components/ui/icons";

export const RELATED = {
  howItWorks: {
    to: "/how-it-works",
    title: "content.howItWorks.title",
    body: "content.related.howItWorks.body",
    icon: CompassIcon,
  },
  deposit: { to: "/deposit", title: "content.deposit.title", body: "content.related.deposit.body", icon: WalletIcon },
  customs: { to: "/customs", title: "content.customs.title", body: "content.related.customs.body", icon: ReceiptIcon },
  logistics: {
    to: "/logistics",
    title: "content.logistics.title",
    body: "content.related.logistics.body",
    icon: ShipIcon,
  },
  faq: { to: "/faq", title: "content.faq.title", body: "content.related.faq.body", icon: ChatIcon },
  tips: { to: "/tips", title: "content.tips.title", body: "content.related.tips.body", icon: EyeIcon },
  contact: { to: "/contact", title: "content.contact.title", body: "content.related.contact.body", icon: ChatIcon },
  terms: { to: "/terms", title: "content.terms.title", body: "content.related.terms.body", icon: DocumentIcon },
  privacy: { to: "/privacy", title: "content.privacy.title", body: "content.related.privacy.body", icon: LockIcon },
  calculator: {
    to: "/calculator",
    title: "content.related.calculator.title",
    body: "content.related.calculator.body",
    icon: CalculatorIcon,
  },
  search: {
    to: "/search",
    title: "content.related.search.title",
    body: "content.related.search.body",
    icon: SearchIcon,
  },
  register: {
    to: "/register",
    title: "content.related.register.title",
    body: "content.related.register.body",
    icon: UserIcon,
  },
} as const satisfies Record<string, RelatedPage>;
