/**
 * The carer words of lexicon/carer-words.ts, each row screened on sentences of our
 * own (other foods and drinks than the cases that revealed them) in every input language.
 */
import { describe, expect, it } from 'vitest';
import { CARER_WORDS } from '../../shared/aspiration/lexicon/carer-words';
import { INPUT_LANGUAGES } from '../../shared/aspiration/lexicon/red-flags';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;
const codes = (symptoms: string) => evaluate({ symptoms }).items.map((i) => i.code);

describe('carer-words rows', () => {
  it('every row has words in every input language', () => {
    for (const row of CARER_WORDS) for (const lang of INPUT_LANGUAGES) expect(row.words[lang].length).toBeGreaterThan(0);
  });
});

describe('bedside_fail_sign: a wet voice told by what it sounds like (high)', () => {
  it.each([
    ['en', 'After her cocoa she sounds like she is talking underwater.'],
    ['en', 'His voice went bubbly after the orange squash.'],
    ['zh-HK', '佢飲完湯，講嘢好似含住啖水咁。'],
    ['zh-CN', '喝完豆浆，说话像含着一口水。'],
    ['ja', '麦茶を飲んだ後、声がゴボゴボしている。'],
    ['ko', '보리차 마신 뒤에 목소리가 그렁그렁해요.'],
    ['tl', 'Pagkatapos uminom ng juice, ang boses niya parang may tubig.'],
    ['id', 'Habis minum teh manis suaranya kayak ada air.'],
    ['vi', 'Uống sữa đậu xong giọng như ngậm nước.'],
    ['th', 'ดื่มนมแล้วเสียงเหมือนอมน้ำ'],
    ['es', 'Después del caldo habla como si tuviera agua en la garganta.'],
  ])('%s: %s', (_lang, text) => {
    expect(codes(text)).toContain('wet_voice');
    expect(level(text)).toBe('high');
  });
});

describe('red_flag: a coughing fit at a meal that would not stop, or a dusky colour at a meal (high)', () => {
  it.each([
    ['en', "Had a coughing fit that wouldn't stop over his rice pudding."],
    ['en', 'Went a funny colour while eating her fish pie.'],
    ['zh-HK', '食粥嗰陣咳咗成陣都唔停。'],
    ['zh-CN', '吃面条时一阵咳个没完。'],
    ['ja', '夕食中に咳き込みがなかなか止まらなかった。'],
    ['ko', '밥 먹다가 기침이 한참 안 멈췄어요.'],
    ['tl', 'Habang kumakain ng lugaw, hindi na tumigil ang ubo.'],
    ['id', 'Pas makan bubur batuknya nggak berhenti-berhenti.'],
    ['vi', 'Đang ăn cháo thì ho một tràng dài.'],
    ['th', 'ตอนกินข้าวต้มไอนานไม่หยุด'],
    ['es', 'Comiendo sopa le dio un ataque de tos que no paraba.'],
    ['es', 'Se puso gris mientras comía el pescado.'],
  ])('%s: %s', (_lang, text) => {
    expect(codes(text)).toContain('choking');
    expect(level(text)).toBe('high');
  });
});

describe('current_sign: chewing on and on, food that will not go down, a meal that takes long (moderate)', () => {
  it.each([
    ['en', 'He chews and chews his lamb.', 'pocketing'],
    ['en', "She can't get it down, the bread just sits there.", 'difficulty_swallowing'],
    ['en', 'Lunch takes ages these days.', 'prolonged_meals'],
    ['zh-HK', '食牛肉咬嚟咬去。', 'pocketing'],
    ['zh-CN', '吃肉嚼来嚼去。', 'pocketing'],
    ['ja', '肉をずっと噛んでいる。', 'pocketing'],
    ['ko', '고기를 씹고 또 씹어요.', 'pocketing'],
    ['ko', '저녁 식사에 한참 걸려요.', 'prolonged_meals'],
    ['tl', 'Iniipon ang pagkain sa bibig ni lolo.', 'pocketing'],
    ['id', 'Dagingnya dikunyah terus.', 'pocketing'],
    ['vi', 'Thịt bò cứ nhai mãi.', 'pocketing'],
    ['th', 'เนื้อหมูเคี้ยวแล้วเคี้ยวอีก', 'pocketing'],
    ['es', 'La carne la mastica y mastica.', 'pocketing'],
  ])('%s: %s', (_lang, text, code) => {
    expect(codes(text)).toContain(code);
    expect(level(text)).toBe('moderate');
  });
});
