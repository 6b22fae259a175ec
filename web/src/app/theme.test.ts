import { describe, expect, it } from "vitest";
import { lotStatuses, themeSystem } from "./theme";

const system = themeSystem();

// Every non-test source file of web/src, as text (Vite resolves the glob at transform time).
const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!./theme.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("theme", () => {
  it("uses the documented breakpoints (docs/product/constants.md#layout)", () => {
    const values = Object.fromEntries(
      ["sm", "md", "lg", "xl", "2xl"].map((name) => [name, system.token(`breakpoints.${name}`)]),
    );
    expect(values).toEqual({ sm: "640px", md: "768px", lg: "1024px", xl: "1280px", "2xl": "1536px" });
  });

  it("defines a colour palette for every lot status and for the accent", () => {
    for (const palette of [...lotStatuses, "accent", "ink"]) {
      for (const key of ["solid", "contrast", "fg", "subtle", "muted", "emphasized", "focusRing", "border"]) {
        expect(system.token(`colors.${palette}.${key}`), `${palette}.${key}`).toMatch(/^#[0-9A-Fa-f]{6}$|^var\(/);
      }
    }
  });

  it("bundles Inter for body and headings", () => {
    expect(system.token("fonts.body")).toContain("Inter Variable");
    expect(system.token("fonts.heading")).toContain("Inter Variable");
  });

  it("keeps colour literals out of components (theme.ts is the only place for them)", () => {
    const colourLiteral = /#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(/;
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    const offenders = Object.entries(sources)
      .filter(([, text]) => colourLiteral.test(text))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });
});
