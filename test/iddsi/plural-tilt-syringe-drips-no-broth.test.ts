/**
 * Vocabulary for three rules. Rule SPOON_TILT_SMOOTH_PUREE: the plural of the spoon tilt
 * results ("se quedan en la cuchara", "caen enteras", "caem inteiras") reads as the singular does. Rule
 * FLOW_TEST_LEVELS_0_3: a drip word said of the syringe ("no gotea de la jeringa", "di na tumulo sa syringe")
 * is the flow test letting nothing out, answered Level 3, not the fork drip test's Level 4. Rule
 * HAZARD_REMOVED_BY_VERB: a Thai soup served without its broth ("ไม่ใส่น้ำแกง") carries no thin liquid.
 * Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

const hazards = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe(`${RULES.SPOON_TILT_SMOOTH_PUREE.id}: plural spoon tilt results`, () => {
  it('Spanish and Portuguese plurals read as the tilt passed', () => {
    expectLevels([
      ['puré de zanahoria liso, las cucharadas se quedan en la cuchara y caen enteras al inclinar', 4, 'food'],
      ['purê de abóbora liso, caem inteiras ao inclinar a colher', 4, 'food'],
    ]);
  });
});

describe(`${RULES.FLOW_TEST_LEVELS_0_3.id}: a drip word said of the syringe is the flow test`, () => {
  it('nothing dripped from the syringe, no fork or spoon test: Level 3', () => {
    expectLevels([
      ['zumo de naranja con espesante, no gotea de la jeringa', 3, 'drink'],
      ['juice na may pampalapot, hindi na tumulo sa syringe', 3, 'drink'],
      ['jus jeruk dengan pengental, tidak menetes dari spuit', 3, 'drink'],
      ['orange juice with thickener, nothing dripped out of the syringe', 3, 'drink'],
    ]);
  });
  it('a drip word said of the fork stays the fork test', () => {
    expect(classifyText('zumo de naranja con espesante, no gotea del tenedor').level).toBe(4);
  });
});

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: a Thai soup served without its broth`, () => {
  it('the soft pieces alone, cut 1 cm, no broth: Level 6', () => {
    expectLevels([['ต้มจืดเต้าหู้ ตักแต่เต้าหู้นิ่ม หั่น 1 ซม. ไม่เอาน้ำแกง', 6, 'food']]);
  });
  it('with its broth the thin liquid stands', () => {
    expect(hazards('ต้มจืดเต้าหู้ หั่น 1 ซม.')).toContain('mixed_consistency');
  });
});
