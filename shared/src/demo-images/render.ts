// renderDemoImage: one demo picture as a self-contained SVG string (no scripts, no external references).
import {
  drawBackdrop,
  drawFinish,
  drawPlacard,
  drawShadow,
  drawStall,
  drawYard,
  H,
  W,
  type Ground,
} from "./backdrop.ts";
import { CarModel, drawCarBody, drawCarDetails, drawWheel, PAINTS, type Paint, wheelClip } from "./car.ts";
import type { CarBody } from "./car-specs.ts";
import { damageModel, type DamageModel } from "./damage.ts";
import { drawCarDamageMarks } from "./damage-marks.ts";
import { demoImageFile, type DemoImageSpec } from "./demo-image-name.ts";
import { drawInterior, drawRiderView } from "./interior.ts";
import { drawPowersport, powersportBounds } from "./powersport.ts";
import { css, frame, hashString, lookAt, Random, Svg, type Camera, type Vec3 } from "./scene.ts";

export { W as DEMO_IMAGE_WIDTH, H as DEMO_IMAGE_HEIGHT };

const VIEW_AZIMUTH: Record<1 | 2 | 3, number> = { 1: 38, 2: 90, 3: 142 };

export function cameraFor(
  angle: 1 | 2 | 3,
  bounds: { length: number; width: number; height: number },
  box = [70, 70, 730, 540],
): Camera {
  const phi = (VIEW_AZIMUTH[angle] * Math.PI) / 180;
  const dist = bounds.length < 3 ? 9 : bounds.length * 1.55 + 3.5;
  const target: Vec3 = [0, 0, bounds.height * 0.42];
  const small = bounds.length < 3;
  const eyeZ = small
    ? angle === 2
      ? 0.95
      : 1.3
    : angle === 2
      ? Math.max(1.15, bounds.height * 0.75)
      : Math.max(1.55, bounds.height * 0.95);
  const eye: Vec3 = [Math.cos(phi) * dist, Math.sin(phi) * dist, eyeZ];
  const base = lookAt(eye, target);
  const hl = bounds.length / 2;
  const hw = bounds.width / 2;
  const corners: Vec3[] = [];
  for (const x of [-hl, hl]) for (const y of [-hw, hw]) for (const z of [0, bounds.height]) corners.push([x, y, z]);
  return frame(base, corners, box);
}

function describe(spec: DemoImageSpec): string {
  const view = { 1: "front three-quarter view", 2: "side view", 3: "rear three-quarter view", 4: "interior view" }[
    spec.angle
  ];
  const body = spec.body === "suv" ? "SUV" : spec.body === "atv" ? "ATV" : spec.body;
  const dmg = spec.damage ? `, ${spec.damage === "allover" ? "all-over" : spec.damage} damage marked` : "";
  return `Demo picture: ${spec.colour} ${body}, ${spec.angle === 4 && (spec.body === "motorcycle" || spec.body === "atv") ? "rider's view" : view}${dmg}`;
}

export function renderDemoImage(spec: DemoImageSpec): string {
  const seed = hashString(demoImageFile(spec));
  const rnd = new Random(seed);
  const svg = new Svg(`d${seed.toString(36)}`);
  const paint: Paint = PAINTS[spec.colour] ?? (PAINTS.silver as Paint);
  if (spec.angle === 4) {
    if (spec.body === "motorcycle" || spec.body === "atv")
      drawRiderView(svg, spec.body, paint, spec.damage, rnd, spec.lot);
    else drawInterior(svg, spec.body as CarBody, paint, spec.damage, rnd, spec.lot);
    drawFinish(svg);
    return svg.toString(W, H, describe(spec), `Paint ${css(paint.base)}`);
  }
  const ground: Ground = seed % 3 === 0 ? "gravel" : "asphalt";
  if (spec.body === "motorcycle" || spec.body === "atv") {
    const b = powersportBounds(spec.body);
    const cam = cameraFor(spec.angle, b, spec.angle === 2 ? [110, 120, 620, 530] : [150, 110, 650, 520]);
    drawBackdrop(svg, cam, rnd, ground);
    drawYard(svg, cam, rnd, [0, 0, 0]);
    drawStall(svg, cam, b.length / 2 + 0.4, b.width / 2 + 0.4, rnd);
    drawPowersport(svg, cam, spec.body, paint, spec.damage, seed);
  } else {
    const car = new CarModel(spec.body);
    const s = car.spec;
    const height = Math.max(...s.top.map((p) => p[1]));
    const box = spec.angle === 2 ? [36, 90, 676, 530] : [70, 70, 730, 540];
    const cam = cameraFor(spec.angle, { length: s.length, width: s.width, height }, box);
    const damage: DamageModel | null = spec.damage
      ? damageModel(
          spec.damage,
          {
            xFront: s.length / 2,
            xRear: -s.length / 2,
            halfWidth: s.width / 2,
            belt: car.beltZ(0.5),
            roof: height,
          },
          seed,
        )
      : null;
    if (damage) car.warp = damage.warp;
    drawBackdrop(svg, cam, rnd, ground);
    drawYard(svg, cam, rnd, [0, 0, 0]);
    drawStall(svg, cam, s.length / 2, s.width / 2, rnd);
    const hl = s.length / 2;
    const hw = s.width / 2;
    drawShadow(
      svg,
      cam,
      [
        [hl + 0.25, hw + 0.25, 0],
        [-hl - 0.25, hw + 0.25, 0],
        [-hl - 0.25, -hw - 0.25, 0],
        [hl + 0.25, -hw - 0.25, 0],
      ],
      0.38,
      (cam.focal / 40) * 0.9,
    );
    drawShadow(
      svg,
      cam,
      [
        [hl - 0.2, hw - 0.1, 0],
        [-hl + 0.2, hw - 0.1, 0],
        [-hl + 0.2, -hw + 0.1, 0],
        [hl - 0.2, -hw + 0.1, 0],
      ],
      0.55,
      (cam.focal / 40) * 0.35,
    );
    const [fa, ra] = car.axles();
    const wheelY = hw - s.tireW / 2 - 0.03;
    const style = { spokes: s.spokes, burnt: spec.damage === "burn", muddy: spec.damage === "flood" };
    for (const axle of [fa, ra])
      drawWheel(svg, cam, [car.x(axle), -wheelY, s.wheelR], -1, s.wheelR, s.tireW, s.rim, style);
    drawCarBody(svg, cam, car, paint, damage);
    drawCarDetails(svg, cam, car, paint, damage);
    for (const axle of [fa, ra]) {
      const clip = wheelClip(svg, cam, car, axle);
      svg.push(`<g clip-path="url(#${clip})">`);
      drawWheel(svg, cam, [car.x(axle), wheelY, s.wheelR], 1, s.wheelR, s.tireW, s.rim, style);
      svg.push(`</g>`);
    }
    if (damage) drawCarDamageMarks(svg, cam, car, damage, seed);
  }
  const placardX = spec.angle === 3 ? 92 : spec.angle === 2 ? W - 68 : W - 92;
  drawPlacard(svg, placardX, H - 22, spec.lot, rnd);
  drawFinish(svg);
  return svg.toString(W, H, describe(spec), `Paint ${css(paint.base)}`);
}
