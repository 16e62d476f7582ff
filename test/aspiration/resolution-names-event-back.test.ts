/** A resolution that names the event before it, and Korean 가글거리 as a wet voice. */
import { describe, expect, it } from 'vitest';
import { findingStatus, riskLevel } from '../support/aspiration';

describe('rule resolution_names_event_back', () => {
  it.each([
    'Coughed on orange juice in August but that has resolved.',
    'Choked on a grape in June. It has resolved now.',
    'Wet voice after soup in May, it is all sorted now',
    'Choked on rice in April but all sorted since',
  ])('reads the event before "that has resolved" as history: %s', (text) => {
    expect(riskLevel(text)).toBe('low');
  });

  it('leaves an every-time or still-going sign current', () => {
    expect(findingStatus('Chokes on bread every meal but that has resolved.', 'choking')).toBe('current');
    expect(findingStatus('Still coughs on tea but that has resolved.', 'cough_during_meals')).toBe('current');
  });

  it('does not read a resolution asked about', () => {
    expect(findingStatus('Coughing when she drinks milk, that has resolved?', 'cough_during_meals')).toBe('current');
  });

  it('does not reach past a recovery that names a thing of its own', () => {
    expect(findingStatus('Coughs on water, but the pneumonia has resolved.', 'cough_during_meals')).toBe('current');
  });

  it('keeps a current sign told after the resolution', () => {
    expect(riskLevel('Choked on fish in May, that has resolved, but now she coughs at every meal')).toBe('high');
  });
});

describe('Korean 가글거리 as a wet voice', () => {
  it.each(['주스를 마시고 나면 목소리가 가글거려요', '우유 마신 뒤 목소리가 가글거렸어요', '국을 먹으면 목에서 가글가글 소리가 나요'])(
    'reads a wet voice after drinks: %s',
    (text) => {
      expect(findingStatus(text, 'wet_voice')).toBe('current');
    },
  );

  it('does not read gargling with mouthwash as a sign', () => {
    expect(riskLevel('입을 헹굴 때 가글을 해요')).toBe('low');
  });
});
