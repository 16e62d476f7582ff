/**
 * A water test the person could not drink to the end is the failed test, a pass word
 * beside a named test keeps it passed (reading rule passed_test_stays_passed, helper water_test_passed), and a
 * degree or frequency adverb between the nose and the verb is still nasal regurgitation. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const screened = (symptoms: string) => evaluate({ symptoms });

describe('helper water_test_unfinished: a water test not drunk to the end is the failed test', () => {
  it.each([
    ['en', '3 oz water test today: she could not drink it all.'],
    ['ja', '改訂水飲みテストで全部飲めずに終わった。'],
    ['ko', '물 마시기 검사에서 다 못 마셨어요.'],
    ['id', 'Tes minum air: bapak tidak bisa minum sampai habis.'],
    ['es', 'En la prueba del agua no pudo beberse todo el vaso.'],
  ])('%s: water_swallow_test_failed: %s', (_lang, text) => {
    expect(screened(text).rules).toContain('water_swallow_test_failed');
  });

  it('the same words with no water test are nothing', () => {
    expect(screened('Could not drink it all, the mug was huge; no cough.').rules).not.toContain('water_swallow_test_failed');
  });
});

describe('rule passed_test_stays_passed: a passed water test or swallow screen is not failed by a cough told beside it', () => {
  it.each([
    ['en', 'Bedside swallow screen passed, clears her throat now and then over dinner.'],
    ['zh-CN', '饮水筛查通过了，喝汤偶尔会咳一下。'],
    ['ja', '水飲み検査は合格、夕食時にたまにむせる。'],
    ['ko', '물 삼킴 선별 통과했고, 가끔 밥 먹을 때 사레들려요.'],
    ['id', 'Skrining menelan air lolos, kadang tersedak pas minum kopi.'],
    ['th', 'คัดกรองการกลืนน้ำผ่าน แต่บางครั้งไอตอนกินซุป'],
    ['es', 'Cribado con agua superado, a veces tose con el caldo.'],
  ])('%s: no failed test: %s', (_lang, text) => {
    expect(screened(text).rules).not.toContain('water_swallow_test_failed');
  });

  it.each([
    ['en', 'Did not pass the water swallow screen; coughs at lunch.'],
    ['zh-CN', '饮水筛查没通过，吃饭咳嗽。'],
    ['ko', '물 삼킴 선별 통과하지 못했어요.'],
    ['en', 'Water swallow screen: coughed after the second sip.'],
  ])('%s: a test not passed stays failed: %s', (_lang, text) => {
    expect(screened(text).rules).toContain('water_swallow_test_failed');
  });
});

describe('sign nasal_regurgitation: an adverb between the nose and the verb (Korean)', () => {
  it.each(['할머니가 국을 드시면 코로 자꾸 새요.', '우유 마실 때 코로 계속 흘러나와요.', '물이 코로 종종 넘어와요.'])(
    'high: %s',
    (text) => {
      expect(screened(text).level).toBe('high');
    },
  );
});

describe('mild signs told with a word inside the phrase (prolonged_meals, drooling, food_sticking)', () => {
  it.each([
    ['en', 'prolonged_meals', 'Dad takes a lot longer to finish breakfast now.'],
    ['en', 'prolonged_meals', 'She needs twice as long to eat her tea these days.'],
    ['es', 'prolonged_meals', 'Ahora tarda el doble en comer.'],
    ['es', 'drooling', 'A la abuela se le cae bastante la baba.'],
    ['tl', 'food_sticking', 'Parang sumasabit ang karne sa lalamunan ni lolo.'],
  ])('%s: %s: %s', (_lang, code, text) => {
    expect(screened(text).items.map((i) => i.code)).toContain(code);
  });
});

describe('more words for current signs, and a Japanese negation after たり', () => {
  it.each([
    ['en', 'delayed_swallow', 'Swallows 2-3 times per spoonful of yoghurt.'],
    ['en', 'delayed_swallow', 'Needs 3 swallows for each bite of toast.'],
    ['zh-HK', 'pain_on_swallowing', '婆婆飲粥吞落去好痛。'],
    ['zh-CN', 'pain_on_swallowing', '奶奶说馒头咽下去疼。'],
    ['zh-CN', 'known_dysphagia', '出院以后一直是糊状饮食。'],
  ])('%s: %s: %s', (_lang, code, text) => {
    expect(screened(text).items.map((i) => i.code)).toContain(code);
  });

  it('a dose schedule is no multiple swallow', () => {
    expect(screened('Takes one tablet 3x per day.').items.map((i) => i.code)).not.toContain('delayed_swallow');
  });

  it.each(['お味噌汁でむせたりはしていないです。', '食事のときに咳き込んだりもしてない。'])('negated after たり: low: %s', (text) => {
    expect(screened(text).level).toBe('low');
  });

  it('たり without a negator stays a sign', () => {
    expect(screened('お茶を飲むとむせたりします。').level).not.toBe('low');
  });
});

describe('rule drowsy_word_at_meal (Spanish): the meal word stays readable for a cough in its clause', () => {
  it('falling asleep eating with a cough in the clause: high', () => {
    expect(evaluate({ symptoms: 'Mi padre se queda dormido comiendo y de vez en cuando tose.', age: 85 }).level).toBe('high');
  });

  it('falling asleep eating alone is still reduced alertness at meals', () => {
    expect(screened('Se duerme comiendo casi todos los días.').items.map((i) => i.code)).toContain('reduced_alertness');
  });
});

describe('rule asked_about_diet_not_in_use: a thickener the family "asked about" is not in use', () => {
  it.each([
    ['en', 'Eats and drinks normally. His daughter asked about thickener, not started.'],
    ['vi', 'Mẹ ăn uống bình thường, con gái có hỏi về bột làm đặc thôi.'],
    ['es', 'Come normal; la familia preguntó por el espesante, no lo usa.'],
    ['id', 'Makan minum normal, keluarga tanya soal pengental saja.'],
  ])('%s: low: %s', (_lang, text) => {
    expect(screened(text).level).toBe('low');
  });

  it('a thickener in use stays a known swallowing problem', () => {
    expect(screened('Mum is on thickened fluids; she asked about stopping them.').items.map((i) => i.code)).toContain('known_dysphagia');
  });
});

describe('helper gulp (Chinese): the drink named between the verb and "too fast"', () => {
  it.each(['上周喝汽水太快呛了一下，就一次，平常没事。', '阿爺飲茶飲得太急嗆咗一啖，之後冇事。'])(
    'one cough after gulping: low: %s',
    (text) => {
      expect(screened(text).level).toBe('low');
    },
  );

  it('a cough with every drink is no protective cough', () => {
    expect(evaluate({ symptoms: '爷爷每次喝水都呛，喝水太急。', age: 80 }).level).toBe('high');
  });
});

describe('sign food_sticking: tightness felt on swallowing', () => {
  it.each([
    ['en', 'Her throat gets tight when she swallows chunks of chicken.'],
    ['zh-CN', '奶奶说咽东西时喉咙很紧，面包最明显。'],
    ['zh-HK', '伯伯話吞嘢嗰陣喉嚨好緊。'],
  ])('%s: food_sticking: %s', (_lang, text) => {
    expect(screened(text).items.map((i) => i.code)).toContain('food_sticking');
  });

  it('denied tightness is no sign', () => {
    expect(screened('No tightness when swallowing, eats a full diet.').level).toBe('low');
  });
});
