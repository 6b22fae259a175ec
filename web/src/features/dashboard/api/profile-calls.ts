// PUT /api/auth/update-profile (docs/product/accounts.md#profile): name, surname, phone, locale, email (with the
// current password) and a new password (with the current one). Answers the updated user.
import type { UpdateProfileBody } from "@app/shared/auth/auth.schemas";
import { apiClient } from "@/lib/api-client";
import type { SessionUser } from "@/lib/store";

export async function updateProfile(body: UpdateProfileBody): Promise<SessionUser> {
  return (await apiClient.put<{ user: SessionUser; message: string }>("/api/auth/update-profile", body)).user;
}
