/**
 * Findings of an independent clinical audit of the text engine (an SLP with IDDSI
 * expertise, issue 14): each test names the rule that fixes one
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
    // rule PLAIN_CONGEE_NEEDS_TEST: a congee dish named with no test keeps its whole grains
    expect(classifyText('minced pork congee').level).toBe(6);
    for (const text of ['strawberry yoghurt', 'puding coklat', 'sữa chua dâu']) expect(classifyText(text).level, text).toBe(4);
    // the grain a porridge is cooked from is the porridge
    expect(classifyText('小米粥熬得很稠').level).toBe(5);
  });
});

describe(`${RULES.BLENDING_KEEPS_BONES_HUSKS.id}: blending removes no bones and no pea or corn husks`, () => {
  it('bone-in foods and husked foods blended but not deboned or sieved stay Level 7', () => {
    const cases: [string, string][] = [
      ['chicken feet put through the blender', 'bones'],
      ['spare ribs, pureed', 'bones'],
      ['排骨打成泥', 'bones'],
      ['garden peas whizzed in the blender', 'skins_husks'],
      ['sweetcorn pureed', 'skins_husks'],
      ['guisantes triturados', 'skins_husks'],
    ];
    for (const [text, code] of cases) {
      expect({ text, level: classifyText(text).level }).toEqual({ text, level: 7 });
      expect(codes(text), text).toContain(code);
    }
  });

  it('a sieve takes the husks out', () => {
    expect(classifyText('garden peas blended and pushed through a sieve, smooth').level).toBe(4);
  });
});

describe(`${RULES.STATED_LEVEL_KEEPS_HIGH_RISK.id}: a level number removes no hazard`, () => {
  it('keeps the hard nut and the sticky rice cake whatever level is written beside them', () => {
    for (const text of ['level 6 peanuts', 'IDDSI level 5 almonds', '6級花生', 'nivel 6 cacahuetes']) {
      expect(classifyText(text).level, text).toBe(7);
      expect(codes(text), text).toContain('hard');
    }
    expect(codes('level 4 grapes')).toContain('skins_husks');
  });

  it('lets a level name stand for the texture it describes when only toughness is at stake', () => {
    // "level 5 beef" is minced beef: IDDSI's level names describe the texture
    expect(classifyText('level 5 beef').level).toBe(5);
  });
});

describe(`${RULES.SOAKED_ONLY_BREAD.id} and ${RULES.MASHED_KEEPS_TOUGH_JUICY.id}`, () => {
  it('soaking leaves glutinous rice sticky; mashing leaves steak tough', () => {
    for (const text of ['glutinous rice soaked overnight', 'sticky rice, soaked']) {
      expect(classifyText(text).level, text).toBe(7);
      expect(codes(text), text).toContain('sticky');
    }
    for (const text of ['mashed steak', 'the beef steak was mashed up']) {
      expect(classifyText(text).level, text).toBe(7);
      expect(codes(text), text).toContain('tough_fibrous');
    }
    // cooked vegetables mash soft
    expect(classifyText('mashed carrot').level).toBe(5);
  });
});

describe(`${RULES.PUREED_NUTS_STICKY.id}: a nut or seed puréed is a sticky paste`, () => {
  it('flags puréed nuts as sticky, Level 7', () => {
    for (const text of ['almonds whizzed smooth in the blender', 'peanuts, pureed', 'cacahuetes triturados']) {
      expect(classifyText(text).level, text).toBe(7);
      expect(codes(text), text).toContain('sticky');
    }
  });
});

describe(`${RULES.AGAR_JELLY_FIRM.id}: agar jellies do not melt`, () => {
  it('reads agar jellies in several languages as firm sticky food, not a melting drink', () => {
    for (const text of ['a slice of coconut agar jelly', '一件椰汁糕', 'thạch rau câu dừa', 'gulaman dessert', '양갱 한 조각']) {
      const r = classifyText(text);
      expect({ text, level: r.level, kind: r.kind }).toEqual({ text, level: 7, kind: 'food' });
    }
  });

  it('stays below 0.8: a dessert name may hide a gelatin set', () => {
    expect(classifyText('一件椰汁糕').confidence).toBeLessThan(0.8);
  });
});

describe(`${RULES.WHOLE_DISH_HAZARDS.id}: Filipino and Vietnamese dishes keep their hazards`, () => {
  it('names bones in a fertilised duck egg and crackling in roast pig', () => {
    expect(codes('balut for merienda')).toContain('bones');
    expect(codes('một quả hột vịt lộn')).toContain('bones');
    expect(codes('lechon from the party')).toContain('crunchy');
    expect(codes('crispy pata, chopped')).toContain('bones');
    expect(codes('kare-kare with bagoong')).toContain('bones');
  });
});
