import { lineIcon } from "@/components/ui/icons";

/** A car in profile: the placeholder of a lot without photos. */
export const CarIcon = lineIcon(
  "CarIcon",
  <>
    <path d="M3 15.5V13l2-4.5A2 2 0 0 1 6.8 7.5h8.4a2 2 0 0 1 1.6.8L19.5 12l1.2.4a1 1 0 0 1 .8 1v2.1h-2" />
    <path d="M9 15.5h6M5.5 12h14" />
    <circle cx="7" cy="16" r="1.8" />
    <circle cx="17" cy="16" r="1.8" />
  </>,
);
