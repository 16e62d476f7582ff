/**
 * Rule ROLE_PRESCRIPTION: an app's profile line ("Profile: ... | Logged item: ...") and a change of the eater's
 * diet ("moved him to", "put her on") name the eater's order, not the food logged or served. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_PRESCRIPTION.id}: a profile line or a diet change is the eater's order`, () => {
  it('judges the logged food on its own', () => {
    expectLevels([
      ['Profile: IDDSI level 6 soft & bite-sized | Logged item: muesli with milk', 7, 'food'],
      ['perfil: nivel 4 | registro: cereales con leche', 7, 'food'],
      ['they moved her to level 4 drinks on Monday; lunch was a bowl of strawberry ice cream', 0, 'drink'],
      ['the SLT put him on minced and moist, then he had toast and jam', 7, 'food'],
    ]);
    expect(classifyText('Profile: L5 minced and moist | Logged item: rice krispies with milk').setAside?.length ?? 0).toBeGreaterThan(0);
  });

  it("keeps a product's own profile: a profile line that names the item is the item's level", () => {
    expectLevels([
      ['Profile: Level 3 moderately thick orange juice', 3, 'drink'],
      ['texture profile: level 4 pureed apple', 4, 'food'],
    ]);
    expect(classifyText('Profile: Level 3 moderately thick orange juice').setAside).toEqual([]);
  });

  it('keeps the level of a drink a diet change names as served', () => {
    expectLevels([
      ['switched her to a beaker with level 2 mildly thick water', 2, 'drink'],
      ['changed him to a spouted cup of level 1 slightly thick tea', 1, 'drink'],
    ]);
  });

  it('keeps a level said of the logged food itself', () => {
    expectLevels([['Profile: L4 pureed | Logged item: pureed pumpkin', 4, 'food']]);
  });
});
