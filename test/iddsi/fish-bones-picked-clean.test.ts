/**
 * Hazard bones, removed (IDDSI Level 6: bones removed from fish): "bones picked clean" in Chinese clears
 * the bone hazard; "刺没挑干净" (not picked clean) still raises it. Phrases of
 * our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

describe('bones removed: "骨/刺挑干净" clears the bone hazard of soft fish pieces', () => {
  it('zh-CN: braised fish, bones picked clean, 1.5 cm pieces that a fork squashes is Level 6', () => {
    expect(classifyText('红烧鱼块，骨都挑干净了，切成1.5厘米小块，叉子一压就散').level).toBe(6);
  });
  it('zh-HK: steamed fish, bones all picked out, 1.5 cm pieces is Level 6', () => {
    expect(classifyText('蒸鱼啲骨挑晒，切到1.5厘米粒，叉一壓就散').level).toBe(6);
  });
  it('zh-CN: bones NOT picked clean stays Regular (Level 7)', () => {
    expect(classifyText('红烧鱼块，刺没挑干净，切成1.5厘米小块，叉子一压就散').level).toBe(7);
  });
});
