/**
 * Companion facts silent-aspiration-carries-pneumonia and silent-aspiration-danger-carries-pneumonia
 * (companion-facts.ts): asked what silent aspiration is, or why it is dangerous, the answer names pneumonia,
 * the harm it leads to, and not only "recurrent chest infections" as a sign.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { companionIdsFor } from './helpers';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const asked = companionIdsFor;

describe('silent aspiration: what it is and why it is dangerous carry pneumonia', () => {
  it.each([
    ['zh-CN', '隐性误吸是什么？', 'silent-aspiration-carries-pneumonia'],
    ['zh-HK', '點解無聲誤吸比一般哽親更危險？', 'silent-aspiration-danger-carries-pneumonia'],
    ['en', 'Why is silent aspiration dangerous?', 'silent-aspiration-danger-carries-pneumonia'],
  ])('%s: "%s" asks for %s', (_l, question, id) => {
    expect(asked(question)).toContain(id);
  });

  it('a question about silent aspiration that asks neither (how to spot it) does not', () => {
    const ids = asked('How can I spot silent aspiration at home?');
    expect(ids).not.toContain('silent-aspiration-carries-pneumonia');
    expect(ids).not.toContain('silent-aspiration-danger-carries-pneumonia');
  });

  it.each([
    ['zh-CN', '隐性误吸是什么？'],
    ['zh-CN', '为什么无声误吸比普通呛咳更危险？'],
    ['zh-HK', '隱性誤吸即係咩？點解要咁緊張？'],
    ['en', 'Why is silent aspiration dangerous?'],
    ['ja', '不顕性誤嚥とは何ですか？'],
  ])('the answer names pneumonia (%s): "%s"', async (_l, question) => {
    expect((await answerClinicalQuestion({ question, top_k: 5 })).answer).toMatch(/pneumonia|肺炎/iu);
  });
});
