import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AppProvider } from "@/app/provider";
import en from "@/i18n/messages-en";
import lt from "@/i18n/messages-lt";
import type { OptionCounts } from "../api/option-counts";
import { RefineSidebar } from "./refine-sidebar";

afterEach(cleanup);

const COUNTS: OptionCounts = {
  airbags: { none: 1234, front: 3, side: 0, curtain: 0 },
  title: { clean: 12, salvage: 40, rebuilt: 0, flood: 5 },
};

function renderSidebar(counts: OptionCounts | null, locale: "en" | "lt" = "en") {
  render(
    <AppProvider locale={locale} messages={locale === "en" ? en : lt}>
      <RefineSidebar filters={{ airbags: "front" }} onSearch={() => {}} waitSeconds={null} counts={counts} />
    </AppProvider>,
  );
  const options = (name: string) =>
    within(screen.getByTestId("refine-sidebar").querySelector(`select[name="${name}"]`) as HTMLElement)
      .getAllByRole("option")
      .map((o) => ({
        text: o.textContent,
        value: (o as HTMLOptionElement).value,
        disabled: o.hasAttribute("disabled"),
      }));
  return { airbags: options("airbags"), title: options("title") };
}

describe("RefineSidebar option counts", () => {
  it("shows beside each airbag and title option how many lots it finds, zero included and still selectable", () => {
    const { airbags, title } = renderSidebar(COUNTS);
    expect(airbags.map((o) => o.text)).toEqual([
      "Any",
      "None deployed (1,234)",
      "Front (3)",
      "Side (0)",
      "Curtain (0)",
    ]);
    expect(title.map((o) => o.text)).toEqual(["Any", "Clean (12)", "Salvage (40)", "Rebuilt (0)", "Flood (5)"]);
    expect([...airbags, ...title].every((o) => !o.disabled)).toBe(true);
    expect(airbags.map((o) => o.value)).toEqual(["", "none", "front", "side", "curtain"]);
  });

  it("writes the counts in the page's language", () => {
    const { airbags } = renderSidebar(COUNTS, "lt");
    expect(airbags[1]!.text).toMatch(/^Neišsiskleidusios \(1\s234\)$/);
  });

  it("shows the options without numbers while the counts are unknown", () => {
    const { airbags, title } = renderSidebar(null);
    expect(airbags.map((o) => o.text)).toEqual(["Any", "None deployed", "Front", "Side", "Curtain"]);
    expect(title.every((o) => !/\d/.test(o.text ?? ""))).toBe(true);
  });
});
