/** Quantities as people type them: colloquial units, spelled-out numbers and flow ranges. */
import { describe, expect, it } from 'vitest';
import { scanMeasures } from '../../shared/iddsi/text/measures';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import { expectLevels } from '../support/iddsi';

describe('units and numbers as people type them', () => {
  it('reads the colloquial ミリ / 밀리 as millilitres in a flow test and as millimetres otherwise', () => {
    expectLevels([
      ['お茶にとろみ剤少し、シリンジテストで10秒後に2ミリ残る', 1, 'drink'],
      ['とろみ水、10秒後の残量は三ミリ', 1, 'drink'],
      ['점도증진제 물, 10초 후 3밀리 남음', 1, 'drink'],
      ['刻み食、4ミリ角、とろみあんでまとめてある', 5, 'food'],
    ]);
  });

  it('reads spelled-out numbers before a unit in every script', () => {
    const first = (s: string) => scanMeasures(normalizeText(s))[0];
    expect(first('two ml left')).toMatchObject({ lo: 2, unit: 'ml' });
    expect(first('quedan siete ml')).toMatchObject({ lo: 7, unit: 'ml' });
    expect(first('il reste neuf ml')).toMatchObject({ lo: 9, unit: 'ml' });
    expect(first('siyam na ml ang natira')).toMatchObject({ lo: 9, unit: 'ml' });
    expect(first('sisa tujuh ml')).toMatchObject({ lo: 7, unit: 'ml' });
    expect(first('còn bảy ml')).toMatchObject({ lo: 7, unit: 'ml' });
    expect(first('เหลือเจ็ดมล.')).toMatchObject({ lo: 7, unit: 'ml' });
    expect(first('일곱 밀리리터')).toMatchObject({ lo: 7, unit: 'ml' });
    expect(first('剩七ml')).toMatchObject({ lo: 7, unit: 'ml' });
    expect(first('morceaux de deux cm')).toMatchObject({ lo: 20, unit: 'mm' });
    // a number word that is not before a unit is not a measurement
    expect(scanMeasures(normalizeText('two slices of bread, one cup of tea'))).toEqual([]);
    expectLevels([
      ['thickened juice: seven ml left in the syringe', 2, 'drink'],
      ['tubig na may pampalapot, pitong ml ang natira', 2, 'drink'],
    ]);
  });

  it('reads a flow range by its interior: "4-8 ml" is the Level 2 band', () => {
    expectLevels([
      ['thickened tea, 4-8 ml left', 2, 'drink'],
      ['thickened tea, 1-4 ml left after 10 s', 1, 'drink'],
      ['thickened tea, 8-10 ml left after 10 s', 3, 'drink'],
    ]);
  });
});
