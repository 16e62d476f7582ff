/** Drinks read as honey or food, approximations, hedged drink levels, soups, baby drinks. */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { runEngine } from '../../shared/iddsi/text/engine';
import { expectLevels } from '../support/iddsi';

describe('a cordial or honey drink is a thin drink, not honey-thick', () => {
  it('reads syrups and honey drinks made with water as thin drinks in each language', () => {
    expectLevels([
      ['sirup cocopandan', 0, 'drink'],
      ['air sirup', 0, 'drink'],
      ['segelas air sirap bandung', 0, 'drink'],
      ['はちみつドリンク', 0, 'drink'],
      ['ハニーレモン', 0, 'drink'],
      ['syrup and water', 0, 'drink'],
      ['jarabe con agua', 0, 'drink'],
    ]);
  });
  it('keeps honey itself and the legacy honey-thick comparison', () => {
    expectLevels([['honey consistency', 3, 'drink']]);
  });
});

describe('a drink whose name is also a food word stays a drink', () => {
  it('reads squash, barley and oat drinks in a vessel as drinks', () => {
    expectLevels([
      ['a mug of squash', 0, 'drink'],
      ['squash with water', 0, 'drink'],
      ['a cup of barley', 0, 'drink'],
      ['lemon barley drink', 0, 'drink'],
      ['un vaso de avena', 0, 'drink'],
      ['avena fría', 0, 'drink'],
    ]);
  });
  it('reads <fruit, vegetable, nut>汁 as a juice and keeps 汁 of meat a gravy', () => {
    expectLevels([
      ['椰子汁', 0, 'drink'],
      ['芒果汁', 0, 'drink'],
      ['百香果汁', 0, 'drink'],
      ['杏仁汁', 0, 'drink'],
      ['红萝卜汁', 0, 'drink'],
      ['ざくろジュース', 0, 'drink'],
    ]);
  });
  it('reads a licuado of fruit as a blended drink to be flow-tested', () => {
    expectLevels([['licuado de fresa', 1, 'drink']]);
  });
});

/** Each text is answered `level` with needs_test and at most `cap`. */
function expectCapped(rows: readonly [text: string, level: number][], cap: number): void {
  for (const [text, level] of rows) {
    const r = runEngine(text);
    expect({ text, level: r.level, needsTest: r.needsTest, capped: r.confidence <= cap }).toEqual({
      text,
      level,
      needsTest: true,
      capped: true,
    });
  }
}

describe('rule HEDGED_CLAIM: a hedged stated drink level keeps its level, not the confidence of a finding', () => {
  it('caps a stated drink level the writer is unsure of, in several languages', () => {
    expectCapped(
      [
        ['level 3, i reckon', 3],
        ['mildly thick tea, not tested', 2],
        ['moderately thick juice, never tested', 3],
        ['nivel 2 creo que', 2],
      ],
      RULES.HEDGED_CLAIM.confidence.cap,
    );
  });
});

describe('rule APPROXIMATE_CLAIM: an approximate level or texture is not a finding', () => {
  it('reads a food almost at a level at Level 7 and a drink no thicker than stated, capped', () => {
    expectCapped(
      [
        ['almost level 6 soft food', 7],
        ['casi nivel 4, con grumitos', 7],
        ['ほぼミキサー食', 7],
        ['halos level 5 na minced', 7],
        ['not quite moderately thick', 3],
        ['中度稠 差不多', 3],
        ['hampir kental sedang', 3],
      ],
      RULES.HEDGED_CLAIM.confidence.cap,
    );
  });
  it('keeps measures: "about 2 cm" still measures a food', () => {
    expectLevels([['cut about 1.5 cm, soft and tender, breaks with a fork', 6, 'food']]);
  });
});

describe('everyday drinks and foods are read', () => {
  it('reads herbal teas, coffee, cocoa and soft drinks by their everyday names', () => {
    expectLevels([
      ['一杯大红袍', 0, 'drink'],
      ['jamu kunyit asam hangat', 0, 'drink'],
      ['mate cocido con azúcar', 0, 'drink'],
      ['cafe de olla', 0, 'drink'],
      ['tsokolate de batirol', 0, 'drink'],
      ['chocolate a la taza', 0, 'drink'],
      ['a glass of vitamilk', 0, 'drink'],
      ['lager shandy', 0, 'drink'],
    ]);
  });
  it('reads hard and sticky foods named in everyday words at Level 7', () => {
    expectLevels([
      ['cacahuetes tostados', 7, 'food'],
      ['canchita', 7, 'food'],
      ['おもち', 7, 'food'],
    ]);
  });
});

describe('jelly with fruit or nata de coco in it is a mixed consistency', () => {
  it('reads fruit and coconut-gel pieces set in jelly at Level 7 in each language', () => {
    expectLevels([
      ['jelly with fruit cocktail', 7, 'food'],
      ['フルーツ入りゼリー', 7, 'food'],
      ['水果果冻', 7, 'food'],
      ['gelatina de mosaico', 7, 'food'],
      ['thạch hoa quả', 7, 'food'],
      ['ナタデココ', 7, 'food'],
    ]);
  });
});
