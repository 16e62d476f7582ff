/**
 * Everyday forms of drooling (zh), of swallowing twice told in the first
 * person (tl) and of pills "sticking halfway" (en). Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '../../shared/aspiration/screen';
import { findingStatus } from '../support/aspiration';

describe('sign drooling: saliva that often runs out (zh)', () => {
  it.each(['爺爺講嘢唔會咳，不過口水成日流出嚟。', '外公喝汤不呛，就是口水经常流到下巴。', '媽媽口水時常流出來，弄濕衣服。'])(
    'reads drooling as current: %s',
    (text) => {
      expect(findingStatus(text, 'drooling')).toBe('current');
    },
  );
});

describe('sign delayed_swallow: swallowing twice told in the first person (tl)', () => {
  it('reads it as current', () => {
    expect(findingStatus('Dalawang beses akong lumunok bago maubos ang kanin.', 'delayed_swallow')).toBe('current');
  });
});

describe('sign pills_sticking or food_sticking: "sticking halfway" (en)', () => {
  it('reads a capsule sticking halfway as current', () => {
    const text = 'The iron capsule keeps sticking halfway down.';
    const found = ['pills_sticking', 'food_sticking'].map((code) => findingStatus(text, code));
    expect(found).toContain('current');
  });
});

describe('a water swallow test named "con agua" (es) is the bedside water test', () => {
  it('reads a cough during it as a failed test (high) and a clean pass as nothing', () => {
    expect(screen({ symptoms: 'Prueba de deglución con agua: tos tras el segundo sorbo.' }).risk_level).toBe('high');
    expect(screen({ symptoms: 'Test de deglución con agua superado, sin tos ni voz húmeda.' }).risk_level).toBe('low');
  });
});

describe('red flags silent_aspiration_on_study and saliva_not_swallowed: "靜默性" and saliva kept in the mouth (zh)', () => {
  it.each(['吞咽造影报告：静默性误吸。', '婆婆做咗吞嚥檢查，話有靜默性吸入。', '伯伯口水積在口中，無法吞下，要抽口水。'])(
    'screens high: %s',
    (text) => {
      expect(screen({ symptoms: text }).risk_level).toBe('high');
    },
  );
});
