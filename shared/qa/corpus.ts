/**
 * The article corpus: Markdown files with a six-key front matter, parsed by
 * a tiny strict parser and validated with zod, then split into chunks by
 * heading and paragraph. Pure functions over strings: the builder reads the
 * files, tests feed strings.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { QA_LOCALES, type QaLocale } from '../languages';

/**
 * Topics folded into another: their articles' text lives on in the new topic (questions and
 * citations that name the old topic or article id mean the new one).
 */
export const MERGED_TOPICS: Readonly<Record<string, string>> = {
  'hong-kong-soft-meals': 'soft-meal-standards',
};

/** Today's id of an article whose topic was folded into another ("hong-kong-soft-meals-ja" → "soft-meal-standards-ja"). */
export function currentArticleId(id: string): string {
  const m = /^(.+)-(en|zh-hk|zh-cn|ja)$/.exec(id);
  return m && MERGED_TOPICS[m[1]!] ? `${MERGED_TOPICS[m[1]!]}-${m[2]}` : id;
}

/**
 * The heading of an article's reference list (its last section): served with the article,
 * but neither indexed nor quoted in answers (a citation list answers no question).
 */
export const REFERENCES_HEADING = /^(references|參考資料|参考资料|参考文献)$/iu;

/** The topic a (possibly retired) topic slug means today. */
export function currentTopic(topic: string): string {
  return MERGED_TOPICS[topic] ?? topic;
}

export const FRONT_MATTER_KEYS = ['id', 'topic', 'locale', 'title', 'url', 'updated'] as const;

export const ArticleMetaSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be lower-case words joined by hyphens'),
    topic: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'topic must be lower-case words joined by hyphens'),
    locale: z.enum(QA_LOCALES),
    title: z.string().min(3).max(300),
    url: z.string().regex(/^\/api\/articles\/[a-z0-9-]+$/, 'url must be a path /api/articles/<id>'),
    updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'updated must be YYYY-MM-DD'),
  })
  .superRefine((m, ctx) => {
    if (m.id !== `${m.topic}-${m.locale.toLowerCase()}`) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: `id must be "${m.topic}-${m.locale.toLowerCase()}"` });
    }
    if (m.url !== `/api/articles/${m.id}`) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: `url must be "/api/articles/${m.id}"` });
    }
  });

export type ArticleMeta = z.infer<typeof ArticleMetaSchema>;

export interface Article extends ArticleMeta {
  /** The Markdown after the front matter. */
  body: string;
}

export class CorpusError extends Error {
  constructor(
    readonly source: string,
    message: string,
  ) {
    super(`${source}: ${message}`);
    this.name = 'CorpusError';
  }
}

function unquote(raw: string, source: string, key: string): string {
  if (!raw.startsWith('"')) return raw;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'string') return value;
  } catch {
    // reported below
  }
  throw new CorpusError(source, `front matter "${key}" is not a valid quoted string`);
}

/** Parse one article file: `---`, exactly the six keys, `---`, Markdown. */
export function parseArticle(text: string, source = 'article'): Article {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = normalised.split('\n');
  if (lines[0] !== '---') throw new CorpusError(source, 'must start with a front matter line "---"');
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new CorpusError(source, 'front matter is not closed with "---"');
  const meta: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    if (line.trim() === '') continue;
    const m = /^([a-z_]+):\s*(.*?)\s*$/.exec(line);
    if (!m) throw new CorpusError(source, `front matter line is not "key: value": ${JSON.stringify(line)}`);
    const key = m[1]!;
    if (!(FRONT_MATTER_KEYS as readonly string[]).includes(key)) throw new CorpusError(source, `unknown front matter key "${key}"`);
    if (key in meta) throw new CorpusError(source, `front matter key "${key}" is repeated`);
    meta[key] = unquote(m[2]!, source, key);
  }
  const parsed = ArticleMetaSchema.safeParse(meta);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CorpusError(source, `front matter "${issue.path.join('.') || '?'}": ${issue.message}`);
  }
  const body = lines
    .slice(end + 1)
    .join('\n')
    .trim();
  if (body.length === 0) throw new CorpusError(source, 'article body is empty');
  return { ...parsed.data, body };
}

/** A passage of an article: one section, or part of a long one, split at paragraphs. */
export interface Chunk {
  /** Index of the article in the corpus order. */
  article: number;
  /** The section heading ("" before the first heading). */
  heading: string;
  /** Offsets of the passage in the article body. */
  start: number;
  end: number;
}

/** Longest passage (in weighted characters; a CJK character counts 2.5) before a section is split. */
export const MAX_CHUNK_WEIGHT = 1400;

function textWeight(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(ch) ? 2.5 : 1;
  return w;
}

interface Block {
  start: number;
  end: number;
}

/** Paragraph blocks (text between blank lines) of a section, as offsets. */
function blocks(body: string, from: number, to: number): Block[] {
  const out: Block[] = [];
  const re = /\n[ \t]*\n/g;
  re.lastIndex = from;
  let start = from;
  for (;;) {
    const m = re.exec(body);
    const stop = m && m.index < to ? m.index : to;
    const text = body.slice(start, stop);
    const lead = text.length - text.trimStart().length;
    const trail = text.length - text.trimEnd().length;
    if (text.trim().length > 0) out.push({ start: start + lead, end: stop - trail });
    if (!m || m.index >= to) break;
    start = m.index + m[0].length;
  }
  return out;
}

/** Split an article body into chunks: by `##`/`###` heading, then by paragraph when a section is long. */
export function chunkArticle(body: string, articleIndex: number): Chunk[] {
  const chunks: Chunk[] = [];
  const headingRe = /^#{2,3}[ \t]+(.+)$/gm;
  const heads: { heading: string; lineStart: number; contentStart: number }[] = [];
  for (const m of body.matchAll(headingRe)) {
    heads.push({ heading: m[1]!.trim(), lineStart: m.index, contentStart: m.index + m[0].length });
  }
  const sections: { heading: string; from: number; to: number }[] = [];
  const firstHead = heads[0]?.lineStart ?? body.length;
  if (body.slice(0, firstHead).trim()) sections.push({ heading: '', from: 0, to: firstHead });
  heads.forEach((h, i) => {
    sections.push({ heading: h.heading, from: h.contentStart, to: heads[i + 1]?.lineStart ?? body.length });
  });

  for (const section of sections) {
    if (REFERENCES_HEADING.test(section.heading)) continue;
    const parts = blocks(body, section.from, section.to);
    let current: Block | undefined;
    let weight = 0;
    for (const part of parts) {
      const w = textWeight(body.slice(part.start, part.end));
      if (current && weight + w > MAX_CHUNK_WEIGHT) {
        chunks.push({ article: articleIndex, heading: section.heading, start: current.start, end: current.end });
        current = undefined;
        weight = 0;
      }
      current = current ? { start: current.start, end: part.end } : { ...part };
      weight += w;
    }
    if (current) chunks.push({ article: articleIndex, heading: section.heading, start: current.start, end: current.end });
  }
  return chunks;
}

/** The text a chunk is indexed by: the article title and section heading give it context. */
export function chunkIndexText(article: Pick<Article, 'title' | 'body'>, chunk: Chunk): string {
  return `${article.title}\n${chunk.heading}\n${article.body.slice(chunk.start, chunk.end)}`;
}

/** Articles in a stable order: by locale (as listed), then id. */
export function sortArticles<T extends Pick<ArticleMeta, 'id' | 'locale'>>(articles: T[]): T[] {
  const rank = (l: QaLocale) => QA_LOCALES.indexOf(l);
  return [...articles].sort((a, b) => rank(a.locale) - rank(b.locale) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Checksum of a corpus: its files' relative paths and bytes, in path order. */
export function corpusChecksum(files: readonly { path: string; content: string | Uint8Array }[]): string {
  const hash = createHash('sha256');
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(f.path);
    hash.update('\0');
    hash.update(f.content);
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Validate the corpus as a whole: unique ids, and every topic in every locale. */
export function checkCorpus(articles: readonly Article[]): { topics: string[]; missing: string[] } {
  const ids = new Set<string>();
  for (const a of articles) {
    if (ids.has(a.id)) throw new CorpusError(a.id, 'duplicate article id');
    ids.add(a.id);
  }
  const topics = [...new Set(articles.map((a) => a.topic))].sort();
  const missing: string[] = [];
  for (const t of topics) for (const l of QA_LOCALES) if (!ids.has(`${t}-${l.toLowerCase()}`)) missing.push(`${t}-${l.toLowerCase()}`);
  return { topics, missing };
}
