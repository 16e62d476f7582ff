/**
 * Real images made in the test with sharp: photo-like scenes drawn into raw
 * RGB buffers from a seeded generator, then encoded as JPEG, PNG or WebP.
 */
import sharp from 'sharp';
import { deflateSync } from 'node:zlib';

export type Format = 'jpeg' | 'png' | 'webp';

export interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

/** xorshift32: the same "random" picture on every run. */
export function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

const clampByte = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v | 0);

function canvas(width: number, height: number, rgb: [number, number, number]): Raw {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    data[i * 3] = rgb[0];
    data[i * 3 + 1] = rgb[1];
    data[i * 3 + 2] = rgb[2];
  }
  return { data, width, height };
}

function put(img: Raw, x: number, y: number, r: number, g: number, b: number) {
  if (x < 0 || y < 0 || x >= img.width || y >= img.height) return;
  const i = (y * img.width + x) * 3;
  img.data[i] = clampByte(r);
  img.data[i + 1] = clampByte(g);
  img.data[i + 2] = clampByte(b);
}

/** Per-pixel sensor noise, as any camera adds. */
function addNoise(img: Raw, amount: number, seed: number): Raw {
  const rand = rng(seed);
  for (let i = 0; i < img.data.length; i++) img.data[i] = clampByte(img.data[i]! + (rand() - 0.5) * 2 * amount);
  return img;
}

/** Uniform random pixels: the hardest content for a JPEG encoder (large files). */
export function noiseImage(width: number, height: number, seed = 1): Raw {
  const rand = rng(seed);
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = (rand() * 256) | 0;
  return { data, width, height };
}

/** A plate of smooth, glossy purée: soft shading, a few glints, a plate rim at the edges. */
export function pureeImage(width = 640, height = 480, seed = 2): Raw {
  const img = canvas(width, height, [236, 234, 230]);
  const cx = width / 2,
    cy = height / 2,
    rad = Math.min(width, height) * 0.46;
  const rand = rng(seed);
  const glints = Array.from({ length: 8 }, () => ({ x: cx + (rand() - 0.5) * rad, y: cy + (rand() - 0.5) * rad, r: 4 + rand() * 3 }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - cx, y - cy) / rad;
      if (d > 1) continue;
      const shade = 1 - 0.18 * d * d + 0.05 * Math.sin((x + y) / 90);
      let r = 226 * shade,
        g = 128 * shade,
        b = 52 * shade;
      for (const gl of glints) {
        const k = Math.max(0, 1 - Math.hypot(x - gl.x, y - gl.y) / gl.r);
        r += k * 200;
        g += k * 200;
        b += k * 200;
      }
      put(img, x, y, r, g, b);
    }
  }
  return addNoise(img, 2, seed);
}

/** Minced meat: many small particles a few pixels across packed together. */
export function mincedImage(width = 640, height = 480, seed = 3): Raw {
  const img = canvas(width, height, [120, 72, 48]);
  const rand = rng(seed);
  const n = Math.floor((width * height) / 14);
  for (let k = 0; k < n; k++) {
    const x0 = rand() * width,
      y0 = rand() * height,
      r = 2 + rand() * 3;
    const tone = 0.55 + rand() * 0.9;
    for (let y = Math.floor(y0 - r); y <= y0 + r; y++) {
      for (let x = Math.floor(x0 - r); x <= x0 + r; x++) {
        if (Math.hypot(x - x0, y - y0) <= r) put(img, x, y, 140 * tone, 86 * tone, 56 * tone);
      }
    }
  }
  return addNoise(img, 3, seed);
}

/** Separate cubes of vegetables and meat, each many pixels wide, with shading and gaps. */
export function chunkyImage(width = 640, height = 480, seed = 4, size = 48): Raw {
  const img = canvas(width, height, [232, 230, 226]);
  const rand = rng(seed);
  const palette: [number, number, number][] = [
    [214, 110, 40],
    [90, 150, 60],
    [150, 90, 60],
    [230, 200, 90],
    [170, 40, 40],
  ];
  for (let gy = 0; gy + size <= height; gy += size + 6) {
    for (let gx = 0; gx + size <= width; gx += size + 6) {
      const c = palette[Math.floor(rand() * palette.length)]!;
      const jx = Math.floor(rand() * 6),
        jy = Math.floor(rand() * 6);
      for (let y = 0; y < size - 4; y++) {
        for (let x = 0; x < size - 4; x++) {
          const shade = 0.75 + 0.35 * (1 - (x + y) / (2 * size));
          put(img, gx + jx + x, gy + jy + y, c[0] * shade, c[1] * shade, c[2] * shade);
        }
      }
    }
  }
  return addNoise(img, 3, seed);
}

/** A clear glass of juice seen from the side against a pale wall. */
export function glassImage(width = 480, height = 640, seed = 5, fill: [number, number, number] = [232, 150, 40]): Raw {
  const img = canvas(width, height, [244, 243, 240]);
  const left = Math.floor(width * 0.28),
    right = Math.floor(width * 0.72);
  const top = Math.floor(height * 0.12),
    bottom = Math.floor(height * 0.9),
    line = Math.floor(height * 0.38);
  for (let y = top; y < bottom; y++) {
    for (let x = left; x <= right; x++) {
      const wall = x - left < 4 || right - x < 4;
      if (wall) put(img, x, y, 150, 155, 160);
      else if (y >= line) put(img, x, y, fill[0], fill[1], fill[2]);
      else put(img, x, y, 236, 238, 240);
    }
  }
  for (let x = left; x <= right; x++) for (let y = bottom; y < bottom + 6; y++) put(img, x, y, 150, 155, 160);
  return addNoise(img, 2, seed);
}

export function encode(raw: Raw, format: Format, options: { quality?: number; fullChroma?: boolean } = {}): Promise<Buffer> {
  const s = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } });
  if (format === 'jpeg') {
    return s.jpeg({ quality: options.quality ?? 90, chromaSubsampling: options.fullChroma ? '4:4:4' : '4:2:0' }).toBuffer();
  }
  if (format === 'png') return s.png().toBuffer();
  return s.webp({ quality: options.quality ?? 90 }).toBuffer();
}

// ------------------------------------------------------------ hostile files

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A complete, valid 1-bit greyscale PNG of width × height black pixels: a
 * decompression bomb (30000 × 30000 is 900 megapixels in ~110 KB).
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Math.ceil(width / 8) + 1; // filter byte + packed bits
  const raw = Buffer.alloc(row * height); // all zero: filter 0, black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG whose frame header claims other dimensions (the scan data is the original's). */
export function withJpegDimensions(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  for (let i = 2; i < out.length - 9; ) {
    if (out[i] !== 0xff) throw new Error('not a marker');
    const marker = out[i + 1]!;
    const len = out.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      out.writeUInt16BE(height, i + 5);
      out.writeUInt16BE(width, i + 7);
      return out;
    }
    i += 2 + len;
  }
  throw new Error('no frame header');
}
