/**
 * Rules CHECKED_CLEAR, FOUND_AFTER_REMOVAL, MUSHY_FOOD_FALLEN_APART and a French mince word that is no Dutch
 * stew (TEXT_LANGUAGE_SCOPE). Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

const hazards = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe(`${RULES.CHECKED_CLEAR.id}: a search for bones clears them only when it found none`, () => {
  it('takes the bones out when the check found nothing, in several languages', () => {
    expectLevels([
      ['poached haddock, checked for bones, none found, flaked, soft, squashes under the fork, pieces 1cm', 6, 'food'],
      ['haddock, pin bones pulled out, flaked, soft, squashes under the fork, pieces 1cm', 6, 'food'],
      ['清蒸鱼，检查过鱼刺，没发现，切1厘米，叉一压就散', 6, 'food'],
      ['蒸鱼，鱼刺去净，切成1厘米，叉一压就散', 6, 'food'],
      ['焼き魚、骨がないか確認した、見つからなかった、1cmにほぐして、フォークで押すとつぶれる', 6, 'food'],
      ['ikan kukus, duri sudah dicek, tidak ditemukan, potong 1 cm, lunak, hancur ditekan garpu', 6, 'food'],
    ]);
    expect(hazards('trout, checked for bones, found none')).not.toContain('bones');
  });
  it('a check with no result, an instruction, a negated check or a partial removal keeps them', () => {
    expectStandingHazard(
      [
        'poached haddock, checked for bones, flaked, soft, squashes under the fork, pieces 1cm',
        '清蒸鱼，检查过鱼刺，切1厘米，叉一压就散',
        '焼き魚、骨がないか確認した、1cmにほぐして、フォークで押すとつぶれる',
        'ikan kukus, duri sudah dicek, potong 1 cm, lunak, hancur ditekan garpu',
        'poached haddock, check for bones before serving, flaked, soft, pieces 1cm',
        "poached haddock, haven't checked for bones yet, flaked, soft, pieces 1cm",
        'poached haddock, havent removed the bones, pieces 1cm',
        'poached haddock, most bones out, flaked, soft, pieces 1cm',
        'poached haddock, tried to remove bones, flaked, soft, pieces 1cm',
        '清蒸鱼，没检查过鱼刺，切1厘米，叉一压就散',
        '清蒸鱼，鱼刺没去净，切1厘米，叉一压就散',
        'ikan kukus, duri belum dicek, potong 1 cm, lunak',
      ],
      7,
      'bones',
    );
  });
  it('a check followed by what is left keeps the hazard, bones or others', () => {
    expectStandingHazard(
      [
        'Minced fish, 4 mm, moist, checked for bones, there are still a few small ones',
        'Minced fish 4mm moist. I checked for bones but there were too many to take out',
        'Pescado desmenuzado 4 mm húmedo, revisé por si había espinas y quedan varias',
        'Fish purée, smooth, checked for bones but some left in',
        '鱼肉碎，4毫米，湿润，检查过鱼刺，仲有几条',
        'Ikan cincang 4 mm lembab, duri sudah dicek, masih ada',
        'Poisson haché 4 mm, vérifié pour les arêtes, il en reste',
        'Flaked fish in sauce, soft, checked for bones? not sure',
      ],
      7,
      'bones',
    );
    expectStandingHazard(['Minced lamb 4mm moist, checked for gristle, some left'], 7, 'tough_fibrous');
    expectStandingHazard(['Blended soup, checked for bits, some remain'], 7, 'mixed_consistency');
    for (const text of ['Pureed beef, checked for lumps, a few still there', 'Purée, inspected for lumps - several'])
      expect({ text, level: classifyText(text).level >= 5 }).toEqual({ text, level: true });
  });
  it('a Japanese or Korean sighting is no check that found nothing', () => {
    // "小骨を確認しました": small bones were seen
    expectStandingHazard(['鱼肉碎，4毫米，湿润，小骨を確認しました', '魚のほぐし身、やわらかい、小骨を確認しました'], 7, 'bones');
    expect(classifyText('Minced fish 4mm moist, checked for bones, none found').hazards.map((h) => h.code)).not.toContain('bones');
  });
});

describe(`${RULES.FOUND_AFTER_REMOVAL.id}: a find or a remainder after the removal keeps the hazard`, () => {
  it('keeps the bones found after they were taken out', () => {
    expectStandingHazard(
      [
        'poached haddock, deboned, found 2 more, soft, pieces 1cm',
        'poached haddock, checked for bones, found a couple, soft, pieces 1cm',
        '蒸鱼，去骨，发现还有两条，切1厘米',
        'pescado al vapor, sin espinas, encontré dos, en trozos de 1 cm, blando',
        '魚肉碎 4毫米 濕潤，去咗骨，仲有幾條',
        'poached haddock, deboned, still a few in it, pieces 1cm',
        'cá hấp, đã bỏ xương, vẫn còn vài cái, cắt 1 cm',
        'ikan kukus, duri dibuang, masih ada beberapa, potong 1 cm',
      ],
      7,
      'bones',
    );
  });
  it('a find of nothing, or words that are no find or remainder, keep the removal', () => {
    expect(hazards('poached haddock, deboned, found it soft, pieces 1cm')).not.toContain('bones');
    expect(hazards('poached haddock, deboned, still moist, pieces 1cm')).not.toContain('bones');
    expect(hazards('ikan tanpa tulang dihaluskan, masih ada serpihan kecil')).not.toContain('bones');
    expect(hazards('ikan tanpa tulang dihaluskan, masih hangat')).not.toContain('bones');
    // "nothing left in the bowl" is no remainder (the milk is all absorbed)
    expect(
      classifyText('weetabix soaked in hot milk until soft, all the milk absorbed, nothing left in the bowl, mashed, soft lumps under 4mm')
        .level,
    ).toBe(5);
    expect(classifyText('Natillas lisas, no pegajosas, quedan en montoncito sobre el tenedor').level).toBe(4);
    expect(hazards('蒸鱼，去骨，没发现，切1厘米')).not.toContain('bones');
  });
});

describe(`${RULES.MUSHY_FOOD_FALLEN_APART.id}: a food only called mushy is Level 6 until tested`, () => {
  it('answers Level 6 with the fork pressure test to settle it', () => {
    for (const text of ['mushy parsnips & turnip', 'broccoli, gone soggy', 'carrots, all mushy']) {
      const r = classifyText(text);
      expect([r.level, r.needsTest]).toEqual([6, true]);
    }
  });
  it('a tough vegetable cooked to mush is 6 under the cap; stringy or floppy ones keep Level 7', () => {
    // broccoli's toughness is cooking's to take away (as "soft" does); stringy fibres and floppy leaves are not
    const r = classifyText('mushy broccoli for dad');
    expect([r.level, r.needsTest, r.confidence <= RULES.AMBIGUOUS_TERM.confidence.cap]).toEqual([6, true, true]);
    expectStandingHazard(['Mushy green beans', 'celery, mushy'], 7, 'fibrous');
    expectStandingHazard(['boiled cabbage, gone all mushy'], 7, 'floppy');
    expectLevels([['soggy toast', 7, 'food']]);
  });
  it('other hazards stand, and "soft" or "tender" alone stays a piece served as it comes', () => {
    expect(hazards('mushy carrots with a few peanuts')).toContain('hard');
    expectLevels([['tender carrots', 7, 'food']]);
  });
});

describe(`${RULES.TEXT_LANGUAGE_SCOPE.id}: French "hachée" is a mince, the Dutch "hachee" a stew`, () => {
  it('reads the mince in French and the stew in Dutch', () => {
    expect(classifyText('viande hachée, sans os, humide').level).toBe(5);
    expect(classifyText('hachee met rode kool').level).toBe(7);
  });
});
