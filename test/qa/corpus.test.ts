import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../shared/config';
import { QA_LOCALES } from '../../shared/languages';
import { chunkArticle, CorpusError, currentTopic, parseArticle } from '../../shared/qa/corpus';
import { DIST_DIR, readCorpus } from '../../shared/qa/corpus-files';
import { buildIndex } from '../../shared/qa/index-builder';
import { decodeIndex } from '../../shared/qa/index-format';

const front = (lines: string[]) => `---\n${lines.join('\n')}\n---\n\n## Heading\n\nBody text.\n`;
const good = [
  'id: flow-test-zh-hk',
  'topic: flow-test',
  'locale: zh-HK',
  'title: "IDDSI 流動測試：點樣用10毫升針筒"',
  'url: /api/articles/flow-test-zh-hk',
  'updated: 2026-11-21',
];

describe('front matter parser', () => {
  it('reads the six keys and the body', () => {
    const a = parseArticle(front(good), 'x.md');
    expect(a).toMatchObject({
      id: 'flow-test-zh-hk',
      topic: 'flow-test',
      locale: 'zh-HK',
      title: 'IDDSI 流動測試：點樣用10毫升針筒',
      updated: '2026-11-21',
    });
    expect(a.body).toBe('## Heading\n\nBody text.');
  });

  it.each([
    ['an unknown key', [...good, 'author: someone'], /unknown front matter key "author"/],
    ['a missing key', good.filter((l) => !l.startsWith('updated')), /"updated"/],
    ['a repeated key', [...good, 'topic: flow-test'], /repeated/],
    [
      'an id that is not topic-locale',
      good.map((l) => (l.startsWith('id:') ? 'id: flow-test-en' : l)),
      /"id": id must be "flow-test-zh-hk"/,
    ],
    ['a url that is not the article path', good.map((l) => (l.startsWith('url:') ? 'url: /api/articles/other' : l)), /"url"/],
    ['a locale outside the corpus', good.map((l) => (l.startsWith('locale:') ? 'locale: fr' : l)), /"locale"/],
    ['a broken quoted title', good.map((l) => (l.startsWith('title:') ? 'title: "unterminated' : l)), /quoted string/],
  ])('rejects %s with a message naming it', (_name, lines, message) => {
    expect(() => parseArticle(front(lines), 'x.md')).toThrow(CorpusError);
    expect(() => parseArticle(front(lines), 'x.md')).toThrow(message);
  });

  it('rejects a file without front matter', () => {
    expect(() => parseArticle('# Title\n\ntext', 'x.md')).toThrow(/front matter/);
  });
});

describe('chunking', () => {
  it('splits by heading, keeps offsets into the body, and splits long sections at paragraphs', () => {
    const long = Array.from({ length: 12 }, (_, i) => `Paragraph ${i} ${'word '.repeat(40)}`).join('\n\n');
    const body = `Intro line.\n\n## First\n\nOne.\n\n- a\n- b\n\n## Second\n\n${long}`;
    const chunks = chunkArticle(body, 3);
    expect(chunks[0]).toMatchObject({ article: 3, heading: '' });
    expect(body.slice(chunks[0]!.start, chunks[0]!.end)).toBe('Intro line.');
    expect(chunks[1]!.heading).toBe('First');
    expect(body.slice(chunks[1]!.start, chunks[1]!.end)).toBe('One.\n\n- a\n- b');
    const second = chunks.filter((c) => c.heading === 'Second');
    expect(second.length).toBeGreaterThan(1);
    // Every paragraph of the long section is in exactly one chunk.
    for (let i = 0; i < 12; i++) expect(second.filter((c) => body.slice(c.start, c.end).includes(`Paragraph ${i} `)).length).toBe(1);
  });
});

describe('the corpus in embeddings/articles', () => {
  const corpus = readCorpus();

  it('has every topic in all four locales, every article valid', () => {
    expect(corpus.missing).toEqual([]);
    expect(corpus.topics.length).toBe(30);
    expect(corpus.articles.length).toBe(120);
    for (const l of QA_LOCALES) expect(corpus.articles.filter((a) => a.locale === l).length).toBe(30);
  });

  it('matches the committed index (otherwise: run npm run build:index)', () => {
    const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, 'manifest.json'), 'utf8')) as {
      corpus_sha256: string;
      payload_sha256: string;
    };
    expect(manifest.corpus_sha256, 'the committed index is stale: run npm run build:index').toBe(corpus.checksum);
    const index = decodeIndex(readFileSync(path.join(DIST_DIR, 'index.bin')));
    expect(index.header.corpus_sha256, 'the committed index is stale: run npm run build:index').toBe(corpus.checksum);
    expect(index.sha256, 'index.bin and manifest.json disagree: run npm run build:index').toBe(manifest.payload_sha256);
    expect(index.articles.map((a) => a.id).sort()).toEqual(corpus.articles.map((a) => a.id).sort());
  });

  it('is what the current builder makes of the current corpus, byte for byte (otherwise: run npm run build:index)', async () => {
    // A change to the tokeniser or the builder without a rebuild would leave queries and index disagreeing.
    const built = await buildIndex(corpus.articles, { corpusChecksum: corpus.checksum });
    const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, 'manifest.json'), 'utf8')) as { index_sha256: string };
    expect(built.manifest.index_sha256, 'the committed index is stale: run npm run build:index').toBe(manifest.index_sha256);
  });

  it('keeps the committed index small', () => {
    expect(readFileSync(path.join(DIST_DIR, 'index.bin')).length).toBeLessThanOrEqual(3 * 1024 * 1024);
  });
});

describe('evaluation question sets', () => {
  const dir = path.join(PROJECT_ROOT, 'test', 'fixtures');
  const sets = readdirSync(dir).filter((n) => /^qa-questions\..+\.jsonl$/.test(n));
  const corpus = readCorpus();
  const byId = new Map(corpus.articles.map((a) => [a.id, a]));

  // Sets written by helpers who never saw the articles (issue 19 onwards): their key facts say what a good
  // answer holds, which the articles may lack; only their topics must exist.
  const writtenBlind = (name: string) => /^qa-questions\.blind(8|9|\d{2,})[a-z]?\.jsonl$/.test(name);

  it.each(sets)("%s: every key fact is in the expected article of the question's locale", (name) => {
    const lines = readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const q = JSON.parse(line) as {
        id: string;
        locale: string;
        question: string;
        expected_topic?: string;
        expected_topics?: string[];
        not_covered?: boolean;
        key_facts?: string[];
      };
      expect(QA_LOCALES as readonly string[], q.id).toContain(q.locale);
      // A question the articles do not cover names no article; its key facts are what "not covered" says.
      if (q.not_covered) continue;
      // Any one of the expected topics answers; a topic folded into another means the new one.
      const articles = [...(q.expected_topics ?? []), ...(q.expected_topic ? [q.expected_topic] : [])].map((t) =>
        byId.get(`${currentTopic(t)}-${q.locale.toLowerCase()}`),
      );
      expect(articles.length, `${q.id}: names a topic`).toBeGreaterThan(0);
      for (const a of articles) expect(a, `${q.id}: ${q.expected_topic ?? q.expected_topics?.join(',')}`).toBeDefined();
      if (writtenBlind(name)) continue;
      for (const fact of q.key_facts ?? [])
        expect(
          articles.some((a) => new RegExp(fact).test(a!.body)),
          `${q.id}: ${fact}`,
        ).toBe(true);
    }
  });

  it('has at least 60 questions of our own across the four locales', () => {
    const own = readFileSync(path.join(dir, 'qa-questions.extra.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { locale: string });
    expect(own.length).toBeGreaterThanOrEqual(60);
    for (const l of QA_LOCALES) expect(own.filter((q) => q.locale === l).length).toBeGreaterThanOrEqual(15);
  });
});
