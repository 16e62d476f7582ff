/**
 * Review 12 (families' and partner apps' writing), findings 1, 2, 5-9: the eater's diet said with any verb of
 * need, what the carer saw against a stated drink level, jelly and bottle drinks, menu words, misspelt
 * negations and self-contradictory text. Phrases of our own, in several languages.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectSeenThinner } from '../support/iddsi';

describe(`${RULES.ROLE_NEED_VERB.id}: a diet the eater needs is a prescription, whatever the verb`, () => {
  it('sets aside a food diet before a verb of eating, and the food served keeps its usual level', () => {
    expectLevels([
      ['grandpa needs minced and moist ate pork ribs', 7, 'food'],
      ['my aunt requires pureed diet had roast lamb', 7, 'food'],
      ['abuelo necesita dieta triturada comió chuletas', 7, 'food'],
      ['kakek perlu bubur saring makan sate', 7, 'food'],
      ['ông cần ăn cháo xay ăn sườn nướng', 7, 'food'],
      ['爷爷需要糊餐 吃了排骨', 7, 'food'],
    ]);
  });

  it('sets aside a drink level the eater needs, and the drink served is judged as served', () => {
    expectLevels([
      ['grandma must have moderately thick gave her apple juice', 0, 'drink'],
      ['he takes mildly thick coffee', 0, 'drink'],
      ['abuela necesita líquidos néctar le di leche', 0, 'drink'],
      ['nenek harus minum kental sedang diberi teh', 0, 'drink'],
      ['kailangan ni lola ng moderately thick uminom ng kape', 0, 'drink'],
      ['แม่ต้องดื่มข้นปานกลาง ให้นม', 0, 'drink'],
    ]);
  });

  it("sets aside a trailing need clause that gives the eater's drinks or diet a level, after the food", () => {
    expectLevels([
      ['Oma hatte Götterspeise zum Nachtisch, sie bekommt angedickte Getränke', 0, 'drink'],
      ['strawberry jelly for pudding, she gets thickened drinks', 0, 'drink'],
      ['roast pork and crackling, he has a level 5 diet', 7, 'food'],
    ]);
  });

  it('keeps a trailing need clause that says how the item itself must be taken', () => {
    const r = runEngine('thickened orange juice, nothing came out of the syringe, she has to eat it with a spoon');
    expect(r.setAside).toEqual([]);
    expect(r.evidence.map((e) => e.id)).toContain('spoon_utensil');
  });

  it('names what it set aside, and keeps a level stated of the food itself', () => {
    const r = runEngine('uncle needs level 5 minced had beef stew');
    expect(r.setAside.length).toBeGreaterThan(0);
    expectLevels([['minced and moist beef, pieces 4 mm, no liquid', 5, 'food']]);
  });
});

describe(`${RULES.SEEN_THINNER_THAN_STATED.id}: what the carer saw outranks a thicker stated level`, () => {
  it('answers the thinner reading, with a test asked for and confidence capped, in several languages', () => {
    const rows: [string, number][] = [
      ['mildly thick juice but it is watery', 1],
      ['level 3 cocoa but runny', 2],
      ['nivel 2 pero está aguado', 1],
      ['二级稠但係好稀', 1],
      ['kental sedang tapi encer', 2],
      ['extremely thick custard but you can pour it', 3],
    ];
    expectSeenThinner(rows, RULES.SEEN_THINNER_THAN_STATED.confidence.cap);
  });

  it('keeps a stated level that a description, not an observation against it, goes with', () => {
    expectLevels([['líquido espesado tipo miel', 3, 'drink']]);
  });
});

describe(`${RULES.THICKENER_FAILED.id}: a thickener that did not work thickened nothing`, () => {
  it('reads the drink as thin, in several languages', () => {
    expectLevels([
      ['coffee with thickener but it did not thicken', 0, 'drink'],
      ['the thickener isnt working on the milk', 0, 'drink'],
      ['el espesante no funcionó en el zumo', 0, 'drink'],
      ['牛奶加了增稠剂但没有变稠', 0, 'drink'],
      ['ジュースにとろみがつかなかった', 0, 'drink'],
    ]);
  });
});

describe('misspelt negators: phone spellings negate as spelt ones do', () => {
  it('reads the fork drip and spoon tilt results under "dosnt", "dosent", "didnt", "dont"', () => {
    expectLevels([
      ['pumpkin puree, dosent drip through the fork prongs', 4, 'food'],
      ['custard didnt drip thru the fork, sits on top', 4, 'food'],
      ['the mash dont slide off the spoon, have to scrape it', 7, 'food'],
    ]);
  });

  it('negates what follows "didnt" and "dosnt" like "did not"', () => {
    const r = runEngine('bread soaked in milk, didnt blend it');
    expect(r.level).toBe(7);
  });
});

describe('jelly, formula and supplement drinks are drinks', () => {
  it('reads a drinkable jelly as a drink that melts, never a set Level 4 jelly', () => {
    for (const text of ['peach jelly drink pouch', '吸えるゼリー りんご味', 'minuman jeli rasa anggur']) {
      const r = runEngine(text);
      expect({ text, kind: r.kind, melts: r.hazards.some((h) => h.code === 'melts') }).toEqual({ text, kind: 'drink', melts: true });
    }
  });

  it('reads infant formula, cereal-thickened or anti-reflux formula and supplements as drinks no thicker than Level 1', () => {
    for (const text of [
      'bottle of formula with rice cereal',
      'anti-reflux formula at night',
      'sữa chống trào ngược',
      'nutritional supplement, vanilla',
    ]) {
      const r = runEngine(text);
      expect({ text, kind: r.kind, atMost1: r.level <= 1 }).toEqual({ text, kind: 'drink', atMost1: true });
    }
  });
});
