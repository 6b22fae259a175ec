// Held runs put first: a listing that looked broken removed nothing, and each source's held run waits here until
// an admin confirms that its lots are really gone.
import { Alert, Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { adminErrorMessage } from "@/features/admin/api/admin-errors";
import {
  awaitsConfirmation,
  useConfirmRemoval,
  type IngestionRun,
  type IngestionSource,
} from "@/features/admin/api/admin-ingestion";
import { ConfirmDialog, type ConfirmRequest } from "@/features/admin/components/confirm-dialog";
import { toast } from "@/lib/toast";

/** Why the run was held, in the page's language; the server's English words for a run held before codes were kept. */
export function heldReasonText(intl: IntlShape, held: NonNullable<IngestionRun["held"]>): string {
  const d = held.detail;
  switch (d?.code) {
    case "page-limit":
      return intl.formatMessage({ id: "admin.ingestion.heldReason.pageLimit" });
    case "empty-listing":
      return intl.formatMessage({ id: "admin.ingestion.heldReason.emptyListing" });
    case "failed-pages":
      return intl.formatMessage({ id: "admin.ingestion.heldReason.failedPages" }, { count: d.failedPages });
    case "short-listing":
      return intl.formatMessage(
        { id: "admin.ingestion.heldReason.shortListing" },
        { kept: d.kept, total: d.total, share: d.kept / d.total, required: d.requiredShare },
      );
    default:
      return held.reason;
  }
}

/** The held runs of these sources that still wait for a decision, one per source. */
export function heldAwaiting(sources: readonly IngestionSource[]): { source: IngestionSource; run: IngestionRun }[] {
  return sources.flatMap((source) => {
    const run = [source.heldRun, source.lastRun].find(awaitsConfirmation);
    return run ? [{ source, run }] : [];
  });
}

export function HeldRuns({ sources }: { sources: readonly IngestionSource[] }) {
  const intl = useIntl();
  const confirm = useConfirmRemoval();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const held = heldAwaiting(sources);
  if (held.length === 0) return null;

  const ask = (source: IngestionSource, run: IngestionRun) => {
    const count = run.held!.removalCandidates;
    setRequest({
      title: "admin.ingestion.held.dialogTitle",
      body: <FormattedMessage id="admin.ingestion.held.dialogBody" values={{ count, source: source.id }} />,
      confirm: "admin.ingestion.held.confirm",
      tone: "reject",
      onConfirm: () =>
        confirm.mutate(run.id, {
          onSuccess: (answer) =>
            toast.success(
              intl.formatMessage(
                { id: "admin.ingestion.held.done" },
                { count: typeof answer?.removed === "number" ? answer.removed : count, source: source.id },
              ),
            ),
          onError: (error) =>
            toast.error(intl.formatMessage({ id: "admin.money.failed" }), adminErrorMessage(intl, error)),
          onSettled: () => setRequest(null),
        }),
    });
  };

  return (
    <Stack as="section" gap="3" aria-label={intl.formatMessage({ id: "admin.ingestion.held.section" })}>
      {held.map(({ source, run }) => (
        <Alert.Root key={run.id} status="warning" variant="surface" borderRadius="l3" data-testid="held-run">
          <Alert.Indicator />
          <Stack gap="3" flex="1" direction={{ base: "column", md: "row" }} align={{ md: "center" }}>
            <Alert.Content flex="1" minW="0">
              {/* The reason is text, never markup (an older run's is the server's words). */}
              <Alert.Title wordBreak="break-word" data-testid="held-title">
                <FormattedMessage
                  id="admin.ingestion.held.title"
                  values={{ source: source.id, reason: heldReasonText(intl, run.held!) }}
                />
              </Alert.Title>
              <Alert.Description>
                <FormattedMessage id="admin.ingestion.held.body" values={{ count: run.held!.removalCandidates }} />
              </Alert.Description>
            </Alert.Content>
            <Button
              size="sm"
              colorPalette="red"
              alignSelf={{ base: "start", md: "center" }}
              flexShrink={0}
              loading={confirm.isPending && confirm.variables === run.id}
              onClick={() => ask(source, run)}
            >
              <FormattedMessage id="admin.ingestion.held.confirm" />
            </Button>
          </Stack>
        </Alert.Root>
      ))}
      <ConfirmDialog request={request} pending={confirm.isPending} onClose={() => setRequest(null)} />
    </Stack>
  );
}
