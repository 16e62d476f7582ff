/**
 * Rule HAZARD_SURVIVES on dates in the languages that lacked them (Datteln,
 * datteri, tâmaras, финики, تمر): dried fruit is tough and sticky, and cutting
 * it small does not remove that (IDDSI high-risk foods).
 */
import { describe, it } from 'vitest';
import { expectLevels } from '../support/iddsi';

describe('HAZARD_SURVIVES: dates cut small', () => {
  it('keeps dates at Level 7 when only cut', () => {
    expectLevels([
      ['Datteln in kleine Würfel geschnitten, zum Frühstück', 7, 'food'],
      ['datteri a pezzetti nello yogurt', 7, 'food'],
      ['tâmaras cortadas em pedacinhos', 7, 'food'],
      ['финики, нарезанные кубиками', 7, 'food'],
      ['تمور مقطعة لقطع صغيرة للفطور', 7, 'food'],
    ]);
  });

  it('leaves tamarind juice a drink', () => {
    expectLevels([['عصير تمر هندي بارد', 0, 'drink']]);
  });
});
