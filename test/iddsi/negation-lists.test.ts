/**
 * Rule NEGATION_LIST_SCOPE: a negator or removal word covers every item of its list, before or
 * after it, in every language the engine reads; its scope stops at a clause boundary, a contrast
 * or an item said to be there. Rule LABEL_LUMPS_FOUND: lumps found outrank a Level 0-4 label.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { onlyFillers } from '../../shared/iddsi/text/list-scope';

const standing = (text: string) => classifyText(text).hazards.map((h) => h.code);

/** Soft 1.5 cm pieces with every listed hazard gone: Level 6, no hazard standing. */
function expectAllRemoved(rows: readonly [lang: string, text: string][]): void {
  for (const [lang, text] of rows) {
    const c = classifyText(text);
    const left = c.hazards.map((h) => h.code).filter((h) => h === 'bones' || h === 'skins_husks');
    expect({ lang, text, left }).toEqual({ lang, text, left: [] });
  }
}

describe('NEGATION_LIST_SCOPE: one negator covers its whole list', () => {
  it('negator before the list', () => {
    expectAllRemoved([
      ['en', 'baked fish, no skin or bones, flakes with a fork, pieces 1.5 cm'],
      ['es', 'pescado sin piel ni espinas, trozos de 1,5 cm'],
      ['fr', 'poisson sans peau ni arêtes, morceaux de 1,5 cm'],
      ['de', 'Fisch ohne Haut und Gräten, Stücke 1,5 cm'],
      ['it', 'pesce senza pelle né lische, pezzi di 1,5 cm'],
      ['pt', 'peixe sem pele nem espinhas, pedaços de 1,5 cm'],
      ['ru', 'рыба без кожи и костей, кусочки 1,5 см'],
      ['ar', 'سمك بدون جلد أو عظم، قطع 1.5 سم'],
      ['hi', 'मछली बिना हड्डी और छिलके के, 1.5 सेमी टुकड़े'],
      ['id', 'ikan tanpa kulit dan duri, potongan 1,5 cm'],
      ['vi', 'cá không da không xương, miếng 1,5 cm'],
      ['tl', 'isda na walang balat at tinik, 1.5 cm piraso'],
      ['zh', '西瓜无皮无籽，切成1.5厘米小块'],
    ]);
  });

  it('a comma list ended by a conjunction', () => {
    expectAllRemoved([
      ['en', 'fish, no skin, bones or gristle, soft, 1.5 cm pieces'],
      ['es', 'pescado sin piel, espinas ni huesos, trozos de 1,5 cm'],
      ['de', 'Fisch ohne Haut, Gräten oder Knochen, Stücke 1,5 cm'],
      ['ru', 'рыба без кожи, костей и хрящей, кусочки 1,5 см'],
      ['en', 'fish: removed skin, bones and gristle; 1.5 cm pieces'],
    ]);
  });

  it('removal word after the list, with particles between', () => {
    expectAllRemoved([
      ['en', 'fish, bones and skin removed, soft, 1.5 cm pieces'],
      ['ja', '煮魚：骨と皮は全部除去、フォークでほぐれる柔らかさ、1.5cm角'],
      ['ja', '魚の骨と皮を取り除き、1.5cm角'],
      ['ja', '鶏肉、皮・骨なし、1.5cm角、やわらかい'],
      ['ko', '생선, 뼈·껍질 제거, 1.5cm'],
      ['ko', '생선 뼈와 껍질을 모두 제거, 1.5cm'],
      ['zh', '魚，皮同骨都起晒，1.5厘米'],
      ['zh', '鱼，皮和骨都去掉了，1.5厘米'],
      ['fr', 'poisson, peau et arêtes retirées, morceaux 1,5 cm'],
      ['de', 'Fisch, Haut und Gräten entfernt, Stücke 1,5 cm'],
      ['it', 'pesce, pelle e lische tolte, pezzi 1,5 cm'],
      ['pt', 'peixe, pele e espinhas retiradas, pedaços de 1,5 cm'],
      ['ru', 'рыба, кожа и кости удалены, кусочки 1,5 см'],
      ['hi', 'मछली, हड्डी और छिलका निकाला, 1.5 सेमी टुकड़े'],
      ['id', 'ikan, kulit dan duri dibuang, potongan 1,5 cm'],
    ]);
  });

  it('"both A and B" marked on each item (ja も, ko 도) is one list', () => {
    expectAllRemoved([
      ['ja', '鶏の照り焼き、皮も骨も取り除いて、1.5cm角、やわらかい'],
      ['ja', '焼き魚：骨も皮もきれいに取った、1.5cm以下'],
      ['ko', '생선, 뼈도 껍질도 모두 제거, 1.5cm'],
    ]);
    expect(standing('생선 뼈도 있고 껍질도 있어요')).toContain('bones');
    // a removal undone or asked about right after its verb takes nothing out
    for (const text of ['부드러운 찐 생선, 뼈도 껍질도 제거 안 함', '蒸した白身魚、柔らかい、骨も皮も取った？'])
      expect(standing(text), text).toContain('bones');
  });

  it('lumps are items of a "none of these" list too', () => {
    const c = classifyText('とうもろこしを裏ごし済み。なめらかでスプーンの上で形を保つ、皮・粒なし');
    expect(c.level).toBe(4);
    expect(c.hazards).toEqual([]);
  });
});

describe('NEGATION_LIST_SCOPE: the scope stops', () => {
  it('at a contrast or a clause', () => {
    expect(standing('fish, no skin, but bones still in, 1.5 cm')).toContain('bones');
    expect(standing('рыба без кожи, но с костями, 1,5 см')).toContain('bones');
    expect(standing('鱼去皮，但有骨，1.5厘米')).toContain('bones');
  });

  it('at an item said to be there', () => {
    expect(standing('魚、皮なし、骨あり、1.5cm')).toContain('bones');
    expect(standing('생선 껍질 제거, 뼈 있음, 1.5cm')).toContain('bones');
  });

  it('at a comma no conjunction closes', () => {
    expect(standing('roast chicken, no bones, skin on and crispy, 1.5 cm')).toContain('skins_husks');
    expect(standing('fish, no skin, bones in, 1.5 cm pieces')).toContain('bones');
  });

  it('reads particles and adverbs as fillers, not as words that end the scope', () => {
    expect(onlyFillers('は全部')).toBe(true);
    expect(onlyFillers('을 모두')).toBe(true);
    expect(onlyFillers('have all been')).toBe(true);
    expect(onlyFillers('are still')).toBe(false);
  });
});

describe('LABEL_LUMPS_FOUND', () => {
  it('lumps found outrank a purée label', () => {
    expect(classifyText('menu says level 4 puree, but pressed with a fork there are lumps').level).toBeGreaterThanOrEqual(5);
    expect(classifyText('餐牌寫Level 4 蓉餐，但用叉試過：一壓有粒粒').level).toBeGreaterThanOrEqual(5);
  });

  it('a label with no lumps found stands', () => {
    expect(classifyText('labelled level 4 puree, no lumps').level).toBe(4);
  });
});

describe('FOREIGN_HOMOGRAPH: an everyday word of one language is no food or texture of another', () => {
  it('Italian "caldo" after a food is hot, not broth; Spanish "caldo" stays broth', () => {
    expect(classifyText('Purè di patate caldo, liscio, senza grumi').level).toBe(4);
    expect(classifyText('Riso caldo').kind).toBe('food');
    expect(classifyText('Caldo de pollo colado').level).toBe(0);
  });

  it('French "pour" and Italian "che" are read as no texture and no dish', () => {
    expect(classifyText('Pour lui, un verre de lait').level).toBe(0);
    expect(classifyText('Acqua che scorre liberamente').level).toBe(0);
    expect(classifyText('thin enough to pour').kind).toBe('drink');
  });
});

describe('ROLE_LABEL: containers a level is read off, and fork drip results in the past tense', () => {
  it('a tub label that the fork test contradicts is set aside', () => {
    const c = classifyText('Tub says Level 4 puree; when we did the fork test it dripped through quickly');
    expect(c.level).toBeLessThan(4);
    expect(c.setAside?.some((s) => s.role === 'label')).toBe(true);
  });
});

describe('foreign foods of the high-risk families (own block of foreign-core.ts)', () => {
  it('reads sausage in broth, nuts and popcorn in pt, ru, ar', () => {
    expect(classifyText('Caldo verde com chouriço').level).toBe(7);
    expect(classifyText('Жареный арахис').level).toBe(7);
    expect(classifyText('فستق ولوز').level).toBe(7);
    expect(classifyText('Pipoca doce').level).toBe(7);
  });
});
