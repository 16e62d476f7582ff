/**
 * The yardstick of the throughput benchmark: a bare node:http server on
 * 127.0.0.1 that reads the body, parses the same JSON and returns a fixed
 * answer. With BARE_ANSWERS (a JSON file: path -> body), each path answers
 * with a real response of that route captured once, so both servers write
 * the same bytes. Whatever the real server does beyond this is the cost of
 * routing, events, middleware and the engine.
 *
 * BARE_WORKERS (a number or `auto`) runs it as a cluster, like the local
 * server's WORKERS, so both sides can be compared with the same processes.
 */
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';

const FIXED = Buffer.from(
  JSON.stringify({
    iddsi_level: 4,
    label: 'Extremely Thick / Puréed',
    confidence: 0.82,
    explanation_en: 'Level 4 Extremely Thick / Puréed: smooth, holds its shape on a spoon, no lumps. '.repeat(2),
    explanation_zh_hant: '第4級 高度稠 / 糊狀：質地順滑，可在匙羹上保持形狀，沒有粒。'.repeat(2),
    multilingual_explanation: Object.fromEntries(
      ['en', 'zh-HK', 'tl', 'id', 'vi', 'th', 'es'].map((l) => [l, `Level 4 (${l}) explanation text`.repeat(3)]),
    ),
    warning: 'This is a prototype rule-based classifier. Clinical decisions require a qualified speech-language pathologist (SLP).',
  }),
);

const answers = new Map<string, Buffer>(
  process.env.BARE_ANSWERS
    ? Object.entries(JSON.parse(readFileSync(process.env.BARE_ANSWERS, 'utf8')) as Record<string, string>).map(([p, b]) => [
        p,
        Buffer.from(b),
      ])
    : [],
);

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? '') ?? FIXED;
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    let status = 200;
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
      if (body === null || typeof body !== 'object') status = 400;
    } catch {
      status = 400;
    }
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': '*',
      'content-length': String(answer.length),
    });
    res.end(answer);
  });
});

const setting = process.env.BARE_WORKERS ?? '1';
const workers = setting === 'auto' ? os.availableParallelism() : Math.max(1, Number(setting) || 1);
if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i++) cluster.fork();
  let up = 0;
  cluster.on('listening', (_w, a) => {
    if (++up === workers) console.log(`bare server listening on ${a.port} (${workers} workers)`);
  });
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), 500);
  });
} else {
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    const a = server.address();
    if (cluster.isPrimary) console.log(`bare server listening on ${typeof a === 'object' && a ? a.port : '?'}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
