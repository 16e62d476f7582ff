/** The clinical safety bias (foods: the higher level; drinks: the thinner level) and the confidence it leaves. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { expectLevels } from '../support/iddsi';

describe('safety bias and confidence', () => {
  it('takes the higher level for split food evidence and the thinner for split drink evidence', () => {
    expect(classifyText('minced chicken, bite-sized').level).toBe(6);
    expect(classifyText('juice, slightly thick or mildly thick').level).toBe(1);
  });

  it('gives an unrecognised text a low confidence, never a confident level 7', () => {
    for (const text of ['asdfgh qwerty', '🙂🙂🙂', '12345', 'مرحبا بالعالم', 'The quick brown fox']) {
      const c = classifyText(text);
      expect(c.recognised, text).toBe(false);
      expect(c.confidence, text).toBeLessThanOrEqual(0.2);
      expect(c.strength).toBe('none');
    }
  });

  it('gives stronger evidence a higher confidence', () => {
    const flow = classifyText('thickened tea, 6 ml remained in the flow test after 10 s').confidence;
    const texture = classifyText('thickened tea').confidence;
    expect(flow).toBeGreaterThan(texture);
  });
});

describe('hedged thickness reads as the thinnest thickened level', () => {
  it('"a bit thick" is slightly thick, never moderately thick', () => {
    expectLevels([
      ['orange juice, a bit thick', 1, 'drink'],
      ['有点稠的豆浆', 1, 'drink'],
      ['zumo un poco espeso', 1, 'drink'],
      ['moderately thick milk', 3, 'drink'],
    ]);
  });
  it('thin probiotic drinks are thin', () => {
    expectLevels([['益力多', 0, 'drink']]);
  });
});
