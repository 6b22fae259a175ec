import { useEffect } from "react";
import { getSession } from "@/features/auth/api/get-session";
import { authAtom, useSetAtom } from "@/lib/store";

/**
 * Runs the session check once per page load. A failed check is only logged; the visitor stays anonymous
 * (docs/product/accounts.md#session-check).
 */
export function useSessionCheck(): void {
  const setAuth = useSetAtom(authAtom);
  useEffect(() => {
    const controller = new AbortController();
    getSession(controller.signal)
      .then((user) => setAuth(user ? { status: "signed-in", user } : { status: "anonymous" }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Session check failed", error);
        setAuth({ status: "anonymous" });
      });
    return () => controller.abort();
  }, [setAuth]);
}
