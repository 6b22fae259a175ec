import { describe, expect, it } from "vitest";
import { COLOURS } from "../catalogue/lot.schemas.ts";
import { PAINTS } from "./car.ts";
import {
  DAMAGE_ZONES,
  DEMO_IMAGE_ANGLES,
  DEMO_IMAGE_BODIES,
  type DamageZone,
  type DemoImageSpec,
} from "./demo-image-name.ts";
import { renderDemoImage } from "./render.ts";
import { css, hex } from "./scene.ts";

const spec = (s: Partial<DemoImageSpec>): DemoImageSpec => ({
  body: "sedan",
  colour: "red",
  angle: 1,
  damage: null,
  lot: null,
  ...s,
});

/** Well-formed enough for an image decoder: one svg root, every tag closed in order, attributes quoted. */
function assertWellFormed(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"')).toBe(true);
  const stack: string[] = [];
  let roots = 0;
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, closing, name = "", , selfClosing] = m;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name);
    } else if (stack.length === 0) roots++;
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  // Every "<" starts a well-formed tag (the pattern above saw all of them).
  const tags = svg.match(/</g)?.length ?? 0;
  const matched = [...svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)].length;
  expect(matched).toBe(tags);
  // Every url(#id) points at a defined id.
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((x) => x[1]));
  for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids.has(ref[1]), `#${ref[1]}`).toBe(true);
}

function assertSafe(svg: string): void {
  expect(svg).not.toMatch(/<script|<foreignObject|<iframe|<image|<use|<a\s|<style|javascript:|data:/i);
  expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  expect(svg).not.toMatch(/href\s*=/i);
  // The only URL is the SVG namespace; every url() is a local reference.
  expect(svg.match(/https?:\/\/[^"\s]*/g)).toEqual(["http://www.w3.org/2000/svg"]);
  expect(svg.match(/url\((?!#)/g)).toBeNull();
}

describe("renderDemoImage", () => {
  it.each(DEMO_IMAGE_BODIES.flatMap((body, b) => DEMO_IMAGE_ANGLES.map((angle) => [body, angle, b] as const)))(
    "draws a well-formed, self-contained %s, picture %s",
    (body, angle, b) => {
      const colour = COLOURS[(b * 4 + angle) % COLOURS.length] ?? "red";
      const svg = renderDemoImage(spec({ body, angle, colour, lot: "40012345" }));
      assertWellFormed(svg);
      assertSafe(svg);
      expect(svg).toContain(`<desc>Paint ${css(PAINTS[colour]?.base ?? [0, 0, 0])}</desc>`);
      expect(svg).toContain(">40012345<");
      expect(svg.length).toBeLessThan(400_000);
    },
  );

  it.each(COLOURS.map((c) => [c]))("paints the vehicle %s", (colour) => {
    const svg = renderDemoImage(spec({ colour }));
    expect(svg).toContain(`<desc>Paint ${css(PAINTS[colour]?.base ?? [0, 0, 0])}</desc>`);
    expect(svg).toMatch(new RegExp(`aria-label="Demo picture: ${colour} sedan`));
  });

  it("shades the body in hues of the paint", () => {
    // Body facets are paths filled and stroked alike; their dominant hue is the paint's.
    const hue = (c: readonly number[]) => {
      const [r = 0, g = 0, b2 = 0] = c.map((x) => x / 255);
      const max = Math.max(r, g, b2);
      const min = Math.min(r, g, b2);
      if (max - min < 0.12) return null;
      const d = max - min;
      const h = max === r ? ((g - b2) / d) % 6 : max === g ? (b2 - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    for (const colour of ["red", "blue", "green", "orange", "yellow"] as const) {
      const svg = renderDemoImage(spec({ colour, body: "suv" }));
      const hues = [...svg.matchAll(/<path d="[^"]+" fill="(#[0-9a-f]{6})" stroke="\1"\/>/g)]
        .map((m) => hue(hex(m[1] ?? "#000000")))
        .filter((h): h is number => h !== null);
      const target = hue(PAINTS[colour]?.base ?? [0, 0, 0]) ?? 0;
      const near = hues.filter((h) => Math.min(Math.abs(h - target), 360 - Math.abs(h - target)) < 25);
      expect(near.length / hues.length, colour).toBeGreaterThan(0.6);
    }
  });

  it("is deterministic", () => {
    for (const s of [spec({}), spec({ body: "motorcycle", angle: 3, damage: "side" }), spec({ angle: 4, lot: "1" })])
      expect(renderDemoImage(s)).toBe(renderDemoImage(s));
  });

  it("prints any lot number the same way as a placeholder of its length (the API's template cache)", () => {
    for (const s of [spec({ angle: 1 }), spec({ angle: 4, body: "van" }), spec({ body: "atv", angle: 2 })]) {
      const placeholder = renderDemoImage({ ...s, lot: "\uE000".repeat(8) });
      expect(placeholder.replaceAll("\uE000".repeat(8), "41234567")).toBe(renderDemoImage({ ...s, lot: "41234567" }));
    }
  });

  const zones = DAMAGE_ZONES.map((z) => [z] as [DamageZone]);
  const drawn = new Map<string, string>();
  const draw = (s: DemoImageSpec) => {
    const key = JSON.stringify(s);
    let svg = drawn.get(key);
    if (svg === undefined) drawn.set(key, (svg = renderDemoImage(s)));
    return svg;
  };
  it.each(zones)("marks %s damage on a car, differently from the other zones", (zone) => {
    const clean = draw(spec({ angle: zone === "rear" ? 3 : 1 }));
    const damaged = draw(spec({ angle: zone === "rear" ? 3 : 1, damage: zone }));
    assertWellFormed(damaged);
    assertSafe(damaged);
    expect(damaged).not.toBe(clean);
    // A dashed highlight ring around the damage.
    expect(damaged).toContain('stroke-dasharray="6 4"');
    expect(clean).not.toContain('stroke-dasharray="6 4"');
    for (const other of DAMAGE_ZONES.filter((z) => z !== zone))
      expect(draw(spec({ angle: zone === "rear" ? 3 : 1, damage: other }))).not.toBe(damaged);
    expect(damaged).toContain(`${zone === "allover" ? "all-over" : zone} damage marked`);
  });

  it("crumples the struck end: a front hit changes the nose's facets, not the tail's", () => {
    const facets = (svg: string) => new Set(svg.match(/<path d="[^"]+" fill="#[0-9a-f]{6}" stroke="#[0-9a-f]{6}"\/>/g));
    const clean = facets(renderDemoImage(spec({ angle: 2 })));
    const front = facets(renderDemoImage(spec({ angle: 2, damage: "front" })));
    const changed = [...front].filter((f) => !clean.has(f));
    expect(changed.length).toBeGreaterThan(100);
    // In the side view the nose is on the left: the changed facets sit left of the centre.
    const xs = changed.map((f) => Number(f.match(/M(\d+)/)?.[1] ?? 0));
    const left = xs.filter((x) => x < 400).length;
    expect(left / xs.length).toBeGreaterThan(0.8);
  });

  it.each(["motorcycle", "atv"] as const)("marks damage on a %s, and on the rider's view", (body) => {
    for (const angle of [1, 4] as const) {
      const clean = renderDemoImage(spec({ body, angle }));
      for (const zone of ["front", "side", "flood", "burn"] as const) {
        const damaged = renderDemoImage(spec({ body, angle, damage: zone }));
        assertWellFormed(damaged);
        expect(damaged, `${body} ${angle} ${zone}`).not.toBe(clean);
      }
    }
  });

  it("shows nothing for damage that does not show (no zone), and the interior shows the airbags after a front hit", () => {
    expect(renderDemoImage(spec({ angle: 4, damage: "front" }))).toMatch(/#f1eee7/);
    expect(renderDemoImage(spec({ angle: 4 }))).not.toMatch(/#f1eee7/);
  });
});
