/**
 * Charting negation shorthand. Reading rule abbreviation_slash: the slash of a
 * charting abbreviation ("s/s", "s/sx", "w/o") joins it, and "no s/s", "nil s&s", "w/o" deny what follows; the
 * nouns for signs or findings in a chart ("兆候", "所見", "징후", "อาการแสดง") stand between a sign and its negator.
 * Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('reading rule abbreviation_slash: charting shorthand denies the sign after it', () => {
  it.each([
    'Supper observed: nil s/s aspiration with mashed food.',
    'Thin fluids via open cup, no s/sx aspiration.',
    'No s&s of aspiration on soft diet.',
    'no s+s aspiration during med pass',
    'No overt s/s aspiration with custard.',
    'No signs/symptoms of aspiration at tea.',
    'Takes her tablets in yoghurt w/o coughing or choking.',
    'Nil c/o difficulty swallowing at breakfast.',
    'Walang s/s ng aspiration sa hapunan.',
    'Tidak ada s/s aspirasi waktu sarapan.',
  ])('low: %s', (text) => {
    expect(level(text)).toBe('low');
  });

  it('keeps a sign told after the denial', () => {
    expect(level('No s/s aspiration with puree; coughs on thin juice.')).toBe('moderate');
    expect(level('Nil s/s aspiration on L4, but choked on toast at breakfast, needed back slaps.')).toBe('high');
  });

  it('leaves a list slash between words a list ("cough/choke")', () => {
    expect(level('Coughing/choking on water at every meal.')).toBe('high');
  });
});

describe('the chart nouns for signs or findings between a sign and its negator', () => {
  it.each(['夕食時、誤嚥の徴候は認めず。', 'とろみ水で誤嚥所見なし。', '점심 식사 중 흡인 소견 없음.', 'ไม่พบอาการแสดงของการสำลักขณะทานข้าว'])(
    'low: %s',
    (text) => {
      expect(level(text)).toBe('low');
    },
  );
});
