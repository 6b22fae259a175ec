// Default company contacts shown in the footer, the mobile menu and /contact until (or when) the footer settings call
// answers (its contact block is merged over defaults: docs/product/admin.md#settings,
// features/settings/footer-contact.ts).
export const defaultContact = {
  phones: ["+370 600 12345", "+370 5 210 0000"],
  email: "info@baltbid.lt",
  addressLines: ["Konstitucijos pr. 21A", "LT-08130 Vilnius", "Lietuva"],
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
