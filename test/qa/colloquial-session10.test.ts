/**
 * Issue 19: how people ask in Cantonese, mainland Chinese and Japanese. Whether a food may be
 * eaten (can_eat) or a drink drunk (can_drink), whether to get the therapist in (ask_for_slp) or move to
 * another level (change_diet_level), powder clumping when a drink is thickened (powder_lumps), how to know
 * whether something happens (how_to_tell, counted as the signs), when eating may start after admission
 * (start_oral_intake), a drink named as already thickened (thickened_water), coughing on drinks
 * (cough_on_drinking), making a modified meal at home (make_modified_meal), "foods to watch" phrasings of
 * prone_to_choke and rice or noodles in soup named as mixed_consistency. Phrases are our own: other foods
 * and other locales than the development questions that revealed them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { resetIndexStore } from '../../shared/qa/index-store';
import { isNotCoveredAnswer } from '../../shared/qa/messages';
import { answerClinicalQuestion } from '../../shared/qa/service';

const concepts = (text: string) => conceptsIn(normaliseForMatch(text), true);

beforeAll(() => {
  setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
  resetIndexStore();
});

describe('colloquial question words meet the concepts', () => {
  it.each([
    ['can_eat', '公公吞嚥唔好，魚蛋食唔食得？', ['can_eat', 'avoid']],
    ['can_eat', '奶奶能不能吃花生糖？', ['can_eat', 'avoid']],
    ['can_eat', '祖父にせんべいを食べさせてもいいですか？', ['can_eat', 'avoid']],
    ['can_eat', 'Is popcorn safe to eat for someone on Level 6?', ['can_eat', 'avoid']],
    ['can_drink', '公公可唔可以飲豆漿？', ['can_drink']],
    ['can_drink', '吞咽障碍的奶奶能不能喝豆浆？', ['can_drink']],
    ['can_drink', '祖母にサイダーを飲ませてもいい？', ['can_drink']],
    ['ask_for_slp', '爷爷喝汤老呛，要不要找言语治疗师？', ['refer', 'slp']],
    ['ask_for_slp', '院友飲水成日咳，使唔使轉介？', ['refer']],
    ['ask_for_slp', 'むせる父を言語聴覚士に診てもらうべき？', ['refer', 'slp']],
    ['ask_for_slp', 'Should we ask for a speech therapist to see Grandad?', ['refer', 'slp']],
    ['mixed_consistency', '公公鍾意食湯飯，可唔可以？', ['mixed_consistency']],
    ['mixed_consistency', '奶奶早上爱吃茶泡饭', ['mixed_consistency']],
    ['mixed_consistency', '祖父はお茶漬けが好きです', ['mixed_consistency']],
    ['mixed_consistency', 'She likes noodles in soup for lunch', ['mixed_consistency']],
    ['change_diet_level', '公公食碎餐好耐，幾時可以轉餐？', ['who_decides', 'slp']],
    ['change_diet_level', '什么时候可以把奶奶的饮食升级？', ['who_decides', 'slp']],
    ['change_diet_level', '父の食事のレベルを上げてもいいですか？', ['who_decides', 'slp']],
    ['change_diet_level', 'When can Dad go up a level?', ['who_decides', 'slp']],
    ['cough_on_drinking', '公公飲湯嗆親，係咪有問題？', ['cough_on_drinking', 'cough', 'aspiration']],
    ['cough_on_drinking', '奶奶喝汤呛得厉害', ['cough_on_drinking', 'cough', 'aspiration']],
    ['cough_on_drinking', '祖父は汁物でむせることが多い', ['cough_on_drinking', 'cough', 'aspiration']],
    ['cough_on_drinking', 'Grandad keeps coughing on drinks', ['cough_on_drinking', 'cough', 'aspiration']],
    ['make_modified_meal', '在家怎么给爷爷做泥状的菜？', ['prepare_meal']],
    ['make_modified_meal', '點樣幫婆婆整碎餐？', ['prepare_meal']],
    ['make_modified_meal', 'きざみ食を作るコツは？', ['prepare_meal']],
    ['make_modified_meal', 'How do I make pureed fish at home?', ['prepare_meal']],
    ['powder_lumps', '增稠剂一倒进牛奶就结块', ['powder_lumps', 'lump_particle']],
    ['powder_lumps', '牛乳にとろみ剤を入れたらダマができた', ['powder_lumps', 'lump_particle']],
    ['powder_lumps', 'the thickened orange juice keeps going lumpy', ['powder_lumps', 'lump_particle']],
    ['how_to_tell', '點知老人家食嘢有冇落錯氣管？', ['symptom']],
    ['how_to_tell', '怎么知道爷爷喝汤有没有呛到肺里？', ['symptom']],
    ['how_to_tell', '誤嚥しているかどうすればわかりますか', ['symptom']],
    [
      'start_oral_intake',
      'Grandad was admitted with a stroke: when can he drink tea again?',
      ['start_oral_intake', 'nil_by_mouth', 'screening'],
    ],
    ['start_oral_intake', '中風入院之後幾時可以飲水？', ['start_oral_intake', 'nil_by_mouth']],
    ['start_oral_intake', '脳梗塞で入院した母は、いつから食べられますか？', ['start_oral_intake', 'nil_by_mouth']],
    ['thickened_water', '啲藥可唔可以同凝固水一齊食？', ['thickened']],
    ['thickened_water', '增稠水放冰箱可以放多久？', ['thickened']],
    ['prone_to_choke', '嚥下障害の人が注意すべき食べ物は？', ['prone_to_choke', 'avoid']],
    ['prone_to_choke', '长辈有哪些需要特别注意的食物？', ['prone_to_choke', 'avoid']],
  ])('%s: "%s"', (_id, question, expected) => {
    expect([...concepts(question).keys()]).toEqual(expect.arrayContaining(expected));
  });

  it('how_to_tell leaves a comparison or a test question alone ("怎么判断是4级", "how can I tell level 3 from 4")', () => {
    expect(concepts('怎么判断是不是4级泥状？').has('symptom')).toBe(false);
    expect(concepts('How can I tell a Level 2 drink from a Level 3 one?').has('symptom')).toBe(false);
  });
});

describe('the colloquial questions reach their article', () => {
  it.each([
    ['can_eat', '老竇吞嚥有困難，年糕同花生食唔食得㗎？', 'high-risk-foods-zh-hk'],
    ['can_eat', '飲み込みが悪い父に、お餅は食べてもいいですか？', 'high-risk-foods-ja'],
    ['can_drink', '吞嚥有困難嘅婆婆，奶茶飲唔飲得？', 'iddsi-level-0-zh-hk'],
    ['ask_for_slp', '奶奶吃饭老是呛，要不要找言语治疗师？', 'when-to-refer-slp-zh-cn'],
    ['change_diet_level', '婆婆食糊餐好耐，可唔可以升級？', 'when-to-refer-slp-zh-hk'],
    ['change_diet_level', 'Can we move him up to Level 7 ourselves?', 'when-to-refer-slp-en'],
    ['powder_lumps', 'How do I stop thickener going lumpy in cold milk?', 'thickeners-en'],
    ['powder_lumps', 'とろみ剤を入れるとすぐダマになる。どうしたらいい？', 'thickeners-ja'],
  ])('%s: "%s"', async (_id, question, id) => {
    const r = await answerClinicalQuestion({ question, top_k: 5 });
    expect(r.sources[0]?.id).toBe(id);
  });

  it('thickened_water: a medicine taken with 凝固水 is in scope (not "not covered")', async () => {
    const r = await answerClinicalQuestion({ question: '啲藥丸可唔可以撈落凝固水度食？', top_k: 5 });
    expect(isNotCoveredAnswer(r.answer)).toBe(false);
    expect(r.sources.slice(0, 3).map((s) => s.id)).toContain('medicines-dysphagia-zh-hk');
  });

  it('start_oral_intake: when a new stroke patient may drink reaches the nil-by-mouth-until-screened advice', async () => {
    const r = await answerClinicalQuestion({ question: '爷爷脑梗住院了，什么时候可以喝水吃药？', top_k: 5 });
    expect(r.sources.slice(0, 3).map((s) => s.id)).toEqual(expect.arrayContaining(['dysphagia-stroke-zh-cn']));
  });
});

describe('誤嚥 and 誤飲 told apart in the Japanese article', () => {
  it('signs-of-aspiration-ja says 誤飲 is a non-food object swallowed into the oesophagus or stomach', async () => {
    const r = await answerClinicalQuestion({ question: '誤飲と誤嚥はどこが違うのですか？', top_k: 5 });
    expect(r.sources[0]?.id).toBe('signs-of-aspiration-ja');
    expect(r.answer).toMatch(/誤飲[^。]*食べ物ではない物[^。]*(食道|胃)/);
    expect(r.answer).toMatch(/誤嚥[^。]*気道/);
  });
});
