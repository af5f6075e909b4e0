// Writes the designed art of every catalogue activity to public/images/activities/<slug>.svg:
// layered gradient scenes chosen by the activity's category, in a palette drawn from its slug, so
// each image looks deliberate and no two are alike. Until the agency has photographs, these are the
// pictures; each activity's `image.src` can point anywhere else.
//
//   npx tsx scripts/activity-art.ts
import fs from "node:fs";
import path from "node:path";
import { CATALOGUE } from "../app/features/activities/catalogue-data.server";
import type { CatalogueActivity } from "../app/features/activities/catalogue-types";

const OUT = path.resolve(import.meta.dirname, "../public/images/activities");

/** A small deterministic generator seeded by the slug: the same art on every run. */
function random(seed: string) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;
const f = (n: number) => Math.round(n * 10) / 10;

/** A ridge line across the frame: `base` height, `amp` wobble. */
function ridge(rnd: () => number, base: number, amp: number, steps = 8) {
  const pts: string[] = [`M0 600 L0 ${f(base)}`];
  for (let i = 1; i <= steps; i++) {
    const x = (800 / steps) * i;
    const y = base - amp * (0.3 + rnd() * 0.7) * (i % 2 ? 1 : 0.45);
    pts.push(`L${f(x)} ${f(y)}`);
  }
  return `${pts.join(" ")} L800 600 Z`;
}

function smoothHill(base: number, amp: number, phase: number) {
  return `M0 600 L0 ${f(base)} C200 ${f(base - amp * (1 + phase))} 400 ${f(base + amp * 0.4)} 560 ${f(base - amp * 0.6)} S760 ${f(base - amp * 0.2)} 800 ${f(base)} L800 600 Z`;
}

function scene(a: CatalogueActivity): string {
  const rnd = random(a.slug);
  // Dusk blues, violets, roses and ambers: the brand's evening palette, never acid greens.
  const PALETTE = [205, 215, 228, 245, 262, 280, 330, 345, 12, 24];
  const hue = PALETTE[Math.floor(rnd() * PALETTE.length)]! + rnd() * 8;
  const warm = (hue + 30) % 360;
  const defs: string[] = [];
  const body: string[] = [];
  const sky = (top: string, mid: string, low: string) => {
    defs.push(
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>`,
    );
    body.push(`<rect width="800" height="600" fill="url(#sky)"/>`);
  };
  const sun = (x: number, y: number, r: number, color: string) => {
    defs.push(
      `<radialGradient id="glow"><stop offset="0" stop-color="${color}" stop-opacity="0.9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    body.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 3)}" fill="url(#glow)"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${color}"/>`,
    );
  };
  const water = (y: number, top: string, low: string) => {
    defs.push(
      `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${low}"/></linearGradient>`,
    );
    body.push(`<rect y="${y}" width="800" height="${600 - y}" fill="url(#sea)"/>`);
    for (let i = 0; i < 7; i++) {
      const wy = y + 18 + i * ((600 - y) / 7);
      const x = rnd() * 600;
      body.push(
        `<path d="M${f(x)} ${f(wy)} h${f(60 + rnd() * 140)}" stroke="#fff" stroke-opacity="0.18" stroke-width="2" stroke-linecap="round"/>`,
      );
    }
  };

  switch (a.category) {
    case "Hot Air Balloon": {
      sky(hsl(warm, 45, 30), hsl(warm + 20, 70, 62), hsl(warm + 35, 85, 80));
      sun(560, 420, 34, hsl(45, 95, 75));
      body.push(`<path d="${smoothHill(470, 60, rnd())}" fill="${hsl(hue, 25, 30)}" opacity="0.7"/>`);
      body.push(`<path d="${smoothHill(520, 40, rnd())}" fill="${hsl(hue, 30, 18)}"/>`);
      for (let i = 0; i < 3; i++) {
        const x = 180 + i * 190 + rnd() * 60;
        const y = 150 + rnd() * 140;
        const s = 1 - i * 0.22;
        const c = hsl(hue + i * 70, 65, 55);
        body.push(
          `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s)})"><path d="M0 -70 C55 -70 60 -10 22 30 L-22 30 C-60 -10 -55 -70 0 -70Z" fill="${c}"/><path d="M0 -70 C20 -70 24 -10 8 30 L-8 30 C-24 -10 -20 -70 0 -70Z" fill="#fff" opacity="0.25"/><path d="M-18 30 L-10 55 M18 30 L10 55" stroke="#2a2118" stroke-width="2"/><rect x="-11" y="55" width="22" height="15" rx="2" fill="#5a3b22"/></g>`,
        );
      }
      break;
    }
    case "Wildlife Safari": {
      sky(hsl(30, 60, 55), hsl(38, 80, 70), hsl(45, 85, 82));
      sun(620, 360, 42, hsl(30, 95, 62));
      body.push(`<path d="${smoothHill(430, 20, rnd())}" fill="${hsl(35, 35, 45)}" opacity="0.6"/>`);
      body.push(`<rect y="440" width="800" height="160" fill="${hsl(38, 45, 38)}"/>`);
      const tree = (x: number, s: number) =>
        `<g transform="translate(${f(x)} 440) scale(${f(s)})" fill="#20170f"><rect x="-4" y="-70" width="8" height="70"/><path d="M-80 -70 Q0 -110 80 -70 Q0 -84 -80 -70Z"/><path d="M-4 -60 L-30 -75 M4 -55 L30 -72" stroke="#20170f" stroke-width="5"/></g>`;
      body.push(tree(150 + rnd() * 80, 1.2), tree(520 + rnd() * 120, 0.8));
      // A giraffe's silhouette, far off.
      body.push(
        `<g transform="translate(${f(330 + rnd() * 80)} 440)" fill="#20170f"><rect x="0" y="-48" width="34" height="22" rx="8"/><rect x="26" y="-100" width="7" height="58"/><rect x="24" y="-108" width="18" height="9" rx="4"/><rect x="2" y="-28" width="4" height="28"/><rect x="28" y="-28" width="4" height="28"/></g>`,
      );
      break;
    }
    case "Desert Experiences": {
      sky(hsl(260, 35, 22), hsl(330, 45, 45), hsl(25, 80, 65));
      sun(400, 330, 30, hsl(40, 95, 70));
      body.push(`<path d="${smoothHill(380, 70, rnd())}" fill="${hsl(25, 60, 50)}"/>`);
      body.push(`<path d="${smoothHill(450, 60, rnd())}" fill="${hsl(22, 65, 40)}"/>`);
      body.push(`<path d="${smoothHill(520, 40, rnd())}" fill="${hsl(18, 60, 28)}"/>`);
      for (let i = 0; i < 3; i++)
        body.push(
          `<g transform="translate(${f(260 + i * 60)} ${f(405 + i * 4)})" fill="#2a1a10"><ellipse cx="0" cy="0" rx="16" ry="9"/><rect x="-12" y="0" width="3" height="16"/><rect x="9" y="0" width="3" height="16"/><path d="M12 -4 Q22 -20 26 -12" stroke="#2a1a10" stroke-width="5" fill="none"/></g>`,
        );
      break;
    }
    case "Water Sports":
    case "Cruises": {
      const tropical = a.category === "Water Sports" || rnd() > 0.5;
      sky(
        hsl(tropical ? 200 : hue, 55, tropical ? 55 : 40),
        hsl(tropical ? 190 : hue + 20, 60, 72),
        hsl(40, 80, 85),
      );
      sun(650, 170, 26, hsl(48, 95, 80));
      if (!tropical) body.push(`<path d="${ridge(rnd, 330, 120)}" fill="${hsl(hue, 20, 28)}"/>`);
      else
        body.push(
          `<ellipse cx="${f(200 + rnd() * 100)}" cy="345" rx="140" ry="26" fill="${hsl(120, 35, 30)}"/>`,
        );
      water(340, hsl(tropical ? 185 : hue, 60, tropical ? 50 : 35), hsl(tropical ? 200 : hue, 65, 22));
      if (a.category === "Cruises")
        body.push(
          `<g transform="translate(${f(420 + rnd() * 120)} 395)"><path d="M-90 0 L90 0 L70 28 L-75 28Z" fill="#f6f1e7"/><rect x="-50" y="-26" width="90" height="26" rx="3" fill="#e9e2d3"/><rect x="-30" y="-44" width="50" height="18" rx="3" fill="#d8cfbd"/><path d="M-90 28 L70 28" stroke="#0e1a2b" stroke-width="3"/></g>`,
        );
      else
        body.push(
          `<g transform="translate(${f(380 + rnd() * 160)} 430)"><path d="M-40 0 Q0 -8 40 0 L30 10 L-30 10Z" fill="#fff"/><circle cx="0" cy="-16" r="7" fill="#1d2b3a"/><path d="M0 -9 L0 2 M0 -5 L-14 -14 M0 -5 L14 -12" stroke="#1d2b3a" stroke-width="4" stroke-linecap="round"/></g>`,
        );
      break;
    }
    case "Adventure": {
      sky(hsl(hue, 45, 25), hsl(hue + 30, 40, 50), hsl(hue + 60, 50, 75));
      if (a.slug.includes("northern-lights"))
        body.push(
          `<path d="M0 200 C200 80 400 260 800 120" stroke="${hsl(140, 80, 60)}" stroke-width="60" stroke-opacity="0.45" fill="none"/><path d="M0 260 C250 150 500 300 800 190" stroke="${hsl(170, 80, 60)}" stroke-width="30" stroke-opacity="0.35" fill="none"/>`,
        );
      body.push(`<path d="${ridge(rnd, 360, 200, 6)}" fill="${hsl(hue, 15, 35)}"/>`);
      body.push(`<path d="${ridge(rnd, 470, 140, 9)}" fill="${hsl(hue, 20, 20)}"/>`);
      body.push(`<path d="M${f(300 + rnd() * 200)} 470 l6 -24 l6 24" fill="#f2c14e"/>`);
      break;
    }
    case "Food & Wine": {
      sky(hsl(hue, 30, 16), hsl(hue, 30, 22), hsl(hue, 25, 28));
      body.push(`<rect y="380" width="800" height="220" fill="${hsl(warm, 30, 30)}"/>`);
      body.push(
        `<ellipse cx="400" cy="430" rx="170" ry="46" fill="#f4efe6"/><ellipse cx="400" cy="426" rx="110" ry="28" fill="${hsl(warm, 55, 55)}"/>`,
      );
      body.push(
        `<g transform="translate(610 300)"><path d="M-26 0 Q0 70 26 0Z" fill="${hsl(350, 60, 35)}" opacity="0.9"/><path d="M-26 0 L26 0" stroke="#e9e2d3" stroke-width="2"/><rect x="-2" y="36" width="4" height="70" fill="#e9e2d3"/><rect x="-22" y="104" width="44" height="5" rx="2" fill="#e9e2d3"/></g>`,
      );
      for (let i = 0; i < 6; i++)
        body.push(
          `<circle cx="${f(80 + i * 130)}" cy="${f(90 + rnd() * 60)}" r="${f(3 + rnd() * 4)}" fill="#f6d78b" opacity="0.8"/>`,
        );
      break;
    }
    case "Cultural Tours": {
      sky(hsl(warm, 55, 45), hsl(warm + 15, 70, 68), hsl(warm + 25, 80, 85));
      sun(600, 200, 36, hsl(35, 95, 75));
      body.push(`<path d="${smoothHill(460, 40, rnd())}" fill="${hsl(hue, 25, 30)}"/>`);
      // A tiered roof temple, a silhouette.
      body.push(
        `<g transform="translate(${f(300 + rnd() * 120)} 460)" fill="${hsl(hue, 30, 15)}"><rect x="-40" y="-90" width="80" height="90"/><path d="M-80 -90 Q0 -120 80 -90 L60 -110 Q0 -130 -60 -110Z"/><rect x="-28" y="-150" width="56" height="40"/><path d="M-60 -150 Q0 -175 60 -150 L44 -168 Q0 -185 -44 -168Z"/><rect x="-3" y="-200" width="6" height="32"/></g>`,
      );
      break;
    }
    case "Wellness & Spa": {
      sky(hsl(hue, 25, 82), hsl(hue + 20, 30, 88), hsl(hue + 40, 35, 92));
      water(380, hsl(hue, 30, 75), hsl(hue, 35, 55));
      for (let i = 0; i < 3; i++)
        body.push(
          `<ellipse cx="${f(330 + i * 55)}" cy="${f(372 - i * 22)}" rx="${f(60 - i * 14)}" ry="${f(16 - i * 3)}" fill="${hsl(hue, 10, 28 + i * 10)}"/>`,
        );
      body.push(
        `<path d="M520 380 C520 300 600 300 600 220 C600 300 680 300 680 380Z" fill="${hsl(140, 30, 40)}" opacity="0.7"/>`,
      );
      break;
    }
    case "Theme Parks": {
      sky(hsl(hue, 60, 35), hsl(hue + 40, 70, 60), hsl(hue + 80, 80, 80));
      body.push(
        `<path d="M0 460 C150 200 260 200 330 420 C400 150 560 150 640 420 C690 300 760 300 800 380" stroke="${hsl(warm, 80, 60)}" stroke-width="10" fill="none"/>`,
      );
      body.push(
        `<circle cx="180" cy="300" r="110" stroke="#fff" stroke-opacity="0.7" stroke-width="5" fill="none"/>`,
      );
      for (let i = 0; i < 12; i++) {
        const angle = (i / 12) * Math.PI * 2;
        body.push(
          `<line x1="180" y1="300" x2="${f(180 + Math.cos(angle) * 110)}" y2="${f(300 + Math.sin(angle) * 110)}" stroke="#fff" stroke-opacity="0.45" stroke-width="2"/>`,
        );
      }
      body.push(`<rect y="460" width="800" height="140" fill="${hsl(hue, 30, 16)}"/>`);
      break;
    }
    case "Nightlife": {
      sky(hsl(235, 45, 10), hsl(250, 40, 20), hsl(280, 35, 30));
      for (let i = 0; i < 40; i++)
        body.push(
          `<circle cx="${f(rnd() * 800)}" cy="${f(rnd() * 250)}" r="${f(rnd() * 1.6 + 0.4)}" fill="#fff" opacity="${f(0.3 + rnd() * 0.6)}"/>`,
        );
      let x = 0;
      while (x < 800) {
        const w = 40 + rnd() * 60;
        const h = 120 + rnd() * 260;
        body.push(
          `<rect x="${f(x)}" y="${f(600 - h - 80)}" width="${f(w)}" height="${f(h + 80)}" fill="${hsl(240, 25, 14 + rnd() * 8)}"/>`,
        );
        for (let wy = 600 - h - 60; wy < 560; wy += 22)
          if (rnd() > 0.45)
            body.push(
              `<rect x="${f(x + 8 + rnd() * (w - 20))}" y="${f(wy)}" width="6" height="9" fill="#f6d78b" opacity="0.8"/>`,
            );
        x += w + 4;
      }
      break;
    }
    default: {
      // Sightseeing: peaks or a skyline over water, by the slug's own roll.
      sky(hsl(hue, 50, 45), hsl(hue + 20, 60, 70), hsl(hue + 40, 70, 88));
      sun(180, 160, 28, hsl(45, 95, 82));
      body.push(`<path d="${ridge(rnd, 330, 190, 7)}" fill="${hsl(hue, 18, 55)}"/>`);
      body.push(`<path d="M0 600 L0 330 L120 190 L170 240 L260 120 L330 230" fill="#fff" opacity="0.0"/>`);
      body.push(`<path d="${ridge(rnd, 430, 120, 10)}" fill="${hsl(hue, 22, 30)}"/>`);
      water(500, hsl(hue, 40, 40), hsl(hue, 45, 22));
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" preserveAspectRatio="xMidYMid slice"><defs>${defs.join("")}</defs>${body.join("")}</svg>\n`;
}

fs.mkdirSync(OUT, { recursive: true });
for (const activity of CATALOGUE) fs.writeFileSync(path.join(OUT, `${activity.slug}.svg`), scene(activity));
console.log(`wrote ${CATALOGUE.length} images to ${path.relative(process.cwd(), OUT)}`);
