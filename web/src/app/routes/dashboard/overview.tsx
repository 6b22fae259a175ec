import { Badge, Button, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { BalanceCards } from "@/features/account/components/balance-cards";
import { LedgerList } from "@/features/account/components/ledger-list";
import { AttentionList } from "@/features/dashboard/components/attention-list";
import { currentUserAtom, newAccountAtom, useAtomValue } from "@/lib/store";

/** VIP Member for role vip, otherwise Member (docs/product/overview.md#membership-badge). */
function MembershipBadge() {
  const user = useAtomValue(currentUserAtom);
  const vip = user?.role === "vip";
  return (
    <Badge colorPalette={vip ? "accent" : "gray"} variant={vip ? "solid" : "subtle"} size="md" data-testid="membership">
      <FormattedMessage id={vip ? "layout.dashboard.vipMember" : "layout.dashboard.member"} />
    </Badge>
  );
}

/**
 * The dashboard, ordered like a banking app (docs/product/screens.md#overview): balance cards first, then what needs
 * attention, then the recent history of the account.
 */
export function DashboardOverviewRoute() {
  const newAccount = useAtomValue(newAccountAtom);
  return (
    <Stack gap="8">
      <Stack
        direction={{ base: "column", md: "row" }}
        justify="space-between"
        align={{ base: "start", md: "end" }}
        gap="4"
      >
        <Stack gap="1">
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h2" size="xl">
              <FormattedMessage id={newAccount ? "dashboard.overview.titleNew" : "dashboard.overview.title"} />
            </Heading>
            <MembershipBadge />
          </HStack>
          <Text color="fg.muted">
            <FormattedMessage id={newAccount ? "dashboard.overview.subtitleNew" : "dashboard.overview.subtitle"} />
          </Text>
        </Stack>
        <Button asChild colorPalette="accent">
          <RouterLink to="/dashboard/bills">
            <FormattedMessage id="dashboard.balance.topUp" />
          </RouterLink>
        </Button>
      </Stack>
      <BalanceCards />
      <Stack gap="4">
        <Heading as="h2" size="md">
          <FormattedMessage id="dashboard.attention.title" />
        </Heading>
        <AttentionList />
      </Stack>
      <Stack gap="4">
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            <FormattedMessage id="dashboard.activity.title" />
          </Heading>
          <Link asChild color="accent.fg" fontWeight="semibold" fontSize="sm">
            <RouterLink to="/dashboard/bills">
              <FormattedMessage id="dashboard.activity.all" />
            </RouterLink>
          </Link>
        </HStack>
        <LedgerList pageSize={5} />
      </Stack>
    </Stack>
  );
}
