/**
 * `npm run build:index`: builds embeddings/dist/index.bin and manifest.json
 * from embeddings/articles/. The embedder is EMBEDDER_PROVIDER (default the
 * embedded one, no network); `--embedder titan` uses Titan v1 on Bedrock.
 *
 *   npm run build:index                 build and write
 *   npm run build:index -- --check      exit 1 when the committed index is stale
 *   npm run build:index -- --out DIR    write somewhere else
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '../shared/config';
import { DIST_DIR, readCorpus } from '../shared/qa/corpus-files';
import { TitanEmbedder } from '../shared/qa/embedder';
import { buildIndex } from '../shared/qa/index-builder';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** A one-line progress bar on a terminal; a few plain lines otherwise (CI logs). */
function progressBar(label: string) {
  const tty = process.stderr.isTTY;
  let lastShown = -1;
  return (done: number, total: number) => {
    const pct = total === 0 ? 100 : Math.floor((done / total) * 100);
    if (tty) {
      const width = 30;
      const filled = Math.round((pct / 100) * width);
      process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(pct).padStart(3)}% ${done}/${total}`);
      if (done === total) process.stderr.write('\n');
    } else if (pct >= lastShown + 25 || done === total) {
      lastShown = pct;
      process.stderr.write(`${label} ${pct}% (${done}/${total})\n`);
    }
  };
}

async function main(): Promise<void> {
  const outDir = path.resolve(arg('out') ?? DIST_DIR);
  const provider = arg('embedder') ?? getConfig().EMBEDDER_PROVIDER;
  const started = performance.now();
  const corpus = readCorpus();
  if (corpus.missing.length > 0) {
    process.stderr.write(`warning: ${corpus.missing.length} topic/locale articles are missing: ${corpus.missing.slice(0, 8).join(', ')}\n`);
  }
  const embedder = provider === 'titan' ? new TitanEmbedder(getConfig().BEDROCK_EMBEDDING_MODEL_ID, { deadlineMs: 20_000 }) : undefined;
  const built = await buildIndex(corpus.articles, {
    corpusChecksum: corpus.checksum,
    embedder,
    onProgress: progressBar(`embedding chunks (${embedder ? embedder.id : 'embedded'})`),
  });

  const manifestPath = path.join(outDir, 'manifest.json');
  const manifestText = `${JSON.stringify(built.manifest, null, 2)}\n`;
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(manifestPath, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (committed !== manifestText) {
      process.stderr.write('the committed index is stale: run npm run build:index\n');
      process.exitCode = 1;
    } else process.stdout.write('the committed index is up to date\n');
    return;
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.bin'), built.bytes);
  writeFileSync(manifestPath, manifestText);
  const m = built.manifest;
  process.stdout.write(
    `wrote ${path.relative(process.cwd(), outDir)}/index.bin (${(m.bytes / 1024 / 1024).toFixed(2)} MB): ` +
      `${m.counts.articles} articles, ${m.counts.topics} topics, ${m.counts.chunks} chunks, ${m.counts.terms} terms, ` +
      `${m.dimensions} dimensions, model ${m.embedding_model}, in ${Math.round(performance.now() - started)} ms\n`,
  );
}

main().catch((e: unknown) => {
  process.stderr.write(`build:index failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
