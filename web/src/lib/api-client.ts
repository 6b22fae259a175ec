// The one way the SPA calls its API: same-origin cookies (credentials: 'include'), JSON in and out, and every
// failure turned into an ApiError carrying the server's error body ({ success: false, code, message, errors? },
// shared/src/errors.ts). The server's CSRF check compares the Origin header, which browsers add themselves.
import type { ErrorCode } from "@app/shared/errors";
import { env } from "@/config/env";

/** Codes the client makes up itself, for failures that never reached (or never came back from) the server. */
export const CLIENT_ERROR_CODES = {
  network: "NETWORK_ERROR",
  badResponse: "BAD_RESPONSE",
} as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];
/** A server ERROR_CODES key or a client code; any other string a newer server sends still passes through. */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Field -> message, for validation failures. */
  readonly errors: Record<string, string>;
  /** Seconds to wait, for RATE_LIMITED (the search page's "on cooldown" states). */
  readonly retryAfter?: number;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    errors?: Record<string, string>;
    retryAfter?: number;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? {};
    this.retryAfter = init.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((v) => typeof v === "string");
}

/** Reads an error body defensively: proxies and crashes can answer with HTML or nothing at all. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body) && typeof body.code === "string" && typeof body.message === "string") {
    return new ApiError({
      status,
      code: body.code,
      message: body.message,
      errors: isStringRecord(body.errors) ? body.errors : undefined,
      retryAfter: typeof body.retryAfter === "number" ? body.retryAfter : undefined,
    });
  }
  return new ApiError({
    status,
    code: CLIENT_ERROR_CODES.badResponse,
    message: isRecord(body) && typeof body.message === "string" ? body.message : `Request failed with status ${status}`,
  });
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends a request and returns the parsed JSON body. Throws ApiError when the status is not 2xx, when the body says
 * `success: false`, or when the network fails. The caller validates the shape of what it gets back.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal, headers } = options;
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      method,
      credentials: "include",
      signal,
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error; // let callers tell a cancelled request from a failed one
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: "Network error" });
  }

  const data = await readJson(response);
  if (!response.ok || (isRecord(data) && data.success === false)) {
    throw toApiError(response.status, data);
  }
  return data as T;
}

export const apiClient = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};
