/**
 * Vocabulary read by three rules: water spinach (its hollow stems stay stringy however it is cut or
 * cooked) is a fibrous food (rule HAZARD_SURVIVES); British biscuit names are biscuits, dry and crunchy,
 * not the custard or cream in their names; "the whole lot flowed" said with 流完 / 一点没剩 is the flow
 * test's emptied syringe (rule FLOW_EMPTIED); "nobody added thickener" negates the thickener. Sentences
 * are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.HAZARD_SURVIVES.id}: water spinach cut small keeps its stringy stems`, () => {
  it('in the languages that cook it', () => {
    expectLevels([
      ['water spinach stir fried, chopped to 1 cm, soft', 7, 'food'],
      ['kangkung tumis, dipotong kecil-kecil 1 cm', 7, 'food'],
      ['adobong kangkong, hiniwa nang maliit', 7, 'food'],
      ['腐乳通菜切到一厘米，好腍', 7, 'food'],
      ['空心菜炒软了切成小段', 7, 'food'],
      ['rau muống luộc cắt nhỏ 1 cm', 7, 'food'],
      ['ผัดผักบุ้งหั่นชิ้นเล็ก 1 ซม.', 7, 'food'],
    ]);
    expect(classifyText('kangkung tumis, dipotong kecil-kecil 1 cm').hazards.map((h) => h.code)).toContain('fibrous');
  });
  it('blended smooth and sieved, the strings are gone', () => {
    expectLevels([['water spinach blended smooth and sieved, holds its shape on a tilted spoon', 4, 'food']]);
  });
});

describe('biscuit names are biscuits: dry and crunchy, not a custard', () => {
  it('a custard cream or a rich tea is Level 7 with its hazards', () => {
    const c = classifyText('two custard creams on a saucer for the lady in bed 4');
    expect([c.level, c.kind]).toEqual([7, 'food']);
    expect(c.hazards.map((h) => h.code)).toEqual(expect.arrayContaining(['dry', 'crunchy']));
    expectLevels([
      ['a rich tea biscuit with his afternoon cuppa', 7, 'food'],
      ['ginger nuts for dad, he likes them with coffee', 7, 'food'],
    ]);
  });
  it('a plain custard keeps its own reading', () => {
    expectLevels([['smooth set custard, holds on the spoon and slides off', 4, 'food']]);
  });
});

describe(`${RULES.FLOW_EMPTIED.id}: 流完 and 一点没剩 after a flow test say the syringe emptied`, () => {
  it('decides over a thicker label', () => {
    expectLevels([
      ['这瓶增稠果汁标签写3级，针筒测试10秒全部流完', 0, 'drink'],
      ['针筒测试：加稠茶10秒后一点都没剩', 0, 'drink'],
    ]);
  });
  it('一点没剩 outside a flow test is no flow result', () => {
    const c = classifyText('他把粥吃完了，一点没剩');
    expect(c.evidence.some((e) => e.code === 'all_drained')).toBe(false);
  });
});

describe('"nobody" negates a thing added, not a thing seen or removed', () => {
  it('the drink is served thin', () => {
    expectLevels([
      ['orange juice went out at lunch, nobody added thickener', 0, 'drink'],
      ['coffee for Mr B, no one added any thickener to it', 0, 'drink'],
    ]);
  });
  it('reaches over an auxiliary ("no one has added"), and a hazard nobody saw or removed stands', () => {
    expectLevels([['lemon tea, no one has added thickener', 0, 'drink']]);
    for (const text of [
      'minced fish, no one checked for bones',
      'no one noticed the bones in the fish',
      'nobody removed the bones from the fish',
    ]) {
      expect(
        classifyText(text).hazards.map((h) => h.code),
        text,
      ).toContain('bones');
    }
  });
});

describe(`${RULES.BLENDED_SOUP_DRUNK_UNTESTED.id}: a soup only blended and drunk leans to the thinnest drink`, () => {
  it('untested, in several languages, with the flow test asked', () => {
    expectLevels([
      ['leek and potato soup, blended and strained, he sips it from a mug', 0, 'drink'],
      ['sup labu diblender halus, diminum pakai gelas', 0, 'drink'],
      ['南瓜湯打到好滑，用杯飲', 0, 'drink'],
    ]);
    const c = classifyText('leek and potato soup, blended and strained, he sips it from a mug');
    expect(c.needsTest).toBe(true);
    expect(c.settlingTest).toBe('flow');
    expect(c.confidence).toBeLessThanOrEqual(RULES.SOUP_OR_JELLY_UNTESTED.confidence.cap);
  });
  it('a thickness word, a test or a stated level decides as usual', () => {
    expectLevels([
      ['blended soup, drips slowly through the fork in dollops, from a cup', 3, 'drink'],
      ['blended soup, flow test left 6 ml, he drinks it from a cup', 2, 'drink'],
    ]);
  });
});

describe('"the whole thing" is how much was drunk, not a whole piece', () => {
  it('a juice box drunk to the end stays a thin drink', () => {
    expectLevels([['a juice box for grandpa, he drank the whole lot in one go', 0, 'drink']]);
    expect(classifyText('she drank the whole thing, apple juice').evidence.map((e) => e.code)).not.toContain('whole');
  });
});
