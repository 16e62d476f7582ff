/**
 * Spoon words read as something else: Cantonese 羹 after a classifier is the spoon, not the
 * thick soup; dripping off the tipped spoon is the spoon tilt result (row spoon_pours, rule
 * ROLE_LABEL when a label says thicker); "like broth" beside a test is a simile of thinness.
 */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, levelOf } from '../support/iddsi';

describe(`${RULES.ROLE_LABEL.id}: the spoon tilt in carers' words decides over the label`, () => {
  it('reads Cantonese 個羹 / 嗰羹 / 一羹 as the spoon', () => {
    expectLevels([
      ['南瓜蓉，個羹一側就流晒落嚟', 3, 'food'],
      ['杏仁糊標明四級，但係嗰羹一側佢就流晒', 3, 'food'],
    ]);
  });
  it('reads 羹 after 企喺 as the spoon the food stands on (spoon_holds, Level 4)', () => {
    expectLevels([
      ['番薯蓉打到好滑，企喺羹度唔會流', 4, 'food'],
      ['紅豆沙打滑咗，好似布甸咁，企喺羹上', 4, 'food'],
    ]);
  });
  it('keeps 羹 the thick soup where it is served', () => {
    expect(levelOf('粟米羹')).toBe(7);
  });
  it('reads dripping off the spoon as pouring off it, in several languages', () => {
    expectLevels([
      ['mashed kamote, tumutulo sa kutsara na parang sabaw', 3, 'food'],
      ['apple puree, drips off the spoon like broth', 3, 'food'],
      ['carrot puree, gotea de la cuchara como caldo', 3, 'food'],
    ]);
  });
});
