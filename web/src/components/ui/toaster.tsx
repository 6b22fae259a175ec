// Toasts (docs/product/screens.md#toasts): 4 s for plain and error messages, 2 s for success, loading ones until they
// are resolved, at most 20 at once. Shown at the top right under the header, clear of the floating contact button.
import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster } from "@chakra-ui/react";
import { toastSlotRecipe } from "@chakra-ui/react/theme";

export const TOAST_DURATION_MS = { blank: 4_000, error: 4_000, success: 2_000 } as const;
export const MAX_TOASTS = 20;

export const toaster = createToaster({
  placement: "top-end",
  max: MAX_TOASTS,
  pauseOnPageIdle: true,
  offsets: { top: "5rem", right: "1rem", bottom: "1rem", left: "1rem" },
});

export const notify = {
  blank: (title: string) => toaster.create({ type: "info", title, duration: TOAST_DURATION_MS.blank }),
  error: (title: string, description?: string) =>
    toaster.create({ type: "error", title, description, duration: TOAST_DURATION_MS.error }),
  success: (title: string) => toaster.create({ type: "success", title, duration: TOAST_DURATION_MS.success }),
  /** A loading toast that stays until `done` replaces it with the outcome. */
  loading(title: string) {
    const id = toaster.create({ type: "loading", title, duration: Infinity });
    return {
      success: (text: string) =>
        toaster.update(id, { type: "success", title: text, duration: TOAST_DURATION_MS.success }),
      error: (text: string) => toaster.update(id, { type: "error", title: text, duration: TOAST_DURATION_MS.error }),
    };
  },
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: "sm" }}>
            {toast.type === "loading" ? <Spinner size="sm" color="accent.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
