/**
 * Dangerous classes (a menu claim then a harder food, quick pours, care plans, dicing words), closed as rules
 * or vocabulary held as data. Sentences are our own.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.LABEL_SERVED_HARDER.id}: a menu claim, then a harder food served`, () => {
  it('answers the food as served past a contrast or a sentence end, in several languages', () => {
    expectLevels([
      ['menu says minced and moist, but they sent a whole lamb chop', 7, 'food'],
      ['etiqueta: nivel 5 picado y húmedo. Hoy llegó un filete entero', 7, 'food'],
      ['餐牌写 碎餐。今天厨房送来了一整块牛扒', 7, 'food'],
    ]);
  });
  it('keeps the claim when the food is inside it or no turn follows', () => {
    expectLevels([
      ['pack says Level 4 pureed chicken', 4, 'food'],
      ['menu says minced and moist, beef stew', 5, 'food'],
    ]);
  });
});

describe(`${RULES.DRINK_DESCRIPTORS.id}: the quick spoon pour with its adverb after the verb`, () => {
  it('reads "runs off the spoon quick" as the Level 2 pour, never Level 3, in several languages', () => {
    expectLevels([
      ['thickened orange juice, pours off the spoon quickly', 1, 'drink'],
      ['Apfelsaft angedickt, läuft vom Löffel schnell', 1, 'drink'],
      ['jus apel dikentalkan, mengalir dari sendok dengan cepat', 1, 'drink'],
    ]);
  });
});

describe(`${RULES.ROLE_PRESCRIPTION.id}: a care plan names the eater's order`, () => {
  it('sets the care plan level aside and judges the drink served, in several languages', () => {
    expectLevels([
      ['dads care plan says Level 3 moderately thick. staff gave him plain tea, nothing added', 0, 'drink'],
      ['Pflegeplan sagt Stufe 2 leicht angedickt. Heute kam nur Leitungswasser', 0, 'drink'],
      ['plan de cuidados dice nivel 2. le dieron agua sola', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.BROTH_ONLY.id}: Thai "no solids" beside a clear soup`, () => {
  it('reads the thin liquid left of a Thai soup with nothing in it', () => {
    expectLevels([
      ['ต้มจืด ไม่มีเนื้อ น้ำใส', 0, 'drink'],
      ['ต้มยำ ไม่มีชิ้น ไม่ได้เติมสารเพิ่มความข้น', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.TEST_IN_OWN_WORDS.id}: Indonesian drips with a suffix, slowly in dollops`, () => {
  it('reads the slow dollop drip (Level 3), not lumps', () => {
    expectLevels([
      ['jus mangga kental, dari garpu menetes gumpal-gumpal pelan', 3, 'drink'],
      ['susu kedelai kental, netesnya gumpal gumpal pelan dari garpu', 3, 'drink'],
    ]);
  });
});

describe(`${RULES.MINCE_WORD_MEASURED_LARGER.id}: a dicing word beside a size above the mince`, () => {
  it('keeps the whole cut tough when the pieces measure above 4 mm, in several languages', () => {
    expectLevels([
      ['pork chop finely diced, about 1 cm', 7, 'food'],
      ['Schweinekotelett, in 1 cm Stücke geschnitten', 7, 'food'],
      ['Sườn heo nướng, thái hạt lựu nhỏ khoảng 1,5 cm', 7, 'food'],
    ]);
  });
  it('still reads a mince measured within 4 mm', () => {
    expectLevels([['minced beef, 3 mm, moist', 5, 'food']]);
  });
});

describe(`${RULES.SOLID_IN_CARRIER.id}: a blended soup named by its vegetable is no solid in a liquid`, () => {
  it('reads the cream soup or potage as a drink (never Level 7), in several languages', () => {
    expectLevels([
      ['carrot cream soup, drips slowly in dollops through the fork', 3, 'drink'],
      ['potage de pommes de terre', 0, 'drink'],
      ['crema de papa para el abuelo', 0, 'drink'],
      ['南瓜羹，叉子上一坨一坨慢慢滴', 3, 'drink'],
    ]);
  });
});

describe(`${RULES.TEST_DECIDES_FLUID.id}: "pours straight off" is the spoon tilt failed, not the quick Level 2 pour`, () => {
  it('reads a labelled purée that pours straight off the spoon at Level 3', () => {
    expectLevels([
      ['jar of apple puree marked level 4, but tilt the spoon and it pours straight off', 3],
      ['the mousse pot says Level 4 pureed, yet it pours straight off a tilted spoon', 3],
    ]);
  });
});

describe(`${RULES.DRINKABLE_FORM.id}: a baby or rice cereal said to be drunk`, () => {
  it('reads the cereal drink as a drink, never Level 4 food; the cereal eaten stays a food', () => {
    expectLevels([
      ['infant cereal drink for grandpa', 2, 'drink'],
      ['米糊，用杯喝', 2, 'drink'],
      ['baby rice for my son', 4, 'food'],
    ]);
  });
});
