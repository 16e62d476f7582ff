/**
 * Machinery of the reading stages (speed): the code-unit helpers that replaced string slices in the
 * hot loops must read exactly as the string methods they replaced.
 */
import { describe, expect, it } from 'vitest';
import { isTrimmedCode } from '../../shared/aspiration/reading/clauses';
import { evaluate } from '../../shared/aspiration/screen';

describe('isTrimmedCode: what trim() removes, code unit by code unit', () => {
  it('agrees with String.prototype.trim on every UTF-16 code unit', () => {
    const differ: number[] = [];
    for (let c = 0; c < 0x10000; c++) if (isTrimmedCode(c) !== (String.fromCharCode(c).trim() === '')) differ.push(c);
    expect(differ).toEqual([]);
  });
});

describe('blank spans read without slicing: lists and clauses across unusual blanks', () => {
  const codes = (symptoms: string) =>
    evaluate({ symptoms, age: 75 })
      .items.map((i) => i.code)
      .sort();
  it('a list closed by "and" across an ideographic or no-break space is denied as with a plain space', () => {
    const plain = codes('No fever, coughing and choking.');
    expect(codes('No fever, coughing\u3000and\u00a0choking.')).toEqual(plain);
  });
  it('a comma list opened by a full-width comma and a blank reads as one opened by a comma', () => {
    expect(codes('没有发烧，\u3000咳嗽或呛咳')).toEqual(codes('没有发烧，咳嗽或呛咳'));
  });
});
