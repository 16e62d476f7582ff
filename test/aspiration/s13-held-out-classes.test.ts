/**
 * Session 13 (s13aspb): the classes held-out sets 40-42 showed, as general rules and vocabulary. Phrases of our own
 * (other foods, other languages than the cases that revealed them).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('pain_on_swallowing: odynophagia as a current sign, explained by a cold in the same text (class 1)', () => {
  it.each([
    ['zh-CN', '这几天吞口水都觉得有点疼'],
    ['zh-HK', '食飯嗰陣喉嚨有啲痛，痛咗成個禮拜'],
    ['zh-CN', '吞东西的时候嗓子有点疼，没发烧也没感冒'],
    ['vi', 'Mẹ tôi ăn cháo nuốt thấy đau, không sốt hay cảm cúm gì.'],
    ['ja', 'おかゆを飲み込むと痛いと言います'],
    ['tl', 'Masakit daw lumunok ng tinapay.'],
    ['id', 'Ibu bilang sakit waktu menelan roti.'],
  ])('%s: moderate: %s', (_l, t) => {
    expect(level(t)).toBe('moderate');
  });

  it.each([
    ['en', 'It hurts him to swallow since Tuesday, but he has the flu and a temperature.'],
    ['es', 'Le duele al tragar la sopa desde ayer, pero está con gripe y fiebre.'],
    ['zh-CN', '感冒发烧了，吞口水都觉得有点疼'],
    ['vi', 'Bị cảm sốt nên nuốt thấy đau.'],
    ['ko', '감기 때문에 삼킬 때 목이 아파요'],
  ])('%s: low, a cold or flu explains it: %s', (_l, t) => {
    expect(level(t)).toBe('low');
  });
});

describe('persistent: "always" with a light major sign is persistent; degree is not frequency (class 2)', () => {
  it.each([
    ['vi', 'Ông lúc nào uống sữa cũng bị sặc nhẹ.'],
    ['zh-CN', '每次吃稀饭都轻轻呛一下'],
    ['es', 'Siempre se atraganta un poquito con el café.'],
    ['en', 'She always splutters a little on her squash.'],
    ['ja', 'いつもお茶で少しむせます'],
  ])('%s: high: %s', (_l, t) => {
    expect(level(t)).toBe('high');
  });

  it.each(['Không biết từ lúc nào ông hay bị sặc khi uống nước.', 'Có lúc nào ăn cũng bị sặc nhẹ đâu, chỉ thỉnh thoảng.'])(
    '"lúc nào" in "since when" or a question is no "always": %s',
    (t) => {
      expect(level(t)).not.toBe('high');
    },
  );
});
