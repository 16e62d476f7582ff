/**
 * Vague and legacy texts (session 28): the UK "custard consistency" legacy name, the Chinese 打碎 (beaten to
 * bits, blended or mashed) and a stew or casserole chopped fine. Each answers the safer level inside the range
 * its readers accept, flagged ambiguous with the settling test and a confidence at most AMBIGUOUS_TERM's cap.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

const CAP = RULES.AMBIGUOUS_TERM.confidence.cap;

function expectVague(text: string, level: number): void {
  const r = classifyText(text);
  expect({ text, level: r.level, needsTest: r.needsTest }).toEqual({ text, level, needsTest: true });
  expect(r.confidence, text).toBeLessThanOrEqual(CAP);
  expect(r.ambiguousTerms?.length, text).toBeGreaterThan(0);
}

describe(`${RULES.VAGUE_WORD_SAFEST.id}: "custard consistency" is the legacy Level 3-4 name`, () => {
  it('reads a drink made to custard consistency as Level 3, the thinner', () => {
    expectVague('blackcurrant cordial made up to custard consistency for Dad', 3);
    expectVague('his tea, thickened to a custard like texture', 3);
  });
  it('reads a food of custard consistency as Level 4, the higher', () => {
    expectVague('stewed plums blended to custard consistency', 4);
  });
  it('leaves custard itself a dessert (no legacy name)', () => {
    const r = classifyText('a bowl of warm custard after lunch');
    expect(r.ambiguousTerms ?? []).toEqual([]);
  });
});

describe(`${RULES.VAGUE_WORD_SAFEST.id}: 打碎 is blended or mashed, Level 5 until the spoon tilt`, () => {
  it('reads a food only called 打碎 at Level 5, not the Level 7 of an unsized mince', () => {
    expectVague('红薯打碎的,晚饭给奶奶', 5);
    expectVague('冬瓜打碎咗俾公公食', 5);
  });
  it('keeps a blender and smoothness in the blended row, and a hazard standing', () => {
    expect(classifyText('用搅拌机打碎后的土豆,很顺滑').level).toBe(4);
    expect(classifyText('打碎的花生').level).toBe(7);
  });
});

describe(`${RULES.MINCED_STEW_AS_MEAL.id}: a stew or casserole chopped fine is a minced meal`, () => {
  it('answers Level 6 with the fork pressure test', () => {
    expectVague('pork casserole, chopped fine, for the ward', 6);
    expectVague('minced lamb stew, care home lunch', 6);
  });
  it('does not reach soft rice, a named food or a measured mince', () => {
    expect(classifyText('soft rice with minced pork').level).toBe(7);
    expect(classifyText('turkey chopped fine').level).toBe(7);
    expect(classifyText('beef stew minced, pieces 4 mm, moist, no thin liquid').level).toBe(5);
  });
});

describe(`${RULES.MUSHY_SOFT_FOOD_MASHED.id}: a food already soft gone to mush is mashed`, () => {
  it('answers Level 5 with the fork pressure test', () => {
    expectVague('ripe papaya, all mushy, for breakfast', 5);
    expectVague('soggy tinned peaches and a spoon of pudding', 5);
  });
  it('leaves a food usually Level 7 at Level 6 and a hazard standing', () => {
    expect(classifyText('broccoli, gone soggy').level).toBe(6);
    expect(classifyText('mushy banana with crushed peanuts').level).toBe(7);
  });
});
