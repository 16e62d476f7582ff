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
  it.each([
    '誤嚥で亡くなった場合、家族に訴えられることはありますか？',
    'Can the family sue us if she chokes on thin drinks?',
    'Are we held liable if a resident chokes on a grape?',
  ])('"%s" (who brings the case, or liable for it) is not covered', (q) => {
    expect(reason(q)).toMatch(/legal liability/);
  });
  it.each([
    '嚥下時の痛みを訴える人の食事形態は？',
    '食事中にむせを訴える入所者への対応は？',
    '患者さんが飲み込みにくさを訴えられた場合、まず何をしますか？',
    'My mother Sue coughs when she drinks water. What drink level should she have?',
    'Our SLT Sue recommended a chin tuck. How do we do it?',
    'Is a person after a stroke more liable to aspirate thin drinks?',
    'Patients with dementia are liable to pocket food. How can carers help?',
  ])('"%s": 訴える as "complains of", the name Sue, "liable to" are not legal_liability', (q) => {
    expect(reason(q)).toBeUndefined();
  });
  it.each(['家属说要追究责任，老人吃饭老呛，怎么预防误吸？', '院舍院友食飯成日哽親，家人話要追究責任，我哋應該點樣預防哽塞？'])(
    '"%s": a swallowing ask in a clause after the liability words stays in scope',
    (q) => {
      expect(reason(q)).toBeUndefined();
    },
  );
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
  it.each([
    '心电图ST段抬高是什么意思？',
    '心電圖ST段壓低要唔要擔心？',
    '心電図でST上昇と言われました。どういう意味ですか？',
    'ST合剂是什么药？',
  ])('"%s": the heart trace\'s or a medicine\'s ST is not the therapist (NOT_THERAPIST_LETTERS)', (q) => {
    expect(reason(q)).toBeDefined();
  });
  it.each(['STって誰ですか', 'ST評価待ちと言われました。何を待つのですか'])('"%s" stays in scope', (q) => {
    expect(reason(q)).toBeUndefined();
  });
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

describe('who_assesses (WHO_CHECKS): "who can check" asks who assesses only beside the swallowing it checks', () => {
  it.each(['Who can check my hearing aid?', '找谁检查眼睛？'])('"%s" is not covered', (q) => {
    expect(conceptsIn(normaliseForMatch(q), true).has('who_decides')).toBe(false);
    expect(reason(q)).toBeDefined();
  });
  it('"who checks" a thickener\'s date is the thickener article, not the referral', async () => {
    const q = 'Who checks the expiry date of the thickener?';
    expect(conceptsIn(normaliseForMatch(q), true).has('who_decides')).toBe(false);
    const r = await answerClinicalQuestion({ question: q, top_k: 5 });
    expect(r.sources[0]?.id).toMatch(/^thickeners/);
  });
  it("a meal's choking named in Japanese still asks who assesses", () => {
    expect(conceptsIn(normaliseForMatch('母が食事でむせます。誰に診てもらえばいいですか？'), true).has('who_decides')).toBe(true);
  });
});
