/**
 * Issue 14, blind set 96: how a medicine is given ("his meds are crushed") is not how the food was made (rule
 * MEDICINE_NOT_FOOD): the foods served decide.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.MEDICINE_NOT_FOOD.id}: how a medicine is given is not how the food was made`, () => {
  it('leaves the foods served to decide when the tablets are crushed', () => {
    expectLevels([
      ['Tray: steamed fish fillet and white rice. His meds are crushed.', 7],
      ['Bandeja: filete de pescado al vapor y arroz blanco. Sus pastillas van trituradas.', 7],
      ['Tablett: gedämpftes Fischfilet und weißer Reis. Seine Tabletten werden zerdrückt.', 7],
      ['餐盘：蒸鱼柳同白饭。佢啲药丸要磨碎。', 7],
      ['Plateau : filet de poisson vapeur et riz blanc. Ses comprimés sont écrasés.', 7],
    ]);
  });

  it('keeps a texture word said of the food, and reads 山药 (yam) as no medicine', () => {
    expectLevels([
      ['thickened tea with her tablets', 1, 'drink'],
      ['pureed chicken, tablets whole', 4],
      ['山药蒸得好软，切1厘米粒，匙羹侧边一压就散', 6],
    ]);
  });
});
