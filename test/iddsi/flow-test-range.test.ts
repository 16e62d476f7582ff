/**
 * Rule FLOW_TEST_LEVELS_0_3: the IDDSI flow test classifies Levels 0-3 only; a drink
 * that leaves the syringe full left more than 8 ml, Level 3, and only the fork drip and spoon tilt tests
 * show Level 4. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText, explainClassification } from '../../shared/iddsi/classify';
import { FLOW_BEYOND_RANGE_LEVEL, RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const RULE = RULES.FLOW_TEST_LEVELS_0_3;

describe(`${RULE.id}: a drink the syringe kept full is answered at Level 3`, () => {
  const noFlow = [
    'thickened blackcurrant squash, the syringe stayed full after 10 seconds',
    'thickened lemonade, flow test: all 10 ml still there after 10 s',
    'Kirschsaft angedickt, Spritzentest: nach 10 Sekunden kam nichts heraus',
    'сок с загустителем, тест шприцем: ничего не вытекло',
    'trà gừng pha bột làm đặc, thử ống tiêm 10 giây vẫn còn nguyên 10 ml',
    'jugo de guayaba espesado, en la jeringa quedaron los 10 ml',
    '加稠豆奶，针筒测试10秒后一滴都没流出来',
  ];
  it('is the thinnest level the result allows, needs the fork drip and spoon tilt tests, at most the cap', () => {
    expect(FLOW_BEYOND_RANGE_LEVEL).toBe(3);
    for (const text of noFlow) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind, reason: c.needsTestReason, test: c.settlingTest }).toEqual({
        text,
        level: 3,
        kind: 'drink',
        reason: 'flow_range',
        test: 'fork_drip_spoon_tilt',
      });
      expect(c.needsTest, text).toBe(true);
      expect(c.confidence, text).toBeLessThanOrEqual(RULE.confidence.cap);
    }
  });
  it('says in the response language that the flow test cannot tell Level 3 from 4', () => {
    const c = classifyText('thickened lemonade, flow test: all 10 ml still there after 10 s');
    expect(explainClassification(c, 'en')).toMatch(/only tells Levels 0-3 apart.*Level 3 or 4.*fork drip and spoon tilt tests/);
    expect(explainClassification(c, 'vi')).toMatch(/chỉ phân biệt mức 0-3/);
    expect(explainClassification(c, 'zh-HK')).toMatch(/只能分辨 0 至 3 級/);
  });
});

describe(`${RULE.id}: consistent Level 4 evidence about the drink itself keeps Level 4`, () => {
  it('a Level 4 name, a legacy pudding-thick name, "eaten with a spoon", a fork or spoon result', () => {
    expectLevels([
      ['extremely thick apricot nectar drink, syringe stayed full', 4, 'drink'],
      ['pudding thick cranberry juice, the syringe stayed full', 4, 'drink'],
      ['thickened pineapple juice, nothing came out of the syringe, he eats it with a spoon', 4, 'drink'],
      ['thickened grape juice, syringe stayed full, sits on fork', 4, 'drink'],
      ['thickened grape juice, syringe stayed full, stays on spoon', 4, 'drink'],
      ['nước táo làm đặc, thử ống tiêm không chảy, đứng được trên thìa', 4, 'drink'],
      ['zumo de pera espesado, no salió nada de la jeringa, se queda en la cuchara', 4, 'drink'],
    ]);
    const c = classifyText('thickened grape juice, syringe stayed full, sits on fork');
    expect(c.needsTestReason).not.toBe('flow_range');
  });
  it('a diet order set aside is about the eater, not the drink: still Level 3', () => {
    const c = classifyText('she is on level 4 fluids; thickened cola, nothing came out of the syringe');
    expect(c.level).toBe(3);
    expect(c.needsTestReason).toBe('flow_range');
  });
  it('a thinner label beside the full syringe: the test decides, at Level 3', () => {
    expectLevels([
      ['tub says level 1, but in the flow test the whole 10 ml stayed in', 3, 'drink'],
      ['etiqueta: nivel 2; prueba de la jeringa, no salió nada en 10 segundos', 3, 'drink'],
    ]);
  });
});

describe(`${RULE.id}: a smooth food keeps its food reading (foods lean higher)`, () => {
  it('a purée or a custard that did not flow stays Level 4, still untested', () => {
    for (const text of ['pureed pumpkin, nothing came out of the syringe', 'vanilla custard, syringe stayed full']) {
      const c = classifyText(text);
      expect(c.level, text).toBe(4);
      expect(c.confidence, text).toBeLessThanOrEqual(RULE.confidence.cap + 0.2);
    }
  });
});
