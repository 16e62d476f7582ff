/**
 * Reading rule airway_event_reaches_its_meal, rescue told as an
 * obligation, back blows in every aspect. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('rule airway_event_reaches_its_meal: an airway event after the feeding is a choke at it (high)', () => {
  it.each([
    ['zh-CN', '喂粥喂到一半，她憋得喘不过气，嘴唇都紫了。'],
    ['zh-CN', '我们不敢再喂了，因为她喘不上气，脸色发紫。'],
    ['zh-HK', '餵緊粥，佢透唔到氣，面都紫埋。'],
    ['es', 'Dejamos de darle de comer porque no podía respirar y se puso morada.'],
    ['en', 'Stopped feeding her because she could not breathe, and then her lips went blue.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('high');
  });

  it('an airway event after normal eating is not at that meal', () => {
    expect(level('Eats well, but at night she cannot breathe with her asthma.')).toBe('low');
    expect(level('吃饭还好，就是晚上喘不过气，嘴唇发紫。')).not.toBe('high');
  });
});

describe('back blows at meals, told as an obligation or in any aspect (high)', () => {
  it.each([
    ['ja', '毎食、母の背中をトントンしないといけません。'],
    ['ja', 'ご飯のたびに背中を叩かなければならない。'],
    ['zh-CN', '每顿饭都不得不给她拍背。'],
    ['ko', '밥 먹을 때마다 등을 두드려 주지 않으면 안 돼요.'],
    ['tl', 'Tuwing kumakain si lola, tinatapik namin ang likod niya.'],
    ['tl', 'Habang kumakain, hinahampas ko sa likod si lolo.'],
    ['vi', 'Mỗi bữa ăn phải đập vào lưng cho bà.'],
    ['id', 'Tiap makan harus memukul punggungnya.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('high');
  });

  it('a negated request is still no rescue (low)', () => {
    expect(level('背中を叩かないでください。')).toBe('low');
  });
});
