// A country a provider or a rule gives as a code (ISO "DE", or "USA"), named in the reader's language.

/** The country's name in `locale`; a text that is no region code is returned as written. */
export function countryName(locale: string, country: string): string {
  const code = country === "USA" ? "US" : country;
  if (!/^[A-Z]{2}$/.test(code)) return country;
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? country;
  } catch {
    return country;
  }
}
