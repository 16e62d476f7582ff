/**
 * The batch endpoint's embedded classifier and its cross-check use the same
 * text engine as /api/iddsi-classify (issue 14): its rationales name the
 * hazards that stand after cutting and the prescriptions it set aside.
 */
import { describe, expect, it } from 'vitest';
import { classifyItem } from '../../shared/meal/embedded-classifier';

describe('meal rationales', () => {
  it('keeps a sticky or stringy food cut small at Level 7 and names the hazard (HAZARD_SURVIVES)', () => {
    const mochi = classifyItem({ item: 'mochi cut into 1 cm pieces' }, 'en');
    expect(mochi.level).toBe(7);
    expect(mochi.hazards).toContain('sticky');
    expect(mochi.rationale).toMatch(/Sticky/);
    expect(classifyItem({ item: 'pineapple chopped into 5 mm pieces' }, 'zh-HK').hazards).toContain('fibrous');
  });

  it('names a prescription it set aside (ROLE_PRESCRIPTION)', () => {
    const item = classifyItem({ item: 'roast chicken for the residents on Level 5' }, 'en');
    expect(item.level).toBe(7);
    expect(item.rationale).toMatch(/set aside.*Level 5/);
    expect(classifyItem({ item: 'roast chicken for the residents on Level 5' }, 'id').rationale).toMatch(/dikesampingkan/);
  });
});
