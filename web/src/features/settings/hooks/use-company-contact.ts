import { useEffect } from "react";
import { atom, store, useAtomValue } from "@/lib/store";
import { getFooterSettings } from "../api/get-footer-settings";
import { defaultCompanyContact, mergeCompanyContact, type CompanyContact } from "../footer-contact";

const companyContactAtom = atom<CompanyContact>(defaultCompanyContact);
let requested = false;

/**
 * Reads the footer settings once per page load; a failure is only logged and the defaults stay
 * (docs/product/errors.md#failures-only-logged).
 */
async function loadCompanyContact(): Promise<void> {
  try {
    store.set(companyContactAtom, mergeCompanyContact((await getFooterSettings()).sections.contact));
  } catch (error) {
    console.warn("Footer settings failed", error);
  }
}

/**
 * The defaults at once, then the footer settings over them. Plain state rather than a query: the footer is on the
 * first page, which then needs none of TanStack Query's observer code.
 */
export function useCompanyContact(): CompanyContact {
  useEffect(() => {
    if (requested) return;
    requested = true;
    void loadCompanyContact();
  }, []);
  return useAtomValue(companyContactAtom);
}
