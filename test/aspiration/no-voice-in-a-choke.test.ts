/**
 * No voice during a choke ("couldn't get a word out", "說話唔到", "話せなくなった") is
 * the airway blocked (red_flag, reading rule airway_rescue_at_meal), not a voice change. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const screened = (symptoms: string) => evaluate({ symptoms });

describe('red_flag: food stuck or a meal cough with no voice is a choking episode (high)', () => {
  it.each([
    ['en', 'A lump of roast potato got stuck at dinner and he was unable to speak.'],
    ['en', "Coughed on her squash at tea and couldn't get a word out."],
    ['zh-HK', '食魚蛋嗰陣卡喺喉嚨，說話唔到。'],
    ['zh-TW', '吃湯圓時卡在喉嚨，說話說不出來。'],
    ['zh-CN', '吃年糕时卡住了，一句话都说不出。'],
    ['ja', '夕食でお餅がのどに詰まって、話せなくなった。'],
    ['ko', '저녁에 떡이 목에 걸려서 말을 할 수 없었어요.'],
    ['tl', 'Habang kumakain ng tinapay, may bumara sa lalamunan at hindi siya makapagsalita.'],
    ['id', 'Waktu makan kue, ada yang nyangkut di tenggorokan, nggak bisa bicara.'],
    ['vi', 'Đang ăn bánh thì mắc ở cổ, không nói được lời nào.'],
    ['th', 'กินขนมแล้วติดคอจนพูดไม่ได้'],
    ['es', 'Comiendo pan se le quedó en la garganta, sin poder hablar.'],
  ])('%s: %s', (_lang, text) => {
    const r = screened(text);
    expect(r.items.map((i) => i.code)).toContain('choking');
    expect(r.level).toBe('high');
  });

  it('no voice at a meal is not read as a wet or hoarse voice', () => {
    const codes = screened('At lunch the meatball got stuck and she was unable to speak.').items.map((i) => i.code);
    expect(codes).not.toContain('wet_voice');
    expect(codes).not.toContain('hoarse_voice');
  });
});
