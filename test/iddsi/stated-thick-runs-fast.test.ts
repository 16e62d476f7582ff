/**
 * A stated thickness against a quick run off the spoon. The observation
 * decides, the drink leans thinner (Level 2 or lower) and the answer is not confident.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

describe(`${RULES.ROLE_LABEL.id}: thick by its label, quick off the spoon (the test decides)`, () => {
  it('answers Level 2 or lower, with the test and below 0.8', () => {
    const texts = [
      'honey thick juice but it runs off the spoon fast',
      '中稠，但係勺子一倾就好快流晒',
      'kental sedang tapi cepat mengalir dari sendok',
    ];
    for (const text of texts) {
      const c = classifyText(text);
      expect({ text, thinner: c.level <= 2, needsTest: c.needsTest, unsure: c.confidence < 0.8 }).toEqual({
        text,
        thinner: true,
        needsTest: true,
        unsure: true,
      });
    }
  });
});
