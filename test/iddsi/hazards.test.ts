/** IDDSI high-risk features: hazards of foods, inside a base, and those a texture word does not address. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { HAZARD_CODES, NEUTRALISED_BY, NEUTRALISED_BY_SOFT_AND_SMALL, TESTED_TENDER } from '../../shared/iddsi/hazards';
import { TESTS, TEXTURES } from '../../shared/iddsi/lexicon/terms';
import { CALIBRATION_LIMITS } from '../../shared/iddsi/text/calibration';
import { CALIBRATION } from '../../shared/iddsi/text/calibration-table';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe('hazards', () => {
  it('keeps hazardous regular foods at level 7 with their hazards', () => {
    const c = classifyText('a handful of roasted peanuts');
    expect(c.level).toBe(7);
    expect(c.hazards.map((h) => h.code)).toEqual(expect.arrayContaining(['hard', 'crunchy']));
    expect(classifyText('glutinous rice').hazards.map((h) => h.code)).toContain('sticky');
    expect(classifyText('grapes').hazards.map((h) => h.code)).toContain('skins_husks');
  });

  it('raises a modified food to level 7 when a hazard is named', () => {
    const c = classifyText('puréed pumpkin, but it has a crispy crust on top');
    expect(c.level).toBe(7);
    expect(c.raisedByHazard).toBe(true);
    expect(c.levelBeforeHazards).toBe(4);
    expect(c.hazards.map((h) => h.code)).toContain('crunchy');
    expect(classifyText('puréed carrots with crunchy bits of raw carrot').level).toBe(7);
  });

  it('flags thin liquid with pieces as a mixed consistency', () => {
    for (const text of ['minced beef with peas in thin gravy', 'chicken noodle soup', 'cornflakes with milk', '湯麵，麵條喺清湯入面']) {
      const c = classifyText(text);
      expect(c.level, text).toBe(7);
      expect(
        c.hazards.map((h) => h.code),
        text,
      ).toContain('mixed_consistency');
    }
  });

  it('does not flag a strained broth, or cereal whose milk is absorbed', () => {
    expect(classifyText('clear chicken broth, strained').level).toBe(0);
    expect(classifyText('Weetabix soaked in milk, all milk absorbed, mashed, lumps under 4 mm').level).toBe(5);
  });
});

describe('hazards of foods inside a base', () => {
  it('an ingredient keeps the risk no base takes away (pea skins, rubbery shrimp)', () => {
    expectLevels([
      ['mashed potato with peas', 7, 'food'],
      ['鸡蛋羹里有虾仁', 7, 'food'],
      ['porridge with raisins', 7, 'food'],
    ]);
    // rule ADDED_TO_BASE_FLOOR: a banana added to porridge is a piece in it, at least its own level
    expect(classifyText('porridge with banana').level).toBeGreaterThanOrEqual(6);
  });

  it('a solid dish with a drink is judged as the solid', () => {
    expectLevels([
      ['ice cream with wafer', 7, 'food'],
      ['cornflakes with milk', 7, 'food'],
      ['粟米片浸奶，奶已經吸晒', 7, 'food'],
      ['milk with honey', 0, 'drink'],
    ]);
  });
});

describe('texture words keep the hazards they do not address', () => {
  it('raises a food whose usual hazards survive the preparation word, confidence from the standing-hazard cell', () => {
    expectLevels([
      ['chopped lettuce', 7, 'food'],
      ['lechuga picada', 7, 'food'],
      ['切碎嘅生菜', 7, 'food'],
      ['beef cut into small pieces', 7, 'food'],
      ['soft baguette', 7, 'food'],
      ['minced pork with green beans', 7, 'food'],
    ]);
    const r = runEngine('beef cut into small pieces');
    expect(r.hazards.map((h) => h.code)).toContain('tough_fibrous');
    expect(r.calibrationKey.startsWith('standing_hazard:')).toBe(true);
    // rule HAZARD_AGAINST_TEXTURE: the cut words say a modified level, so the cell's value is capped below 0.8
    expect(r.confidence).toBe(
      Math.min(CALIBRATION[r.calibrationKey]!.value, CALIBRATION_LIMITS.ceiling, RULES.HAZARD_AGAINST_TEXTURE.confidence.cap),
    );
  });

  it('keeps the lower level when the words do address the hazards', () => {
    expectLevels([
      ['beef, soft and tender, cut into 1.5 cm pieces', 6, 'food'],
      ['puréed spinach', 4, 'food'],
      ['soft steamed pumpkin in 1 cm pieces', 6, 'food'],
      ['minced beef in thick gravy', 5, 'food'],
    ]);
  });

  it('describes every neutralising row with known hazard codes and texture ids', () => {
    const ids = new Set([...TEXTURES.map((r) => r.id), ...TESTED_TENDER.filter((r) => TESTS.some((t) => t.id === r.id)).map((r) => r.id)]);
    const codes = new Set<string>([...HAZARD_CODES, '*']);
    for (const [id, list] of Object.entries(NEUTRALISED_BY)) {
      expect(ids.has(id) || id.startsWith('name_'), id).toBe(true);
      for (const code of list) expect(codes.has(code), `${id}: ${code}`).toBe(true);
    }
    for (const code of NEUTRALISED_BY_SOFT_AND_SMALL) expect(codes.has(code)).toBe(true);
  });
});

describe('pieces served in a congee base make a mixed consistency', () => {
  it('raises congee with slices or pieces of meat to Level 7 in every language', () => {
    expectLevels([
      ['lugaw na may mga hiwa ng baboy', 7, 'food'],
      ['bubur dengan potongan ayam', 7, 'food'],
      ['白粥加肉片', 7, 'food'],
      ['cháo có miếng thịt', 7, 'food'],
    ]);
  });

  it('leaves plain congee and sized soft pieces where they were', () => {
    expectLevels([
      ['lugaw', 6, 'food'], // rule PLAIN_CONGEE_NEEDS_TEST
      ['malambot na manok na hiniwa ng 1.5 cm', 6, 'food'],
      ['potongan tahu lunak ukuran 1 cm', 6, 'food'],
    ]);
  });
});

describe('SOLID_BITS_IN_LIQUID: bits the text says are left in a liquid', () => {
  it('judges a blended soup or juice with stringy bits, skins or bones left in it as a Level 7 food', () => {
    for (const text of [
      'pumpkin and celery soup, blended but not sieved - stringy bits still in it',
      'tomato soup blended, skins still floating in it',
    ]) {
      const r = runEngine(text);
      expect({ text, level: r.level, kind: r.kind }).toEqual({ text, level: 7, kind: 'food' });
    }
  });

  it('does not read "hard to suck through a straw" as hard bits in a drink', () => {
    expect(classifyText('moderately thick orange juice, hard to suck up a straw, drips slowly through a fork').level).toBe(3);
  });

  it('ends a negation at a spaced dash: "not strained – stringy bits" keeps the bits', () => {
    const r = runEngine('leek soup blended but NOT strained – stringy bits still in it');
    expect(r.hazards.map((h) => h.code)).toContain('fibrous');
    expect(r.level).toBe(7);
  });
});

describe('HAZARD_REMOVED_BY_VERB: a preparation that removes exactly the named hazard', () => {
  it('lets deboned, skinned fish or meat flaked small in a thick sauce reach Level 5, in several languages', () => {
    expectLevels([
      ['焼き鮭、骨と皮を全部取って細かくほぐし、とろみあんで和えた。粒は4mm以下、水分の分離なし', 5],
      ['Cá thu hấp, đã lọc sạch xương, bỏ da, dằm thành miếng nhỏ dưới 4mm, trộn sốt sệt', 5],
      ['鸡肉末拌浓汁，颗粒最大4毫米，湿润，没有分离的稀汁', 5],
      ['鶏ひき肉を4mm以下に細かくして、とろみあんで和えた。水っぽい汁は出ない', 5],
    ]);
  });

  it('lets a sieve that removes the skins and boneless soft pieces reach the level their texture supports', () => {
    expectLevels([
      ['Mais na pinakuluan, dinurog sa blender at sinala para matanggal ang balat, makinis at hindi tumutulo sa tinidor', 4],
      ['Ikan kukus tanpa tulang, potongan 1,5 cm, lembut, mudah hancur dengan garpu', 6],
    ]);
  });

  it('removes nothing when the removal verb is negated ("骨は取ってない")', () => {
    const r = runEngine('焼き鯖（骨は取ってない）、1cmくらいにほぐした');
    expect(r.level).toBe(7);
    expect(r.hazards.map((h) => h.code)).toContain('bones');
  });
});

describe('HAZARD_SURVIVES: negation over a list of hazards, soaking in Tagalog', () => {
  it('removes every hazard of a list negated after it ("骨・皮なし")', () => {
    const r = runEngine('タラのほぐし身（骨・皮なし）を細かくして、あんかけに。4mm以下、水分分離なし');
    expect(r.level).toBe(5);
    expect(r.dealtWith).toEqual(expect.arrayContaining(['bones', 'skins_husks']));
  });

  it('lets bread soaked through in a thick liquid lose its dryness and stickiness ("ibinabad")', () => {
    expectLevels([['Tinapay na walang crust, ibinabad sa makapal na gatas, dinurog, piraso 4 mm lang, walang tumutulong likido', 5]]);
  });
});

describe('HAZARD_REMOVED_BY_VERB over a list: "without bones and skin", "skin & all bones removed"', () => {
  it('removes every hazard joined to a "without" word or to a removal verb', () => {
    expectLevels([
      ['Ikan kukus tanpa tulang dan kulit, lembut, dipotong 1,5 cm, saus kental', 6],
      ['Ikan bakar, kulit & semua duri sudah dibuang, dicincang halus maks 4 mm, dicampur kuah kental', 5],
      ['猪肉去骨去皮，切成不超过1.5厘米的小块，炖得很烂', 6],
    ]);
  });

  it('does not negate a food named after a "without X" word ("boneless fish" is still fish)', () => {
    expect(runEngine('boneless fish and chips').level).toBe(7);
  });
});
