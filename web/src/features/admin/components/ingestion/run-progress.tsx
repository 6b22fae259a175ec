import { Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { heartbeatAgeMs, heartbeatStale, type IngestionRun } from "@/features/admin/api/admin-ingestion";

/** The time now, re-read every second while `active`, so "x s ago" counts on between polls. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** An age in the largest whole unit that fits, for "5 seconds ago" / "prieš 3 minutes". */
export function agoUnit(ms: number): { value: number; unit: "second" | "minute" | "hour" } {
  const seconds = Math.floor(ms / 1_000);
  if (seconds < 60) return { value: seconds, unit: "second" };
  if (seconds < 3_600) return { value: Math.floor(seconds / 60), unit: "minute" };
  return { value: Math.floor(seconds / 3_600), unit: "hour" };
}

/** A running run's pages (of the most it reads), lots seen so far and how long ago its worker last spoke. */
export function RunProgress({ run }: { run: IngestionRun }) {
  const intl = useIntl();
  const now = useNow(run.status === "running");
  const { pagesDone, maxPages } = run.progress;
  const age = heartbeatAgeMs(run, now);
  const stale = heartbeatStale(run, now);
  const { value, unit } = agoUnit(Number.isFinite(age) ? age : 0);
  return (
    <Stack gap="0" fontSize="xs" align={{ base: "end", md: "start" }} data-testid="run-progress">
      <Text fontWeight="medium">
        {maxPages ? (
          <FormattedMessage id="admin.ingestion.pagesOf" values={{ done: pagesDone, max: maxPages }} />
        ) : (
          <FormattedMessage id="admin.ingestion.live.pagesDone" values={{ done: pagesDone }} />
        )}
      </Text>
      <Text>
        <FormattedMessage id="admin.ingestion.live.seen" values={{ seen: intl.formatNumber(run.seen) }} />
      </Text>
      <Text color={stale ? "red.fg" : "fg.muted"} data-testid="heartbeat" data-stale={stale || undefined}>
        <FormattedMessage
          id="admin.ingestion.live.heartbeat"
          values={{ ago: intl.formatRelativeTime(-value, unit, { numeric: "auto" }) }}
        />
      </Text>
      {stale ? (
        <Text color="red.fg" role="status">
          <FormattedMessage id="admin.ingestion.live.stale" />
        </Text>
      ) : null}
    </Stack>
  );
}
