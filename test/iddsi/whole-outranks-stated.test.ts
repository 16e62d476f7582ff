/**
 * Rule WHOLE_OUTRANKS_STATED: a stated food Level 4-6 beside the food said to be whole or in large
 * pieces is a label the food does not meet; the food is judged as described (Level 7).
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

describe('WHOLE_OUTRANKS_STATED', () => {
  it.each([
    'level 6 lamb chop, whole, not cut up',
    'the Level 5 lunch table today, but his plate has a whole chicken leg on it',
    'level 4 fish, large pieces',
  ])('"%s" is Level 7 with the stated level set aside', (text) => {
    const c = classifyText(text);
    expect(c.level).toBe(7);
    expect(c.setAside?.length).toBeGreaterThan(0);
  });

  it('a level that the description agrees with stays', () => {
    expect(classifyText('level 6 chicken, soft, cut in 1.5 cm pieces').level).toBe(6);
  });

  it('"the whole bowl" is no whole food', () => {
    expect(classifyText('level 5 minced beef, moist, he ate the whole bowl').level).toBe(5);
  });
});
