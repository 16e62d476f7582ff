/** An article as served at GET /api/articles/{id}: its Markdown with front matter, or JSON. */
import { getConfig } from '../config';
import { articleUrl, getArticle, type QaDeps } from './service';

export interface ArticleDocument {
  markdown: string;
  json: { id: string; topic: string; locale: string; title: string; url: string; updated: string; markdown: string };
}

export async function articleDocument(id: string, deps: QaDeps = {}): Promise<ArticleDocument> {
  const a = await getArticle(id, deps);
  const url = articleUrl(a, deps.config ?? getConfig());
  const markdown =
    `---\nid: ${a.id}\ntopic: ${a.topic}\nlocale: ${a.locale}\ntitle: ${JSON.stringify(a.title)}\n` +
    `url: ${url}\nupdated: ${a.updated}\n---\n\n${a.body}\n`;
  return { markdown, json: { id: a.id, topic: a.topic, locale: a.locale, title: a.title, url, updated: a.updated, markdown: a.body } };
}
