/** The clinical safety bias (foods: the higher level; drinks: the thinner level) and the confidence it leaves. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { runEngine } from '../../shared/iddsi/text/engine';
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
  it('reads "kinda / sort of thick" and "plutôt épais" as the same hedge', () => {
    expectLevels([
      ['her tomato soup, kind of thick, she sips it', 1, 'drink'],
      ['mango lassi, sorta thick', 1, 'drink'],
      ['velouté plutôt épais, il le boit au bol', 1, 'drink'],
    ]);
  });
  it('thin probiotic drinks are thin', () => {
    expectLevels([['益力多', 0, 'drink']]);
  });
});

describe('safety bias on vague text: a drink called only "thick" leans thinner', () => {
  it('answers a thick juice, milk or tea with no degree at Level 2, never thicker than its least-thick reading', () => {
    for (const text of ['a thick fruit juice', 'ชานมข้นๆ', 'jugo espeso']) {
      const r = runEngine(text);
      expect({ text, kind: r.kind, atMost2: r.level <= 2, needsTest: r.needsTest }).toEqual({
        text,
        kind: 'drink',
        atMost2: true,
        needsTest: true,
      });
    }
  });

  it('reads a single vague food word ("mush") as the higher of its levels, with the test that settles it', () => {
    const r = runEngine('carrot mush');
    expect(r.level).toBe(5);
    expect(r.needsTest).toBe(true);
  });
});

describe('SOLID_BITS_IN_LIQUID and juice: a fruit juiced and strained with nothing thickening it is a thin drink', () => {
  it('reads "blended into juice, strained, no thickener" in English and Chinese as Level 0', () => {
    for (const text of ['pear peeled, blended into juice and strained, no thickener added', '梨去皮，打成汁，隔渣，冇加凝固粉']) {
      const r = runEngine(text);
      expect({ text, level: r.level, kind: r.kind }).toEqual({ text, level: 0, kind: 'drink' });
    }
  });

  it('keeps grated fruit whose juice separates from the pulp at Level 7', () => {
    expect(runEngine('すりおろした桃。汁と果肉が分かれてる').level).toBe(7);
  });
});

describe('SOFT_WITHOUT_SIZE: a dish only called soft is not bite-sized', () => {
  it('keeps a dish served whole and only called soft at Level 7, and reaches Level 6 once a size is given', () => {
    expect(runEngine('soft cannelloni for lunch').level).toBe(7);
    expect(runEngine('soft cannelloni cut into 1.5 cm pieces, squashes with a fork').level).toBe(6);
  });

  it('leaves soft rice or vegetables (not a dish served whole) to their texture words', () => {
    expect(runEngine('nasi putih lembek').level).toBe(6);
  });
});
