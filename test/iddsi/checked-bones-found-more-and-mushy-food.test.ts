/**
 * Rules CHECKED_CLEAR, FOUND_AFTER_REMOVAL, MUSHY_FOOD_FALLEN_APART and a French mince word that is no Dutch
 * stew (TEXT_LANGUAGE_SCOPE). Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

const hazards = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe(`${RULES.CHECKED_CLEAR.id}: a search for bones said done removes them`, () => {
  it('takes the bones out in several languages', () => {
    expectLevels([
      ['poached haddock, checked for bones, flaked, soft, squashes under the fork, pieces 1cm', 6, 'food'],
      ['haddock, pin bones pulled out, flaked, soft, squashes under the fork, pieces 1cm', 6, 'food'],
      ['清蒸鱼，检查过鱼刺，切1厘米，叉一压就散', 6, 'food'],
      ['蒸鱼，鱼刺去净，切成1厘米，叉一压就散', 6, 'food'],
      ['焼き魚、骨がないか確認した、1cmにほぐして、フォークで押すとつぶれる', 6, 'food'],
      ['ikan kukus, duri sudah dicek, potong 1 cm, lunak, hancur ditekan garpu', 6, 'food'],
    ]);
    expect(hazards('trout, checked for bones, found none')).not.toContain('bones');
  });
  it('an instruction, a negated check or a partial removal keeps them', () => {
    expectStandingHazard(
      [
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
});

describe(`${RULES.FOUND_AFTER_REMOVAL.id}: a find after the removal keeps the hazard`, () => {
  it('keeps the bones found after they were taken out', () => {
    expectStandingHazard(
      [
        'poached haddock, deboned, found 2 more, soft, pieces 1cm',
        'poached haddock, checked for bones, found a couple, soft, pieces 1cm',
        '蒸鱼，去骨，发现还有两条，切1厘米',
        'pescado al vapor, sin espinas, encontré dos, en trozos de 1 cm, blando',
      ],
      7,
      'bones',
    );
  });
  it('a find of nothing, or words that are no find, keep the removal', () => {
    expect(hazards('poached haddock, deboned, found it soft, pieces 1cm')).not.toContain('bones');
    expect(hazards('ikan tanpa tulang dihaluskan, masih ada serpihan kecil')).not.toContain('bones');
  });
});

describe(`${RULES.MUSHY_FOOD_FALLEN_APART.id}: a food only called mushy is Level 6 until tested`, () => {
  it('answers Level 6 with the fork pressure test to settle it', () => {
    for (const text of ['mushy parsnips & turnip', 'broccoli, gone soggy', 'carrots, all mushy']) {
      const r = classifyText(text);
      expect([r.level, r.needsTest]).toEqual([6, true]);
    }
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
