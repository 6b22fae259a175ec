import { Link, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import type { CustomerSummary } from "../api/admin-customers";

/**
 * Who a request is from, linked to their page. The queues' rows carry the customer (read for the whole page by the
 * API); a row whose account is gone still links by id.
 */
export function CustomerLink({ userId, customer }: { userId: string; customer: CustomerSummary | null }) {
  return (
    <Stack gap="0" minW="0" align={{ base: "end", md: "start" }}>
      <Link asChild color="accent.fg" fontWeight="medium">
        <RouterLink to={`/admin/customers/${userId}`}>
          {customer ? `${customer.name} ${customer.surname}` : <FormattedMessage id="admin.money.openCustomer" />}
        </RouterLink>
      </Link>
      {customer ? (
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {customer.email}
        </Text>
      ) : null}
    </Stack>
  );
}
