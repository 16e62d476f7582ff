/**
 * One language registry: every rule-based endpoint answers in every registry
 * language, tags match case-insensitively with aliases, null or empty means
 * the default, and an unknown code is a 400 that lists the supported codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_LANGUAGES, languageField, matchLanguage, optionalLanguageField } from '../../shared/languages';
import { postJson, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('matchLanguage', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['en-GB', 'en'],
    ['zh-hk', 'zh-HK'],
    ['ZH-HK', 'zh-HK'],
    ['zh_HK', 'zh-HK'],
    ['zh-Hant', 'zh-HK'],
    ['zh-TW', 'zh-HK'],
    ['zh-Hant-TW', 'zh-HK'],
    ['zh-Hans', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['es-MX', 'es'],
    ['fil', 'tl'],
    [' ja ', 'ja'],
  ])('%j is %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });

  it.each(['fr', 'zh', 'zh-Latn', 'english', '', 'x-klingon'])('%j matches nothing', (tag) => {
    expect(matchLanguage(tag)).toBeNull();
  });
});

describe('the language field', () => {
  const field = languageField('en');
  it('reads null, an empty string and a missing field as the default', () => {
    for (const value of [null, '', '  ', undefined]) expect(field.parse(value)).toBe('en');
    expect(optionalLanguageField().parse(null)).toBeUndefined();
    expect(optionalLanguageField().parse(undefined)).toBeUndefined();
  });

  it('refuses an unknown code with every supported code in the message', () => {
    const result = field.safeParse('fr');
    expect(result.success).toBe(false);
    const message = result.error!.issues[0]!.message;
    for (const code of RESPONSE_LANGUAGES) expect(message).toContain(code);
  });
});

describe('every rule-based endpoint speaks every registry language', () => {
  it('classify: a primary explanation in each language, and all of them in multilingual_explanation', async () => {
    const seen = new Set<string>();
    for (const language of RESPONSE_LANGUAGES) {
      const res = await postJson(server.url, '/api/iddsi-classify', { text: 'minced chicken in thick gravy, 4 mm pieces', language });
      expect(res.status).toBe(200);
      expect(res.json.language).toBe(language);
      expect(Object.keys(res.json.multilingual_explanation).sort()).toEqual([...RESPONSE_LANGUAGES].sort());
      expect(res.json.explanation).toBe(res.json.multilingual_explanation[language]);
      seen.add(res.json.explanation);
    }
    expect(seen.size).toBe(RESPONSE_LANGUAGES.length);
  });

  it('screen: a recommendation and flag labels in each language', async () => {
    const seen = new Set<string>();
    for (const language of RESPONSE_LANGUAGES) {
      const res = await postJson(server.url, '/api/voice-aspiration-screen', { symptoms: 'coughs when drinking, wet voice', language });
      expect(res.status).toBe(200);
      seen.add(`${res.json.recommendation}|${res.json.flag_details.map((f: { label: string }) => f.label).join()}`);
    }
    expect(seen.size).toBe(RESPONSE_LANGUAGES.length);
  });

  it('batch: rationales and recommendations in each language', async () => {
    const seen = new Set<string>();
    const meal = [{ item: 'fish balls' }, { item: 'water', portion: '200 ml' }, { item: 'mystery casserole' }];
    for (const language of RESPONSE_LANGUAGES) {
      const res = await postJson(server.url, '/api/iddsi-batch', { meal, resident_iddsi_level: 5, resident_drink_level: 2, language });
      expect(res.status).toBe(200);
      seen.add(
        `${res.json.recommendations}|${res.json.items.map((i: { rationale: string }) => i.rationale).join()}|${res.json.disclaimer}`,
      );
    }
    expect(seen.size).toBe(RESPONSE_LANGUAGES.length);
  });

  it.each([
    ['zh-hk', 'zh-HK'],
    ['zh_HK', 'zh-HK'],
    ['zh-TW', 'zh-HK'],
    ['zh-Hans', 'zh-CN'],
    ['EN', 'en'],
    [null, 'en'],
    ['', 'en'],
  ])('classify reads language %j as %s', async (language, expected) => {
    const res = await postJson(server.url, '/api/iddsi-classify', { text: 'plain water', language });
    expect(res.status).toBe(200);
    expect(res.json.language).toBe(expected);
  });

  it.each(['/api/iddsi-classify', '/api/voice-aspiration-screen', '/api/iddsi-batch', '/api/clinical-qa'])(
    '%s answers an unknown code with 400 naming the supported codes',
    async (path) => {
      const res = await postJson(server.url, path, {
        text: 'plain water',
        symptoms: 'coughs',
        question: 'what is it?',
        meal: [{ item: 'tea' }],
        resident_iddsi_level: 0,
        language: 'fr',
      });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('invalid_request');
      expect(res.json.message).toMatch(/^language must be one of en, zh-HK, zh-CN, tl, id/);
    },
  );
});

describe('clinical Q&A in every registry language', () => {
  it('answers from its own locale where the corpus has one, otherwise from English, and says which', async () => {
    const ja = await postJson(server.url, '/api/clinical-qa', { question: 'とろみ剤とは何ですか？', language: 'ja' });
    expect(ja.json).toMatchObject({ answer_language: 'ja', language: 'ja' });
    const cn = await postJson(server.url, '/api/clinical-qa', { question: '什么是增稠剂？', language: 'zh-Hans' });
    expect(cn.json.answer_language).toBe('zh-CN');
    for (const language of ['tl', 'id', 'vi', 'th', 'es'] as const) {
      const res = await postJson(server.url, '/api/clinical-qa', { question: 'How is the IDDSI flow test done?', language });
      expect(res.status).toBe(200);
      expect(res.json.answer_language).toBe('en');
      expect(res.json.sources.every((s: { locale: string }) => s.locale === 'en')).toBe(true);
    }
  });

  it('gives the disclaimer in the requested language', async () => {
    const en = await postJson(server.url, '/api/clinical-qa', { question: 'How is the IDDSI flow test done?', language: 'en' });
    const es = await postJson(server.url, '/api/clinical-qa', { question: 'How is the IDDSI flow test done?', language: 'es' });
    expect(es.json.disclaimer).not.toBe(en.json.disclaimer);
  });
});
