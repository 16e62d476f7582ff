/**
 * Definition asks in other words, in all four locales: after a lead-in that says who asks ("Night nurse: what is
 * ..."), with an adverb ("what exactly is"), or as what state or illness it is (どういう状態なんでしょう, 是怎么回事);
 * and dysphagia named as a diagnosis then asked as a word ("...診断されました。どういう状態なんですか",
 * "What actually is it?") finds the overview's definition. A list or mapping asked after a full stop is no
 * definition. Phrases are our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { questionIntents } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const asksDefinition = (q: string) => questionIntents(q).some((i) => i.id === 'definition');

describe('definition: asked after a lead-in, with an adverb, or as a state', () => {
  it.each([
    'Night nurse: what is silent aspiration?',
    'So what is a transitional food, then?',
    'What exactly is oral frailty?',
    'パーキンソン病の嚥下障害って、どういう状態なんですか',
    '口腔期障碍是怎么回事',
  ])('"%s" asks a definition', (q) => {
    expect(asksDefinition(q)).toBe(true);
  });
  it.each([
    'Our charts still say honey thick. What are these in IDDSI now?',
    'We did a course last week. What is the best thickener for tea?',
    'What exactly are the signs of aspiration?',
    // (A size, amount, time or best choice asked after a lead-in asks the fact, not the definition.)
    'Level 5: what is the largest piece size allowed?',
    'Thickened drinks: what is the right amount of thickener per cup?',
    'Level 6 for kids: what is the maximum lump size?',
    'Night shift: what is the best time to give thickened water?',
    'So what exactly is the recommended dose of thickener for 200 ml?',
  ])('"%s" asks no definition', (q) => {
    expect(asksDefinition(q)).toBe(false);
  });
  it.each([
    ['Level 5: what is the largest piece size allowed?', /4 mm/],
    ['Thickened drinks: what is the right amount of thickener per cup?', /^To prepare a thickened drink/],
  ])('"%s" opens with the fact asked', async (q, fact) => {
    const r = await answerClinicalQuestion({ question: q, top_k: 5 });
    expect(r.answer.slice(0, 80)).toMatch(fact);
  });
  it.each([
    ['My husband was diagnosed with dysphagia last week. What actually is it?', 'what-is-dysphagia-en'],
    ['祖母が嚥下障害と診断されました。いったいどういう状態なんですか', 'what-is-dysphagia-ja'],
    ['医生说外婆有吞咽障碍，这是怎么回事？', 'what-is-dysphagia-zh-cn'],
    ['醫生話阿嫲有吞嚥困難，即係咩嚟？', 'what-is-dysphagia-zh-hk'],
  ])('"%s" is answered from %s first', async (q, id) => {
    const r = await answerClinicalQuestion({ question: q, top_k: 5 });
    expect(r.answer.startsWith('Dysphagia') || /^(嚥下障害|吞咽障碍|吞嚥困難)/u.test(r.answer)).toBe(true);
    expect(r.sources.map((s) => s.id)).toContain(id);
  });
});
