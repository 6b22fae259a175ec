import { Badge, Box, Button, Collapsible, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { collapsibleSlotRecipe } from "@chakra-ui/react/theme";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { fxRateValues } from "@/components/ui/fx-rate";
import { EmptyPanel } from "@/components/ui/empty-panel";
import { ReceiptIcon } from "@/components/ui/icons";
import type { MessageId } from "@/i18n/message-ids";
import { toast } from "@/lib/toast";
import { accountKeys } from "@/features/account/hooks/account-queries";
import { newIdempotencyKey } from "@/features/bidding/api/idempotency-key";
import { payBill } from "../api/dashboard-calls";
import { actionErrorText } from "../api/error-text";
import type { Bill, BillStage } from "../api/types";
import { dashboardKeys, useBills } from "../hooks/dashboard-queries";
import { BillLines } from "./bill-lines";
import { ConfirmDialog } from "./confirm-dialog";
import { ListSkeleton, LoadError } from "./list-states";
import { LotLine } from "./lot-line";
import { Money } from "@/components/ui/money";

export const STAGE_LABELS: Record<BillStage, MessageId> = {
  win: "dashboard.bills.stage.win",
  departure: "dashboard.bills.stage.departure",
  arrival: "dashboard.bills.stage.arrival",
};
const STAGES: BillStage[] = ["win", "departure", "arrival"];

function BillCard({ bill, onPay }: { bill: Bill; onPay: (bill: Bill) => void }) {
  const [open, setOpen] = useState(bill.status === "issued");
  return (
    <Stack layerStyle="card" gap="4" p={{ base: "4", md: "5" }} data-testid="bill" data-status={bill.status}>
      <Stack direction={{ base: "column", md: "row" }} justify="space-between" gap="4">
        <LotLine
          lot={bill.lot}
          platform={bill.lot?.platform ?? "copart"}
          lotNumber={bill.lot?.lotNumber ?? "—"}
          badge={null}
        />
        <Stack gap="1" align={{ base: "start", md: "end" }} flexShrink={0}>
          <Badge colorPalette={bill.status === "paid" ? "green" : "orange"} variant="subtle" data-testid="bill-status">
            <FormattedMessage id={bill.status === "paid" ? "dashboard.bills.paid" : "dashboard.bills.due"} />
          </Badge>
          <Text fontSize="xl" fontWeight="bold">
            <Money exact value={bill.total} />
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {bill.paidAt ? (
              <FormattedMessage
                id="dashboard.bills.paidOn"
                values={{ date: <FormattedDate value={bill.paidAt} dateStyle="medium" /> }}
              />
            ) : (
              <FormattedMessage
                id="dashboard.bills.issuedOn"
                values={{ date: <FormattedDate value={bill.issuedAt} dateStyle="medium" /> }}
              />
            )}
          </Text>
        </Stack>
      </Stack>
      <Collapsible.Root recipe={collapsibleSlotRecipe} open={open} onOpenChange={(e) => setOpen(e.open)}>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Collapsible.Trigger asChild>
            <Button variant="ghost" size="sm" px="2">
              <FormattedMessage
                id={open ? "dashboard.bills.hideLines" : "dashboard.bills.showLines"}
                values={{ count: bill.lines.length }}
              />
            </Button>
          </Collapsible.Trigger>
          {bill.status === "issued" ? (
            <Button colorPalette="accent" onClick={() => onPay(bill)} data-testid="pay-bill">
              <FormattedMessage id="dashboard.bills.payFromBalance" />
            </Button>
          ) : null}
        </HStack>
        <Collapsible.Content>
          <Box pt="2">
            <BillLines lines={bill.lines} />
            <Text fontSize="xs" color="fg.muted" pt="2">
              <FormattedMessage id="dashboard.bills.fxNote" values={fxRateValues(bill.fx)} />
            </Text>
          </Box>
        </Collapsible.Content>
      </Collapsible.Root>
    </Stack>
  );
}

/** The customer's bills grouped by stage (win, departure, arrival), each payable from the balance after a confirmation. */
export function BillsList() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const bills = useBills();
  const [paying, setPaying] = useState<{ bill: Bill; key: string } | null>(null);
  const pay = useMutation({
    mutationFn: ({ bill, key }: { bill: Bill; key: string }) => payBill(bill.id, key),
    onSuccess: () => {
      setPaying(null);
      toast.success(intl.formatMessage({ id: "dashboard.bills.paySucceeded" }));
    },
    onError: (error) => {
      setPaying(null);
      toast.error(actionErrorText(intl, error, "dashboard.bills.payFailed"));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });

  if (bills.isPending) return <ListSkeleton rows={2} height="32" />;
  if (bills.isError) return <LoadError onRetry={() => void bills.refetch()} retrying={bills.isFetching} />;
  if (!bills.data.length)
    return <EmptyPanel icon={ReceiptIcon} title="dashboard.bills.emptyTitle" body="dashboard.bills.emptyBody" />;
  return (
    <Stack gap="6" data-testid="bills-list">
      {STAGES.map((stage) => {
        const ofStage = bills.data.filter((b) => b.stage === stage);
        if (!ofStage.length) return null;
        return (
          <Stack key={stage} gap="3">
            <Heading as="h3" size="sm" color="fg.muted">
              <FormattedMessage id={STAGE_LABELS[stage]} />
            </Heading>
            {ofStage.map((bill) => (
              <BillCard key={bill.id} bill={bill} onPay={(b) => setPaying({ bill: b, key: newIdempotencyKey() })} />
            ))}
          </Stack>
        );
      })}
      <ConfirmDialog
        open={paying !== null}
        onOpenChange={(open) => (open ? undefined : setPaying(null))}
        title="dashboard.bills.confirmTitle"
        confirmLabel="dashboard.bills.confirmPay"
        onConfirm={() => paying && pay.mutate(paying)}
        busy={pay.isPending}
      >
        {paying ? (
          <FormattedMessage
            id="dashboard.bills.confirmBody"
            values={{
              amount: <Money exact value={paying.bill.total} />,
              stage: intl.formatMessage({ id: STAGE_LABELS[paying.bill.stage] }),
            }}
          />
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
