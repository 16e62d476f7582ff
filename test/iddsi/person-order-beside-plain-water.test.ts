/**
 * The eater's thickened-drink order said of the person ("とろみ3の方ですが", "he is on level 3 thickened drinks")
 * beside a plain drink served ("普通のお水を出しています"): the order names the eater, and the water served is thin.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_PRESCRIPTION.id}: a person's drinks order beside plain water served`, () => {
  it('answers the plain drink served at Level 0', () => {
    expectLevels([
      ['とろみ中間の方ですが、朝はお茶をそのまま出しています', 0, 'drink'],
      ['とろみ2の方です。お水を出しました', 0, 'drink'],
      ['she is on mildly thick fluids, but we give her plain water with her tablets', 0, 'drink'],
      ['3단계 점도 환자인데 약 먹을 때는 그냥 물을 드려요', 0, 'drink'],
    ]);
  });

  it('keeps a drink the text says was thickened above Level 0', () => {
    const r = runEngine('とろみ3の方ですが、とろみをつけたお茶を出しています');
    expect(r.level).toBeGreaterThanOrEqual(1);
  });
});

describe(`${RULES.ROLE_NEED_VERB.id}: "他係" / "她是" opens the person's order`, () => {
  it('answers the plain water served after the order at Level 0', () => {
    expectLevels([
      ['她是三级稠的，吃药时给普通的水', 0, 'drink'],
      ['他係二級稠度，朝早俾清水佢飲', 0, 'drink'],
    ]);
  });
});
