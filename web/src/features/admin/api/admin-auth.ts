// The admin area's own session (adminToken cookie, HttpOnly): sign in, who is signed in, sign out.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { apiClient } from "@/lib/api-client";

export type AdminUser = { id: string; name: string; surname: string; email: string; role: "admin" };

export const ADMIN_ME_KEY = ["admin", "me"] as const;

/** The admin session check: null without an admin session (answered 200, so a signed-out visit logs no error). */
export async function getAdminMe(signal?: AbortSignal): Promise<AdminUser | null> {
  const body = await apiClient.get<{ user: AdminUser | null }>("/api/admin/auth/session", { signal });
  return body.user ?? null;
}

/** Who is signed in to the admin area (null: nobody); a failure is not retried. */
export function useAdminMe() {
  return useQuery({ queryKey: ADMIN_ME_KEY, queryFn: ({ signal }) => getAdminMe(signal), retry: false });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiClient.post<{ user: AdminUser }>("/api/admin/auth/login", body),
    onSuccess: (body) => {
      // Nothing cached under a previous (or no) admin session may show to this one.
      queryClient.removeQueries({ queryKey: ["admin"] });
      queryClient.setQueryData(ADMIN_ME_KEY, body.user);
    },
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiClient.post("/api/admin/auth/logout"),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ["admin"] });
      await navigate("/admin/login", { replace: true });
    },
  });
}
