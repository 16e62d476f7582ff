import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { scanMeasures, MAX_MEASURES } from '../../shared/iddsi/text/measures';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import { RULES } from '../../shared/iddsi/text/rules';

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

describe(`${RULES.FLOW_JUST_UNDER.id}: "almost" is a little under a value, "about" either side of it`, () => {
  const band = (s: string) => scan(s).map(({ lo, hi, q }) => ({ lo, hi, q }))[0];
  const under = { lo: 5, hi: 6, q: 'approx' };
  const either = { lo: 6, hi: 6, q: 'approx' };
  it('reads "almost" words as the band just below, in Latin-script languages', () => {
    for (const s of ['nearly 6 ml', 'quase 6 ml', 'quasi 6 ml', 'knapp 6 ml', 'presque 6 ml', 'casi 6 ml'])
      expect(band(s), s).toEqual(under);
  });
  it('reads "about" words as the value itself, in Latin-script languages', () => {
    for (const s of ['close to 6 ml', 'près de 6 ml', 'cerca de 6 ml', 'circa 6 ml']) expect(band(s), s).toEqual(either);
  });
  it('splits the Chinese, Japanese and Korean words by meaning', () => {
    for (const s of ['快到6毫升', '将近6毫升', '거의 6ml']) expect(band(s), s).toEqual(under);
    for (const s of ['接近6毫升', '大约6毫升', 'ほぼ6ml', '約6ml']) expect(band(s), s).toEqual(either);
  });
  it('splits the Southeast Asian words by meaning', () => {
    for (const s of ['nyaris 6 ml', 'halos 6 ml', 'เกือบ 6 มล']) expect(band(s), s).toEqual(under);
    for (const s of ['gần 6 ml', 'suýt soát 6 ml', 'sekitar 6 ml']) expect(band(s), s).toEqual(either);
  });
  it('splits the Cyrillic words by meaning', () => {
    expect(band('почти 6 мл')).toEqual(under);
    expect(band('около 6 мл')).toEqual(either);
  });
  it('keeps both levels of a residue "about" on a boundary: the thinner, and the flow test asked for', () => {
    for (const s of ['thickened milk, flow test: près de 4 ml left', '牛奶流动测试接近4毫升', 'トマトジュース、フローテスト残量ほぼ4ml']) {
      const r = classifyText(s);
      expect([r.level, r.needsTest, r.settlingTest], s).toEqual([1, true, 'flow']);
    }
    const almost = classifyText('thickened milk, flow test: quase 4 ml left');
    expect([almost.level, almost.needsTest]).toEqual([1, false]);
  });
});
