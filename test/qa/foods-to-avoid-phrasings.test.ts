/**
 * "keep off the plate / 唔好放上碟 / 不要放 / 出さない" ask for the foods to avoid, and the
 * Level 5 avoid list names the mixed-textures family as Levels 3, 4 and 6 do. Phrases are our own.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';

const asksAvoid = (text: string) => conceptsIn(normaliseForMatch(text), true).has('avoid');

describe('keep-off / not-give phrasings ask for the foods to avoid', () => {
  it.each([
    'What should we keep off the tray for Dad on Level 6?',
    'Which snacks stay off the plate for a Level 4 patient?',
    '第5級嘅伯伯，有咩唔好放上碟？',
    '婆婆食第6級，有咩唔好俾佢食？',
    '4级的爷爷，哪些东西不要放进他的餐盘？',
    '5级的奶奶不能给什么零食？',
    'レベル5の父に出さない方がいいおやつは？',
    'レベル4の利用者に出してはいけない料理は？',
  ])('"%s"', (question) => {
    expect(asksAvoid(question)).toBe(true);
  });
});

describe('Level 5 avoid list names the mixed-textures family in every locale', () => {
  it.each([
    ['en/iddsi-level-5-en.md', 'Mixed thin-and-thick textures'],
    ['ja/iddsi-level-5-ja.md', '混合形態'],
    ['zh-CN/iddsi-level-5-zh-cn.md', '稀稠混合质地'],
    ['zh-HK/iddsi-level-5-zh-hk.md', '稀稠混合質地'],
  ])('%s', (file, family) => {
    expect(readFileSync(`embeddings/articles/${file}`, 'utf8')).toContain(family);
  });
});
