/** POST/GET /api/clinical-qa and GET /api/articles/{id} through their Lambda handlers, on the committed index. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as articles } from '../../functions/articles';
import { handler as qa } from '../../functions/clinical-qa';
import { ClinicalQaHealth, ClinicalQaResponse } from '../../shared/api/schemas';
import { setConfig } from '../../shared/config';
import { DISCLAIMERS } from '../../shared/disclaimers';
import { resetIndexStore } from '../../shared/qa/index-store';
import { apiEvent, json, lambdaContext } from './helpers';

const BASE = 'https://api.example.test/prod';
beforeAll(() => {
  setConfig({ PUBLIC_BASE_URL: BASE, INDEX_SOURCE: 'file', TEXT_MODEL_PROVIDER: 'embedded' });
  resetIndexStore();
});
afterAll(() => {
  setConfig();
  resetIndexStore();
});

const ask = async (body: unknown) => {
  const res = await qa(apiEvent('POST', '/api/clinical-qa', body), lambdaContext);
  return { status: res.statusCode, body: json(res), headers: res.headers ?? {} };
};
const article = (id: string, accept?: string) =>
  articles(apiEvent('GET', `/api/articles/${id}`, undefined, { pathParameters: { id }, headers: accept ? { accept } : {} }), lambdaContext);

describe('GET /api/clinical-qa', () => {
  it('reports a healthy index of 120 articles in four locales', async () => {
    const res = await qa(apiEvent('GET', '/api/clinical-qa'), lambdaContext);
    expect(res.statusCode).toBe(200);
    const body = ClinicalQaHealth.parse(json(res));
    expect(body).toMatchObject({ status: 'ok', index_size: 120, dimensions: 1536, locales: ['en', 'zh-HK', 'zh-CN', 'ja'] });
    expect(body.embedding_model).toBe('embedded-hashed-ngrams-1536-v1');
    expect(body.answer_model).toBe('embedded-extractive-composer-v1');
    expect(body.description.length).toBeGreaterThan(20);
  });
});

describe('POST /api/clinical-qa', () => {
  it('answers with cited, resolvable, same-language sources and the disclaimer', async () => {
    const { status, body } = await ask({ question: 'How small must the pieces be for Minced and Moist food for adults?' });
    expect(status).toBe(200);
    const r = ClinicalQaResponse.parse(body);
    expect(r.sources).toHaveLength(5);
    expect(r.sources[0]!.id).toBe('iddsi-level-5-en');
    expect(new Set(r.sources.map((s) => s.id)).size).toBe(5);
    for (const s of r.sources) {
      expect(s.locale).toBe('en');
      expect(s.url).toBe(`${BASE}/api/articles/${s.id}`);
    }
    expect(r.answer).toMatch(/4\s*mm/);
    expect(r.answer).toMatch(/\[1\]/);
    expect(r.model).toBe('embedded-extractive-composer-v1');
    expect(r.embedding_model).toBe('embedded-hashed-ngrams-1536-v1');
    expect(r.disclaimer).toBe(DISCLAIMERS.en);
  });

  it('every citation url resolves to the article', async () => {
    const { body } = await ask({ question: '做 IDDSI 流動測試要用咩針筒？', top_k: 3 });
    const r = ClinicalQaResponse.parse(body);
    expect(r.sources).toHaveLength(3);
    for (const s of r.sources) {
      const id = s.url.slice(`${BASE}/api/articles/`.length);
      const res = await article(id);
      expect(res.statusCode).toBe(200);
      expect(res.headers?.['content-type']).toMatch(/^text\/markdown/);
      expect(String(res.body)).toContain(`title: ${JSON.stringify(s.title)}`);
    }
  });

  it.each([
    ['zh-HK', '軟質及一口大小（第6級）食物嘅大小係幾多？', DISCLAIMERS['zh-HK'], /1\.5\s*(厘米|cm)/],
    ['zh-CN', '什么是隐性误吸？', DISCLAIMERS['zh-Hans'], /咳嗽/],
    ['ja', 'とろみ剤にはどんな種類がありますか？', DISCLAIMERS.ja, /キサンタン|ガム/],
  ])('detects %s, answers in it with its disclaimer and its articles', async (locale, question, disclaimer, fact) => {
    const { status, body } = await ask({ question });
    expect(status).toBe(200);
    const r = ClinicalQaResponse.parse(body);
    expect(r.language).toBe(locale);
    expect(r.disclaimer).toBe(disclaimer);
    expect(r.sources.every((s) => s.locale === locale)).toBe(true);
    expect(r.answer).toMatch(fact);
  });

  it('answers in the requested language even when the question is in another', async () => {
    const { body } = await ask({ question: 'What is the IDDSI flow test?', language: 'ja' });
    const r = ClinicalQaResponse.parse(body);
    expect(r.language).toBe('ja');
    expect(r.disclaimer).toBe(DISCLAIMERS.ja);
    expect(r.sources[0]!.id).toBe('flow-test-ja');
    expect(r.answer).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
  });

  it.each(['ผู้ป่วยกลืนลำบากควรดื่มน้ำอย่างไร', '¿Qué es la disfagia y cómo se espesan las bebidas?', 'Что такое дисфагия?', '🥣🥣🥣'])(
    'answers a question in another language or script with 200, in English: %s',
    async (question) => {
      const { status, body } = await ask({ question });
      expect(status).toBe(200);
      const r = ClinicalQaResponse.parse(body);
      expect(r.language).toBe('en');
      expect(r.disclaimer).toBe(DISCLAIMERS.en);
      expect(r.answer.length).toBeGreaterThan(0);
    },
  );

  it('says so when the articles do not cover the question, and cites nothing', async () => {
    const { body } = await ask({ question: 'What is the capital of France?' });
    const r = ClinicalQaResponse.parse(body);
    expect(r.answer).toMatch(/do not answer this question/);
    expect(r.sources).toEqual([]);
  });

  it('returns top_k distinct articles', async () => {
    for (const top_k of [1, 7, 10]) {
      const r = ClinicalQaResponse.parse((await ask({ question: 'thickened drinks and aspiration', top_k })).body);
      expect(r.sources).toHaveLength(top_k);
      expect(new Set(r.sources.map((s) => s.url)).size).toBe(top_k);
    }
  });

  it.each([
    [{ question: 'hi' }, 'question'],
    [{ question: 'x'.repeat(1001) }, 'question'],
    [{ question: '   a   ' }, 'question'],
    [{}, 'question'],
    [{ question: 42 }, 'question'],
    [{ question: 'What is IDDSI?', top_k: 0 }, 'top_k'],
    [{ question: 'What is IDDSI?', top_k: 11 }, 'top_k'],
    [{ question: 'What is IDDSI?', top_k: 2.5 }, 'top_k'],
    [{ question: 'What is IDDSI?', language: 'fr' }, 'language'],
    [{ question: 'What is IDDSI?', language: 'zh' }, 'language'],
  ])('rejects %j with 400 naming %s', async (body, field) => {
    const { status, body: err, headers } = await ask(body);
    expect(status).toBe(400);
    expect(err.error).toBe('invalid_request');
    expect(String(err.message).startsWith(field)).toBe(true);
    expect(headers['access-control-allow-origin']).toBe('*');
  });

  it('answers any question of valid length, in any script, with a valid 200 (never a 500)', async () => {
    const text = fc.oneof(
      fc.string({ minLength: 3, maxLength: 300 }),
      fc.string({ unit: 'grapheme', minLength: 3, maxLength: 200 }),
      fc.constantFrom('q'.repeat(1000), '[1] [2] 999 ml 4 mm ??? ', '第第第級級級', 'ーーー々々', '   how?   ', '\u0000\u0001abc'),
    );
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.constantFrom(undefined, 'en', 'zh-HK', 'zh-CN', 'ja'),
        fc.integer({ min: 1, max: 10 }),
        async (question, language, top_k) => {
          const { status, body } = await ask({ question, top_k, ...(language ? { language } : {}) });
          if (question.trim().length < 3) return expect(status).toBe(400);
          expect(status, JSON.stringify(body)).toBe(200);
          const r = ClinicalQaResponse.parse(body);
          expect(r.sources.length === 0 || r.sources.length === top_k).toBe(true);
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });

  it('rejects a body that is not JSON', async () => {
    const { status, body } = await ask('{"question": ');
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'invalid_request', message: 'request body is not valid JSON' });
  });
});

describe('GET /api/articles/{id}', () => {
  it('serves Markdown with its front matter and an absolute url', async () => {
    const res = await article('flow-test-zh-hk');
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers?.['access-control-allow-origin']).toBe('*');
    const text = String(res.body);
    expect(text).toMatch(/^---\nid: flow-test-zh-hk\ntopic: flow-test\nlocale: zh-HK\n/);
    expect(text).toContain(`url: ${BASE}/api/articles/flow-test-zh-hk`);
    expect(text).toContain('## ');
  });

  it('serves JSON when asked for it', async () => {
    const res = await article('thickeners-ja', 'application/json');
    expect(res.headers?.['content-type']).toMatch(/^application\/json/);
    expect(json(res)).toMatchObject({ id: 'thickeners-ja', locale: 'ja', url: `${BASE}/api/articles/thickeners-ja` });
  });

  it('answers 404 JSON for an unknown id and 400 for a malformed one', async () => {
    const missing = await article('no-such-article-en');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ error: 'not_found', message: 'no article has the id "no-such-article-en"' });
    const bad = await article('..%2Fetc');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error).toBe('invalid_request');
  });
});
