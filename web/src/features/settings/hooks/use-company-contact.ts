import { useQuery } from "@tanstack/react-query";
import { getFooterSettings } from "../api/get-footer-settings";
import { defaultCompanyContact, mergeCompanyContact, type CompanyContact } from "../footer-contact";

/** The defaults at once, then the footer settings over them; a failure is only logged (spec section 8). */
export function useCompanyContact(): CompanyContact {
  const { data } = useQuery({
    queryKey: ["settings", "footer"],
    queryFn: async ({ signal }) => {
      try {
        return mergeCompanyContact((await getFooterSettings(signal)).sections.contact);
      } catch (error) {
        if (!signal.aborted) console.warn("Footer settings failed", error);
        return defaultCompanyContact;
      }
    },
    staleTime: 10 * 60_000,
  });
  return data ?? defaultCompanyContact;
}
