/**
 * "Never serve" asks what to avoid (avoid concept); a diagnosis asked about as a word is the overview's definition
 * (what_is_dysphagia, question side only; the definition intent reads "どういう状態ですか" without "とは"); an amount of
 * fluid a day carries "small amounts often" (fluid-amount-carries-little-and-often). Phrases are our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { questionIntents } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { companionIdsFor } from './helpers';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const concepts = (q: string) => conceptsIn(normaliseForMatch(q), true);

describe('avoid: "never serve" and its kin ask for the foods to avoid', () => {
  it.each([
    'What must not serve on the Level 5 trolley?',
    'Which snacks should we never offer someone on minced and moist food?',
    '軟餐院友千祈唔好俾咩嘢食？',
    '碎食的老人千万别给哪些东西？',
    'ソフト食の人に出してはダメな食材は？',
  ])('"%s"', (q) => {
    expect(concepts(q).has('avoid')).toBe(true);
  });
  it('a Level 5 "never serve" question quotes the level’s own list of foods to avoid', async () => {
    const r = await answerClinicalQuestion({
      question: 'Which foods should the kitchen never serve on Level 5 minced and moist?',
      top_k: 5,
    });
    expect(r.answer).toMatch(/avoid|hard|dry|mixed/i);
  });
});

describe('what_is_dysphagia: the diagnosis asked about as a word', () => {
  it.each([
    'The hospital told us Grandma has dysphagia. What does that mean?',
    '醫生話阿爸有吞嚥困難，即係咩？',
    '出院小结写着吞咽障碍，这是什么意思？',
    '祖父が嚥下障害と言われました。どういう病気なのでしょうか',
  ])('"%s"', (q) => {
    expect(concepts(q).has('what_is_dysphagia')).toBe(true);
  });
  it.each(['The report says oesophageal dysphagia. What does that mean?', '嚥下障害の人の食事はどんな状態がいいですか'])(
    '"%s" is not the overview’s definition',
    (q) => {
      expect(concepts(q).has('what_is_dysphagia')).toBe(false);
    },
  );
  it.each([
    ['Mum has dysphagia and her voice goes wet and gurgly after tea. What does it mean?', /^(?:signs-of-aspiration|iddsi-level-0)-en$/],
    ['My husband has dysphagia and the SLP said Level 2 drinks. What does that mean?', /^iddsi-level-2-en$/],
    ['奶奶有吞咽障碍，喝完水声音变湿，是什么意思？', /./],
  ])('"%s": a sign or a level between the diagnosis and the ask is what is asked (BESIDE_THE_DIAGNOSIS)', async (q, first) => {
    expect(concepts(q).has('what_is_dysphagia')).toBe(false);
    const r = await answerClinicalQuestion({ question: q, top_k: 5 });
    expect(r.sources[0]?.id).toMatch(first);
    expect(r.sources[0]?.id).not.toMatch(/^what-is-dysphagia/);
  });
  it('who said so between them keeps the definition', () => {
    expect(
      concepts('Dad was diagnosed with dysphagia by the speech therapist last week, what does that mean?').has('what_is_dysphagia'),
    ).toBe(true);
  });
  it('the definition intent reads "どういう状態ですか" after the term', () => {
    expect(questionIntents('誤嚥と言われました。どういう状態ですか？').map((i) => i.id)).toContain('definition');
  });
});

describe('fluid-amount-carries-little-and-often', () => {
  it.each(['How much fluid should my uncle drink in a day?', '阿爺一日要飲幾多水先夠？', '祖母は1日にどれくらい水分をとればいいですか'])(
    '"%s" asks for it',
    (q) => {
      expect(companionIdsFor(q)).toContain('fluid-amount-carries-little-and-often');
    },
  );
  it('coughing on drinks asks about aspiration, not the amount', () => {
    expect(companionIdsFor('How much water can he drink if he coughs on it?')).not.toContain('fluid-amount-carries-little-and-often');
  });
  it('the answer says to offer small amounts often', async () => {
    const r = await answerClinicalQuestion({ question: '外公一天要喝多少水才够？', top_k: 5, language: 'zh-CN' });
    expect(r.answer).toMatch(/少量多次/);
  });
});
