// GET /api/auth/session: the session check (docs/product/accounts.md#session-check); a guest is `user: null`.
import { apiClient, isApiError } from "@/lib/api-client";
import type { SessionUser } from "@/lib/store";

interface MeResponse {
  success: true;
  user?: SessionUser | null;
}

export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const body = await apiClient.get<MeResponse>("/api/auth/session", { signal });
    // The shape is the shared UserDto; guard only against an answer that is not a user at all.
    return body.user && typeof body.user.email === "string" ? body.user : null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
