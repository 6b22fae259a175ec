// The auctions' fee schedules the calculator and the bills price with: one per platform, buyer tier, title group,
// payment method and purchase type, from an effective date. Each is edited as JSON (checked by the server's schema
// on save, with the wrong field paths shown); a new schedule (a new effective date) starts from a copy of another.
import { Badge, Button, chakra, Field, Heading, HStack, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { apiClient, isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { adminErrorMessage } from "../api/admin-errors";
import { ListError } from "./admin-list";

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

function ScheduleEditor({ schedule, isNew }: { schedule: FeeSchedule | null; isNew?: { template: FeeSchedule } }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const start = schedule
    ? inputOf(schedule)
    : { ...inputOf(isNew!.template), effectiveFrom: new Date().toISOString().slice(0, 10) };
  const [text, setText] = useState(() => JSON.stringify(start, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: unknown) =>
      schedule
        ? apiClient.put(`/api/admin/fee-schedules/${encodeURIComponent(schedule.id)}`, value)
        : apiClient.post("/api/admin/fee-schedules", value),
    onSuccess: () => {
      setProblem(null);
      toast.success(intl.formatMessage({ id: "admin.settings.saved" }));
      void queryClient.invalidateQueries({ queryKey: feeSchedulesKey });
    },
    onError: (error) => {
      const paths = isApiError(error) ? Object.entries(error.errors).map(([p, m]) => `${p}: ${m}`) : [];
      setProblem(paths.length ? paths.join("\n") : adminErrorMessage(intl, error));
      toast.error(intl.formatMessage({ id: "admin.settings.notSaved" }), adminErrorMessage(intl, error));
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      save.mutate(JSON.parse(text) as unknown);
    } catch {
      setProblem(intl.formatMessage({ id: "admin.costs.badJson" }));
    }
  }

  const name = schedule ? `fee-schedule-${schedule.id}` : "fee-schedule-new";
  return (
    <chakra.form noValidate onSubmit={onSubmit} data-testid={name}>
      <Stack gap="2">
        <Field.Root invalid={problem !== null}>
          <HStack justify="space-between" w="full" gap="2" wrap="wrap">
            <Field.Label>{schedule ? titleOf(schedule) : <FormattedMessage id="admin.feeSchedules.new" />}</Field.Label>
            {schedule ? (
              <Badge variant="outline" colorPalette="gray">
                <FormattedMessage
                  id="admin.feeSchedules.version"
                  values={{ date: schedule.effectiveFrom, version: schedule.version }}
                />
              </Badge>
            ) : null}
          </HStack>
          <Textarea
            name={name}
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
          <FormattedMessage id={schedule ? "admin.settings.save" : "admin.feeSchedules.create"} />
        </Button>
      </Stack>
    </chakra.form>
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
      {first ? <ScheduleEditor key={`new-${query.dataUpdatedAt}`} schedule={null} isNew={{ template: first }} /> : null}
    </Stack>
  );
}
