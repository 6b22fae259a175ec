// Line icons only the lot page uses, drawn on the same 24 px grid and 2 px stroke as components/ui/icons.
import { createIcon } from "@chakra-ui/react";
import type { ReactNode } from "react";

function lineIcon(displayName: string, shapes: ReactNode) {
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

export const ExpandIcon = lineIcon("ExpandIcon", <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);
export const ChevronLeftIcon = lineIcon("ChevronLeftIcon", <path d="m15 6-6 6 6 6" />);
export const ChevronRightIcon = lineIcon("ChevronRightIcon", <path d="m9 6 6 6-6 6" />);
export const HeartIcon = lineIcon(
  "HeartIcon",
  <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
);
export const CameraIcon = lineIcon(
  "CameraIcon",
  <>
    <path d="M4 8h3l2-3h6l2 3h3v11H4Z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);
