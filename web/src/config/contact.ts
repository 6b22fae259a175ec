// Default company contacts shown in the footer, the mobile menu and /contact. Spec section 3: the footer contact block
// comes from GET /api/admin/settings/footer merged over defaults; these are those defaults until that call is wired.
export const defaultContact = {
  phones: ["+370 600 12345", "+370 5 210 0000"],
  email: "info@baltbid.lt",
  addressLines: ["Konstitucijos pr. 21A", "LT-08130 Vilnius"],
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
