/**
 * Issue 14: test outcomes read no further than the IDDSI test can say, and
 * drinks never answered thicker than their words. Phrases are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText, explainClassification, toClassifyResponse } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.FORK_DRIP_LEVELS_0_3.id}: a drip through the fork of unsaid speed rules in Levels 0-3`, () => {
  it("lets a drink's own name decide among 0-3, in several languages", () => {
    expectLevels([
      ['apple juice drips through the fork', 0, 'drink'],
      ['teh manis menetes lewat garpu', 0, 'drink'],
      ['nước cam nhỏ giọt qua kẽ nĩa', 0, 'drink'],
      ['leite pinga pelo garfo', 0, 'drink'],
      ['牛奶从叉缝滴下', 0, 'drink'],
      ['麦茶、フォークの間から垂れる', 0, 'drink'],
      ['น้ำส้ม หยดผ่านซี่ส้อม', 0, 'drink'],
      ['jugo de naranja, gotea entre los dientes del tenedor', 0, 'drink'],
      ['Kaffee tropft durch die Gabel', 0, 'drink'],
    ]);
  });

  it('keeps a drink the text says was thickened at least Slightly thick, and a stated level that agrees', () => {
    expectLevels([
      ['thickened coffee drips through the prongs', 1, 'drink'],
      ['moderately thick milk, drips through the fork', 3, 'drink'],
      ['mildly thick cordial, drips between the prongs', 2, 'drink'],
    ]);
  });

  it('leaves a slow pour beside it to decide Level 3', () => {
    expect(classifyText('thickened milk pours slowly off the spoon and drips through the fork').level).toBe(3);
  });

  it('reads a slow drip in dollops, in Spanish diminutives and Thai, as Level 3', () => {
    expectLevels([
      ['zumo de manzana espesado, gotea despacito del tenedor', 3, 'drink'],
      ['zumo de manzana espesado, gotea a grumos por el tenedor', 3, 'drink'],
      ['น้ำแอปเปิ้ลเติมผงข้น หยดลงช้าๆ จากส้อม', 3, 'drink'],
      ['น้ำส้มใส่ผงเพิ่มความข้น ค่อยๆหยดลงจากส้อม', 3, 'drink'],
    ]);
  });

  it('keeps a food that drips at Level 3 (a liquidised food, not a drink)', () => {
    expectLevels([
      ['Level 4 puree carrots, drips thru the prongs', 3, 'food'],
      ['karot na dinurog, tumutulo sa tinidor', 3, 'food'],
    ]);
  });

  it('reads a drip with nothing else as a thin drink, not confident, settled by the flow test', () => {
    for (const text of ['drips between the prongs', 'フォークの間から垂れる', 'gotea por el tenedor']) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind, reason: c.needsTestReason, test: c.settlingTest }).toEqual({
        text,
        level: 0,
        kind: 'drink',
        reason: 'drip_range',
        test: 'flow',
      });
      expect(c.confidence, text).toBeLessThanOrEqual(RULES.FORK_DRIP_LEVELS_0_3.confidence.cap);
    }
  });

  it('says why in the response language and names the flow test', () => {
    const c = classifyText('drips through the fork');
    expect(explainClassification(c, 'en')).toMatch(/fork drip test does not tell Levels 0-3 apart.*IDDSI flow test/);
    expect(toClassifyResponse(c, 'es').settling_test).toBe('prueba de flujo IDDSI');
  });

  it('does not apply to a drip negated (the Level 4 fork drip pass)', () => {
    expect(classifyText('thickened juice, does not drip through the prongs').level).toBeGreaterThanOrEqual(4);
  });
});

describe(`${RULES.THIN_POUR_THINNEST.id}: a drink served thin that pours off the spoon is not made thicker by the pour`, () => {
  it('answers Level 0 for water, tea, juice or milk whose only test is a pour off the spoon, in several languages', () => {
    expectLevels([
      ['water pours off the spoon', 0, 'drink'],
      ['apple juice runs off the spoon', 0, 'drink'],
      ['お茶、スプーンから流れ落ちる', 0, 'drink'],
      ['leite escorre da colher', 0, 'drink'],
      ['nước cam chảy khỏi thìa', 0, 'drink'],
      ['Saft, läuft vom Löffel', 0, 'drink'],
      ['water pours quickly off the spoon', 0, 'drink'],
    ]);
    const c = classifyText('water pours off the spoon');
    expect(c.confidence).toBeLessThanOrEqual(RULES.THIN_POUR_THINNEST.confidence.cap);
  });

  it('reads a pour with nothing named as a drink, the thinner side (rule FORK_DRIP_LEVELS_0_3)', () => {
    expectLevels([['pours off the spoon', 0, 'drink']]);
  });

  it('reads "pours", "pourable" as no thickness for a drink, and still Level 3 or thinner for a food', () => {
    expectLevels([
      ['juice, pours easily', 0, 'drink'],
      ['teh, bisa dituang', 0, 'drink'],
      ['牛奶，可以倒', 0, 'drink'],
      ['pourable custard', 3, 'food'],
    ]);
  });

  it('leaves a soup, a stated level and a slow pour to decide', () => {
    expectLevels([
      ['tomato soup pours off the spoon', 3],
      ['Level 2 juice pours off the spoon', 2, 'drink'],
    ]);
    // Rule SPOON_POUR_DRINK_UNDECIDED: a slow spoon pour of a named drink does not decide
    expectLevels([['milk pours slowly off the spoon', 0, 'drink']]);
  });
});

describe('test results and lumps negated as carers write them (French "pas", Japanese "全くなし")', () => {
  it('reads "pas collante" as the spoon tilt passed, not a sticky failure', () => {
    expectLevels([
      ['compote de pommes lisse, pas collante, glisse de la cuillère', 4, 'food'],
      ['purée de courgette, pas collante', 4, 'food'],
    ]);
  });
  it('reads "no grains at all" as no lumps (IDDSI Level 4: no lumps)', () => {
    expectLevels([
      ['にんじんペースト、粒は一切なし', 4, 'food'],
      ['りんごのピューレ、粒がまったくない、べたつかない', 4, 'food'],
    ]);
  });
});

describe(`outcome SPOON_TILT_STICKY (rule ${RULES.TEST_DECIDES_FLUID.id}): stickiness is a spoon tilt result`, () => {
  it('"not sticky" says nothing of a drink (every drink passes it): a thickened drink is not made Level 4', () => {
    for (const text of [
      'leche espesada, no se pega a la cuchara',
      'Saft, klebt nicht am Löffel',
      "thickened milk, wasn't sticky on the spoon",
    ]) {
      const c = classifyText(text);
      expect(c.kind, text).toBe('drink');
      expect(c.level, text).toBeLessThan(4);
    }
  });
  it('a food that holds its shape and is not sticky outranks a thinner stated level; a sticky one fails', () => {
    expectLevels([
      ['芝麻糊，标签写2级，勺子倒扣能成形，不粘', 4, 'food'],
      ['pudding, klebt nicht am Löffel', 4, 'food'],
      ['Level 4 pudding, sticks to the spoon', 7, 'food'],
    ]);
  });
});

describe('"does not stick to the spoon" is the stickiness check, not the Level 4 slide (row spoon_not_sticky)', () => {
  it('leaves a drink as its name and words say, in several languages', () => {
    expectLevels([
      ["milk, doesn't stick to the spoon", 0, 'drink'],
      ['Level 3 thickened juice, not sticky on the spoon', 3, 'drink'],
      ['teh manis, tidak lengket di sendok', 0, 'drink'],
    ]);
  });
  it('still reads a purée that does not stick as Level 4', () => {
    expectLevels([
      ['puree, does not stick to the spoon', 4, 'food'],
      ['南瓜蓉，不粘勺子', 4, 'food'],
      ['かぼちゃペースト、べたつかない', 4, 'food'],
    ]);
  });
});
