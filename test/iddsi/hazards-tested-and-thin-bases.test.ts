/**
 * Issue 14, classes 1 and 7: a fork pressure result shows one
 * solid food tender (rule TESTED_TENDER); a congee or porridge called thin with
 * grains in it is a mixed consistency (rule THIN_BASE_WITH_PIECES); legacy diet
 * names map only where the mapping is clean (rule AMBIGUOUS_TERM: the US
 * National Dysphagia Diet levels, Japan's ソフト食, the UK drinks stages).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.TESTED_TENDER.id}: a fork pressure result shows the one solid food tender`, () => {
  it('answers Level 6 for meat cut to 1.5 cm that squashes under the fork or cuts with its side', () => {
    expectLevels([
      ['roast pork, 1.5 cm cubes, squashes under fork pressure', 6],
      ['turkey breast, 1.5cm pieces, can be cut with the side of a fork', 6],
    ]);
    expect(runEngine('roast pork, 1.5 cm cubes, squashes under fork pressure').hazards).toEqual([]);
  });

  it('removes only toughness: hard, sticky and stringy foods keep their hazards, and so does a second food', () => {
    expectLevels([
      ['cashews 1.5 cm, squashes under fork pressure', 7],
      ['mochi 1.5 cm, squashes under fork pressure', 7],
      ['beef and peanuts 1.5cm, squashes under fork pressure', 7],
    ]);
  });
});

describe(`${RULES.THIN_BASE_WITH_PIECES.id}: a thin congee or porridge with grains is a mixed consistency`, () => {
  it('answers Level 7 with the mixed-consistency hazard, in several languages', () => {
    expectStandingHazard(
      ['runny rice porridge, the grains still whole', 'cháo loãng, còn hạt', 'thin oatmeal with lumps'],
      7,
      'mixed_consistency',
    );
  });

  it('reads a stew or curry called watery as pieces in a thin sauce, unless it was blended smooth', () => {
    expectStandingHazard(['a watery lamb stew for tea', 'cà ri gà loãng', 'estofado muy aguado'], 7, 'mixed_consistency');
    expect(runEngine('curry sauce a bit watery, meat blended smooth').hazards.map((h) => h.code)).not.toContain('mixed_consistency');
  });

  it('does not apply when nothing is left in it or a test was reported', () => {
    expect(runEngine('thin congee, no lumps').hazards.map((h) => h.code)).not.toContain('mixed_consistency');
    const tested = runEngine("Pot says 'Level 4 pudding'. Spoon tilt: slid off in one lump, a thin film left");
    expect(tested.hazards.map((h) => h.code)).not.toContain('mixed_consistency');
  });
});

describe(`${RULES.THIN_SAUCE_ON_FOOD.id}: a thin sauce or syrup served on a food`, () => {
  it('is a mixed consistency, not a thin drink, in several languages', () => {
    expectStandingHazard(
      ['sponge pudding with a thin runny syrup', 'nasi tim pakai kuah yang encer', 'puré de papa con salsa muy aguada'],
      7,
      'mixed_consistency',
    );
  });
  it('leaves a syrup or sauce named alone', () => {
    expect(runEngine('honey, runny').hazards.map((h) => h.code)).not.toContain('mixed_consistency');
  });
});

describe(`${RULES.AMBIGUOUS_TERM.id}: legacy diet names map where clean, else ambiguous with the test`, () => {
  it('maps NDD 1 cleanly to Level 4, and NDD 2 and ソフト食 to the safer level of several, ambiguous and below 0.8', () => {
    expect(runEngine('NDD level 1 lunch').level).toBe(4);
    for (const [text, level] of [
      ['NDD 2 supper', 6],
      ['ソフト食の昼食', 6],
    ] as const) {
      const r = runEngine(text);
      expect(r.level, text).toBe(level);
      expect(r.ambiguousTerms.length, text).toBeGreaterThan(0);
      expect(r.needsTest, text).toBe(true);
      expect(r.confidence, text).toBeLessThan(0.8);
    }
  });

  it('reads the UK drinks stages and Vietnamese "like honey" as the thickness they name, with the flow test', () => {
    expectLevels([
      ['stage 1 drinks', 2],
      ['stage 2 liquids', 3],
      ['stage 3 fluids', 4],
      ['sữa sệt như mật ong', 3],
    ]);
    expect(runEngine('stage 2 liquids').needsTest).toBe(true);
  });
});

describe('food rows: stews and casseroles, bubur tim', () => {
  it('reads a stew or casserole as meat in a thick sauce, not as a soup with pieces', () => {
    expectLevels([
      ['beef casserole, 1.5 cm pieces, tender', 6],
      ['stew', 7],
      ['clam chowder', 7],
    ]);
    expect(runEngine('chicken stew, 1.5 cm pieces, tender').hazards.map((h) => h.code)).not.toContain('mixed_consistency');
  });

  it('reads bubur tim as a soft rice dish (Level 6), a side with meat keeps the meat', () => {
    expect(runEngine('bubur tim untuk makan siang').level).toBe(6);
    expect(runEngine('bubur tim dengan ayam goreng').level).toBe(7);
  });
});

describe(`${RULES.LUMPS_NOT_PUREE.id}: a stated purée with lumps or pieces is not Level 4`, () => {
  it('answers the safer level of the lumps, in several languages, never at 0.8 or more', () => {
    for (const [text, level] of [
      ['IDDSI level 4 purée, but there are small lumps', 5],
      ['Level 4 pureed dinner but small chunks of carrot', 6],
      ['purée niveau 4 mais des petits morceaux', 6],
    ] as const) {
      const r = runEngine(text);
      expect(r.level, text).toBe(level);
      expect(r.confidence, text).toBeLessThan(0.8);
    }
  });

  it('keeps Level 4 when the lumps are denied or a test decides', () => {
    expect(runEngine('level 4 puree, no lumps').level).toBe(4);
  });
});
