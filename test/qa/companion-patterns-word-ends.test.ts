/**
 * The words a companion fact is recognised by are words, not fragments: "test" is not "testament", 骨 of a
 * fracture (骨折) or of the breastbone is not a bone taken out of food, 脑卒中 (stroke) names no nerve or muscle,
 * vegetables blanched in a recipe are not a thumbnail blanching under a fork. Each rule keeps firing on its own
 * wording and stops on the look-alike.
 */
import { describe, expect, it } from 'vitest';
import { COMPANION_FACTS, companionFactsFor, statesFact } from '../../shared/qa/companion-facts';
import { textFeatures } from '../../shared/qa/text-features';

const rule = (id: string) => COMPANION_FACTS.find((f) => f.id === id)!;
const asked = (question: string) =>
  companionFactsFor({ features: textFeatures(question, { query: true }), shapes: [], intents: [], comparison: false, text: question }).map(
    (f) => f.id,
  );
/** A sentence carrying the rule's required features, so that only its words decide. */
const states = (id: string, text: string) => statesFact(rule(id), { text, features: new Map(rule(id).states.map((s) => [s, 1])) });

describe('swallow-assessment-carries-instrumental: "test" as a word', () => {
  it.each(['Who decides his level, and who tests his swallow?', 'Who decides the level and who is testing her swallowing?'])(
    'asks an assessment: "%s"',
    (q) => {
      expect(asked(q)).toContain('swallow-assessment-carries-instrumental');
    },
  );

  it.each(['Who decides the level? Who tested the new custard recipe?', 'Who decides her level now that her testament names her son?'])(
    'a look-alike asks none: "%s"',
    (q) => {
      expect(asked(q)).not.toContain('swallow-assessment-carries-instrumental');
    },
  );
});

describe("meal-preparation-carries-method: a bone taken out of food, not the body's", () => {
  it.each([
    ['en', 'Take out every bone, then blend the fish with its sauce.'],
    ['zh-HK', '先去清雞骨，再加醬汁攪拌。'],
    ['zh-CN', '先去掉猪骨头，再加酱汁打碎。'],
    ['ja', '鶏の骨を取り除き、ソースと一緒にミキサーにかけます。'],
  ])('states the method (%s): "%s"', (_l, text) => {
    expect(states('meal-preparation-carries-method', text)).toBe(true);
  });

  it.each([
    ['zh-HK', '佢上年骨折之後，食物要加醬汁攪拌。'],
    ['zh-CN', '老人有骨质疏松，饭菜加酱汁打碎。'],
    ['zh-HK', '胸骨下端附近唔好壓，食物加醬汁打爛。'],
    ['ja', '骨折のあと、食事はソースと混ぜます。'],
  ])('a body\'s bone does not (%s): "%s"', (_l, text) => {
    expect(states('meal-preparation-carries-method', text)).toBe(false);
  });
});

describe("dysphagia-definition-carries-causes: nerves and muscles, not stroke's own word", () => {
  it.each([
    ['en', 'Diseases of the nerves and muscles of swallowing cause it.'],
    ['zh-CN', '神经和肌肉的疾病会引起吞咽障碍。'],
    ['ja', '脳の病気や筋力の低下で起こります。'],
  ])('says nerves, muscles or brain (%s)', (_l, text) => {
    expect(states('dysphagia-definition-carries-causes', text)).toBe(true);
  });

  it.each([
    ['en', 'He is nervous before a stroke clinic visit.'],
    ['zh-CN', '脑卒中后要先做筛查。'],
    ['ja', '脳卒中後は最初に水飲みテストを行います。'],
    ['zh-HK', '中風後喺電腦記錄結果。'],
  ])('a look-alike does not (%s)', (_l, text) => {
    expect(states('dysphagia-definition-carries-causes', text)).toBe(false);
  });
});

describe('level6-size-carries-fork-pressure: the thumbnail blanches, not a vegetable', () => {
  it('the thumbnail blanching states it', () => {
    expect(states('level6-size-carries-fork-pressure', 'Press the fork down until your nail starts to blanch.')).toBe(true);
    expect(states('level6-size-carries-fork-pressure', '用叉壓到指甲變白。')).toBe(true);
  });

  it('blanched vegetables do not', () => {
    expect(states('level6-size-carries-fork-pressure', 'Blanch the carrots, then mash them with a fork.')).toBe(false);
  });
});

describe('positioning-carries-upright-after-meals and soft-diet-beside-level-6-carries-piece-size: whole numbers', () => {
  it('30 minutes and 1.5 cm state them; 130 minutes and 11.5 cm do not', () => {
    expect(states('positioning-carries-upright-after-meals', '食後30分は座ったままにします。')).toBe(true);
    expect(states('positioning-carries-upright-after-meals', '食後130分かけて片付けます。')).toBe(false);
    expect(states('soft-diet-beside-level-6-carries-piece-size', '每件唔大過1.5厘米。')).toBe(true);
    expect(states('soft-diet-beside-level-6-carries-piece-size', 'The plate is 11.5 cm wide.')).toBe(false);
  });
});
