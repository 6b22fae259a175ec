// Toasts without their weight on the first page: the toaster (and Chakra's toast machinery) loads with the first
// message, and the root layout mounts it from then on. Durations and the limit: components/ui/toaster.tsx.
import { useSyncExternalStore } from "react";

import type { notify } from "@/components/ui/toaster";

type Notify = typeof notify;

let requested = false;
const listeners = new Set<() => void>();

function load(): Promise<Notify> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return import("@/components/ui/toaster").then((m) => m.notify);
}

export const toast = {
  blank: (title: string) => void load().then((n) => n.blank(title)),
  error: (title: string, description?: string) => void load().then((n) => n.error(title, description)),
  success: (title: string) => void load().then((n) => n.success(title)),
  loading: (title: string): Promise<ReturnType<Notify["loading"]>> => load().then((n) => n.loading(title)),
};

/** True once any toast was asked for: the root layout mounts the toaster then. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
