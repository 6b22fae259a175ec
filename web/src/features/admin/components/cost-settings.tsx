// The landed-cost settings (broker fee, transport, freight, insurance, port handling, EU transport, auction accounts)
// as the API keeps them: each one a structured value edited as JSON (json-setting-editor.tsx).
import { Badge, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import { apiClient } from "@/lib/api-client";
import { ListError } from "./admin-list";
import { JsonSettingEditor } from "./json-setting-editor";

type CostSetting = { key: string; value: unknown; isDefault: boolean };

const LABELS: Record<string, MessageId> = {
  "costs.brokerFee": "admin.costs.key.brokerFee",
  "costs.inlandTransport": "admin.costs.key.inlandTransport",
  "costs.oceanFreight": "admin.costs.key.oceanFreight",
  "costs.insurance": "admin.costs.key.insurance",
  "costs.portHandling": "admin.costs.key.portHandling",
  "costs.euTransport": "admin.costs.key.euTransport",
  "costs.auctionAccounts": "admin.costs.key.auctionAccounts",
};

const costSettingsKey = ["admin", "settings", "costs"] as const;

function CostSettingEditor({ setting }: { setting: CostSetting }) {
  const label = LABELS[setting.key];
  return (
    <JsonSettingEditor
      name={setting.key}
      label={label ? <FormattedMessage id={label} /> : setting.key}
      badge={
        setting.isDefault ? (
          <Badge variant="outline" colorPalette="gray">
            <FormattedMessage id="admin.costs.default" />
          </Badge>
        ) : null
      }
      initialValue={setting.value}
      save={(value) => apiClient.put(`/api/admin/cost-settings/${encodeURIComponent(setting.key)}`, value)}
      refreshKey={costSettingsKey}
    />
  );
}

export function CostSettings() {
  const query = useQuery({
    queryKey: costSettingsKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: CostSetting[] }>("/api/admin/cost-settings", { signal })).data ?? [],
  });
  return (
    <Stack layerStyle="card" gap="5" p={{ base: "5", md: "6" }} as="section" aria-labelledby="settings-costs">
      <Stack gap="1">
        <Heading as="h3" size="md" id="settings-costs">
          <FormattedMessage id="admin.costs.title" />
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="admin.costs.description" />
        </Text>
      </Stack>
      {query.isPending ? <Skeleton height="40" borderRadius="l2" aria-busy="true" /> : null}
      {query.isError ? <ListError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data?.map((s) => (
        <CostSettingEditor key={`${s.key}-${query.dataUpdatedAt}`} setting={s} />
      ))}
    </Stack>
  );
}
