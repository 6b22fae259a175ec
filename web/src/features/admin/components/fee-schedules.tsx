// The auctions' fee schedules the calculator and the bills price with: one per platform, buyer tier, title group,
// payment method and purchase type, from an effective date. Each is edited as JSON (json-setting-editor.tsx); a new
// schedule (a new effective date) starts from a copy of another.
import { Badge, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { FormattedMessage } from "react-intl";
import { apiClient } from "@/lib/api-client";
import { ListError } from "./admin-list";
import { JsonSettingEditor } from "./json-setting-editor";

type FeeSchedule = { id: string; version: number; platform: string; effectiveFrom: string } & Record<string, unknown>;

const feeSchedulesKey = ["admin", "settings", "fee-schedules"] as const;

/** The editable part: everything but the row's id and version. */
function inputOf(schedule: FeeSchedule): Record<string, unknown> {
  const { id: _id, version: _version, ...input } = schedule;
  return input;
}

function titleOf(s: FeeSchedule): string {
  return [s.platform, s.buyerTier, s.titleGroup, s.paymentMethod, s.bidType].filter(Boolean).join(" / ");
}

function ScheduleEditor({ schedule, template }: { schedule: FeeSchedule | null; template?: FeeSchedule }) {
  if (schedule)
    return (
      <JsonSettingEditor
        name={`fee-schedule-${schedule.id}`}
        label={titleOf(schedule)}
        badge={
          <Badge variant="outline" colorPalette="gray">
            <FormattedMessage
              id="admin.feeSchedules.version"
              values={{ date: schedule.effectiveFrom, version: schedule.version }}
            />
          </Badge>
        }
        initialValue={inputOf(schedule)}
        save={(value) => apiClient.put(`/api/admin/fee-schedules/${encodeURIComponent(schedule.id)}`, value)}
        refreshKey={feeSchedulesKey}
      />
    );
  return (
    <JsonSettingEditor
      name="fee-schedule-new"
      label={<FormattedMessage id="admin.feeSchedules.new" />}
      initialValue={{ ...inputOf(template!), effectiveFrom: new Date().toISOString().slice(0, 10) }}
      save={(value) => apiClient.post("/api/admin/fee-schedules", value)}
      submitLabel="admin.feeSchedules.create"
      refreshKey={feeSchedulesKey}
    />
  );
}

export function FeeSchedules() {
  const query = useQuery({
    queryKey: feeSchedulesKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: FeeSchedule[] }>("/api/admin/fee-schedules", { signal })).data ?? [],
  });
  const first = query.data?.[0];
  return (
    <Stack layerStyle="card" gap="5" p={{ base: "5", md: "6" }} as="section" aria-labelledby="settings-fee-schedules">
      <Stack gap="1">
        <Heading as="h3" size="md" id="settings-fee-schedules">
          <FormattedMessage id="admin.feeSchedules.title" />
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="admin.feeSchedules.description" />
        </Text>
      </Stack>
      {query.isPending ? <Skeleton height="40" borderRadius="l2" aria-busy="true" /> : null}
      {query.isError ? <ListError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data?.map((s) => (
        <ScheduleEditor key={`${s.id}-${s.version}`} schedule={s} />
      ))}
      {first ? <ScheduleEditor key={`new-${query.dataUpdatedAt}`} schedule={null} template={first} /> : null}
    </Stack>
  );
}
