/**
 * Rule FLOW_AMOUNT_IN_WORDS: what stayed in the syringe said as an amount in words is
 * the residue it stands for: "almost nothing came out" is some flow (Level 3), not no flow; "half left"
 * Level 2; "a quarter stayed" Level 1. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const RULE = RULES.FLOW_AMOUNT_IN_WORDS;

describe(`${RULE.id}: "almost nothing came out" is more than 8 ml left, Level 3, not no flow`, () => {
  it('in every language read', () => {
    expectLevels([
      ['thickened cranberry juice, almost nothing came out of the syringe', 3, 'drink'],
      ['thickened cocoa, flow test: only a few drops came out, the rest stayed', 3, 'drink'],
      ['Apfelsaft angedickt, Spritzentest: fast nichts kam heraus', 3, 'drink'],
      ['succo addensato, test della siringa: è uscito quasi niente', 3, 'drink'],
      ['suco engrossado, teste da seringa: saiu quase nada', 3, 'drink'],
      ["jus épaissi, test de la seringue : presque rien n'est sorti", 3, 'drink'],
      ['zumo espesado, prueba de la jeringa: casi no salió nada', 3, 'drink'],
      ['сок с загустителем, тест шприцем: почти ничего не вытекло', 3, 'drink'],
      ['juice na may pampalapot, sa syringe halos walang lumabas', 3, 'drink'],
      ['nước cam làm đặc, thử ống tiêm: gần như không chảy', 3, 'drink'],
      ['น้ำส้มข้น ทดสอบไซริงค์ แทบไม่ไหล', 3, 'drink'],
      ['加稠橙汁，针筒测试10秒几乎没流出来', 3, 'drink'],
      ['加稠奶茶，針筒測試幾乎冇流出嚟', 3, 'drink'],
      ['thickened pear juice, syringe test: a few drops dripped out in 10 s', 3, 'drink'],
      ['とろみ茶、シリンジで10秒、ほとんど出なかった', 3, 'drink'],
      ['걸쭉한 주스, 주사기 테스트 거의 안 나왔어요', 3, 'drink'],
      ['sữa đậu nành làm đặc, thử ống tiêm 10 giây còn gần đầy', 3, 'drink'],
    ]);
  });
  it('is a flow result inside the test range, not the no-flow result past it', () => {
    const c = classifyText('thickened cranberry juice, almost nothing came out of the syringe');
    expect(c.evidence.some((e) => e.code === 'no_flow')).toBe(false);
    expect(c.needsTestReason).not.toBe('flow_range');
  });
});

describe(`${RULE.id}: half left is Level 2, a quarter left Level 1`, () => {
  it('in several languages', () => {
    expectLevels([
      ['thickened cordial, syringe test: half of it stayed', 2, 'drink'],
      ['Saft angedickt, Spritzentest: die Hälfte blieb drin', 2, 'drink'],
      ['jugo espesado, en la jeringa quedó la mitad', 2, 'drink'],
      ['succo addensato, siringa: è rimasta metà', 2, 'drink'],
      ['加稠果汁，针筒测试剩一半', 2, 'drink'],
      ['加稠奶茶，針筒測試剩返一半', 2, 'drink'],
      ['thickened squash, flow test: three quarters ran out', 1, 'drink'],
      ['jus kental, tes spuit 10 detik: tinggal seperempat', 1, 'drink'],
      ['сок с загустителем, шприц: осталась четверть', 1, 'drink'],
    ]);
  });
});

describe(`${RULE.id}: only in a flow test, and a measure wins`, () => {
  it('does not read "almost full" or "half left" outside a flow test as a result', () => {
    expectLevels([['the cup is almost full of juice', 0, 'drink']]);
    expect(classifyText('half left on the plate, mashed potato').evidence.some((e) => e.code === 'flow')).toBe(false);
  });
  it('lets a measured residue decide over words', () => {
    expectLevels([['thickened tea, syringe test: 3 ml left, about half dripped out', 1, 'drink']]);
  });
  it('leaves the emptied syringe at Level 0 (FLOW_EMPTIED)', () => {
    expect(classifyText('thickened milk, 10 s syringe test: ran straight through').level).toBe(0);
  });
});
