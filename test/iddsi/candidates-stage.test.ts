/** Stage "level candidates" (candidates.ts): tiers narrow in turn; tests outrank stated levels; floors. */
import { describe, expect, it } from 'vitest';
import { failedTestFloor, mincedWithoutMoisture, narrow, overrideStated, particleFloor } from '../../shared/iddsi/text/candidates';
import { extract } from '../../shared/iddsi/text/extract';
import { splitByTier } from '../../shared/iddsi/text/kind';
import { runEngine } from '../../shared/iddsi/text/engine';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import type { SetAside } from '../../shared/iddsi/text/roles';

function tiersOf(text: string, kind: 'food' | 'drink') {
  const { voting, foods } = splitByTier(extract(normalizeText(text)).evidence, kind);
  return { tiers: [voting[0]!, voting[1]!, voting[2]!, foods], foods };
}

describe('narrowing by tier', () => {
  it('the strongest tier with evidence decides, weaker ones only choose among what it left', () => {
    const { tiers } = tiersOf('level 5 minced and moist chicken, soft', 'food');
    const n = narrow(tiers);
    expect(n.deciding).toBe(0);
    expect(n.cands).toEqual([5]);
  });

  it('a weaker tier with nothing for the levels left is disagreeing', () => {
    const { tiers } = tiersOf('level 5, served whole', 'food');
    expect(narrow(tiers).disagreeing).toContain(2);
  });
});

describe('ROLE_LABEL, TEST_FAILS_STATED and measured overrides', () => {
  it('a flow result that contradicts the stated level replaces it', () => {
    const { tiers } = tiersOf('mildly thick juice, flow test left 9 ml after 10 seconds', 'drink');
    const aside: SetAside[] = [];
    expect(overrideStated(tiers, 'drink', aside)).toBe('measured');
    expect(tiers[0]).toEqual([]);
  });

  it('TEST_FAILS_STATED: a single-outcome test harder than the stated level sets it aside', () => {
    const { tiers } = tiersOf('Level 6 pork, springs back under the fork', 'food');
    const aside: SetAside[] = [];
    expect(overrideStated(tiers, 'food', aside)).toBe('test_fails');
    expect(aside.map((a) => a.role)).toEqual(['label']);
  });

  it('a test that agrees leaves the stated level alone', () => {
    const { tiers } = tiersOf('Level 2 mildly thick, 6 ml left after 10 seconds in the syringe', 'drink');
    expect(overrideStated(tiers, 'drink', [])).toBe('none');
  });
});

describe('FAILED_TEST_FLOOR: a food that failed the fork pressure test is Level 7', () => {
  it('a failed fork test sets the floor; a squashing one does not', () => {
    expect(failedTestFloor(tiersOf('1 cm cubes of lamb, did not squash under the fork', 'food').tiers[1]!)).toBe(7);
    expect(failedTestFloor(tiersOf('1 cm cubes of lamb, squashes easily with a fork', 'food').tiers[1]!)).toBeNull();
  });

  it('outranks a piece size and a menu level that the pieces would meet', () => {
    const r = runEngine('Menu card says Level 6 soft & bite sized; 1 cm pork cubes, fork test: they sprang back');
    expect(r.level).toBe(7);
    expect(runEngine('菜牌寫 Level 6，1cm 豬肉粒，用叉壓唔散').level).toBe(7);
  });
});

describe('PARTICLE_FLOOR and Minced & Moist', () => {
  it('the largest measured piece sets the lowest level allowed', () => {
    const { tiers } = tiersOf('pieces of 3 mm and some of 12 mm', 'food');
    expect(particleFloor(tiers[1]!)).toBe(6);
  });

  it('"minced" without moisture is not Minced & Moist; with gravy it is', () => {
    const dry = tiersOf('minced chicken', 'food');
    expect(mincedWithoutMoisture(dry.tiers[2]!, dry.foods)).toBe(true);
    const wet = tiersOf('minced chicken in gravy', 'food');
    expect(mincedWithoutMoisture(wet.tiers[2]!, wet.foods)).toBe(false);
  });
});
