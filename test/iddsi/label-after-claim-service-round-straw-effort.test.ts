/**
 * A label word written after its level, a ward's service round, and Level 2 drink descriptions said with
 * "needed" or "a spoon": rules and vocabulary held as data. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

describe(`${RULES.ROLE_LABEL_AFTER_CLAIM.id}: a level written before its label word is the label's claim`, () => {
  it('sets aside a Level 7 label that the reported tests contradict', () => {
    const r = classifyText(
      'Level 7 label on the semolina pudding, but the kitchen blended it: smooth, no lumps, holds shape, slides off the spoon',
    );
    expect(r.level).toBe(4);
    expect(r.setAside?.map((s) => s.role)).toContain('label');
  });
  it('keeps such a label as the only evidence when nothing contradicts it', () => {
    expect(classifyText('Level 6 sticker on the tray, braised chicken').level).toBeGreaterThanOrEqual(6);
  });
});

describe(`${RULES.SHAPE_WORD_AS_SERVICE_ROUND.id}: "round" after a service word is no round food`, () => {
  it('reads no round hazard in a soup or drinks round', () => {
    for (const t of ['Soup round 12:00: pumpkin soup, blended smooth', 'drinks round: thickened orange juice']) {
      expect(classifyText(t).hazards.map((h) => h.code)).not.toContain('round_long');
    }
  });
  it('keeps the hazard of a round food', () => {
    expect(classifyText('tea round: whole grapes').hazards.map((h) => h.code)).toContain('round_long');
  });
});

describe(`${RULES.DRINK_DESCRIPTORS.id}: a mildly thick drink's spoon and straw said with other words`, () => {
  it('reads "pours quickly off a spoon" and "effort needed through a standard straw" as a Level 2 drink', () => {
    const r = classifyText('thickened pear juice: can be sipped, pours quickly off a spoon, effort needed through a standard straw');
    expect(r.kind).toBe('drink');
    expect(r.level).toBe(2);
  });
});
