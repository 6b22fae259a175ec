// The dashboard's list pages (the file keeps its name: the router imports the routes from here). Each page is a
// heading and its feature's list, which owns its loading, empty and error states.
import { Grid, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { DepositForm } from "@/features/account/components/deposit-form";
import { LedgerList } from "@/features/account/components/ledger-list";
import { WithdrawalForm } from "@/features/account/components/withdrawal-form";
import { BalanceCards } from "@/features/account/components/balance-cards";
import { BillsList } from "@/features/dashboard/components/bills-list";
import { LostList } from "@/features/dashboard/components/lost-list";
import { MyBidsList } from "@/features/dashboard/components/my-bids-list";
import { PurchasesList } from "@/features/dashboard/components/purchases-list";
import { WatchlistList } from "@/features/dashboard/components/watchlist-list";
import type { MessageId } from "@/i18n/message-ids";

function Section({ title, subtitle, children }: { title?: MessageId; subtitle?: MessageId; children: ReactNode }) {
  return (
    <Stack gap="4">
      <Stack gap="1">
        {/* A list page's title is the header's; the sections of a longer page carry their own. */}
        {title ? (
          <Heading as="h2" size="md">
            <FormattedMessage id={title} />
          </Heading>
        ) : null}
        {subtitle ? (
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id={subtitle} />
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}

export function WatchlistRoute() {
  return (
    <Section subtitle="dashboard.watchlist.subtitle">
      <WatchlistList />
    </Section>
  );
}

export function ActiveAuctionsRoute() {
  return (
    <Section subtitle="dashboard.activeAuctions.subtitle">
      <MyBidsList />
    </Section>
  );
}

export function WonAuctionsRoute() {
  return (
    <Section subtitle="dashboard.wonAuctions.subtitle">
      <PurchasesList />
    </Section>
  );
}

export function LostAuctionsRoute() {
  return (
    <Section subtitle="dashboard.lostAuctions.subtitle">
      <LostList />
    </Section>
  );
}

export function BillsRoute() {
  return (
    <Stack gap="10">
      <BalanceCards />
      <Grid templateColumns={{ base: "1fr", xl: "1fr 1fr" }} gap="6" alignItems="start">
        <DepositForm />
        <WithdrawalForm />
      </Grid>
      <Section title="dashboard.bills.title" subtitle="dashboard.bills.subtitle">
        <BillsList />
      </Section>
      <Section title="dashboard.ledger.title" subtitle="dashboard.ledger.subtitle">
        <LedgerList />
      </Section>
    </Stack>
  );
}
