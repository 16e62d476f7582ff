import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { expectLevels } from '../support/iddsi';

// Syringe results against labels and foods drunk as drinks; every phrase here is our own.
describe('an emptied syringe beside a thicker label (FLOW_EMPTIED)', () => {
  it('reads the emptied syringe as Level 0 in every language', () => {
    expectLevels([
      ['罐上写着轻度稠，可是针筒测了10秒一滴也没剩', 0, 'drink'],
      ['樽上寫住中度稠，但係針筒試完一滴都冇剩', 0, 'drink'],
      ['nakalagay level 3 sa kahon pero sa hiringgilya dumaloy lahat, wala nang naiwan', 0, 'drink'],
      ['ラベルはとろみ中間、でもシリンジで10秒後に全て流れ落ちた', 0, 'drink'],
      ['di kemasan tertulis level 2, tapi tes spuit 10 detik tidak ada sisa', 0, 'drink'],
      ['the carton says moderately thick but the syringe emptied after 10 seconds', 0, 'drink'],
      ['la etiqueta dice nivel 3 pero en la jeringa no quedo ni una gota a los 10 segundos', 0, 'drink'],
      ['라벨에는 3단계인데 주사기 10초 후 한 방울도 안 남았어요', 0, 'drink'],
    ]);
  });

  // FLOW_TEST_LEVELS_0_3: the flow test shows only "more than 8 ml left", Level 3
  it('reads nothing flowing from the syringe as no_flow, answered at Level 3', () => {
    expectLevels([
      ['thickened pear juice for a 6 year old, nothing flows out of the syringe after 10 seconds', 3, 'drink'],
      ['thickened milk, flow test: nothing flows', 3, 'drink'],
    ]);
  });
});

describe('a remaining amount told with a "left" word (FLOW_CONTEXT)', () => {
  it('reads the amount still in the syringe as the flow result', () => {
    expectLevels([
      ['凍檸茶加咗凝固粉，測試後仲剩3ml', 1, 'drink'],
      ['加了增稠剂的苹果汁，针筒还剩6ml', 2, 'drink'],
      ['thickened coffee, tes spuit sisanya 9 ml', 3, 'drink'],
      // "流速測試" (flow-rate test) names the flow test; 不夠 keeps its bound
      ['流速測試：不夠1ml', 0, 'drink'],
      ['流速测试：大约6毫升', 2, 'drink'],
    ]);
  });
});

describe('a flow result after the item in a bed or room span (ROLE_FLOW_RESULT_DESCRIBES_ITEM)', () => {
  it('keeps the flow result as evidence about the drink', () => {
    expectLevels([
      ['Room 3 grandpa thickened tea flow test 3ml left', 1, 'drink'],
      ['Bed 12 阿婆 牛奶加咗凝固粉 flow test 剩6ml', 2, 'drink'],
    ]);
    expect(classifyText('Bed 7 apple juice syringe all ran out').level).toBe(0);
  });
});

describe('a fruit blended, strained and drunk from a glass (STRAINED_FRUIT_JUICE)', () => {
  it('reads the strained fruit as a thin juice when the text says it is drunk', () => {
    expectLevels([
      ['melon diblender lalu disaring, diminum pakai sedotan', 0, 'drink'],
      ['pineapple blended and strained, she drinks it from a glass', 0, 'drink'],
      ['メロンをミキサーにかけて濾して、ストローで飲む', 0, 'drink'],
    ]);
  });
});

describe('a custard or pudding drunk from a cup (DRINKABLE_FORM)', () => {
  it('reads it as a drink, thinner than a spooned pudding, with a flow test to do', () => {
    expectLevels([
      ['vanilla pudding, dad drank it through a straw', 2, 'drink'],
      ['chocolate custard, drinks it from a cup', 2, 'drink'],
      ['布甸用杯飲', 2, 'drink'],
    ]);
    const c = classifyText('banana custard in a mug, drinks it slowly');
    expect(c.needsTest).toBe(true);
    expect(c.confidence).toBeLessThan(0.8);
  });

  it('keeps a custard only called thin a spooned food (Level 3)', () => {
    expectLevels([['very thin vanilla custard', 3, 'food']]);
  });
});

describe('a thickener said not added (UNTHICKENED_DRINK, NEG_AFTER)', () => {
  it('reads the drink as thin in every language the engine reads', () => {
    expectLevels([
      ['할아버지 보리차, 점도증진제 안 타고 그대로', 0, 'drink'],
      ['우유에 점도증진제 안 섞은 것', 0, 'drink'],
      ['주스, 점도증진제 안 넣고 그냥 줬어요', 0, 'drink'],
      ['麦茶、とろみ剤を使わずにそのまま', 0, 'drink'],
      ['apple juice, no thickener added', 0, 'drink'],
      ['jus jeruk tanpa pengental', 0, 'drink'],
      ['lait sans épaississant', 0, 'drink'],
      ['Tee ohne Andickungsmittel', 0, 'drink'],
      ['café sin espesante', 0, 'drink'],
      ['kape, walang pampalapot', 0, 'drink'],
      ['trà không pha bột làm đặc', 0, 'drink'],
      ['ชาเย็น ไม่ใส่ผงเพิ่มความหนืด', 0, 'drink'],
    ]);
  });

  it('still reads a thickener that was added', () => {
    expectLevels([['주스, 점도증진제 넣었어요', 1, 'drink']]);
  });
});

describe('a drink only called thick keeps its own usual level (THICK_DRINK_NAMED_LEVEL)', () => {
  it('reads a thick shake at the milkshake level (2), a thick juice at Level 1, with a flow test to do', () => {
    expectLevels([
      ['chocolate thickshake, nice and thick', 2, 'drink'],
      ['奶昔好杰', 2, 'drink'],
      ['milkshake kental', 2, 'drink'],
      ['thick orange juice', 1, 'drink'],
      ['jugo de manzana espeso', 1, 'drink'],
    ]);
    for (const text of ['chocolate thickshake, nice and thick', 'thick orange juice']) {
      const c = classifyText(text);
      expect(c.needsTest).toBe(true);
      expect(c.confidence).toBeLessThan(0.6);
    }
  });
});
