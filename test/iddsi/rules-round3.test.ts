/**
 * Rule families added in the third round, aimed at the dangerous direction
 * (a food judged too low, a drink judged too thick), one test per family:
 * a texture word that leaves the named food's hazards in place, level 5 needing
 * moisture as well as mincing, hedged thickness words, melting foods with pieces
 * set in them, and the lexicon data behind them.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { HAZARD_CODES, NEUTRALISED_BY, NEUTRALISED_BY_SOFT_AND_SMALL } from '../../shared/iddsi/hazards';
import { TEXTURES } from '../../shared/iddsi/lexicon/terms';
import { CALIBRATION_LIMITS } from '../../shared/iddsi/text/calibration';
import { CALIBRATION } from '../../shared/iddsi/text/calibration-table';
import { runEngine } from '../../shared/iddsi/text/engine';

type Row = [text: string, level: number, kind?: 'food' | 'drink'];

function check(rows: Row[]) {
  for (const [text, level, kind] of rows) {
    const c = classifyText(text);
    expect({ text, level: c.level, ...(kind ? { kind: c.kind } : {}) }).toEqual({ text, level, ...(kind ? { kind } : {}) });
  }
}

describe('texture words keep the hazards they do not address', () => {
  it('raises a food whose usual hazards survive the preparation word, confidence from the standing-hazard cell', () => {
    check([
      ['chopped lettuce', 7, 'food'],
      ['lechuga picada', 7, 'food'],
      ['切碎嘅生菜', 7, 'food'],
      ['beef cut into small pieces', 7, 'food'],
      ['soft baguette', 7, 'food'],
      ['minced pork with green beans', 7, 'food'],
    ]);
    const r = runEngine('beef cut into small pieces');
    expect(r.hazards.map((h) => h.code)).toContain('tough_fibrous');
    expect(r.calibrationKey.startsWith('standing_hazard:')).toBe(true);
    expect(r.confidence).toBe(Math.min(CALIBRATION[r.calibrationKey]!.value, CALIBRATION_LIMITS.ceiling));
  });

  it('keeps the lower level when the words do address the hazards', () => {
    check([
      ['beef, soft and tender, cut into 1.5 cm pieces', 6, 'food'],
      ['puréed spinach', 4, 'food'],
      ['soft steamed pumpkin in small pieces', 6, 'food'],
      ['minced beef in thick gravy', 5, 'food'],
    ]);
  });

  it('describes every neutralising row with known hazard codes and texture ids', () => {
    const ids = new Set(TEXTURES.map((r) => r.id));
    const codes = new Set<string>([...HAZARD_CODES, '*']);
    for (const [id, list] of Object.entries(NEUTRALISED_BY)) {
      expect(ids.has(id) || id.startsWith('name_'), id).toBe(true);
      for (const code of list) expect(codes.has(code), `${id}: ${code}`).toBe(true);
    }
    for (const code of NEUTRALISED_BY_SOFT_AND_SMALL) expect(codes.has(code)).toBe(true);
  });
});

describe('level 5 needs minced AND moist', () => {
  it('reads a bare mincing word as at most bite-sized', () => {
    check([
      ['minced chicken', 6, 'food'],
      ['carne de cerdo picada', 6, 'food'],
    ]);
  });
  it('keeps level 5 with moisture, a wet base, a sauce or gravy, or a measured size', () => {
    check([
      ['minced chicken, moist', 5, 'food'],
      ['minced chicken 3 mm', 5, 'food'],
      ['肉碎粥', 5, 'food'],
      ['minced chicken in gravy', 5, 'food'],
      ['minced pork with sauce', 5, 'food'],
    ]);
  });
});

describe('hedged thickness reads as the thinnest thickened level', () => {
  it('"a bit thick" is slightly thick, never moderately thick', () => {
    check([
      ['orange juice, a bit thick', 1, 'drink'],
      ['有点稠的豆浆', 1, 'drink'],
      ['zumo un poco espeso', 1, 'drink'],
      ['moderately thick milk', 3, 'drink'],
    ]);
  });
  it('thin probiotic drinks are thin', () => {
    check([['益力多', 0, 'drink']]);
  });
});

describe('melting foods', () => {
  it('alone or flavoured they are the thin liquid they become', () => {
    check([
      ['mango ice cream', 0, 'drink'],
      ['冰棍', 0, 'drink'],
    ]);
  });
  it('with pieces set in them they are a mixed consistency, judged as food', () => {
    check([
      ['jelly with chunks of pineapple', 7, 'food'],
      ['ice cream with cookie pieces', 7, 'food'],
    ]);
  });
});
