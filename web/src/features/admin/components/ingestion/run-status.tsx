import { Badge, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { IngestionRun, IngestionRunStatus } from "@/features/admin/api/admin-ingestion";
import type { MessageId } from "@/i18n/message-ids";

const PALETTE: Record<IngestionRunStatus, string> = {
  completed: "green",
  failed: "red",
  running: "blue",
  held: "orange",
};

export const RUN_STATUS_LABEL: Record<IngestionRunStatus, MessageId> = {
  completed: "admin.overview.run.status.completed",
  failed: "admin.overview.run.status.failed",
  running: "admin.overview.run.status.running",
  held: "admin.overview.run.status.held",
};

/** A run's status; a held run also says whether its removal still waits for an admin or was confirmed. */
export function RunStatus({ run }: { run: IngestionRun }) {
  const intl = useIntl();
  const held = run.status === "held" ? run.held : null;
  return (
    <Stack gap="0.5" align={{ base: "end", md: "start" }}>
      <Badge colorPalette={PALETTE[run.status] ?? "gray"} variant="subtle" data-testid="run-status">
        <FormattedMessage id={RUN_STATUS_LABEL[run.status] ?? "admin.overview.run.status.failed"} />
      </Badge>
      {held ? (
        <Text fontSize="xs" color={held.confirmedAt ? "fg.muted" : "orange.fg"} data-testid="held-state">
          {held.confirmedAt ? (
            <FormattedMessage
              id="admin.ingestion.held.confirmed"
              values={{ when: intl.formatDate(held.confirmedAt, { dateStyle: "medium", timeStyle: "short" }) }}
            />
          ) : (
            <FormattedMessage id="admin.ingestion.held.awaiting" />
          )}
        </Text>
      ) : null}
    </Stack>
  );
}
