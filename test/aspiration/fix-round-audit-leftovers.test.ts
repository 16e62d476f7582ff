/**
 * Clinical audit leftovers (fix round): finding 6 (a water swallow test not finished or interrupted is a failed
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
