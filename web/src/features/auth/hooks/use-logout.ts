import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router-dom";
import { toast } from "@/lib/toast";
import { authAtom, useSetAtom } from "@/lib/store";
import { logout } from "../api/auth-calls";
import { authErrorMessage } from "../auth-errors";

/**
 * Logout clears the user and goes to / (docs/product/accounts.md#sign-out); a failure says 'Logout failed' and keeps
 * the session.
 */
export function useLogout() {
  const intl = useIntl();
  const navigate = useNavigate();
  const setAuth = useSetAtom(authAtom);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Leave for / (committed at once, not as a transition) before forgetting the user: a dashboard page that saw a
    // guest would send them on to the login page.
    onSuccess: async () => {
      await navigate("/", { flushSync: true });
      setAuth({ status: "anonymous" });
      queryClient.clear();
    },
    onError: (error) => toast.error(authErrorMessage(intl, "logout", error)),
  });
}
