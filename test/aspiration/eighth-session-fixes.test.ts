/**
 * Word and clause classes the sign tables lacked, probed with wordings of our
 * own: Korean endings fused into a stem's last syllable, a meal duration told in the clause after its meal, a
 * Taglish count of swallows, and a contrast word straight after a comma or a Thai phrase space.
 */
import { describe, expect, it } from 'vitest';
import { KOREAN_FUSED_FINALS } from '../../shared/aspiration/lexicon';
import { evaluate } from '../../shared/aspiration/screen';

const at75 = (symptoms: string, diagnosis?: string) => evaluate({ symptoms, age: 75, diagnosis });
const codes = (symptoms: string) => at75(symptoms).items.map((i) => i.code);

describe('Korean fused endings (KOREAN_FUSED_FINALS)', () => {
  it('folds the three consonant endings that fuse into an open last syllable', () => {
    expect(Object.keys(KOREAN_FUSED_FINALS).sort()).toEqual(['mieum', 'nieun', 'rieul']);
  });

  it.each([
    ['-ㄹ (near-event)', '고기가 목에 걸릴 뻔했어요. 등을 두드려서 겨우 나왔어요.'],
    ['-ㄹ with a rescue in the same sentence', '어제 밥이 목에 걸릴 뻔해서 등을 쳐 줬어요.'],
  ])('%s: food nearly stuck with back blows is a choking episode', (_form, text) => {
    expect(codes(text)).toContain('choking');
    expect(at75(text).level).toBe('high');
  });

  it('a fused form alone is the sticking sign, current and at least moderate', () => {
    const r = at75('밥 먹을 때 목에 걸릴 때가 많아요.');
    expect(r.items.map((i) => i.code)).toContain('food_sticking');
    expect(r.level).not.toBe('low');
  });

  it('a denied fused form stays denied', () => {
    expect(at75('목에 걸릴 일 없고 잘 드세요.').level).toBe('low');
  });
});

describe('a meal duration told in the clause after its meal (slow: mealInSentence, the clause before)', () => {
  it.each([
    'Lunch used to take him twenty minutes, now it takes over an hour and he is worn out.',
    'Dinner was quick before, these days it takes much longer.',
  ])('"%s" is prolonged meals, a current mild sign', (text) => {
    expect(codes(text)).toContain('prolonged_meals');
    expect(at75(text).level).toBe('moderate');
  });

  it('tiredness from a walk next to normal eating is no meal sign', () => {
    expect(codes('Tired after her walk, eats her lunch normally.')).not.toContain('prolonged_meals');
  });

  it('a meal after the duration word, or two clauses before it, does not reach it', () => {
    expect(codes('Had soup at lunch, then watched TV, walked slowly to bed.')).not.toContain('prolonged_meals');
    expect(codes('Walks slowly with a frame, has her tea in the lounge.')).not.toContain('prolonged_meals');
  });
});

describe('Taglish: an English count after the Tagalog swallow verb (multiple_swallows)', () => {
  it.each(['Kailangan niya lumunok twice bago maubos yung tinapay.', 'Lumulunok twice si Lola para bumaba yung karne.'])(
    '"%s" is the multiple-swallow sign',
    (text) => {
      expect(codes(text)).toContain('delayed_swallow');
      expect(at75(text).level).toBe('moderate');
    },
  );
});

describe('a contrast word straight after a comma or a Thai space opens a new sentence', () => {
  it('Thai: a slow walk before "แต่" does not take the meal words after it', () => {
    const r = at75('เป็นพาร์กินสัน มือสั่น เดินช้า แต่กินข้าวเองได้ปกติ หมดจานทุกมื้อ', 'พาร์กินสัน');
    expect(r.items.map((i) => i.code)).not.toContain('prolonged_meals');
    expect(r.level).toBe('low');
  });

  it('Chinese: a recovery after "，不過" still resolves the event before it', () => {
    const r = at75('中風後食過一排糊餐，不過後來言語治療師再評估話已經OK，而家食返正常飯。', '中風');
    expect(r.level).toBe('low');
  });

  it('a current sign after the contrast is still read', () => {
    expect(at75('เคยเป็นอัมพฤกษ์ หายแล้ว แต่ตอนนี้สำลักน้ำทุกครั้งที่ดื่ม').level).toBe('high');
  });
});
