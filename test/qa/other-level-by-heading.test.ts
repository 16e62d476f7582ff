/**
 * A sentence that names no IDDSI level reads under its heading: the steps of a section headed for Level 4
 * (puréeing) are Level 4's, held back from an answer about making Level 5 food, in every locale.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, setConfig } from '../../shared/config';
import { resetIndexStore } from '../../shared/qa/index-store';
import { answerClinicalQuestion } from '../../shared/qa/service';

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

/** The bulleted items of the preparation article's section headed for Level 4 alone. */
function levelFourItems(locale: string): string[] {
  const file = path.join(PROJECT_ROOT, 'embeddings', 'articles', locale, `preparing-texture-modified-meals-${locale.toLowerCase()}.md`);
  const section = readFileSync(file, 'utf8')
    .split('\n## ')
    .find((s) => /4/.test(s.split('\n')[0]!) && !/5/.test(s.split('\n')[0]!))!;
  return section
    .split('\n')
    .filter((l) => l.startsWith('- '))
    .map((l) => l.slice(2).trim());
}

describe('aboutOtherLevel: a sentence without a level reads under its heading', () => {
  it.each([
    ['en', 'How do I make Level 5 minced and moist food at home, is a blender fine?'],
    ['zh-HK', '喺屋企點樣用攪拌機整五級碎餐？'],
    ['zh-CN', '在家用料理机怎么做5级细馅湿软的菜？'],
    ['ja', '家でミキサーを使ってレベル5の食事を作るには？'],
  ])('a Level 5 preparation answer quotes no Level 4 puréeing step (%s): "%s"', async (locale, question) => {
    const items = levelFourItems(locale);
    expect(items.length).toBeGreaterThan(3);
    const { answer } = await answerClinicalQuestion({ question, top_k: 5 });
    expect(items.filter((i) => answer.includes(i))).toEqual([]);
  });
});
