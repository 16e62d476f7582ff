/**
 * Issue 14, classes 4 and 5: comparators inside measurements keep their bound,
 * a failed fork test is a finding, rule PARTICLE_FLOOR (a measured piece size
 * is a requirement no other test outweighs) and rule POP_CHILD_AGE (an age
 * under 18 selects IDDSI's paediatric limits, 2 mm / 8 mm).
 */
import { describe, expect, it } from 'vitest';
import { statesChildAge } from '../../shared/iddsi/text/population';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import { levelOf as level } from '../support/iddsi';

describe('comparators and negation in measurements', () => {
  it('keeps the bound of "less than", 不夠, wala pang, no máximo', () => {
    expect(level('thickened water, less than 1 ml left after 10 seconds')).toBe(0);
    expect(level('加凝固粉嘅水，流動測試10秒後剩低不夠1ml')).toBe(0);
    expect(level('syringe test: wala pang 1 ml ang natira pagkatapos ng 10 segundo')).toBe(0);
    expect(level('carne moída úmida, pedacinhos de no máximo 4 mm, com molho espesso')).toBe(5);
  });

  it('keeps the bound of a comparator written after the number (より多く, より少ない)', () => {
    expect(level('とろみをつけたお茶、フローテストで10秒後に8mlより多く残った')).toBe(3);
    expect(level('とろみ水、シリンジで10秒後の残りは1mlより少ない')).toBe(0);
  });

  it('POP_CHILD_AGE: reads an age written "4 y/o" as a child', () => {
    expect(statesChildAge(normalizeText('for my 5 y/o daughter').norm)).toBe(true);
  });

  it('reads "about 6-7 ml" as Level 2 and "nothing came out" as more than 10 ml', () => {
    expect(level('thickened juice, about 6-7 ml remaining after 10 seconds in the flow test')).toBe(2);
  });

  it('reads a failed fork pressure test as Level 7', () => {
    expect(level("pork pieces 1.5 cm, the fork won't squash them, springs back")).toBe(7);
    expect(level('豬扒粒，叉壓測試壓唔散，放手即刻彈返原狀')).toBe(7);
  });
});

describe('PARTICLE_FLOOR', () => {
  it('keeps pieces over the limit above the level a squash test alone would give', () => {
    expect(level('soft boiled carrot, 2.5 cm chunks, squashes easily with a fork')).toBe(7);
  });
});

describe('POP_CHILD_AGE', () => {
  it('reads ages under 18 in several languages, not adults', () => {
    const child = (s: string) => statesChildAge(normalizeText(s).norm);
    expect(child('my 4yo')).toBe(true);
    expect(child('5歳の子ども')).toBe(true);
    expect(child('3岁宝宝')).toBe(true);
    expect(child('a 6-year-old')).toBe(true);
    expect(child('18 month old')).toBe(true);
    expect(child('84 year old resident')).toBe(false);
    expect(child('cut into 4 mm pieces')).toBe(false);
  });

  it('applies the paediatric limits (Level 5: 2 mm, Level 6: 8 mm)', () => {
    expect(level('chicken minced to 4 mm in thick gravy, moist, for my 6-year-old')).toBe(6);
    expect(level('my 4yo – soft cooked carrot pieces about 1 cm, squash w fork')).toBe(7);
    expect(level('soft cooked carrot pieces about 1 cm, squash with a fork')).toBe(6);
  });
});
