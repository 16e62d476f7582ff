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

describe(`${RULES.FLOW_EMPTIED.id}: a syringe that emptied is Level 0, one that let nothing out no flow (Level 3)`, () => {
  it('an emptied syringe decides over a thicker label', () => {
    expectLevels([
      ['Labelled Level 1 slightly thick. 10ml syringe after 10 secs: empty', 0, 'drink'],
      ['Labelled Level 2 mildly thick. Flow test: all ran out in 10 s', 0, 'drink'],
      ['Jus jeruk, tes spuit 10 detik: kosong', 0, 'drink'],
      ['シリンジ10秒後、空になった', 0, 'drink'],
    ]);
  });

  it('"empty" says nothing outside a flow test, and a measured residue outranks it', () => {
    expect(classifyText('the glass is empty').understood).toBe(false);
    expect(classifyText('Thickened tea, syringe not empty after 10 s, 6 ml left').level).toBe(2);
  });

  // FLOW_TEST_LEVELS_0_3: no flow (10 ml left) is more than 8 ml, Level 3; fork and spoon show 4
  it('"nothing came out" is no flow in every language', () => {
    expectLevels([
      ['Tè addensato: test con siringa da 10 ml, dopo 10 secondi non è uscito nulla', 3],
      ['Chá espessado, seringa de 10 ml: não saiu nada em 10 segundos', 3],
      ['Suero espesado, jeringa de 10 ml: a los 10 segundos no salió nada', 3],
    ]);
  });
});

describe(`${RULES.SYRINGE_SIZE.id}: the syringe's size is not a residue`, () => {
  it('reads "jeringa de 10 ml" as the apparatus, "syringe: 10 ml left" as the result', () => {
    expectLevels([
      ['Suero espesado, jeringa de 10 ml: a los 10 segundos estaba vacía', 0],
      ['siringa da 10 ml: dopo 10 secondi restano 3 ml', 1],
      ['syringe: 10 ml left after 10 s', 3],
    ]);
  });
});

describe(`${RULES.TEST_DECIDES_FLUID.id}: fork drip and spoon tilt in more languages`, () => {
  it('a Level 4 label on a sample that drips through the prongs and pours off the spoon is Level 3', () => {
    expectLevels([
      ['Sữa làm đặc, nhãn ghi mức 4 nhưng thử bằng nĩa thì nhỏ giọt qua kẽ nĩa, đổ được từ thìa', 3],
      ['Menu bubur saring level 4, tapi uji garpu: menetes terus dan tumpah dari sendok miring', 3],
    ]);
  });

  it('"pours slowly off the spoon" is Level 3 or thinner, never a thin soup nor a Level 4 (Arabic clause breaks)', () => {
    expectLevels([
      ['شوربة عدس مطحونة ومصفاة، ناعمة بدون قطع، تنسكب ببطء من الملعقة', 3],
      ['Zuppa di lenticchie frullata e passata al setaccio, scorre lentamente dal cucchiaio', 3],
    ]);
  });
});

describe(`${RULES.FLOW_COMPARATOR.id}: Vietnamese "hơn" keeps its bound`, () => {
  it('more than 8 ml left is Level 3', () => {
    expectLevels([['Sữa đậu nành pha bột làm đặc, thử xi-lanh 10ml: sau 10 giây còn hơn 8 ml, vẫn nhỏ giọt chậm', 3]]);
  });
});

describe(`${RULES.NEGATED_BOUND.id}: a negated lower bound is an upper bound`, () => {
  it('"no lumps bigger than 4 mm" is at most 4 mm: Level 5', () => {
    expectLevels([
      ['ripe banana mashed w fork - no lumps bigger than 4mm, no liquid', 5],
      ['carne picada sin trozos mayores de 4 mm, húmeda', 5],
      ['碎肉，没有大过4毫米嘅粒，湿润', 5],
    ]);
  });

  it('a lower bound without a negation keeps its side', () => {
    expect(classifyText('minced chicken, pieces larger than 4 mm').level).toBe(7);
  });
});

describe(`${RULES.NEGATED_FLUID_TEST.id}: a negated drip or pour is the Level 4 pass`, () => {
  it('reads "no gotea entre los dientes del tenedor" as not dripping', () => {
    expectLevels([['Puré de papa, cero grumos, no gotea entre los dientes del tenedor, nada de líquido suelto', 4]]);
  });

  it('a sample that stands on the spoon holds its shape (Cantonese)', () => {
    const r = classifyText('南瓜打到好滑，喺匙羹度成堆企住');
    expect(r.level).toBe(4);
    expect(r.evidence.map((e) => e.code)).toContain('spoon_holds');
  });
});

describe(`${RULES.TEST_DECIDES_FLUID.id}: a sample that sits on the spoon in a mound holds its shape`, () => {
  it('is Level 4, not a liquidised Level 3', () => {
    expectLevels([
      ['cherry tomatoes peeled, deseeded, blended & sieved into a smooth sauce thick enough to sit on a spoon', 4],
      ['Tempe kukus, diblender dengan kuah santan kental sampai halus, disaring, tidak lengket, bisa membentuk gundukan di sendok', 4],
    ]);
  });
});
