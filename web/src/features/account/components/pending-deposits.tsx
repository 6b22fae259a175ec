import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { Money } from "@/components/ui/money";
import { useDeposits } from "../hooks/account-queries";

/**
 * Transfers announced but not yet received, with their payment reference: the customer may come back days later
 * to find it. Completed ones show in the account history; a failed list is simply not shown (the form still works).
 */
export function PendingDeposits() {
  const deposits = useDeposits();
  const pending = (deposits.data ?? []).filter((d) => d.status === "pending");
  if (!pending.length) return null;
  return (
    <Stack gap="2" data-testid="pending-deposits">
      <Text fontSize="sm" fontWeight="semibold">
        <FormattedMessage id="dashboard.deposit.pendingTitle" />
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {pending.map((d) => (
          <HStack
            as="li"
            key={d.id}
            justify="space-between"
            gap="3"
            px="3"
            py="2"
            borderRadius="l2"
            bg="bg.muted"
            fontSize="sm"
            flexWrap="wrap"
          >
            <Text fontFamily="mono" fontWeight="semibold">
              {d.reference}
            </Text>
            <Text color="fg.muted">
              <FormattedDate value={d.createdAt} dateStyle="medium" />
            </Text>
            <HStack gap="2">
              <Money exact value={d.amount} />
              <Badge colorPalette="orange" variant="subtle">
                <FormattedMessage id="dashboard.deposit.awaitingTransfer" />
              </Badge>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
