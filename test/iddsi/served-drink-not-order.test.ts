/**
 * Rule SERVED_DRINK_NOT_ORDER: the drink served unthickened is judged as served, whatever thickness the eater's
 * order names. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const RULE = RULES.SERVED_DRINK_NOT_ORDER;

describe(`${RULE.id}: the drink given plain is thin, whatever the order says`, () => {
  const served = [
    "Mrs K is on Level 2 mildly thick. Night staff couldn't find the thickener, so she had orange juice.",
    'L3 fluids resident; kitchen sent Ensure chocolate straight from the bottle',
    'L2 fluids. Gave his tablets with normal water',
    'He takes level 3 drinks, but we give him his pills with normal water',
    'toma líquidos nivel 2 pero le di el zumo tal cual',
    '吃药的时候给他喝普通的水，平时是二级稠',
    '普段はとろみ中間ですが、薬は普通の水で飲ませました',
    'Er bekommt Stufe 2, aber die Tabletten gab ich mit normales Wasser',
    'Level 2 fluids per SLT; his son was bringing in coffee and he drank it, no thickener',
  ];
  it('answers the drink served, Level 0, not the order', () => {
    for (const text of served) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind }).toEqual({ text, level: 0, kind: 'drink' });
    }
  });
  it('answers with less confidence than for the same drink with no order against it', () => {
    const conflict = classifyText("Mrs K is on Level 2 mildly thick. Night staff couldn't find the thickener, so she had orange juice.");
    expect(conflict.confidence).toBeLessThan(classifyText('She had orange juice.').confidence);
  });
  it('reads a supplement named by brand and flavour as the thin drink it comes as', () => {
    for (const text of ['Ensure vanilla', 'one bottle of Ensure', 'fortisip compact, strawberry']) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind }).toEqual({ text, level: 0, kind: 'drink' });
    }
  });
  it('still reads a drink the text says was thickened at its thickened level', () => {
    const c = classifyText('He takes level 3 drinks; water thickened to level 3 with his pills');
    expect(c.level).toBe(3);
  });

  it('does not read "as it comes" as a level: a product keeps its own level, a food its food level', () => {
    const cases: [string, number][] = [
      ['Custard straight from the carton', 4],
      ['Vanillepudding, so wie er ist', 4],
      ["Budino alla vaniglia così com'è", 4],
      ['Кисель прямо из пакета', 2],
      ['Milkshake stage 2 given straight out of the bottle', 1],
      ['Smoothie straight from the bottle', 1],
      ['Yoghurt drink as it comes', 1],
      ['Yogurt minum langsung dari botol', 1],
      ['Pre-thickened juice level 2, given straight from the carton', 2],
      ['市販のプリンをそのまま', 4],
      ['とろみ中間のゼリー飲料をそのまま', 3],
      ['Crème dessert à la vanille, telle quelle', 4],
      ['Natillas de supermercado tal cual', 4],
    ];
    for (const [text, level] of cases) expect({ text, level: classifyText(text).level }).toEqual({ text, level });
  });
  it('gives no confidence of its own to "as it comes", "straight from the bottle"', () => {
    const pairs: [string, string][] = [
      ['Milkshake stage 2 given straight out of the bottle', 'Milkshake stage 2'],
      ['Tomato soup as it comes', 'Tomato soup'],
      ['Yoghurt drink as it comes', 'Yoghurt drink'],
      ['ほうじ茶をそのまま', 'ほうじ茶'],
      ['Zumo de manzana tal cual', 'Zumo de manzana'],
      ['Jus de pomme tel quel', 'Jus de pomme'],
      ['苹果汁原样', '苹果汁'],
    ];
    for (const [text, bare] of pairs) expect(classifyText(text).confidence, text).toBeLessThanOrEqual(classifyText(bare).confidence);
    expect(classifyText('요플레 그대로 드렸어요').understood).toBe(false);
  });
});

describe(`${RULES.THICKENED_PLAIN_WATER.id}: plain water the text says was thickened is at its thickened level`, () => {
  it('lets the thickener named on the water win over the plain-water name', () => {
    expectLevels([
      ['Agua normal espesada a nivel 2 con espesante', 2, 'drink'],
      ['普通的水加了凝固粉，二级稍微稠', 2, 'drink'],
      ['Air biasa dikentalkan level 3 dengan pengental', 3, 'drink'],
      ['Thickened water Level 2 given with tablets (normal water not allowed)', 2, 'drink'],
    ]);
  });
  it('still reads plain water with no thickener said as the thin drink served', () => {
    expectLevels([
      ['Agua normal para las pastillas, paciente con líquidos nivel 2', 0, 'drink'],
      ['Normal water, no thickener', 0, 'drink'],
      ['吃药的时候给他喝普通的水，平时是二级稠', 0, 'drink'],
    ]);
  });
});
