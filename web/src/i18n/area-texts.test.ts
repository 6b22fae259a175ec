import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadedTexts, loadTexts, subscribeTexts, type TextArea } from "./area-texts";
import shellEn from "./en.json";
import shellLt from "./lt.json";
import allEn from "./messages-en";
import allLt from "./messages-lt";

const AREAS: TextArea[] = [
  "admin",
  "bidding",
  "calculator",
  "content",
  "dashboard",
  "lot",
  "lotCard",
  "notifications",
  "search",
  "showcase",
];

describe("area texts", () => {
  it("adds an area's texts in the page's locale once they arrive, and tells the app", async () => {
    let changes = 0;
    const stop = subscribeTexts(() => changes++);
    expect(loadedTexts("en")["search.form.title"]).toBeUndefined();
    await loadTexts("en", ["search"]);
    expect(loadedTexts("en")["search.form.title"]).toBe(allEn["search.form.title"]);
    expect(loadedTexts("lt")["search.form.title"]).toBeUndefined();
    await loadTexts("en", ["search"]);
    expect(changes).toBe(1);
    stop();
  });

  it("cover, with the shell's texts, every text of every area file in both languages", async () => {
    await loadTexts("en", AREAS);
    await loadTexts("lt", AREAS);
    expect({ ...shellEn, ...loadedTexts("en") }).toEqual(allEn);
    expect({ ...shellLt, ...loadedTexts("lt") }).toEqual(allLt);
    // One pair per area: a new <area>.en.json needs a loader in area-texts.ts (and a line in messages-en.ts).
    const files = readdirSync(__dirname).filter((f) => /^[a-z-]+\.en\.json$/.test(f));
    expect(files).toHaveLength(AREAS.length);
  });
});
