// Asked before every action that moves money or decides for a customer: what will happen, to whom, and (when
// refusing) the reason the customer will read.
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { dialogSlotRecipe } from "@chakra-ui/react/theme";
import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { MAX_AUCTION_AMOUNT } from "@app/shared/money/amounts";
import { parseAmount } from "@/features/account/parse-amount";
import type { MessageId } from "@/i18n/message-ids";

export interface ConfirmRequest {
  title: MessageId;
  body: ReactNode;
  confirm: MessageId;
  tone: "approve" | "reject";
  /** Ask for a reason (optional text sent to the customer). */
  withReason?: boolean;
  /** Ask for an amount (e.g. the hammer price), required or not. */
  amount?: { label: MessageId; required: boolean };
  onConfirm: (input: { reason: string; amount: number | undefined }) => void;
}

/** "1 234,50" or "1234.50" as typed, under the API's amount rule; undefined when empty, NaN when not an amount. */
function amountOf(text: string): number | undefined {
  if (!text.trim()) return undefined;
  return parseAmount(text, MAX_AUCTION_AMOUNT) ?? Number.NaN;
}

export function ConfirmDialog({
  request,
  pending,
  onClose,
}: {
  request: ConfirmRequest | null;
  pending: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [reason, setReason] = useState("");
  const [amountText, setAmountText] = useState("");
  const [amountError, setAmountError] = useState(false);
  const reset = () => {
    setReason("");
    setAmountText("");
    setAmountError(false);
  };
  const submit = (req: ConfirmRequest) => {
    const amount = amountOf(amountText);
    if (req.amount && (Number.isNaN(amount) || (req.amount.required && amount === undefined))) {
      setAmountError(true);
      return;
    }
    req.onConfirm({ reason: reason.trim(), amount });
    reset();
  };
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={request !== null}
      onOpenChange={(d) => {
        if (!d.open && !pending) {
          reset();
          onClose();
        }
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="confirm-dialog">
            {request ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>
                    <FormattedMessage id={request.title} />
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text color="fg.muted">{request.body}</Text>
                    {request.amount ? (
                      <Field.Root required={request.amount.required} invalid={amountError}>
                        <Field.Label>
                          <FormattedMessage id={request.amount.label} />
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input
                          name="amount"
                          inputMode="decimal"
                          autoComplete="off"
                          value={amountText}
                          onChange={(e) => {
                            setAmountText(e.target.value);
                            setAmountError(false);
                          }}
                        />
                        {amountError ? (
                          <Field.ErrorText>
                            <FormattedMessage
                              id="admin.confirm.amountInvalid"
                              values={{ max: intl.formatNumber(MAX_AUCTION_AMOUNT) }}
                            />
                          </Field.ErrorText>
                        ) : null}
                      </Field.Root>
                    ) : null}
                    {request.withReason ? (
                      <Field.Root>
                        <Field.Label>
                          <FormattedMessage id="admin.confirm.reason" />
                        </Field.Label>
                        <Textarea
                          name="reason"
                          maxLength={500}
                          value={reason}
                          onChange={(e) => setReason(e.target.value)}
                          placeholder={intl.formatMessage({ id: "admin.confirm.reasonHint" })}
                        />
                      </Field.Root>
                    ) : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline" disabled={pending}>
                      <FormattedMessage id="admin.confirm.cancel" />
                    </Button>
                  </Dialog.ActionTrigger>
                  <Button
                    colorPalette={request.tone === "approve" ? "accent" : "red"}
                    loading={pending}
                    onClick={() => submit(request)}
                    data-testid="confirm-action"
                  >
                    <FormattedMessage id={request.confirm} />
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={intl.formatMessage({ id: "admin.confirm.cancel" })} />
                </Dialog.CloseTrigger>
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
