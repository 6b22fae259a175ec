// A small hand-drawn line-icon set (24 px grid, 2 px stroke, currentColor) so the app needs no icon package.
// Features draw their own rarely used icons with `lineIcon`, so they load only with the feature.
import { createIcon, type IconProps } from "@chakra-ui/react";
import type { ComponentType, ReactNode } from "react";

/** Any icon of this set, for props that take one. */
export type AppIcon = ComponentType<IconProps>;

export function lineIcon(displayName: string, shapes: ReactNode) {
  return createIcon({
    displayName,
    viewBox: "0 0 24 24",
    path: (
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {shapes}
      </g>
    ),
    defaultProps: { "aria-hidden": true, focusable: false },
  });
}

export const MenuIcon = lineIcon("MenuIcon", <path d="M4 7h16M4 12h16M4 17h16" />);
export const SearchIcon = lineIcon(
  "SearchIcon",
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </>,
);
export const ArrowRightIcon = lineIcon("ArrowRightIcon", <path d="M5 12h14m-6-6 6 6-6 6" />);
export const ArrowLeftIcon = lineIcon("ArrowLeftIcon", <path d="M19 12H5m6-6-6 6 6 6" />);
export const CheckIcon = lineIcon("CheckIcon", <path d="m5 12.5 4.5 4.5L19 7.5" />);
export const ChatIcon = lineIcon(
  "ChatIcon",
  <path d="M20 12.5a7.5 7.5 0 0 1-10.9 6.7L4 20.5l1.3-4.6A7.5 7.5 0 1 1 20 12.5Z" />,
);
export const PhoneIcon = lineIcon(
  "PhoneIcon",
  <path d="M5 4h3.5l1.8 4.4-2.3 1.5a11 11 0 0 0 6.1 6.1l1.5-2.3L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z" />,
);
export const MailIcon = lineIcon(
  "MailIcon",
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
);
export const MapPinIcon = lineIcon(
  "MapPinIcon",
  <>
    <path d="M12 21s-7-5.8-7-11.5a7 7 0 0 1 14 0C19 15.2 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const ClockIcon = lineIcon(
  "ClockIcon",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const ShieldIcon = lineIcon(
  "ShieldIcon",
  <>
    <path d="M12 3 5 6v5.5c0 4.4 3 8.2 7 9.5 4-1.3 7-5.1 7-9.5V6l-7-3Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const WalletIcon = lineIcon(
  "WalletIcon",
  <>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <rect x="4" y="8" width="16" height="11" rx="2" />
    <path d="M16 13.5h.01" />
  </>,
);
export const ShipIcon = lineIcon(
  "ShipIcon",
  <>
    <path d="M3 17.5c1.5 1.3 3 1.3 4.5 0s3-1.3 4.5 0 3 1.3 4.5 0 3-1.3 4.5 0" />
    <path d="M5 15 4 11h16l-2 4" />
    <path d="M7 11V7h10v4M12 4v3" />
  </>,
);
export const TruckIcon = lineIcon(
  "TruckIcon",
  <>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </>,
);
export const CalculatorIcon = lineIcon(
  "CalculatorIcon",
  <>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M8 7h8M8.5 11.5h.01M12 11.5h.01M15.5 11.5h.01M8.5 15h.01M12 15h.01M15.5 15v2.5M8.5 18h3.5" />
  </>,
);
export const GavelIcon = lineIcon(
  "GavelIcon",
  <>
    <path d="m14 5 5 5M11.5 7.5l5 5M12.8 6.2l-4.6 4.6 5 5 4.6-4.6" />
    <path d="m10.5 13.5-6 6" />
    <path d="M13 20h8" />
  </>,
);
export const DocumentIcon = lineIcon(
  "DocumentIcon",
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
);
export const EyeIcon = lineIcon(
  "EyeIcon",
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="2.8" />
  </>,
);
export const TrophyIcon = lineIcon(
  "TrophyIcon",
  <>
    <path d="M8 4h8v5a4 4 0 0 1-8 0V4Z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4" />
  </>,
);
export const CircleSlashIcon = lineIcon(
  "CircleSlashIcon",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m6 6 12 12" />
  </>,
);
export const ReceiptIcon = lineIcon(
  "ReceiptIcon",
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);
export const UserIcon = lineIcon(
  "UserIcon",
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
  </>,
);
export const GridIcon = lineIcon(
  "GridIcon",
  <>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </>,
);
export const LockIcon = lineIcon(
  "LockIcon",
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </>,
);
export const LogOutIcon = lineIcon(
  "LogOutIcon",
  <>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 16.5 5.5 12 10 7.5M5.5 12H15" />
  </>,
);
export const GlobeIcon = lineIcon(
  "GlobeIcon",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5s1.2-6.1 3.5-8.5Z" />
  </>,
);
export const CompassIcon = lineIcon(
  "CompassIcon",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </>,
);
export const BellIcon = lineIcon(
  "BellIcon",
  <>
    <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9" />
    <path d="M10 19.5a2 2 0 0 0 4 0" />
  </>,
);
export const ArrowUpIcon = lineIcon("ArrowUpIcon", <path d="M12 19V5m-6 6 6-6 6 6" />);
export const ChevronDownIcon = lineIcon("ChevronDownIcon", <path d="m6 9 6 6 6-6" />);
export const CloseIcon = lineIcon("CloseIcon", <path d="M6 6l12 12M18 6 6 18" />);
export const RotateIcon = lineIcon(
  "RotateIcon",
  <>
    <rect x="7" y="3" width="10" height="18" rx="2" />
    <path d="M3 14a9 9 0 0 0 6 7m12-11a9 9 0 0 0-6-7" />
  </>,
);
export const RefreshIcon = lineIcon(
  "RefreshIcon",
  <>
    <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8" />
    <path d="M4 3v5h5" />
    <path d="M4 13a8 8 0 0 0 14.6 4.5L20 16" />
    <path d="M20 21v-5h-5" />
  </>,
);
