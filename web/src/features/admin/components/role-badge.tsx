import { Badge } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import type { CustomerRole } from "../api/admin-customers";

const PALETTE: Record<CustomerRole, string> = { customer: "gray", vip: "yellow", admin: "purple" };

export function RoleBadge({ role }: { role: CustomerRole }) {
  return (
    <Badge colorPalette={PALETTE[role]} variant="subtle">
      <FormattedMessage id={`admin.customers.role.${role}`} />
    </Badge>
  );
}
