/**
 * IDDSI's own descriptors of Levels 1-3 in the writer's words: "thicker than milk", a quick pour off the spoon
 * with effort through a straw, a smooth food that is runny and pours. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.DRINK_DESCRIPTORS.id}: "thicker than milk" is at least Slightly thick`, () => {
  it('answers Level 1 drink, not thin, in several languages', () => {
    expectLevels([
      ['banana smoothie, no test yet, thicker than milk', 1, 'drink'],
      ['杏仁露比牛奶稠', 1, 'drink'],
      ['licuado de avena, mas espeso que la leche', 1, 'drink'],
      ['Kakao, dicker als Milch', 1, 'drink'],
    ]);
  });
  it('asks for the flow test', () => {
    expect(classifyText('banana smoothie, thicker than milk').needsTest).toBe(true);
  });
  it('reads Korean "진하다" only, not "진짜" (really) after 우유보다 (review D7)', () => {
    expectLevels([
      ['주스가 우유보다 진해요', 1, 'drink'],
      ['우유보다 진짜 묽어요', 0, 'drink'],
      ['보리차, 우유보다 진짜 맑고 묽음', 0, 'drink'],
    ]);
  });
  it('lets a Level 2 straw word beside it decide Level 2, and a no-effort straw keep Level 1', () => {
    expectLevels([
      ['kefir, thicker than milk, and there is effort through a straw', 2, 'drink'],
      ['oat drink, thicker than milk, easy through a straw', 1, 'drink'],
    ]);
  });
});

describe(`${RULES.DRINK_DESCRIPTORS.id}: a quick pour off the spoon with effort through a straw is Level 2`, () => {
  it('reads the Chinese and Cantonese descriptors', () => {
    expectLevels([
      ['杯豆漿落咗凝固粉，倒落好快流走，用飲管要用少少力先吸到', 2, 'drink'],
      ['果汁加了增稠剂，用勺子舀起来倒下很快流走，用吸管要用点力才吸到', 2, 'drink'],
    ]);
  });
});

describe(`${RULES.PUREE_POURS_LEVEL_3.id}: a smooth food called runny that pours is Level 3 liquidised`, () => {
  it('answers Level 3 food, not Level 4 nor a pieces dish', () => {
    expectLevels([
      ['绿豆沙打得好细，过了筛，稀稀的可以倒出来', 3, 'food'],
      ['carrot purée, runny, pourable, no lumps', 3, 'food'],
    ]);
  });
});

describe(`${RULES.PIECES_SAID_AFTER_SMOOTHING.id}: pieces said after the blending stand in the thin liquid`, () => {
  it('keeps the mixed consistency of a blended runny sweet soup that still has particles (review D4)', () => {
    for (const t of ['红豆沙打得很细，稀稀的能倒出来，还有些颗粒', 'red bean soup blended, runny, still some bits']) {
      const r = classifyText(t);
      expect([t, r.level]).toEqual([t, 7]);
      expect(r.hazards.map((h) => h.code)).toContain('mixed_consistency');
    }
  });
  it('does not fire when no pieces are said, or they are said to be none', () => {
    expect(classifyText('红豆沙打得很细很滑，过了筛，稀稀的能倒出来，没有颗粒').level).toBe(3);
  });
});

describe(`${RULES.RUNNY_FOOD_UNTESTED.id}: a food called only runny is Level 3 at low confidence`, () => {
  it('caps the confidence of a blended runny food with no test (review D5)', () => {
    for (const t of ['豆腐花糖水，打得很细，稀稀的', 'mango pudding blended, runny']) {
      const r = classifyText(t);
      expect([t, r.level, r.needsTest, r.confidence <= RULES.RUNNY_FOOD_UNTESTED.confidence.cap]).toEqual([t, 3, true, true]);
    }
  });
  it('does not cap a runny purée that a test result settles', () => {
    const r = classifyText('pumpkin puree, runny, drips through the fork');
    expect(r.level).toBe(3);
    expect(r.confidence).toBeGreaterThan(RULES.RUNNY_FOOD_UNTESTED.confidence.cap);
  });
});
