// The gallery's full-screen view: the photo on a dark backdrop with the same arrows; Escape or the close button
// closes it (the dialog returns focus to the button that opened it).
import { CloseButton, Dialog, Image, Portal, Text } from "@chakra-ui/react";
import { dialogSlotRecipe } from "@chakra-ui/react/theme";
import type { KeyboardEvent, ReactNode } from "react";
import { useIntl } from "react-intl";

export interface LotFullScreenProps {
  title: string;
  src: string;
  alt: string;
  counter: ReactNode;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** Previous / next buttons. */
  children?: ReactNode;
}

export function LotFullScreen({ title, src, alt, counter, onClose, onKeyDown, children }: LotFullScreenProps) {
  const intl = useIntl();
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(e) => !e.open && onClose()}
      size="full"
      motionPreset="none"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="ink.950" color="white" data-testid="lot-fullscreen" onKeyDown={onKeyDown}>
            <Dialog.Header py="3">
              <Dialog.Title fontSize="md" fontWeight="semibold">
                <span translate="no">{title}</span>
                <Text as="span" ms="3" color="ink.300" textStyle="numeric" fontWeight="normal">
                  {counter}
                </Text>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton
                aria-label={intl.formatMessage({ id: "lot.gallery.close" })}
                color="white"
                _hover={{ bg: "whiteAlpha.200" }}
              />
            </Dialog.CloseTrigger>
            <Dialog.Body position="relative" display="flex" alignItems="center" justifyContent="center" pb="6">
              <Image
                src={src}
                alt={alt}
                maxH="calc(100dvh - 7rem)"
                maxW="100%"
                objectFit="contain"
                data-testid="lot-fullscreen-photo"
              />
              {children}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
