/**
 * Reading rule query_needs_question_frame. A single "?" closing a carer's note is a
 * report; only a question about the sign itself (an interrogative frame) or a hedge word leaves it uncertain.
 * Phrases of our own, other foods and languages than the case that revealed it.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const statuses = (symptoms: string) =>
  evaluate({ symptoms })
    .items.filter((i) => i.kind === 'sign')
    .map((i) => i.status);

describe('rule query_needs_question_frame: a bare "?" is a report', () => {
  it.each([
    ['en', 'Spluttering over her porridge at breakfast?'],
    ['en', 'Choked on a piece of ham at supper?'],
    ['zh-HK', '今朝食粥嗰陣嗆親？'],
    ['zh-TW', '晚餐喝湯時嗆到？'],
    ['zh-CN', '早上喝牛奶呛到了？'],
    ['ja', '夕食で味噌汁にむせた？'],
    ['ko', '저녁에 국 드시다가 사레 들렸어요?'],
    ['tl', 'Nasamid sa sabaw kaninang hapunan?'],
    ['id', 'Batuk pas minum susu tadi pagi?'],
    ['vi', 'Sặc cháo lúc ăn tối?'],
    ['th', 'สำลักน้ำแกงตอนมื้อเย็น?'],
  ])('%s: the sign is current: %s', (_lang, text) => {
    const s = statuses(text);
    expect(s.length).toBeGreaterThan(0);
    expect(s).not.toContain('possible');
  });

  it('a choke told with a bare "?" is a red flag (high)', () => {
    expect(evaluate({ symptoms: 'Choked on a piece of ham at supper?' }).level).toBe('high');
  });
});

describe('rule query_needs_question_frame: a question about the sign stays uncertain', () => {
  it.each([
    ['en', 'Does she splutter over her porridge?'],
    ['en', 'Is he coughing on his soup or not?'],
    ['zh-HK', '佢係咪飲湯會嗆親？'],
    ['zh-CN', '喝牛奶会不会呛到？'],
    ['ja', '味噌汁でむせますか？'],
    ['ko', '국 드실 때 사레 들리나요?'],
    ['tl', 'Nasasamid ba siya sa sabaw?'],
    ['id', 'Apakah dia batuk waktu minum susu?'],
    ['vi', 'Ăn cháo có sặc không?'],
    ['th', 'กินน้ำแกงแล้วสำลักไหม?'],
    ['es', '¿Se atraganta con la sopa?'],
  ])('%s: possible: %s', (_lang, text) => {
    expect(statuses(text)).toContain('possible');
  });

  it('a hedge word still doubts the sign', () => {
    expect(statuses('Perhaps spluttering over her soup?')).toContain('possible');
  });
});
