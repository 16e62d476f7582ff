/**
 * Hazards that stand: bones not taken out, a whole fish mashed or served whole, nuts and crackling under a
 * level name, a denied removal, a roast leg, dates cut small; "soft" alone does not show a meat tender; a
 * 露 is a drink, a 糊 a paste. Each test names its rule, in wordings and languages of its own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const hazardCodes = (text: string) => classifyText(text).hazards.map((h) => h.code);

function expectBones(texts: readonly string[]): void {
  for (const text of texts) {
    expect({ text, level: classifyText(text).level }).toEqual({ text, level: 7 });
    expect(hazardCodes(text), text).toContain('bones');
  }
}

describe(`${RULES.HAZARD_KEPT_BY_NEGATED_REMOVAL.id}: bones the text says were left in stand through a blender`, () => {
  it('a fish purée whose bones were not taken out is Level 7 with bones, in several languages', () => {
    expectBones([
      'salmon puree made without removing the bones',
      "blended mackerel, didn't take the bones out",
      '三文鱼泥，鱼刺没挑',
      'cá thu xay, không gỡ xương',
      'sardinas trituradas con espinas',
      'ikan bandeng dihaluskan, durinya tidak dibuang',
      'bangus na dinurog, may tinik pa',
      'ปลาทูบด ไม่ได้แกะก้าง',
    ]);
  });

  it('bones said to be absent are not read as kept', () => {
    expectLevels([
      ['鱼肉泥，没有鱼刺', 4],
      ['cá xay nhuyễn, không còn xương', 4],
    ]);
  });
});

describe(`${RULES.MASHED_KEEPS_BONES.id}: mashing a whole fish leaves its bones`, () => {
  it('mashed fish keeps the bones; blended, boned or tinned fish does not', () => {
    expectBones(['mashed sardines', 'mashed mackerel']);
    expectLevels([
      ['mashed fish, no bones', 5],
      ['tinned tuna, mashed', 5],
    ]);
  });
});

describe(`${RULES.WHOLE_FISH_DISH_BONES.id}: a fish dish served whole carries its bones`, () => {
  it('steamed or poached fish named without fillet is Level 7 with bones', () => {
    expectBones(['poached fish', 'ikan tim', 'pinasingawang isda', 'cá chưng tương', '생선찜', 'pescado al horno']);
  });

  it('a fillet or a boned fish stays below Level 7', () => {
    expectLevels([
      ['steamed fish fillet', 6],
      ['steamed fish, boneless, flaked into 1cm pieces, moist', 6],
    ]);
  });
});

describe(`${RULES.LEVEL_NAME_KEEPS_HIGH_RISK.id}: the name "soft and bite-sized" does not soften a nut or a crackling`, () => {
  it('nuts, seeds and crackling under the level name stay Level 7, hard or crunchy', () => {
    for (const text of [
      'soft and bite sized cashews',
      'soft & bite-sized almonds',
      'soft and bite sized pork crackling',
      'soft and bite-sized kerupuk',
    ]) {
      const c = classifyText(text);
      expect({ text, level: c.level }).toEqual({ text, level: 7 });
      expect(
        c.hazards.some((h) => h.code === 'hard' || h.code === 'crunchy'),
        text,
      ).toBe(true);
    }
  });

  it('a tender food under the name is still Level 6', () => {
    expectLevels([['soft and bite sized chicken', 6, 'food']]);
  });
});

describe(`${RULES.NUT_LU_DRINKS.id}: a 露 is a drink, a 糊 is a paste`, () => {
  it('canned peanut or walnut drinks are Level 0 drinks; the sweet-soup 露 are drinks read thinnest with the flow test', () => {
    expectLevels([
      ['一支花生露', 0, 'drink'],
      ['冻核桃露', 0, 'drink'],
    ]);
    for (const text of ['一碗合桃露', '芝麻露']) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind, needsTest: c.needsTest }).toEqual({ text, level: 0, kind: 'drink', needsTest: true });
    }
  });

  it('the pastes stay foods', () => {
    expectLevels([['黑芝麻糊', 3, 'food']]);
  });
});

describe(`${RULES.TENDER_BY_ADJECTIVE_ONLY.id}: "soft" alone does not show a meat tender`, () => {
  it('a meat cut to 1.5 cm and only called soft or tender stays below 0.8', () => {
    for (const text of [
      'tender pork loin cut into 1.5 cm cubes',
      'carne de cerdo suave en trozos de 1,5 cm',
      '炆得好腍嘅羊肉，切1.5厘米粒',
    ]) {
      const c = classifyText(text);
      expect({ text, level: c.level }).toEqual({ text, level: 6 });
      expect(c.confidence, text).toBeLessThanOrEqual(RULES.TENDER_BY_ADJECTIVE_ONLY.confidence.cap);
    }
  });

  it('a fork result keeps the confidence of the tested cell', () => {
    const c = classifyText('tender pork loin, 1.5 cm cubes, cuts with the side of a fork');
    expect(c.level).toBe(6);
    expect(c.confidence).toBeGreaterThan(RULES.TENDER_BY_ADJECTIVE_ONLY.confidence.cap);
  });
});

describe(`${RULES.HAZARD_SURVIVES.id}: a hazard written after the level name stands`, () => {
  it('"quite dry" is a dry food, not a removal (Spanish "quite" only before an article)', () => {
    for (const text of ['minced and moist beef, quite dry', 'minced and moist, quite dry and crumbly']) {
      expect({ text, level: classifyText(text).level }).toEqual({ text, level: 7 });
      expect(hazardCodes(text), text).toContain('dry');
    }
  });
});

describe(`${RULES.NEGATED_REMOVAL_KEEPS.id}: a denied removal leaves every hazard it names`, () => {
  it('seeds, stones, skins and bones after "without removing" stay, in several languages', () => {
    const cases: [string, string][] = [
      ['blended watermelon without removing the seeds', 'skins_husks'],
      ['cherries mashed without removing the stones', 'skins_husks'],
      ['blended chicken wings without taking out the bones', 'bones'],
      ['sandía licuada sin quitar las semillas', 'skins_husks'],
      ['pollo triturado sin quitar la piel', 'skins_husks'],
      ['jambu biji diblender tanpa membuang bijinya', 'skins_husks'],
      ['pureed pork ribs, did not remove the bones', 'bones'],
    ];
    for (const [text, code] of cases) {
      expect({ text, level: classifyText(text).level }).toEqual({ text, level: 7 });
      expect(hazardCodes(text), text).toContain(code);
    }
  });

  it('a removal said plainly still removes, a negated hazard is still absent', () => {
    expectLevels([
      ['grapes pureed, skins removed and sieved', 4],
      ['pureed chicken, skin removed, no bones', 4],
    ]);
  });
});

describe(`${RULES.WHOLE_DISH_HAZARDS.id}: a roast chicken leg is a bone-in piece`, () => {
  it('names the bones of a roast, grilled or baked leg in several languages', () => {
    expectBones(['roast chicken leg', 'grilled chicken leg', 'pierna de pollo asada', 'paha ayam panggang', 'cuisse de poulet rôtie']);
  });
});

describe(`${RULES.MINCED_KEEPS_STICKY.id}: dates cut small stay sticky, in the languages that lacked them`, () => {
  it('names dates as dried fruit in Arabic, German, Italian, Portuguese and Chinese', () => {
    for (const text of ['تمر مقطع قطع صغيرة', 'Datteln klein geschnitten', 'datteri a pezzetti', 'tâmaras picadas', '椰枣切碎']) {
      expect({ text, level: classifyText(text).level }).toEqual({ text, level: 7 });
      expect(hazardCodes(text), text).toContain('sticky');
    }
  });
});
