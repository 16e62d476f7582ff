/** Rules PLATE_MOST_DEMANDING and ADDED_TO_BASE_FLOOR: the hardest part of a plate sets its level. */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.PLATE_MOST_DEMANDING.id}: a soft side does not lower the meat`, () => {
  it('keeps a stew or curry served with a soft side at the level of the stew, in several languages', () => {
    expectLevels([
      ['goulash with boiled potatoes', 7, 'food'],
      ['estofado con patatas', 7, 'food'],
      ['kari ayam dengan kentang', 7, 'food'],
      ['ginataang manok na may patatas', 7, 'food'],
      ['咖喱鸡配薯仔', 7, 'food'],
    ]);
  });
  it('leaves the choice to the test when the plate could be either', () => {
    expect(runEngine('goulash with boiled potatoes').needsTest).toBe(true);
  });
});

describe(`${RULES.ADDED_TO_BASE_FLOOR.id}: a solid added to a smooth or minced base is a piece in it`, () => {
  it('raises a porridge, congee or mash with an egg added to the egg', () => {
    expectLevels([
      ['porridge with hard boiled egg', 7, 'food'],
      ['粥加煎蛋', 7, 'food'],
      ['bubur dengan telur rebus', 7, 'food'],
      ['oatmeal na may nilagang itlog', 7, 'food'],
      ['pure de patatas con huevo duro', 7, 'food'],
      ['purée de pommes de terre avec oeuf dur', 7, 'food'],
    ]);
  });
  it('names the dry sponge added to a smooth pudding', () => {
    expectStandingHazard(['semolina with sponge fingers'], 7, 'dry');
  });
  it('raises a base the words called smooth, with needs_test and a capped confidence', () => {
    const r = runEngine('smooth semolina with a boiled egg');
    expect({ level: r.level, needsTest: r.needsTest }).toEqual({ level: 7, needsTest: true });
    expect(r.confidence).toBeLessThanOrEqual(RULES.ADDED_TO_BASE_FLOOR.confidence.cap);
  });
  it('keeps the base level when the food was blended or minced into it', () => {
    expectLevels([
      ['porridge with egg, blended', 4, 'food'],
      ['puré de patatas con huevo triturado', 4, 'food'],
    ]);
  });
});

describe(`${RULES.STATED_LEVEL_WHOLE_DISH.id}: an adjective beside a stated level prepares no whole cut`, () => {
  it('keeps a whole cut called soft under a stated level tough, and asks for the test', () => {
    expectStandingHazard(['level 6 pork chop, tender', 'nivel 6 chuleta, blanda', '6级 猪扒 软'], 7, 'tough_fibrous');
    expect(runEngine('level 6 lamb chop, soft').needsTest).toBe(true);
  });
  it('still takes a size or mincing word as a preparation', () => {
    expectLevels([['level 6 pork chop cut into 1.5 cm pieces', 6, 'food']]);
  });
});
