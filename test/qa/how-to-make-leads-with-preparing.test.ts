/**
 * promoteDoingSource (composer/source-promotion.ts): a question that asks how to make a texture-modified meal, its
 * steps, tips or what to watch, is answered from the article on preparing it (blending each food apart, liquids that
 * are not water, sieving, moulding, testing before serving), not from the standards article that ranked first on the
 * local meal names nor from a tips list of another subject (nutrition, tablets).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('promoteDoingSource: how to make a modified meal is answered by how it is made', () => {
  it.each([
    ['zh-CN', '家里给老人做糊状的4级饭菜，有什么技巧？', /打泥|搅拌机|裱花/u, /33个国家/u],
    ['zh-CN', '医院让做泥状的饭，在家里做糊餐要注意什么？', /制作步骤|分开打碎/u, /33个国家/u],
    ['zh-HK', '屋企自己整糊餐俾阿媽，有咩技巧？', /攪糊|凝固劑|造型/u, /藥丸/u],
  ])('%s: "%s"', async (_l, question, how, other) => {
    const { answer, sources } = await answerClinicalQuestion({ question, top_k: 5 });
    // (The answer opens with how the meal is made; another source may add a passage after it.)
    expect(answer.slice(0, 120)).toMatch(how);
    expect(answer).not.toMatch(other);
    expect(sources.some((s) => s.id?.startsWith('preparing-texture-modified-meals'))).toBe(true);
  });
});
