/**
 * A failed bedside screen told in the text, the Kubota grade, and the
 * reading fixes that follow. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';
import { riskLevel } from '../support/aspiration';

describe('rule water_swallow_test_failed: a Kubota grade 3-5 written in the text (bedside-text.ts)', () => {
  it.each([
    '洼田饮水试验5级，家属拒绝鼻饲。',
    '洼田飲水試驗 IV級',
    '窪田式水飲みテスト：プロフィール3、常食摂取中',
    'Kubota water test grade 3 on admission',
    '窪田式水飲みテスト 5',
  ])('reads a failed Kubota grade as the failed water test: %s', (text) => {
    const r = evaluate({ symptoms: text, age: 60 });
    expect(r.level).toBe('high');
    expect(r.rules).toContain('water_swallow_test_failed');
  });

  it.each(['洼田饮水试验1级，普食。', '窪田式水飲みテスト プロフィール1', '窪田さんは3日前から入院中、食事は自立。'])(
    'a pass, and the surname alone, add nothing: %s',
    (text) => {
      expect(riskLevel(text, 50)).toBe('low');
    },
  );
});

describe('rule water_swallow_test_failed: a bedside swallow screen named by any of its names', () => {
  it.each([
    'Dysphagia screen this morning: coughed twice on the sips.',
    'BSST: throat clearing after each teaspoon of water.',
    '床旁吞咽筛查：喝水后咳嗽。',
    '嚥下スクリーニングの時、水でむせた。',
    '연하 선별검사 중 물 마시고 기침함.',
    'Skrining disfagia: batuk setelah minum air.',
    'Sàng lọc nuốt: bà ho sau ngụm nước.',
    'ทดสอบการกลืน ดื่มน้ำแล้วไอ',
    'Prueba de deglución: tose con el agua.',
  ])('a cough or throat clearing at the screen is the failed test: %s', (text) => {
    const r = evaluate({ symptoms: text, age: 60 });
    expect(r.level).toBe('high');
    expect(r.rules).toContain('water_swallow_test_failed');
  });
});

describe('Japanese 〜なくなった after a potential stem is an onset, not a resolution (time cue)', () => {
  it.each([
    ['パンが喉につかえて息ができなくなった', 'high'],
    ['お茶がうまく飲めなくなった', 'moderate'],
    ['最近、お肉が食べられなくなりました。飲み込みにくいそうです。', 'moderate'],
  ])('keeps the sign current: %s', (text, level) => {
    expect(riskLevel(text, 60)).toBe(level);
  });

  it.each(['以前は食事中にむせていたが、今はむせなくなった', '去年は詰まりやすかったが、今は詰まらなくなった'])(
    'a sign that stopped stays history: %s',
    (text) => {
      expect(riskLevel(text, 60)).toBe('low');
    },
  );
});

describe('washing food down and a felt lump are mild signs', () => {
  it.each([
    'Needs a drink with every bite of toast, every meal.',
    'She washes every bite down with juice at every meal.',
    '總係覺得喉嚨有嘢哽住，食嘢冇咳。',
    '吃饭时总感觉有东西卡住，不咳。',
    '覺得有啲嘢梗住喺度，食得落。',
  ])('reads a mild current sign (moderate), not a major or red one: %s', (text) => {
    expect(riskLevel(text, 60)).toBe('moderate');
  });

  it.each(['吃饭时感觉有东西卡住，喘不过气，脸都紫了', '食飯覺得有嘢鯁住，透唔到氣'])(
    'a felt lump with the airway blocked is still choking: %s',
    (text) => {
      expect(riskLevel(text, 60)).toBe('high');
    },
  );
});

describe('a blocked airway told by what the carer sees (throat_clutched, airway cue)', () => {
  it.each([
    'At tea she clutched her throat and went red.',
    '午饭时他突然捂着喉咙。',
    '夕食中に急に喉を押さえて苦しんだ。',
    'Sa hapunan, hinawakan ang lalamunan niya.',
  ])('hands to the throat at a meal is a choking episode: %s', (text) => {
    const r = evaluate({ symptoms: text, age: 60 });
    expect(r.level).toBe('high');
    expect(r.items.map((i) => i.code)).toContain('choking');
  });

  it.each([
    'A bit of sausage got stuck and he could not make a sound.',
    '吃汤圆时卡住了，发不出声。',
    'パンが詰まって、しゃべれなくなった。',
    'Tersedak roti, tidak bisa bicara.',
    'Bánh mì mắc ở cổ, ông không nói nên lời.',
    'ข้าวติดคอ ลูกต้องล้วงออกให้',
    'Se le atoró el pollo y no podía hablar.',
    'Fish got stuck, we dug it out with a spoon.',
  ])('food stuck with no voice or taken out by hand is a choking episode: %s', (text) => {
    expect(riskLevel(text, 60)).toBe('high');
  });

  it.each(['Since her stroke she could not speak for weeks; eats a normal diet now.', 'He clutched his throat when he had the flu.'])(
    'no food stuck and no meal: no choking: %s',
    (text) => {
      expect(riskLevel(text, 50)).not.toBe('high');
    },
  );
});

describe('aspiration precautions are prevention, never aspiration (rule current_impairment_without_sign)', () => {
  it('English precautions with no sign are a known impairment reviewed (moderate)', () => {
    const r = evaluate({ symptoms: 'On aspiration precautions on the ward, managing her meals.', age: 60 });
    expect(r.level).toBe('moderate');
    expect(r.rules).toContain('current_impairment_without_sign');
  });

  it.each([
    '已落实防误吸措施，进食顺利。',
    'Sigue precauciones de aspiración y come sin problemas.',
    '흡인 예방 조치 시행 중이며 식사 양호.',
    'Đã phòng ngừa hít sặc, bà ăn được.',
    'Pencegahan aspirasi sudah dijalankan, makan lancar.',
    '誤嚥対策として姿勢を調整、食事は良好。',
  ])('the precaution words are never read as aspiration: %s', (text) => {
    expect(riskLevel(text, 60)).not.toBe('high');
  });
});

describe('Japanese sign and suspicion nouns before the negator deny the sign', () => {
  it.each([
    '食後に誤嚥のサインは見られない。',
    '水分摂取時、誤嚥を疑う症状はありません。',
    '誤嚥を疑うエピソードなし、全量摂取。',
    '誤嚥の疑いはなし。',
  ])('reads a denial (low): %s', (text) => {
    expect(riskLevel(text, 60)).toBe('low');
  });

  it('a sign told beside the denied noun still counts', () => {
    expect(riskLevel('誤嚥のサインは見られないが、毎食むせる。', 60)).not.toBe('low');
  });
});
