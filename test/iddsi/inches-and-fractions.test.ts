/**
 * Rule PARTICLE_FLOOR on sizes written in inches and fractions: "1 inch"
 * (25.4 mm) is over the 15 mm of Level 6 for adults; "½ inch" (12.7 mm) is
 * within it; "1½ cm" is 15 mm, not 11/2 cm.
 */
import { describe, expect, it } from 'vitest';
import { scanMeasures } from '../../shared/iddsi/text/measures';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import { expectLevels } from '../support/iddsi';

const first = (s: string) => scanMeasures(normalizeText(s))[0];

describe('PARTICLE_FLOOR: inches in every language', () => {
  it('reads an inch as 25.4 mm', () => {
    expect(first('2 inch cubes')).toMatchObject({ lo: 50.8, unit: 'mm' });
    expect(first('trozos de 1 pulgada')).toMatchObject({ lo: 25.4, unit: 'mm' });
    expect(first('Würfel von 1 Zoll')).toMatchObject({ lo: 25.4, unit: 'mm' });
    expect(first('кубики 1 дюйм')).toMatchObject({ lo: 25.4, unit: 'mm' });
    expect(first('หั่น 1 นิ้ว')).toMatchObject({ lo: 25.4, unit: 'mm' });
  });

  it('keeps pieces of an inch above Level 6 and half an inch within it', () => {
    expectLevels([
      ['tender stewed lamb, 1-inch cubes', 7, 'food'],
      ['soft roast pumpkin cut in inch pieces, lumps of an inch', 7, 'food'],
      ['courgette fondante en morceaux de 1 pouce', 7, 'food'],
      ['zucca morbida a cubetti di 1 pollice', 7, 'food'],
      ['soft boiled potato, half an inch dice', 6, 'food'],
      ['batata cozida macia em cubos de 1/2 polegada', 6, 'food'],
    ]);
  });
});

describe('PARTICLE_FLOOR: fractions', () => {
  it('reads "1/2", "1 1/2", "½" and "1½" before a unit', () => {
    expect(first('1/2 cm dice')).toMatchObject({ lo: 5, unit: 'mm' });
    expect(first('1 1/2 cm dice')).toMatchObject({ lo: 15, unit: 'mm' });
    expect(first('1½ cm dice')).toMatchObject({ lo: 15, unit: 'mm' });
    expect(first('¼ inch')).toMatchObject({ lo: 6.35, unit: 'mm' });
    expect(first('a quarter of a centimetre')).toMatchObject({ lo: 2.5, unit: 'mm' });
    // a fraction without a unit is no measurement, and a level number keeps its reading
    expect(scanMeasures(normalizeText('1/2 of the plate, level 6'))).toEqual([]);
  });

  it('classifies pieces sized in fractions', () => {
    expectLevels([
      ['steamed soft cod, flaked to ½ cm', 6, 'food'],
      ['soft braised turnip, 2½ cm chunks', 7, 'food'],
      ['minced turkey in gravy, pieces a quarter of a centimetre', 5, 'food'],
    ]);
  });
});
