// Picture 4: the view from the driver's seat (cars) or from the saddle (motorcycles, ATVs), looking out over the
// hood or tank at the yard. The lot's colour shows on the hood, tank or fenders; the damage shows where a buyer
// would look for it inside (deployed airbags, a cracked windshield, a silt line, soot, a sagging headliner).
import type { CarBody } from "./car-specs.ts";
import type { Paint } from "./car.ts";
import type { DamageZone } from "./demo-image-name.ts";
import { css, esc, f1, hex, mix, type Pt, type Random, type Rgb, type Svg } from "./scene.ts";
import { H, W } from "./backdrop.ts";

const FONT = `font-family="Helvetica, Arial, sans-serif"`;

function path(svg: Svg, d: string, fill: string, extra = ""): void {
  svg.push(`<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`);
}

/** The yard seen through glass: sky, trees, a hazy row of parked lots and the ground up to `groundY`. */
function outside(svg: Svg, rnd: Random, horizon: number): void {
  svg.push(
    `<rect x="0" y="0" width="${W}" height="${H}" fill="${svg.linearGradient(
      [
        [0, "#a7bdd2"],
        [0.7, "#dfe6ec"],
        [1, "#eef1f2"],
      ],
      0,
      0,
      0,
      horizon,
    )}"/>`,
  );
  const crowns: string[] = [];
  for (let x = -10; x < W + 10; x += rnd.between(10, 18)) {
    crowns.push(`<circle cx="${f1(x)}" cy="${f1(horizon - rnd.between(6, 16))}" r="${f1(rnd.between(8, 14))}"/>`);
  }
  svg.push(`<g fill="#a6b2aa">${crowns.join("")}<rect x="0" y="${f1(horizon - 8)}" width="${W}" height="10"/></g>`);
  svg.push(`<rect x="0" y="${f1(horizon)}" width="${W}" height="${f1(H - horizon)}" fill="#9e9d98"/>`);
  const palette = ["#cfd0cf", "#2a2c2f", "#8f9398", "#6a4a48", "#4f6480", "#b9b7b0"];
  for (let x = -20; x < W; x += rnd.between(60, 90)) {
    const w = rnd.between(50, 70);
    const c = rnd.pick(palette);
    const y = horizon + 4;
    svg.push(
      `<g opacity="0.7"><rect x="${f1(x)}" y="${f1(y - 16)}" width="${f1(w)}" height="14" rx="4" fill="${c}"/><rect x="${f1(x + w * 0.2)}" y="${f1(y - 25)}" width="${f1(w * 0.55)}" height="11" rx="4" fill="${c}"/><rect x="${f1(x + w * 0.26)}" y="${f1(y - 23)}" width="${f1(w * 0.44)}" height="7" rx="2" fill="#3a434d"/></g>`,
    );
  }
}

function hoodGradient(svg: Svg, paint: Rgb, y0: number, y1: number): string {
  return svg.linearGradient(
    [
      [0, css(mix(paint, [235, 240, 245], 0.55))],
      [0.35, css(mix(paint, [255, 255, 255], 0.12))],
      [1, css(mix(paint, [0, 0, 0], 0.45))],
    ],
    0,
    y0,
    0,
    y1,
  );
}

function spiderCrack(svg: Svg, cx: number, cy: number, size: number, rnd: Random): void {
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2 + rnd.between(-0.2, 0.2);
    const pts: Pt[] = [[cx, cy]];
    let x = cx;
    let y = cy;
    for (let k = 0; k < 4; k++) {
      const r = (size / 4) * rnd.between(0.6, 1.4);
      const aa = a + rnd.between(-0.35, 0.35);
      x += Math.cos(aa) * r;
      y += Math.sin(aa) * r;
      pts.push([x, y]);
    }
    svg.polyline(pts, "#ffffff", 0.9, 'opacity="0.7"');
  }
  for (const k of [0.18, 0.35, 0.55]) {
    const ring: Pt[] = [];
    for (let i = 0; i <= 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      ring.push([
        cx + Math.cos(a) * size * k * rnd.between(0.85, 1.15),
        cy + Math.sin(a) * size * k * rnd.between(0.85, 1.15),
      ]);
    }
    svg.polyline(ring, "#ffffff", 0.7, 'opacity="0.5"');
  }
}

function gauge(svg: Svg, cx: number, cy: number, r: number, value: number, label: string, warn = false): void {
  svg.push(
    `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r + 4)}" fill="#2b2d30"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="${svg.radialGradient(
      [
        [0, "#1b1e22"],
        [1, "#07080a"],
      ],
      cx,
      cy,
      r,
    )}"/>`,
  );
  for (let i = 0; i <= 24; i++) {
    const a = Math.PI * (0.75 + (1.5 * i) / 24);
    const inner = i % 4 === 0 ? 0.78 : 0.86;
    svg.polyline(
      [
        [cx + Math.cos(a) * r * inner, cy + Math.sin(a) * r * inner],
        [cx + Math.cos(a) * r * 0.94, cy + Math.sin(a) * r * 0.94],
      ],
      i >= 20 && warn ? "#e0483e" : "#e8ecef",
      i % 4 === 0 ? 1.6 : 0.8,
    );
  }
  const a = Math.PI * (0.75 + 1.5 * value);
  svg.polyline(
    [
      [cx - Math.cos(a) * r * 0.12, cy - Math.sin(a) * r * 0.12],
      [cx + Math.cos(a) * r * 0.8, cy + Math.sin(a) * r * 0.8],
    ],
    "#ff5a36",
    2.2,
  );
  svg.push(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 0.1)}" fill="#3c3f43"/>`);
  svg.push(
    `<text x="${f1(cx)}" y="${f1(cy + r * 0.45)}" ${FONT} font-size="${f1(r * 0.16)}" fill="#aab2b9" text-anchor="middle">${esc(label)}</text>`,
  );
}

const TRIMS: readonly Rgb[] = [hex("#1d1e20"), hex("#2c2d30"), hex("#8c7b63")];

export function drawInterior(
  svg: Svg,
  body: CarBody,
  paint: Paint,
  damage: DamageZone | null,
  rnd: Random,
  lot: string | null,
): void {
  const tall = body === "suv" || body === "pickup" || body === "van" || body === "minivan";
  const horizon = tall ? 250 : 270;
  outside(svg, rnd, horizon);
  const trim = rnd.pick(TRIMS);
  const dash = css(trim);
  const dashLight = css(mix(trim, [255, 255, 255], 0.12));
  const hoodTop = tall ? 300 : 318;
  // Hood seen over the dashboard (raised and buckled after a front hit).
  const buckled = damage === "front" || damage === "allover";
  const peak = buckled ? 250 : hoodTop - 8;
  const hood = buckled
    ? `M 60 ${H} L 90 ${hoodTop + 10} C 220 ${hoodTop - 6} 300 ${peak} 370 ${peak - 10} L 420 ${peak + 14} C 520 ${hoodTop - 22} 640 ${hoodTop} 740 ${hoodTop + 14} L 770 ${H} Z`
    : `M 40 ${H} L 70 ${hoodTop + 12} C 250 ${hoodTop - 10} 550 ${hoodTop - 10} 730 ${hoodTop + 12} L 760 ${H} Z`;
  const hoodPaint = damage === "burn" ? mix(paint.base, hex("#1e1b19"), 0.8) : paint.base;
  path(svg, hood, hoodGradient(svg, hoodPaint, peak - 10, hoodTop + 90));
  if (damage === "hail") {
    for (let i = 0; i < 90; i++) {
      const x = rnd.between(120, 680);
      const y = rnd.between(hoodTop + 4, hoodTop + 70);
      svg.push(`<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="3.2" ry="1.6" fill="#000" opacity="0.18"/>`);
    }
  }
  // Windshield tint and reflection.
  svg.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="#0d1a26" opacity="0.12"/>`);
  path(
    svg,
    `M 180 40 L 420 40 L 260 380 L 20 380 Z`,
    svg.linearGradient(
      [
        [0, "#ffffff", 0.14],
        [1, "#ffffff", 0],
      ],
      180,
      40,
      260,
      380,
    ),
  );
  // Headliner (sagging when the roof was crushed), A-pillars, mirror, visors; a convertible's top is down, so
  // only the windshield frame's header shows against the sky.
  const open = body === "convertible";
  const sag = damage === "roof" ? 70 : 0;
  if (open) {
    path(svg, `M 0 40 C 200 22 600 22 ${W} 40 L ${W} 62 C 600 44 200 44 0 62 Z`, "#1b1c1e");
  } else {
    path(
      svg,
      `M 0 0 L ${W} 0 L ${W} ${60 + sag} C 600 ${40 + sag * 1.4} 200 ${40 + sag * 1.4} 0 ${60 + sag} Z`,
      "#cfccc4",
    );
    path(
      svg,
      `M 0 ${60 + sag} C 200 ${40 + sag * 1.4} 600 ${40 + sag * 1.4} ${W} ${60 + sag} L ${W} ${66 + sag} C 600 ${48 + sag * 1.4} 200 ${48 + sag * 1.4} 0 ${66 + sag} Z`,
      "#a9a59c",
    );
  }
  path(svg, `M 0 40 L 70 40 L 0 420 Z`, css(mix(trim, [200, 200, 200], 0.15)));
  path(svg, `M ${W} 40 L ${W - 70} 40 L ${W} 420 Z`, css(mix(trim, [200, 200, 200], 0.15)));
  svg.push(`<rect x="${W / 2 - 6}" y="${f1(54 + sag)}" width="12" height="26" fill="#2a2b2d"/>`);
  svg.push(
    `<rect x="${W / 2 - 85}" y="${f1(76 + sag)}" width="170" height="42" rx="12" fill="#1e1f21"/><rect x="${W / 2 - 78}" y="${f1(81 + sag)}" width="156" height="32" rx="9" fill="${svg.linearGradient(
      [
        [0, "#7f8b96"],
        [1, "#3b444d"],
      ],
      0,
      81 + sag,
      0,
      113 + sag,
    )}"/>`,
  );
  if (!open) path(svg, `M 40 ${62 + sag} L 260 ${58 + sag} L 262 ${104 + sag} L 60 ${112 + sag} Z`, "#bdb9b0");
  // Lot sticker on the windshield, the way the yard marks it.
  const label = lot ?? "—";
  svg.push(
    `<g transform="rotate(-2 ${W - 210} 140)"><rect x="${W - 270}" y="118" width="120" height="44" rx="3" fill="#fdfdfb" opacity="0.93"/><rect x="${W - 270}" y="118" width="120" height="12" rx="3" fill="#1f4e8c"/><text x="${W - 210}" y="127.5" ${FONT} font-size="8" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="1">LOT</text><text x="${W - 210}" y="152" ${FONT} font-size="17" font-weight="700" fill="#16181b" text-anchor="middle">${esc(label)}</text></g>`,
  );
  if (damage === "front" || damage === "allover" || damage === "roof" || damage === "burn") {
    spiderCrack(svg, 520, 210, 150, rnd);
  }
  if (damage === "hail")
    for (let i = 0; i < 5; i++) spiderCrack(svg, rnd.between(150, 650), rnd.between(120, 300), 18, rnd);
  if (damage === "flood") svg.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="#8a7a5c" opacity="0.12"/>`);
  if (damage === "side" || damage === "vandal") {
    // The driver's side window, shattered.
    path(svg, `M 0 150 L 40 150 L 0 420 Z`, "#d7dde2", 'opacity="0.55"');
  }
  // Dashboard.
  const dy = tall ? 350 : 365;
  path(svg, `M 0 ${dy + 20} C 200 ${dy - 12} 600 ${dy - 12} ${W} ${dy + 20} L ${W} ${H} L 0 ${H} Z`, dash);
  path(
    svg,
    `M 0 ${dy + 20} C 200 ${dy - 12} 600 ${dy - 12} ${W} ${dy + 20} L ${W} ${dy + 30} C 600 ${dy} 200 ${dy} 0 ${dy + 30} Z`,
    dashLight,
  );
  // Trim strip across the dash.
  path(svg, `M 330 ${dy + 78} L ${W} ${dy + 68} L ${W} ${dy + 80} L 330 ${dy + 90} Z`, "#6e6a63", 'opacity="0.8"');
  // Instrument binnacle and cluster (left-hand drive).
  path(
    svg,
    `M 60 ${dy + 40} C 80 ${dy - 10} 300 ${dy - 10} 320 ${dy + 40} L 310 ${dy + 120} L 70 ${dy + 120} Z`,
    "#141517",
  );
  const warn = damage !== null && damage !== "minor" && damage !== "hail";
  gauge(svg, 135, dy + 78, 46, damage === null || damage === "minor" ? 0.0 : 0.0, "km/h ×10");
  gauge(svg, 245, dy + 78, 46, 0.02, "rpm ×1000", true);
  svg.push(`<rect x="172" y="${dy + 52}" width="36" height="48" rx="4" fill="#0c1014"/>`);
  if (warn) {
    svg.push(
      `<circle cx="190" cy="${dy + 64}" r="5" fill="#f2a51f"/><circle cx="190" cy="${dy + 84}" r="5" fill="#e2463e"/>`,
    );
  }
  // Center stack: screen, vents, controls.
  svg.push(`<rect x="345" y="${dy + 6}" width="170" height="100" rx="8" fill="#0b0e12"/>`);
  svg.push(
    `<rect x="352" y="${dy + 12}" width="156" height="88" rx="5" fill="${svg.linearGradient(
      [
        [0, "#1d2a36"],
        [1, "#0e141b"],
      ],
      0,
      dy + 12,
      0,
      dy + 100,
    )}"/>`,
  );
  if (damage !== "burn" && damage !== "flood") {
    svg.push(
      `<rect x="362" y="${dy + 22}" width="64" height="68" rx="3" fill="#27455c" opacity="0.8"/><rect x="432" y="${dy + 22}" width="66" height="20" rx="3" fill="#2f3b47"/><rect x="432" y="${dy + 46}" width="66" height="20" rx="3" fill="#2f3b47"/><rect x="432" y="${dy + 70}" width="66" height="20" rx="3" fill="#2f3b47"/>`,
    );
  }
  for (const x of [330, 530]) {
    svg.push(`<rect x="${x}" y="${dy + 108}" width="0" height="0"/>`);
  }
  for (const [x, w] of [
    [350, 70],
    [440, 70],
  ] as const) {
    svg.push(`<rect x="${x}" y="${dy + 116}" width="${w}" height="26" rx="6" fill="#111214"/>`);
    for (let i = 1; i < 4; i++)
      svg.polyline(
        [
          [x + 4, dy + 116 + i * 6.5],
          [x + w - 4, dy + 116 + i * 6.5],
        ],
        "#3a3c3f",
        1.5,
      );
  }
  for (const x of [380, 430, 480])
    svg.push(`<circle cx="${x}" cy="${dy + 170}" r="13" fill="#1a1b1d" stroke="#55595e" stroke-width="2"/>`);
  // Passenger side: airbag lid seam and glovebox.
  path(
    svg,
    `M 560 ${dy + 30} L 740 ${dy + 40} L 735 ${dy + 58} L 558 ${dy + 50} Z`,
    "none",
    `stroke="${css(mix(trim, [0, 0, 0], 0.5))}" stroke-width="1.2"`,
  );
  path(
    svg,
    `M 560 ${dy + 120} L 770 ${dy + 112} L 770 ${dy + 190} L 566 ${dy + 200} Z`,
    css(mix(trim, [0, 0, 0], 0.12)),
  );
  // Steering wheel.
  const wx = 190;
  const wy = dy + 150;
  svg.push(
    `<circle cx="${wx}" cy="${wy}" r="118" fill="none" stroke="#0f1011" stroke-width="26"/><circle cx="${wx}" cy="${wy}" r="118" fill="none" stroke="#2b2c2f" stroke-width="6" stroke-dasharray="40 30" opacity="0.6"/>`,
  );
  path(
    svg,
    `M ${wx - 110} ${wy + 8} L ${wx - 40} ${wy - 6} L ${wx - 40} ${wy + 30} L ${wx - 108} ${wy + 30} Z`,
    "#17181a",
  );
  path(
    svg,
    `M ${wx + 110} ${wy + 8} L ${wx + 40} ${wy - 6} L ${wx + 40} ${wy + 30} L ${wx + 108} ${wy + 30} Z`,
    "#17181a",
  );
  path(
    svg,
    `M ${wx - 20} ${wy + 40} L ${wx + 20} ${wy + 40} L ${wx + 14} ${wy + 118} L ${wx - 14} ${wy + 118} Z`,
    "#17181a",
  );
  svg.push(
    `<ellipse cx="${wx}" cy="${wy + 8}" rx="52" ry="42" fill="#1b1c1e"/><ellipse cx="${wx}" cy="${wy + 4}" rx="12" ry="8" fill="#9aa1a8"/>`,
  );
  // Deployed airbags.
  if (damage === "front" || damage === "allover") {
    const bag = (cx: number, cy: number, rx: number, ry: number) =>
      svg.push(
        `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${svg.radialGradient(
          [
            [0, "#f1eee7"],
            [0.7, "#d8d3c8"],
            [1, "#b9b3a6"],
          ],
          cx - rx * 0.2,
          cy - ry * 0.3,
          rx * 1.1,
          ry * 1.1,
        )}" opacity="0.96"/>`,
      );
    bag(wx + 6, wy + 30, 78, 58);
    bag(640, dy + 60, 110, 70);
    for (let i = 0; i < 5; i++)
      svg.polyline(
        [
          [wx - 50 + i * 22, wy + 10],
          [wx - 40 + i * 20, wy + 70],
        ],
        "#a8a294",
        1,
        'opacity="0.6"',
      );
  }
  if (damage === "flood") {
    // Silt line and staining on the lower dash.
    path(
      svg,
      `M 0 ${dy + 150} C 200 ${dy + 140} 600 ${dy + 140} ${W} ${dy + 150} L ${W} ${H} L 0 ${H} Z`,
      "#6b5a40",
      'opacity="0.4"',
    );
    svg.polyline(
      [
        [0, dy + 150],
        [200, dy + 142],
        [400, dy + 140],
        [600, dy + 142],
        [W, dy + 150],
      ],
      "#4a3b28",
      2,
      'opacity="0.6"',
    );
  }
  if (damage === "burn") {
    svg.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="#120e0b" opacity="0.45"/>`);
    svg.push(
      `<rect x="0" y="${dy}" width="${W}" height="${H - dy}" fill="${svg.radialGradient(
        [
          [0, "#000", 0.55],
          [1, "#000", 0],
        ],
        420,
        dy + 120,
        380,
        200,
      )}"/>`,
    );
  }
  // Soft highlight on the worst of it.
  const focus: Partial<Record<DamageZone, [number, number, number]>> = {
    front: [300, 250, 150],
    allover: [400, 320, 220],
    roof: [400, 90, 160],
    flood: [400, dy + 160, 200],
    burn: [430, dy + 60, 200],
    hail: [400, hoodTop + 30, 160],
    side: [30, 280, 90],
    vandal: [30, 280, 90],
  };
  const f = damage ? focus[damage] : undefined;
  if (f) {
    const [x, y, r] = f;
    svg.push(
      `<ellipse cx="${x}" cy="${y}" rx="${r * 0.82}" ry="${r * 0.6}" fill="none" stroke="#ffc24a" stroke-width="1.8" stroke-dasharray="7 5" opacity="0.85"/>`,
    );
  }
}

export function drawRiderView(
  svg: Svg,
  kind: "motorcycle" | "atv",
  paint: Paint,
  damage: DamageZone | null,
  rnd: Random,
  lot: string | null,
): void {
  const horizon = 250;
  outside(svg, rnd, horizon);
  // Ground detail: stall line running ahead.
  path(svg, `M 520 ${horizon} L 540 ${horizon} L 760 ${H} L 700 ${H} Z`, "#e9e6da", 'opacity="0.45"');
  const base = damage === "burn" ? mix(paint.base, hex("#1e1b19"), 0.75) : paint.base;
  if (kind === "motorcycle") {
    // Front wheel and fender far below, fork legs, headlight shell.
    path(svg, `M 350 ${H} C 360 420 440 420 450 ${H} Z`, "#151516");
    path(svg, `M 355 470 C 370 430 430 430 445 470 L 440 480 C 420 455 380 455 360 480 Z`, css(base));
    for (const x of [335, 465]) svg.push(`<rect x="${x - 9}" y="330" width="18" height="170" rx="8" fill="#c9ced3"/>`);
    svg.push(`<ellipse cx="400" cy="360" rx="70" ry="52" fill="#2a2b2d"/>`);
    // Handlebar with grips and mirrors.
    path(svg, `M 40 300 C 200 318 600 318 760 300 L 760 316 C 600 334 200 334 40 316 Z`, "#1c1d1f");
    for (const x of [40, 700]) svg.push(`<rect x="${x}" y="292" width="60" height="32" rx="12" fill="#101112"/>`);
    for (const [x, s] of [
      [150, -1],
      [650, 1],
    ] as const) {
      svg.polyline(
        [
          [x, 305],
          [x + s * 30, 150],
        ],
        "#1c1d1f",
        6,
      );
      svg.push(
        `<ellipse cx="${x + s * 40}" cy="130" rx="62" ry="34" fill="#151617"/><ellipse cx="${x + s * 40}" cy="130" rx="54" ry="27" fill="${svg.linearGradient(
          [
            [0, "#c9d4de"],
            [1, "#7b8793"],
          ],
          0,
          103,
          0,
          157,
        )}"/>`,
      );
    }
    // Instruments.
    svg.push(`<rect x="300" y="250" width="200" height="96" rx="40" fill="#161719"/>`);
    gauge(svg, 400, 298, 40, 0, "km/h ×10");
    // Tank.
    path(
      svg,
      `M 150 ${H} C 170 470 270 395 400 392 C 530 395 630 470 650 ${H} Z`,
      svg.linearGradient(
        [
          [0, css(mix(base, [255, 255, 255], 0.45))],
          [0.3, css(base)],
          [1, css(mix(base, [0, 0, 0], 0.5))],
        ],
        0,
        392,
        0,
        H,
      ),
    );
    path(svg, `M 300 ${H} C 310 470 350 430 400 428 C 450 430 490 470 500 ${H} Z`, "#ffffff", 'opacity="0.1"');
    svg.push(
      `<ellipse cx="400" cy="440" rx="34" ry="14" fill="#2a2b2d"/><ellipse cx="400" cy="438" rx="24" ry="8" fill="#9aa1a8"/>`,
    );
  } else {
    // Front rack and hood of the quad, fenders either side, bars and display.
    path(svg, `M 120 ${H} C 150 420 250 390 400 388 C 550 390 650 420 680 ${H} Z`, css(mix(base, [0, 0, 0], 0.1)));
    path(
      svg,
      `M 200 420 C 260 380 540 380 600 420 L 640 520 L 160 520 Z`,
      svg.linearGradient(
        [
          [0, css(mix(base, [255, 255, 255], 0.4))],
          [1, css(base)],
        ],
        0,
        380,
        0,
        520,
      ),
    );
    for (const [x, s] of [
      [30, 1],
      [770, -1],
    ] as const) {
      path(
        svg,
        `M ${x} ${H} C ${x} 470 ${x + s * 60} 430 ${x + s * 150} 440 L ${x + s * 170} ${H} Z`,
        svg.linearGradient(
          [
            [0, css(mix(base, [255, 255, 255], 0.35))],
            [1, css(mix(base, [0, 0, 0], 0.35))],
          ],
          0,
          430,
          0,
          H,
        ),
      );
    }
    for (let i = 0; i < 6; i++)
      svg.polyline(
        [
          [220 + i * 72, 392],
          [200 + i * 80, 512],
        ],
        "#151617",
        5,
      );
    svg.polyline(
      [
        [200, 396],
        [600, 396],
      ],
      "#151617",
      7,
    );
    svg.polyline(
      [
        [170, 510],
        [630, 510],
      ],
      "#151617",
      7,
    );
    path(svg, `M 30 330 C 200 352 600 352 770 330 L 770 348 C 600 370 200 370 30 348 Z`, "#1c1d1f");
    for (const x of [30, 700]) svg.push(`<rect x="${x}" y="322" width="70" height="34" rx="12" fill="#101112"/>`);
    svg.push(
      `<rect x="350" y="300" width="100" height="60" rx="10" fill="#141517"/><rect x="360" y="310" width="80" height="40" rx="4" fill="#223240"/>`,
    );
    svg.push(
      `<text x="400" y="336" ${FONT} font-size="14" font-weight="700" fill="#9fd3ff" text-anchor="middle">4WD</text>`,
    );
  }
  // Lot tag on the bars.
  const label = lot ?? "—";
  svg.push(
    `<g transform="rotate(4 620 420)"><rect x="560" y="395" width="118" height="44" rx="3" fill="#fdfdfb"/><rect x="560" y="395" width="118" height="12" rx="3" fill="#1f4e8c"/><text x="619" y="404.5" ${FONT} font-size="8" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="1">LOT</text><text x="619" y="429" ${FONT} font-size="17" font-weight="700" fill="#16181b" text-anchor="middle">${esc(label)}</text></g>`,
  );
  if (damage && damage !== "hail" && damage !== "flood" && damage !== "burn") {
    for (let i = 0; i < 10; i++) {
      const x = rnd.between(250, 550);
      const y = rnd.between(450, 560);
      svg.polyline(
        [
          [x, y],
          [x + rnd.between(15, 50), y + rnd.between(-6, 6)],
        ],
        "#f3f1ec",
        1,
        'opacity="0.7"',
      );
    }
    svg.push(
      `<ellipse cx="400" cy="500" rx="170" ry="80" fill="none" stroke="#ffc24a" stroke-width="1.8" stroke-dasharray="7 5" opacity="0.85"/>`,
    );
  }
  if (damage === "flood") path(svg, `M 0 470 L ${W} 460 L ${W} ${H} L 0 ${H} Z`, "#6b5a40", 'opacity="0.35"');
  if (damage === "burn") svg.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="#120e0b" opacity="0.35"/>`);
  if (damage === "hail") {
    for (let i = 0; i < 40; i++)
      svg.push(
        `<ellipse cx="${f1(rnd.between(200, 600))}" cy="${f1(rnd.between(430, 580))}" rx="3" ry="1.5" fill="#000" opacity="0.2"/>`,
      );
  }
}
