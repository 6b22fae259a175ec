import { Button, chakra, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { TextField } from "@/components/ui/text-field";
import { newIdempotencyKey } from "@/features/bidding/api/idempotency-key";
import { actionErrorText } from "@/features/dashboard/api/error-text";
import { ConfirmDialog } from "@/features/dashboard/components/confirm-dialog";
import { Money } from "@/components/ui/money";
import { toast } from "@/lib/toast";
import { requestWithdrawal } from "../api/account-calls";
import { accountKeys } from "../hooks/account-queries";
import { MAX_ACCOUNT_AMOUNT } from "@app/shared/money/amounts";
import { formatMoney } from "@/lib/money";
import { parseAmount } from "../parse-amount";

type Request = { amount?: number; iban?: string };

/** Asks to pay out part or all of the available balance; the amount stays frozen until the broker sends it. */
export function WithdrawalForm() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState("");
  const [iban, setIban] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; iban?: string }>({});
  const [pending, setPending] = useState<Request | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const withdraw = useMutation({
    mutationFn: (body: Request) => requestWithdrawal(body, key),
    onSuccess: (answer) => {
      setPending(null);
      setAmount("");
      setIban("");
      setKey(newIdempotencyKey());
      toast.success(
        intl.formatMessage({ id: "dashboard.withdrawal.sent" }, { reference: answer.withdrawal.reference }),
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: (error) => {
      setPending(null);
      toast.error(actionErrorText(intl, error, "dashboard.withdrawal.failed"));
    },
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    const value = amount.trim() ? parseAmount(amount, MAX_ACCOUNT_AMOUNT) : undefined;
    if (value === null)
      next.amount = intl.formatMessage(
        { id: "dashboard.deposit.amountInvalid" },
        { max: formatMoney(intl, MAX_ACCOUNT_AMOUNT, "EUR") },
      );
    const cleanIban = iban.replace(/\s+/g, "").toUpperCase();
    if (cleanIban && !/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(cleanIban))
      next.iban = intl.formatMessage({ id: "dashboard.withdrawal.ibanInvalid" });
    setErrors(next);
    if (next.amount || next.iban) return;
    setPending({ ...(value ? { amount: value } : {}), ...(cleanIban ? { iban: cleanIban } : {}) });
  }

  return (
    <Stack layerStyle="card" gap="5" p={{ base: "5", md: "6" }} data-testid="withdrawal-form">
      <Stack gap="1">
        <Heading as="h2" size="md">
          <FormattedMessage id="dashboard.withdrawal.title" />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="dashboard.withdrawal.subtitle" />
        </Text>
      </Stack>
      <chakra.form noValidate onSubmit={submit}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              name="withdrawalAmount"
              label="dashboard.withdrawal.amountLabel"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={errors.amount}
            />
            <TextField
              name="iban"
              label="dashboard.withdrawal.ibanLabel"
              autoComplete="off"
              value={iban}
              onChange={(e) => setIban(e.target.value)}
              error={errors.iban}
            />
          </SimpleGrid>
          <Button type="submit" variant="outline" alignSelf="start">
            <FormattedMessage id="dashboard.withdrawal.submit" />
          </Button>
        </Stack>
      </chakra.form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title="dashboard.withdrawal.confirmTitle"
        confirmLabel="dashboard.withdrawal.confirm"
        onConfirm={() => pending && withdraw.mutate(pending)}
        busy={withdraw.isPending}
      >
        {pending?.amount ? (
          <FormattedMessage
            id="dashboard.withdrawal.confirmAmount"
            values={{ amount: <Money exact amount={pending.amount} /> }}
          />
        ) : (
          <FormattedMessage id="dashboard.withdrawal.confirmAll" />
        )}
      </ConfirmDialog>
    </Stack>
  );
}
