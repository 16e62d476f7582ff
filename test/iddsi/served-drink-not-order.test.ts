/**
 * Rule SERVED_DRINK_NOT_ORDER: the drink served unthickened is judged as served, whatever thickness the eater's
 * order names. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

const RULE = RULES.SERVED_DRINK_NOT_ORDER;

describe(`${RULE.id}: the drink given plain is thin, whatever the order says`, () => {
  const served = [
    "Mrs K is on Level 2 mildly thick. Night staff couldn't find the thickener, so she had orange juice.",
    'L3 fluids resident; kitchen sent Ensure chocolate straight from the bottle',
    'He takes level 3 drinks, but we give him his pills with normal water',
    'toma líquidos nivel 2 pero le di el zumo tal cual',
    '吃药的时候给他喝普通的水，平时是二级稠',
    '普段はとろみ中間ですが、薬は普通の水で飲ませました',
    'Er bekommt Stufe 2, aber die Tabletten gab ich mit normales Wasser',
    'Level 2 fluids per SLT; his son was bringing in coffee and he drank it, no thickener',
  ];
  it('answers the drink served, Level 0, not the order', () => {
    for (const text of served) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind }).toEqual({ text, level: 0, kind: 'drink' });
    }
  });
  it('reads a supplement named by brand and flavour as the thin drink it comes as', () => {
    for (const text of ['Ensure vanilla', 'one bottle of Ensure', 'fortisip compact, strawberry']) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind }).toEqual({ text, level: 0, kind: 'drink' });
    }
  });
  it('still reads a drink the text says was thickened at its thickened level', () => {
    const c = classifyText('He takes level 3 drinks; water thickened to level 3 with his pills');
    expect(c.level).toBe(3);
  });
});
