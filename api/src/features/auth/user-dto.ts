// The user as the browser sees it: never the password hash, balances in EUR major units from the ledger account.
import { BIDDING_POWER_MULTIPLIER, type UserDto } from "@app/shared/auth/auth.schemas";
import { fromCents } from "@app/shared/money/money.schemas";

type UserWithAccount = {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  role: "customer" | "vip" | "admin";
  locale: "lt" | "en";
  createdAt: Date;
  account: { balanceCents: number; frozenCents: number } | null;
};

export const USER_DTO_SELECT = {
  id: true,
  name: true,
  surname: true,
  email: true,
  phone: true,
  role: true,
  locale: true,
  createdAt: true,
  account: { select: { balanceCents: true, frozenCents: true } },
} as const;

export function toUserDto(user: UserWithAccount): UserDto {
  const balanceCents = user.account?.balanceCents ?? 0;
  const frozenCents = user.account?.frozenCents ?? 0;
  const availableCents = balanceCents - frozenCents;
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    role: user.role,
    locale: user.locale,
    currency: "EUR",
    balance: fromCents(balanceCents),
    frozenBalance: fromCents(frozenCents),
    availableBalance: fromCents(availableCents),
    biddingPower: fromCents(availableCents * BIDDING_POWER_MULTIPLIER),
    createdAt: user.createdAt.toISOString(),
  };
}
