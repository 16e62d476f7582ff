/**
 * Fresh sets 47 and 48 (session 14, s14asp-b): the classes their first runs missed, each on phrases of our own.
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
