import { describe, expect, it } from 'vitest';
import { normalizeText, sourceSlice } from '../../shared/iddsi/text/normalize';

describe('text normalisation', () => {
  it('folds full-width forms, case and compatibility units (NFKC)', () => {
    expect(normalizeText('ＭＩＮＣＥＤ ４ｍｍ ㎖').norm).toBe('minced 4mm ml');
  });

  it('folds Traditional Chinese and Japanese kanji variants to one form', () => {
    expect(normalizeText('雞肉麵').norm).toBe(normalizeText('鸡肉面').norm);
    expect(normalizeText('阿華田').norm).toBe('阿华田');
    expect(normalizeText('鶏肉').norm).toBe(normalizeText('雞肉').norm);
  });

  it('removes Latin diacritics in the folded form but keeps them in the exact form', () => {
    const t = normalizeText('Nước lọc, puré');
    expect(t.norm).toBe('nuoc loc, pure');
    expect(t.exact).toBe('nước lọc, puré');
    expect(t.norm.length).toBe(t.exact.length);
  });

  it('keeps dashes for ranges in the exact form and spaces them in the folded form', () => {
    const t = normalizeText('bite-sized 3-4 mm');
    expect(t.norm).toBe('bite sized 3 4 mm');
    expect(t.exact).toBe('bite-sized 3-4 mm');
  });

  it('drops control, zero-width and bidi characters and collapses whitespace', () => {
    expect(normalizeText('  thick\u0007\u200b\u202e  gravy\n\n').norm).toBe('thick gravy');
  });

  it('writes ligatures as their letters and vulgar fractions as "a b/c", mapped back to the source', () => {
    expect(normalizeText('Bœuf, Œufs, Æble').norm).toBe('boeuf, oeufs, aeble');
    expect(normalizeText('1½ cm, ¾ inch').norm).toBe('1 1/2 cm, 3/4 inch');
    const t = normalizeText('bœuf 1½ cm');
    expect(sourceSlice(t, 0, 5)).toBe('bœuf');
    expect(sourceSlice(t, t.norm.indexOf('1 1/2'), t.norm.indexOf(' cm'))).toBe('1½');
  });

  it('reads Thai digits', () => {
    expect(normalizeText('๔ มม.').norm).toBe('4 มม.');
  });

  it('maps every unit back to the words the user typed', () => {
    const t = normalizeText('ＮＯ  Lumps');
    const at = t.norm.indexOf('lumps');
    expect(sourceSlice(t, at, at + 5)).toBe('Lumps');
  });
});

describe('normalizeText of a text longer than the short-string path', () => {
  it('keeps a surrogate pair whole and drops a lone surrogate, as the UTF-16 decoder it replaced did', () => {
    const t = normalizeText('a thin drink of apple juice, served cold \ud800 with ice 🧊 \udc00 and a straw');
    expect(t.norm).toBe('a thin drink of apple juice, served cold with ice 🧊 and a straw');
    expect(t.norm).not.toMatch(/\ufffd/);
  });
});
