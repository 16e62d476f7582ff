/**
 * Rule THICKNESS_ALONE_IS_A_DRINK: a text that names nothing and only says how thick it is reads as a
 * drink on the thinner side with the flow test asked, not as a Level 5 food. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

describe(`${RULES.THICKNESS_ALONE_IS_A_DRINK.id}: thickness alone is a drink's word`, () => {
  it('in several languages, unsure, with the flow test asked', () => {
    for (const text of ['seems quite thick, not tested yet, for room 6', '看起来很稠，还没做测试', 'se ve espeso, sin probar']) {
      const c = classifyText(text);
      expect(c.kind).toBe('drink');
      expect(c.level).toBeLessThanOrEqual(2);
      expect(c.confidence).toBeLessThan(0.8);
      expect(c.settlingTest).toBe('flow');
    }
  });
  it('a named food called thick stays a food', () => {
    const c = classifyText('thick porridge, holds on the spoon');
    expect(c.kind).toBe('food');
  });
});
