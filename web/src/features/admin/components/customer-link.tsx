import { Link, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { useAdminCustomer } from "../api/admin-customers";

/**
 * Who a request is from, linked to their page. The queues' rows carry only the user id, so the name is read per
 * customer (cached and shared with the customer page); until it arrives the link says "Open customer".
 */
export function CustomerLink({ userId }: { userId: string }) {
  const { data } = useAdminCustomer(userId);
  return (
    <Stack gap="0" minW="0" align={{ base: "end", md: "start" }}>
      <Link asChild color="accent.fg" fontWeight="medium">
        <RouterLink to={`/admin/customers/${userId}`}>
          {data ? `${data.name} ${data.surname}` : <FormattedMessage id="admin.money.openCustomer" />}
        </RouterLink>
      </Link>
      {data ? (
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {data.email}
        </Text>
      ) : null}
    </Stack>
  );
}
