import { Center, Spinner } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Navigate, useLocation, useSearchParams } from "react-router-dom";
import { authAtom, useAtomValue } from "@/lib/store";
import { safeRedirect } from "../auth-errors";

export const REDIRECT_PARAM = "redirect";

function Waiting() {
  const intl = useIntl();
  return (
    <Center minH="60dvh" role="status" aria-label={intl.formatMessage({ id: "auth.common.checkingSession" })}>
      <Spinner size="lg" color="accent.solid" />
    </Center>
  );
}

/** Dashboard pages: wait for the session check; a guest goes to /login and comes back here after signing in. */
export function RequireUser({ children }: { children: ReactNode }) {
  const auth = useAtomValue(authAtom);
  const location = useLocation();
  if (auth.status === "loading") return <Waiting />;
  if (auth.status === "anonymous") {
    const back = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={`/login?${new URLSearchParams({ [REDIRECT_PARAM]: back }).toString()}`} />;
  }
  return children;
}

/** /login, /register, /reset-password*: a signed-in user is sent to /dashboard (docs/product/screens.md#auth-pages). */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const auth = useAtomValue(authAtom);
  const [params] = useSearchParams();
  if (auth.status === "signed-in") return <Navigate replace to={safeRedirect(params.get(REDIRECT_PARAM))} />;
  return children;
}
