import { Box } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router-dom";
import { useSessionCheck } from "@/features/auth/hooks/use-session-check";
import { authAtom, useAtomValue } from "@/lib/store";
import { useToasterRequested } from "@/lib/toast";
import { withTexts } from "@/i18n/area-texts";

const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));
// The live stream and its popups load only for signed-in customers.
const NotificationsLive = lazy(
  withTexts(["notifications"], () =>
    import("@/features/notifications/components/notifications-live").then((m) => ({ default: m.NotificationsLive })),
  ),
);

/** A thin bar while a lazily loaded page is on its way, so a click never looks ignored. */
function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return (
    <Box
      aria-hidden="true"
      position="fixed"
      top="0"
      insetX="0"
      h="0.5"
      zIndex="toast"
      pointerEvents="none"
      overflow="hidden"
      opacity={busy ? 1 : 0}
      transition="opacity 0.2s"
    >
      <Box h="full" w="40%" bg="accent.solid" animation={busy ? "navProgress 1.1s ease-in-out infinite" : "none"} />
    </Box>
  );
}

export function RootLayout() {
  useSessionCheck();
  const toasts = useToasterRequested();
  const signedIn = useAtomValue(authAtom).status === "signed-in";
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
      {signedIn ? (
        <Suspense fallback={null}>
          <NotificationsLive />
        </Suspense>
      ) : null}
      {toasts ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
