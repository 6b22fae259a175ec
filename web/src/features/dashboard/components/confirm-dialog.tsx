import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { dialogSlotRecipe } from "@chakra-ui/react/theme";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";

/**
 * Money-moving and destructive actions ask first; the button shows progress once confirmed
 * (docs/product/screens.md#loading-empty-and-confirming).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  dismissLabel = "dashboard.common.cancel",
  onConfirm,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: MessageId;
  children: ReactNode;
  confirmLabel: MessageId;
  /** The button that changes nothing; name it for what it keeps where "Cancel" would read as the action. */
  dismissLabel?: MessageId;
  onConfirm: () => void;
  busy: boolean;
}) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id={title} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text as="div" color="fg.muted">
                {children}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  <FormattedMessage id={dismissLabel} />
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="accent" onClick={onConfirm} loading={busy}>
                <FormattedMessage id={confirmLabel} />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
