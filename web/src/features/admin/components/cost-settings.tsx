// The landed-cost settings (broker fee, transport, freight, insurance, port handling, EU transport, auction accounts)
// as the API keeps them: each one a structured value edited as JSON, checked by the server's schema on save, whose
// field paths are shown when a part is wrong.
import { Badge, Button, chakra, Field, Heading, HStack, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import { apiClient, isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { adminErrorMessage } from "../api/admin-errors";
import { ListError } from "./admin-list";

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

function CostSettingEditor({ setting }: { setting: CostSetting }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => JSON.stringify(setting.value, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: unknown) => apiClient.put(`/api/admin/cost-settings/${encodeURIComponent(setting.key)}`, value),
    onSuccess: () => {
      setProblem(null);
      toast.success(intl.formatMessage({ id: "admin.settings.saved" }));
      void queryClient.invalidateQueries({ queryKey: ["admin", "settings", "costs"] });
    },
    onError: (error) => {
      const paths = isApiError(error) ? Object.entries(error.errors).map(([p, m]) => `${p}: ${m}`) : [];
      setProblem(paths.length ? paths.join("\n") : adminErrorMessage(intl, error));
      toast.error(intl.formatMessage({ id: "admin.settings.notSaved" }), adminErrorMessage(intl, error));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      setProblem(intl.formatMessage({ id: "admin.costs.badJson" }));
      return;
    }
    save.mutate(value);
  }

  const label = LABELS[setting.key];
  return (
    <chakra.form noValidate onSubmit={onSubmit}>
      <Stack gap="2">
        <Field.Root invalid={problem !== null}>
          <HStack justify="space-between" w="full" gap="2" wrap="wrap">
            <Field.Label>{label ? <FormattedMessage id={label} /> : setting.key}</Field.Label>
            {setting.isDefault ? (
              <Badge variant="outline" colorPalette="gray">
                <FormattedMessage id="admin.costs.default" />
              </Badge>
            ) : null}
          </HStack>
          <Textarea
            name={setting.key}
            value={text}
            onChange={(e) => setText(e.target.value)}
            fontFamily="mono"
            fontSize="xs"
            rows={8}
            spellCheck={false}
          />
          {problem ? <Field.ErrorText whiteSpace="pre-wrap">{problem}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" size="sm" variant="outline" alignSelf="start" loading={save.isPending}>
          <FormattedMessage id="admin.settings.save" />
        </Button>
      </Stack>
    </chakra.form>
  );
}

export function CostSettings() {
  const query = useQuery({
    queryKey: ["admin", "settings", "costs"],
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
