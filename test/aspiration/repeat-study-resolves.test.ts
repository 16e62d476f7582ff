/**
 * A normal repeat instrumental study resolves what the first one showed (docs/SCREENING.md: a
 * resolved problem is history, low unless a current sign), told the ways notes tell it, in
 * several languages. Wordings of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

describe('a normal repeat study resolves an old finding', () => {
  it.each([
    ['en', 'Silent aspiration on VFSS in 2015. Repeat VFSS in 2016 was normal, eating a normal diet since.'],
    ['ko', '3년 전 검사에서 무증상 흡인이 있었으나 재검사에서 정상, 지금은 일반식 드심.'],
    ['id', 'Tahun 2017 FEES menunjukkan aspirasi diam. Pemeriksaan ulang normal, makan biasa.'],
    ['vi', 'Năm 2017 nội soi thấy hít sặc thầm lặng. Kiểm tra lại bình thường, ăn uống bình thường.'],
    ['es', 'Aspiración silente en el estudio de 2017. Estudio de control normal, come normal desde entonces.'],
  ])('%s: low, the study finding is past', (_lang, symptoms) => {
    const r = evaluate({ symptoms, age: 70 });
    expect(r.level).toBe('low');
    expect(r.items.find((i) => i.code === 'aspiration_observed')?.status).toBe('past');
  });
});
