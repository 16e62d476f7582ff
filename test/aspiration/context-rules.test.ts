/**
 * Context rules added after the second, blind review: answered doubts,
 * recovered risk factors, thickening that compensates a thin-liquid cough,
 * contributory-only comorbidities, airway obstruction, and the new signs.
 * Each rule is checked in several languages and next to the case it must not
 * swallow (the same words with a current sign, a red flag, a negator...).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';
import { flagsOf as flags, riskLevel as level, screenText as run } from '../support/aspiration';

describe('a doubt the text answers is not evidence', () => {
  it('"? X" (query shorthand) marks X as possible, not as a sentence end', () => {
    expect(flags('? coughing at meals per daughter', 60)).toContain('cough_during_meals_possible');
    expect(flags('coughs at meals ? aspiration', 60)).toEqual(
      expect.arrayContaining(['cough_during_meals', 'aspiration_observed_possible']),
    );
  });

  it.each([
    ['? coughing at meals per daughter - staff monitored 3 days, no coughing observed, eating well', 88],
    ['not sure if she coughs when eating, eats well', 84],
    ['むせがあるかは不明。食事は全量摂取', 82],
    ['사레가 들리는지 잘 모르겠음, 보호자 관찰상 특이사항 없음', 84],
    ['hindi sigurado kung umuubo siya habang kumakain, wala namang napansin ang caregiver', 83],
    ['keluarga tidak yakin apakah ada batuk saat makan, perawat tidak melihat batuk', 85],
    ['không chắc có ho khi ăn không, người nhà không thấy gì', 84],
    ['ไม่แน่ใจว่าไอตอนกินหรือเปล่า ผู้ดูแลไม่เห็นอาการ', 83],
    ['no estamos seguros de si tose al comer, la cuidadora no ha observado nada', 85],
  ])('%s (age %i) is low', (symptoms, age) => {
    const r = run(symptoms, age);
    expect(r.risk_level).toBe('low');
    expect(r.flags.filter((f) => !f.startsWith('age_'))).toEqual([]);
  });

  it('an unanswered doubt still counts, and eating well alone does not answer a doubted red flag', () => {
    expect(level('possible choking episodes', 40)).toBe('moderate');
    expect(flags('maybe coughs when drinking water? not sure', 60)).toContain('cough_during_meals_possible');
    expect(flags('possible choking episodes, eats well otherwise', 70)).toContain('choking_possible');
  });

  it('a reassuring phrase that starts with a negator still negates what follows', () => {
    expect(level('no concerns about choking', 70)).toBe('low');
    expect(level('沒看到嗆咳', 70)).toBe('low');
    expect(level('walang napansin na ubo habang kumakain', 70)).toBe('low');
  });
});

describe('a recovered risk factor is history, unless a sign is current', () => {
  it.each([
    ['Hx CVA 2015 with dysphagia at the time - fully resolved, now regular diet and thin fluids, no concerns', 74],
    ['以前中风后有吞咽困难，现在已经完全恢复，饮食正常', 72],
    ['10年前に脳梗塞、後遺症なし、常食摂取中', 73],
    ['예전에 뇌졸중이 있었으나 현재 일반식 섭취 중, 삼킴 문제 없음', 74],
    ['na-stroke noong 2016 pero naka-recover na, normal na kumakain at umiinom', 71],
    ['pernah stroke tahun 2017, sudah pulih, makan biasa tanpa masalah', 73],
    ['từng bị đột quỵ năm 2018, đã hồi phục, ăn uống bình thường', 72],
    ['เคยเป็นอัมพาตเมื่อห้าปีก่อน หายดีแล้ว กินอาหารปกติ', 73],
    ['tuvo un ictus en 2015, recuperado totalmente, dieta normal sin problemas', 74],
  ])('%s (age %i) is low, the factor flagged as past', (symptoms, age) => {
    const r = run(symptoms, age);
    expect(r.risk_level).toBe('low');
    expect(r.flags).toContain('dysphagia_risk_factor_stroke_past');
  });

  it('a current sign makes the recovered factor count in full again', () => {
    expect(level('stroke in 2015, fully recovered, but now coughs at every meal', 74)).toBe('high');
    expect(level('stroke in 2015, fully recovered, now chokes on meat', 50)).toBe('high');
  });

  it('"history of" is a record, not a recovery: the factor stays current', () => {
    expect(flags('Ada riwayat stroke, sekarang makan biasa saja tanpa keluhan', 66)).toContain('dysphagia_risk_factor_stroke');
    expect(flags('history of stroke, eats normally', 75)).toContain('dysphagia_risk_factor_stroke');
  });

  it('a denied recovery is no recovery', () => {
    for (const s of [
      'stroke last month, not yet recovered, eating normally',
      'stroke bulan lalu, belum pulih, makan biasa',
      '脳梗塞、まだ回復していない。食事は普通',
    ]) {
      expect(flags(s, 72), s).toContain('dysphagia_risk_factor_stroke');
    }
  });
});

describe('past signs', () => {
  it('a past sign alone stays low at any age; a past aspiration pneumonia is still moderate by rule', () => {
    expect(level('dati siyang nabubulunan nung naka-NGT pa, ngayon normal na ang pagkain', 70)).toBe('low');
    expect(level('used to choke on rice years ago, no problems now', 85)).toBe('low');
    expect(level('history of aspiration pneumonia, now eating normally', 79)).toBe('moderate');
  });
});

describe('thickening that stops a thin-liquid cough', () => {
  it.each([
    ['coughs when drinking thin fluids but fine with thickened (L2)', 80, 'CVA 2019'],
    ['飲稀嘅嘢會咳，加咗凝固粉就冇咳', 79, '中風'],
    ['喝稀的水会呛，加了增稠剂就不呛了', 82, '脑卒中后遗症'],
    ['サラサラの水分でむせるが、とろみをつけるとむせない', 80, '脳梗塞'],
    ['umuubo sa thin liquids pero okay naman sa thickened', 81, 'stroke'],
    ['ho khi uống nước loãng nhưng uống nước làm đặc thì không sao', 81, 'đột quỵ'],
    ['tose con líquidos claros pero bien con espesante', 82, 'ictus'],
  ])('%s (age %i, %s) is moderate, not high', (symptoms, age, diagnosis) => {
    const r = evaluate({ symptoms, age, diagnosis });
    expect(r.level).toBe('moderate');
    expect(r.items.find((i) => i.code === 'cough_during_meals')?.compensated).toBe(true);
  });

  it('does not compensate when another major sign is current, or when thickening is not said to help', () => {
    expect(level('coughs with thin fluids and her voice is wet after drinks, fine with thickened', 80, 'stroke')).toBe('high');
    expect(level('coughs when drinking thin fluids, on thickened fluids', 80, 'stroke')).toBe('high');
    expect(level('coughs when drinking thin fluids', 80, 'stroke')).toBe('high');
  });
});

describe('contributory comorbidities and unrelated words', () => {
  it('COPD with a chest cough and breathlessness, no swallowing sign, is low', () => {
    expect(level('SOB on exertion, known COPD, productive cough in mornings. Eating and drinking normally, no cough with meals.', 70)).toBe(
      'low',
    );
    // A cough with every drink is the failed water swallow test seen daily (persistent_major_sign).
    expect(level('COPD, coughs every time he drinks', 70)).toBe('high');
  });

  it.each(['爷爷每顿饭都咳嗽', '婆婆每頓飯都咳', '他顿顿吃饭都咳'])(
    'the Mandarin meal counter 顿/頓 ("every meal") makes a cough at meals persistent (persistent_major_sign): %s',
    (symptoms) => {
      expect(level(symptoms, 80)).toBe('high');
    },
  );

  it('a vaccine, a chewing problem or an idiom is not a swallowing sign', () => {
    expect(flags('c/o back pain. Pneumonia vaccine given today.', 77)).toEqual(['age_65_plus']);
    expect(flags('Difficulty chewing meat due to poor dentures', 77)).toEqual(['age_65_plus']);
    expect(flags('gets choked up talking about her late husband', 80)).toEqual(['age_80_plus']);
  });
});

describe('new concepts', () => {
  it.each([
    ['food stuck in his throat, could not breathe', 'en'],
    ['ติดคอจากเนื้อหมูจนหายใจไม่ออก', 'th'],
    ['飯卡喉透唔到氣', 'zh-HK'],
    ['la carne se le queda atascada y no podía respirar', 'es'],
  ])('food stuck with the airway blocked is a choking episode: %s (%s)', (symptoms) => {
    const r = run(symptoms, 50);
    expect(r.flags).toContain('choking');
    expect(r.risk_level).toBe('high');
  });

  it('food sticking without an airway cue stays a minor sign: moderate, not high', () => {
    expect(flags('food sticks in her throat', 50)).toContain('food_sticking');
    expect(level('food sticks in her throat', 50)).toBe('moderate');
  });

  it('a weak cough, avoiding hard foods, and "difficulty" with a named food are signs', () => {
    expect(flags('weak cough after his op', 70)).toContain('weak_cough');
    expect(flags('avoids meat and bread now', 70)).toContain('avoids_textures');
    expect(flags('hanya mau makan bubur sekarang', 70)).toContain('avoids_textures');
    expect(flags('some difficulty with dry bread', 60)).toContain('difficulty_swallowing');
    expect(flags('difficulty walking to the dining room', 60)).not.toContain('difficulty_swallowing');
  });

  it('Cantonese nostril, Taglish throat clearing and Spanish "pegada" are read', () => {
    expect(flags('飲嘢有時會由鼻哥窿返出嚟', 73)).toContain('nasal_regurgitation');
    expect(flags('madalas mag-clear ng throat after kumain', 70)).toContain('throat_clearing_after_meals');
    expect(flags('sensación de comida pegada en la garganta', 67)).toContain('food_sticking');
  });

  it('"AD" in the diagnosis field is dementia; "asp pneumonia" is aspiration pneumonia', () => {
    expect(flags('eats slowly', 84, 'AD')).toContain('dysphagia_risk_factor_dementia');
    expect(level('hx of asp pneumonia 2021, nil current concerns', 74)).toBe('moderate');
  });
});
