import type { StartupMessageId } from "@/i18n/message-ids";

// Locale selection (docs/product/screens.md#language-switch). Choosing a locale stores it in the NEXT_LOCALE cookie
// (path /, one year) and reloads the page, so everything rendered, including <html lang> and the document title, comes
// from one locale per page load.
export const locales = ["lt", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "lt";

export const LOCALE_COOKIE = "NEXT_LOCALE";
const ONE_YEAR_SECONDS = 31_536_000;

/** The start-up texts; the Lithuanian file must have every id the English one has, or this file fails to typecheck. */
export type Messages = Record<StartupMessageId, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Reads the locale from a `document.cookie` string; anything missing or unknown falls back to Lithuanian. */
export function localeFromCookie(cookieHeader: string): Locale {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LOCALE_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return isLocale(value) ? value : defaultLocale;
    }
  }
  return defaultLocale;
}

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export function getLocale(): Locale {
  return localeFromCookie(document.cookie);
}

/** Stores the choice and reloads the same page. */
export function switchLocale(locale: Locale): void {
  document.cookie = localeCookie(locale);
  window.location.reload();
}

// The shell's texts (header, footer, home, sign-in, shared pieces) load at start, each locale its own chunk: a visitor
// downloads only the texts of the language they read. Every other area's texts come with its pages
// (i18n/area-texts.ts).
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  lt: () => import("@/i18n/lt.json"),
  en: () => import("@/i18n/en.json"),
};

/**
 * The start-up texts. Layout texts fall back to Lithuanian, so one missing in English still shows
 * (docs/product/screens.md#texts-and-fallback).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === defaultLocale) return (await loaders[locale]()).default;
  const [own, fallback] = await Promise.all([loaders[locale](), loaders[defaultLocale]()]);
  return { ...fallback.default, ...own.default };
}
