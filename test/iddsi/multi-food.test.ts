/**
 * Multi-food dishes (issue 14): every food a text names keeps its own
 * hazards; a topping, side or sauce on a soft base is not cooked into it, and the dish
 * takes the hardest level (IDDSI: a food at Levels 4-6 must not contain any high-risk food).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';

const verdict = (text: string) => {
  const r = runEngine(text);
  return { text, level: r.level, kind: r.kind, hazards: r.hazards.map((h) => h.code) };
};

describe('TOPPING_KEEPS_HAZARDS: a food put on a soft base keeps its hazards', () => {
  it('a leafy or dry topping on congee stands, in several languages', () => {
    for (const text of ['congee with shredded seaweed sprinkled on top', 'お粥にきざみ海苔をのせた', 'lugaw na binudburan ng gulay']) {
      const v = verdict(text);
      expect({ text, level: v.level, kind: v.kind }).toEqual({ text, level: 7, kind: 'food' });
      expect(v.hazards.length, text).toBeGreaterThan(0);
    }
  });

  it('the same ingredient cooked into the base is part of it (no topping word)', () => {
    expect(runEngine('vegetable congee, smooth').level).toBeLessThan(7);
  });

  it('a thin drink poured over a thick base is a mixed consistency', () => {
    for (const text of ['porridge with milk poured over', 'champorado na binuhusan ng gatas sa ibabaw']) {
      const v = verdict(text);
      expect(v.level, text).toBe(7);
      expect(v.hazards, text).toContain('mixed_consistency');
    }
  });

  it('a sausage beside mash keeps its skin, whatever word names it', () => {
    for (const text of ['bangers and mash', 'sausages with mashed potato and gravy']) {
      const v = verdict(text);
      expect(v.level, text).toBe(7);
      expect(v.hazards, text).toContain('skins_husks');
    }
  });
});

describe("TOPPING_KEEPS_HAZARDS: the base's preparation words are not the topping's", () => {
  it('a smooth purée does not take the skin off a sausage or the crunch off crumbs put on it', () => {
    for (const [text, code] of [
      ['sausage slices cut to 1 cm, served on a smooth purée', 'skins_husks'],
      ['pureed pumpkin with cookie crumbs sprinkled on top', 'crunchy'],
    ] as const) {
      const v = verdict(text);
      expect(v.level, text).toBe(7);
      expect(v.hazards, text).toContain(code);
    }
  });

  it('a preparation word beside the topping still prepares it', () => {
    expect(verdict('mashed potato with minced beef on top').level).toBe(5);
    expect(verdict('minced chicken served on mashed potato').level).toBe(5);
  });
});

describe('TOPPING_KEEPS_HAZARDS: pickles and a named diet base', () => {
  it('pickled vegetables stay crunchy and fibrous inside any base (kimchi stirred into juk)', () => {
    for (const text of ['김치 잘게 썰어서 죽에 넣음', 'congee with chopped pickles stirred in']) {
      const v = verdict(text);
      expect(v.level, text).toBe(7);
      expect(v.hazards, text).toContain('crunchy');
    }
  });

  it('a diet name for the base does not prepare what is sprinkled on it', () => {
    const v = verdict('crushed prawn crackers sprinkled on top of the puree diet congee');
    expect(v.level).toBe(7);
    expect(v.hazards).toContain('crunchy');
  });
});

describe('CRUSHED_STAYS_HARD: crushing or pounding nuts leaves hard pieces', () => {
  it('crushed or pounded peanuts stay hard; a smooth purée does not', () => {
    for (const text of ['crushed peanuts sprinkled over rice porridge', 'mani na dinikdik, binudbod sa lugaw']) {
      expect(verdict(text).hazards, text).toContain('hard');
      expect(verdict(text).level, text).toBe(7);
    }
  });
});

describe('HAZARD_SURVIVES: meat torn into strands is stringy in every language', () => {
  it('shredded beef cut small and soft keeps its strings', () => {
    for (const text of ['Thịt bò xé sợi, cắt nhỏ 1cm, mềm', 'carne deshebrada, blanda, en trozos de 1 cm']) {
      const v = verdict(text);
      expect(v.level, text).toBe(7);
      expect(v.hazards, text).toContain('fibrous');
    }
  });
});

describe('MEASURED_MINCE: a measured Level 5 size removes size hazards only', () => {
  it('chicken and vegetables minced to 2 mm for a child are Level 5; chopped greens with no size stay floppy', () => {
    expect(runEngine('for my 3-year-old: chicken and vegetables minced to 2 mm, moist, thick sauce').level).toBe(5);
    expect(verdict('spinach chopped').hazards).toContain('floppy');
  });

  it('stringy beans keep their strings when cooked soft and cut (fibres are not a size hazard)', () => {
    for (const text of [
      'green beans cooked soft, cut into 1 cm pieces',
      'buncis direbus lunak, dipotong 1 cm',
      'judías verdes blandas cortadas en trozos de 1 cm',
    ]) {
      const v = verdict(text);
      expect(v.level, text).toBe(7);
      expect(v.hazards, text).toContain('fibrous');
    }
  });
});

describe('HAZARD_SURVIVES: tomato skins', () => {
  it('cherry tomatoes cut and cooked soft keep their skins; peeled, the skins are dealt with', () => {
    for (const text of ['cherry tomatoes quartered, soft', 'cà chua bi cắt đôi', 'pomodorini tagliati a metà']) {
      const v = verdict(text);
      expect(v.level, text).toBe(7);
      expect(v.hazards, text).toContain('skins_husks');
    }
    expect(runEngine('tomatoes peeled, deseeded, cooked soft, cut 1 cm').level).toBe(6);
  });
});

describe('SKINS_NEED_SIEVE: hard husks pass a blender', () => {
  it('popcorn blended but not strained keeps its husks; strained it does not', () => {
    const unstrained = verdict('popcorn blended in the blender, not strained');
    expect(unstrained.level).toBe(7);
    expect(unstrained.hazards).toContain('skins_husks');
    expect(verdict('popcorn blended then sieved, smooth').hazards).not.toContain('skins_husks');
  });
});

describe('HAZARD_SURVIVES: a congee whose rice and water separate is a mixed consistency', () => {
  it('reads the separation words, also after a diet order set aside', () => {
    const v = verdict('張婆婆（IDDSI 5級碎餐）：白粥一碗，好稀，啲米同米水分開咗');
    expect(v.level).toBe(7);
    expect(v.hazards).toContain('mixed_consistency');
  });
});

describe('STIRRED_IN_KEEPS_HAZARDS: a food stirred through a smooth base keeps its hazards', () => {
  it('nuts, seeds and kernels mixed through a smooth base stand, in several languages', () => {
    for (const text of [
      'smooth custard with chopped hazelnuts folded through',
      'smooth pumpkin puree, toasted seeds mixed in',
      '豆腐泥拌入花生碎',
      'puré de papa liso mezclado con granos de elote',
      'bubur halus dicampur dengan kacang tanah goreng',
    ]) {
      const v = verdict(text);
      expect({ text, level: v.level, kind: v.kind }).toEqual({ text, level: 7, kind: 'food' });
      expect(v.hazards.length, text).toBeGreaterThan(0);
    }
  });

  it('a food prepared to the level before it is stirred in keeps that level', () => {
    expect(runEngine('minced lamb, 4mm, stirred into thick gravy').level).toBe(5);
  });

  it('a liquid stirred through a base is part of it, not a thin liquid poured over it', () => {
    const v = verdict('mashed potato with warm milk stirred through');
    expect(v.hazards).not.toContain('mixed_consistency');
    expect(v.level).toBeLessThan(7);
  });
});
