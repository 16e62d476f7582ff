/**
 * Review of session 29 (M1, M2, M2b, M3): a bare "drained" takes away only the broth of the food it is said of
 * (rule DRAINED_OWN_CARRIER); a part said kept after a list removal stands, and a level reached only by a list
 * removal is capped (REMOVAL_OF_LISTED_PARTS); a resident called by surname and title is the eater
 * (ROLE_PERSON_CLAUSE).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const hazardCodes = (text: string) => runEngine(text).hazards.map((h) => h.code);

describe(`${RULES.DRAINED_OWN_CARRIER.id}: "drained" said of another food leaves the broth`, () => {
  it('keeps the mixed consistency when another food was drained or the food went into a broth after', () => {
    for (const text of [
      'Minced chicken in thin watery broth, the rice was drained',
      'Nudeln abgetropft und dann in die dünne Hühnerbrühe gegeben',
      'Weetabix in milk, drained the tinned fruit',
      'Soft scrambled egg served in thin clear broth; drained the spinach first',
      'Pasta scolata, poi servita nel brodo di pollo',
      'Fideos escurridos y luego servidos en caldo',
      'Pâtes égouttées puis servies dans le bouillon',
      'congee runny with chicken pieces, drained the vegetables',
      'fish balls in clear soup, noodles drained',
      'Massa escorrida e depois servida no caldo',
    ])
      expect({ text, hazards: hazardCodes(text) }).toEqual({ text, hazards: expect.arrayContaining(['mixed_consistency']) });
  });

  it('never answers a food in broth as a drink', () => {
    for (const text of [
      'Minced chicken in thin watery broth, the rice was drained',
      'Nudeln abgetropft und dann in die dünne Hühnerbrühe gegeben',
    ])
      expect({ text, level: runEngine(text).level, kind: runEngine(text).kind }).toEqual({ text, level: 7, kind: 'food' });
  });

  it('still takes the broth away from the food drained of it', () => {
    expectLevels([
      ['silken tofu poached in stock, drained, 1 cm cubes, squashes under the side of a fork', 6],
      ['tofu en caldo, escurrido, en cubos de 1 cm, se aplasta con el tenedor', 6],
    ]);
  });
});

describe(`${RULES.REMOVAL_OF_LISTED_PARTS.id}: a part kept after the list, and the cap`, () => {
  it('keeps a hazard said left in after the removal', () => {
    for (const text of [
      'Lamb chop, fat and gristle cut away, bones left in, 1 cm pieces, squashes under the fork',
      'beef shin, sinew and fat trimmed away, bones still in, 1 cm pieces, soft',
    ]) {
      const r = runEngine(text);
      expect({ text, level: r.level, bones: hazardCodes(text).includes('bones') }).toEqual({ text, level: 7, bones: true });
    }
  });

  it('caps the confidence of a level reached by a list removal', () => {
    const text = 'lamb shoulder, bones, gristle and fat all cut away, braised, 1 cm pieces, squashes under the side of the fork';
    const r = runEngine(text);
    expect(r.level).toBe(6);
    expect(r.confidence).toBeLessThanOrEqual(RULES.REMOVAL_OF_LISTED_PARTS.confidence.cap);
  });
});

describe(`${RULES.ROLE_PERSON_CLAUSE.id}: a resident called by surname and title in Chinese`, () => {
  it("reads the level as the eater's order: the foods on the tray decide", () => {
    expectLevels([
      ['陈伯是四级糊状餐，托盘上有清蒸鱼、白米饭和菜心', 7],
      ['陳伯係四級糊餐，今日托盤上有蒸魚、白飯同菜心，我退咗返去', 7],
      ['李婆婆是四级糊餐，餐盘里有炒青菜和米饭', 7],
      ['黃生係五級碎餐，今日送咗叉燒飯上嚟', 7],
    ]);
  });

  it('leaves a level said of the food itself', () => {
    expectLevels([['陈伯是四级糊状餐，今天的南瓜糊很顺滑，匙羹倾侧会整团滑落', 4]]);
  });
});

describe(`${RULES.MEDICINE_NOT_FOOD.id}: a medicine word that names a sweet or a dish`, () => {
  it('keeps the hard words of a mint, a tablet sweet or patties', () => {
    for (const text of ['Un trozo de pastilla de menta dura', 'a piece of chocolate tablet, hard', 'Scottish tablet, hard and crumbly'])
      expect({ text, hazards: hazardCodes(text) }).toEqual({ text, hazards: expect.arrayContaining(['hard']) });
  });

  it('still sets aside what is said of the medicine', () => {
    expect(hazardCodes("his tablets are crushed, he has shepherd's pie")).toEqual([]);
  });
});
