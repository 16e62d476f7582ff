/**
 * Findings of the clinical review of the text engine in the style families and partner apps
 * write (issue 14): each test names the rule or vocabulary that
 * fixes one finding, in wordings of its own and in several of the languages the engine reads.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.TOPPING_BEFORE_DRINK.id}: a piece written before the drink is a solid in it`, () => {
  it('jellies, taro balls and mochi before a drink stay in the cup (Level 7, mixed consistency)', () => {
    expectStandingHazard(['椰果绿茶', 'grass jelly coffee', '芋圓豆漿', 'mochi milk tea'], 7, 'mixed_consistency');
  });

  it('nuts before a melting food are set in it; before a plain drink they are its flavour', () => {
    expectStandingHazard(['almond ice cream', 'macadamia gelato'], 7, 'hard');
    expectLevels([
      ['walnut tea', 0, 'drink'],
      ['杏仁茶', 0, 'drink'],
      ['almond milk', 0, 'drink'],
      ['strawberry ice cream', 0, 'drink'],
    ]);
  });
});

describe('konjac and agar jellies do not melt: a high-risk sticky food, not a thin drink', () => {
  it('reads konjac, nata de coco, agar and mini jelly cups as Level 7 sticky foods', () => {
    expectStandingHazard(
      ['nata de coco jelly', '蒟蒻ゼリー', 'thạch dừa', 'mini jelly cup', 'gelee d agar', 'gelatina de agar con fruta'],
      7,
      'sticky',
    );
  });
});

describe(`${RULES.SOFT_CLAIM_KEEPS_HARD.id}: calling a hard food soft does not take its hardness away`, () => {
  it('nuts and crackling called soft and cut small stay Level 7, hard', () => {
    expectStandingHazard(['almonds chopped small, soft', 'cashews diced small and tender', 'pork rinds cut small, soft'], 7, 'hard');
  });

  it('a cooked soft meat cut to 1.5 cm is still Level 6', () => {
    expectLevels([['beef stewed until soft, cut 1.5 cm', 6, 'food']]);
  });
});

describe('name_thin: a thickener forgotten, not added or run out of leaves the drink thin', () => {
  it('reads the omission as Level 0 in every language written', () => {
    expectLevels([
      ['forgot the thickener in his juice', 0, 'drink'],
      ['忘记加凝固粉嘅橙汁', 0, 'drink'],
      ['とろみをつけ忘れたお茶', 0, 'drink'],
      ['lupa kasih pengental di teh', 0, 'drink'],
      ['quên cho bột làm đặc vào sữa', 0, 'drink'],
      ['naubusan ng pampalapot, tubig lang', 0, 'drink'],
      ['se me olvidó el espesante en el jugo', 0, 'drink'],
    ]);
  });

  it('beside a stated level, the thinner level stands', () => {
    expectLevels([["level 2 juice, didn't add the thickener", 0, 'drink']]);
  });
});

describe(`${RULES.ROLE_PERSON_CLAUSE_SPACE.id}: a space ends a person's clause where no comma is written`, () => {
  it("sets the eater's diet aside and judges the food or drink served after the space", () => {
    expectLevels([
      ['婆婆食碎餐 今晚食咗牛扒', 7, 'food'],
      ['外婆吃糊状餐 今天吃了炸鸡', 7, 'food'],
      ['妈妈喝二级稠 今天喝了苹果汁', 0, 'drink'],
      ['母はミキサー食 今日は唐揚げを食べた', 7, 'food'],
      ['祖母はとろみ薄い 麦茶を飲んだ', 0, 'drink'],
      ['ตากินอาหารระดับ 5 ไก่ทอด', 7, 'food'],
    ]);
  });

  it('keeps a level said after the drink served to the person', () => {
    expectLevels([['老公饮咗橙汁 加咗凝固粉 二级稠', 2, 'drink']]);
  });

  it('reads a Korean person clause to its connective, over the spaces Korean writes between words', () => {
    expectLevels([
      ['할머니가 퓨레식 4단계인데 저녁에 떡볶이를 드렸어요', 7, 'food'],
      ['아버지는 연하식 5단계인데 오늘 갈비탕을 드셨어요', 7, 'food'],
      ['할머니가 4단계 퓨레를 드셨어요', 4, 'food'],
    ]);
  });
});

describe(`${RULES.THINNED_SINCE_STATED.id}: a thickened drink gone thin is not its stated level`, () => {
  it('answers the thin side with the flow test and capped confidence, in several languages', () => {
    const texts = [
      'level 2 juice, it has gone watery',
      'mildly thick tea, left out an hour and turned runny',
      'とろみ中間のお茶、時間がたって水っぽくなった',
      'jus level 3, sudah jadi encer',
      'nước cam cấp độ 2, để lâu bị loãng',
      'café nivel 3 se ha aguado',
    ];
    for (const text of texts) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind, needsTest: c.needsTest }).toEqual({ text, level: 0, kind: 'drink', needsTest: true });
      expect(c.confidence, text).toBeLessThanOrEqual(RULES.THINNED_SINCE_STATED.confidence.cap);
    }
  });
});

describe(`${RULES.ROLE_PERSON_CLAUSE_DIET_DISH.id}: a purée or congee named with the person's level is the diet`, () => {
  it('judges the food served after the clause, in several languages', () => {
    expectLevels([
      ['ông ăn cháo cấp độ 5, tối nay ăn gà rán', 7, 'food'],
      ['mi mamá come puré nivel 4, hoy le di pollo frito', 7, 'food'],
      ['mi papá come puré nivel 4, hoy le di un vaso de agua', 0, 'drink'],
    ]);
  });

  it('keeps the level when the same dish is what was served', () => {
    expectLevels([['bà ăn cháo xay cấp độ 4, hôm nay ăn cháo xay', 4, 'food']]);
  });
});
