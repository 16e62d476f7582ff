/** Full syringes in carers' words, blended congee, dish names and drinks with bits. */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../shared/iddsi/text/rules';
import { runEngine } from '../../shared/iddsi/text/engine';
import { expectLevels } from '../support/iddsi';

// the flow test shows only "more than 8 ml left", Level 3; fork and spoon show 4
describe('a syringe that stayed full, or let nothing out, is no flow (FLOW_TEST_LEVELS_0_3)', () => {
  it('reads the full syringe and "nothing came out" as no flow in each language, answered at Level 3', () => {
    expectLevels([
      ['Kakao mit Andickungsmittel, beim Spritzentest ist nichts herausgekommen', 3, 'drink'],
      ['Apfelsaft, Spritze war noch voll nach dem Test', 3, 'drink'],
      ['thickened squash, the syringe remained completely full', 3, 'drink'],
      ['lait épaissi, la seringue est restée pleine', 3, 'drink'],
      ['latte addensato, la siringa rimasta piena dopo 10 secondi', 3, 'drink'],
      ['chá espessado, a seringa continua cheia', 3, 'drink'],
      ['leche espesada, la jeringa sigue llena a los 10 segundos', 3, 'drink'],
      ['sữa đậu nành, xi lanh vẫn đầy sau 10 giây', 3, 'drink'],
      ['teh, spuit tetap penuh setelah 10 detik', 3, 'drink'],
      ['kape, syringe test: puno pa rin ang hiringgilya', 3, 'drink'],
      ['นมถั่วเหลือง ไซริงค์ยังเต็ม', 3, 'drink'],
      ['보리차, 주사기 검사에서 한 방울도 안 나옴', 3, 'drink'],
      ['麦茶、シリンジが満タンのまま', 3, 'drink'],
      ['豆浆，注射器测试后注射器还是满的', 3, 'drink'],
    ]);
  });
  it('does not read a full cup as a flow test', () => {
    expectLevels([['Kaffee, die Tasse ist noch voll', 0, 'drink']]);
  });
  it('lets "nothing came out" settle a 10 ml residue against a stated Level 3 (FLOW_FULL_SAID_NO_FLOW)', () => {
    expect(RULES.FLOW_FULL_SAID_NO_FLOW.id).toBe('FLOW_FULL_SAID_NO_FLOW');
    for (const text of [
      'thickened cocoa, tin says level 3, 10 ml still in the syringe after 10 seconds, nothing came out',
      'jugo espesado, la etiqueta dice nivel 3, quedaron 10 ml en la jeringa, no salió nada',
    ]) {
      const r = runEngine(text);
      // no flow is still the reading (FLOW_FULL_SAID_NO_FLOW); the flow test answers it at Level 3
      expect({ text, level: r.level, reason: r.needsTestReason }).toEqual({ text, level: 3, reason: 'flow_range' });
    }
  });
});

describe('a drink-thickness name said of a food base (FOOD_BASE_THICKNESS)', () => {
  it('reads blended congee or porridge called a bit thick as the food, never a thin drink', () => {
    expect(RULES.FOOD_BASE_THICKNESS.id).toBe('FOOD_BASE_THICKNESS');
    expectLevels([
      ['bột yến mạch xay, hơi sệt', 4, 'food'],
      ['blended oatmeal, slightly thick', 4, 'food'],
      ['bubur havermut diblender, sedikit kental', 4, 'food'],
    ]);
  });
  it('keeps a congee with bits left at a lumpy level that asks for the test', () => {
    for (const text of ['oat porridge blended, a few oat bits left', 'cháo yến mạch xay, còn lợn cợn']) {
      const r = runEngine(text);
      expect({ text, atLeast5: r.level >= 5, needsTest: r.needsTest }).toEqual({ text, atLeast5: true, needsTest: true });
    }
  });
  it('leaves a thickened drink called slightly thick a drink', () => {
    expectLevels([['thickened apple juice, slightly thick', 1, 'drink']]);
  });
});

describe('a dish of parts is not the texture of its mince (DISH_OF_PARTS)', () => {
  it('reads a mash-topped mince pie as Level 7 unless its filling was prepared', () => {
    expect(RULES.DISH_OF_PARTS.id).toBe('DISH_OF_PARTS');
    expectLevels([
      ["shepherd's pie, the mince is tender, mash on top", 7, 'food'],
      ['hachis parmentier, viande hachée, purée de pommes de terre dessus', 7, 'food'],
      ['pastel tutup isi daging cincang', 7, 'food'],
      ['cumberland pie prepared to level 5 minced and moist', 5, 'food'],
      ['cottage pie, the mince is fine and moist', 5, 'food'],
    ]);
  });
  it('reads mousse as a smooth pudding in Korean, Thai and Japanese', () => {
    expectLevels([
      ['딸기 무스', 4, 'food'],
      ['มูส', 4, 'food'],
      ['チョコムース', 4, 'food'],
    ]);
  });
});

describe('a thin drink with bits or pulp is a drink with a hazard (DRINK_WITH_BITS)', () => {
  it('keeps the juice a Level 0 drink with the mixed consistency named, in each language', () => {
    for (const text of [
      'pineapple juice with bits',
      'mango juice, lots of pulp',
      'Orangensaft mit Fruchtfleisch',
      'succo di pompelmo con polpa',
      'jugo de mandarina con pulpa',
      'nước quýt còn tép',
      '芒果汁，有果肉',
      '果粒橙一盒',
    ]) {
      const r = runEngine(text);
      const mixed = r.hazards.some((h) => h.code === 'mixed_consistency');
      expect({ text, level: r.level, kind: r.kind, mixed }).toEqual({ text, level: 0, kind: 'drink', mixed: true });
    }
    expect(RULES.DRINK_WITH_BITS.id).toBe('DRINK_WITH_BITS');
  });
  it('leaves pieces of a solid food, or a thickened drink with lumps, a Level 7 food', () => {
    expectLevels([
      ['grape juice with chunks of apple', 7, 'food'],
      ['thickened apple juice, still lumpy', 7, 'food'],
    ]);
  });
});
