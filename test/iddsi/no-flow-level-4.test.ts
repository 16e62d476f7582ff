/**
 * Rule NO_FLOW_LEVEL_4: nothing at all came out of the syringe is past Level 3 (which flows slowly): Level 4,
 * with the fork drip and spoon tilt tests asked. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

const RULE = RULES.NO_FLOW_LEVEL_4;
const CAP = RULES.FLOW_TEST_LEVELS_0_3.confidence.cap;

describe(`${RULE.id}: a drink that let nothing through the syringe is Level 4, to be confirmed`, () => {
  const none = [
    'thickened blackcurrant squash: syringe test, nothing came out at all',
    'Kirschsaft angedickt, Spritzentest: nach 10 Sekunden kam nichts heraus',
    'сок с загустителем, тест шприцем: ничего не вытекло',
    '加稠豆奶，针筒测试10秒后一滴都没流出来',
    'ラベルは中間のとろみ、シリンジで試したら何も出てこなかった',
    'batido espesado, en la prueba de la jeringa no salió nada',
  ];
  it('answers Level 4 at moderate confidence, with the fork drip and spoon tilt tests asked', () => {
    for (const text of none) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind, test: c.settlingTest, needs: c.needsTest }).toEqual({
        text,
        level: 4,
        kind: 'drink',
        test: 'fork_drip_spoon_tilt',
        needs: true,
      });
      expect(c.confidence, text).toBeLessThanOrEqual(CAP);
    }
  });
  it('leaves Level 3 when some flowed, or when the fork or spoon reads thinner', () => {
    for (const text of [
      'thickened milk, about 10 ml left in the syringe, a drop or two came out',
      'tea, nothing came out of the syringe, but it drips slowly through the fork',
      'nothing came out of the syringe, and it does not hold its shape on a spoon',
      'zumo espesado, no salió nada de la jeringa, con el tenedor gotea despacito',
    ]) {
      expect(classifyText(text).level, text).toBe(3);
    }
  });
});
