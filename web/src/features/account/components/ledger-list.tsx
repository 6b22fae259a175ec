import { Badge, Box, Grid, Stack, Text } from "@chakra-ui/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { WalletIcon } from "@/components/ui/icons";
import { EmptyPanel } from "@/components/ui/empty-panel";
import type { MessageId } from "@/i18n/message-ids";
import { ListSkeleton, LoadError } from "@/features/dashboard/components/list-states";
import { Money } from "@/components/ui/money";
import type { LedgerEntry } from "../api/account-calls";
import { useLedger } from "../hooks/account-queries";

const TYPE_LABELS: Record<string, MessageId> = {
  deposit: "dashboard.ledger.type.deposit",
  withdrawal: "dashboard.ledger.type.withdrawal",
  hold: "dashboard.ledger.type.hold",
  release: "dashboard.ledger.type.release",
  charge: "dashboard.ledger.type.charge",
  refund: "dashboard.ledger.type.refund",
};

/** The entry's effect: money in or out of the balance, or else what moved between available and frozen. */
function EntryAmount({ entry }: { entry: LedgerEntry }) {
  if (entry.amount !== 0)
    return (
      <Text as="span" color="fg" fontWeight="semibold">
        {entry.amount > 0 ? "+" : "−"}
        <Money exact amount={Math.abs(entry.amount)} currency={entry.currency} />
      </Text>
    );
  return (
    <Text as="span" color="fg.muted">
      <FormattedMessage
        id={entry.frozenChange > 0 ? "dashboard.ledger.frozenPlus" : "dashboard.ledger.frozenMinus"}
        values={{ amount: <Money exact amount={Math.abs(entry.frozenChange)} currency={entry.currency} /> }}
      />
    </Text>
  );
}

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  return (
    <Grid
      as="li"
      templateColumns={{ base: "1fr auto", md: "9rem 1fr 10rem 9rem" }}
      gap={{ base: "1", md: "4" }}
      alignItems="center"
      px={{ base: "4", md: "5" }}
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
      data-testid="ledger-row"
    >
      <Text fontSize="sm" color="fg.muted" gridColumn={{ base: "1 / -1", md: "auto" }}>
        <FormattedDate value={entry.createdAt} dateStyle="medium" timeStyle="short" />
      </Text>
      <Stack gap="0.5" minW="0">
        <Box>
          <Badge variant="subtle" colorPalette="gray">
            <FormattedMessage id={TYPE_LABELS[entry.type] ?? "dashboard.ledger.type.other"} />
          </Badge>
        </Box>
        {entry.description ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {entry.description}
          </Text>
        ) : null}
      </Stack>
      <Box textAlign="end">
        <EntryAmount entry={entry} />
      </Box>
      <Text fontSize="sm" color="fg.muted" textAlign="end" hideBelow="md">
        <FormattedMessage
          id="dashboard.ledger.availableAfter"
          values={{ amount: <Money exact amount={entry.availableAfter} currency={entry.currency} /> }}
        />
      </Text>
    </Grid>
  );
}

/** The ledger history, newest first: every credit, hold, release and charge of the account. */
export function LedgerList({ pageSize = 50 }: { pageSize?: number }) {
  const ledger = useLedger(pageSize);
  if (ledger.isPending) return <ListSkeleton rows={4} height="14" />;
  if (ledger.isError) return <LoadError onRetry={() => void ledger.refetch()} retrying={ledger.isFetching} />;
  if (!ledger.data.length)
    return <EmptyPanel icon={WalletIcon} title="dashboard.ledger.emptyTitle" body="dashboard.ledger.emptyBody" />;
  return (
    <Box as="ul" layerStyle="card" p="0" listStyleType="none" data-testid="ledger-list">
      {ledger.data.map((entry) => (
        <LedgerRow key={entry.id} entry={entry} />
      ))}
    </Box>
  );
}
