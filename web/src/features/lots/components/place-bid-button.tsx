import { Button, CloseButton, Dialog, HStack, Portal, Text, type ButtonProps } from "@chakra-ui/react";
import { dialogSlotRecipe } from "@chakra-ui/react/theme";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { currentUserAtom, useAtomValue } from "@/lib/store";

/** /login's parameter for where to go back to (features/auth REDIRECT_PARAM; features do not import each other). */
const REDIRECT_PARAM = "redirect";

/**
 * Place bid on a card. A signed-in customer goes to the lot page, where the bid dialog is; a guest is asked to sign
 * in first and comes back to this very page (search and all) afterwards.
 */
export function PlaceBidButton({ lotUrl, ...button }: { lotUrl: string } & ButtonProps) {
  const user = useAtomValue(currentUserAtom);
  const [open, setOpen] = useState(false);
  if (user) {
    return (
      <Button asChild colorPalette="accent" {...button}>
        <RouterLink to={lotUrl}>
          <FormattedMessage id="lots.card.placeBid" />
        </RouterLink>
      </Button>
    );
  }
  return (
    <>
      <Button colorPalette="accent" {...button} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <FormattedMessage id="lots.card.placeBid" />
      </Button>
      {open ? <SignInPrompt onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SignInPrompt({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const login = `/login?${new URLSearchParams({ [REDIRECT_PARAM]: back }).toString()}`;
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="sign-in-prompt" maxW="sm">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="lots.signIn.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">
                <FormattedMessage id="lots.signIn.body" />
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="2" flexWrap="wrap" justify="flex-end">
                <Button asChild variant="outline">
                  <RouterLink to="/register">
                    <FormattedMessage id="lots.signIn.register" />
                  </RouterLink>
                </Button>
                <Button asChild colorPalette="accent">
                  <RouterLink to={login}>
                    <FormattedMessage id="lots.signIn.submit" />
                  </RouterLink>
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: "lots.signIn.cancel" })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
