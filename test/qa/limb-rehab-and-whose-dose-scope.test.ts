/**
 * Not covered, said plainly: rehabilitation of a limb after a stroke (LIMB_REHAB) and how much of a medicine a named
 * relative may take (DOSE_COUNT); questions about swallowing, food or thickening beside them stay in scope. Phrases
 * of our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { isNotCoveredAnswer } from '../../shared/qa/messages';
import { LIMB_REHAB, MEDICINE_DOSE, notCoveredReason } from '../../shared/qa/scope';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const reason = (question: string) => notCoveredReason(question, textFeatures(question, { query: true }));

describe('LIMB_REHAB (scope.ts): a limb joined to its training, or physiotherapy, is not covered beside a stroke', () => {
  it.each([
    'After his stroke, what exercises for his weak arm can we do at home?',
    'Mum had a stroke in March. Are there leg exercises she can do in bed?',
    'Does she need physiotherapy after the stroke?',
    '阿爺中風之後手臂冇力，手部復康運動點做？',
    '妈妈脑卒中以后，下肢训练每天做多久？',
    '脳卒中の後、父の手のリハビリは家でどうすればいいですか？',
    'パーキンソン病の母に歩行訓練をさせたいのですが、どのくらいの頻度がいいですか？',
  ])('"%s" is not covered', (question) => {
    expect(reason(question)).toBe(LIMB_REHAB.about);
  });

  it.each([
    'After the stroke, can hand exercises help him hold a spoon to eat?',
    'Which swallowing exercises can she do after her stroke?',
    '爸爸中风后手没力，吃饭拿不住勺子怎么办？',
    '中風後吞嚥訓練喺屋企點做？',
    '父は脳卒中で飲み込みが悪いです。嚥下体操のやり方は？',
    // chest physiotherapy is the lungs', and a food to take tablets in is giving a medicine
    '胸部物理治疗对吸入性肺炎有用吗？',
    'How much yoghurt can Dad have to get his tablets down?',
    'How much jelly should my mother have with each tablet?',
  ])('"%s" (food, feeding, swallowing or the chest named) stays in scope', (question) => {
    expect(reason(question)).toBeUndefined();
  });

  it('the answer to such a question says plainly that the articles do not cover it', async () => {
    const { answer, sources } = await answerClinicalQuestion({ question: '婆婆中风后左手没力气，手指的训练怎么做？', top_k: 5 });
    expect(isNotCoveredAnswer(answer)).toBe(true);
    expect(sources).toEqual([]);
  });
});

describe('DOSE_COUNT (scope.ts): how much of a medicine a named relative may take is not covered', () => {
  it.each([
    'How much ibuprofen can my mother have for her knee after the stroke?',
    'How much Panadol should Grandpa take? He has dementia and weighs 60 kg.',
    '中风后的婆婆布洛芬最多吃多少？',
    '爺爺中風後頭痛，必理痛可以食幾多？',
  ])('"%s" is not covered', (question) => {
    expect(reason(question)).toBe(MEDICINE_DOSE.about);
  });

  it.each([
    'How much thickener can Dad have in his ibuprofen syrup?',
    '我爸的退烧药糖浆要加多少增稠剂？',
    'How much water can Dad have with his tablets if he coughs on thin drinks?',
    'Can ibuprofen tablets be crushed for Mum after her stroke?',
  ])('"%s" (thickening or swallowing the medicine) stays in scope', (question) => {
    expect(reason(question)).toBeUndefined();
  });
});
