import { SimpleGrid } from "@chakra-ui/react";
import { AdminPage } from "@/features/admin/components/admin-page";
import { CostSettings } from "@/features/admin/components/cost-settings";
import { FeeSchedules } from "@/features/admin/components/fee-schedules";
import { SettingsForm, type SettingsField } from "@/features/admin/components/settings-form";
import { apiClient, isApiError } from "@/lib/api-client";

type Data<T> = { data: T | null };

const BANK_FIELDS: SettingsField[] = [
  { name: "accountHolder", label: "admin.settings.bank.accountHolder" },
  { name: "companyCode", label: "admin.settings.bank.companyCode" },
  { name: "iban", label: "admin.settings.bank.iban" },
  { name: "bankName", label: "admin.settings.bank.bankName" },
  { name: "swift", label: "admin.settings.bank.swift" },
  { name: "referenceFormat", label: "admin.settings.bank.referenceFormat" },
];

const FX_FIELDS: SettingsField[] = [
  { name: "rate", label: "admin.settings.fx.rate", inputMode: "decimal" },
  { name: "asOf", label: "admin.settings.fx.asOf" },
  { name: "source", label: "admin.settings.fx.source" },
];

const FOOTER_FIELDS: SettingsField[] = [
  { name: "companyName", label: "admin.settings.footer.companyName" },
  { name: "companyReference", label: "admin.settings.footer.companyReference", multiline: true },
  { name: "line1", label: "admin.settings.footer.line1" },
  { name: "line2", label: "admin.settings.footer.line2" },
  { name: "line3", label: "admin.settings.footer.line3" },
  { name: "phone", label: "admin.settings.footer.phone" },
  { name: "email", label: "admin.settings.footer.email", inputMode: "email" },
];

const LIMIT_FIELDS: SettingsField[] = [
  {
    name: "depositAnnouncementsPerDay",
    label: "admin.settings.limits.depositAnnouncementsPerDay",
    inputMode: "numeric",
  },
  { name: "minimumMaxBid", label: "admin.settings.limits.minimumMaxBid", inputMode: "numeric" },
];

/** A typed whole number goes as a number; anything else as typed, so the API names what is wrong with it. */
const wholeNumber = (value: string | undefined) => (/^\s*\d{1,6}\s*$/.test(value ?? "") ? Number(value) : value);

type FooterContact = {
  companyName?: string;
  companyReference?: string;
  address?: { line1?: string; line2?: string; line3?: string };
  phone?: string;
  numbers?: string[];
  email?: string;
};

const strings = (o: Record<string, unknown> | null) =>
  Object.fromEntries(Object.entries(o ?? {}).map(([k, v]) => [k, typeof v === "string" ? v : ""]));

/**
 * /admin/settings: the bank details customers pay to, the USD/EUR rate, the footer's contact block and the limits
 * customers work within.
 */
export function AdminSettingsRoute() {
  return (
    <AdminPage title="admin.settings.title" subtitle="admin.settings.subtitle">
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <SettingsForm
          id="bank"
          title="admin.settings.bank.title"
          description="admin.settings.bank.description"
          fields={BANK_FIELDS}
          load={async (signal) =>
            strings(
              (await apiClient.get<Data<Record<string, string>>>("/api/admin/settings/bank-details", { signal })).data,
            )
          }
          save={(v) => apiClient.put("/api/admin/settings/bank-details", v)}
        />
        <SettingsForm
          id="fx"
          title="admin.settings.fx.title"
          description="admin.settings.fx.description"
          fields={FX_FIELDS}
          load={async (signal) => {
            try {
              return strings(
                (await apiClient.get<Data<Record<string, string>>>("/api/admin/settings/fx-rate", { signal })).data,
              );
            } catch (error) {
              // No rate saved yet: an empty form, so the first one can be entered.
              if (isApiError(error) && error.status === 503) return strings(null);
              throw error;
            }
          }}
          save={(v) =>
            apiClient.put("/api/admin/settings/fx-rate", { rate: v.rate, asOf: v.asOf, source: v.source || undefined })
          }
        />
        <SettingsForm
          id="footer"
          title="admin.settings.footer.title"
          description="admin.settings.footer.description"
          fields={FOOTER_FIELDS}
          load={async (signal) => {
            const body = await apiClient.get<Data<{ sections: { contact: FooterContact } }>>(
              "/api/admin/settings/footer",
              {
                signal,
              },
            );
            const c = body.data?.sections.contact ?? {};
            return {
              companyName: c.companyName ?? "",
              companyReference: c.companyReference ?? "",
              line1: c.address?.line1 ?? "",
              line2: c.address?.line2 ?? "",
              line3: c.address?.line3 ?? "",
              phone: c.phone ?? c.numbers?.join(", ") ?? "",
              email: c.email ?? "",
            };
          }}
          save={(v) =>
            apiClient.put("/api/admin/settings/footer", {
              sections: {
                contact: {
                  companyName: v.companyName,
                  companyReference: v.companyReference,
                  address: { line1: v.line1, line2: v.line2, line3: v.line3 },
                  phone: v.phone,
                  email: v.email,
                },
              },
            })
          }
        />
        <SettingsForm
          id="limits"
          title="admin.settings.limits.title"
          description="admin.settings.limits.description"
          fields={LIMIT_FIELDS}
          load={async (signal) => {
            const body = await apiClient.get<Data<Record<string, number>>>("/api/admin/settings/limits", { signal });
            return {
              depositAnnouncementsPerDay: String(body.data?.depositAnnouncementsPerDay ?? ""),
              minimumMaxBid: String(body.data?.minimumMaxBid ?? ""),
            };
          }}
          save={(v) =>
            apiClient.put("/api/admin/settings/limits", {
              depositAnnouncementsPerDay: wholeNumber(v.depositAnnouncementsPerDay),
              minimumMaxBid: wholeNumber(v.minimumMaxBid),
            })
          }
        />
        <CostSettings />
        <FeeSchedules />
      </SimpleGrid>
    </AdminPage>
  );
}
