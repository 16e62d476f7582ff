/**
 * A drink with every piece taken out is the liquid left; a strained
 * fruit said thin is a juice; noodles stewed mushy stay long; a drink that does not pour is Level 4.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.BROTH_ONLY.id}: a drink with every piece taken out is the thin liquid left`, () => {
  it('in several languages, whatever the drink', () => {
    expectLevels([
      ['boba milk tea, pearls taken out', 0, 'drink'],
      ['brown sugar boba, took out all the pearls', 0, 'drink'],
      ['黑糖珍珠鲜奶 去掉珍珠', 0, 'drink'],
      ['ミルクティー タピオカ抜き', 0, 'drink'],
      ['leche con tapioca sin perlas', 0, 'drink'],
      ['trà sữa không trân châu', 0, 'drink'],
      ['ชานมไข่มุก เอาไข่มุกออก', 0, 'drink'],
      // the pieces still in it keep it a mixed consistency
      ['boba milk tea with pearls', 7, 'food'],
      // a jelly piece named beside it and not taken out is still in the cup
      ['jasmine milk tea with coconut jelly', 7, 'food'],
      ['brown sugar boba with coconut jelly, pearls taken out', 7, 'food'],
    ]);
  });
});

describe(`${RULES.ROLE_REMOVAL_ABOUT_ITEM.id}: a removal beside a person is done to the item named before`, () => {
  it('is not set aside as the diet order', () => {
    expectLevels([
      ['taro milk tea for my uncle but I removed the pearls, only the tea left', 0, 'drink'],
      ['wonton soup for grandpa, broth only, it is chicken stock', 0, 'drink'],
    ]);
  });

  it("ends a bed number's reach back over phone-typed spaces at the removal, and still sets aside its level", () => {
    expectLevels([['红豆汤 隔走啲豆 只饮汤 5床', 0, 'drink']]);
    const r = runEngine('绿豆汤 只给汤水 中稠 2床');
    expect(r.setAside.map((s) => s.matched)).toEqual(['中稠']);
    expect(r.level).toBe(0);
  });
});

describe(`${RULES.STRAINED_FRUIT_JUICE.id}: a sieve keeps back the fibres of a fibrous fruit`, () => {
  it('strained fruit said thin is a thin drink, in several languages', () => {
    expectLevels([
      ['mango blended and strained, runny like water', 0, 'drink'],
      ['pineapple whizzed then sieved, thin', 0, 'drink'],
      ['菠萝打烂再隔渣, 稀到好似水咁', 0, 'drink'],
      // not strained: the fibres stay
      ['pineapple blended, chunky', 7, 'food'],
    ]);
  });
});

describe(`${RULES.SOFT_WITHOUT_SIZE.id}: noodles stewed mushy ("烂糊") are long, not a purée`, () => {
  it('keeps them at the level they are served', () => {
    expectLevels([
      ['烂糊肉丝面', 7, 'food'],
      ['爛糊米粉', 7, 'food'],
    ]);
  });
});

// FLOW_TEST_LEVELS_0_3: no flow is Level 3 until the fork and spoon tests show 4
describe(`${RULES.FLOW_EMPTIED.id}: a drink that lets nothing out of the syringe is no flow (Level 3)`, () => {
  it('whatever the eater is prescribed', () => {
    expectLevels([['thickened cocoa so stiff nothing comes out the syringe', 3, 'drink']]);
  });
});

// NO_POUR_DESCRIBES_LEVEL_4 (session 29): "does not pour at all" is IDDSI's Level 4 description, not the flow test
describe(`${RULES.NO_POUR_DESCRIBES_LEVEL_4.id}: a drink that does not pour at all is Level 4, whatever the eater is prescribed`, () => {
  it('in several languages', () => {
    expectLevels([
      ['Nan is on level 1 drinks but this smoothie does not pour at all, we spoon it', 4, 'drink'],
      ['nước cam làm đặc, hoàn toàn không rót được', 4, 'drink'],
      ['zumo espesado, no se puede verter', 4, 'drink'],
    ]);
  });
});

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: skin not wanted, extra milk drained, are removals`, () => {
  it('takes the hazard away in English and Cantonese', () => {
    expectLevels([
      ['Shreddies soaked in milk until all the milk went in, drained the extra, mashed, lumps 4 mm', 5, 'food'],
      ['蒸鱼 鱼骨挑晒 皮都唔要 压到好幼 2mm 稠汁', 5, 'food'],
    ]);
  });
});

describe(`${RULES.SPOON_TILT_SMOOTH_PUREE.id}: falling off the tilted spoon "in one lump" is the Level 4 pass`, () => {
  it('is not read as lumps, in Japanese and Korean', () => {
    expectLevels([
      ['かぼちゃをミキサーにかけて裏ごし スプーンを傾けるとひとかたまりで落ちる', 4, 'food'],
      ['단호박 곱게 갈아서 숟가락 기울이면 한 덩어리로 미끄러져요 모양 유지', 4, 'food'],
    ]);
  });
});
