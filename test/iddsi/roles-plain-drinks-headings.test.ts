/**
 * Issue 14, class 2: a level that names the eater, a round or a
 * heading is no evidence about the food, above all beside a plain drink.
 * Rules PLAIN_DRINK_STATED, ROLE_HEADING and ROLE_PRESCRIPTION (hazard words
 * inside a diet order), one language per row where the engine reads it.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { expectLevels } from '../support/iddsi';

describe('PLAIN_DRINK_STATED: a level beside a plain drink names the eater', () => {
  it('answers Level 0 for water, tea, juice and coffee with only a level number beside them', () => {
    expectLevels([
      ['L2 fluids person, plain water', 0],
      ['Mrs Chan L3 - tea', 0],
      ['Kopi for pak Budi level 2', 0],
      ['Pasyente sa level 2: tubig', 0],
      ['二級：檸檬水', 0],
      ['Bewohnerin Stufe 3: Apfelsaft', 0],
      ['レベル2の方：お茶', 0],
      ['ผู้ป่วยระดับ 2: น้ำเปล่า', 0],
      ['Paciente nivel 2: agua', 0],
      ['Bệnh nhân cấp độ 2: nước cam', 0],
      ['2级病人：开水', 0],
      ['Patient niveau 2 : eau', 0],
    ]);
  });

  it('sets the number aside, asks for the flow test and stays below 0.8', () => {
    const r = runEngine('Level 2 for Mrs Smith: a cup of tea');
    expect(r.level).toBe(0);
    expect(r.setAside.map((s) => s.role)).toEqual(['prescription']);
    expect(r.needsTest).toBe(true);
    expect(r.settlingTest).toBe('flow');
    const bare = runEngine('Pasyente sa level 2: tubig');
    expect(bare.needsTest).toBe(true);
    expect(bare.confidence).toBeLessThan(0.8);
  });

  it('keeps the level when the text says the drink was thickened, names its thickness or reports a test', () => {
    expectLevels([
      ['Level 2 thickened water', 2],
      ['Mildly thick apple juice, level 2', 2],
      ['Level 3 orange juice, flow test 9 ml left', 3],
    ]);
  });
});

describe('ROLE_HEADING: a heading that names a person is a prescription as a whole', () => {
  it('judges the food after the heading on its own', () => {
    expectLevels([
      ['Level 4 purée for Mr Jones: cornflakes with milk', 7],
      ['Level 5 resident - roast chicken leg', 7],
      ['Level 6 patient: peanuts', 7],
      ["Dr Lee's level 4 patient – toast", 7],
      ['陈伯伯（四级）：饼干', 7],
      ['田中様（レベル4）：せんべい', 7],
      ['on a Level 4 pureed diet, offered a digestive biscuit', 7],
      ["Mum's on level 5 now, she had a handful of peanuts", 7],
      ['嚥下調整食コード3の方：焼き魚', 7],
    ]);
  });

  it('still reads a food the text describes after the heading', () => {
    const r = runEngine('Level 4 puree for Mr Jones: pumpkin, blended smooth, holds its shape on the spoon');
    expect(r.level).toBe(4);
    expect(r.setAside.some((s) => /level 4/i.test(s.matched))).toBe(true);
  });

  it('leaves the level to the item when the heading names the item before the person', () => {
    expectLevels([
      ['Puréed Level 4 pumpkin for Mrs Ito, bed 2: smooth, holds its shape', 4, 'food'],
      ['Mildly thick Level 2 orange juice for Mr Ade: in a beaker', 2, 'drink'],
      ['Calabaza en puré nivel 4 para la Sra. Ruiz, hab. 5: lisa, sin grumos', 4, 'food'],
    ]);
  });
});

describe('ROLE_PRESCRIPTION: hazard words inside a diet order describe the service', () => {
  it('does not read the "round" of a drinks or purée round as a round food', () => {
    expect(runEngine('Level 2 drinks round: orange juice').hazards).toEqual([]);
    expect(runEngine('For the puree round: a bowl of cornflakes with milk').hazards.map((h) => h.code)).not.toContain('round_long');
  });
});
