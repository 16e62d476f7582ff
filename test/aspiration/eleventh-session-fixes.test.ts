/**
 * Resolutions told without a subject, "still now" in its own sentence, current signs in
 * everyday words, and a sign asked about and answered "no". Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { findingStatus, riskLevel } from '../support/aspiration';

describe('rule resolution_names_event_back in languages that drop the subject', () => {
  it.each([
    'Tosía al tomar sopa, pero ya se le quitó.',
    'Se atragantaba con el arroz, pero con el tiempo se le quitó del todo.',
    'ตอนนั้นแม่ดื่มน้ำแล้วไอ แต่ตอนนี้หายสนิทแล้ว',
    '以前飲湯會啜親，但係而家已經好返。',
    '以前喝汤会呛，不过现在已经好了。',
    'Dulu sering batuk waktu minum, tapi sekarang sudah sembuh total.',
  ])('reads the sign before the recovery as history: %s', (text) => {
    expect(riskLevel(text)).toBe('low');
  });

  it('keeps a sign current when the recovery names a thing of its own', () => {
    expect(findingStatus('Tose al comer, pero se le quitó la fiebre.', 'cough_during_meals')).toBe('current');
    expect(findingStatus('Tose al beber agua, pero ya se le quitó la gripe.', 'cough_during_meals')).toBe('current');
    expect(findingStatus('Tose al beber agua, pero ya se recuperó de la operación.', 'cough_during_meals')).toBe('current');
    expect(findingStatus('Coughs when drinking water, but now recovered from the flu.', 'cough_during_meals')).toBe('current');
  });

  it('keeps a sign told after the resolution current', () => {
    expect(riskLevel('Se atragantó con carne en abril, pero ya se le quitó, ahora tose en cada comida.')).toBe('high');
  });
});

describe('rule still_after_past: "still now" forms', () => {
  it.each([
    ['以前飲水成日啜親，依家都係咁。', 'cough_during_meals'],
    ['佢之前食飯會咳，依家仲係咁。', 'cough_during_meals'],
    ['以前喝水会呛，现在也是这样。', 'cough_during_meals'],
    ['以前はお茶でむせていました。今もそうです。', 'cough_during_meals'],
    ['She used to splutter on her tea. Still does.', 'cough_during_meals'],
  ])('keeps the past sign current: %s', (text, code) => {
    expect(findingStatus(text, code)).toBe('current');
  });

  it('does not carry a still-sentence that names something else', () => {
    expect(findingStatus('She used to cough on her tea. Still loves her biscuits.', 'cough_during_meals')).not.toBe('current');
  });
});

describe('current signs in everyday words', () => {
  it.each([
    '最近、薬を飲み込むときに少し痛みがあります。',
    '飲み込む時にちょっと痛いです。',
    "Grandad's been taking ages over his lunch lately.",
    '我爸现在吃的是打碎的糊糊。',
    'Mi madre come comida triturada desde el verano.',
  ])('reads a single current sign or a managed dysphagia as moderate: %s', (text) => {
    expect(riskLevel(text)).toBe('moderate');
  });

  it('leaves a dessert paste and a cold sore throat alone', () => {
    expect(riskLevel('她吃了一碗芝麻糊，很好。')).toBe('low');
    expect(riskLevel('風邪をひいていて、飲み込むときに少し痛みがあります。')).toBe('low');
  });
});

describe('rule asked_sign_answered_no', () => {
  it.each([
    'The nurse asked if mum chokes on her food - no she doesnt.',
    'GP asked whether he coughs at meals, no.',
    'La doctora preguntó si tose al comer - no, nunca.',
  ])('reads the sign asked about and answered "no" as denied: %s', (text) => {
    expect(riskLevel(text)).toBe('low');
  });

  it('keeps a sign asked about and answered "yes", or not answered', () => {
    expect(riskLevel('The doctor asked if he coughs when eating - yes, most meals.')).toBe('high');
    expect(riskLevel('The doctor asked if he coughs when eating.')).not.toBe('low');
  });

  it('reads a thickener only asked about as not in use', () => {
    expect(riskLevel('He had a stroke last year. We wondered whether we should get thickener, he drinks fine.')).toBe('low');
  });
});

describe('dry food named beside a difficulty (helper dry_food)', () => {
  it.each([
    ['Anything dry just won’t go down for him lately.', undefined],
    ['最近饼干这种干的东西咽不下去。', undefined],
    ['Bapak susah menelan roti kalau kering.', 'Parkinson'],
    ['Le cuesta tragar la comida seca.', 'ictus'],
  ])('reads the dry-food difficulty, one mild sign: %s', (text, diagnosis) => {
    expect(findingStatus(text, 'dry_food_difficulty')).toBe('current');
    expect(riskLevel(text, 60, diagnosis)).toBe('moderate');
  });

  it('leaves a difficulty with all food a major sign', () => {
    expect(riskLevel('Since the stroke she has difficulty swallowing everything.', 70)).toBe('high');
  });
});

describe('every meal of the day named in turn', () => {
  it.each([
    'Gran coughs over her food morning, noon and night.',
    '婆婆早午晚食飯都會咳。',
    '朝昼晩、食事中にむせます。',
    'Tose al comer mañana, tarde y noche.',
  ])('reads a major sign at every meal: %s', (text) => {
    expect(riskLevel(text, 70)).toBe('high');
  });
});

describe('rules rsst_failed and mwst_failed (bedside-text.ts)', () => {
  it.each([
    'RSST 2回/30秒、食事は自立。',
    '反復唾液嚥下テスト（30秒）1回。',
    'Bedside today: RSST 2 swallows in 30 s.',
    'MWST 3ml: 3点。',
    'Modified water swallow test score 2/5 this morning.',
  ])('reads a failed Japanese bedside screen as high: %s', (text) => {
    expect(riskLevel(text, 80)).toBe('high');
  });

  it.each(['RSST 4回/30秒、MWST 5点。食事は普通。', 'RSST 3 swallows in 30 s, eats well.'])(
    'a pass lowers nothing and adds nothing: %s',
    (text) => {
      expect(riskLevel(text, 50)).toBe('low');
    },
  );
});

describe('rule event_doubted_after', () => {
  it.each([
    'Choked on a sausage at lunch yesterday, not sure if it was really a choke.',
    '婆婆琴日食飯好似哽親，但係佢話冇事，唔知係咪真係哽到。',
    'Ayer se atragantó con el pan, pero no sé si fue así.',
    'เมื่อวานแม่เหมือนจะสำลักตอนกินข้าวต้ม แต่ไม่แน่ใจว่าใช่ไหม',
  ])('reads an event the text then doubts as possible (moderate): %s', (text) => {
    expect(riskLevel(text, 70)).toBe('moderate');
  });

  it('leaves the event current when the doubt is about something else', () => {
    expect(riskLevel('Choked on a sausage at lunch. Not sure what to do.', 70)).toBe('high');
    expect(riskLevel('Choked on meat yesterday. Not sure if she is eating enough.', 70)).toBe('high');
  });

  it('leaves an every-meal sign current', () => {
    expect(riskLevel('Coughs at every meal, not sure if it was the soup.', 70)).toBe('high');
  });
});

describe('sticking told as a feeling, meal length in minutes', () => {
  it.each([
    'A slight catching feeling in his throat with crackers, not always.',
    'ăn cơm có cảm giác vướng ở cổ',
    'Takes ~40 min to finish her dinner these days.',
    'Ahora tarda 50 minutos en comer.',
  ])('reads a single current sign: %s', (text) => {
    expect(riskLevel(text)).toBe('moderate');
  });

  it('does not read a short meal as prolonged', () => {
    expect(riskLevel('Takes 15 min to finish her dinner, eats well.')).toBe('low');
  });
});

describe('a recovery with its own object dates only what follows it', () => {
  it.each([
    ['Tose al beber agua y ya se curó la fiebre.', 'cough_during_meals'],
    ['Coughs on her drinks and has recovered from the pneumonia.', 'cough_during_meals'],
  ])('keeps the sign before it current: %s', (text, code) => {
    expect(findingStatus(text, code)).toBe('current');
  });

  it('still dates a sign when the recovery names nothing after it', () => {
    expect(findingStatus('Tuvo neumonía por aspiración y se recuperó.', 'aspiration_pneumonia')).toBe('past');
  });
});

describe('look-alike slow_walking', () => {
  it.each(['Dad is slow on his feet now, eats his dinner fine.', 'Bapak jalannya lambat, makan minum biasa.', '爷爷走路很慢，吃饭正常。'])(
    'reads slow walking as no sign: %s',
    (text) => {
      expect(riskLevel(text, 90)).toBe('low');
    },
  );

  it('keeps a slow meal beside it', () => {
    expect(riskLevel('Slow on her feet, and her meals are much slower than before.', 90)).toBe('moderate');
  });
});

describe('rule trailing_meal_phrase', () => {
  it.each([
    'Coughs a little, now and then, with her soup.',
    'Batuk sedikit, kadang-kadang, pas minum teh.',
    'Tose un poco, a veces, con la sopa.',
  ])('reads the cough with the meal told after it: %s', (text) => {
    expect(findingStatus(text, 'cough_during_meals')).toBe('current');
  });

  it('leaves a cough with a cold or at night alone', () => {
    expect(riskLevel('Coughs at night, with a cold.')).toBe('low');
    expect(riskLevel('She coughs a bit, eats her soup well.')).toBe('low');
  });
});

describe('rule event_doubted_after: a rescue or a second sign keeps the event current', () => {
  it.each([
    'Choked on a chunk of chicken at tea time, we did the Heimlich, not sure it was a proper choke though.',
    'Choked on toast at breakfast, she needed suction, not sure it was really choking.',
    'Choked on a chunk of chicken at tea time, I had to do the Heimlich, not sure it was a proper choke though.',
    '阿爺食粥嗰陣哽親，我哋要幫佢拍背，唔知係咪真係哽到。',
    '爷爷吃饭的时候噎住了，我们给他拍背，不知道是不是真的噎到。',
    'Se atragantó con la carne en la cena, le dimos golpes en la espalda, no sé si fue así.',
    'Kemarin tersedak waktu makan nasi, kami tepuk punggungnya, tidak yakin apakah benar tersedak.',
  ])('reads a doubted event with a rescue as high: %s', (text) => {
    expect(riskLevel(text, 70)).toBe('high');
  });

  it.each([
    'Choked on a biscuit at supper, her voice went gurgly after, not sure if it was really a choke.',
    'Se atragantó con el arroz y tosió mucho al beber agua, no sé si fue así.',
  ])('reads a doubted event with a second sign as high: %s', (text) => {
    expect(riskLevel(text, 70)).toBe('high');
  });
});

describe('rule dry_food_alone', () => {
  it.each([
    ['Struggles to swallow drinks and dry foods since the stroke.', 'stroke'],
    ['中風之後飲水同乾嘅嘢都吞唔落。', '中風'],
    ['喝水和干的东西都咽不下去，中风以后就这样。', '中风'],
    ['Le cuesta tragar los líquidos y la comida seca desde el ictus.', 'ictus'],
    ['Susah menelan air dan makanan kering sejak stroke.', 'stroke'],
    ['Difficulty swallowing everything, even dry food, since the stroke.', 'stroke'],
    ['中风以后什么都咽不下去，尤其是干的东西。', '中风'],
  ])('keeps a difficulty said of more than dry food the major sign: %s', (text, diagnosis) => {
    expect(findingStatus(text, 'difficulty_swallowing')).toBe('current');
    expect(riskLevel(text, 70, diagnosis)).toBe('high');
  });

  it('still reads dry food alone as the mild sign', () => {
    expect(findingStatus('Since his stroke he finds dry food hard to swallow.', 'dry_food_difficulty')).toBe('current');
    expect(findingStatus('Le cuesta tragar la comida seca.', 'dry_food_difficulty')).toBe('current');
  });
});
