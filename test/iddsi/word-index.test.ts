/**
 * The one-pass word finder the text engine's age and flavour words use (shared/text/word-index.ts):
 * it must find what one indexOf scan per word found, overlapping places and one-unit words included.
 */
import { describe, expect, it } from 'vitest';
import { FirstUnitIndex, standsAlone } from '../../shared/text/word-index';

/** Every (word, start) an indexOf scan per word finds, in text order. */
function byIndexOf(words: string[], text: string): [number, number][] {
  const out: [number, number][] = [];
  words.forEach((w, i) => {
    for (let at = text.indexOf(w); at >= 0; at = text.indexOf(w, at + 1)) out.push([i, at]);
  });
  return out.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

function found(index: FirstUnitIndex, text: string): [number, number][] {
  const out: [number, number][] = [];
  index.some(text, (w, at) => {
    out.push([w, at]);
    return false;
  });
  return out;
}

describe('FirstUnitIndex', () => {
  const words = ['aa', 'aaa', 'ab', 'b', '味', '味道', 'รส', 'con gai'];
  const index = new FirstUnitIndex(words);

  it('finds every place of every word, overlapping ones too, as indexOf scans do', () => {
    for (const text of ['aaaab', 'b', '', 'xx 味道 味 รสชาติ', 'con gai con gai', 'a', 'baab aaa ab'])
      expect(found(index, text)).toEqual(byIndexOf(words, text));
  });

  it('stops at the first place a visit accepts', () => {
    const seen: number[] = [];
    const stopAt2 = (_w: number, at: number) => {
      seen.push(at);
      return at === 2;
    };
    expect(index.some('b ab aa', stopAt2)).toBe(true);
    expect(seen).toEqual([0, 2]);
  });

  it('refuses an empty word', () => {
    expect(() => new FirstUnitIndex(['ok', ''])).toThrow();
  });
});

describe('standsAlone', () => {
  it('keeps a Latin word off longer Latin words and lets CJK or Thai touch anything', () => {
    expect(standsAlone('my son is 4', 'son', 3)).toBe(true);
    expect(standsAlone('reason', 'son', 3)).toBe(false);
    expect(standsAlone('sons', 'son', 0)).toBe(false);
    expect(standsAlone('我儿子3岁', '儿子', 1)).toBe(true);
  });
});
