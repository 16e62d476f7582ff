/**
 * Image endpoint speed and memory with the embedded engine:
 *   - a ~10 MB JPEG (noise at quality 100, full chroma: the worst case for a decoder) — budget ≤ 1.5 s, peak RSS < 512 MB;
 *   - a 4000 × 3000 photo-like JPEG — budget ≤ 500 ms.
 * Each image is measured in its own child process (so the peak RSS is that
 * of one classification, not of this script making the images), through
 * the Lambda handler with the body base64-encoded as API Gateway sends it.
 * The budget applies to warm requests (p95); the first call, which also
 * loads sharp once per container, is printed apart.
 *
 *   npx tsx test/bench/image.ts [--runs 10]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};

const MiB = 1024 * 1024;

async function child(file: string, runs: number): Promise<void> {
  const { handler } = await import('../../functions/iddsi-classify-image');
  const { apiEvent, testContext } = await import('../support/events');
  const bytes = readFileSync(file);
  const boundary = '----benchBoundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const event = apiEvent('POST', '/api/iddsi-classify-image', body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
  const times: number[] = [];
  let status = 0;
  let level = -1;
  for (let i = 0; i <= runs; i++) {
    const t0 = performance.now();
    const res = await handler(event, testContext);
    times.push(performance.now() - t0);
    status = res.statusCode ?? 0;
    level = JSON.parse(res.body ?? '{}').iddsi_level;
  }
  const [first, ...warm] = times;
  warm.sort((a, b) => a - b);
  const pick = (q: number) => warm[Math.min(warm.length - 1, Math.floor(q * warm.length))]!;
  process.stdout.write(
    JSON.stringify({
      status,
      level,
      first,
      median: pick(0.5),
      p95: pick(0.95),
      max: warm[warm.length - 1],
      maxRssMb: process.resourceUsage().maxRSS / 1024,
    }),
  );
}

async function makeImages(dir: string) {
  const sharp = (await import('sharp')).default;
  const { noiseImage } = await import('../image/fixtures');

  // Largest noise JPEG under 10 MiB: a photo at the very edge of the limit.
  let side = 2200;
  let big: Buffer;
  for (;;) {
    const raw = noiseImage(side, Math.round((side * 3) / 4), 42);
    big = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    if (big.length <= 10 * MiB) break;
    side -= 10;
  }
  const bigMeta = await sharp(big).metadata();

  // 4000 × 3000, photo-like: smooth gradients, shapes and sensor noise (≈ 3-4 MB, like a 12 MP phone photo).
  const W = 4000,
    H = 3000;
  const data = Buffer.alloc(W * H * 3);
  let x = 7;
  for (let yy = 0; yy < H; yy++) {
    for (let xx = 0; xx < W; xx++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const n = (x & 15) - 8;
      const i = (yy * W + xx) * 3;
      const inPlate = (xx - 2000) ** 2 + (yy - 1500) ** 2 < 1300 ** 2;
      data[i] = Math.max(0, Math.min(255, (inPlate ? 210 : (xx * 255) / W) + n));
      data[i + 1] = Math.max(0, Math.min(255, (inPlate ? 120 + 30 * Math.sin(xx / 40) : (yy * 255) / H) + n));
      data[i + 2] = Math.max(0, Math.min(255, (inPlate ? 60 : 128) + n));
    }
  }
  const photo = await sharp(data, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();

  const files = {
    big: {
      file: path.join(dir, 'ten-mb.jpg'),
      label: `~10 MB JPEG (${bigMeta.width} × ${bigMeta.height}, ${(big.length / MiB).toFixed(2)} MiB)`,
    },
    photo: { file: path.join(dir, '4000x3000.jpg'), label: `4000 × 3000 JPEG (${(photo.length / MiB).toFixed(2)} MiB)` },
  };
  writeFileSync(files.big.file, big);
  writeFileSync(files.photo.file, photo);
  return files;
}

function measure(file: string, runs: number) {
  const script = fileURLToPath(import.meta.url);
  const out = spawnSync(process.execPath, ['--import', 'tsx', script, '--child', file, '--runs', String(runs)], {
    cwd: path.resolve(path.dirname(script), '../..'),
    encoding: 'utf8',
    maxBuffer: 16 * MiB,
  });
  if (out.status !== 0) throw new Error(`child failed: ${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').pop()!) as {
    status: number;
    level: number;
    first: number;
    median: number;
    p95: number;
    max: number;
    maxRssMb: number;
  };
}

async function main() {
  if (args.includes('--child')) return child(opt('child', ''), Number(opt('runs', '10')));
  const runs = Number(opt('runs', '10'));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'image-bench-'));
  try {
    const files = await makeImages(dir);
    console.log(
      `image endpoint, embedded engine, through the handler (base64 multipart event); ${runs} warm runs after the first; ${os.cpus().length} cores, Node ${process.version}`,
    );
    const budgets = [
      { ...files.big, limitMs: 1500, rssLimitMb: 512 },
      { ...files.photo, limitMs: 500, rssLimitMb: 512 },
    ];
    let ok = true;
    for (const b of budgets) {
      const r = measure(b.file, runs);
      // The budget is per request in a warm container; the first call also pays the one-off load of sharp (shown apart).
      const pass = r.status === 200 && r.p95 <= b.limitMs && r.maxRssMb < b.rssLimitMb;
      ok &&= pass;
      console.log(
        `${b.label}: status ${r.status}, level ${r.level}; first call (loads sharp) ${r.first.toFixed(0)} ms, ` +
          `warm median ${r.median.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, max ${r.max.toFixed(0)} ms (budget: p95 ≤ ${b.limitMs} ms); ` +
          `peak RSS ${r.maxRssMb.toFixed(0)} MB (budget < ${b.rssLimitMb} MB) ${pass ? 'PASS' : 'FAIL'}`,
      );
    }
    process.exitCode = ok ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
