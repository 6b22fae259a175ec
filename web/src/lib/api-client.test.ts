import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiClient, CLIENT_ERROR_CODES } from "./api-client";

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("sends JSON with the session cookie and returns the parsed body", async () => {
    const fetchMock = stubFetch(Response.json({ success: true, user: { email: "a@b.lt" } }));
    const body = await apiClient.post<{ success: boolean }>("/api/auth/login", { email: "a@b.lt", password: "x" });
    expect(body.success).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/login");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init.body).toBe(JSON.stringify({ email: "a@b.lt", password: "x" }));
  });

  it("turns the server's error body into a typed ApiError with field errors", async () => {
    stubFetch(
      Response.json(
        {
          success: false,
          code: "VALIDATION_FAILED",
          message: "Invalid input",
          errors: { email: "Please enter a valid email address" },
        },
        { status: 400 },
      ),
    );
    const error = await caught(apiClient.post("/api/auth/register", {}));
    expect(error.status).toBe(400);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.message).toBe("Invalid input");
    expect(error.errors).toEqual({ email: "Please enter a valid email address" });
  });

  it("keeps the wait time of a rate-limited request", async () => {
    stubFetch(
      Response.json(
        { success: false, code: "RATE_LIMITED", message: "Search on cooldown", retryAfter: 7 },
        { status: 429 },
      ),
    );
    const error = await caught(apiClient.get("/api/lots/search"));
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.retryAfter).toBe(7);
  });

  it("treats success: false as a failure even with a 200 status", async () => {
    stubFetch(Response.json({ success: false, code: "LOGIN_FAILED", message: "Login failed." }));
    const error = await caught(apiClient.get("/api/x"));
    expect(error.status).toBe(200);
    expect(error.code).toBe("LOGIN_FAILED");
  });

  it("survives a non-JSON error page from a proxy", async () => {
    stubFetch(new Response("<html>Bad Gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } }));
    const error = await caught(apiClient.get("/api/auth/me"));
    expect(error.status).toBe(502);
    expect(error.code).toBe(CLIENT_ERROR_CODES.badResponse);
  });

  it("reports a network failure as status 0", async () => {
    stubFetch(new TypeError("fetch failed"));
    const error = await caught(apiClient.get("/api/auth/me"));
    expect(error.status).toBe(0);
    expect(error.code).toBe(CLIENT_ERROR_CODES.network);
  });

  it("accepts an empty 204 answer", async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiClient.delete("/api/notifications/delete-all")).resolves.toBeUndefined();
  });
});
