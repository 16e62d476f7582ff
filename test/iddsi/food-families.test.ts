/**
 * The food lexicon audited by IDDSI high-risk family (issue 14): for every family a
 * food of each of the service's cuisines, cut or cooked in a way that does not remove that family's
 * hazard, stays Level 7 and names the hazard (rule HAZARD_SURVIVES). Foods added later are
 * among them (pickled greens, savoury pancakes, dried flakes, masa dishes, grains, small seeds,
 * olives, sticky spreads).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

const FAMILIES: Record<string, { code: string; texts: string[] }> = {
  sticky: {
    code: 'sticky',
    texts: [
      'tteokbokki cut into little rounds',
      '糯米糍切成細粒',
      'dango pieces for dessert',
      'a spoon of dulce de leche',
      'kaya jam on a spoon',
    ],
  },
  'fibrous or stringy': {
    code: 'fibrous',
    texts: ['kimchi chopped very small', '酸菜切碎', 'curtido finely chopped', 'gudeg, cut small', 'chicken floss over rice'],
  },
  juicy: { code: 'juicy', texts: ['cantaloupe in small cubes', 'honeydew melon diced', 'สับปะรดหั่นเต๋าเล็ก'] },
  hard: { code: 'hard', texts: ['chopped green olives', 'toasted sesame seeds scattered over the tofu', 'flaxseed sprinkled on top'] },
  'crunchy or crumbly': {
    code: 'crunchy',
    texts: ['karaage cut into bite-size pieces', 'emping melinjo', 'banana chips broken up', 'hành phi sprinkled on porridge'],
  },
  dry: { code: 'dry', texts: ['quinoa salad', 'pupusas cut into squares', 'okonomiyaki in small pieces', 'bonito flakes'] },
  'skins, husks and seeds': { code: 'skins_husks', texts: ['semillas de chia con leche', 'quinoa, cooked soft', 'chickpeas halved'] },
  'round or long': { code: 'round_long', texts: ['lap cheong slices', 'longanisa with rice', 'nước hột é'] },
  floppy: { code: 'floppy', texts: ['fresh basil leaves on top', 'ใบกะเพรา', 'katsuobushi on tofu'] },
  'bones or gristle': { code: 'bones', texts: ['ikan bilis goreng', 'steamed whole fish with ginger', 'chicken wings cut in half'] },
  'mixed consistency': { code: 'mixed_consistency', texts: ['peach slices in light syrup', 'mandarin segments in syrup', '碗仔翅'] },
};

describe('HAZARD_SURVIVES: every IDDSI high-risk family, across the cuisines served', () => {
  it('implements the IDDSI statement on high-risk foods', () => {
    expect(RULES.HAZARD_SURVIVES.statement).toMatch(/Levels 4-6 exclude high-risk foods/);
  });

  for (const [family, { code, texts }] of Object.entries(FAMILIES))
    it(`keeps ${family} foods at Level 7 with their hazard`, () => {
      for (const text of texts) {
        const r = runEngine(text);
        expect({ text, level: r.level }).toEqual({ text, level: 7 });
        expect(
          r.hazards.map((h) => h.code),
          text,
        ).toContain(code);
      }
    });

  it('removes a family only with the preparation that removes it', () => {
    expect(runEngine('kimchi blended smooth, not sieved').level).toBe(7);
    expect(runEngine('plain congee, smooth, no bits').level).toBeLessThan(7);
  });
});

describe('HAZARD_REMOVED_BY_VERB: what cooking and sieving take away', () => {
  it('stewing or poaching fruit soft takes away separating juice; raw fruit called soft keeps it', () => {
    expect(runEngine('pear peeled, poached until soft, cut into 1 cm pieces, squashes with a fork').level).toBe(6);
    expect(runEngine('watermelon in 1 cm cubes, very soft').level).toBe(7);
  });

  it('reads Cantonese sieving of the skins as the sieve', () => {
    const r = runEngine('粟米打到好滑，再隔走粟米皮');
    expect(r.hazards.map((h) => h.code)).not.toContain('skins_husks');
    expect(r.level).toBeLessThan(7);
  });
});

describe('HAZARD_REMOVED_BY_VERB: "skin n bones off" takes both away', () => {
  it('reads the written-down "n" as "and" between hazards a removal verb takes out', () => {
    const r = runEngine('grilled mackerel, skin n bones off, flaked, 1 cm pieces, moist');
    expect(r.hazards.map((h) => h.code)).toEqual([]);
    expect(r.dealtWith).toEqual(expect.arrayContaining(['skins_husks', 'bones']));
  });
});

describe('HAZARD_REMOVED_BY_VERB: peeling and straining verbs in Vietnamese and Chinese', () => {
  it('"gọt vỏ" takes the skin off; the same food with its skin left keeps it', () => {
    expect(runEngine('khoai lang gọt vỏ, hấp mềm, cắt miếng 1cm, nĩa ấn là nát').level).toBe(6);
    const kept = runEngine('khoai lang hấp mềm, cắt miếng 1cm, nĩa ấn là nát, còn vỏ');
    expect(kept.level).toBe(7);
    expect(kept.hazards.map((h) => h.code)).toContain('skins_husks');
  });

  it('"滤掉纤维" strains the fibres out of a purée', () => {
    const r = runEngine('南瓜蒸熟打成泥，用筛子滤掉纤维，顺滑无颗粒');
    expect(r.hazards).toEqual([]);
    expect(r.level).toBe(4);
  });
});

describe('SOLID_IN_CARRIER: "no loose liquid" says the soaking milk was all taken up', () => {
  it('a soaked, mashed bread with no loose milk is not a solid in a thin liquid; without those words it is', () => {
    const absorbed = runEngine('pan de molde remojado en leche, aplastado, grumos blandos de 4 mm, sin leche suelta');
    expect(absorbed.hazards.map((h) => h.code)).not.toContain('mixed_consistency');
    expect(absorbed.level).toBe(5);
    const loose = runEngine('pan de molde remojado en leche, aplastado, grumos blandos de 4 mm');
    expect(loose.hazards.map((h) => h.code)).toContain('mixed_consistency');
  });
});
