import { chakra } from "@chakra-ui/react";
import { FormattedMessage, FormattedNumber } from "react-intl";
import type { IngestionRun } from "@/features/admin/api/admin-ingestion";
import type { MessageId } from "@/i18n/message-ids";

type Count = { id: string; label: MessageId; value: (r: IngestionRun) => number; attention?: boolean };

export const RUN_COUNTS: readonly Count[] = [
  { id: "seen", label: "admin.ingestion.count.seen", value: (r) => r.seen },
  { id: "created", label: "admin.ingestion.count.created", value: (r) => r.created },
  { id: "updated", label: "admin.ingestion.count.updated", value: (r) => r.updated },
  { id: "unchanged", label: "admin.ingestion.count.unchanged", value: (r) => r.unchanged },
  { id: "skipped", label: "admin.ingestion.count.skipped", value: (r) => r.failed, attention: true },
  { id: "removed", label: "admin.ingestion.count.removed", value: (r) => r.removed },
  {
    id: "pagesFailed",
    label: "admin.ingestion.count.pagesFailed",
    value: (r) => r.progress.pagesFailed,
    attention: true,
  },
  { id: "warnings", label: "admin.ingestion.count.warnings", value: (r) => r.warnings, attention: true },
];

/** A run's figures as a labelled list: flowing and wrapping on a phone, a four-column grid (label over figure) on a wide screen. */
export function RunCounts({ run }: { run: IngestionRun }) {
  return (
    <chakra.dl
      display={{ base: "flex", lg: "grid" }}
      flexWrap="wrap"
      justifyContent={{ base: "end", md: "start" }}
      gridTemplateColumns="repeat(4, minmax(4.5rem, 1fr))"
      minW={{ lg: "22rem" }}
      columnGap={{ base: "3", lg: "5" }}
      rowGap="1"
      fontSize="xs"
      data-testid="run-counts"
    >
      {RUN_COUNTS.map((c) => {
        const value = c.value(run);
        return (
          <chakra.div
            key={c.id}
            display="flex"
            flexDirection={{ base: "row", lg: "column" }}
            gap={{ base: "1.5", lg: "0" }}
            whiteSpace={{ base: "nowrap", lg: "normal" }}
            data-count={c.id}
          >
            <chakra.dt color="fg.muted">
              <FormattedMessage id={c.label} />
            </chakra.dt>
            <chakra.dd
              fontWeight="semibold"
              fontSize={{ lg: "sm" }}
              fontVariantNumeric="tabular-nums"
              color={c.attention && value > 0 ? "orange.fg" : undefined}
            >
              <FormattedNumber value={value} />
            </chakra.dd>
          </chakra.div>
        );
      })}
    </chakra.dl>
  );
}
