/**
 * Rule LUMPS_NOT_PUREE when the text says a purée is NOT smooth ("not smooth",
 * "pas lisse", "nicht glatt", "不顺滑"): Level 4 has no lumps, so such a food
 * is Level 5 at least; a drink said not to be smooth keeps its flow reading.
 * Inflected soft words (weiche, zarte, blandas) and the French bare "pas"
 * ("pas collante", "jus pas épaissi") are read as they are written, and so
 * are words spelled with the œ ligature (œufs, bœuf).
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('LUMPS_NOT_PUREE: a purée said not to be smooth', () => {
  it('is Level 5 at least, in every language read', () => {
    expectLevels([
      ['mashed swede, not smooth', 5, 'food'],
      ['purée de courge, pas lisse', 5, 'food'],
      ['Erbsenpüree nicht glatt', 5, 'food'],
      ['puré de lentejas, no homogéneo', 5, 'food'],
      ['purè di zucca non liscio', 5, 'food'],
      ['purê de mandioca, não liso', 5, 'food'],
      ['свекольное пюре не однородное', 5, 'food'],
      ['南瓜泥不顺滑', 5, 'food'],
      ['bubur labu tidak halus', 5, 'food'],
      // a mung bean sweet soup is beans in a thin liquid whatever its smoothness (rule DESCRIPTOR_NOT_PREPARATION)
      ['bubur kacang hijau tidak halus', 7, 'food'],
      ['khoai lang nghiền không mịn', 5, 'food'],
    ]);
  });

  it('leaves a drink to its flow test and a smooth purée at Level 4', () => {
    expectLevels([
      ['thickened apple juice, not smooth, 3 ml left after the flow test', 1, 'drink'],
      ['smooth pumpkin purée, holds its shape on a tilted spoon, not grainy', 4, 'food'],
    ]);
  });
});

describe('soft words as they are inflected, and the French bare "pas"', () => {
  it('reads weiche, zarte, weichgekocht, blandas and tiernas as soft', () => {
    expectLevels([
      ['weiche Zucchini, Stücke 1 cm', 6, 'food'],
      ['zarte Kürbiswürfel, 1 cm', 6, 'food'],
      ['weichgekochter Kürbis, Würfel 1 cm', 6, 'food'],
      ['calabazas blandas en cubos de 1 cm', 6, 'food'],
      ['berenjenas tiernas, trozos de 1 cm', 6, 'food'],
    ]);
  });

  it('reads "pas" before an adjective as a negation in French', () => {
    expectLevels([
      ['compote de poires lisse, glisse de la cuillère, pas collante', 4, 'food'],
      ["jus d'ananas pas épaissi", 0, 'drink'],
    ]);
  });
});

describe('French words written with the œ ligature', () => {
  it('reads œuf and bœuf as oeuf and boeuf are read', () => {
    expectLevels([
      ['œufs brouillés bien cuits', 6, 'food'],
      ['bœuf haché fin, humide, morceaux de 3 mm', 5, 'food'],
      ['un œuf dur entier', 7, 'food'],
    ]);
  });
});
