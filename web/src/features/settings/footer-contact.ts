// The company contact shown in the footer, the mobile menu and /contact: the footer settings call merged over our
// defaults, field by field (docs/product/screens.md#footer, docs/product/admin.md#settings). Phones come from
// `numbers`, else the single `phone`.
import type { FooterContact } from "@app/shared/settings/footer.schemas";
import { defaultContact } from "@/config/contact";

export interface CompanyContact {
  title?: string;
  companyName?: string;
  companyReference: string[];
  phones: string[];
  email: string;
  addressLines: string[];
}

export const defaultCompanyContact: CompanyContact = {
  companyReference: [],
  phones: [...defaultContact.phones],
  email: defaultContact.email,
  addressLines: [...defaultContact.addressLines],
};

const filled = (v: string | undefined): v is string => Boolean(v && v.trim());

export function mergeCompanyContact(remote: Partial<FooterContact> | undefined | null): CompanyContact {
  if (!remote) return defaultCompanyContact;
  const phones = remote.numbers?.filter(filled) ?? [];
  if (!phones.length && filled(remote.phone)) phones.push(remote.phone);
  const address = [remote.address?.line1, remote.address?.line2, remote.address?.line3].filter(filled);
  return {
    title: filled(remote.title) ? remote.title : undefined,
    companyName: filled(remote.companyName) ? remote.companyName : undefined,
    companyReference: (remote.companyReference ?? "")
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean),
    phones: phones.length ? phones : defaultCompanyContact.phones,
    email: filled(remote.email) ? remote.email : defaultCompanyContact.email,
    addressLines: address.length ? address : defaultCompanyContact.addressLines,
  };
}
