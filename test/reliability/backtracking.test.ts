/**
 * Catastrophic backtracking and quadratic scans: for every engine that reads
 * client text with regexes or scanners, the worst inputs we can build at the
 * maximum length a request allows finish far inside the time a pathological
 * pattern needs (seconds). This is an order-of-magnitude guard, not a timing
 * budget: the 50 ms budget is measured and printed by the benchmark
 * scripts (test/bench/text.ts and test/bench/aspiration.ts report the worst
 * adversarial input), where a busy machine cannot turn it into a flaky test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { classifyText } from '../../shared/iddsi/classify';
import { boundaryOf, parseMultipart } from '../../shared/image/multipart';
import { validateMeal } from '../../shared/meal/validate-meal';
import { checkReply, passagesFor } from '../../shared/qa/bedrock-answerer';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { screen } from '../../shared/aspiration/screen';
import { adversaries, bestOf, fill } from './adversarial';

const BUDGET_MS = 250;
const RUNS = 3;

beforeAll(() => setConfig());

async function expectFast(label: string, fn: () => unknown) {
  await fn(); // first call: JIT and lazy tables, not the input's cost
  const ms = await bestOf(RUNS, fn);
  expect(ms, `${label}: ${ms.toFixed(1)} ms`).toBeLessThanOrEqual(BUDGET_MS);
}

/** Words the text engines know (IDDSI names, tests, textures, units, negations), in several languages. */
const IDDSI_TOKENS = [
  'thick',
  'thin',
  'slightly thick',
  'mildly thick',
  'moderately thick',
  'extremely thick',
  'liquidised',
  'puree',
  'pureed',
  'minced and moist',
  'soft and bite-sized',
  'regular',
  'level 4',
  'IDDSI 5',
  'nectar',
  'honey',
  'pudding',
  'syringe',
  '10 ml',
  '4 mm',
  '1.5 cm',
  '10 seconds',
  'fork',
  'spoon tilt',
  'lumps',
  'no lumps',
  'not thickened',
  'without bits',
  'mixed consistency',
  'jelly',
  'nuts',
  'rice',
  'bread',
  'water',
  'juice',
  'soup',
  'congee',
  '糊',
  '碎',
  '稀',
  '稠',
  '凝固粉',
  '流動測試',
  '毫升',
  '毫米',
  '粥',
  '水',
  'とろみ',
  'ミキサー',
  'ペースト',
  'malapot',
  'kental',
  'đặc',
  'ข้น',
  'espeso',
  'triturado',
];

const SCREEN_TOKENS = [
  'cough',
  'coughing',
  'choking',
  'wet voice',
  'gurgly',
  'pneumonia',
  'chest infection',
  'weight loss',
  'drooling',
  'no cough',
  'not choking',
  'never',
  'stroke',
  "Parkinson's",
  'dementia',
  'ALS',
  'tube',
  'NG',
  'PEG',
  'after meals',
  'when drinking',
  'every time',
  'sometimes',
  'years ago',
  'fever',
  'throat clearing',
  '咳',
  '嗆',
  '肺炎',
  '中風',
  '柏金遜',
  'むせ',
  '誤嚥',
  'ho',
  'sặc',
  'batuk',
  'tersedak',
  'ไอ',
  'tos',
  'atragant',
];

const QA_TOKENS = [
  'how is',
  'how many',
  'how long',
  'what is',
  'IDDSI',
  'level 4',
  'flow test',
  'syringe',
  '10 ml',
  '10 seconds',
  '4 mm',
  '1 to 4 mm',
  '1-2 cm',
  'thickener',
  'minced and moist',
  'spoon tilt',
  'fork pressure',
  'puree',
  'stroke',
  '流動測試',
  '幾多',
  '多少',
  '怎么',
  'どのくらい',
  'とろみ',
  '十秒',
  '两毫米',
];

describe(`every regex-driven engine finishes its worst inputs far from catastrophe (< ${BUDGET_MS} ms)`, () => {
  it.each(adversaries(2000, IDDSI_TOKENS).map((a) => [a.name, a.text] as const))(
    'IDDSI text classification (2000 characters): %s',
    async (name, text) => {
      await expectFast(name, () => classifyText(text));
    },
  );

  it.each(adversaries(3000, SCREEN_TOKENS).map((a) => [a.name, a.text] as const))(
    'aspiration screening (3000-character symptoms, 1000-character diagnosis): %s',
    async (name, text) => {
      await expectFast(name, () => screen({ symptoms: text, diagnosis: text.slice(0, 1000), age: 80, language: 'en' }));
    },
  );

  it.each(adversaries(1000, QA_TOKENS).map((a) => [a.name, a.text] as const))(
    'clinical Q&A retrieval and answer (1000-character question): %s',
    async (name, text) => {
      await expectFast(name, () => answerClinicalQuestion({ question: text, top_k: 10 }));
    },
  );

  it('meal validation: 20 items of 200 characters, every adversary', async () => {
    const items = adversaries(200, IDDSI_TOKENS);
    for (let i = 0; i < items.length; i += 20) {
      const meal = items.slice(i, i + 20).map((a) => ({ item: a.text, portion: fill('200 ml ', 200) }));
      await expectFast(`meal from item ${i}`, () => validateMeal({ meal, resident_iddsi_level: 5, language: 'en' }));
    }
  });

  it('Q&A model-reply checks (a 4000-character reply quoting the worst text back)', async () => {
    const index = {
      articles: [{ title: 'IDDSI flow test', body: fill('Use a 10 ml syringe for 10 seconds. ', 3000) }],
      chunks: [{ start: 0, end: 3000, heading: 'Flow' }],
    };
    const q = { sources: [{ article: 0, chunks: [{ chunk: 0 }] }], index } as never;
    const passages = passagesFor(q);
    for (const unit of ['[1,', '[1,1,1,1', '1,111,', '1.1.', '[[[', ' [ 1 , ', '9']) {
      const reply = { answer: fill(unit, 4000), citations: [1] };
      await expectFast(`reply of "${unit}"`, () => checkReply(reply, passages));
    }
  });

  it('multipart boundaries and headers', async () => {
    for (const type of [
      `multipart/form-data${fill('; ', 8000)}`,
      `multipart/form-data; boundary=${fill('"', 8000)}`,
      `multipart/form-data; ${fill(' boundary=', 8000)}`,
      `multipart/form-data; boundary="${fill('a', 8000)}`,
    ]) {
      await expectFast(`content type ${type.slice(0, 40)}`, () => boundaryOf(type));
    }
    const body = Buffer.from(`--b\r\n${fill('Content-Disposition: form-data; name="a"; ', 20_000)}\r\n\r\nx\r\n--b--\r\n`);
    await expectFast('a 20 KB part header', () => parseMultipart(body, 'multipart/form-data; boundary=b').catch(() => undefined));
  });
});
