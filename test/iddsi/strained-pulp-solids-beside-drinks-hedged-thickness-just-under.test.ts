/** Pulp strained out, solids beside drinks, hedged thickness, flakes left, residues just under a value, pasta shells. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.PIECES_REMOVED_BY_VERB.id}: pulp strained out of a drink leaves a drink`, () => {
  it('reads strained or removed pulp and bits as gone, in several languages', () => {
    expectLevels([
      ['apple juice sieved to remove the bits', 0, 'drink'],
      ['西瓜汁过滤咗啲渣', 0, 'drink'],
      ['苹果汁过滤掉果肉', 0, 'drink'],
      ['オレンジジュース、こして果肉を取った', 0, 'drink'],
      ['jugo de naranja colado, se quitaron los grumos', 0, 'drink'],
    ]);
  });
  it('keeps bits said to be left after sieving', () => {
    expectLevels([['juice sieved but still has bits', 7, 'food']]);
  });
});

describe(`${RULES.SOLID_BESIDE_DRINK.id}: a solid named beside a drink is answered as the food`, () => {
  it('answers the solid, with its confidence capped, in several languages', () => {
    expectLevels([
      ['ham and a cup of tea', 7, 'food'],
      ['tocino at kape', 7, 'food'],
      ['ayam dan teh manis', 7, 'food'],
      ['chip butty and a cup of tea', 7, 'food'],
    ]);
    expect(classifyText('tocino at kape').confidence).toBeLessThanOrEqual(RULES.SOLID_BESIDE_DRINK.confidence.cap);
  });
  it('keeps a drink made with a fruit after it as the drink', () => {
    expectLevels([
      ['hot water and lemon', 0, 'drink'],
      ['tea with lemon and honey', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.HEDGED_THICK_DRINK.id}: a drink or soup told only as a little thick leans thinner`, () => {
  it('reads a hedged thickness on a soup, tea or made-up cereal as Level 1 drink, with the flow test', () => {
    expectLevels([
      ['お茶、少しとろっと', 1, 'drink'],
      ['冲咗俾婆婆嘅米糊，稠咗少少', 1, 'drink'],
    ]);
    expect(classifyText('お茶、少しとろっと').settlingTest).toBe('flow');
  });
});

describe(`${RULES.THICK_CEREAL_SPOONED.id}: a cereal made up plainly thick is spooned`, () => {
  it('keeps a thick made-up rice cereal a food, and a thick lotus starch drink a drink', () => {
    expectLevels([
      ['一杯米糊，挺稠的', 4, 'food'],
      ['给爸爸冲了藕粉，稠稠的', 2, 'drink'],
    ]);
  });
});

describe(`${RULES.POWDER_SOUP_CALLED_THICK.id}: a sweet powder soup called thick is still a drink`, () => {
  it('reads a thick or quite thick sesame, walnut or lotus soup as the thinner drink, flow test asked', () => {
    expectLevels([
      ['黑芝麻糊，几稠下', 2, 'drink'],
      ['外婆煮的核桃糊，蛮稠的', 2, 'drink'],
      ['藕粉很稠', 2, 'drink'],
    ]);
    const c = classifyText('芝麻糊比较稠');
    expect({ test: c.settlingTest, low: c.confidence <= 0.6 }).toEqual({ test: 'flow', low: true });
  });
  it('keeps a spoon test, a bowl spooned or a rice cereal the food', () => {
    expectLevels([
      ['芝麻糊挺稠，勺子上能立住', 4, 'food'],
      ['芝麻糊好稠，企喺匙羹度', 4, 'food'],
      ['米糊冲得挺稠', 4, 'food'],
    ]);
  });
});

describe(`${RULES.HAZARD_SURVIVES.id}: a glutinous rice porridge keeps its whole grains`, () => {
  it('reads champorado and its kin unblended as Level 7, blended smooth as a purée', () => {
    expectLevels([
      ['champorado with evaporated milk', 7, 'food'],
      ['cháo nếp cho bà', 7, 'food'],
      ['bubur ketan dengan santan', 7, 'food'],
      ['champorado blended smooth', 4, 'food'],
    ]);
  });
});

describe(`${RULES.LUMPS_NOT_PUREE.id}: a food mashed with flakes or bits left is no purée`, () => {
  it('reads "still some small flakes" in Indonesian and Thai as above Level 4', () => {
    expectLevels([
      ['kentang dihaluskan, masih ada serpihan', 5, 'food'],
      ['ayam dihaluskan, masih ada potongan kecil', 5, 'food'],
      ['ฟักทองบด ยังมีเศษเล็กๆ', 5, 'food'],
    ]);
  });
});

describe(`${RULES.FLOW_JUST_UNDER.id}: a residue just under a value lies just below it`, () => {
  it('reads "just under", "almost", "casi", "hampir", "将近" before a flow residue as the band below', () => {
    expectLevels([
      ['flow test: a little under 5 ml left', 2, 'drink'],
      ['prueba de flujo: quedaron casi 5 ml', 2, 'drink'],
      ['uji aliran, sisa hampir 5 ml', 2, 'drink'],
      ['流动测试剩下将近5毫升', 2, 'drink'],
      ['flow test almost 2 ml left', 1, 'drink'],
    ]);
  });
});

describe(`${RULES.SIDE_FORK_NEEDS_SIZE.id}: soft pieces of about 1 cm a fork squashes are Level 6`, () => {
  it('reads pasta shells as pasta (no shell hazard) and the Tagalog fork pressure test with "sa tinidor"', () => {
    expectLevels([
      ['macaroni shells in tomato sauce cut to about 1cm, fork squashes them easily', 6, 'food'],
      ['karot na hiniwa ng 1 cm, madaling madurog sa tinidor', 6, 'food'],
    ]);
  });
});

describe(`${RULES.ROLE_PRESCRIPTION.id}: a diet sheet names who the food is for`, () => {
  it('sets the diet sheet or card level aside and judges the food by its own test', () => {
    expectLevels([
      ['Diet sheet: Level 6 soft & bite sized. Supper: custard blended smooth, pours off the spoon', 3, 'food'],
      ['diet card says level 7. porridge blended smooth, holds on the spoon', 4, 'food'],
    ]);
  });
});

describe(`${RULES.HEDGED_THICK_DRINK.id}: a purée called a bit thick stays a purée`, () => {
  it('reads a hedged thickness on a purée as Level 4 with the spoon tilt test', () => {
    expectLevels([
      ['puré de calabaza, un poco espeso', 4, 'food'],
      ['carrot puree, a little thick', 4, 'food'],
    ]);
    expect(classifyText('carrot puree, a little thick').settlingTest).toBe('spoon_tilt');
  });
});
