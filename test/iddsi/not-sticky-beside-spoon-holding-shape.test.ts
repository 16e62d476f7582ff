/**
 * Rule spoon_not_sticky (IDDSI Spoon Tilt Test: a Level 4 food is not sticky):
 * "not sticky" in German, Spanish, French, Italian and Portuguese is the passed stickiness check, never
 * the sticky Level 7. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';

const ROWS: readonly [lang: string, text: string][] = [
  ['de', 'Karottenpüree, ganz glatt, hält die Form, rutscht vom Löffel, klebt nicht'],
  ['es', 'puré de calabaza liso, mantiene la forma en la cuchara, se desliza fácil, no se pega'],
  ['fr', 'purée de carottes lisse, garde sa forme sur la cuillère, glisse facilement, ne colle pas'],
];

describe('spoon_not_sticky: "not sticky" beside a spoon that holds shape is a purée (Level 4)', () => {
  for (const [lang, text] of ROWS) {
    it(`${lang}: ${text}`, () => {
      const r = classifyText(text);
      expect(r.level, lang).toBe(4);
      expect(r.evidence.some((e) => e.code === 'spoon_not_sticky')).toBe(true);
    });
  }
});
