// The customer's money (api/src/features/transactions): the balance, the ledger history, deposits announced by
// bank transfer and withdrawal requests. Money-moving POSTs carry an Idempotency-Key.
import { apiClient } from "@/lib/api-client";

export type Balance = { currency: "EUR"; current: number; frozen: number; available: number };

export async function getBalance(signal?: AbortSignal): Promise<Balance> {
  return (await apiClient.get<{ balance: Balance }>("/api/transactions/balance", { signal })).balance;
}

export type LedgerType = "deposit" | "withdrawal" | "hold" | "release" | "charge" | "refund" | (string & {});

export type LedgerEntry = {
  id: string;
  type: LedgerType;
  currency: string;
  amount: number;
  frozenChange: number;
  balanceAfter: number;
  availableAfter: number;
  original: { amount: number; currency: string } | null;
  description: string | null;
  createdAt: string;
};

export async function listLedger(pageSize: number, signal?: AbortSignal): Promise<LedgerEntry[]> {
  const body = await apiClient.get<{ transactions: LedgerEntry[] }>(`/api/transactions?pageSize=${pageSize}`, {
    signal,
  });
  return body.transactions ?? [];
}

/** The broker's bank details as the deposit answer carries them (shared/src/settings/bank-details.schemas.ts). */
export type BankDetails = {
  accountHolder: string;
  companyCode?: string;
  iban: string;
  bankName: string;
  swift: string;
  referenceFormat: string;
};

export type Deposit = {
  id: string;
  amount: { amount: number; currency: string };
  reference: string;
  status: "pending" | "completed" | "rejected";
  reason: string | null;
  createdAt: string;
};

export async function listDeposits(signal?: AbortSignal): Promise<Deposit[]> {
  return (
    (await apiClient.get<{ deposits: Deposit[] }>("/api/transactions/deposits?pageSize=10", { signal })).deposits ?? []
  );
}

export type DepositAnswer = {
  message: string;
  deposit: { id: string; amount: { amount: number; currency: string }; reference: string; status: string };
  bankDetails: BankDetails | null;
};

export function createDeposit(amount: number, key: string) {
  return apiClient.post<DepositAnswer>(
    "/api/transactions/deposits",
    { amount, method: "bank_transfer" },
    { headers: { "Idempotency-Key": key } },
  );
}

export type WithdrawalAnswer = {
  withdrawal: { id: string; amount: { amount: number; currency: string }; reference: string; status: string };
};

export function requestWithdrawal(body: { amount?: number; iban?: string }, key: string) {
  return apiClient.post<WithdrawalAnswer>("/api/transactions/withdrawals", body, {
    headers: { "Idempotency-Key": key },
  });
}
