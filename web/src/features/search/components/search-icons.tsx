import { lineIcon } from "@/components/ui/icons";

// The search page's own icons (drawn like the shared set, loaded only with this page).
export const FilterIcon = lineIcon("FilterIcon", <path d="M4 6h16M7 12h10M10 18h4" />);
export const ListIcon = lineIcon("ListIcon", <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />);
export const GridViewIcon = lineIcon(
  "GridViewIcon",
  <>
    <rect x="4" y="4" width="7" height="7" rx="1" />
    <rect x="13" y="4" width="7" height="7" rx="1" />
    <rect x="4" y="13" width="7" height="7" rx="1" />
    <rect x="13" y="13" width="7" height="7" rx="1" />
  </>,
);
export const ChevronLeftIcon = lineIcon("ChevronLeftIcon", <path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = lineIcon("ChevronRightIcon", <path d="m9 6 6 6-6 6" />);
export const ChevronsLeftIcon = lineIcon("ChevronsLeftIcon", <path d="m11 6-6 6 6 6M18 6l-6 6 6 6" />);
export const ChevronsRightIcon = lineIcon("ChevronsRightIcon", <path d="m13 6 6 6-6 6M6 6l6 6-6 6" />);
export const AlertIcon = lineIcon(
  "AlertIcon",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </>,
);
