/**
 * Episodes that passed by themselves, denied every-time words, water trials told in words and swallows
 * compared with the past, each on phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('rule quick_recovery_is_the_episode: an episode that passed by itself is still the episode (high)', () => {
  it.each([
    ['en', 'Choked on a biscuit on Sunday, it passed by itself.'],
    ['en', 'He choked on rice, it went away on its own.'],
    ['en', 'Had a slight choke on toast last week and recovered by herself.'],
    ['es', 'Se atragantó con una galleta, se le pasó sola.'],
    ['es', 'Tuvo un atoramiento leve con arroz hace cuatro semanas, se recuperó por sí solo.'],
    ['zh-HK', '上個禮拜食餅乾小小哽親，自己咳返出嚟。'],
    ['ja', '先週おにぎりを喉に詰まらせたが、自然に治まった。'],
    ['tl', 'Nabulunan sa kanin noong Linggo, kusa namang nawala.'],
    ['id', 'Tersedak nasi kemarin, hilang sendiri.'],
    ['th', 'สำลักข้าวเมื่อวาน แล้วหายเอง'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('high');
  });

  it('a problem that resolved after therapy is still resolved history (low)', () => {
    expect(level('Tosía con el té, pero tras la logopedia se le pasó.')).toBe('low');
  });
});

describe('tablets or food sticking, told in the first person, in quotes or with 목이 메다 (moderate)', () => {
  it.each([
    ['en', 'The fish oil capsules feel like they stick in my throat.'],
    ['en', 'Pt reports meat "sticking" in throat at lunch.'],
    ['en', "c/o rice 'sticking' in throat, eats otherwise"],
    ['en', 'says toast is ‘sticking in throat’ lately'],
    ['ko', '떡 먹을 때 가끔 목이 메요.'],
    ['ko', '고구마를 드시면 살짝 목이 메는 느낌이 있대요.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });

  it.each([
    'The big vitamin pills feel like they stick in my throat, so I cut them in half and manage fine.',
    '아들 얘기를 하다가 목이 메어 말을 못 했어요.',
    "She can't remember the word 'cough' but eats and drinks normally.",
  ])('stays low: %s', (text) => {
    expect(level(text)).toBe('low');
  });
});

describe('rule not_every_time: a denied every-time word is occasional (moderate), never every meal', () => {
  it.each([
    ['en', 'Her voice goes gurgly after dinner, not every meal.'],
    ['en', 'His voice sounds wet after lunch. Not every time though.'],
    ['es', 'Tiene la voz mojada después de la cena, no siempre.'],
    ['zh-HK', '食完晚飯把聲濕濕哋，唔係次次都係。'],
    ['zh-CN', '吃完晚饭声音湿湿的，不是每次都这样。'],
    ['ja', '夕食後に声がガラガラするが、毎回ではない。'],
    ['ko', '저녁 식사 후에 목소리가 젖은 소리가 나요. 매번 그런 건 아니에요.'],
    ['id', 'Suaranya basah habis makan malam, tapi tidak setiap kali.'],
    ['th', 'พ่อเสียงแหบๆ หลังกินข้าวเย็น ไม่ได้เป็นทุกมื้อ'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });

  it.each(['Her voice goes gurgly after dinner, every meal.', 'Tiene la voz mojada después de la cena, siempre.'])(
    'an every-time word still reads as every meal (high): %s',
    (text) => {
      expect(level(text)).toBe('high');
    },
  );
});

describe('rule meal_of_denied_sign_carries: a denial stops at the contrast, the meal carries (moderate)', () => {
  it.each([
    ['zh-TW', '媽媽喝湯不會嗆到，但是常常要清喉嚨。'],
    ['zh-HK', '食粥唔會咳，但係成日要清喉嚨。'],
    ['en', 'No coughing at dinner but she keeps clearing her throat.'],
    ['es', 'No tose al cenar, pero carraspea mucho.'],
    ['ja', '夕食中はむせないけど、よく咳払いをする。'],
    ['id', 'Makan malam tidak batuk, tapi sering berdehem.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });

  it('a denial with normal eating after it stays low', () => {
    expect(level('No coughing at dinner, eats and drinks normally.')).toBe('low');
  });
});

describe('water_swallow_test_failed: a water trial told in words, with a sign or an unfinished cup (high)', () => {
  it.each([
    ['th', 'พยาบาลให้ลองดื่มน้ำ คุณยายไอหลังดื่ม แล้วดื่มไม่หมด'],
    ['en', 'The nurse had her try a sip of water, she cleared her throat after drinking and had to stop.'],
    ['zh-TW', '護士讓她試喝水，她喝完一直清喉嚨，喝不完。'],
    ['es', 'La enfermera le dio a probar agua, carraspeó al beber y no pudo terminar.'],
    ['id', 'Ibu disuruh coba minum air, berdehem setelah minum lalu harus berhenti.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('high');
  });

  it('a trial drunk whole without a sign is no failed test', () => {
    expect(level('พยาบาลให้ลองดื่มน้ำ คุณยายดื่มหมดไม่สำลัก')).not.toBe('high');
  });
});

describe('swallow_worse_than_before: the swallow compared with the past is a current sign (moderate)', () => {
  it.each([
    ['en', 'Lately his swallowing is not as easy as before.'],
    ['id', 'Kata ibu, menelan tidak semudah dulu.'],
    ['zh-HK', '佢話而家吞嘢冇以前咁容易。'],
    ['zh-CN', '他说吞东西没有以前那么顺。'],
    ['ja', '最近、前より飲み込みにくいと言う。'],
    ['vi', 'Bà nói nuốt khó hơn trước.'],
    ['th', 'แม่บอกว่ากลืนยากกว่าเมื่อก่อน'],
    ['es', 'Dice que no traga como antes.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });

  it.each(['Walking is harder than before.', 'Jalannya tidak selancar dulu.'])('another skill compared stays low: %s', (text) => {
    expect(level(text)).toBe('low');
  });
});

describe('possible_red_flag: an event the carer is not sure of is possible (moderate), not high', () => {
  it.each([
    ['id', 'Gak yakin tadi kakek tersedak waktu makan siang.'],
    ['id', 'Ndak yakin ibu sempat tersedak pas minum.'],
    ['zh-HK', '阿爺唔確定有冇骾親。'],
    ['zh-CN', '爷爷不确定有没有噎到。'],
    ['en', 'Not sure if he choked at supper.'],
  ])('%s: %s', (_lang, text) => {
    const result = evaluate({ symptoms: text });
    expect(result.level).toBe('moderate');
    expect(result.rules).toContain('possible_red_flag');
  });
});
