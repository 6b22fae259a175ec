import { Alert, Button, chakra, DataList, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { dataListSlotRecipe } from "@chakra-ui/react/theme";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { TextField } from "@/components/ui/text-field";
import { newIdempotencyKey } from "@/features/bidding/api/idempotency-key";
import { Money } from "@/components/ui/money";
import type { MessageId } from "@/i18n/message-ids";
import { createDeposit, type BankDetails, type DepositAnswer } from "../api/account-calls";
import { depositErrorText } from "../deposit-errors";
import { accountKeys } from "../hooks/account-queries";
import { MAX_ACCOUNT_AMOUNT } from "@app/shared/money/amounts";
import { formatMoney } from "@/lib/money";
import { parseAmount } from "../parse-amount";
import { PendingDeposits } from "./pending-deposits";

// The customer's words for the broker's details; the reference format is the staff's note, not shown here.
const BANK_FIELDS: { key: Exclude<keyof BankDetails, "referenceFormat">; label: MessageId }[] = [
  { key: "accountHolder", label: "dashboard.deposit.beneficiary" },
  { key: "companyCode", label: "dashboard.deposit.beneficiaryCode" },
  { key: "iban", label: "dashboard.deposit.iban" },
  { key: "bankName", label: "dashboard.deposit.bankName" },
  { key: "swift", label: "dashboard.deposit.swift" },
];

/** What to transfer: our bank details (the `bank` setting the answer carries) and the payment reference. */
function TransferInstructions({ answer }: { answer: DepositAnswer }) {
  const bank: Partial<BankDetails> = answer.bankDetails ?? {};
  return (
    <Stack gap="3" p="4" borderRadius="l3" bg="accent.subtle" data-testid="deposit-instructions">
      <Heading as="h3" size="sm">
        <FormattedMessage id="dashboard.deposit.instructionsTitle" />
      </Heading>
      <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="dashboard.deposit.amountLabel" />
          </DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">
            <Money exact value={answer.deposit.amount} />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="dashboard.deposit.reference" />
          </DataList.ItemLabel>
          <DataList.ItemValue fontWeight="bold" fontFamily="mono" data-testid="deposit-reference">
            {answer.deposit.reference}
          </DataList.ItemValue>
        </DataList.Item>
        {BANK_FIELDS.filter((f) => bank[f.key]).map((f) => (
          <DataList.Item key={f.key}>
            <DataList.ItemLabel>
              <FormattedMessage id={f.label} />
            </DataList.ItemLabel>
            <DataList.ItemValue fontFamily={f.key === "iban" || f.key === "swift" ? "mono" : undefined}>
              {bank[f.key]}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text fontSize="sm">
        <FormattedMessage
          id={answer.bankDetails ? "dashboard.deposit.instructionsBody" : "dashboard.deposit.noBankDetails"}
        />
      </Text>
    </Stack>
  );
}

/** Announces a bank transfer; the balance is credited when the broker sees the money arrive. */
export function DepositForm() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const [key, setKey] = useState(newIdempotencyKey);
  const deposit = useMutation({
    mutationFn: (value: number) => createDeposit(value, key),
    onSuccess: () => {
      setKey(newIdempotencyKey());
      setAmount("");
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = parseAmount(amount, MAX_ACCOUNT_AMOUNT);
    if (value === null) {
      setFieldError(
        intl.formatMessage(
          { id: "dashboard.deposit.amountInvalid" },
          { max: formatMoney(intl, MAX_ACCOUNT_AMOUNT, "EUR") },
        ),
      );
      return;
    }
    setFieldError(undefined);
    deposit.mutate(value);
  }

  return (
    <Stack layerStyle="card" gap="5" p={{ base: "5", md: "6" }} data-testid="deposit-form">
      <Stack gap="1">
        <Heading as="h2" size="md">
          <FormattedMessage id="dashboard.deposit.title" />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="dashboard.deposit.subtitle" />
        </Text>
      </Stack>
      <chakra.form noValidate onSubmit={submit}>
        <HStack gap="3" align="end" flexWrap={{ base: "wrap", sm: "nowrap" }}>
          <TextField
            name="depositAmount"
            label="dashboard.deposit.amountLabel"
            inputMode="decimal"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setKey(newIdempotencyKey());
            }}
            error={fieldError}
            required
          />
          <Button type="submit" colorPalette="accent" size="lg" loading={deposit.isPending} flexShrink={0}>
            <FormattedMessage id="dashboard.deposit.submit" />
          </Button>
        </HStack>
      </chakra.form>
      {deposit.isError ? (
        <Alert.Root status="error" borderRadius="l3" role="alert">
          <Alert.Indicator />
          <Alert.Title>{depositErrorText(intl, deposit.error)}</Alert.Title>
        </Alert.Root>
      ) : null}
      {deposit.data ? <TransferInstructions answer={deposit.data} /> : null}
      <PendingDeposits />
    </Stack>
  );
}
