import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

// Mild current signs that were read as nothing (moderate judged low, under-triage): an
// hour-long meal written with a digit, food that "stays stuck" (es pegada, th ติดๆ), a voice gone "mojadita",
// throat clearing in Tagalog, pain on swallowing with a degree word inside the Korean phrase, dry food that needs
// a lot of water to go down, several swallows per mouthful in Indonesian charting. Phrases of our own.
const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('mild-sign words the screen missed', () => {
  it.each([
    ['zh-CN', '奶奶每顿饭要吃1个小时，吃完很乏力'],
    ['es', 'el pan se le queda pegado en la garganta'],
    ['es', 'a veces tras beber la voz le suena mojadita'],
    ['tl', 'si lolo naglilinis ng lalamunan tuwing kumakain'],
    ['th', 'แม่บอกว่ากลืนข้าวแล้วเหมือนมีอะไรติดๆ คอ'],
    ['ko', '밥을 삼킬 때 목이 조금 아프대요'],
    ['zh-CN', '吃馒头要喝很多水才咽得下'],
    ['id', 'pasien menelan 2-3 kali per suapan'],
  ])('%s: %s is at least moderate', (_lang, text) => {
    expect(level(text)).not.toBe('low');
  });

  it('keeps ordinary look-alikes low', () => {
    expect(level('el niño se queda pegado a la tele mientras come, sin tos')).toBe('low');
    expect(level('pasien makan 3 kali per hari, habis')).toBe('low');
  });
});
