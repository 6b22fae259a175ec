import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("web configuration", () => {
  it("defaults to the same origin", () => {
    expect(parseEnv({}).apiBaseUrl).toBe("");
    expect(parseEnv({ VITE_API_BASE_URL: "" }).apiBaseUrl).toBe("");
  });

  it("accepts an http(s) origin and drops a trailing slash", () => {
    expect(parseEnv({ VITE_API_BASE_URL: "https://api.example.lt/" }).apiBaseUrl).toBe("https://api.example.lt");
  });

  it("refuses anything else, naming the variable", () => {
    expect(() => parseEnv({ VITE_API_BASE_URL: "api.example.lt" })).toThrow(/VITE_API_BASE_URL/);
    expect(() => parseEnv({ VITE_API_BASE_URL: "ftp://x" })).toThrow(/VITE_API_BASE_URL/);
  });
});
