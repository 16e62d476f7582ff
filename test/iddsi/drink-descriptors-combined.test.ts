/**
 * IDDSI's drink descriptors read together (rule DRINK_DESCRIPTORS_COMBINED). The
 * straw effort (none, mild, some or hard), the spoon pour (quick yet slower than water, slow) and the cup
 * describe one level together; one descriptor alone keeps the thinner reading.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

/** Each text gets its level as a drink, needs the flow test and stays under the rule's cap. */
function expectDescribed(rows: readonly [text: string, level: number][]): void {
  for (const [text, level] of rows) {
    const r = runEngine(text);
    expect({ text, level: r.level, kind: r.kind, needsTest: r.needsTest, capped: r.confidence < 0.8 }).toEqual({
      text,
      level,
      kind: 'drink',
      needsTest: true,
      capped: true,
    });
  }
}

describe('DRINK_DESCRIPTORS_COMBINED', () => {
  it('has a cap under 0.8', () => {
    expect(RULES.DRINK_DESCRIPTORS_COMBINED.confidence.cap).toBeLessThan(0.8);
  });

  it('reads Level 2: a quick pour slower than water, beside a mild straw effort or on its own', () => {
    expectDescribed([
      ['thickened apple juice, runs off the spoon quickly but slower than water, mild effort through a standard straw', 2],
      ['leche de almendras espesada, cae de la cuchara rapido pero mas lento que el agua', 2],
      ['椰子水加咗凝固粉，倒落匙羹流得好快但慢過水', 2],
      ['cà phê sữa pha bột làm đặc, chảy khỏi muỗng nhanh nhưng chậm hơn nước, hút ống hút hơi tốn sức', 2],
    ]);
  });

  it('reads Level 3: a hard or some-effort straw beside a cup or a slow pour', () => {
    expectDescribed([
      ['thickened cranberry juice, can drink it from a cup but some effort through a straw', 3],
      ['kopi susu dikasih pengental, bisa diminum dari gelas, susah disedot', 3],
      ['增稠后的豆浆，可以用杯子喝，吸管吸比较费力', 3],
      ['nilagyan ng pampalapot ang juice, kaya pa sa baso pero mahirap sipsipin sa straw', 3],
      ['trà sữa pha bột làm đặc, uống bằng ly, khó hút bằng ống hút', 3],
    ]);
  });

  it('reads Level 1 when the straw takes no effort beside the quick pour (the thinner of the two)', () => {
    expectDescribed([
      ['thickened cordial, pours off the spoon quickly but slower than water, easy through a straw', 1],
      // said as people say it ("goes up the straw easy")
      ['thickened tea, runs off the spoon quick, goes up the straw easy', 1],
    ]);
  });

  it('keeps the thinner reading for one descriptor alone', () => {
    expectLevels([
      ['thickened milk, hard to suck through a straw', 1, 'drink'],
      ['hot chocolate, drinkable from a cup', 0, 'drink'],
    ]);
  });
});
