/** Powder drinks, thick labels that drip, pieces lifted out and mushy meals, each shown on phrases of its own. */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectCappedLevel, expectLevels } from '../support/iddsi';

describe(`rule ${RULES.POWDER_DRINK_IN_CUP.id}: a powder made up in a cup is a drink`, () => {
  it('reads the cup or the make-up verb as a drink word, leaning thinner', () => {
    expectLevels([
      ['沖咗杯芝麻糊俾阿嫲', 2, 'drink'],
      ['冲好了米糊，有点稠', 1, 'drink'],
      ['tinimpla ko ng cerelac si lola', 2, 'drink'],
      ['bubur sumsum diseduh', 2, 'drink'],
      ['a glass of black sesame soup for dad', 2, 'drink'],
    ]);
  });
  it('keeps a powder made up in a bowl a spooned food', () => {
    expectLevels([
      ['冲了一碗芝麻糊', 3, 'food'],
      ['a bowl of baby rice, made up', 4, 'food'],
    ]);
  });
});

describe(`rule ${RULES.TEST_THINNER_THAN_THICK_LABEL.id}: a thick label that pours off the spoon and drips`, () => {
  it('answers the tests (a pour and a drip: Level 3), never the thin drink, and asks for the flow test', () => {
    expectCappedLevel(
      [
        'the tub says level 4 but it pours off a tilted spoon and drips through the fork',
        'nhãn ghi mức 4 nhưng nghiêng thìa thì chảy ra khỏi thìa, nhỏ giọt qua kẽ nĩa',
        '包装写着4级，但倾斜勺子可以倒出，从叉缝滴下',
        'etiqueta nivel 4, pero se vierte al inclinar la cuchara y gotea por el tenedor',
      ],
      3,
      RULES.TEST_THINNER_THAN_THICK_LABEL.confidence.cap,
      true,
    );
  });
  it('"right off" the tilted spoon is the tilt failed, not a quick pour', () => {
    expectLevels([['bottle label: pudding thick. It ran right off the spoon when tilted and dripped through the prongs', 3, 'drink']]);
  });
});

describe(`rule ${RULES.TEST_DECIDES_FLUID.id}: a drink that sits in a mound on the fork beside a prescription`, () => {
  it('reads the mound in every language as Level 4; the prescription is who it is for', () => {
    expectLevels([
      ['sabi ng doktor level 2 ang inumin ni lolo, pero yung gatas nakatumpok sa tinidor', 4, 'drink'],
      ['kata dokter minum level 2, tapi susu kental ini menggunung di garpu', 4, 'drink'],
      ['หมอสั่งเครื่องดื่มระดับ 2 แต่นมข้นเป็นกองบนส้อม', 4, 'drink'],
      ['el medico dijo nivel 2, pero la leche espesa se queda amontonada en el tenedor', 4, 'drink'],
      ['bác sĩ dặn uống nước mức 2, sữa đặc đứng thành đống trên nĩa', 4, 'drink'],
      ['医生说阿爷要饮2级，但今日冲嘅奶昔喺叉上面堆成一团', 4, 'drink'],
      ['医師の指示はとろみ2ですが、今日のお茶はフォークの上で山になる', 4, 'drink'],
    ]);
  });
});

describe('rule SPOON_TILT_SMOOTH_PUREE: "很滑" beside a passed spoon tilt, a prescription of another level beside it', () => {
  it("answers the food's own test (Level 4), the prescription set aside", () => {
    expectLevels([
      ['医嘱：软质易嚼6级。今天的南瓜泥很滑，勺子一倾整块滑下，不粘勺', 4, 'food'],
      ['好滑嘅薯蓉，匙羹一侧成舊跌落，唔黐匙羹', 4, 'food'],
    ]);
  });
  it('alone says a purée or a soft custard: the food decides', () => {
    expectLevels([['炖蛋，很滑', 5, 'food']]);
  });
});

describe('STOP_WORDS: 医生 (doctor) holds 生 "raw", no hazard', () => {
  it("lets a soft tested food beside a doctor's order keep its test level", () => {
    expectLevels([
      ['医生说妈妈要吃4级，今天的南瓜切成1厘米小块，用叉一压就烂', 6, 'food'],
      ['醫生寫咗老豆食level 5，今晚啲冬瓜切到1cm粒，用叉一壓就散', 6, 'food'],
    ]);
  });
});

describe(`rule ${RULES.HAZARD_REMOVED_BY_VERB.id}: pieces lifted out of the soup, no separating liquid`, () => {
  it('removes the mixed consistency; the sizes and the fork decide', () => {
    expectLevels([
      ['冬瓜汤，冬瓜切1cm捞起，好软，用叉一压就烂', 6, 'food'],
      ['sayur sop, wortel dipotong 1cm diangkat dari kuah, lunak, bisa ditekan garpu sampai hancur', 6, 'food'],
      ['tinolang manok, hinango sa sabaw ang sayote, hiniwa nang 1cm, malambot, nadudurog sa tinidor', 6, 'food'],
      ['chicken soup, the chicken lifted out of the broth, minced to 4mm, moist', 5, 'food'],
      ['isda, tinanggal ang tinik, dinurog sa tinidor, mga 4mm, walang tubig na humihiwalay', 5, 'food'],
    ]);
  });
  it('keeps the mixed consistency of a soup served with its pieces', () => {
    expectLevels([['冬瓜汤，冬瓜切1cm，好软，用叉一压就烂', 7, 'food']]);
  });
});

describe('FOOD_TABLE drinking_yogurt: a drinking yoghurt is usually slightly thick', () => {
  it('answers Level 1 untested (drinks lean thinner: not 2), in several languages', () => {
    expectLevels([
      ['飲むヨーグルト', 1, 'drink'],
      ['a bottle of drinking yoghurt for mum', 1, 'drink'],
      ['sữa chua uống cho bà', 1, 'drink'],
      ['酸奶饮品一瓶', 1, 'drink'],
      ['питьевой йогурт', 1, 'drink'],
    ]);
  });
  it('keeps the thin ones thin: yakult-style shots, ayran', () => {
    expectLevels([
      ['one of those little yogurt drinks', 0, 'drink'],
      ['ayran', 0, 'drink'],
    ]);
  });
});

describe('rule MUSHY_MEAL_NEEDS_FORK_TEST (VAGUE_WORDS): a meal only called mushy or soggy', () => {
  it('reads Level 6, asks for the fork pressure test, low confidence', () => {
    for (const text of ['lunch gone all soggy', 'bữa tối nhũn hết', 'tea was mushy tonight', '晚餐烂糊糊的']) {
      const r = runEngine(text);
      expect({ text, level: r.level, needsTest: r.needsTest, test: r.settlingTest, low: r.confidence < 0.8 }).toEqual({
        text,
        level: 6,
        needsTest: true,
        test: 'fork_pressure',
        low: true,
      });
    }
  });
  it('keeps "soft" alone at Level 7 and a named hazard food at 7', () => {
    expectLevels([
      ['dinner was soft', 7, 'food'],
      ['mushy peas', 7, 'food'],
    ]);
  });
});
