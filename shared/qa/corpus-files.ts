/** Reads the article corpus from disk (the builder and the staleness test use it). */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config';
import { checkCorpus, corpusChecksum, parseArticle, sortArticles, type Article } from './corpus';

export const ARTICLES_DIR = path.join(PROJECT_ROOT, 'embeddings', 'articles');
export const DIST_DIR = path.join(PROJECT_ROOT, 'embeddings', 'dist');

export interface CorpusFiles {
  articles: Article[];
  checksum: string;
  topics: string[];
  missing: string[];
}

function listMarkdown(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(dir, rel)).sort()) {
    const relPath = rel ? `${rel}/${name}` : name;
    if (statSync(path.join(dir, relPath)).isDirectory()) out.push(...listMarkdown(dir, relPath));
    else if (name.endsWith('.md')) out.push(relPath);
  }
  return out;
}

/** Every article under `dir` (default embeddings/articles), parsed, validated and sorted. */
export function readCorpus(dir = ARTICLES_DIR): CorpusFiles {
  const files = listMarkdown(dir).map((p) => ({ path: p, content: readFileSync(path.join(dir, p), 'utf8') }));
  const articles = sortArticles(files.map((f) => parseArticle(f.content, f.path)));
  const { topics, missing } = checkCorpus(articles);
  return { articles, checksum: corpusChecksum(files), topics, missing };
}
