/** Rule POP_CHILD_WORD_NAMES_EATER: a child word that is "small" or "with" elsewhere names a child only as the eater. */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`rule ${RULES.POP_CHILD_WORD_NAMES_EATER.id}`, () => {
  it('reads the eater named by "peque", "pour mon petit", "우리 애": paediatric limits (3 mm is over 2 mm)', () => {
    expectLevels([
      ['pescado desmenuzado con bechamel, trocitos de 3 mm, para la peque', 6, 'food'],
      ['poulet haché en sauce, grains de 3 mm, pour ma petite', 6, 'food'],
      ['저희 애 먹일 생선살 다진 것, 3mm, 촉촉함', 6, 'food'],
      ['Hühnchen fein gehackt in Soße, Stückchen 3 mm, für meine Kleine', 6, 'food'],
      ['pollo tritato al sugo, pezzetti di 3 mm, per la piccola', 6, 'food'],
      ['frango moído com molho, 3 mm, para a pequena', 6, 'food'],
    ]);
  });

  it('reads "small" pieces and a grandson as no child: adult limits', () => {
    expectLevels([
      ['pescado desmenuzado con bechamel, trocitos pequeños de 3 mm', 5, 'food'],
      ['poulet haché en sauce, petits grains de 3 mm, pour mon petit-fils', 5, 'food'],
      ['cá hấp mềm, gỡ hết xương, cắt miếng bé khoảng 1 cm', 6, 'food'],
      ['minced lamb in gravy, 3mm bits, only minor lumps', 5, 'food'],
      ['pollo tritato al sugo, piccoli pezzi di 3 mm', 5, 'food'],
      ['carne moída com molho, 3 mm, para o pequeno almoço', 5, 'food'],
    ]);
  });
});
