import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

// Mild current signs read as nothing (saliva that keeps running, a felt lump or a
// swallow not cleared, thick drinks in Korean words), a water test named by its glass, a known managed dysphagia
// read as a new sign, tablets that stay stuck read as choking, and a denied blocked airway that still upgraded
// food sticking to choking (reading rule airway_denied_not_reached). Phrases of our own.
const screen = (symptoms: string) => evaluate({ symptoms });
const level = (symptoms: string) => screen(symptoms).level;

describe('mild-sign words the screen missed', () => {
  it.each([
    ['ko', '아버지가 식사 중에 침을 계속 흘리세요'],
    ['zh-CN', '爷爷喝汤的时候口水总是流'],
    ['zh-HK', '婆婆食粥嗰陣口水一直滴'],
    ['th', 'ตากินข้าวแล้วน้ำลายไหลไม่หยุด'],
    ['en', 'she says it feels like a lump when she swallows bread'],
    ['zh-HK', '爸爸話食完飯成日覺得嚥唔乾淨'],
    ['ja', '祖父はパンを食べると飲み込みきれない感じがするそうです'],
    ['es', 'dice que siente como un nudo en la garganta al comer arroz'],
    ['ko', '퇴원 후 걸쭉한 음료수만 드시고 있어요'],
  ])('%s: %s is at least moderate', (_lang, text) => {
    expect(level(text)).not.toBe('low');
  });
});

describe('a water test named by its glass', () => {
  it('reads a failed "prueba del vaso de agua" as a failed bedside test', () => {
    expect(level('Prueba del vaso de agua no superada: tos tras el segundo trago.')).toBe('high');
  });
  it('keeps a glass of water drunk at home a glass of water', () => {
    expect(level('Se tomó un vaso de agua con la pastilla, sin problema.')).toBe('low');
  });
});

describe('known managed dysphagia is the impairment, not a new sign', () => {
  it.each([
    ['en', 'MND, known dysphagia, minced and moist diet, ate well today'],
    ['es', 'Ictus antiguo, disfagia conocida, dieta triturada, come bien'],
    ['zh-CN', '帕金森，已知吞咽困难，吃糊餐，最近都还好'],
  ])('%s: %s is moderate (current_impairment_without_sign)', (_lang, text) => {
    const result = screen(text);
    expect(result.level).toBe('moderate');
    expect(result.rules).toContain('current_impairment_without_sign');
  });
  it('still raises a known dysphagia with a current cough at every meal', () => {
    expect(level('known dysphagia, coughs at every meal')).toBe('high');
  });
});

describe('tablets that stay stuck are sticking, not a choking episode', () => {
  it('reads "se le quedan atorados" as tablets sticking (moderate)', () => {
    expect(level('Las cápsulas de hierro se le quedan atorados en la garganta, la comida bien.')).toBe('moderate');
  });
});

describe('airway_denied_not_reached', () => {
  it.each([
    ['en', "Gran feels food sticking now and then, but never choked or couldn't breathe"],
    ['th', 'พ่อกินขนมปังแล้วรู้สึกติดคอบางครั้ง แต่ไม่เคยสำลักหรือติดจนหายใจไม่ออก'],
  ])('%s: a denied blocked airway leaves food sticking moderate', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
  it('keeps a blocked airway that was told a choking episode', () => {
    expect(level('A bit of chicken stuck in his throat. We had to slap his back.')).toBe('high');
    expect(level('Bread got stuck in her throat and she could not breathe')).toBe('high');
  });
});

describe('a recovery told as "gradually got better" and a cough after a gulp', () => {
  it.each([
    ['zh-CN', '外婆五年前中风后吃东西有点困难，后来慢慢恢复了，现在吃饭都正常'],
    ['zh-HK', '婆婆中風之後食嘢好慢，慢慢好返啦，而家食得正常'],
  ])('%s: %s stays low (a resolved history)', (_lang, text) => {
    expect(level(text)).toBe('low');
  });
  it('keeps eating slowly now a mild sign', () => {
    expect(level('爷爷最近吃饭慢慢的，要一个小时')).not.toBe('low');
  });
  it('reads "de un jalón" as a gulp: one protective cough stays low, a cough at every drink does not', () => {
    expect(level('Mi abuela se bebió el jugo de un jalón y tosió una vez; a sorbos pequeños está bien.')).toBe('low');
    expect(level('Tose cada vez que bebe, aunque no lo tome de un jalón')).not.toBe('low');
  });
});
