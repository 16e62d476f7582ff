/**
 * Vague words of a drink's thickness: rules HEDGED_CLAIM (a drink called a bit thick is at least Level 1),
 * SEEN_WATERY_BESIDE_LEVEL (Cantonese "a bit thin" beside a liquidised name) and POUR_SIMILE (the honey simile
 * written in katakana). Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

describe(`${RULES.HEDGED_CLAIM.id}: an untested drink called a bit thick`, () => {
  it('is at least Slightly thick, with the test asked', () => {
    for (const text of ['牛奶加咗少少嘢，稠稠哋，未試過', 'the tea is semi-thick, not sure']) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind, needs: c.needsTest }).toEqual({ text, level: 1, kind: 'drink', needs: true });
    }
  });
});

describe(`${RULES.SEEN_WATERY_BESIDE_LEVEL.id}: "a bit thin" beside a liquidised name`, () => {
  it('reads the drink as seen, thin', () => {
    for (const text of ['婆婆飲嘅流質湯，稀稀哋', '流質湯好似稀少少']) {
      expect(classifyText(text).level, text).toBe(0);
    }
  });
  it('does not read congee (稀飯) after "有啲" or "好似" as a thin word', () => {
    for (const text of ['媽媽食咗有啲稀飯', '阿婆飲嘅湯好似稀飯咁']) {
      const c = classifyText(text);
      expect({ text, level: c.level, hazards: c.hazards.map((h) => h.code) }).toEqual({ text, level: 7, hazards: ['mixed_consistency'] });
    }
    expect(classifyText('三級稠嘅橙汁，有啲稀').level).toBe(0);
  });
});

describe(`${RULES.POUR_SIMILE.id}: the honey simile in katakana`, () => {
  it('reads ハチミツ状 as the honey simile (Levels 2-3), not a bare thickener', () => {
    expect([2, 3]).toContain(classifyText('ハチミツ状のとろみをつけたほうじ茶').level);
  });
});
