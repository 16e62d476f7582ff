/**
 * Issue 14, blind sets 96-97: a removal verb after a list takes out its hazard words (rule
 * REMOVAL_OF_LISTED_PARTS), a drained food has no broth left (SOLID_IN_CARRIER) and a tomato sauce is a sauce
 * (SAUCE_NOT_ITS_INGREDIENT).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const hazardCodes = (text: string) => runEngine(text).hazards.map((h) => h.code);

describe(`${RULES.REMOVAL_OF_LISTED_PARTS.id}: a removal verb after a list with a part of no hazard`, () => {
  it('takes out the hazard words of the list', () => {
    for (const text of [
      'pork shoulder, bones, gristle and skin all trimmed away, braised soft, 1 cm pieces, squashes under the fork',
      'costillas: huesos y grasa quitados, trozos de 1 cm, se aplastan con el tenedor',
    ])
      expect({ text, hazards: hazardCodes(text) }).toEqual({ text, hazards: [] });
  });

  it('leaves hazards the verb is not said of', () => {
    expect(hazardCodes('pork ribs, bones and the meat braised, 1 cm pieces')).toContain('bones');
  });
});

describe(`${RULES.SOLID_IN_CARRIER.id}: a food drained of its broth`, () => {
  it('has no mixed consistency left', () => {
    expectLevels([
      ['soft tofu simmered in stock, drained, 1 cm cubes, squashes under a fork', 6],
      ['Tofu in Brühe, abgetropft, 1 cm Würfel, mit der Gabel zerdrückbar', 6],
    ]);
    expect(hazardCodes('soft tofu simmered in broth, 1 cm cubes')).toContain('mixed_consistency');
  });
});

describe(`${RULES.SAUCE_NOT_ITS_INGREDIENT.id}: a tomato sauce is a sauce`, () => {
  it('does not bring the skins of whole tomatoes, and 茄汁豆腐 is tofu', () => {
    expectLevels([
      ['meatballs in tomato sauce, 1 cm pieces, very soft, squash under the side of a fork', 6],
      ['كرات لحم في صلصة الطماطم، قطع ١ سم، طرية جدا، تنهرس بالشوكة', 6],
      ['茄汁豆腐切1厘米粒，叉子一压就烂', 6],
    ]);
    expect(hazardCodes('tomatoes, cut 1 cm')).toContain('skins_husks');
  });
});

describe(`${RULES.TESTED_TENDER.id}: the pressure test with the side of the fork, in more languages`, () => {
  it('passes boned 1 cm pieces that squash under the fork side', () => {
    expectLevels([
      ['pollo disossato, pezzi da 1 cm, si schiaccia con il lato della forchetta e non torna', 6],
      ['frango desossado, pedaços de 1 cm, amassa com a lateral do garfo', 6],
      ['kip zonder botten, stukjes van 1 cm, plet onder de zijkant van de vork', 6],
      ['ไก่เลาะกระดูกออก หั่น 1 ซม. กดด้วยข้างส้อมแล้วแบน', 6],
      ['pollo deshuesado, trozos de 1 cm, se aplasta con el lado del tenedor', 6],
    ]);
  });

  it('keeps Level 7 when the test fails', () => {
    expectLevels([
      ['pollo disossato, pezzi da 1 cm, non si schiaccia con il lato della forchetta', 7],
      ['kip, stukjes van 1 cm, plet niet onder de vork', 7],
    ]);
  });
});
