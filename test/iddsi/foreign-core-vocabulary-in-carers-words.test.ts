/** Core vocabulary of the languages outside the response set: comparisons, tests, removal, toppings. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe("foreign core vocabulary in carers' words", () => {
  it('reads "like water" said of a drink as thin, not as water served', () => {
    expectLevels([
      ['चाय पानी जैसी पतली, कप में', 0, 'drink'],
      ['मूंग दाल बहुत पतली, पानी जैसी, गिलास में', 0, 'drink'],
      ['Tee, dünn wie Wasser, aus der Tasse', 0, 'drink'],
      ['succo di mela, come acqua', 0, 'drink'],
    ]);
  });

  it('reads Russian mashing, removal and "no liquid separates" of minced & moist', () => {
    expectLevels([
      ['тефтели размял вилкой, кусочки не больше 4 мм, влажные, жидкость не отделяется', 5, 'food'],
      ['курица: кости удалил, мясо размяла вилкой, кусочки до 4 мм, с подливой', 5, 'food'],
    ]);
  });

  it('reads the Korean spoon tilt ("한 덩어리로 떨어짐") as Level 4, not as lumps', () => {
    expectLevels([['호박죽 갈아서 체에 내림, 숟가락 기울이면 한 덩어리로 떨어짐', 4, 'food']]);
  });

  it('reads the Indonesian spoon tilt: stays on the spoon, falls off clean when tilted', () => {
    expectLevels([['puding labu halus, tetap di atas sendok, dimiringkan langsung jatuh', 4, 'food']]);
  });

  it('sets aside a Japanese order (とろみ指示：, 〜食指示の方) and reads a drink served as it is (そのまま) as thin', () => {
    expectLevels([
      ['とろみ指示：濃いとろみ。今日は麦茶をとろみなしで出した', 0, 'drink'],
      ['ミキサー食指示の方、麦茶をそのまま出しました', 0, 'drink'],
      ['りんごをそのまま', 7, 'food'],
    ]);
  });

  it('reads Mandarin steak and cutlet names (牛排, 猪排) as tough meat, whatever the cut', () => {
    expectLevels([
      ['猪排切成小块，1厘米左右', 7, 'food'],
      ['羊排和牛排都切丁了', 7, 'food'],
    ]);
  });

  it('reads a flow-test residue "a little over 8 ml" in Japanese as more than 8 ml (Level 3)', () => {
    expectLevels([['ジュースにとろみ、シリンジに8mlを少し超えて残った', 3, 'drink']]);
  });

  it('reads Japanese "外して/はずして" (taken off) as removal, and "外していない", "外しきれていない" as not', () => {
    expectLevels([
      ['焼き鮭、骨を取って皮も外した。ほぐしてあんかけ、1cm以下', 6, 'food'],
      ['焼き鮭、骨は全部取った。皮は外していない、1cm以下、あんかけ', 7, 'food'],
      ['焼き鮭、骨は全部取った。皮を外しきれていない、1cm以下、あんかけ', 7, 'food'],
    ]);
  });

  it('keeps the hazard of nuts crushed to coarse crumbs and sprinkled on a smooth food (Indonesian)', () => {
    expectLevels([['kacang tanah ditumbuk jadi remah kasar, ditaburkan di atas puding', 7, 'food']]);
  });
});

describe(`${RULES.UKRAINIAN_BESIDE_RUSSIAN.id}: Ukrainian test words read as the Russian ones`, () => {
  it('reads the fork drip, the cup, the straw and the spoon in Ukrainian', () => {
    expectLevels([
      ["Компот загущений: п'ється з чашки, через соломинку важко, з виделки повільно крапає грудочками", 3, 'drink'],
      ['Пюре з моркви, гладке, без грудочок, тримає форму на ложці, з виделки не крапає', 4, 'food'],
    ]);
  });
  it('keeps a thin Ukrainian drink thin', () => {
    expect(classifyText('Кисіль рідкий, як вода').level).toBeLessThanOrEqual(1);
  });
});
