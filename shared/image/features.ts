/**
 * Local image features, computed on the small RGB image (long edge ≤ 256 px)
 * made from the normalized photo. They describe what a photo can show —
 * colour, texture at three scales, smoothness, glossy highlights and the
 * cues of a drink in a transparent container — not what it cannot (how a
 * food flows, how hard it is). Everything is in [0, 1] unless stated.
 */
import type { RgbImage } from './normalize';

export interface ImageFeatures {
  meanLuma: number;
  lumaStd: number;
  meanSaturation: number;
  /** Hasler–Süsstrunk colourfulness, scaled to roughly [0, 1]. */
  colourfulness: number;
  /** Mean gradient magnitude in the centre at full, 1/2 and 1/4 scale. */
  gradientEnergy: [number, number, number];
  /** Share of centre pixels on a clear edge at full, 1/2 and 1/4 scale. */
  edgeDensity: [number, number, number];
  /** Fine texture that vanishes when the image is shrunk: grains, crumbs, mince. */
  granularity: number;
  /** Edges that persist (or grow) at coarse scale: separate pieces. */
  chunkiness: number;
  /** Share of the centre with no visible texture. */
  smoothness: number;
  /** Share of the centre that is small specular highlights (a wet, glossy surface). */
  highlights: number;
  /** Border ring: brightness and how uniform it is. */
  background: { brightness: number; uniformity: number };
  /** Transparent-container cues (a glass seen from the side). */
  container: { walls: number; liquidLine: number; interiorUniformity: number; score: number };
}

/** A clear edge: a step of about 30/255 in luminance. */
const EDGE = 0.06;
/** Below this the surface shows no texture at all (JPEG noise included). */
const FLAT = 0.012;

interface Plane {
  w: number;
  h: number;
  v: Float32Array;
}

function luma(img: RgbImage): Plane {
  const n = img.width * img.height;
  const v = new Float32Array(n);
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    v[i] = (0.299 * img.data[p]! + 0.587 * img.data[p + 1]! + 0.114 * img.data[p + 2]!) / 255;
  }
  return { w: img.width, h: img.height, v };
}

/** 2 × 2 box average. */
function half(p: Plane): Plane {
  const w = Math.max(1, p.w >> 1);
  const h = Math.max(1, p.h >> 1);
  const v = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const x0 = Math.min(p.w - 1, 2 * x);
      const y0 = Math.min(p.h - 1, 2 * y);
      const x1 = Math.min(p.w - 1, x0 + 1);
      const y1 = Math.min(p.h - 1, y0 + 1);
      v[y * w + x] = (p.v[y0 * p.w + x0]! + p.v[y0 * p.w + x1]! + p.v[y1 * p.w + x0]! + p.v[y1 * p.w + x1]!) / 4;
    }
  }
  return { w, h, v };
}

/** Sobel derivatives (scaled so a step of height c gives c/2 at the edge). */
function sobel(p: Plane): { gx: Float32Array; gy: Float32Array } {
  const { w, h, v } = p;
  const gx = new Float32Array(w * h);
  const gy = new Float32Array(w * h);
  const at = (x: number, y: number) => v[Math.min(h - 1, Math.max(0, y)) * w + Math.min(w - 1, Math.max(0, x))]!;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const a = at(x - 1, y - 1),
        b = at(x, y - 1),
        c = at(x + 1, y - 1);
      const d = at(x - 1, y),
        f = at(x + 1, y);
      const g = at(x - 1, y + 1),
        k = at(x, y + 1),
        m = at(x + 1, y + 1);
      gx[y * w + x] = (c + 2 * f + m - a - 2 * d - g) / 8;
      gy[y * w + x] = (g + 2 * k + m - a - 2 * b - c) / 8;
    }
  }
  return { gx, gy };
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The central part of a plane (the food is usually in the middle of the frame). */
function centre(p: Plane, margin = 0.2): Box {
  return {
    x0: Math.floor(p.w * margin),
    y0: Math.floor(p.h * margin),
    x1: Math.max(Math.floor(p.w * margin) + 1, Math.ceil(p.w * (1 - margin))),
    y1: Math.max(Math.floor(p.h * margin) + 1, Math.ceil(p.h * (1 - margin))),
  };
}

function textureStats(p: Plane): { energy: number; density: number; flat: number } {
  const { gx, gy } = sobel(p);
  const box = centre(p);
  let energy = 0;
  let edges = 0;
  let flat = 0;
  let n = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const i = y * p.w + x;
      const mag = Math.hypot(gx[i]!, gy[i]!);
      energy += mag;
      if (mag > EDGE) edges++;
      if (mag < FLAT) flat++;
      n++;
    }
  }
  return { energy: energy / n, density: edges / n, flat: flat / n };
}

/** Clamps a score to [0, 1] (NaN stays NaN). */
export const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

function colourStats(img: RgbImage): { meanSaturation: number; colourfulness: number } {
  const n = img.width * img.height;
  let sat = 0;
  let rgSum = 0,
    rgSq = 0,
    ybSum = 0,
    ybSq = 0;
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    const r = img.data[p]!,
      g = img.data[p + 1]!,
      b = img.data[p + 2]!;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    sat += max === 0 ? 0 : (max - min) / max;
    const rg = r - g;
    const yb = 0.5 * (r + g) - b;
    rgSum += rg;
    rgSq += rg * rg;
    ybSum += yb;
    ybSq += yb * yb;
  }
  const rgMean = rgSum / n,
    ybMean = ybSum / n;
  const rgStd = Math.sqrt(Math.max(0, rgSq / n - rgMean * rgMean));
  const ybStd = Math.sqrt(Math.max(0, ybSq / n - ybMean * ybMean));
  const colourfulness = (Math.hypot(rgStd, ybStd) + 0.3 * Math.hypot(rgMean, ybMean)) / 255;
  return { meanSaturation: sat / n, colourfulness: clamp01(colourfulness * 2) };
}

/** Small bright spots brighter than everything around them: glints on a wet surface (not gaps or rims). */
function highlightShare(p: Plane): number {
  const box = centre(p);
  const r = 3;
  let count = 0;
  let n = 0;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      n++;
      const v = p.v[y * p.w + x]!;
      if (v < 0.7) continue;
      let brightest = 0;
      for (let dy = -r; dy <= r; dy += r) {
        for (let dx = -r; dx <= r; dx += r) {
          if (dx === 0 && dy === 0) continue;
          const yy = Math.min(p.h - 1, Math.max(0, y + dy));
          const xx = Math.min(p.w - 1, Math.max(0, x + dx));
          brightest = Math.max(brightest, p.v[yy * p.w + xx]!);
        }
      }
      if (v - brightest > 0.08) count++;
    }
  }
  return n === 0 ? 0 : count / n;
}

function borderStats(p: Plane): { brightness: number; uniformity: number } {
  const bw = Math.max(1, Math.floor(p.w * 0.08));
  const bh = Math.max(1, Math.floor(p.h * 0.08));
  let sum = 0,
    sq = 0,
    n = 0;
  for (let y = 0; y < p.h; y++) {
    for (let x = 0; x < p.w; x++) {
      if (x >= bw && x < p.w - bw && y >= bh && y < p.h - bh) continue;
      const v = p.v[y * p.w + x]!;
      sum += v;
      sq += v * v;
      n++;
    }
  }
  const mean = sum / n;
  const std = Math.sqrt(Math.max(0, sq / n - mean * mean));
  return { brightness: mean, uniformity: clamp01(1 - std / 0.25) };
}

type Gradients = { gx: Float32Array; gy: Float32Array };

/** Per column, the share of rows (15-90% of the height) with a strong vertical edge: a glass wall scores high. */
function verticalEdgeShare(g: Gradients, w: number, h: number): Float32Array {
  const yA = Math.floor(h * 0.15);
  const yB = Math.ceil(h * 0.9);
  const rows = Math.max(1, yB - yA);
  const colScore = new Float32Array(w);
  for (let x = 1; x < w - 1; x++) {
    let k = 0;
    for (let y = yA; y < yB; y++) {
      const i = y * w + x;
      const ax = Math.abs(g.gx[i]!);
      const ay = Math.abs(g.gy[i]!);
      if (ax > EDGE && ax > 2 * ay) k++;
    }
    colScore[x] = k / rows;
  }
  return colScore;
}

/** The strongest wall in each half of the picture; `walls` is the weaker of the two. */
function findWalls(colScore: Float32Array, w: number): { walls: number; leftX: number; rightX: number; spanOk: boolean } {
  const edgeCol = Math.max(2, Math.floor(w * 0.03));
  // A wall may straddle two columns at this scale: half of the neighbour's share counts.
  const wallAt = (x: number) => Math.min(1, colScore[x]! + 0.5 * colScore[x + 1]!);
  let left = 0;
  let leftX = 0;
  let right = 0;
  let rightX = w - 1;
  for (let x = edgeCol; x < w / 2; x++)
    if (wallAt(x) > left) {
      left = wallAt(x);
      leftX = x;
    }
  for (let x = Math.ceil(w / 2); x < w - edgeCol - 1; x++)
    if (wallAt(x) > right) {
      right = wallAt(x);
      rightX = x;
    }
  return { walls: Math.min(left, right), leftX, rightX, spanOk: rightX - leftX > w * 0.2 };
}

/** The row between columns xA..xB with the largest share of strong horizontal edges: the liquid line. */
function findLiquidLine(g: Gradients, w: number, h: number, xA: number, xB: number): { liquidLine: number; lineY: number } {
  const cols = Math.max(1, xB - xA);
  let liquidLine = 0;
  let lineY = -1;
  for (let y = Math.floor(h * 0.1); y < Math.ceil(h * 0.85); y++) {
    let k = 0;
    for (let x = xA; x < xB; x++) {
      const i = y * w + x;
      const ax = Math.abs(g.gx[i]!);
      const ay = Math.abs(g.gy[i]!);
      if (ay > EDGE && ay > 2 * ax) k++;
    }
    if (k / cols > liquidLine) {
      liquidLine = k / cols;
      lineY = y;
    }
  }
  return { liquidLine, lineY };
}

/** How even the brightness is below the liquid line (0 when there is no line or too little to measure). */
function interiorUniformity(p: Plane, lineY: number, xA: number, xB: number): number {
  if (lineY < 0) return 0;
  const { w, h } = p;
  let sum = 0;
  let sq = 0;
  let n = 0;
  for (let y = lineY + 3; y < Math.min(h, Math.ceil(h * 0.85)); y++) {
    for (let x = xA + 1; x < xB - 1; x++) {
      const v = p.v[y * w + x]!;
      sum += v;
      sq += v * v;
      n++;
    }
  }
  if (n <= 20) return 0;
  const mean = sum / n;
  return clamp01(1 - Math.sqrt(Math.max(0, sq / n - mean * mean)) / 0.1);
}

/**
 * A glass seen from the side: two long vertical edges (its walls), a
 * horizontal edge between them (the liquid line) and a uniform liquid
 * below the line.
 */
function containerCues(p: Plane): ImageFeatures['container'] {
  const g = sobel(p);
  const { w, h } = p;
  const { walls, leftX, rightX, spanOk } = findWalls(verticalEdgeShare(g, w, h), w);
  // Between the walls when there are walls; else the middle of the picture.
  const framed = walls > 0.3 && spanOk;
  const xA = framed ? leftX + 2 : Math.floor(w * 0.2);
  const xB = framed ? rightX - 2 : Math.ceil(w * 0.8);
  const { liquidLine, lineY } = findLiquidLine(g, w, h, xA, xB);
  return { walls: spanOk ? walls : 0, liquidLine, interiorUniformity: interiorUniformity(p, lineY, xA, xB), score: 0 };
}

/**
 * The cues only count together: walls and a line also appear on a tray of
 * cubes, but there the "liquid" is not uniform and the background is busy.
 */
function containerScore(c: ImageFeatures['container'], bg: ImageFeatures['background']): number {
  const plainBackground = bg.brightness > 0.6 ? bg.uniformity : 0;
  return clamp01((0.4 * c.walls + 0.3 * c.liquidLine + 0.3 * plainBackground) * (0.3 + 0.7 * c.interiorUniformity));
}

export function computeFeatures(img: RgbImage): ImageFeatures {
  const l1 = luma(img);
  const l2 = half(l1);
  const l4 = half(l2);
  const t1 = textureStats(l1);
  const t2 = textureStats(l2);
  const t4 = textureStats(l4);

  let sum = 0,
    sq = 0;
  for (const v of l1.v) {
    sum += v;
    sq += v * v;
  }
  const meanLuma = sum / l1.v.length;
  const lumaStd = Math.sqrt(Math.max(0, sq / l1.v.length - meanLuma * meanLuma));

  const eps = 0.004;
  // White noise loses ~half its gradient each halving; a piece's outline keeps its contrast.
  const persistence = (t4.energy + eps) / (t1.energy + eps);
  const granularity = clamp01((t1.energy - t4.energy) / 0.05) * clamp01((1.2 - persistence) / 0.8);
  const chunkiness = clamp01(t4.density / 0.35) * clamp01((persistence - 0.6) / 0.8);

  const background = borderStats(l1);
  const container = containerCues(l1);
  return {
    meanLuma,
    lumaStd,
    ...colourStats(img),
    gradientEnergy: [t1.energy, t2.energy, t4.energy],
    edgeDensity: [t1.density, t2.density, t4.density],
    granularity,
    chunkiness,
    smoothness: t1.flat,
    highlights: highlightShare(l1),
    background,
    container: { ...container, score: containerScore(container, background) },
  };
}
