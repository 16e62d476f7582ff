/**
 * Asked rows (asked-rows.ts): a term the question quotes ("“半流质”", "「ミキサー食」") names the list item that
 * opens with it in quotes, which then comes even when its list is cut for length.
 */
import { describe, expect, it } from 'vitest';
import { askedRows, isAskedRow } from '../../shared/qa/asked-rows';

describe('asked rows: a quoted term names the list item that opens with it', () => {
  it.each([
    ['病历上写着“半流质”和“普食”，对应IDDSI几级？', '“半流质”饮食通常是稀的粥和面条。', '医院的“普食”“半流质”按消化需要制定。'],
    [
      '「ミキサー食」はどのコードですか？',
      '「ミキサー食」はコード2-1に近いものです。',
      '病院食の「ミキサー食」「ソフト食」は施設ごとに違います。',
    ],
    [
      'What is "mechanical soft" today?',
      '"Mechanical soft" had no fixed particle size.',
      'Old names such as "mechanical soft" had no definition.',
    ],
  ])('"%s"', (question, row, other) => {
    const rows = askedRows(question);
    expect(isAskedRow(rows, row)).toBe(true);
    expect(isAskedRow(rows, other)).toBe(false);
  });

  it('a question without quote marks names no such row', () => {
    expect(askedRows('半流质对应IDDSI几级？')).toEqual([]);
  });
});
