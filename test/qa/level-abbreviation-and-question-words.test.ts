/**
 * Level abbreviations and question words in every locale, each tested on phrases of its own.
 */
import { describe, expect, it } from 'vitest';
import { textFeatures } from '../../shared/qa/text-features';

const levels = (q: string) => [...textFeatures(q, { query: true }).keys()].filter((k) => k.startsWith('k:level_')).sort();

describe('"L" before a digit names an IDDSI level, as "Level" and "レベル" do', () => {
  it.each([
    ['Is L5 food safe without teeth?', ['k:level_5']],
    ['L4とL5の違いは？', ['k:level_4', 'k:level_5']],
    ['L1同L2飲品點分？', ['k:level_1', 'k:level_2']],
    ['L6和L7哪个更软？', ['k:level_6', 'k:level_7']],
  ])('"%s" names %j', (question, expected) => {
    expect(levels(question)).toEqual(expected);
  });

  it('a litre or a word ending in l is not a level', () => {
    for (const question of ['Give 1L of fluid a day', 'a 2 l jug', 'Is oatmeal 3 times a day too much?'])
      expect(levels(question)).toEqual([]);
  });
});

const concepts = (q: string) => [...textFeatures(q, { query: true }).keys()];

// Each class with phrases of its own: how to sit and the bed angle (positioning), weight that
// keeps falling, eating very little, changing a texture on one's own judgement (who decides), "not enough
// nutrition" and "how can we tell if" (its signs), the home country's own grading (the Chinese consensus).
const CONCEPT_CASES: [string, string][] = [
  ['阿爺喺床上食飯，要點樣坐？', 'k:positioning'],
  ['老人家吃饭时怎么坐比较好？', 'k:positioning'],
  ['車椅子の父にはどう座ってもらえばいいですか？', 'k:positioning'],
  ['What bed angle is safe for supper?', 'k:positioning'],
  ['床头角度要几多度先啱？', 'k:positioning'],
  ['婆婆體重不斷跌，點算？', 'k:weight_loss'],
  ['我妈体重一直掉，怎么办？', 'k:weight_loss'],
  ["Mum's weight keeps dropping even on puree", 'k:weight_loss'],
  ['公公最近食好少', 'k:poor_intake'],
  ['奶奶吃得很少怎么办', 'k:poor_intake'],
  ['祖母がほとんど食べないのですが', 'k:poor_intake'],
  ['現場の判断でペースト食を軟菜に変えてもいいですか？', 'k:who_decides'],
  ['お粥を普通のご飯に上げてもいいですか？', 'k:who_decides'],
  ['我哋可唔可以自己升級佢去軟餐？', 'k:who_decides'],
  ['护工可以自行升级到碎餐吗？', 'k:who_decides'],
  ['Can we move her up ourselves to soft and bite-sized?', 'k:who_decides'],
  ['婆婆係咪營養唔夠？', 'k:malnutrition'],
  ['我爸营养不够怎么办？', 'k:malnutrition'],
  ['母の栄養が足りているか心配です', 'k:malnutrition'],
  ['How can we tell if Dad is undernourished?', 'k:malnutrition'],
  ['How can we tell if he is dehydrated?', 'k:symptom'],
  ['怎么看出老人吞咽有问题？', 'k:symptom'],
  ['點知佢係咪食唔夠？', 'k:symptom'],
  ['国内标准的软食型和IDDSI 6级一样吗？', 'k:china_consensus'],
  ['內地嘅分級同香港用嘅有咩唔同？', 'k:china_consensus'],
  ['中国の分類とIDDSIは同じですか？', 'k:china_consensus'],
  ['Does the Chinese classification have a level for thin liquids?', 'k:china_consensus'],
];

describe('question words name their concepts in every locale', () => {
  it.each(CONCEPT_CASES)('"%s" holds %s', (question, concept) => {
    expect(concepts(question)).toContain(concept);
  });
});
