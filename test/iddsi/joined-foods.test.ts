/**
 * Issue 14, class 1: rule JOINED_KEEPS_HAZARDS. A food joined to
 * a smooth base by any word keeps its own hazards; the base's preparation words
 * do not prepare it, in every language the joiners are written in.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { expectLevels } from '../support/iddsi';

describe('JOINED_KEEPS_HAZARDS: the base is smooth, the food joined to it is not', () => {
  it('keeps the hazards of nuts, seeds, corn and dried fruit joined to a smooth base', () => {
    expectLevels([
      ['smooth custard with raisins', 7],
      ['bubur halus campur kacang', 7],
      ['bubur saring dicampur jagung manis', 7],
      ['cháo xay nhuyễn trộn đậu phộng', 7],
      ['โจ๊กปั่นละเอียดใส่ถั่วลิสง', 7],
      ['puré de calabaza con pipas de girasol', 7],
      ['lugaw na binlender, may mani', 7],
      ['죽을 곱게 갈아서 견과류를 올린', 7],
    ]);
    expect(runEngine('smooth custard with raisins').hazards.map((h) => h.code)).toContain('sticky');
  });

  it('lets words written after both foods prepare both', () => {
    expectLevels([
      ['congee with peanuts, all blended smooth, no lumps, holds its shape on the spoon', 4],
      ['roast chicken with carrots, blended smooth, holds its shape on the spoon', 4],
    ]);
  });
});
