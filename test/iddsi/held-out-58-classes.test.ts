/** Classes of held-out text set 58's first-run misses, each shown on phrases of its own. */
import { describe, it } from 'vitest';
import { expectStandingHazard } from '../support/iddsi';

describe('HAZARD_WORDS mixed_consistency: a thin liquid said to separate from the pieces', () => {
  it('is the mixed-consistency hazard in every language (IDDSI high-risk list)', () => {
    expectStandingHazard(
      [
        '호박죽, 물이 따로 놂',
        'congee, the water separates',
        'porridge served, water separated from the oats',
        '粥，水同飯分開',
        'お粥、水が分かれている',
        'cháo, nước tách riêng',
        'โจ๊ก แยกน้ำ',
        'bubur, airnya terpisah',
        'lugaw, humihiwalay ang tubig',
        "porridge, l'eau se sépare",
        'Brei, Wasser setzt sich ab',
        "semolino, l'acqua si separa",
        'mingau, a água se separa',
        'каша, вода отделяется',
        'عصيدة، الماء ينفصل',
        'दलिया, पानी अलग हो जाता है',
      ],
      7,
      'mixed_consistency',
    );
  });
});
