/**
 * Reading rule quick_recovery_is_the_episode. A recovery told as immediate ends the
 * episode, not the problem: the choke happened and is recent (red_flag), in English as in the languages that
 * already read it so (Korean 는데 before 바로 괜찮아졌어요, Chinese 马上就好了). Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('rule quick_recovery_is_the_episode: the choke is current (high)', () => {
  it.each([
    ['en', 'Choked on a fish finger at tea but recovered right after.'],
    ['en', 'Choked on a boiled sweet, recovered quickly.'],
    ['ko', '인절미 먹다가 목이 막혔는데 바로 괜찮아졌어요.'],
    ['ko', '찹쌀떡이 목에 걸려서 숨을 못 쉬었는데 금방 회복하셨어요.'],
    ['zh-CN', '吃汤圆时噎住了，但很快就好了。'],
    ['zh-HK', '食魚蛋嗰陣哽親，不過即刻冇事。'],
    ['ja', '団子を詰まらせたが、すぐに回復した。'],
    ['tl', 'Nabulunan sa siopao pero umayos agad.'],
    ['id', 'Tersedak bakpao tapi langsung pulih.'],
    ['vi', 'Bị nghẹn bánh bao nhưng hồi phục ngay.'],
    ['th', 'สำลักน้ำแกงตอนกินข้าว แต่หายทันที'],
    ['es', 'Se atragantó con una uva pero se recuperó enseguida.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('high');
  });

  it('a full recovery years ago is still resolved history (low)', () => {
    expect(level('Choked on steak in 2017, fully recovered, no problems since.')).toBe('low');
  });
});
