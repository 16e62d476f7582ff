/**
 * Review 13, findings 4, 5, 6 and 10: a watery word beside a drink level, vessel words beside solid foods,
 * soups named by a solid ingredient, and thickener said to leave the drink like water. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectSeenThinner } from '../support/iddsi';

describe(`${RULES.SEEN_WATERY_BESIDE_LEVEL.id}: a watery word beside a drink level, with no "but"`, () => {
  it('answers below the stated level, with a test asked for and confidence capped, in several languages', () => {
    const rows: [string, number][] = [
      ['runny mildly thick cocoa', 1],
      ['level 2 milk, watery', 1],
      ['好稀嘅輕度稠奶茶', 1],
      ['とろみ牛乳 薄いとろみ 水っぽかった', 1],
      ['kopi kental sedang encer', 2],
      ['sữa đặc vừa loãng', 2],
      ['té nivel 2 aguado', 1],
      ['Tee mäßig dickflüssig, wässrig', 2],
    ];
    expectSeenThinner(rows, RULES.SEEN_THINNER_THAN_STATED.confidence.cap);
  });

  it('keeps the level when the watery word is negated or only names a liquid', () => {
    expectLevels([
      ['mildly thick cocoa, not runny', 2, 'drink'],
      ['líquido espesado nivel 2', 2, 'drink'],
    ]);
  });
});

describe(`${RULES.VESSEL_OF_SOLID_FOOD.id}: a cup of a solid food is that food`, () => {
  it('reads the food with its hazards, in several languages', () => {
    expectLevels([
      ['a mug of blueberries for grandma', 7, 'food'],
      ['a glass of corn kernels', 7, 'food'],
      ['ぶどう一杯', 7, 'food'],
      ['un vaso de cerezas', 7, 'food'],
      ['segelas anggur', 7, 'food'],
      ['a can of peaches', 7, 'food'],
    ]);
  });

  it('keeps a vessel of a drink a drink, and reads brand soft drinks as thin', () => {
    expectLevels([
      ['a mug of cocoa', 0, 'drink'],
      ['una taza de té', 0, 'drink'],
      ['a can of Fanta', 0, 'drink'],
      ['Diet Pepsi', 0, 'drink'],
      ['七喜 一罐', 0, 'drink'],
      ['코카콜라', 0, 'drink'],
    ]);
  });

  it('gives whole round fruit and cherry tomatoes the round hazard', () => {
    for (const text of ['cherries', 'a handful of grape tomatoes', 'ミニトマト', 'arándanos']) {
      const r = runEngine(text);
      expect({ text, round: r.hazards.some((h) => h.code === 'round_long') }).toEqual({ text, round: true });
    }
  });
});

describe(`${RULES.SOUP_NAMED_BY_PIECES.id}: a soup named by a solid holds pieces of it`, () => {
  it('answers a mixed consistency, confidence capped, in several languages', () => {
    for (const text of ['bean soup for lunch', 'Erbsensuppe', 'súp rau củ', 'sopa de papa', 'куриный суп', '蔬菜汤']) {
      const r = runEngine(text);
      const capped = r.confidence <= RULES.SOUP_NAMED_BY_PIECES.confidence.cap;
      expect({ text, level: r.level, mixed: r.hazards.some((h) => h.code === 'mixed_consistency'), capped }).toEqual({
        text,
        level: 7,
        mixed: true,
        capped: true,
      });
    }
  });

  it('reads it as the generic soup once blended or strained', () => {
    expectLevels([
      ['beef soup, strained', 0, 'drink'],
      ['blended lentil soup', 3, 'drink'],
    ]);
  });
});

describe(`${RULES.THICKENED_STILL_LIKE_WATER.id}: thickener added, yet like water`, () => {
  it('answers Level 0 with a test asked for, in several languages', () => {
    for (const text of [
      'used thickener in his juice but it is still like water',
      'le puse espesante al jugo y quedó como agua',
      'とろみ剤を使ったのにお茶が水のよう',
      'nilagyan ko ng pampalapot ang juice pero parang tubig',
      'đã pha bột làm đặc vào sữa mà vẫn như nước',
    ]) {
      const r = runEngine(text);
      expect({ text, level: r.level, needsTest: r.needsTest }).toEqual({ text, level: 0, needsTest: true });
    }
  });

  it('keeps Level 1 or more when the comparison is negated or says slower than water', () => {
    expectLevels([
      ['thickened juice, not like water', 1, 'drink'],
      ['used thickener, still runny', 1, 'drink'],
    ]);
  });
});
