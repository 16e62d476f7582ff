/**
 * Dangerous classes (a child's bare age, a bare residue number, CJK ranges, pieces floating in a soup), closed
 * as rules held as data. Sentences are our own.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.POP_CHILD_KIN_IS_AGE.id}: a bare age after "<child> is"`, () => {
  it('applies the paediatric limits (10 mm fails Level 6 for a child), in several languages', () => {
    expectLevels([
      ['my daughter is 4. beef cut in 1cm pieces, soft, mashes with fork', 7, 'food'],
      ['mein Sohn ist 5, Rindfleisch in 1 cm Stücke geschnitten, weich, mit der Gabel zerdrückbar', 7, 'food'],
    ]);
  });
  it('reads no child from an adult age', () => {
    expectLevels([
      ['my son is 25, beef cut in 1cm pieces, soft, mashes with fork', 6, 'food'],
      ['my granddaughter is 19, minced pork 3 mm, moist', 5, 'food'],
    ]);
  });
});

describe(`${RULES.POP_CHILD_NAME_IS_AGE.id}: "<Name> is <age>" and what the child is on`, () => {
  it('applies the paediatric limits to a named child (1 cm fails Level 6, 3 mm fails Level 5)', () => {
    expectLevels([
      ['Ava is 6 and on level 6 now. carrots steamed, cut to 1 cm, squash under the fork', 7, 'food'],
      ['Ben is 3 and a half. minced beef about 3 mm, moist, no liquid', 6, 'food'],
    ]);
  });
  it('reads no child from a level, a time or an adult', () => {
    expectLevels([
      ['Level is 4 and on the pot: minced beef 3 mm, moist', 5, 'food'],
      ['Mr Cole is 5 and a half weeks after his stroke: minced beef 3 mm, moist', 5, 'food'],
      ['Grace is 84 and eats minced beef, about 3 mm, moist', 5, 'food'],
    ]);
  });
});

describe(`${RULES.FLOW_BARE_RESIDUE.id}: a bare number before a residue word is the residue in ml`, () => {
  it('reads the residue, not the 10 ml put in, in English and German', () => {
    expectLevels([
      ['filled to 10 ml, 6 left after ten seconds', 2, 'drink'],
      ['syringe 10ml, between 2 and 3 remained', 1, 'drink'],
      ['Spritze mit 10 ml, nach 10 Sekunden 5 übrig', 2, 'drink'],
    ]);
  });
  it('reads no residue from a bare number in a text without ml', () => {
    expectLevels([['cut in 2 and 3 cm pieces, 4 left on the plate', 7, 'food']]);
  });
});

describe(`${RULES.CJK_ADJACENT_RANGE.id}: two neighbouring numerals are a range`, () => {
  it('reads the upper end as the piece size', () => {
    expectLevels([
      ['牛肉切成两三公分，炖得很软', 7, 'food'],
      ['紅蘿蔔切到一兩厘米', 7, 'food'],
      ['鸡肉切成三四毫米 湿润', 5, 'food'],
    ]);
  });
});

describe('no_flow (terms and foreign-core): "nothing flowed through" in German, Italian, Portuguese and French', () => {
  // FLOW_TEST_LEVELS_0_3: the flow test shows only "more than 8 ml left", Level 3
  it('reads the syringe test that lets nothing through as no flow, answered at Level 3', () => {
    expectLevels([
      ['Apfelsaft angedickt, Spritzentest: nichts durchgelaufen', 3, 'drink'],
      ['succo di mela addensato, test della siringa: non è uscito niente', 3, 'drink'],
      ['suco de laranja espessado, teste da seringa: nada escorreu', 3, 'drink'],
      ["jus de pomme épaissi, test de la seringue : rien n'est sorti", 3, 'drink'],
    ]);
  });
});

describe('mixed_consistency (HAZARD_WORDS): liquid pooling on the plate is thin liquid separating', () => {
  it('keeps a small-cut food with a pool of liquid at Level 7, in Chinese and English', () => {
    expectLevels([
      ['肉碎好细粒，但係碟底有一滩汁', 7, 'food'],
      ['鱼肉压碎了 小于4毫米 盘子里积了一滩水', 7, 'food'],
      ['minced beef under 4mm but a puddle of liquid on the plate', 7, 'food'],
    ]);
  });
});

describe('mixed_consistency (HAZARD_WORDS): pieces floating in a blended soup', () => {
  it('answers a puréed soup with pieces floating in it Level 7, in English and Spanish', () => {
    expectLevels([
      ['pumpkin soup puréed but some 6mm pieces of onion floating', 7, 'food'],
      ['crema de calabaza triturada, con trocitos de 5 mm flotando', 7, 'food'],
    ]);
  });
  it('reads nothing floating as no pieces', () => {
    expectLevels([['thickened juice, nothing floating, smooth', 1, 'drink']]);
  });
});
