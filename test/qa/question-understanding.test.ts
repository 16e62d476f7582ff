/**
 * How the Q&A reads a care worker's question: the tokeniser at script
 * boundaries, colloquial words that meet the articles' terms, the kind of
 * answer asked for, list lead-ins in Japanese, and, over the built index,
 * behaviour that keeps answers on the asked level and the asked kind of fact.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../shared/config';
import { conceptSpans, normaliseForMatch } from '../../shared/qa/concepts';
import { selectSentences } from '../../shared/qa/composer/select';
import { defaultIndexStore, resetIndexStore, type LoadedIndex } from '../../shared/qa/index-store';
import { detectLanguage } from '../../shared/qa/language';
import { intentBonus, questionFrames, questionIntents } from '../../shared/qa/question-intent';
import { retrieve } from '../../shared/qa/retrieval';
import { splitSentences } from '../../shared/qa/sentences';
import { answerClinicalQuestion } from '../../shared/qa/service';
import { textFeatures } from '../../shared/qa/text-features';
import type { QaLocale } from '../../shared/languages';

const keys = (text: string) => [...textFeatures(text).keys()];
const concepts = (text: string) => keys(text).filter((k) => k.startsWith('k:'));

describe('concept words once missing from everyday questions', () => {
  it('reads "aspirating", 表现 (signs) and Japanese "foods that are hard to swallow" as their concepts', () => {
    expect(concepts('is she aspirating her drinks')).toContain('k:aspiration');
    expect(concepts('误吸有什么表现')).toContain('k:symptom');
    expect(concepts('飲み込みにくい食べ物はどれですか')).toContain('k:prone_to_choke');
  });
});

describe('more concept words once missing from everyday questions', () => {
  it('reads growing old as ageing, in every locale, and answers "is it just age?" from the ageing passage', async () => {
    expect(concepts('is trouble swallowing normal when you get to old age?')).toContain('k:ageing');
    expect(concepts('佢年紀大咗，係咪正常？')).toContain('k:ageing');
    expect(concepts('随年龄变化吞咽会变慢吗')).toContain('k:ageing');
    expect(concepts('飲み込みにくいのは年のせいですか')).toContain('k:ageing');
    expect(concepts('祖母は年をとってから飲み込みが悪くなりました')).toContain('k:ageing');
    const r = await answerClinicalQuestion({ question: 'Is swallowing trouble simply down to ageing?', top_k: 5 });
    expect(r.answer).toMatch(/older people|presbyphagia/i);
  });

  it('reads "keep clear of" and "stay away from" as foods to leave out', () => {
    expect(concepts('which snacks should she stay away from')).toContain('k:avoid');
    expect(concepts('foods to keep clear of at level 5')).toContain('k:avoid');
  });
});

describe('tokeniser at script boundaries', () => {
  it('splits a Latin word from CJK written right after it', () => {
    expect(keys('IDDSIフローテスト')).toEqual(expect.arrayContaining(['w:iddsi', 'c:フロ', 'k:flow_test']));
    expect(keys('IDDSI一共有几级')).toEqual(expect.arrayContaining(['w:iddsi', 'c:几级']));
    expect(keys('IDDSI一共有几级')).not.toContain('w:iddsi一共有几级');
  });

  it('finds a Latin concept name written right against CJK text', () => {
    expect(keys('EAT-10多少分算不正常')).toContain('k:eat10');
    expect(keys('ISO 22000食品安全管理体系认证')).toContain('k:certification');
    // Still whole words within Latin text: "choked" is choking, "chokedamp" is not.
    expect(keys('chokedamp')).not.toContain('k:choking');
  });

  it('reads のど (throat) only where it is the word, not inside どの or どちら', () => {
    expect(keys('のどが痛い')).toContain('k:pharyngeal');
    expect(keys('香港では IDDSI のどのレベルが飲み物に使われますか')).not.toContain('k:pharyngeal');
    expect(keys('朝と夜のどちらに飲む')).not.toContain('k:pharyngeal');
  });

  it('does not pair words across punctuation', () => {
    expect(keys('a drink level (Levels 0-4)')).not.toContain('b:level_level');
    expect(keys('drink level')).toContain('b:drink_level');
  });

  it('weighs hiragana-only n-grams as grammar, inside a word too', () => {
    const f = keys('喉に詰まらせたとき');
    expect(f).toContain('c:詰ま');
    expect(f).toEqual(expect.arrayContaining(['h:とき', 'h:らせ']));
    expect(f).not.toContain('c:とき');
  });

  it('reads "can\'t" as "cannot" and capital MUST as the screening tool', () => {
    expect(keys("resident can't cough")).toContain('w:cannot');
    expect(keys('resident cant cough')).toContain('w:cannot');
    expect(concepts('MUST 幾多分係高風險')).toContain('k:must_tool');
    expect(concepts('you must check the drink')).not.toContain('k:must_tool');
  });
});

describe('colloquial question words meet the articles', () => {
  it.each([
    ['院友食飯哽親', 'k:choking'],
    ['老人噎到了', 'k:choking'],
    ['喉に詰まらせた', 'k:choking'],
    ['院友瘦咗好多', 'k:weight_loss'],
    ['含住啲飯唔吞', 'k:pocketing'],
    ['とろみは何分待てばいい', 'k:standing_time'],
    ['给小孩吃', 'k:child'],
    ['糊餐黐匙羹', 'k:sticky'],
    ['增稠剂多放一点', 'k:over_thickening'],
  ])('%s → %s', (text, concept) => {
    expect(concepts(text)).toContain(concept);
  });

  it('counts a narrower concept as its broader one too', () => {
    expect(concepts('unintentional weight loss')).toEqual(expect.arrayContaining(['k:weight_loss', 'k:weight']));
  });

  it('takes adjacent concept names as one phrase', () => {
    const spans = conceptSpans(normaliseForMatch('what does level 7 easy to chew mean'));
    expect(spans).toContainEqual({ text: 'level 7 easy to chew', concept: 'level_7' });
  });
});

describe('language of mixed-script questions', () => {
  it.each([
    ['レベル7 Easy to Chewとは？', 'ja'],
    ['IDDSI Level 7 Easy to Chew係咩', 'zh-HK'],
    ['What is 糊餐?', 'en'],
  ])('%s → %s', (q, locale) => {
    expect(detectLanguage(q).locale).toBe(locale);
  });
});

describe('the kind of answer a question asks for', () => {
  const ids = (q: string) => questionIntents(q).map((i) => i.id);
  it.each([
    ['what colour is level 5', 'colour'],
    ['第5級係咩顏色', 'colour'],
    ['can my mum with dementia have jelly?', 'yesno'],
    ['白粥適唔適合食糊餐？', 'yesno'],
    ['可以吃整颗葡萄吗', 'yesno'],
    ['ピューレ食は形を作ってもいい？', 'yesno'],
    ['why sit upright to eat', 'why'],
    ['點解要坐直', 'why'],
    ['when should i refer to the speech therapist', 'when'],
    ['幾時要轉介', 'when'],
    ['Who usually needs Level 1 drinks?', 'who'],
    ['what is silent aspiration', 'definition'],
    ['嚥下障害ってなに？', 'definition'],
    ['咩叫窒息？', 'definition'],
    ['什么叫误吸', 'definition'],
    ['老人喂饭时呛咳了怎么办', 'action'],
  ])('%s → %s', (q, id) => {
    expect(ids(q)).toContain(id);
  });

  it('does not read every question as yes/no or a definition', () => {
    expect(ids('how thick should nectar drinks be')).toEqual([]);
    expect(ids('What are the signs of dehydration?')).not.toContain('definition');
    expect(ids('不要加冰')).not.toContain('yesno');
  });

  it('finds the words that only frame the question', () => {
    const q = '白粥適唔適合食糊餐？';
    expect(questionFrames(q, questionIntents(q))).toEqual(['適唔適合']);
  });

  it('gives a bonus to a sentence that holds the asked kind of answer', () => {
    const colour = questionIntents('what colour is level 5');
    expect(intentBonus(colour, { text: 'Level 5 Minced & Moist (orange): soft, moist food.', heading: 'The 8 levels' })).toBeGreaterThan(0);
    expect(intentBonus(colour, { text: 'Stringy or floppy foods: green beans, celery.', heading: 'What to avoid' })).toBe(0);
  });
});

describe('sentences', () => {
  it('takes a Japanese sentence that points ahead as the lead-in of its list', () => {
    const s = splitSentences('## 影響\n\n放射線治療の短期的な影響は次のとおりです。\n\n- 粘膜炎\n- 口腔乾燥\n', 'ja');
    const lead = s.find((x) => x.text.startsWith('放射線'))!;
    expect(lead.introduces).toBeDefined();
    expect(s.filter((x) => x.listItem).every((x) => x.lead === lead.position)).toBe(true);
  });

  it('marks the opening sentence of a section and of a paragraph', () => {
    const s = splitSentences('## A\n\nFirst one. Second one.\n\nThird one.\n\n## B\n\nFourth one.', 'en');
    expect(s.map((x) => [x.sectionStart ?? false, x.paragraphStart ?? false])).toEqual([
      [true, true],
      [false, false],
      [false, true],
      [true, true],
    ]);
  });
});

describe('single content characters and colloquial spellings', () => {
  it('indexes a Chinese content character on its own, so "點樣坐" meets "坐直"', () => {
    expect(keys('點樣坐')).toContain('u:坐');
    expect(keys('要坐直')).toContain('u:坐');
    expect(keys('飲水嗆親')).toContain(`u:${normaliseForMatch('飲')}`);
  });

  it('reads 記低 / 寫低 as 記錄 (记录, 記録)', () => {
    expect(normaliseForMatch('要記低啲咩')).toBe(normaliseForMatch('要記錄啲咩'));
    expect(normaliseForMatch('寫低')).toBe(normaliseForMatch('记录'));
    expect(normaliseForMatch('記録')).toBe(normaliseForMatch('記錄'));
  });
});

describe('over the built index', () => {
  let index: LoadedIndex;
  beforeAll(async () => {
    setConfig({ TEXT_MODEL_PROVIDER: 'embedded', INDEX_SOURCE: 'file' });
    resetIndexStore();
    index = await defaultIndexStore().get();
  });

  it("ranks the topic where the question's main concept is central first (colour codes → the overview, not the level)", async () => {
    for (const [q, locale] of [
      ['what colour is level 5', 'en'],
      ['第6級係咩顏色', 'zh-HK'],
    ] as const) {
      const r = retrieve(index, { features: textFeatures(q), vector: await index.embedder.embed(q), locale, topK: 5 });
      expect(r.sources[0]?.topic, q).toBe('iddsi-overview');
    }
  });

  const levelQuestion: Record<QaLocale, (n: number) => string> = {
    en: (n) => `What is Level ${n}?`,
    'zh-HK': (n) => `第${n}級係咩？`,
    'zh-CN': (n) => `${n}级是什么？`,
    ja: (n) => `レベル${n}とは？`,
  };

  it('puts the article about the IDDSI level a question names first, in every locale', async () => {
    for (const locale of Object.keys(levelQuestion) as QaLocale[]) {
      for (let n = 0; n <= 7; n++) {
        const q = levelQuestion[locale](n);
        const r = retrieve(index, { features: textFeatures(q), vector: await index.embedder.embed(q), locale, topK: 5 });
        expect(r.sources[0]?.topic, `${locale}: ${q}`).toBe(`iddsi-level-${n}`);
      }
    }
  });

  it('answers a colour question with the colour, in every locale', async () => {
    const cases: [string, RegExp][] = [
      ['what colour is level 5', /orange/],
      ['第6級係咩顏色？', /藍色/],
      ['4级是什么颜色？', /绿色/],
      ['レベル2は何色ですか？', /ピンク/],
    ];
    for (const [question, colour] of cases) {
      const r = await answerClinicalQuestion({ question, top_k: 5 });
      expect(r.answer, question).toMatch(colour);
    }
  });

  it('keeps sentences about other IDDSI levels out of the top of a level question', async () => {
    const q = '2级低稠饮品相当于以前的什么叫法？';
    const features = textFeatures(q);
    const sources = retrieve(index, { features, vector: await index.embedder.embed(q), locale: 'zh-CN', topK: 5 }).sources;
    const { selected } = selectSentences({ question: q, language: 'zh-CN', features, index, sources });
    const first = selected.filter((s) => s.source === 1);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((s) => !/[0134567]\s*级/.test(s.sentence.text) || /2\s*级/.test(s.sentence.text))).toBe(true);
  });

  it('keeps answers readable: at most fourteen list lines (every list of the asked shape; twenty short ones of an asked list quoted in short), each answer cited, over many kinds of question', async () => {
    const questions = [
      'What are the signs of aspiration?',
      '長者脫水有甚麼徵狀？',
      '哪些食物老人容易噎到',
      '誤嚥のサインは何ですか？',
      'Which foods are high risk at Level 5?',
      'How do I do the flow test?',
    ];
    for (const question of questions) {
      const r = await answerClinicalQuestion({ question, top_k: 5 });
      const items = r.answer.split('\n').filter((l) => /^(-|\d+\.) /.test(l));
      // An asked-for list too long to quote whole comes in short: each item its label and first examples.
      const short = items.every((l) => l.length <= 100);
      expect(items.length, question).toBeLessThanOrEqual(short ? 20 : 14);
      expect(r.answer, question).toMatch(/\[\d\]/);
    }
  });
});
