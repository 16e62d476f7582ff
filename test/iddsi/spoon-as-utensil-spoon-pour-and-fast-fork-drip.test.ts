/**
 * Clinical review: spoon and fork cues that made drinks thicker than they are, closed as rules or
 * vocabulary held as data. Sentences are new, not the reviewer's.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.SPOON_UTENSIL_DRINK_NEUTRAL.id}: a spoon named as the utensil says nothing of a drink`, () => {
  it('answers thin drinks given by spoon as thin, in several languages', () => {
    expectLevels([
      ['apple juice, given with a teaspoon', 0, 'drink'],
      ['oat milk, con una cucharita', 0, 'drink'],
      ['ミルク ティースプーンで', 0, 'drink'],
      ['kopi susu pakai sendok teh', 0, 'drink'],
      ['nước cam bằng thìa', 0, 'drink'],
      ['orange juice mit dem Löffel', 0, 'drink'],
    ]);
  });
  it('keeps "spoon only" and "cannot be drunk" as Level 4 words', () => {
    expectLevels([['thickened juice, spoon only, cannot be drunk', 4, 'drink']]);
  });
});

describe(`${RULES.SPOON_POUR_DRINK_UNDECIDED.id}: a spoon pour does not decide among Levels 0-3`, () => {
  it('answers the thinnest level the words allow, needing the flow test, confidence capped', () => {
    const rows: [string, number][] = [
      ['thickened apple juice, when you tilt the spoon it runs off slowly', 1],
      ['jugo espesado, cae lentamente de la cuchara', 1],
      ['batido espeso, cae despacio de la cuchara', 1],
      ['hot chocolate, thickened, slides slowly off the spoon', 1],
    ];
    expectLevels(rows.map(([t, l]) => [t, l, 'drink'] as [string, number, 'drink']));
    for (const [text] of rows) {
      const r = classifyText(text);
      const capped = r.confidence <= RULES.SPOON_POUR_DRINK_UNDECIDED.confidence.cap;
      expect({ text, needs: r.needsTest, test: r.settlingTest, capped }).toEqual({ text, needs: true, test: 'flow', capped: true });
    }
  });
  it('leaves a blended or sieved soup, and a stated level, to their own reading', () => {
    expectLevels([
      ['blended lentil soup, sieved, pours slowly off the spoon', 3],
      ['thick apple juice pours off the spoon slowly, level 3', 3],
    ]);
  });
});

describe(`${RULES.FORK_DRIP_SPEED_IN_CLAUSE.id}: a fast drip through the fork is not Level 3`, () => {
  it('sets a Level 3 label aside for a drip said to be fast, in several languages', () => {
    expectLevels([
      ['orange juice, dripped through the fork quickly, labelled level 3', 0, 'drink'],
      ['nivel 3 zumo de piña, gotea entre los dientes del tenedor rápidamente', 0, 'drink'],
      ['moderately thick tea, drips through the prongs fast', 0, 'drink'],
      ['jus jeruk level 3, menetes lewat garpu cepat sekali', 0, 'drink'],
    ]);
  });
  it('keeps Level 3 for a slow drip', () => {
    expectLevels([['moderately thick custard drink, drips slowly through the fork', 3, 'drink']]);
  });
});

describe(`${RULES.SPOON_POUR_DRINK_UNDECIDED.id}: the spoon said by the Cantonese verb 舀起 (scooped up)`, () => {
  it('reads a thickened drink scooped up and running off slowly as the thinner level, at low confidence', () => {
    for (const t of ['檸檬茶加咗凝固粉，舀起會流落去，不過流得慢', '咖啡加咗凝固粉，舀起就流落去']) {
      const r = classifyText(t);
      expect({ t, kind: r.kind, level: r.level }).toEqual({ t, kind: 'drink', level: 1 });
      expect(r.confidence).toBeLessThanOrEqual(0.6);
    }
  });
  it('leaves a congee blended smooth and scooped up to its own spoon pour (Level 3 food)', () => {
    expect(classifyText('白粥打到好滑，舀起會流落去，不過流得慢').level).toBe(3);
  });
});
