// The card both popups share (docs/product/notifications.md#popups): bottom right, above the page; it closes by
// itself after `closeAfterMs` (the clock waits while the pointer or the keyboard focus is on it), and at once when the
// page is hidden, unloaded or left with the back button.
import { Box, CloseButton, HStack } from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";
import { useIntl } from "react-intl";

export function PopupFrame({
  label,
  closeAfterMs,
  onClose,
  onDismiss,
  testId,
  children,
}: {
  label: string;
  closeAfterMs: number;
  onClose: () => void;
  /** Closing by hand (the close button). */
  onDismiss: () => void;
  testId: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onClose, closeAfterMs);
    return () => clearTimeout(timer);
  }, [held, closeAfterMs, onClose]);

  useEffect(() => {
    const closeWhenHidden = () => {
      if (document.visibilityState === "hidden") onClose();
    };
    window.addEventListener("pagehide", onClose);
    window.addEventListener("beforeunload", onClose);
    window.addEventListener("popstate", onClose);
    document.addEventListener("visibilitychange", closeWhenHidden);
    return () => {
      window.removeEventListener("pagehide", onClose);
      window.removeEventListener("beforeunload", onClose);
      window.removeEventListener("popstate", onClose);
      document.removeEventListener("visibilitychange", closeWhenHidden);
    };
  }, [onClose]);

  return (
    <Box
      role="status"
      aria-label={label}
      data-testid={testId}
      position="fixed"
      zIndex="toast"
      bottom={{ base: "4", md: "6" }}
      insetInlineEnd={{ base: "4", md: "6" }}
      insetInlineStart={{ base: "4", md: "auto" }}
      w={{ md: "sm" }}
      layerStyle="card"
      bg="bg.panel"
      boxShadow="lg"
      borderLeftWidth="4px"
      borderLeftColor="accent.solid"
      // It rises into view, so the eye finds it; the global reduced-motion rule (theme.ts) makes it simply appear.
      animationName="slide-from-bottom, fade-in"
      animationDuration="moderate"
      animationTimingFunction="ease-out"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <HStack align="start" gap="3" p="3">
        {children}
        <CloseButton
          size="xs"
          aria-label={intl.formatMessage({ id: "notifications.popup.close" })}
          onClick={onDismiss}
        />
      </HStack>
    </Box>
  );
}
