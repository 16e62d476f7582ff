/** POST /api/iddsi-classify through the Lambda handler, as API Gateway would call it. */
import { describe, expect, it } from 'vitest';
import { handler } from '../../functions/iddsi-classify';
import { IddsiClassifyResponse } from '../../shared/api/schemas';
import { apiEvent, invoke } from '../support/events';

const post = (body: unknown) =>
  invoke(handler, apiEvent('POST', '/api/iddsi-classify', typeof body === 'string' ? body : JSON.stringify(body)));

describe('POST /api/iddsi-classify', () => {
  it('classifies an English description, explanation in English by default', async () => {
    const r = await post({ text: 'minced beef in thick gravy, pieces about 4 mm, moist' });
    expect(r.status).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(IddsiClassifyResponse.parse(r.json)).toBeTruthy();
    expect(r.json.iddsi_level).toBe(5);
    expect(r.json.label).toBe('Minced & Moist');
    expect(r.json.explanation).toBe(r.json.explanation_en);
  });

  it('classifies Cantonese input with the primary explanation in the requested language', async () => {
    const r = await post({ text: '加凝固粉嘅橙汁，流動測試剩3毫升', language: 'vi' });
    expect(r.status).toBe(200);
    expect(r.json.iddsi_level).toBe(1);
    expect(r.json.kind).toBe('drink');
    expect(r.json.explanation).toBe(r.json.multilingual_explanation.vi);
    expect(r.json.explanation).toContain('Cấp độ 1');
    expect(r.json.explanation_zh_hant).toContain('流動測試');
  });

  it.each([
    ['emoji only', '🥣🍜🥤'],
    ['right-to-left text in a language outside the lexicon', 'מרק עוף'],
    ['control characters', '\u0000\u0001abc\u0007\u001b'],
    ['2000 digits', '7'.repeat(2000)],
    ['one repeated character', 'z'.repeat(2000)],
    ['bidi overrides', '\u202e\u2066abc\u2069\u202c'],
  ])('answers 200 with a low confidence for %s', async (_name, text) => {
    const r = await post({ text });
    expect(r.status).toBe(200);
    expect(IddsiClassifyResponse.parse(r.json)).toBeTruthy();
    expect(r.json.confidence).toBeLessThanOrEqual(0.2);
  });

  it('rejects a text shorter than 3 characters and a bad language with 400 invalid_request', async () => {
    const short = await post({ text: 'ab' });
    expect(short.status).toBe(400);
    expect(short.json.error).toBe('invalid_request');
    expect(short.json.message).toMatch(/text/);
    const lang = await post({ text: 'water', language: 'fr' });
    expect(lang.status).toBe(400);
    expect(lang.json.error).toBe('invalid_request');
  });

  it('rejects malformed JSON with 400', async () => {
    const r = await post('{"text": ');
    expect(r.status).toBe(400);
  });
});
