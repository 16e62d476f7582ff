/**
 * Session 14 (s14texta): classes of wrong answers the last session left, closed as rules or vocabulary
 * held as data. Sentences are new, not the cases that revealed them.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

describe(`${RULES.SPOON_POUR_DRINK_UNDECIDED.id}: a diminutive spoon is a spoon`, () => {
  it('reads teaspoons in several languages as the spoon of the pour', () => {
    const rows = [
      'jugo de mango espesado, cae despacio de la cucharita',
      'batido espesado, cae lentamente de la cucharilla',
      'suco de goiaba engrossado, escorre devagar da colherzinha',
      'succo di pera addensato, scende lentamente dal cucchiaino',
      'jus de pomme épaissi, coule lentement de la petite cuillère',
      'pinalapot na gatas, dahan-dahang tumutulo sa kutsarita',
      'angedickter Apfelsaft, läuft langsam vom Teelöffel',
    ];
    for (const text of rows) {
      const r = classifyText(text);
      expect({ text, level: r.level, needs: r.needsTest, test: r.settlingTest }).toEqual({ text, level: 1, needs: true, test: 'flow' });
    }
  });
});
