/**
 * A label heading with its colon, the spoon tilt said with its spoon and its thin film, a fork pressure
 * result written as a record's pass or fail, and a sieve's mesh size: rules and vocabulary held as data.
 * Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.ROLE_LABEL.id}: a Chinese label heading with its colon is a claim the tests outrank`, () => {
  it('sets aside a label heading contradicted by a passed Level 4 test set', () => {
    const r = classifyText('包装：6级软质。实测：没有颗粒，勺子上能成形，倾斜后整团滑落，叉齿间不滴落');
    expect(r.level).toBe(4);
    expect(r.setAside?.map((s) => s.role)).toContain('label');
  });
  it('keeps the label when no test contradicts it', () => {
    expect(classifyText('标签：5级细碎湿软，猪肉末').level).toBe(5);
  });
});

describe(`${RULES.SPOON_TILT_ONE_LUMP.id}: the tilt said with its spoon inside, and the thin film it may leave`, () => {
  it('reads "drops off the spoon in one lump" and "leaves a thin film" as the passed tilt, not lumps or a thin drink', () => {
    expectLevels([
      ['mashed sweet potato, no lumps, holds its shape, falls off the spoon in one lump, leaves a thin film', 4, 'food'],
      ['pureed carrots, smooth, slide off the spoon in a lump, only a thin film left', 4, 'food'],
    ]);
  });
  it('never reads a thin film alone as the passed tilt: a thin drink leaves one too', () => {
    expectLevels([
      ['water leaves a thin film on the spoon', 0, 'drink'],
      ['apple juice, leaves a thin film on the cup', 0, 'drink'],
      ['milk, a thin film left in the glass', 0, 'drink'],
    ]);
    const coated = classifyText('thickened orange juice, coats the spoon and leaves a thin film');
    expect(coated.kind).toBe('drink');
    expect(coated.level).toBeLessThanOrEqual(2);
    expect(coated.confidence).toBeLessThan(0.8);
  });
});

describe(`${RULES.TESTED_TENDER.id}: a fork pressure result written as a record's pass or fail`, () => {
  it('reads "fork pressure pass" and "thumbnail white" as the passed test', () => {
    expectLevels([
      ['diced squash, pieces up to 15mm, fork pressure passed, thumbnail white', 6, 'food'],
      ['fork pressure test: pass, pieces 1.5 cm', 6, 'food'],
    ]);
  });
  it('reads the blanched thumbnail said as the pressure applied as no result: a tough meat stays Level 7', () => {
    for (const t of [
      'steak pieces 15mm, fork pressure applied till thumbnail white',
      'lamb chunks 1.5 cm, pressed with a fork until the thumbnail blanches',
      '牛扒粒1.5厘米，用叉压到指甲变白',
      'ステーキ1.5cm角、フォークで爪が白くなるまで押した',
    ]) {
      expect({ t, level: classifyText(t).level }).toEqual({ t, level: 7 });
    }
    expectLevels([['pumpkin 1cm cubes, pressed until the thumbnail blanches, squashes and stays squashed', 6, 'food']]);
  });
  it('never reads a record field "fork pressure pass?" as the pass: its answer follows', () => {
    for (const t of ['chicken cubes 1.5cm, fork pressure pass? no', 'pork pieces 1.5 cm. Fork pressure pass/fail: fail']) {
      expect({ t, level: classifyText(t).level }).toEqual({ t, level: 7 });
    }
  });
  it('reads a fork pressure fail as the failed test, never Level 6 at high confidence', () => {
    for (const t of ['stewed lamb cubes 1.5cm, did not pass fork pressure', 'fork pressure failed, chunks 1.5 cm']) {
      const r = classifyText(t);
      expect(r.level).toBe(7);
    }
  });
});

describe(`${RULES.SIEVE_MESH_NOT_PARTICLE.id}: a sieve's hole size is no particle size`, () => {
  it('reads a purée through a 1 mm sieve with passed tests as Level 4, not Level 5', () => {
    expectLevels([
      [
        'lamb stew blitzed then put through a 1mm sieve; holds shape, slides off the spoon in one lump, no lumps, does not drip through the fork',
        4,
        'food',
      ],
      ['pumpkin purée, sieve of 2 mm, no lumps, holds its shape on the spoon', 4, 'food'],
    ]);
  });
  it('still reads a piece size beside a sieve word as a particle', () => {
    expect(classifyText('minced pork, pieces 4 mm, sieved gravy').level).toBe(5);
  });
  it('reads a length before "sieved", "screened" or after a bare sieve word as the pieces, never a lower level', () => {
    expectLevels([
      ['minced lamb 8 mm sieved sauce', 6, 'food'],
      ['turnip lumps 10mm sieved out', 6, 'food'],
      ['mashed swede pushed through the sieve 6 mm pieces still in it', 6, 'food'],
      ['mashed pumpkin with lumps 8 mm screened', 6, 'food'],
    ]);
  });
});
