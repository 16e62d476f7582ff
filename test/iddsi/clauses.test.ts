import { describe, expect, it } from 'vitest';
import { clauseAround, hasClauseMark, sameClause } from '../../shared/iddsi/text/clauses';

describe('clauses: one answer to where a clause ends, for every stage', () => {
  it.each([
    ['the sieve missed some seeds, served warm', 5, 'the sieve missed some seeds'],
    ['过筛后还有渣。很好吃', 2, '过筛后还有渣'],
    ['粥、饭', 0, '粥'],
    ['بدون قطع، تنسكب ببطء', 2, 'بدون قطع'],
    ['dal (no lumps) today', 6, 'no lumps'],
  ])('the clause around a word of %j stops at the marks of its language', (norm, at, clause) => {
    expect(clauseAround(norm, at)).toBe(clause);
  });

  it('the Hindi danda, the bar apps write and a line break end a clause; a space does not', () => {
    expect(hasClauseMark('दाल। चावल')).toBe(true);
    expect(hasClauseMark('item | note')).toBe(true);
    expect(hasClauseMark('a\nb')).toBe(true);
    expect(hasClauseMark('skin and bones')).toBe(false);
  });

  it('two positions are in one clause only with no mark between them, in either order', () => {
    const norm = 'drinks her squash, then toast';
    expect(sameClause(norm, 0, 12)).toBe(true);
    expect(sameClause(norm, 24, 0)).toBe(false);
  });
});
