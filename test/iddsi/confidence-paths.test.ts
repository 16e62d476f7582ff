/**
 * Evidence paths that were over-confident as a class on the engine's first runs of sets it had not
 * been tuned on (issue 14, eleventh session; `npx tsx test/eval/confidence-audit.ts`): their answers
 * stay below 0.8. The levels do not change; answers a reported IDDSI test or an exact measure
 * settles keep their confidence.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

const CONFIDENT = 0.8;

function expectCapped(texts: string[], level: number, keyStart: string, cap: number): void {
  for (const text of texts) {
    const r = runEngine(text);
    expect({ text, level: r.level, cell: r.calibrationKey.startsWith(keyStart) }).toEqual({ text, level, cell: true });
    expect(r.confidence, text).toBeLessThanOrEqual(cap);
  }
}

describe(`${RULES.HAZARD_AGAINST_TEXTURE.id}: a hazard standing against the texture words`, () => {
  it('keeps Level 7 below 0.8 when the cut or texture words say a modified level', () => {
    expectCapped(
      ['lamb cut into small cubes', 'ternera cortada en trocitos', '牛肉切成小粒'],
      7,
      'standing_hazard:conflict:',
      RULES.HAZARD_AGAINST_TEXTURE.confidence.cap,
    );
  });
});

describe(`${RULES.HAZARD_AGAINST_TEST.id}: a hazard standing against a reported test`, () => {
  it('caps Level 7 low when the fork pressure test agrees with the modified level', () => {
    expectCapped(
      [
        'duck meat cut into 1.5 cm pieces, squashes under the fork pressure test',
        'carne de res en trozos de 1,5 cm, se aplasta con el tenedor',
      ],
      7,
      'standing_hazard:',
      RULES.HAZARD_AGAINST_TEST.confidence.cap,
    );
  });
});

describe(`${RULES.HAZARD_ON_VAGUE_TEXTURE.id}: a hazard raising a food nothing clear describes`, () => {
  it('caps Level 7 when only the foods as usually served are named', () => {
    expectCapped(
      ['oatmeal with nuts', 'avena con pasas', 'お粥にピーナッツ'],
      7,
      'standing_hazard:vague:',
      RULES.HAZARD_ON_VAGUE_TEXTURE.confidence.cap,
    );
  });
});

describe(`${RULES.PARTICLE_SIZE_APPROXIMATE.id}: a rough or boundary piece size`, () => {
  it('keeps the level below 0.8 when the size is approximate', () => {
    expectCapped(
      ['fish minced to roughly 3-4 mm, moist', 'pollo picado a unos 4 mm, húmedo, con salsa espesa', '鸡肉剁碎，大约4毫米，湿润'],
      5,
      'particle:vague:modified',
      RULES.PARTICLE_SIZE_APPROXIMATE.confidence.cap,
    );
  });

  it('an exact size with moisture stays confident', () => {
    expect(runEngine('chicken minced to 4 mm, moist, thick gravy').confidence).toBeGreaterThanOrEqual(CONFIDENT);
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
