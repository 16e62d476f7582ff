/** No request's text stays in memory once its classification has answered. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { normalizeText } from '../../shared/iddsi/text/normalize';
import { keepsConceptWords, readTestClauses } from '../../shared/iddsi/text/test-clauses';

describe('the concept walk kept between two reads of a text', () => {
  it('is let go when a classification ends', () => {
    for (const text of ['porridge dripped through the fork prongs in lumps', '粥滴过叉子，有粒', 'thin soup, 3 ml left in the syringe']) {
      classifyText(text);
      expect(keepsConceptWords(), text).toBe(false);
    }
  });
  it('is let go even when it was left by a reading the engine did not finish', () => {
    readTestClauses(normalizeText('la crema escurre entre los dientes del tenedor'), [], () => -1);
    expect(keepsConceptWords()).toBe(true);
    classifyText('jelly cubes');
    expect(keepsConceptWords()).toBe(false);
  });
});
