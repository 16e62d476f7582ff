/**
 * Rule ROLE_ORDER_WORD beside high-risk fruit: the eater's prescribed level ("verordnet", "verschrieben",
 * "prescribed", 处方, 指示) is not evidence about the food; halving removes only size, skin and juice stay. German
 * compounds are read by their head (Kirschtomaten, Cocktailtomaten, Weintrauben, Sauerkirschen). Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_ORDER_WORD.id}: a prescribed level beside halved small fruit is the eater's, the fruit stays 7`, () => {
  it('reads halved or quartered small fruit as Level 7 whatever level was prescribed, in several languages', () => {
    expectLevels([
      ['Weintrauben halbiert, für meine Mutter (sie hat Stufe 5 verordnet bekommen). Geht das?', 7, 'food'],
      ['Cocktailtomaten geviertelt für Oma, ihr wurde Stufe 6 verschrieben. Passt das?', 7, 'food'],
      ['Sauerkirschen entkernt und halbiert, für Papa (Stufe 6 verordnet).', 7, 'food'],
      ['Halved grapes for my dad (he was prescribed level 6). Are they ok?', 7, 'food'],
      ['小番茄切半，俾我阿爸食（医生处方六级）。得唔得？', 7, 'food'],
      ['ミニトマトを半分に切りました。父はレベル6を指示されています。大丈夫？', 7, 'food'],
    ]);
    expect(
      classifyText('Weintrauben halbiert, für meine Mutter (sie hat Stufe 5 verordnet bekommen).').hazards.map((h) => h.code),
    ).toContain('skins_husks');
  });

  it('does not read a sauce, a juice or a smooth purée of the fruit as the whole fruit', () => {
    expectLevels([
      ['Traubensaft für meine Mutter, dünn.', 0, 'drink'],
      ['Kirschtomaten geschält, entkernt und püriert, glatt, hält auf dem Löffel.', 4, 'food'],
    ]);
    expect(classifyText('Tomatensoße, glatt püriert, für Opa.').level).not.toBe(7);
  });
});
