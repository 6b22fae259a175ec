// The account calls (docs/product/api.md#accounts), one function each. Answers are the shared DTOs (type-only imports).
import type { LoginBody, RegisterBody } from "@app/shared/auth/auth.schemas";
import { apiClient } from "@/lib/api-client";
import type { SessionUser } from "@/lib/store";

interface MessageAnswer {
  success: true;
  message: string;
}

export async function login(body: LoginBody): Promise<SessionUser> {
  return (await apiClient.post<MessageAnswer & { user: SessionUser }>("/api/auth/login", body)).user;
}

/** Registering signs the new customer in: the answer carries the user, as a sign-in does. */
export async function register(body: RegisterBody): Promise<SessionUser> {
  return (await apiClient.post<MessageAnswer & { user: SessionUser }>("/api/auth/register", body)).user;
}

export function logout(): Promise<unknown> {
  return apiClient.post("/api/auth/logout");
}

export function requestPasswordReset(email: string): Promise<MessageAnswer> {
  return apiClient.post<MessageAnswer>("/api/auth/reset-password", { email });
}

export function resetPassword(token: string, password: string): Promise<MessageAnswer> {
  return apiClient.put<MessageAnswer>("/api/auth/reset-password", { token, password });
}
