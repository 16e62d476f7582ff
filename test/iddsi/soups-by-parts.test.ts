/**
 * Soups by their parts (issue 14): a brothy soup with pieces, a strained broth,
 * a soup blended smooth and an already-thick soup are told apart, in several languages.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.THIN_CARRIER.id}: a brothy soup with pieces is a Level 7 food`, () => {
  it('reads noodle, vegetable and dumpling soups as mixed consistencies', () => {
    expectLevels([
      ['minestrone', 7, 'food'],
      ['sopa con fideos', 7, 'food'],
      ['Hühnersuppe mit Nudeln', 7, 'food'],
      ['soupe avec des vermicelles', 7, 'food'],
      ['鸡汤面', 7, 'food'],
      ['canh chua', 7, 'food'],
    ]);
  });
});

describe(`${RULES.STRAINED_BROTH.id}: a brothy soup strained of its pieces is its broth`, () => {
  it('is a Level 0 drink, not a purée, in several languages', () => {
    expectLevels([
      ['vegetable soup, strained, no bits', 0, 'drink'],
      ['chicken noodle soup strained', 0, 'drink'],
      ['sopa de verduras colada', 0, 'drink'],
      ['味噌汁をこしたもの', 0, 'drink'],
      ['鸡汤面隔渣', 0, 'drink'],
      ['canh rau lọc qua rây', 0, 'drink'],
    ]);
  });
  it('does not apply once the soup was blended or thickened: the sieve then smooths it', () => {
    expect(classifyText('vegetable soup blended and strained').level).toBeGreaterThan(0);
    expectLevels([['strained vegetable soup, thickened to mildly thick', 2, 'drink']]);
  });
  it('does not read a strained chowder or 羹 (already thick) as a thin broth', () => {
    expect(classifyText('clam chowder, strained').level).toBeGreaterThan(0);
    expect(classifyText('粟米羹隔渣').level).toBeGreaterThan(0);
  });
});

describe('soups blended smooth and already-thick soups', () => {
  it('answers a blended soup untested between thick drink and purée, below 0.8, naming a test', () => {
    for (const text of ['pumpkin soup blended smooth', 'minestrone blended smooth']) {
      const answer = classifyText(text);
      expect([3, 4]).toContain(answer.level);
      expect(answer.confidence).toBeLessThan(0.8);
      expect(answer.needsTest).toBe(true);
    }
  });
  it('keeps chowder, stew and 羹 Level 7 foods with their mixed consistency', () => {
    expectLevels([
      ['clam chowder', 7, 'food'],
      ['beef stew', 7, 'food'],
      ['粟米羹', 7, 'food'],
      ['蟹肉羹', 7, 'food'],
    ]);
  });
});

describe(`${RULES.BROTH_WITH_SOLIDS.id}: an ingredient joined to a clear broth is a piece in it`, () => {
  it('reads "broth, with ..." as a mixed consistency in several languages', () => {
    expectLevels([
      ['beef stock, with carrots and potato', 7, 'food'],
      ['caldo, con zanahoria y pollo', 7, 'food'],
      ['bouillon, avec des légumes', 7, 'food'],
      ['brodo, con carne', 7, 'food'],
      ['nước dùng có cà rốt và thịt gà', 7, 'food'],
    ]);
  });
  it('reads an ingredient named first and joined to its broth the same way ("munggo na may sabaw")', () => {
    expectLevels([
      ['ginisang munggo na may malabnaw na sabaw', 7, 'food'],
      ['lentils with a thin broth', 7, 'food'],
    ]);
  });
  it('keeps a broth with the solids negated or only seasoning added a Level 0 drink', () => {
    expectLevels([
      ['broth, with no meat', 0, 'drink'],
      ['nước dùng không có thịt', 0, 'drink'],
      ['caldo, con un poco de sal', 0, 'drink'],
    ]);
  });
});
