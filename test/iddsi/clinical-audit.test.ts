/**
 * Findings of an independent clinical audit of the text engine (an SLP with IDDSI
 * expertise, ninth session of issue 14): each test names the rule that fixes one
 * finding, in the writer's own wordings and in several of the languages the engine reads.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';

const codes = (text: string) => classifyText(text).hazards.map((h) => h.code);

describe(`${RULES.INGREDIENT_IN_BASE_KEEPS_HAZARDS.id}: a food added to a smooth base keeps its hazards`, () => {
  it('meat, fish, leaves and fruit in congee, mash, yoghurt or custard are pieces in it (Level 7)', () => {
    const cases: [string, string][] = [
      ['a bowl of rice porridge with some fish in it', 'bones'],
      ['apple sauce served with roast pork', 'tough_fibrous'],
      ['plain yoghurt with grapes', 'skins_husks'],
      ['yogur natural con uvas', 'skins_husks'],
      ['bubur dengan ayam', 'tough_fibrous'],
      ['cháo thêm thịt bò', 'tough_fibrous'],
      ['白粥加鱼', 'bones'],
      ['lugaw na may baboy', 'tough_fibrous'],
      ['congee with lettuce leaves', 'floppy'],
    ];
    for (const [text, code] of cases) {
      expect({ text, level: classifyText(text).level }).toEqual({ text, level: 7 });
      expect(codes(text), text).toContain(code);
    }
  });

  it('a preparation word for the ingredient itself, or a flavour beside a smooth base, keeps the base level', () => {
    expect(classifyText('pork minced into the congee').level).toBe(5);
    expect(classifyText('minced pork congee').level).toBe(5);
    for (const text of ['strawberry yoghurt', 'puding coklat', 'sữa chua dâu']) expect(classifyText(text).level, text).toBe(4);
    // the grain a porridge is cooked from is the porridge
    expect(classifyText('小米粥熬得很稠').level).toBe(5);
  });
});
