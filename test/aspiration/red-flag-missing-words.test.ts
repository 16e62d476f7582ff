import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

// Red-flag words the tables lacked (high judged low, the dangerous miss): Korean 끼니 (a meal), an
// English "bubbly" voice and "thru", Tagalog "yung" for "ang" before the voice. Phrases of our own.
const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('red-flag words the screen missed', () => {
  it('reads 끼니 as a meal, so a cough at every meal is persistent', () => {
    expect(level('아버지가 끼니마다 기침을 하세요')).toBe('high');
    expect(level('끼니 때 가끔 기침해요')).toBe('moderate');
    expect(level('끼니를 거르지 않고 잘 드세요')).toBe('low');
  });

  it('reads a bubbly voice after drinking as a wet voice, and "thru" as "through"', () => {
    expect(level('his voice gets bubbly after the juice')).toBe('high');
    expect(level('sounds like he is talking thru water after a drink')).toBe('high');
    expect(level('she is bubbly and chatty, eats and drinks fine')).toBe('low');
  });

  it('reads Tagalog "yung boses" like "ang boses"', () => {
    expect(level('pagkatapos kumain, may tubig yung boses ni lola')).toBe('high');
  });
});
