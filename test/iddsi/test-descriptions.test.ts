/**
 * Rules TEST_DECIDES_FLUID, SPOON_TILT_STICKY and FLOW_COMPARATOR: reported IDDSI test results,
 * in the languages the engine reads, decide over a label, a menu or a stated level.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.TEST_DECIDES_FLUID.id}: flow, fork drip and spoon tilt results decide over a stated level 0-4`, () => {
  it('a Level 4 label on a sample that drips in dollops and pours off the spoon is Level 3', () => {
    expectLevels([
      ["'Level 4 puree' on the tub, yet it drips thru the fork in dollops and pours off the spoon", 3],
      ['标签写“高度稠”的南瓜糊，但放在叉子上会从叉缝一滴滴慢慢往下落，倾斜勺子能倒出来', 3],
      ['Crema etiquetada nivel 4, pero se vierte de la cuchara y gotea lentamente entre los dientes del tenedor', 3],
    ]);
  });

  it('a Level 3 label on a sample that does not flow at all in the syringe is Level 4', () => {
    expectLevels([['レベル3表示のスープ、シリンジで10秒たっても全く流れない、フォークの上で山になる', 4]]);
  });

  it('sets the contradicted stated level aside as a label', () => {
    const r = classifyText("'Level 4 puree' on the tub, yet it drips thru the fork in dollops and pours off the spoon");
    expect(r.level).toBe(3);
    expect(r.setAside?.map((a) => a.matched)).toContain('Level 4');
  });

  it('does not override a stated level that one of the tests allows', () => {
    expectLevels([['mildly thick level 2 juice, drips through the fork prongs', 2]]);
  });

  it('reads test descriptions in Thai, Russian and Japanese', () => {
    expectLevels([
      ['โจ๊กปั่น ไหลผ่านซี่ส้อมช้าๆ เป็นหยดๆ เทออกจากช้อนได้', 3],
      ['Кисель: медленно стекает с ложки, сквозь вилку капает каплями', 3],
      ['かぼちゃのペースト、スプーンを傾けるとするっと落ちてほとんど残らない、べたつかない', 4],
    ]);
  });
});

describe(`${RULES.SPOON_TILT_STICKY.id}: a sample that sticks to the spoon fails Level 4`, () => {
  it('sticking is the harder level, whatever the label said', () => {
    expectLevels([
      ['Postre etiquetado nivel 4, pero en la prueba de la cuchara se queda pegado y no se despega', 7],
      ['pudding labelled level 4 but it sticks to the spoon when tilted', 7],
    ]);
  });

  it('"does not stick to the spoon" is the Level 4 pass', () => {
    expectLevels([['smooth puree, holds its shape, does not stick to the spoon', 4]]);
  });
});

describe(`${RULES.FLOW_COMPARATOR.id}: a flow-test residue keeps its comparator`, () => {
  it('less than 1 ml left is Level 0 in every wording', () => {
    expectLevels([
      ['米汤，10毫升注射器10秒后剩不到1毫升', 0],
      ['นมถั่วเหลือง ทดสอบไซริงค์ 10 วินาที เหลือไม่ถึง 1 มล.', 0],
      ['thickened tea, flow test: less than 1 ml left after 10 s', 0],
    ]);
  });

  it('a label contradicted by the residue gives way', () => {
    expectLevels([["นมถั่วเหลือง ติดป้ายว่า 'ข้นเล็กน้อย' แต่ทดสอบไซริงค์ 10 วินาที เหลือไม่ถึง 1 มล", 0]]);
  });
});

describe(`${RULES.FLOW_COMPARATOR.id}: piece sizes keep their comparator and unit too`, () => {
  it('reads "max 4 mm" and a hyphen between number and unit', () => {
    expectLevels([
      ['Weich gekochte Kartoffeln in 1,5-cm-Würfeln, mit der Gabelkante teilbar, zerdrückt bleiben sie flach', 6],
      ['carrot, steamed soft, 20-mm chunks', 7],
    ]);
  });
});

describe(`${RULES.REMOVAL_NOT_DONE.id}: a removal under negation leaves the hazard standing`, () => {
  it('bones or skin not removed keep the food at Level 7', () => {
    expectLevels([
      ['鮭の塩焼き（骨は取ってない）、1cmくらいにほぐした', 7],
      ['salmon fillet, bones not removed, flaked into 1 cm pieces', 7],
      ['sweet potato, unpeeled, steamed and mashed', 7],
      ['soft braised pork belly cubes, 1.5 cm, rind left on', 7],
    ]);
  });

  it('the removal itself still deals with the hazard', () => {
    expectLevels([
      ['salmon, bones removed, skin removed, flaked into 1 cm pieces, moist with sauce', 6],
      ['soft braised pork belly cubes 1.5 cm, rind removed, squashes with the fork', 6],
    ]);
  });
});
