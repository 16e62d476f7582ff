/**
 * IDDSI Level 3 drinks are told by how they behave: drinkable from a cup,
 * hard through a standard straw, dripping in dollops through the fork prongs (rule DRINK_DESCRIPTORS,
 * rows straw_hard and fork_drip_slow).
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.DRINK_DESCRIPTORS.id}: hard through a straw and dollops off a fork is Level 3`, () => {
  it('reads it in ja, vi and es, whatever the drink', () => {
    expectLevels([
      ['麦茶にとろみをつけた。ストローだとかなり吸う力が要る、フォークからぼたっと落ちる', 3, 'drink'],
      ['Sữa đặc làm sệt, hút bằng ống hút phải hút mạnh, dùng nĩa thì rơi xuống từng cục', 3, 'drink'],
      ['Leche espesada, con pajita cuesta bastante, no se puede comer con tenedor porque se cae', 3, 'drink'],
    ]);
  });
});
