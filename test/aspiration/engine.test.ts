/** The screening rules that matter clinically, on the engine directly (no HTTP). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { screen } from '../../shared/aspiration/screen';
import { flagsOf as flags, riskLevel as level, screenText as run } from '../support/aspiration';

describe('red flags put a case in high on their own', () => {
  it.each([
    ['choking episodes on meat at lunch', 45],
    ['had aspiration pneumonia last month', 50],
    ['coughs when drinking water and her voice sounds wet afterwards', 40],
    ['吃饭时经常噎住', 50],
    ['誤嚥性肺炎で入院したばかり', 55],
    ['sering tersedak saat makan', 40],
  ])('%s (age %i)', (symptoms, age) => {
    expect(level(symptoms, age)).toBe('high');
  });

  it('a red flag with one risk factor is high too, and the factor is reported', () => {
    const r = run('nabubulunan sa kanin', 60, "Parkinson's disease");
    expect(r.risk_level).toBe('high');
    expect(r.flags).toEqual(expect.arrayContaining(['choking', 'dysphagia_risk_factor_parkinsons']));
  });
});

describe('single signs, age and risk factors', () => {
  it('a single current mild sign is moderate at any age (rule current_sign)', () => {
    expect(level('occasional throat clearing after meals', 40)).toBe('moderate');
    expect(level('occasional throat clearing after meals', 70)).toBe('moderate');
    expect(level('pills get stuck in the throat', 45)).toBe('moderate');
    expect(level('pills get stuck in the throat', 74)).toBe('moderate');
  });

  it('two signs, or one major sign, with a strong neurological risk factor is high', () => {
    expect(level('drooling and food left in the cheeks', 72, 'motor neurone disease')).toBe('high');
    expect(level('coughs when drinking water', 60, 'stroke')).toBe('high');
    expect(level('流口水，吃饭很慢', 69, '帕金森病')).toBe('high');
  });

  it('one mild sign with a strong risk factor is moderate, not high', () => {
    const r = run('eats slowly', 60, 'stroke');
    expect(r.risk_level).toBe('moderate');
    expect(r.risk_score).toBeGreaterThanOrEqual(31);
    expect(r.risk_score).toBeLessThanOrEqual(59);
  });

  it('age alone never makes a case more than low, whatever the age', () => {
    for (const age of [65, 80, 100, 130]) {
      const r = run('no complaints, eats and drinks well', age);
      expect(r.risk_level).toBe('low');
      expect(r.risk_score).toBeLessThanOrEqual(30);
    }
  });

  it('a strong risk factor without a current sign is low at any age (risk_factor_without_sign)', () => {
    expect(level('no swallowing complaints', 82, 'dementia')).toBe('low');
    expect(level('eating well', 70, 'motor neurone disease')).toBe('low');
  });

  it('a risk factor named in both the text and the diagnosis counts once', () => {
    const both = run('had a stroke last year, coughs at meals', 70, 'stroke');
    const once = run('coughs at meals', 70, 'stroke');
    expect(both.flags.filter((f) => f === 'dysphagia_risk_factor_stroke')).toHaveLength(1);
    expect(both.risk_score).toBe(once.risk_score);
  });

  it('a diagnosis that is itself a sign counts', () => {
    expect(flags('no new complaints', 80, 'aspiration pneumonia')).toContain('aspiration_pneumonia');
  });
});

describe('negation never raises the score', () => {
  // The examples, each next to the same words without the negator.
  const pairs: Array<[string, string, string]> = [
    ['denies coughing', 'coughing at meals', 'cough_during_meals'],
    ['no choking', 'choking', 'choking'],
    ['沒有咳嗽，食飯正常', '食飯時咳嗽', 'cough_during_meals'],
    ['没有呛咳', '有呛咳', 'cough_during_meals'],
    ['walang ubo habang kumakain', 'umuubo habang kumakain', 'cough_during_meals'],
    ['tidak batuk saat makan', 'batuk saat makan', 'cough_during_meals'],
    ['không ho khi ăn', 'ho khi ăn', 'cough_during_meals'],
    ['ไม่ไอขณะกินข้าว', 'ไอขณะกินข้าว', 'cough_during_meals'],
    ['sin tos al comer', 'tos al comer', 'cough_during_meals'],
    ['むせなし', 'むせあり', 'cough_during_meals'],
    ['식사 중 기침 없음', '식사 중 기침', 'cough_during_meals'],
  ];
  it.each(pairs)('"%s" has no flag where "%s" has %s', (negated, positive, code) => {
    expect(flags(positive, 50)).toContain(code);
    const r = run(negated, 50);
    expect(r.flags).not.toContain(code);
    expect(r.risk_level).toBe('low');
  });

  it('a negation covers a list, with or without the Oxford comma, and stops at the next positive clause', () => {
    expect(flags('no coughing, choking or drooling', 80)).toEqual(['age_80_plus']);
    expect(flags('no coughing, choking, or wet voice', 80)).toEqual(['age_80_plus']);
    expect(flags('denies cough, choking, wet voice or weight loss', 80)).toEqual(['age_80_plus']);
    expect(flags('沒有咳嗽、嗆咳或骾親', 80)).toEqual(['age_80_plus']);
    expect(flags('no cough, chokes on meat', 80)).toContain('choking');
    expect(flags('no weight loss, coughing at every meal', 80)).toContain('cough_during_meals');
    expect(flags('no coughing at meals, but her voice sounds wet after drinking', 77)).toContain('wet_voice');
  });

  it('post-negation in Japanese and Korean reaches back over a list but not past another verb', () => {
    expect(flags('むせ込みや痰がらみはない', 70)).toEqual(['age_65_plus']);
    expect(flags('むせて食べられない', 70)).toContain('cough_during_meals');
    expect(flags('기침이나 사레 없음', 70)).toEqual(['age_65_plus']);
    expect(flags('음식을 입에 물고 삼키지 않음', 70)).toContain('pocketing');
  });

  it('words that contain a negator or a cough are not read as one', () => {
    expect(flags('咳嗽不停，吃饭时更厉害', 70)).toContain('cough_during_meals');
    expect(flags('ชอบกินไอศกรีม', 70)).toEqual(['age_65_plus']);
    expect(flags('không thể nuốt', 70)).toContain('difficulty_swallowing');
  });

  it('a negator spent on another phrase does not reach a later red flag', () => {
    expect(level('not eating well and choking on food', 80)).toBe('high');
    expect(level("doesn't eat much and coughs at every meal", 80)).toBe('high');
    expect(level('ไม่อยากกินข้าวไอบ่อย', 80)).toBe('moderate');
    expect(flags('no cough and she chokes on bread', 50)).toContain('choking');
    expect(flags('no pain or choking', 80)).toEqual(['age_80_plus']);
  });

  it('a negation does not leak from one script into the next phrase', () => {
    expect(level('ไม่มีไข้ kalau makan suka keselek, batuk-batuk', 74)).toBe('high');
    expect(level('ไม่มีไข้ Sau tai biến bị chảy nước dãi và nuốt chậm', 73)).toBe('high');
  });

  it('a negated list in a colon form', () => {
    expect(flags('cough: no, choking: none', 70)).toEqual(['age_65_plus']);
    expect(flags('咳嗽：無', 70)).toEqual(['age_65_plus']);
  });
});

describe('past, uncertain and unrelated complaints', () => {
  it('a past sign weighs less than a current one and does not trigger a red-flag floor', () => {
    const past = run('used to choke on rice years ago, no problems now', 40);
    expect(past.flags).toContain('choking_past');
    expect(past.risk_level).toBe('low');
    expect(level('dati nabubulunan pero hindi na ngayon', 50)).toBe('low');
    expect(level('de niño se atragantaba, ahora sin problemas', 38)).toBe('low');
  });

  it('a recent event is current, a remote one is history', () => {
    expect(level('aspiration pneumonia last month', 79)).toBe('high');
    expect(level('neumonía por aspiración el mes pasado', 79)).toBe('high');
    expect(level('history of aspiration pneumonia, now eating normally', 79)).toBe('moderate');
    expect(level('以前誤嚥性肺炎の既往あり、現在むせはない', 80)).toBe('moderate');
  });

  it('a history of aspiration with a current sign is high', () => {
    expect(level('去年吸入性肺炎入院，最近食嘢又開始咳', 85)).toBe('high');
  });

  it('uncertainty lowers the weight and is flagged as possible', () => {
    const sure = run('coughs when drinking water', 60);
    const unsure = run('maybe coughs when drinking water? not sure', 60);
    expect(unsure.flags).toContain('cough_during_meals_possible');
    expect(unsure.risk_score).toBeLessThan(sure.risk_score);
    expect(level('possible choking episodes', 40)).toBe('moderate');
  });

  it('complaints unrelated to swallowing do not raise the score', () => {
    for (const s of [
      'knee pain, otherwise well',
      'runny nose and cough from a cold, eating and drinking normally',
      'mild sore throat from a cold, eating and drinking normally, no coughing at meals',
      'headache and back pain',
      '感冒咳嗽三天，吃饭喝水都正常',
      'cảm cúm, ho và sổ mũi, ăn uống bình thường',
      'เป็นหวัด ไอ มีน้ำมูก กินอาหารได้ปกติ',
      '風邪で咳と鼻水、食事は普通に取れている',
    ]) {
      const r = run(s, 30);
      expect(r.risk_score, s).toBe(0);
      expect(r.flags, s).toEqual([]);
    }
  });

  it('a cold does not hide a cough that happens with drinking', () => {
    expect(flags('has a cold and coughs every time she drinks', 40)).toContain('cough_during_meals');
  });

  it('a cough is meal-related only when a meal is in its clause or a temporal neighbour', () => {
    expect(flags('when eating, she coughs', 70)).toContain('cough_during_meals');
    expect(flags('coughing at night, no problems at meals', 75)).not.toContain('cough_during_meals');
  });
});

describe('EAT-10', () => {
  const eat = (total: number) => Array.from({ length: 10 }, (_, i) => (i < total ? 1 : 0) + (i + 10 < total ? 1 : 0));
  it('a total of 3 or more is abnormal and reported with its total', () => {
    expect(run('no complaints', 50, undefined, { eat10: eat(2) }).flags).toEqual([]);
    const r = run('no complaints', 50, undefined, { eat10: eat(3) });
    expect(r.flags).toEqual(['eat10_abnormal']);
    expect(r.risk_level).toBe('moderate');
    expect(r.flag_details?.[0]?.matched).toMatch(/3\/40/);
  });

  it('higher totals weigh more; with a strong risk factor a high total is high, a mild one moderate', () => {
    const low = run('no complaints', 50, undefined, { eat10: eat(4) }).risk_score;
    const high = run('no complaints', 50, undefined, { eat10: eat(14) }).risk_score;
    expect(high).toBeGreaterThan(low);
    // A mildly abnormal total is one mild sign: with a stroke it is moderate; a total of 15+ is a major sign: high.
    expect(run('no complaints', 50, 'stroke', { eat10: eat(5) }).risk_level).toBe('moderate');
    expect(run('no complaints', 50, 'stroke', { eat10: eat(16) }).risk_level).toBe('high');
  });
});

describe('response invariants', () => {
  it('the score is always inside the band of the level and flags match flag_details', () => {
    const BANDS = { low: [0, 30], moderate: [31, 59], high: [60, 100] } as const;
    const words = [
      'cough',
      'no',
      'choking',
      'wet voice',
      'when eating',
      'maybe',
      'used to',
      'stroke',
      'drooling',
      '咳',
      '沒有',
      'むせ',
      'なし',
      ',',
      '.',
      'cold',
      'aspiration pneumonia',
      'weight loss',
      'slow',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 30 }),
        fc.option(fc.integer({ min: 0, max: 130 }), { nil: undefined }),
        fc.option(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 10, maxLength: 10 }), { nil: undefined }),
        (parts, age, eat10) => {
          const r = screen({ symptoms: `${parts.join(' ')} text`, age, eat10 });
          const [lo, hi] = BANDS[r.risk_level];
          expect(r.risk_score).toBeGreaterThanOrEqual(lo);
          expect(r.risk_score).toBeLessThanOrEqual(hi);
          expect(r.flag_details?.filter((d) => d.status !== 'negated').map((d) => d.code)).toEqual(r.flags);
          for (const d of r.flag_details ?? []) expect(d.status === 'negated').toBe(d.weight === 0 && d.code.endsWith('_negated'));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("matched quotes the user's own words", () => {
    const symptoms = 'Ｃｏｕｇｈｓ when she DRINKS; voice sounds WET afterwards, 飲水後聲音變濕';
    const r = screen({ symptoms, age: 80, diagnosis: 'Parkinson’s disease' });
    for (const d of r.flag_details ?? []) {
      if (d.code.startsWith('age_')) continue;
      expect(symptoms.includes(d.matched) || 'Parkinson’s disease'.includes(d.matched), d.matched).toBe(true);
    }
  });

  it('labels and the extra recommendation follow the requested language', () => {
    const en = screen({ symptoms: 'coughs at meals', age: 70 });
    const vi = screen({ symptoms: 'coughs at meals', age: 70, language: 'vi' });
    expect(vi.recommendation_en).toBe(en.recommendation_en);
    expect(vi.recommendation).not.toBe(en.recommendation);
    expect(vi.flag_details?.[0]?.label).not.toBe(en.flag_details?.[0]?.label);
  });
});
