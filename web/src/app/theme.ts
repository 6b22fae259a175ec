// The one place where colours, type and motion are defined (docs/product/screens.md#theme-and-motion). Components use
// only the token names below, so a palette change is a change here and nowhere else.
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineRecipe,
  defineSemanticTokens,
  defineTokens,
} from "@chakra-ui/react";
import { chakraPreset } from "./chakra-preset";

const fontStack = `"Inter Variable", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;

const colors = defineTokens.colors({
  // Deep ink navy: chrome and text.
  ink: {
    50: { value: "#F3F6FA" },
    100: { value: "#E6ECF4" },
    200: { value: "#C9D4E3" },
    300: { value: "#A0B1C9" },
    400: { value: "#6F86A6" },
    500: { value: "#4A6183" },
    600: { value: "#344A6B" },
    700: { value: "#243857" },
    800: { value: "#182A45" },
    900: { value: "#0F1E35" },
    950: { value: "#081325" },
  },
  // Cool neutral greys that sit well next to the navy (replaces Chakra's warm-neutral gray).
  gray: {
    50: { value: "#F7F9FB" },
    100: { value: "#EEF2F6" },
    200: { value: "#E1E7EE" },
    300: { value: "#CAD3DD" },
    400: { value: "#9AA8B8" },
    // Darker than a plain mid-grey so fg.subtle hints keep 4.5:1 on white and on bg.subtle.
    500: { value: "#5E6D80" },
    600: { value: "#4F5D70" },
    700: { value: "#3B4757" },
    800: { value: "#263140" },
    900: { value: "#172030" },
    950: { value: "#0C121C" },
  },
  // The single warm accent: primary actions and auction urgency. 600 carries white text at AA (4.9:1).
  accent: {
    50: { value: "#FFF6ED" },
    100: { value: "#FFEAD3" },
    200: { value: "#FED1A6" },
    300: { value: "#FDB06E" },
    400: { value: "#FB8B3C" },
    500: { value: "#F36E16" },
    600: { value: "#C4470A" },
    700: { value: "#A2390A" },
    800: { value: "#832F0F" },
    900: { value: "#6B2810" },
    950: { value: "#3A1206" },
  },
  // Status hues. Fixed values so "Live" is the same red on every screen.
  red: {
    50: { value: "#FEF2F2" },
    100: { value: "#FEE2E2" },
    200: { value: "#FECACA" },
    300: { value: "#FCA5A5" },
    400: { value: "#F87171" },
    500: { value: "#EF4444" },
    600: { value: "#DC2626" },
    700: { value: "#B91C1C" },
    800: { value: "#991B1B" },
    900: { value: "#7F1D1D" },
    950: { value: "#450A0A" },
  },
  blue: {
    50: { value: "#EFF6FF" },
    100: { value: "#DBEAFE" },
    200: { value: "#BFDBFE" },
    300: { value: "#93C5FD" },
    400: { value: "#60A5FA" },
    500: { value: "#3B82F6" },
    600: { value: "#2563EB" },
    700: { value: "#1D4ED8" },
    800: { value: "#1E40AF" },
    900: { value: "#1E3A8A" },
    950: { value: "#172554" },
  },
  green: {
    50: { value: "#F0FDF4" },
    100: { value: "#DCFCE7" },
    200: { value: "#BBF7D0" },
    300: { value: "#86EFAC" },
    400: { value: "#4ADE80" },
    500: { value: "#22C55E" },
    600: { value: "#16A34A" },
    700: { value: "#15803D" },
    800: { value: "#166534" },
    900: { value: "#14532D" },
    950: { value: "#052E16" },
  },
  amber: {
    50: { value: "#FFFBEB" },
    100: { value: "#FEF3C7" },
    200: { value: "#FDE68A" },
    300: { value: "#FCD34D" },
    400: { value: "#FBBF24" },
    500: { value: "#F59E0B" },
    600: { value: "#D97706" },
    700: { value: "#B45309" },
    800: { value: "#92400E" },
    900: { value: "#78350F" },
    950: { value: "#451A03" },
  },
});

type Shade = "50" | "100" | "200" | "300" | "400" | "500" | "600" | "700" | "800" | "900";
interface PaletteShades {
  solid: Shade;
  fg: Shade;
  subtle: Shade;
  muted: Shade;
  emphasized: Shade;
  focusRing: Shade;
  border: Shade;
}

// A colour palette in Chakra's virtual-colour shape, so `colorPalette="live"` works with every recipe.
function palette(scale: string, s: PaletteShades) {
  const ref = (shade: Shade) => ({ value: `{colors.${scale}.${shade}}` });
  return {
    solid: ref(s.solid),
    contrast: { value: "{colors.white}" },
    fg: ref(s.fg),
    subtle: ref(s.subtle),
    muted: ref(s.muted),
    emphasized: ref(s.emphasized),
    focusRing: ref(s.focusRing),
    border: ref(s.border),
  };
}

const standard: PaletteShades = {
  solid: "600",
  fg: "700",
  subtle: "50",
  muted: "100",
  emphasized: "200",
  focusRing: "500",
  border: "200",
};

const semanticColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: { value: "{colors.white}" },
    subtle: { value: "{colors.gray.50}" },
    muted: { value: "{colors.gray.100}" },
    emphasized: { value: "{colors.gray.200}" },
    panel: { value: "{colors.white}" },
    inverted: { value: "{colors.ink.900}" },
    // Navy chrome: footer, sidebars, auth aside.
    chrome: { value: "{colors.ink.900}" },
    chromeRaised: { value: "{colors.ink.800}" },
    chromeActive: { value: "{colors.ink.700}" },
  },
  fg: {
    DEFAULT: { value: "{colors.ink.900}" },
    muted: { value: "{colors.gray.600}" },
    subtle: { value: "{colors.gray.500}" },
    inverted: { value: "{colors.white}" },
    onChrome: { value: "{colors.ink.50}" },
    onChromeMuted: { value: "{colors.ink.300}" },
  },
  border: {
    DEFAULT: { value: "{colors.gray.200}" },
    muted: { value: "{colors.gray.100}" },
    subtle: { value: "{colors.gray.50}" },
    emphasized: { value: "{colors.gray.300}" },
    chrome: { value: "{colors.ink.700}" },
  },
  accent: palette("accent", { ...standard, border: "300" }),
  ink: palette("ink", { ...standard, solid: "900", fg: "800", focusRing: "400" }),
  // Lot status palettes (docs/product/lots.md#lot-status): the names are the statuses, not the hues.
  live: palette("red", standard),
  upcoming: palette("blue", standard),
  buyNow: palette("green", { ...standard, solid: "700", fg: "800" }),
  preBidClosed: palette("amber", { ...standard, solid: "700", fg: "800" }),
  ended: palette("gray", { ...standard, solid: "600", subtle: "100", muted: "200", emphasized: "300" }),
  sold: palette("ink", { ...standard, solid: "700", fg: "800", subtle: "100", muted: "200", emphasized: "300" }),
});

export const lotStatuses = ["live", "upcoming", "buyNow", "preBidClosed", "ended", "sold"] as const;
export type LotStatus = (typeof lotStatuses)[number];

// Badge for lot status; the live one carries a soft pulse that stops for prefers-reduced-motion.
export const statusBadgeRecipe = defineRecipe({
  className: "status-badge",
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "1.5",
    px: "2",
    py: "0.5",
    borderRadius: "full",
    textStyle: "xs",
    fontWeight: "semibold",
    whiteSpace: "nowrap",
    bg: "colorPalette.subtle",
    color: "colorPalette.fg",
    borderWidth: "1px",
    borderColor: "colorPalette.border",
    _before: {
      content: '""',
      boxSize: "1.5",
      borderRadius: "full",
      bg: "colorPalette.solid",
      flexShrink: "0",
    },
  },
  variants: {
    status: {
      live: {
        colorPalette: "live",
        _before: { animation: "livePulse 1.6s ease-out infinite", _motionReduce: { animation: "none" } },
      },
      upcoming: { colorPalette: "upcoming" },
      buyNow: { colorPalette: "buyNow" },
      preBidClosed: { colorPalette: "preBidClosed" },
      ended: { colorPalette: "ended" },
      sold: { colorPalette: "sold" },
    },
  },
  defaultVariants: { status: "ended" },
});

const config = defineConfig({
  // Chakra's semantic tokens switch on a `.dark` class; the product has a single light theme.
  globalCss: {
    html: {
      colorPalette: "ink",
      scrollPaddingTop: "header",
      WebkitTapHighlightColor: "transparent",
    },
    body: {
      bg: "bg",
      color: "fg",
      fontFamily: "body",
    },
    "h1, h2, h3, h4": { textWrap: "balance" },
    p: { textWrap: "pretty" },
    // Motion is small and purposeful, and off for people who ask for less of it.
    "*, *::before, *::after": {
      _motionReduce: {
        animationDuration: "0.01ms !important",
        animationIterationCount: "1 !important",
        transitionDuration: "0.01ms !important",
        scrollBehavior: "auto !important",
      },
    },
  },
  theme: {
    breakpoints: { sm: "640px", md: "768px", lg: "1024px", xl: "1280px", "2xl": "1536px" },
    keyframes: {
      navProgress: {
        "0%": { transform: "translateX(-100%)" },
        "100%": { transform: "translateX(250%)" },
      },
      livePulse: {
        "0%": { boxShadow: "0 0 0 0 currentColor" },
        "80%, 100%": { boxShadow: "0 0 0 0.35rem transparent" },
      },
    },
    tokens: {
      colors,
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      sizes: { header: { value: "4rem" }, sidebar: { value: "16rem" } },
      spacing: { header: { value: "4rem" }, sidebar: { value: "16rem" } },
    },
    semanticTokens: {
      colors: semanticColors,
      radii: {
        l1: { value: "{radii.sm}" },
        l2: { value: "{radii.md}" },
        l3: { value: "{radii.lg}" },
      },
    },
    textStyles: {
      // Prices, odometers and countdowns: digits of equal width so values do not jitter as they change.
      numeric: { value: { fontVariantNumeric: "tabular-nums", fontFeatureSettings: '"tnum", "cv11"' } },
      eyebrow: {
        value: { fontSize: "xs", fontWeight: "semibold", letterSpacing: "0.08em", textTransform: "uppercase" },
      },
    },
    layerStyles: {
      // Full-bleed home hero: navy with a warm glow, no photo needed to load before the headline.
      hero: {
        value: {
          bgColor: "ink.950",
          bgImage:
            "radial-gradient(60rem 30rem at 85% -10%, {colors.accent.500/22}, transparent 60%), radial-gradient(50rem 30rem at -10% 110%, {colors.blue.500/18}, transparent 60%), linear-gradient(180deg, {colors.ink.900}, {colors.ink.950})",
          color: "fg.inverted",
        },
      },
      card: {
        value: {
          bg: "bg.panel",
          borderWidth: "1px",
          borderColor: "border",
          borderRadius: "xl",
          boxShadow: "xs",
        },
      },
    },
    recipes: {
      heading: { base: { color: "inherit", letterSpacing: "-0.015em" } },
      statusBadge: statusBadgeRecipe,
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The Chakra system, built on first use. Building it (every token's and recipe's CSS) is the start-up's largest single
 * piece of work: main.tsx gives it a task of its own instead of the one that evaluates the app's modules.
 */
export function themeSystem(): ReturnType<typeof createSystem> {
  system ??= createSystem(defaultBaseConfig, chakraPreset, config);
  return system;
}
