import { Button, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, FormattedNumber } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { EmptyPanel } from "@/components/ui/empty-panel";
import { CheckIcon } from "@/components/ui/icons";
import { Numeric } from "@/components/ui/numeric";
import type { MessageId } from "@/i18n/message-ids";
import { currentUserAtom, useAtomValue } from "@/lib/store";

function BalanceCard({
  label,
  amount,
  hint,
  accent,
}: {
  label: MessageId;
  amount: number;
  hint?: MessageId;
  accent?: boolean;
}) {
  return (
    <Stack
      layerStyle="card"
      gap="1"
      p="5"
      borderTopWidth={accent ? "3px" : undefined}
      borderTopColor={accent ? "accent.solid" : undefined}
    >
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        <FormattedMessage id={label} />
      </Text>
      <Numeric fontSize={{ base: "2xl", md: "3xl" }} fontWeight="bold" letterSpacing="-0.02em">
        <FormattedNumber value={amount} style="currency" currency="EUR" maximumFractionDigits={0} />
      </Numeric>
      {hint ? (
        <Text fontSize="xs" color="fg.subtle">
          <FormattedMessage id={hint} />
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Dashboard overview shell, ordered like a banking app (DESIGN.md): balance cards first, then what needs attention.
 * Figures come from the session's user until the balance feature polls /api/transactions/balance; without them they
 * read 0, which is also what the spec shows when the balance call fails.
 */
export function DashboardOverviewRoute() {
  const user = useAtomValue(currentUserAtom);
  const balance = {
    current: user?.balance ?? 0,
    frozen: user?.frozenBalance ?? 0,
    available: user?.availableBalance ?? 0,
    biddingPower: user?.biddingPower ?? 0,
  };
  return (
    <Stack gap="8">
      <Stack
        direction={{ base: "column", md: "row" }}
        justify="space-between"
        align={{ base: "start", md: "end" }}
        gap="4"
      >
        <Stack gap="1">
          <Heading as="h2" size="xl">
            <FormattedMessage id="dashboard.overview.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="dashboard.overview.subtitle" />
          </Text>
        </Stack>
        <Button asChild colorPalette="accent">
          <RouterLink to="/dashboard/bills">
            <FormattedMessage id="dashboard.balance.topUp" />
          </RouterLink>
        </Button>
      </Stack>
      <SimpleGrid columns={{ base: 1, sm: balance.frozen > 0 ? 2 : 3, xl: balance.frozen > 0 ? 4 : 3 }} gap="4">
        <BalanceCard label="dashboard.balance.current" amount={balance.current} />
        {/* Spec section 1: the frozen balance is shown only when above 0. */}
        {balance.frozen > 0 ? <BalanceCard label="dashboard.balance.frozen" amount={balance.frozen} /> : null}
        <BalanceCard label="dashboard.balance.available" amount={balance.available} />
        <BalanceCard
          label="dashboard.balance.biddingPower"
          amount={balance.biddingPower}
          hint="dashboard.balance.biddingPowerHint"
          accent
        />
      </SimpleGrid>
      <Stack gap="4">
        <Heading as="h2" size="md">
          <FormattedMessage id="dashboard.attention.title" />
        </Heading>
        <EmptyPanel
          icon={CheckIcon}
          title="dashboard.attention.emptyTitle"
          body="dashboard.attention.emptyBody"
          action={{ to: "/search", label: "dashboard.common.findVehicle" }}
        />
      </Stack>
    </Stack>
  );
}
