import { Alert, Button, chakra, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { dialogSlotRecipe } from "@chakra-ui/react/theme";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";

/** The frame both bidding dialogs share: title with the lot, body, the API's error, cancel and the action. */
export function BidDialogFrame({
  open,
  onOpenChange,
  title,
  lotTitle,
  children,
  error,
  submitLabel,
  onSubmit,
  busy,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: MessageId;
  lotTitle: string;
  children: ReactNode;
  error: string | null;
  submitLabel: MessageId;
  onSubmit: () => void;
  busy: boolean;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* A full-screen sheet on a phone, a card as tall as its content from 480 px (a responsive `size` would
              keep the phone's full height there). */}
          <Dialog.Content
            data-testid={testId}
            maxW={{ base: "100vw", sm: "md" }}
            minH={{ base: "100dvh", sm: "auto" }}
            borderRadius={{ base: "0", sm: "l3" }}
            my={{ base: "0", sm: "auto" }}
          >
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>
                <FormattedMessage id={title} />
              </Dialog.Title>
              <Text color="fg.muted" fontSize="sm">
                {lotTitle}
              </Text>
            </Dialog.Header>
            <Dialog.Body>
              <chakra.form
                display="flex"
                flexDirection="column"
                gap="5"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  onSubmit();
                }}
                id={`${testId}-form`}
              >
                {children}
                {error ? (
                  <Alert.Root status="error" borderRadius="l3" role="alert" data-testid="bid-error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </chakra.form>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  <FormattedMessage id="bidding.common.cancel" />
                </Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={`${testId}-form`} colorPalette="accent" loading={busy}>
                <FormattedMessage id={submitLabel} />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "bidding.common.close" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
