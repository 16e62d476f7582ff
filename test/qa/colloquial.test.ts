/**
 * Round 3 of question understanding: the everyday words of care staff and
 * families (Cantonese particles and verbs, zh-CN colloquial forms, casual
 * Japanese and English) meet the articles' concepts; local diet names ask
 * about their IDDSI level on the question side only; comparison questions
 * are split into the things compared; levels joined by "vs" or "と" are both
 * named; a message that only describes a problem asks what to do.
 */
import { describe, expect, it } from 'vitest';
import { conceptsIn, normaliseForMatch } from '../../shared/qa/concepts';
import { comparedParts } from '../../shared/qa/composer/question-reading';
import { questionIntents } from '../../shared/qa/question-intent';
import { isFunctionNgram, textFeatures } from '../../shared/qa/text-features';

const concepts = (text: string, query = false) => [...conceptsIn(normaliseForMatch(text), query).keys()];

describe('colloquial words meet the concepts of the articles', () => {
  it.each([
    ['阿爺飲杰水之後飲少咗好多', ['thickened', 'hydration']],
    ['吃东西卡住了咳不出来', ['choking']],
    ['增稠剂放多了会怎么样', ['over_thickening']],
    ['凝固粉開幾多先啱', ['thickener', 'dose']],
    ['做完放疗嘴巴很干', ['radiotherapy', 'dry_mouth']],
    ['放射線治療のあと口が乾いて食べにくい', ['radiotherapy', 'dry_mouth']],
    ['むせてないのに肺炎になる？', ['silent_aspiration', 'aspiration_pneumonia']],
    ['食完可唔可以即刻瞓低', ['after_meal', 'lie_down']],
    ['插住胃喉唔食嘢嘅人', ['feeding_tube']],
    ['she keeps food in her cheeks', ['pocketing']],
    ['his mouth is always dry', ['dry_mouth']],
  ])('%s', (text, expected) => {
    expect(concepts(text)).toEqual(expect.arrayContaining(expected));
  });

  it('reads 食飯 as eating, not as rice', () => {
    expect(concepts('阿媽食飯成日咳')).toContain('eating');
    expect(concepts('阿媽食飯成日咳')).not.toContain('rice');
  });

  it('treats Cantonese particles as function characters', () => {
    expect(isFunctionNgram('c:咗嘢')).toBe(true);
    expect(isFunctionNgram('c:凝固')).toBe(false);
  });
});

describe('local diet names ask about their IDDSI level', () => {
  it('a question with 糊餐 asks about Level 4; an article with it is not thereby about Level 4', () => {
    expect(concepts('糊餐點先算啱', true)).toEqual(expect.arrayContaining(['soft_meal', 'level_4']));
    expect(concepts('糊餐通常最接近', false)).toContain('soft_meal');
    expect(concepts('糊餐通常最接近', false)).not.toContain('level_4');
    expect([...textFeatures('きざみ食の大きさ', { query: true }).keys()]).toContain('k:level_5');
  });
});

describe('levels and comparisons', () => {
  it('names both levels of "Level 3 vs 4" and "レベル3と4"', () => {
    expect(concepts('level 3 vs 4')).toEqual(expect.arrayContaining(['level_3', 'level_4']));
    expect(concepts('レベル3と4の違い')).toEqual(expect.arrayContaining(['level_3', 'level_4']));
  });

  it('reads "went down the wrong way" and "rarely coughs" as aspiration and silent aspiration', () => {
    expect(concepts('阿媽飲湯成日落錯格')).toContain('aspiration');
    expect(concepts('喝汤的时候好像进了气管')).toContain('aspiration');
    expect(concepts('お茶が気管に入ったみたい')).toContain('aspiration');
    for (const text of ['He rarely coughs when he eats', '佢食飯好少咳', '吃饭很少咳嗽', '食事中ほとんどむせません'])
      expect(concepts(text), text).toContain('silent_aspiration');
  });

  it("reads a swallowing assessment as the speech therapist's work", () => {
    for (const text of [
      'When will the swallowing assessment happen?',
      '阿媽幾時做吞嚥評估？',
      '医生说出院前要做吞咽评估',
      '入院中に嚥下評価を受けました',
    ])
      expect(concepts(text), text).toContain('slp');
  });

  it('reads a face turning blue as first aid and "patted it out" as back blows', () => {
    for (const text of ['His lips turned blue while he ate', '阿爺食飯食到塊面發紫', '吃汤圆憋紫了脸', '食事中に唇が紫色になった'])
      expect(concepts(text), text).toContain('first_aid');
    expect(concepts('鄰居幫手拍咗出嚟')).toContain('back_blows');
    expect(concepts('女儿帮他拍出来了')).toContain('back_blows');
  });

  it('reads "more nutritious" as fortifying food', () => {
    for (const text of [
      'How can I make his purée more nutritious?',
      '點樣整到阿爺啲粥營養啲？',
      '怎样让爷爷的软食更有营养',
      '父のおかゆに栄養をつけたい',
    ])
      expect(concepts(text), text).toContain('fortify');
  });

  it('reads "how would I notice" as asking for the signs', () => {
    for (const text of [
      '便秘になっていないか、どうやって気づけばいいですか',
      '誤嚥に気づく方法は？',
      '點睇得出阿嫲有冇脫水？',
      '怎么看出老人喝水不够',
    ])
      expect(concepts(text), text).toContain('symptom');
  });

  it('reads a level written in Chinese numerals ("第六級", "糊餐（四级）"), not a count or a step', () => {
    expect(concepts('佢食緊第六級嘅餐，可唔可以食麵包？')).toContain('level_6');
    expect(concepts('奶奶吃糊餐（四级），粥要煮多稠？')).toContain('level_4');
    expect(concepts('三級同四級飲品有咩分別')).toEqual(expect.arrayContaining(['level_3', 'level_4']));
    for (const text of ['饮水情况分为五级', '日本的六级分类', '在三级医院住院', '降一級之後'])
      expect(
        concepts(text).filter((c) => c.startsWith('level_')),
        text,
      ).toEqual([]);
  });

  it('splits a comparison into the things compared, without low-salience words', () => {
    const parts = comparedParts('gum vs starch thickener for my mum?')!.map((p) => p.features[0]);
    expect(parts).toEqual(expect.arrayContaining(['k:xanthan', 'k:starch']));
    expect(parts).not.toContain('k:elderly_resident');
    expect(comparedParts('how much thickener do I use?')).toBeUndefined();
    // "Is X the same as Y?", "差在哪", "they keep mixing them up" compare as well.
    expect(comparedParts('Is minced the same as pureed? The kitchen keeps mixing them up')).toBeDefined();
    expect(comparedParts('2级和3级差在哪？')).toBeDefined();
  });
});

describe('a message that only describes a problem asks what to do', () => {
  it.each(['she has dementia and keeps food in her cheeks', '放射線治療のあと口が乾いて食べにくいって言ってる'])('%s', (q) => {
    expect(questionIntents(q).map((i) => i.id)).toEqual(['action']);
  });
  it('a question keeps its own intents', () => {
    expect(questionIntents('what colour is level 4?').map((i) => i.id)).toContain('colour');
    expect(questionIntents('what colour is level 4?').map((i) => i.id)).not.toContain('action');
  });
});
