/**
 * Session 12 (Q&A, helper a): classes of the twelfth development sets, each tested on phrases of its own.
 */
import { describe, expect, it } from 'vitest';
import { outsideSubject, PRESSURE_CARE } from '../../shared/qa/scope';
import { textFeatures } from '../../shared/qa/text-features';

const outside = (q: string) => outsideSubject(textFeatures(q, { query: true }), q);

describe('pressure_care: turning a bed-bound person is nursing care, outside the articles', () => {
  it.each([
    'What is the best turning schedule for a resident who is bedridden?',
    'Which cushion helps a bedsore on the heel heal?',
    '院友長期臥床，幾耐要幫佢翻身一次？',
    '老人骶尾部有压疮，怎么换药？',
    '床ずれを防ぐには何時間ごとに体位変換すればいい？',
  ])('"%s" is outside', (question) => {
    expect(outside(question)).toBe(PRESSURE_CARE.about);
  });

  it('feeding in bed, posture or choking keeps it in scope', () => {
    for (const question of [
      'She lies in bed most of the day: how do I sit her up to feed her without choking?',
      '幫佢翻身坐起身餵飯，點樣先唔會嗆親？',
      '体位変換のあとで食事介助するときの姿勢は？',
    ])
      expect(outside(question)).toBeUndefined();
  });
});
