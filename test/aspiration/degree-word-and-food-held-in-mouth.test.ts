/**
 * A degree word beside a sign, food held in the mouth, complaints unrelated to eating, hedged questions and
 * treatments before a recovery, each on phrases of our own (other foods, drinks and languages).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const screened = (symptoms: string, diagnosis?: string) => evaluate({ symptoms, diagnosis });
const codes = (symptoms: string) => screened(symptoms).items.map((i) => i.code);

describe('degree word "một ít" (a little) is not "ít khi" (rarely): bedside_fail_sign stays high', () => {
  it.each(['Bà bị nước cam trào ra mũi một ít khi uống.', 'Uống sữa đậu nành thì trào ra mũi một ít khi nuốt.'])('vi: %s', (text) => {
    expect(screened(text).level).toBe('high');
  });
});

describe('current_sign: food held in the mouth, and food that went down the wrong way (moderate)', () => {
  it.each([
    ['zh-TW', '爺爺吃麵會把麵含在嘴巴裡，不吞。', 'pocketing'],
    ['zh-HK', '婆婆飲奶茶會落錯喉，咳咗兩聲。', 'cough_during_meals'],
    ['en', 'Sometimes her juice goes down the wrong tube.', 'cough_during_meals'],
    ['ko', '가끔 국물이 잘못 넘어갔어요.', 'cough_during_meals'],
    ['es', 'A veces el agua se le fue por el otro lado.', 'cough_during_meals'],
  ])('%s: %s', (_lang, text, code) => {
    expect(codes(text)).toContain(code);
    expect(screened(text).level).toBe('moderate');
  });
});

describe('a complaint the carer says has nothing to do with eating is not a meal cough (low)', () => {
  it.each([
    ['en', 'Dry cough in the mornings, nothing to do with eating, meals are fine.'],
    ['zh-CN', '早上干咳，跟吃饭没关系，吃饭正常。'],
    ['es', 'Tos por las mañanas, nada que ver con la comida, come bien.'],
  ])('%s: %s', (_lang, text) => {
    expect(codes(text)).not.toContain('cough_during_meals');
    expect(screened(text).level).toBe('low');
  });
});

describe('rule query_needs_question_frame: a hedge with a "?" doubts the event (possible)', () => {
  it.each([
    ['en', 'Seemed to choke on a grape at tea? Not sure, coughed and was fine.'],
    ['tl', 'Parang nabulunan si Tatay sa tinapay? Hindi kami sigurado.'],
    ['id', 'Kayaknya tersedak kue tadi? Nggak yakin.'],
  ])('%s: %s', (_lang, text) => {
    const choke = screened(text).items.find((i) => i.code === 'choking');
    expect(choke?.status).toBe('possible');
  });
});

describe('rule resolution_names_event_back: the treatment told before the recovery (low)', () => {
  it.each([
    ['zh-HK', '伯伯中風後飲茶會咳，做完言語治療之後已經冇咗，而家食嘢正常。', '中風'],
    ['zh-CN', '以前喝汤会呛，做了言语治疗以后就好了，现在吃饭正常。', undefined],
    ['th', 'เมื่อก่อนพ่อดื่มน้ำแล้วสำลักบ่อย แต่ฝึกกลืนจนหายแล้ว ตอนนี้กินได้ปกติ', undefined],
  ])('%s: %s', (_lang, text, diagnosis) => {
    expect(screened(text, diagnosis).level).toBe('low');
  });
});
