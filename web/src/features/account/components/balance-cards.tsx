import { SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { BIDDING_POWER_MULTIPLE } from "@/features/bidding/hold";
import type { MessageId } from "@/i18n/message-ids";
import { Money } from "@/components/ui/money";
import { useBalance } from "../hooks/account-queries";

function BalanceCard({
  label,
  amount,
  hint,
  accent,
  loading,
  testId,
  wide,
}: {
  label: MessageId;
  amount: number;
  hint?: MessageId;
  accent?: boolean;
  loading: boolean;
  testId: string;
  /** Spans both columns of a phone's two-column grid (the odd card out). */
  wide?: boolean;
}) {
  return (
    <Stack
      layerStyle="card"
      gap="1"
      p={{ base: "4", md: "5" }}
      gridColumn={wide ? { base: "span 2", sm: "auto" } : undefined}
      borderTopWidth={accent ? "3px" : undefined}
      borderTopColor={accent ? "accent.solid" : undefined}
      data-testid={testId}
    >
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        <FormattedMessage id={label} />
      </Text>
      <Skeleton loading={loading} alignSelf="start" minW="24">
        <Text
          as="div"
          fontSize={{ base: "xl", md: "3xl" }}
          fontWeight="bold"
          letterSpacing="-0.02em"
          data-testid={`${testId}-amount`}
        >
          <Money exact amount={amount} />
        </Text>
      </Skeleton>
      {hint ? (
        <Text fontSize="xs" color="fg.subtle">
          <FormattedMessage id={hint} />
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Balance, frozen (only above 0), available and bidding power (10 x available;
 * docs/product/overview.md#balances-and-bidding-power). A failed balance call is only logged and the figures read 0
 * (docs/product/errors.md#failures-only-logged).
 */
export function BalanceCards() {
  const { data, isPending } = useBalance();
  const current = data?.current ?? 0;
  const frozen = data?.frozen ?? 0;
  const available = data?.available ?? 0;
  return (
    <SimpleGrid columns={{ base: 2, sm: frozen > 0 ? 2 : 3, xl: frozen > 0 ? 4 : 3 }} gap={{ base: "3", md: "4" }}>
      <BalanceCard label="dashboard.balance.current" amount={current} loading={isPending} testId="balance-current" />
      {frozen > 0 ? (
        <BalanceCard label="dashboard.balance.frozen" amount={frozen} loading={isPending} testId="balance-frozen" />
      ) : null}
      <BalanceCard
        label="dashboard.balance.available"
        amount={available}
        loading={isPending}
        testId="balance-available"
      />
      <BalanceCard
        label="dashboard.balance.biddingPower"
        amount={available * BIDDING_POWER_MULTIPLE}
        hint="dashboard.balance.biddingPowerHint"
        loading={isPending}
        testId="balance-bidding-power"
        wide={frozen <= 0}
        accent
      />
    </SimpleGrid>
  );
}
