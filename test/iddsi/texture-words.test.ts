/**
 * A texture word never outranks a hazardous food (issue 14): "creamy", "silky" or
 * "moist" describe a food, "soft" or "tender" alone do not cut a piece of meat to 1.5 cm, and meat
 * torn into strands is stringy (IDDSI high-risk foods).
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { PREPARATION_ADDS } from '../../shared/iddsi/hazards';
import { RULES } from '../../shared/iddsi/text/rules';

const verdict = (text: string) => {
  const r = runEngine(text);
  return { level: r.level, hazards: r.hazards.map((h) => h.code) };
};

describe('TEXTURE_WORD_NOT_PREPARATION: a description is not a preparation', () => {
  it('states the IDDSI rule it implements', () => {
    expect(RULES.TEXTURE_WORD_NOT_PREPARATION.statement).toMatch(/Levels 4-6 exclude high-risk foods/);
  });

  it('keeps a hazardous dish called creamy or moist at Level 7 with its hazards', () => {
    for (const [text, code] of [
      ['creamy mushroom risotto', 'dry'],
      ['a bowl of creamy coleslaw', 'floppy'],
      ['silky smooth peanut butter on a spoon', 'sticky'],
    ] as const) {
      const v = verdict(text);
      expect(v.level, text).toBe(7);
      expect(v.hazards, text).toContain(code);
    }
  });

  it('keeps a cut of meat only called soft or tender at Level 7, in several languages', () => {
    for (const text of ['tender braised spare ribs', 'soft juicy steak', '好腍嘅牛腩', 'やわらかい豚の角煮'])
      expect(verdict(text).level, text).toBe(7);
  });

  it('still lets a described base or a prepared food take its modified level', () => {
    expect(verdict('creamy mashed potato').level).toBe(4);
    expect(verdict('smooth congee').level).toBe(4);
    expect(verdict('tender chicken cut into 1.5 cm pieces, squashes with a fork').level).toBe(6);
    expect(verdict('soft white rice').level).toBeLessThan(7);
  });
});

describe('SHREDDED_MEAT_STRINGY: meat torn into strands is stringy', () => {
  it('is held as data: the flaking words make strands of a tough food', () => {
    expect(PREPARATION_ADDS.find((r) => r.id === 'flaked')).toMatchObject({ when: 'tough_fibrous', adds: 'fibrous' });
    expect(RULES.SHREDDED_MEAT_STRINGY.statement).toMatch(/pulled or stringy meat/);
  });

  it('keeps shredded meat at Level 7 even when cut small, and leaves flaked fish alone', () => {
    for (const text of ['tender beef, shredded then chopped small', 'pollo desmenuzado muy suave', 'ayam disuwir halus']) {
      const v = verdict(text);
      expect(v.level, text).toBe(7);
      expect(v.hazards, text).toContain('fibrous');
    }
    expect(verdict('steamed cod, no bones, flaked and moist, pieces 1 cm').hazards).not.toContain('fibrous');
  });
});

describe('LUMPS_NOT_PUREE: a purée with lumps is not Level 4', () => {
  it('states the IDDSI Level 4 rule', () => {
    expect(RULES.LUMPS_NOT_PUREE.statement).toMatch(/Level 4 Pureed: no lumps/);
  });

  it('reads lumps left in a smooth purée as Level 5 at least, and "no lumps" as the purée', () => {
    expect(verdict('pureed chicken, smooth except for a few small lumps').level).toBeGreaterThanOrEqual(5);
    expect(verdict('pureed chicken, smooth, no lumps').level).toBe(4);
    expect(verdict('pumpkin pureed and sieved, smooth').level).toBe(4);
  });

  it('reads pieces in a purée outside English like English "pieces": Level 6 at least, not lumps', () => {
    for (const text of [
      'purea di zucca con pezzi',
      'purê de abóbora com pedaços',
      'Karottenpüree mit Stückchen',
      'هريس عدس مع قطع',
      'пюре из тыквы с кусочками',
    ])
      expect(verdict(text).level, text).toBeGreaterThanOrEqual(6);
    expect(verdict('purea di zucca con grumi').level).toBe(5);
  });

  it('reads roughly blended or pounded words as coarse: the hazard stands', () => {
    for (const text of ['sweetcorn roughly blended into the congee', 'bắp xay sơ rồi nấu chè', 'ข้าวโพดปั่นหยาบๆ'])
      expect(verdict(text).level, text).toBe(7);
  });
});

describe('soft: Spanish diminutives carers write say the same softness', () => {
  it('reads blandito, tiernita, suavecito like blando, tierna, suave on a cut meat or vegetable', () => {
    for (const text of [
      'pechuga de pollo blandita, en trozos de 1 cm',
      'carne de res guisada, en trocitos de 1 cm, tiernita',
      'zanahoria cocida suavecita, en cubitos de 1 cm',
    ])
      expect(verdict(text).level, text).toBe(6);
    expect(verdict('pechuga de pollo, en trozos de 1 cm').level).toBe(7);
  });
});

describe('juicy: fruit cooked soft no longer lets juice separate (IDDSI Level 6: cooked fruit)', () => {
  it('removes the juice of a peeled fruit cooked soft, in zh, ja and en; raw cut fruit stays juicy', () => {
    for (const text of [
      '梨去皮蒸软，切成1厘米小块',
      '桃去皮煮軟，切細粒約1厘米',
      '梨の皮をむいてやわらかく煮た、1cm角',
      'peeled pear cooked until soft, 1 cm pieces',
    ])
      expect(verdict(text).level, text).toBe(6);
    expect(verdict('梨去皮，切成1厘米小块').level).toBe(7);
  });
});

describe('minced: 碎粒 (minced bits) is a mince, as 切碎', () => {
  it('reads fish flesh in minced bits as minced (its whole-fish bones dealt with), sized for a child', () => {
    expect(verdict('魚肉碎粒，濕潤').level).toBe(5);
    expect(verdict('给3岁孩子的鱼肉碎粒，约5毫米，湿润，叉子一压就散').level).toBe(6);
    expect(verdict('花生碎粒').level).toBe(7);
  });
});
