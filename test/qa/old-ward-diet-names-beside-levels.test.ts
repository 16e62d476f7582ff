/**
 * Asked levels beside older ward diet names (question-reading.ts, askedLevels and WARD_DIET_LEVEL_NAMES): a level's
 * food name that is also an old ward diet's ("流质" is Level 3's food name and the liquid diet) names that diet when
 * the question lists it with other old diet names, so the question is no question about that level: the level's
 * article does not keep the lead, and the answer opens on why IDDSI replaced the old names (no shared definition)
 * with its frame (companion fact standards-comparison-carries-iddsi-frame: 8 levels, 0 to 7). A level named by its
 * number beside an old name is still asked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

/** The answer's first citation. */
async function lead(question: string): Promise<{ id: string; answer: string }> {
  const r = await answerClinicalQuestion({ question, top_k: 5 });
  const first = Number(/\[(\d+)\]/.exec(r.answer)?.[1] ?? 1);
  return { id: r.sources[first - 1]?.id ?? '', answer: r.answer };
}

describe('old ward diet names listed beside a level name', () => {
  it.each([
    ['zh-CN', '过去医院开的流质、半流质、软食，和IDDSI分级比有什么问题？'],
    ['zh-HK', '過去醫院開嘅流質、半流質、軟食，同IDDSI分級比有咩問題？'],
  ])('the standards article leads and the answer gives the IDDSI frame (%s): "%s"', async (_l, question) => {
    const { id, answer } = await lead(question);
    expect(id).toMatch(/^soft-meal-standards-/);
    // It opens on why the old names were replaced (no shared definition), not on Level 3's definition.
    expect(answer.slice(0, 80)).toMatch(/定义不一|定義不一|统一定义|統一定義/u);
    expect(answer).toMatch(/0\s*至\s*7|8\s*[个個](等级|級別|级别)/u);
  });

  it('a level named by its number beside an old name is still asked: its article leads', async () => {
    const { id } = await lead('以前的半流质饮食和 IDDSI 4级一样吗？');
    expect(id).toBe('iddsi-level-4-zh-cn');
  });
});
