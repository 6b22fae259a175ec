import { useMutation } from "@tanstack/react-query";
import type { LoginBody } from "@app/shared/auth/auth.schemas";
import { authAtom, useSetAtom } from "@/lib/store";
import { login } from "../api/auth-calls";

/**
 * Login sets the user (docs/product/accounts.md#sign-in); the page then leaves for the dashboard through
 * RedirectSignedIn.
 */
export function useLogin() {
  const setAuth = useSetAtom(authAtom);
  return useMutation({
    mutationFn: (body: LoginBody) => login(body),
    onSuccess: (user) => setAuth({ status: "signed-in", user }),
  });
}
