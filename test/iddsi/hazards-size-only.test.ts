/**
 * Issue 14: cutting small changes size only. A skin the text says was
 * kept stands however fine the pieces (rule HAZARD_KEPT_BY_NEGATED_REMOVAL), and a sticky food
 * minced stays sticky (rule MINCED_KEEPS_STICKY); a texture-changing preparation still removes it.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.HAZARD_KEPT_BY_NEGATED_REMOVAL.id}: a skin the text says was kept stands`, () => {
  it('answers Level 7 for finely cut meat with its skin or casing kept, in several languages', () => {
    expectStandingHazard(
      [
        'salchicha troceada a 4 mm sin quitarle la piel',
        'frankfurters minced to 4 mm, casings left on, in gravy',
        '腊肠剁碎连皮，拌入粥',
        'ソーセージを皮ごと細かく刻んだ',
      ],
      7,
      'skins_husks',
    );
  });

  it('still counts a skin the text says was removed as dealt with', () => {
    expectLevels([['salchicha sin piel, picada a 4 mm, húmeda con salsa', 5]]);
  });
});

describe(`${RULES.MINCED_KEEPS_STICKY.id}: a sticky food minced stays sticky`, () => {
  it('answers Level 7 for dried fruit chopped or minced into a smooth base', () => {
    expectLevels([
      ['sultanas finely minced, folded into custard', 7],
      ['提子干剁碎，加入麦皮', 7],
    ]);
  });

  it('removes the stickiness when the dried fruit is puréed', () => {
    expectLevels([['stewed prunes blended completely smooth', 4]]);
  });
});
