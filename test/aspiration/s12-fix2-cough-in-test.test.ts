/**
 * Fix round 2 s12 (s12fix2asp): a cough, throat clearing or wet voice during a water test fails it even when the
 * test is told as passed (reading rule cough_in_test_fails_it, helper water_test_event; Yale / DePippo). A pass
 * beside a cough at ordinary meals stays passed. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const screened = (symptoms: string) => evaluate({ symptoms });

describe('rule cough_in_test_fails_it: a sign at a moment of the test fails a test told as passed', () => {
  it.each([
    ['en', 'Swallow screen passed but she cleared her throat during it.'],
    ['en', 'Passed the 3 oz water test, though he coughed on the final sip.'],
    ['en', 'Passed the water swallow test with a cough.'],
    ['en', 'Yale screen passed, but coughed.'],
    ['zh-CN', '吞咽筛查通过了，不过第一口就呛咳。'],
    ['zh-HK', '飲水測試通過，但係最後幾啖咳咗兩聲。'],
    ['ja', '嚥下スクリーニングは合格でしたが、一口目でむせました。'],
    ['ko', '물 삼킴 검사는 통과했는데 첫 모금에 기침했어요.'],
    ['tl', 'Pumasa sa swallow screen pero naubo sa unang higop.'],
    ['id', 'Skrining menelan lolos, tapi batuk di tegukan pertama.'],
    ['vi', 'Sàng lọc nuốt đạt nhưng ho ở ngụm đầu tiên.'],
    ['th', 'คัดกรองการกลืนผ่าน แต่ไอตอนอึกแรก'],
    ['es', 'Cribado de disfagia superado, pero tosió en el primer sorbo.'],
  ])('%s: water_swallow_test_failed, high: %s', (_lang, text) => {
    const r = screened(text);
    expect(r.rules).toContain('water_swallow_test_failed');
    expect(r.level).toBe('high');
  });

  it.each([
    ['en', 'Swallow screen passed, but coughs over dinner now and then.'],
    ['en', 'Passed the water swallow test. Coughs with soup sometimes.'],
    ['zh-CN', '吞咽筛查通过了，但有时吃饭会咳。'],
    ['es', 'Cribado de disfagia superado, a veces tose con la sopa.'],
  ])('%s: a cough at ordinary meals leaves the test passed: %s', (_lang, text) => {
    expect(screened(text).rules).not.toContain('water_swallow_test_failed');
  });

  it('a moment word with no water test is no failed test', () => {
    expect(screened('She coughs on the last sip of her tea some evenings.').rules).not.toContain('water_swallow_test_failed');
  });
});
