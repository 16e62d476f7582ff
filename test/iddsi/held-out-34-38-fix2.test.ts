/**
 * Dangerous classes blind sets 34-38 still showed in the second fix round, closed as rules or
 * vocabulary held as data. Sentences are new, not the sets'.
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
