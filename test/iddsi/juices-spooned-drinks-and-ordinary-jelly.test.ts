/**
 * Rules JUICE_LEAVES_FIBRE, PUREE_POURS_LEVEL_3 (a spooned food named) and MELTS_AGAINST_STATED_LEVEL (an
 * ordinary gelatine jelly under a menu level). Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.JUICE_LEAVES_FIBRE.id}: the juice of a fibrous food is a drink`, () => {
  it('reads the juice as a thin drink, with no fibrous hazard', () => {
    expectLevels([
      ['fresh celery juice for mum every morning', 0, 'drink'],
      ['kale juice, a small glass', 0, 'drink'],
      ['un vaso de jugo de apio', 0, 'drink'],
      ['セロリジュースを少し', 0, 'drink'],
    ]);
    expect(classifyText('celery juice').hazards.map((h) => h.code)).not.toContain('fibrous');
  });
  it('keeps the hazard of the food served beside the juice, and of a smoothie', () => {
    expectLevels([
      ['celery juice with celery sticks on the side', 7, 'food'],
      ['celery smoothie', 7, 'food'],
    ]);
  });
  it('keeps the hazard of the food named again in the juice (pieces of it)', () => {
    expectLevels([
      ['kale juice with kale leaves', 7, 'food'],
      ['jugo de apio con hojas de apio', 7, 'food'],
      ['セロリジュース、セロリの葉入り', 7, 'food'],
    ]);
    expect(classifyText('kale juice with kale leaves').hazards.map((h) => h.code)).toContain('fibrous');
  });
  it('does not count the juice named again as the food', () => {
    expectLevels([
      ['celery juice, fresh celery juice', 0, 'drink'],
      ['jugo de apio. Le gusta el jugo de apio', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.PUREE_POURS_LEVEL_3.id}: a spooned food that runs off the spoon`, () => {
  it('answers a pudding or custard that poured or ran through the fork as Level 3 food, not a thin drink', () => {
    expectLevels([
      ['pot labelled level 4 custard, but it poured straight off the spoon', 3, 'food'],
      ['the vanilla pudding ran straight through the fork prongs', 3, 'food'],
    ]);
  });
});

describe(`${RULES.MELTS_AGAINST_STATED_LEVEL.id}: an ordinary gelatine jelly under a menu level`, () => {
  it('is the thin liquid it melts into', () => {
    expectLevels([
      ["care home menu says 'Level 4 orange jelly', it is just ordinary gelatine jelly", 0, 'drink'],
      ['label: level 3 dessert, but it is plain gelatin jelly from a packet', 0, 'drink'],
    ]);
  });
});

describe('a chocolate drink eaten with a spoon', () => {
  it('is read by its thickness, not as a piece of chocolate', () => {
    const c = classifyText('very thick chocolate drink, we give it by spoon and it holds its shape');
    expect(c.level).toBe(4);
    expect(c.hazards.map((h) => h.code)).not.toContain('hard');
  });
});
