/**
 * Scope: legal liability (legal_liability) is not covered even when the event it is about is choking; a laxative's
 * dose in grams is prescribing (medicine_dose); "ST" / "SLP" beside Japanese or Chinese script names the speech
 * therapist. Retrieval: "who can check his swallowing" is the who_assesses ask (the referral article). Phrases are our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { notCoveredReason } from '../../shared/qa/scope';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const reason = (q: string) => notCoveredReason(q, textFeatures(q, { query: true }));

describe('legal_liability: suing, negligence and compensation are not covered, whatever event they are about', () => {
  it.each([
    'If a patient aspirates during a meal, is the nurse personally liable for negligence?',
    'Could the family sue the nursing home after grandpa choked on a sausage?',
    '院舍職員餵食時院友哽親，家人可唔可以起訴院舍？',
    '老人在医院吃饭呛到得了肺炎，家属可以索赔吗？',
    '食事中に誤嚥した場合、施設は損害賠償を求められますか？',
  ])('"%s"', (q) => {
    expect(reason(q)).toMatch(/legal liability/);
  });
  it('a choking question without a legal ask stays in scope', () => {
    expect(reason('What should staff do first when a resident chokes on a sausage?')).toBeUndefined();
  });
});

describe('medicine_dose: a laxative named and dosed in grams', () => {
  it.each([
    '父の便秘にマグミットを1日何グラムまで使えますか？',
    '婆婆便秘，氧化镁一天最多吃多少克？',
    'How many grams of macrogol can my mother take a day for constipation?',
  ])('"%s" is not covered', (q) => {
    expect(reason(q)).toBeDefined();
  });
  it('grams of thickener are the articles’ subject', () => {
    expect(reason('とろみ剤は水100mlに何グラム入れますか？')).toBeUndefined();
  });
});

describe('the speech therapist by its Latin letters beside Japanese or Chinese script', () => {
  it.each(['訪問のSTさんは何をしてくれる人ですか？', '醫院個ST姑娘會幫阿爺做啲咩？', 'SLPの先生に会うとどんなことをしますか'])(
    '"%s" is in scope',
    (q) => {
      expect(reason(q)).toBeUndefined();
    },
  );
  it('"St" in an English sentence is a saint or a street, not a therapist', () => {
    expect(reason('What time does St Anne’s bakery open on Sundays?')).toBeDefined();
  });
});

describe('who_assesses: who can check or assess the swallowing is the referral article', () => {
  it.each(['Who can check whether my aunt is swallowing safely?', '阿嫲食嘢成日咳，應該搵邊個檢查？', '外婆吃饭老是呛，找谁检查比较好？'])(
    '"%s"',
    async (q) => {
      expect(conceptsIn(normaliseForMatch(q), true).has('who_decides')).toBe(true);
      const r = await answerClinicalQuestion({ question: q, top_k: 5 });
      expect(r.sources[0]?.id).toMatch(/^when-to-refer-slp/);
    },
  );
});
