/** Rules PUREED_SOUP_LIQUIDISED and SOUP_OR_JELLY_UNTESTED: a soup or jelly named alone is settled by its test. */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectCappedLevel, expectLevels } from '../support/iddsi';

const CAP = RULES.SOUP_OR_JELLY_UNTESTED.confidence.cap;

describe(`rule ${RULES.PUREED_SOUP_LIQUIDISED.id}: a puréed soup reads like a blended soup`, () => {
  it('answers a puréed soup drunk as Level 3 at most, in several languages, with the test', () => {
    expectCappedLevel(['pumpkin soup pureed', 'Gemüsesuppe püriert', 'velouté mixé', 'minestra frullata'], 3, CAP, true);
  });
  it('answers Level 4 when the text says the blended soup stays on the spoon', () => {
    expectLevels([
      ['lentil soup, blended, stays on the spoon', 4],
      ['carrot soup pureed, thick enough to hold on a spoon', 4],
    ]);
  });
  it('never reads a puréed soup as a Level 4 drink', () => {
    for (const text of ['pumpkin soup pureed', 'minestra frullata']) expect(runEngine(text).level).toBeLessThan(4);
  });
});

describe(`rule ${RULES.SOUP_OR_JELLY_UNTESTED.id}: the name alone does not show the level`, () => {
  it('asks for the test and caps a bare soup and a cream soup', () => {
    expectCappedLevel(['суп', 'cream of celery soup', 'crema di asparagi'], 0, CAP, true);
  });
  it('asks for the test and caps a jelly, which melts to a thin liquid', () => {
    expectCappedLevel(['лимонное желе', 'lime jelly'], 0, CAP, true);
  });
  it('leaves a soup whose pieces, clearness or thinness the text says', () => {
    expectLevels([
      ['Gulaschsuppe', 7, 'food'],
      ['clear chicken broth', 0, 'drink'],
      ['tomato soup, thin as water', 0, 'drink'],
    ]);
    expect(runEngine('clear chicken broth').confidence).toBeGreaterThan(CAP);
  });
  it('reads sweet chestnut spread as a sticky food, not a cream soup', () => {
    expectLevels([['crème de marrons sur une crêpe', 7, 'food']]);
  });
});
