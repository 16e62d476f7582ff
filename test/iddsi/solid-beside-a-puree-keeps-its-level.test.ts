/** Rule PUREE_SIDE_KEEPS_SOLID: a purée or mash beside a solid describes the side, not the solid. */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`rule ${RULES.PUREE_SIDE_KEEPS_SOLID.id}: the solid beside a purée keeps its level`, () => {
  it('keeps a chop, a roast or a fish served with a vegetable purée at the solid food', () => {
    expectLevels([
      ['pork chop with celeriac puree', 7, 'food'],
      ['roast beef with a parsnip puree', 7, 'food'],
      ['grilled salmon with pea puree', 7, 'food'],
      ['noodles with pureed pumpkin sauce', 7, 'food'],
      ['turkey breast with swede puree', 7, 'food'],
    ]);
  });
  it('reads a bare purée or mash joined to a solid in other languages, in either order', () => {
    expectLevels([
      ['Bratwurst mit Püree', 7, 'food'],
      ['пюре с курицей', 7, 'food'],
      ['курица с пюре', 7, 'food'],
      ['côtelette avec purée', 7, 'food'],
      ['bistecca con purè', 7, 'food'],
      ['purè e bistecca', 7, 'food'],
      ['frango com purê', 7, 'food'],
      ['Spiegelei mit Püree', 7, 'food'],
      ['Kartoffelpüree mit Backfisch', 7, 'food'],
    ]);
  });
  it('keeps the toughness of the meat the purée word is not said of', () => {
    expectStandingHazard(['pork chop with celeriac puree', 'курица с пюре'], 7, 'tough_fibrous');
  });
  it('asks for the test and caps the confidence when the solid raised the plate', () => {
    const r = runEngine('bistecca con purè');
    expect(r.needsTest).toBe(true);
    expect(r.confidence).toBeLessThanOrEqual(RULES.ADDED_TO_BASE_FLOOR.confidence.cap);
  });
  it('leaves a purée of the food itself, and a purée word before a list of foods, at the purée', () => {
    expectLevels([
      ['pumpkin puree', 4, 'food'],
      ['pureed chicken and carrots', 4, 'food'],
      ['minced beef with mash', 5, 'food'],
    ]);
  });
});
