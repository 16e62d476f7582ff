/**
 * Clinical audit leftovers: finding 6 (a water swallow test not finished or interrupted is a failed
 * test, Yale protocol) and the rest of finding 3 (a degree word on a wet voice or nasal regurgitation keeps the
 * red flag; an amount word is no degree in any language).
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_WORDS } from '../../shared/aspiration/lexicon/audit-words';
import { INPUT_LANGUAGES } from '../../shared/aspiration/lexicon/red-flags';
import { evaluate } from '../../shared/aspiration/screen';

describe('audit finding 6: a water swallow test not finished is failed (rule water_swallow_test_failed)', () => {
  const STOPPED: Array<[string, string]> = [
    ['en', 'At the 90 ml water test this morning he needed to stop twice for breath'],
    ['en', 'Yale swallow screen: unable to finish the cup'],
    ['zh-HK', '今日做飲水測試，佢飲唔完一杯水'],
    ['zh-CN', '今天做饮水试验，她没喝完就停了'],
    ['ja', '今朝の水飲みテストは途中でやめてしまった'],
    ['ko', '오늘 물 마시기 검사에서 끝까지 마시지 못했어요'],
    ['es', 'Hicimos la prueba del agua y no pudo acabar el vaso'],
    ['id', 'Waktu tes menelan air, bapak tidak bisa menghabiskan gelasnya'],
    ['vi', 'Làm nghiệm pháp uống nước, ông bỏ dở'],
    ['th', 'ทดสอบกลืนน้ำเมื่อเช้า ดื่มไม่หมดแก้ว'],
    ['tl', 'Sa water swallow test kanina, hindi naubos ni tatay ang tubig'],
  ];
  it.each(STOPPED)('%s: %s -> high', (_lang, text) => {
    const r = evaluate({ symptoms: text, age: 80 });
    expect(r.level).toBe('high');
    expect(r.rules).toContain('water_swallow_test_failed');
  });

  it('the words alone, with no water test named in the sentence, are no sign', () => {
    for (const text of [
      'She could not finish her lunch, she was not hungry',
      'He had to stop work last year',
      'No pudo terminar el postre',
    ]) {
      expect(evaluate({ symptoms: text, age: 80 }).level).toBe('low');
    }
  });

  it('a water test finished without a stop is no fail', () => {
    expect(evaluate({ symptoms: 'Water swallow test done, drank the whole cup, no cough', age: 80 }).level).toBe('low');
  });

  it('the structured fields fail the test the same way', () => {
    const pass = { volume_ml: 90, cough: false, throat_clear: false, wet_voice: false };
    expect(evaluate({ symptoms: 'eats well', water_swallow_test: { ...pass, completed: false } }).rules).toContain(
      'water_swallow_test_failed',
    );
    expect(evaluate({ symptoms: 'eats well', water_swallow_test: { ...pass, choking: true } }).level).toBe('high');
    expect(evaluate({ symptoms: 'eats well', water_swallow_test: { ...pass, completed: true, choking: false } }).level).toBe('low');
  });

  it('the row has words in every input language', () => {
    const row = AUDIT_WORDS.find((r) => 'sign' in r.reads && r.reads.sign === 'water_test_unfinished');
    for (const lang of INPUT_LANGUAGES) expect(row?.words[lang].length, lang).toBeGreaterThan(0);
  });
});

describe('audit finding 3 remainder: a degree word leaves a bedside fail sign whole (DEGREE_KEEPS_SIGN, rule bedside_fail_sign)', () => {
  const DEGREE: Array<[string, string]> = [
    ['en', 'Her voice goes slightly gurgly after a cup of tea'],
    ['en', 'A touch of a wet voice after she swallows her water'],
    ['zh-HK', '佢飲完茶把聲少少濕'],
    ['zh-CN', '喝完水以后声音轻微有点湿'],
    ['ja', 'お茶を飲むと、やや声がガラガラになる'],
    ['ko', '국을 먹으면 약간 코로 넘어와요'],
    ['es', 'Después de tomar el café la voz le queda ligeramente húmeda'],
    ['vi', 'Uống sữa xong giọng hơi ướt'],
  ];
  it.each(DEGREE)('%s: %s -> high', (_lang, text) => {
    const r = evaluate({ symptoms: text, age: 80 });
    expect(r.level).toBe('high');
    expect(r.rules).toContain('bedside_fail_sign');
  });

  const FREQUENCY: Array<[string, string]> = [
    ['en', 'Now and then her voice goes gurgly after a cup of tea'],
    ['zh-HK', '佢間中飲完茶把聲濕濕哋'],
    ['ko', '국을 먹으면 때때로 코로 넘어와요'],
    ['es', 'De vez en cuando le sale el café por la nariz'],
  ];
  it.each(FREQUENCY)('%s: a frequency word keeps it occasional: %s -> moderate', (_lang, text) => {
    const r = evaluate({ symptoms: text, age: 80 });
    expect(r.level).toBe('moderate');
    expect(r.rules).not.toContain('bedside_fail_sign');
  });

  it('a degree word does not make a meal cough occasional (DEGREE_KEEPS_SIGN): with a stroke it is high', () => {
    expect(evaluate({ symptoms: 'She coughs slightly over her porridge', age: 80, diagnosis: 'stroke' }).level).toBe('high');
    expect(evaluate({ symptoms: 'Sometimes she coughs over her porridge', age: 80, diagnosis: 'stroke' }).level).toBe('moderate');
    expect(evaluate({ symptoms: '喝水时有点呛', diagnosis: '帕金森病' }).level).toBe('high');
    expect(evaluate({ symptoms: 'Tose un poco al beber', diagnosis: 'ictus' }).level).toBe('high');
  });
});

describe('audit finding 3 remainder: an amount of drink is no degree of the sign, in every input language', () => {
  const AMOUNT: Array<[string, string]> = [
    ['es', 'Tose en cuanto toma un poquito de leche'],
    ['zh-CN', '喝少量汤就呛咳'],
    ['ja', 'わずかなお茶でもむせる'],
    ['id', 'Ayah batuk setelah sedikit teh'],
    ['tl', 'Umuubo si lola pagkatapos uminom ng konting sabaw'],
    ['vi', 'Ông ho khi uống một ít sữa'],
  ];
  it.each(AMOUNT)('%s: %s with a stroke -> high (the cough is not occasional)', (_lang, text) => {
    expect(evaluate({ symptoms: text, age: 80, diagnosis: 'stroke' }).level).toBe('high');
  });

  it('the amount row has words in every input language', () => {
    const row = AUDIT_WORDS.find((r) => 'ctx' in r.reads && r.reads.ctx === 'meal');
    for (const lang of INPUT_LANGUAGES) expect(row?.words[lang].length, lang).toBeGreaterThan(0);
  });
});
