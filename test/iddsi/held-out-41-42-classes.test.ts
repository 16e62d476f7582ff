/**
 * Classes held-out sets 41 and 42 (session 13) found, on phrases of their own: other foods, other
 * languages than the cases that revealed them.
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('a broth with small soup pasta or dumplings is mixed consistency (Level 7), in every language', () => {
  it('reads the small pastas and dumplings served in a broth', () => {
    expectLevels([
      ['brodo di manzo con stelline', 7, 'food'],
      ['brodo vegetale con anellini per la bimba', 7, 'food'],
      ['caldo de galinha com massinha', 7, 'food'],
      ['caldo de carne com aletria', 7, 'food'],
      ['Rinderbrühe mit Grießnockerl', 7, 'food'],
      ['бульон с галушками', 7, 'food'],
      ['수제비', 7, 'food'],
      ['caldo de pollo con estrellitas', 7, 'food'],
      ['consommé aux petites pâtes', 7, 'food'],
    ]);
  });
});
