/**
 * Evidence paths that were over-confident as a class on the engine's first runs of sets it had not
 * been tuned on (issue 14; `npx tsx test/eval/confidence-audit.ts --first-runs`):
 * their answers stay below 0.8. The levels do not change; answers a reported IDDSI test or an exact
 * measure settles keep their confidence.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

const CONFIDENT = 0.8;

interface CappedPath {
  rule: { id: string; confidence: { cap: number } };
  what: string;
  texts: string[];
  level: number;
  /** How the calibration cell of every text begins. */
  cell: string;
}

const CAPPED: CappedPath[] = [
  {
    rule: RULES.HAZARD_AGAINST_TEXTURE,
    what: 'a hazard standing against the cut or texture words',
    texts: ['lamb cut into small cubes', 'ternera cortada en trocitos', '牛肉切成小粒'],
    level: 7,
    cell: 'standing_hazard:conflict:',
  },
  {
    rule: RULES.HAZARD_AGAINST_TEST,
    what: 'a hazard standing against a fork pressure test that agrees with the modified level',
    texts: [
      // the skin stands (rule TESTED_TENDER removes only the toughness of meat that squashes)
      'chicken with skin cut into 1.5 cm pieces, squashes under the fork pressure test',
      'pollo con piel en trozos de 1,5 cm, se aplasta con el tenedor',
    ],
    level: 7,
    cell: 'standing_hazard:',
  },
  {
    rule: RULES.HAZARD_ON_VAGUE_TEXTURE,
    what: 'a hazard raising a food only its usual form describes',
    texts: ['oatmeal with nuts', 'avena con pasas', 'お粥にピーナッツ'],
    level: 7,
    cell: 'standing_hazard:vague:',
  },
  {
    rule: RULES.PARTICLE_SIZE_APPROXIMATE,
    what: 'a rough or boundary piece size',
    texts: ['fish minced to roughly 3-4 mm, moist', 'pollo picado a unos 4 mm, húmedo, con salsa espesa', '鸡肉剁碎，大约4毫米，湿润'],
    level: 5,
    cell: 'particle:vague:modified',
  },
  {
    rule: RULES.TEST_SECOND_READING,
    what: "a test that reads the answer's level only second, a texture word having chosen it",
    texts: [
      'sweet potato mashed and minced, slides off the spoon easily when tilted',
      'camote machacado y picado, se desliza de la cuchara al inclinarla',
    ],
    level: 5,
    cell: 'test_words:',
  },
];

describe('evidence paths capped below 0.8', () => {
  for (const { rule, what, texts, level, cell } of CAPPED)
    it(`${rule.id}: ${what}`, () => {
      for (const text of texts) {
        const r = runEngine(text);
        expect({ text, level: r.level, cell: r.calibrationKey.startsWith(cell) }).toEqual({ text, level, cell: true });
        expect(r.confidence, text).toBeLessThanOrEqual(rule.confidence.cap);
      }
    });

  it('an exact piece size, or a test that reads the level first, stays confident', () => {
    for (const text of ['chicken minced to 4 mm, moist, thick gravy', 'carrot purée, smooth, slides off the spoon when tilted'])
      expect(runEngine(text).confidence, text).toBeGreaterThanOrEqual(CONFIDENT);
  });
});

describe(`${RULES.TEST_SETTLES_UNMODIFIED.id}: a measured test result that settles an unmodified answer`, () => {
  it('keeps a thin drink by its flow-test residue, and a regular food by its piece size, confident', () => {
    const floor = RULES.TEST_SETTLES_UNMODIFIED.confidence.floor;
    for (const [text, level] of [
      ['té, prueba de flujo: quedó 0 ml a los 10 segundos', 0],
      ['茶，IDDSI流动测试10秒后剩0毫升', 0],
      ['pollo en trozos de 3 cm', 7],
      ['roast potatoes cut into 3 cm chunks', 7],
    ] as const) {
      const r = runEngine(text);
      expect({ text, level: r.level }).toEqual({ text, level });
      expect(r.confidence, text).toBeGreaterThanOrEqual(floor);
    }
  });

  it('leaves the caps of what was not read or judged after it', () => {
    // a solid named beside the drink (rule SOLID_IN_CARRIER) still caps the thin answer
    const r = runEngine('tea with a biscuit, flow test 0 ml left after 10 s');
    expect(r.calibrationKey).toBe('flow:clear:unmodified');
    expect(r.confidence).toBeLessThan(CONFIDENT);
  });
});
