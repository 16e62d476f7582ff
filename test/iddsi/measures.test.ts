import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { scanMeasures, MAX_MEASURES } from '../../shared/iddsi/text/measures';
import { normalizeText } from '../../shared/iddsi/text/normalize';

const scan = (s: string) => scanMeasures(normalizeText(s)).map((m) => ({ lo: m.lo, hi: m.hi, unit: m.unit, q: m.qualifier }));

describe('quantities', () => {
  it('reads ml, mm and cm in many scripts (cm as mm)', () => {
    expect(scan('6 ml')).toEqual([{ lo: 6, hi: 6, unit: 'ml', q: null }]);
    expect(scan('剩低3毫升')[0]).toMatchObject({ lo: 3, unit: 'ml' });
    expect(scan('1.5厘米')[0]).toMatchObject({ lo: 15, unit: 'mm' });
    expect(scan('1,5 cm')[0]).toMatchObject({ lo: 15, unit: 'mm' });
    expect(scan('４ｍｍ')[0]).toMatchObject({ lo: 4, unit: 'mm' });
    expect(scan('4ミリ')[0]).toMatchObject({ lo: 4, unit: 'mm' });
    expect(scan('2mL残った')[0]).toMatchObject({ lo: 2, unit: 'ml' });
    expect(scan('1.5 公分')[0]).toMatchObject({ lo: 15, unit: 'mm' });
    expect(scan('เหลือ 6 มล.')[0]).toMatchObject({ lo: 6, unit: 'ml' });
    expect(scan('10秒')[0]).toMatchObject({ lo: 10, unit: 's' });
  });

  it('reads small Chinese numerals before CJK units', () => {
    expect(scan('三毫升')[0]).toMatchObject({ lo: 3, unit: 'ml' });
    expect(scan('十五毫米')[0]).toMatchObject({ lo: 15, unit: 'mm' });
    expect(scan('一点五厘米')[0]).toMatchObject({ lo: 15, unit: 'mm' });
  });

  it('reads ranges and dimensions', () => {
    expect(scan('3-4 mm')[0]).toMatchObject({ lo: 3, hi: 4 });
    expect(scan('3 to 4 ml')[0]).toMatchObject({ lo: 3, hi: 4, unit: 'ml' });
    expect(scan('1.5 x 1.5 cm')[0]).toMatchObject({ lo: 15, hi: 15 });
  });

  it('reads qualifiers before and after the number', () => {
    expect(scan('under 4 mm')[0]!.q).toBe('lt');
    expect(scan('less than 1 ml')[0]!.q).toBe('lt');
    expect(scan('4mm以下')[0]!.q).toBe('lt');
    expect(scan('larger than 2 cm')[0]!.q).toBe('gt');
    expect(scan('about 4 mm')[0]!.q).toBe('approx');
    expect(scan('大约4毫米')[0]!.q).toBe('approx');
    expect(scan('thunder 4 mm')[0]!.q).toBeNull();
  });

  it('ignores numbers without a unit, absurd digit runs, and words that only start like a unit', () => {
    expect(scan('level 4, 2 scoops')).toEqual([]);
    expect(scan(`${'9'.repeat(2000)} ml`)).toEqual([]);
    expect(scan('4 seconds later 2 mmm')).toEqual([{ lo: 4, hi: 4, unit: 's', q: null }]);
  });

  it(`stops after ${MAX_MEASURES} quantities`, () => {
    expect(scan('1 ml '.repeat(400)).length).toBe(MAX_MEASURES);
  });
});

describe('comparators written after the unit (ja/zh 超)', () => {
  it('keeps the bound of "8ml超" (more than 8 ml left: Level 3)', () => {
    expect(classifyText('とろみ付きの麦茶、フローテストで残量8ml超').level).toBe(3);
  });
});
