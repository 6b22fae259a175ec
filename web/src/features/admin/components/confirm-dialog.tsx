// Asked before every action that moves money or decides for a customer: what will happen, to whom, and (when
// refusing) the reason the customer will read.
import { Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";

export interface ConfirmRequest {
  title: MessageId;
  body: ReactNode;
  confirm: MessageId;
  tone: "approve" | "reject";
  /** Ask for a reason (optional text sent to the customer). */
  withReason?: boolean;
  onConfirm: (reason: string) => void;
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
  return (
    <Dialog.Root
      open={request !== null}
      onOpenChange={(d) => {
        if (!d.open && !pending) {
          setReason("");
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
                    onClick={() => request.onConfirm(reason.trim())}
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
