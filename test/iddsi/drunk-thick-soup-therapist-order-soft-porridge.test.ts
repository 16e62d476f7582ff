/**
 * Dangerous classes (a thick soup drunk, a therapist's order, a porridge called soft, Level 2 pours), closed
 * as rules or vocabulary held as data. Sentences are our own.
 */
import { describe, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.DRUNK_SOUP_THICK.id}: a thick soup said smooth or without pieces`, () => {
  it('reads it as a liquid of unknown thickness, the thinnest thick level, in several languages', () => {
    expectLevels([
      ['thick soup, smooth, for mum', 1, 'drink'],
      ['thick leek soup for nan, no lumps at all', 1, 'drink'],
      ['thick soup for grandad, no pieces', 1, 'drink'],
    ]);
  });
  it('keeps the soup that may hold pieces at Level 4, and pieces said present higher', () => {
    expectLevels([
      ['thick soup for lunch', 4, 'drink'],
      ['thick soup, not smooth', 4, 'drink'],
    ]);
  });
});

describe(`${RULES.ROLE_PRESCRIPTION.id}: a speech therapist's recommendation names the eater's order`, () => {
  it('sets the recommended level aside and judges the drink served, in several languages', () => {
    expectLevels([
      ['SALT rec: moderately thick. Staff brought plain tea', 0, 'drink'],
      ['SLP recommends mildly thick; he was given orange juice', 0, 'drink'],
      ['la logopeda recomienda nivel 3. le dieron agua sola', 0, 'drink'],
      ['言语治疗师建议中度稠。护工给了一杯清水', 0, 'drink'],
    ]);
  });
  it('keeps the level when no drink is served beside it', () => {
    expectLevels([['SLT recommends moderately thick fluids', 3, 'drink']]);
  });
});

describe(`${RULES.SOFT_GRAINS_IN_PORRIDGE.id}: a porridge only called soft keeps its grains`, () => {
  it('reads it at Level 6, not the Level 5 mince, in several languages', () => {
    expectLevels([
      ['soft congee for grandpa tonight', 6, 'food'],
      ['bubur lembut untuk nenek', 6, 'food'],
      ['お粥、やわらかめで', 6, 'food'],
      ['soft oatmeal for breakfast', 6, 'food'],
    ]);
  });
  it('leaves a blended, sized or plain porridge to its own evidence', () => {
    expectLevels([
      ['soft congee, minced pork under 4mm', 5, 'food'],
      ['congee', 6, 'food'], // rule PLAIN_CONGEE_NEEDS_TEST
    ]);
  });
});

describe('全粥 (whole-grain rice porridge) is served with intact soft grains', () => {
  it('reads it at Level 6 unless blended or sized', () => {
    expectLevels([
      ['朝ごはんは全粥を一杯', 6, 'food'],
      ['全粥をミキサーにかけて裏ごし、スプーンの上で形を保つ、べたつかない', 4, 'food'],
    ]);
  });
});

describe(`${RULES.DRINK_DESCRIPTORS.id}: a spoon pour beside a Level 2 description`, () => {
  it('reads the pour with straw effort as Level 2, not the Level 3 pour, in several languages', () => {
    expectLevels([
      ['thickened juice pours off the spoon, takes some effort through a straw', 2, 'drink'],
      ['thickened tea runs off the spoon and she has to suck hard on the straw', 2, 'drink'],
      ['jugo espesado, se vierte de la cuchara, cuesta con pajita', 2, 'drink'],
    ]);
  });
  // Rule SPOON_POUR_DRINK_UNDECIDED: the pour alone no longer decides Level 3
  it('reads a thickened drink that only pours off the spoon at the thinnest level its words allow', () => {
    expectLevels([['thickened tea pours off the spoon', 1, 'drink']]);
  });
});

describe(`${RULES.DRINK_DESCRIPTORS.id}: "slides off the spoon quickly"`, () => {
  it('is the quick pour for a drink (never Level 4), the spoon tilt slide for a purée', () => {
    expectLevels([
      ['thickened apple juice, slides off the spoon fast', 1, 'drink'],
      ['zumo espesado, se desliza rapido de la cuchara', 1, 'drink'],
      ['pureed carrot slides off the spoon quickly', 4, 'food'],
      ['pureed pumpkin, slides off the spoon quickly, holds its shape', 4, 'food'],
    ]);
  });
});
