/**
 * Script seams, IDDSI definitions in Cantonese and JDD thickness stages, each tested on phrases of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { companionFactsFor } from '../../shared/qa/companion-facts';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { asksForComparison } from '../../shared/qa/question-intent';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

const concepts = (text: string) => [...conceptsIn(normaliseForMatch(text), true).keys()];

describe('script seams (concepts.ts SCRIPT_SEAM): a space where Han or kana meets Latin does not hide a concept', () => {
  it.each([
    ['咩係 IDDSI 呀？', 'what_is_iddsi'],
    ['IDDSI 即係乜？', 'what_is_iddsi'],
    ['乜係IDDSI？', 'what_is_iddsi'],
    ['什么是 IDDSI 标准？', 'what_is_iddsi'],
    ['IDDSIって何ですか', 'what_is_iddsi'],
    ['乜嘢係吞嚥困難呀？', 'what_is_dysphagia'],
  ])('"%s" names %s', (question, concept) => {
    expect(concepts(question)).toContain(concept);
  });
});

describe('a Cantonese definition question about IDDSI carries the 8 levels (0-7) and the drinks/foods split', () => {
  it.each(['咩係 IDDSI 呀？', 'IDDSI 即係乜？', '乜係 IDDSI 嚟㗎？'])('"%s"', async (question) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources[0]?.id).toBe('iddsi-overview-zh-hk');
    expect(r.answer).toMatch(/0至7級|8個級別/u);
    expect(r.answer).toMatch(/飲品[^。]{0,12}0至4級/u);
    expect(r.answer).toMatch(/食物[^。]{0,12}3至7級/u);
  });
});

describe('JDD2021 thickness stages (companion-facts.ts): the stages asked for carry their mPa·s bands', () => {
  const ids = (q: string) =>
    companionFactsFor({
      features: textFeatures(q, { query: true }),
      shapes: [],
      intents: [],
      comparison: asksForComparison(q),
      text: q,
    }).map((f) => f.id);

  it.each(['とろみの3段階を教えて', 'とろみの種類は何がありますか', 'What are the JDD thickness stages?', 'JDD 的稠度阶段有哪几种？'])(
    '"%s" asks for jdd-thickness-stages-carry-viscosity',
    (q) => {
      expect(ids(q)).toContain('jdd-thickness-stages-carry-viscosity');
    },
  );

  it.each(['濃いとろみと薄いとろみはどこが違うの？', 'JDD2021 的薄稠同中等稠有咩分別？'])(
    '"%s" asks for jdd-stage-comparison-carries-viscosity and jdd-stage-comparison-carries-straw',
    (q) => {
      expect(ids(q)).toEqual(expect.arrayContaining(['jdd-stage-comparison-carries-viscosity', 'jdd-stage-comparison-carries-straw']));
    },
  );

  it('telling the stages apart by eye does not ask for a viscometer figure (unlessAsks)', () => {
    expect(ids('濃いとろみと中間のとろみは見た目でどう見分けますか')).not.toContain('jdd-stage-comparison-carries-viscosity');
  });

  it('a Level 2 drink in English is not a JDD stage', () => {
    expect(ids('What is the difference between mildly thick and moderately thick drinks?')).not.toContain(
      'jdd-stage-comparison-carries-viscosity',
    );
  });

  it.each([
    ['とろみの3段階を教えて', /50〜150 mPa·s[\s\S]*300〜500 mPa·s/u],
    ['JDD 的稠度阶段有哪几种？', /50至150 mPa·s[\s\S]*300至500 mPa·s/u],
    ['What are the JDD thickness stages?', /50 to 150 mPa·s[\s\S]*300 to 500 mPa·s/u],
    ['JDD2021 的薄稠同中等稠有咩分別？', /50至150 mPa·s[\s\S]*150至300 mPa·s/u],
  ])('"%s" is answered with the bands', async (question, bands) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.answer).toMatch(bands);
  });
});
