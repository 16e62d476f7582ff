/** Ordinals that are no level, rubbery foods cut small, meat cooked through, measurements not done, festival foods. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.ORDINAL_NOT_LEVEL.id}: "第N" followed by a counter is an ordinal, not a level`, () => {
  it('reads the first time, the second day, the third mouthful as no level', () => {
    for (const text of ['外婆第一次吃八宝饭', '第二天煮的糯米团子', '阿嫲第三次食年糕，切到好細']) {
      expect({ text, level: classifyText(text).level }).toEqual({ text, level: 7 });
    }
    expectLevels([
      ['第二次打粥，打到好滑冇粒', 4, 'food'],
      ['第3回目のミキサー粥、なめらかでつぶなし', 4, 'food'],
    ]);
  });
  it('keeps a level written with 第 and 級', () => {
    expectLevels([
      ['IDDSI第4级糊', 4],
      ['第4級 糊餐', 4],
    ]);
  });
  it('keeps a stated level followed by a noun that starts like a counter (no 第 before it)', () => {
    expectLevels([
      ['Level 6 食物', 6, 'food'],
      ['レベル4食事', 4, 'food'],
      ['佢而家食 Level 5 餐', 5, 'food'],
      ['IDDSIレベル5食を提供しています', 5, 'food'],
      ['Level 4 份量一半', 4],
      ['Level 3 口感', 3],
      ['Level 2 杯装饮品', 2, 'drink'],
      ['Level 4 日日都食', 4],
    ]);
  });
  it('reads a counter after 第 as an ordinal only as a whole token', () => {
    expect(classifyText('第4食物').level).toBe(4);
    expect(classifyText('第3回の食事').level).toBe(7);
  });
});

describe(`${RULES.RUBBERY_SURVIVES_CUTTING.id}: fish paste and konjac stay chewy however small they are cut`, () => {
  it('keeps the toughness of rubbery foods chopped, minced or measured small', () => {
    expectStandingHazard(
      [
        'chikuwa chopped up really fine, about 2 mm',
        '魚蛋剪到好細粒，大約3毫米',
        '鱼丸剁碎到2毫米',
        'はんぺんを2ミリに刻んだ',
        '어묵을 3mm로 다졌어요',
        'bakso ikan dicincang halus 2 mm',
        'konnyaku diced 4mm',
        '湯葉を細かく刻んだ',
      ],
      7,
      'tough_fibrous',
    );
  });
  it('lets a smoothing preparation or a fork that squashes it decide', () => {
    expectLevels([
      ['fish balls blended till totally smooth, no lumps', 4, 'food'],
      ['meatballs under 1.5 cm, squash flat under the fork and do not spring back', 6, 'food'],
    ]);
  });
});

describe(`${RULES.DONENESS_KEEPS_TOUGH.id}: meat cooked through until firm stays tough when cut small`, () => {
  it('keeps the toughness of well-done or overdone meat chopped to a mince size', () => {
    expectStandingHazard(
      [
        'roast lamb, a bit well done, chopped to 3mm with gravy on',
        'steak cooked well done then minced 4 mm',
        '牛肉煮老咗，剁到3毫米',
        'ステーキはウェルダン、3ミリに刻んだ',
        'Schweinebraten durchgebraten, 4 mm gehackt',
        'carne muy hecha, picada a 3 mm',
      ],
      7,
      'tough_fibrous',
    );
  });
  it('leaves praise and tender mince alone', () => {
    expectLevels([
      ['well done! the puree is smooth, no lumps', 4],
      ['tender minced beef 4mm, moist', 5],
    ]);
  });
  it('reads doneness words of meat only: not of vegetables, porridge or what is smoothed', () => {
    for (const text of [
      '红萝卜煮到全熟，打成蓉，好滑',
      'Carrots overdone and mashed smooth with a fork, no lumps',
      'Puré de zanahoria muy hecha, sin grumos',
      'Mingau bem passado, liso e homogêneo',
      'Sopa creme bem passada no liquidificador, sem pedaços',
      'Feijão bem passado na peneira, liso',
      'Steak well done, blended smooth, no lumps',
      'minced beef 4mm moist, carrots overdone',
    ]) {
      expect({ text, tough: runsTough(text) }).toEqual({ text, tough: false });
    }
    expectLevels([
      ['红萝卜煮到全熟，打成蓉，好滑', 4, 'food'],
      ['Mingau bem passado, liso e homogêneo', 4, 'food'],
    ]);
  });
  it('keeps Portuguese "bem passado" with its meat word, and a plain tough word beside a vegetable doneness', () => {
    expectStandingHazard(['Carne moída bem passada, 4 mm', 'chicken overdone, minced 4mm with gravy'], 7, 'tough_fibrous');
    expectStandingHazard(['carrots overdone, tough and stringy'], 7, 'tough_fibrous');
  });
});

const runsTough = (text: string) => classifyText(text).hazards.some((h) => h.code === 'tough_fibrous');

describe(`${RULES.UNCHECKED_NOT_ABSENT.id}: a measurement not done does not say the bits are absent`, () => {
  it('reads minced food with unmeasured bits as a mince, never a smooth liquidised food', () => {
    for (const text of [
      'minced pork in gravy, didnt measure the pieces',
      'carne picada con salsa, no medí los trozos',
      '免治牛肉加汁，冇量過啲粒',
      'ひき肉のあんかけ、粒の大きさは測っていない',
      'Hackfleisch in Soße, die Stücke nicht gemessen',
    ]) {
      expect({ text, atLeast5: classifyText(text).level >= 5 }).toEqual({ text, atLeast5: true });
    }
  });
  it('still reads a plain "no lumps" as smooth', () => {
    expectLevels([['didnt measure anything, smooth puree, no lumps', 4]]);
  });
});

describe(`${RULES.HAZARD_SURVIVES.id}: festival foods carry their high-risk textures in every language`, () => {
  it('keeps sticky and hard festival foods at Level 7 however they are cut', () => {
    expectStandingHazard(['湯円を四つに切った', 'tang yuan cut into quarters', '月饼切小块', 'Mondkuchen klein geschnitten'], 7, 'sticky');
    expectStandingHazard(['sago pudding', '西米布甸', 'kue keranjang dipotong kecil'], 7, 'sticky');
    expectStandingHazard(['bánh trung thu cắt nhỏ', '月餅を小さく切った'], 7, 'hard');
    expectStandingHazard(['jalebi cut small', 'gulab jamun chopped'], 7, 'sticky');
    expectStandingHazard(['panettone a cubetti', 'Christstollen in Würfeln'], 7, 'dry');
  });
  it('does not read a food that starts with a soup word as a drink', () => {
    expectLevels([
      ['湯円', 7, 'food'],
      ['湯葉を刻んだ', 7, 'food'],
      ['湯圓切細粒', 7, 'food'],
    ]);
  });
});
