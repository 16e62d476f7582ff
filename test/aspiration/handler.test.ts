/** POST /api/voice-aspiration-screen through the real Lambda handler (middy stack, zod, error mapping). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handler } from '../../functions/voice-aspiration-screen';
import { AspirationScreenResponse } from '../../shared/api/schemas';
import { CLINICAL_WARNING } from '../../shared/disclaimers';
import { apiEvent, invoke } from '../support/events';

const PATH = '/api/voice-aspiration-screen';
const post = (body: unknown) => invoke(handler, apiEvent('POST', PATH, typeof body === 'string' ? body : JSON.stringify(body)));

const BANDS = { low: [0, 30], moderate: [31, 59], high: [60, 100] } as const;

function expectValidScreen(json: unknown) {
  const parsed = AspirationScreenResponse.safeParse(json);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  const body = parsed.data!;
  const [lo, hi] = BANDS[body.risk_level];
  expect(body.risk_score).toBeGreaterThanOrEqual(lo);
  expect(body.risk_score).toBeLessThanOrEqual(hi);
  expect(body.warning).toBe(CLINICAL_WARNING);
}

async function expect400(body: unknown, field: string) {
  const res = await post(body);
  expect(res.status).toBe(400);
  expect(res.json.error).toBe('invalid_request');
  expect(res.json.message.startsWith(field), res.json.message).toBe(true);
  expect(res.headers['access-control-allow-origin']).toBe('*');
}

describe('voice-aspiration-screen handler: success', () => {
  it('answers the spec shape with extensions, CORS and the recommendation in the requested language', async () => {
    const res = await post({
      symptoms: 'coughs and splutters every time she drinks water, voice sounds wet and gurgly afterwards',
      age: 84,
      diagnosis: 'stroke',
      language: 'th',
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expectValidScreen(res.json);
    expect(res.json.risk_level).toBe('high');
    expect(res.json.flags).toEqual(expect.arrayContaining(['cough_during_meals', 'wet_voice', 'dysphagia_risk_factor_stroke']));
    expect(res.json.recommendation).toMatch(/[\u0e00-\u0e7f]/); // Thai
    expect(res.json.recommendation_en).toMatch(/speech-language pathologist/);
    expect(res.json.recommendation_zh_hant).toMatch(/言語治療師/);
    const detail = res.json.flag_details.find((d: { code: string }) => d.code === 'wet_voice');
    expect(detail.label).toMatch(/[\u0e00-\u0e7f]/);
    expect(detail.weight).toBeGreaterThan(0);
  });

  it('defaults to English and needs only symptoms', async () => {
    const res = await post({ symptoms: 'knee pain, otherwise well' });
    expect(res.status).toBe(200);
    expectValidScreen(res.json);
    expect(res.json.risk_level).toBe('low');
    expect(res.json.recommendation).toBe(res.json.recommendation_en);
  });

  it('accepts a valid EAT-10 and reports an abnormal total', async () => {
    const res = await post({ symptoms: 'food sticks sometimes', age: 55, eat10: [1, 1, 0, 1, 0, 0, 0, 0, 0, 0] });
    expect(res.status).toBe(200);
    expect(res.json.flags).toContain('eat10_abnormal');
    expect(res.json.risk_level).toBe('moderate');
  });
});

describe('voice-aspiration-screen handler: bounds (400 naming the field)', () => {
  it('symptoms: 4 characters refused, 5 accepted', async () => {
    await expect400({ symptoms: 'abcd' }, 'symptoms');
    expect((await post({ symptoms: 'abcde' })).status).toBe(200);
  });

  it('symptoms: 3001 characters refused, 3000 accepted', async () => {
    await expect400({ symptoms: 'c'.repeat(3001) }, 'symptoms');
    const ok = await post({ symptoms: 'coughs at meals. '.repeat(200).slice(0, 3000) });
    expect(ok.status).toBe(200);
    expectValidScreen(ok.json);
  });

  it('symptoms: missing or not a string', async () => {
    await expect400({ age: 80 }, 'symptoms');
    await expect400({ symptoms: 42 }, 'symptoms');
    await expect400({ symptoms: ['cough', 'choking'] }, 'symptoms');
  });

  it('age: 130 accepted, 131, -1 and 1.5 refused, a string refused', async () => {
    expect((await post({ symptoms: 'coughs at meals', age: 130 })).status).toBe(200);
    expect((await post({ symptoms: 'coughs at meals', age: 0 })).status).toBe(200);
    await expect400({ symptoms: 'coughs at meals', age: 131 }, 'age');
    await expect400({ symptoms: 'coughs at meals', age: -1 }, 'age');
    await expect400({ symptoms: 'coughs at meals', age: 1.5 }, 'age');
    await expect400({ symptoms: 'coughs at meals', age: '80' }, 'age');
  });

  it('eat10: length 9 or 11 refused, a 5 or a -1 refused, a string refused', async () => {
    const ten = [0, 1, 2, 3, 4, 0, 1, 2, 3, 4];
    expect((await post({ symptoms: 'coughs at meals', eat10: ten })).status).toBe(200);
    await expect400({ symptoms: 'coughs at meals', eat10: ten.slice(0, 9) }, 'eat10');
    await expect400({ symptoms: 'coughs at meals', eat10: [...ten, 0] }, 'eat10');
    await expect400({ symptoms: 'coughs at meals', eat10: [0, 0, 0, 0, 0, 0, 0, 0, 0, 5] }, 'eat10');
    await expect400({ symptoms: 'coughs at meals', eat10: [0, 0, 0, 0, -1, 0, 0, 0, 0, 0] }, 'eat10');
    await expect400({ symptoms: 'coughs at meals', eat10: [0, 0, 0, 0, 1.5, 0, 0, 0, 0, 0] }, 'eat10');
    await expect400({ symptoms: 'coughs at meals', eat10: 'none' }, 'eat10');
    const res = await post({ symptoms: 'coughs at meals', eat10: ten.slice(0, 9) });
    expect(res.json.message).toMatch(/exactly 10/);
  });

  it('water_swallow_test: validated like eat10, a failed test is high, a pass lowers nothing', async () => {
    const pass = { volume_ml: 90, cough: false, throat_clear: false, wet_voice: false };
    const failed = await post({ symptoms: 'eats well', age: 70, water_swallow_test: { ...pass, cough: true } });
    expect(failed.status).toBe(200);
    expect(failed.json.risk_level).toBe('high');
    expect(failed.json.flags).toContain('water_swallow_test_failed');
    expectValidScreen(failed.json);
    const passed = await post({ symptoms: 'coughs at meals', age: 70, water_swallow_test: pass });
    expect(passed.json.risk_level).toBe((await post({ symptoms: 'coughs at meals', age: 70 })).json.risk_level);
    await expect400({ symptoms: 'eats well', water_swallow_test: { ...pass, volume_ml: 0 } }, 'water_swallow_test.volume_ml');
    await expect400({ symptoms: 'eats well', water_swallow_test: { ...pass, volume_ml: 251 } }, 'water_swallow_test.volume_ml');
    await expect400({ symptoms: 'eats well', water_swallow_test: { ...pass, cough: 'yes' } }, 'water_swallow_test.cough');
    await expect400(
      { symptoms: 'eats well', water_swallow_test: { volume_ml: 90, cough: false, throat_clear: false } },
      'water_swallow_test.wet_voice',
    );
    await expect400({ symptoms: 'eats well', water_swallow_test: 'failed' }, 'water_swallow_test');
    const res = await post({ symptoms: 'eats well', water_swallow_test: { ...pass, volume_ml: 300 } });
    expect(res.json.message).toMatch(/250/);
  });

  it('water_swallow_test completed and choking: optional booleans; not finishing or choking fails the test', async () => {
    const pass = { volume_ml: 90, cough: false, throat_clear: false, wet_voice: false };
    for (const extra of [{ completed: false }, { choking: true }]) {
      const res = await post({ symptoms: 'eats well', age: 70, water_swallow_test: { ...pass, ...extra } });
      expect(res.status).toBe(200);
      expect(res.json.risk_level).toBe('high');
      expect(res.json.flags).toContain('water_swallow_test_failed');
      expectValidScreen(res.json);
    }
    const finished = await post({ symptoms: 'eats well', age: 70, water_swallow_test: { ...pass, completed: true, choking: false } });
    expect(finished.json.risk_level).toBe((await post({ symptoms: 'eats well', age: 70 })).json.risk_level);
    await expect400({ symptoms: 'eats well', water_swallow_test: { ...pass, completed: 'no' } }, 'water_swallow_test.completed');
    await expect400({ symptoms: 'eats well', water_swallow_test: { ...pass, choking: 1 } }, 'water_swallow_test.choking');
  });

  it('guss_total: an integer 0-20; 14 or below is high, 15-19 moderate, 20 lowers nothing', async () => {
    expect((await post({ symptoms: 'eats well', age: 70, guss_total: 9 })).json.risk_level).toBe('high');
    expect((await post({ symptoms: 'eats well', age: 70, guss_total: 17 })).json.risk_level).toBe('moderate');
    expect((await post({ symptoms: 'choked on meat yesterday', guss_total: 20 })).json.risk_level).toBe('high');
    await expect400({ symptoms: 'eats well', guss_total: 21 }, 'guss_total');
    await expect400({ symptoms: 'eats well', guss_total: -1 }, 'guss_total');
    await expect400({ symptoms: 'eats well', guss_total: 12.5 }, 'guss_total');
    await expect400({ symptoms: 'eats well', guss_total: '12' }, 'guss_total');
    expect((await post({ symptoms: 'eats well', guss_total: 21 })).json.message).toMatch(/20/);
  });

  it('diagnosis must be a string; language must be a response language', async () => {
    await expect400({ symptoms: 'coughs at meals', diagnosis: 5 }, 'diagnosis');
    await expect400({ symptoms: 'coughs at meals', language: 'fr' }, 'language');
    await expect400({ symptoms: 'coughs at meals', language: 'zh' }, 'language');
  });

  it('a body that is not a JSON object is a 400', async () => {
    for (const body of ['{not json', '[]', '"text"', '']) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('invalid_request');
    }
  });
});

describe('voice-aspiration-screen handler: hostile text is a 200, never a 500', () => {
  const hostile = [
    '\u0000\u0001\u0002 coughs \u0007 at meals',
    '\ud800\udc00\ud800 lone surrogates \udfff',
    '\u202e sgulp \u202d RTL overrides and zero width \u200b\u200c\u200d\ufeff',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile input that must carry a literal ${...}
    "'; DROP TABLE residents; -- <script>alert(1)</script> {{7*7}} ${process.env}",
    '🤧😷🤒'.repeat(200),
    'ﾑｾﾞ ｺﾞﾎﾝ ＣＯＵＧＨ　全角',
    'a\u0301'.repeat(1000),
    `${'no '.repeat(999)}cough`,
    '?,;:、。!'.repeat(400),
    '1.2.3.4.5,6,7,8 999999999999999999999999 kg lost',
  ];
  it.each(hostile.map((s, i) => [i, s] as const))('hostile input %i', async (_i, symptoms) => {
    const res = await post({
      symptoms: symptoms.slice(0, 3000),
      diagnosis: symptoms.slice(0, 1000),
      age: 77,
      eat10: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4],
    });
    expect(res.status).toBe(200);
    expectValidScreen(res.json);
  });

  it('any text of valid length gets a 200 with a score inside its band', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Lengths are counted in code points, like the schema does.
        fc.string({ unit: 'binary', minLength: 5, maxLength: 400 }).filter((s) => [...s.trim()].length >= 5),
        fc.option(fc.integer({ min: 0, max: 130 }), { nil: undefined }),
        async (symptoms, age) => {
          const res = await post({ symptoms, age });
          expect(res.status).toBe(200);
          expectValidScreen(res.json);
        },
      ),
      { numRuns: 150 },
    );
  });
});
