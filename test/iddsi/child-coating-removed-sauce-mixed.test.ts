/**
 * A crumbed food for a child with its coating taken off, flaked and mixed with a sauce: the crunchy coating is gone
 * with the removal, the sauce mixed in makes it moist, and a piece of 4-5 mm is above a child's Level 5 limit
 * (2 mm) but within the Level 6 limit (8 mm): Level 6.
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe("a child's crumbed fish without its coating (terms.ts crunchy, moist; rules HAZARD_REMOVED_BY_VERB, POP_CHILD_AGE)", () => {
  it('reads the flakes in sauce at the child Level 6 limit', () => {
    expectLevels([
      ['6 year old: fish sticks with the breadcrumb coating removed, fish flaked about 5 mm, mixed with cheese sauce', 6, 'food'],
      ['niño de 5 años: croquetas sin el rebozo, desmenuzado en trocitos de 5 mm, mezclado con bechamel', 6, 'food'],
    ]);
  });
});
