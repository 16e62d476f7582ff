/**
 * Reading rule occasional_choke_word_is_cough (an occasional "keselek" or "สำลัก" is
 * the occasional cough at meals, moderate) and aspiration precautions read as a known dysphagia (moderate) in every
 * input language, as in English (rule current_impairment_without_sign). Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const screened = (symptoms: string) => evaluate({ symptoms });

describe('rule occasional_choke_word_is_cough', () => {
  it.each([
    ['id', 'Sesekali keselek pas makan kerupuk.'],
    ['id', 'Kadang2 keselek kalau minum es teh.'],
    ['th', 'บางครั้งสำลักตอนดื่มน้ำส้ม'],
    ['th', 'นานๆทีสำลักเวลากินก๋วยเตี๋ยว'],
  ])('%s: occasional, moderate: %s', (_lang, text) => {
    const r = screened(text);
    expect(r.items.map((i) => i.code)).toContain('cough_during_meals');
    expect(r.level).toBe('moderate');
  });

  it.each([
    ['id', 'Keselek kerupuk tadi siang.'],
    ['id', 'Sesekali keselek sampai susah napas waktu makan.'],
    ['th', 'สำลักน้ำส้มเมื่อวาน'],
  ])('%s: not occasional, or the airway blocked: a choking episode (high): %s', (_lang, text) => {
    expect(screened(text).level).toBe('high');
  });

  it('English "chokes sometimes" names the choke itself and stays a red flag', () => {
    expect(screened('Chokes on her toast sometimes.').level).toBe('high');
  });
});

describe('current_impairment_without_sign: aspiration precautions in every language (moderate)', () => {
  it.each([
    ['en', 'Swallow precautions in place, eats her meals well.'],
    ['zh-HK', '院舍有防誤吸措施，佢食得好好。'],
    ['zh-CN', '已落实防误吸措施，胃口不错。'],
    ['ja', '誤嚥対策をしており、食欲はある。'],
    ['ko', '흡인 방지 중이고 식사는 잘 하세요.'],
    ['tl', 'May aspiration precautions sa ward, malakas kumain.'],
    ['id', 'Ada kewaspadaan aspirasi di bangsal, makannya lahap.'],
    ['vi', 'Có dự phòng hít sặc, ăn ngon miệng.'],
    ['th', 'มีมาตรการป้องกันการสำลัก ทานอาหารได้ดี'],
    ['es', 'Con medidas antiaspiración, come con apetito.'],
  ])('%s: %s', (_lang, text) => {
    const r = screened(text);
    expect(r.items.map((i) => i.code)).toContain('known_dysphagia');
    expect(r.items.map((i) => i.code)).not.toContain('aspiration_observed');
    expect(r.level).toBe('moderate');
  });
});
