// The app's only jotai module. Everything (React or not, e.g. the SSE client) reads and writes atoms through the
// `store` exported here, so there is exactly one state tree; other modules import jotai's API from this file.
import type { UserDto } from "@app/shared/auth/auth.schemas";
import { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from "jotai";

export { atom, Provider, useAtom, useAtomValue, useSetAtom };

export const store = createStore();

/** The signed-in customer as GET /api/auth/me returns it (shared DTO; a type-only import, so no zod in the bundle). */
export type SessionUser = UserDto;

/** `newAccount`: signed in by registering just now, so the dashboard greets rather than welcomes back. */
export type AuthState =
  { status: "loading" } | { status: "signed-in"; user: SessionUser; newAccount?: boolean } | { status: "anonymous" };

export const authAtom = atom<AuthState>({ status: "loading" });

/** True right after registering, until the page is reloaded. */
export const newAccountAtom = atom((get) => {
  const auth = get(authAtom);
  return auth.status === "signed-in" && auth.newAccount === true;
});

/** The signed-in user, or null while loading or when anonymous. */
export const currentUserAtom = atom((get) => {
  const auth = get(authAtom);
  return auth.status === "signed-in" ? auth.user : null;
});
