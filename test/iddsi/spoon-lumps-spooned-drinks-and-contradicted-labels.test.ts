/**
 * The spoon tilt's "one lump", a drink the syringe kept full that the text says had to be spooned, and
 * labels that a test contradicts (a smooth label tested thicker, a purée label that drips and pours, a
 * Cantonese residue word). Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.SPOON_TILT_ONE_LUMP.id}: a spoonful that holds or falls off "in one lump" passed the tilt`, () => {
  it('reads the passed spoon tilt of a smooth food, Level 4, in every language', () => {
    expectLevels([
      ['blended the stew until smooth, it sits on the spoon in a lump and slides off when tilted', 4, 'food'],
      ['pureed carrots, smooth, holds on the spoon and drops off in a single lump when tipped', 4, 'food'],
      ['pureed chicken, smooth; tipped the spoon and it fell off as one lump', 4, 'food'],
      ['苹果打成泥，很顺滑，勺子倾斜时整团掉下来', 4, 'food'],
      ['bubur labu diblender halus, tetap di sendok, saat dimiringkan jatuh dalam satu gumpalan', 4, 'food'],
      ['ข้าวต้มปลาปั่นละเอียด ไม่มีเม็ด คงรูปบนช้อน เอียงแล้วตกเป็นก้อนเดียว', 4, 'food'],
      ['かぼちゃをミキサーでなめらかにした。スプーンに山になって、傾けると一塊で落ちた', 4, 'food'],
      ['호박죽 갈아서 매끄럽게, 숟가락 위에서 모양 유지, 기울이면 한 덩어리로 떨어짐', 4, 'food'],
      ['Kürbispüree glatt, hält die Form, rutscht beim Kippen als ein Klumpen vom Löffel', 4, 'food'],
      ['bí đỏ xay nhuyễn mịn, giữ hình dạng, nghiêng thìa rơi thành một cục', 4, 'food'],
    ]);
  });
  it('reads "falls in one go" (دفعة واحدة) and "one lump" without a preposition (jatuh satu gumpalan)', () => {
    expectLevels([
      ['دجاج مطحون في الخلاط ناعم بلا كتل، يثبت على الملعقة ويسقط دفعة واحدة عند إمالتها', 4, 'food'],
      ['بطاطا مهروسة ناعمة بلا كتل، تثبت على الملعقة وتسقط دفعة واحدة عند إمالة الملعقة', 4, 'food'],
      ['ikan kukus diblender halus, tanpa gumpalan, tetap berbentuk di sendok, jatuh satu gumpalan saat dimiringkan', 4, 'food'],
      ['kentang dihaluskan sampai lembut, tidak ada gumpalan, tetap berbentuk di sendok lalu jatuh segumpal waktu dimiringkan', 4, 'food'],
    ]);
  });
  it('leaves a lump named in the food a lump, in Arabic and Indonesian', () => {
    for (const text of ['bubur ayam diblender tapi masih ada satu gumpalan daging', 'دجاج مهروس لكن فيه كتل صغيرة']) {
      expect(classifyText(text).level, text).toBeGreaterThanOrEqual(5);
    }
  });
  it('is the tilt test, whatever diet the eater is ordered', () => {
    const c = classifyText('母は軟菜食（レベル6）の指示。今日は煮魚をミキサーにかけ、なめらかでスプーンに山になり、傾けると一塊で落ちる');
    expect({ level: c.level, kind: c.kind }).toEqual({ level: 4, kind: 'food' });
  });
  it('leaves "in lumps" and a lump in the food as lumps', () => {
    for (const text of [
      'mashed parsnip came out in lumps',
      'there was a lump in the pureed pear',
      'pureed chicken, but some of the meat was in a lump',
      'pureed chicken but there was meat on the spoon in a lump',
      'blended fish pie, one bit stayed in a single lump',
      'cháo xay nhưng còn vón thành một cục',
      'bubur blender tapi masih ada daging dalam satu gumpalan',
      'Kartoffelpüree, aber das Fleisch war in einem Klumpen',
    ]) {
      expect(classifyText(text).level, text).toBeGreaterThanOrEqual(5);
    }
  });
  it('keeps a thickener that went in a lump as a food with a mixed consistency', () => {
    const c = classifyText('the thickener went in a lump at the bottom, rest of the water thin');
    expect(c.level).toBeGreaterThanOrEqual(5);
  });
});

describe(`${RULES.NEGATED_STOP_CONTINUES.id}: "non-stop" and its kin negate no test word`, () => {
  it('reads a purée that drips without stopping and pours off the spoon as Level 3', () => {
    expectLevels([
      ['jar marked level 4 puree, yet it drips through the fork non-stop and runs off the spoon', 3, 'food'],
      ['pureed parsnip drips through the prongs without stopping and pours off the spoon', 3, 'food'],
      ['土豆泥从叉缝不停往下滴，勺子一倾就流下来', 3, 'food'],
      ['にんじんのピューレ、フォークの間から止まらずに垂れて、スプーンから流れ落ちる', 3, 'food'],
    ]);
  });
  it('leaves a plain negation a negation', () => {
    expectLevels([
      ['pureed pear, non-stick, holds on the spoon and does not drip through the fork', 4, 'food'],
      ['南瓜泥很顺滑，叉缝不会滴下，可以企喺匙羹', 4, 'food'],
      ['puré de calabaza liso, sin grumos, no gotea por el tenedor y se queda en la cuchara', 4, 'food'],
    ]);
  });
});

describe(`${RULES.FLOW_NONE_DESCRIBED_LEVEL_4.id}: nothing came out of the syringe and it had to be spooned`, () => {
  const RULE = RULES.FLOW_NONE_DESCRIBED_LEVEL_4;
  const spooned = [
    'thickened apple juice: nothing came out of the syringe, had to spoon it',
    'the thickened cocoa did not flow at all in the syringe test, it has to be spooned',
    'トロミ付きの麦茶、シリンジから何も出てこなかった。スプーンでないと無理',
    'sữa pha bột làm đặc, thử ống tiêm không chảy, phải múc bằng muỗng',
    '加稠杏仁露，一点都不流，只能用勺子舀',
  ];
  it('keeps Level 4, asks the fork drip and spoon tilt tests, at most the cap', () => {
    for (const text of spooned) {
      const c = classifyText(text);
      expect({ text, level: c.level, kind: c.kind, reason: c.needsTestReason, test: c.settlingTest }).toEqual({
        text,
        level: 4,
        kind: 'drink',
        reason: 'flow_range',
        test: 'fork_drip_spoon_tilt',
      });
      expect(c.confidence, text).toBeLessThanOrEqual(RULE.confidence.cap);
    }
  });
  it('reads "完全唔流" (does not flow at all) as no flow, and the spoon holding a smooth food', () => {
    expect(classifyText('加杰阿華田，完全唔流').level).toBe(3);
    expectLevels([['南瓜蓉好滑，冇粒，放喺匙羹上面唔流', 4, 'food']]);
  });
  it('leaves the syringe alone at Level 3 (drinks lean thinner)', () => {
    const c = classifyText('thickened apple juice: nothing came out of the syringe');
    expect({ level: c.level, reason: c.needsTestReason }).toEqual({ level: 3, reason: 'flow_range' });
  });
});

describe(`${RULES.SPOON_FED_BESIDE_NO_FLOW.id}: "had to spoon it" is how a drink was given, away from the syringe`, () => {
  it('reads the spoon-feeding words as Level 4 beside a syringe that let nothing through', () => {
    expectLevels([
      ['thickened juice, 10 ml left in the syringe, had to use a spoon', 4, 'drink'],
      ['batido espesado: en la jeringa no salió nada, tuve que usar cuchara', 4, 'drink'],
    ]);
  });
  it('leaves a thin drink given by spoon thin, in every language', () => {
    expectLevels([
      ['water, only with a spoon, she coughs from a cup', 0, 'drink'],
      ['give thin water only with a spoon', 0, 'drink'],
      ['had to use a spoon to mix it, then it ran off like water', 0],
      ['tea, must be spooned to her slowly as she is drowsy', 0, 'drink'],
      ['orange squash, we have to use a spoon since her stroke', 0, 'drink'],
      ['air putih, harus pakai sendok teh', 0, 'drink'],
      ['佢饮唔到水，成日咳', 0, 'drink'],
      ['白开水，佢饮唔到', 0, 'drink'],
      ['清水，吸唔上', 0, 'drink'],
      ['吸唔上，支饮管太幼', 0, 'drink'],
      ['清茶，只能用勺子舀俾佢，慢慢饮', 0, 'drink'],
      ['suco de laranja, tive que dar de colher', 0, 'drink'],
      ['acqua, ho dovuto usare il cucchiaio', 0, 'drink'],
      ["ho dovuto usare il cucchiaio per mescolare l'acqua", 0, 'drink'],
      ['Wasser, musste gelöffelt werden weil sie den Becher nicht halten kann', 0, 'drink'],
      ['水、スプーンでないと飲ませられない（むせるので少しずつ）', 0, 'drink'],
      ['agua, tuve que dársela con cuchara porque tose', 0, 'drink'],
      ["de l'eau, il faut une cuillère car elle tousse au verre", 0, 'drink'],
    ]);
  });
  it('does not make a thickened drink thicker than the dose says', () => {
    expect(classifyText('I have to use a spoon to stir the thickener into his water').level).toBeLessThanOrEqual(1);
  });
  it('leaves a syringe residue of Levels 1-3 as the flow test says', () => {
    expectLevels([['thickened juice, 6 ml left in the syringe, had to use a spoon', 2, 'drink']]);
  });
});

describe(`${RULES.SMOOTH_LABEL_TESTED_THICKER.id}: a smooth label tested thicker stays smooth`, () => {
  const RULE = RULES.SMOOTH_LABEL_TESTED_THICKER;
  it('reads the passed spoon tilt at Level 4, and Level 5 once lumps are reported', () => {
    expectLevels([
      ['tub marked Level 3 liquidised, yet it keeps its shape on the spoon and slides off in one lump', 4, 'food'],
      ['the label says liquidised but it holds its shape on the spoon and does not drip through the fork', 4, 'food'],
      ['tub labelled puree but it holds its shape and slides off the spoon; a few lumps though', 5, 'food'],
      ["l'étiquette dit niveau 3 liquéfié, pourtant ça garde sa forme sur la cuillère et tombe d'un bloc", 4, 'food'],
      ['라벨은 3단계인데 숟가락 위에서 형태 유지, 기울이면 한 덩어리로 미끄러짐, 매끄러움', 4, 'food'],
    ]);
  });
  it('caps the confidence when the smoothness rests on the contradicted label alone', () => {
    for (const text of [
      'tub marked Level 3 liquidised, yet it keeps its shape on the spoon and slides off in one lump',
      'the label says liquidised but it holds its shape on the spoon and does not drip through the fork',
    ]) {
      expect(classifyText(text).confidence, text).toBeLessThanOrEqual(RULE.confidence.cap);
    }
  });
  it('does not vouch for the smoothness of a dish usually served with pieces', () => {
    for (const text of [
      'label: level 3 liquidised. cottage pie, holds its shape on the spoon',
      'label: level 3 liquidised beef stew, holds its shape on the spoon',
      '盒上写3级流质，红烧牛腩，放在勺子上能保持形状',
    ]) {
      const c = classifyText(text);
      expect(c.level, text).toBeGreaterThanOrEqual(5);
      expect(c.confidence, text).toBeLessThanOrEqual(RULE.confidence.cap);
    }
  });
});

describe(`${RULES.ROLE_LABEL.id}: a purée label contradicted by a drip through the prongs or a pour`, () => {
  it('answers the tests (Level 3 food), in Chinese, Japanese and Korean (-는데 turns from the label)', () => {
    expectLevels([
      ['盒上标明4级南瓜泥，但叉子压下去会从缝隙里流下，可以倒出来', 3, 'food'],
      ['ラベルは「ペースト」だが、スプーンを傾けると流れて、フォークの間から落ちる', 3, 'food'],
      ['뚜껑에는 4단계 퓌레라고 적혀 있는데 포크 사이로 흘러내리고 부을 수 있음', 3, 'food'],
    ]);
  });
  it('keeps a short tail through the fork (Level 4) apart from a drip', () => {
    expectLevels([['南瓜蓉好滑，喺叉上面成团，一点点从叉缝漏下去，得个小尾巴', 4, 'food']]);
  });
  it('does not read a little tail that is no fork result as one', () => {
    expect(classifyText('黄色小尾巴的布丁').confidence).toBeLessThan(0.95);
  });
});

describe(`${RULES.LEFT_WORD_BEFORE_FIGURE.id}: Cantonese 净返, 净低 and 得返 right before a figure say what stayed`, () => {
  it('reads the ml figure as the residue over a bottle label', () => {
    expectLevels([
      ['支裝寫住L1，測完淨返6ml', 2, 'drink'],
      ['包裝寫L3，試完得返2ml', 1, 'drink'],
      ['針筒淨低9ml', 3, 'drink'],
      ['樽上標L1，測試淨返 約6ml', 2, 'drink'],
    ]);
  });
  it('leaves a dose of thickener or a volume drunk no residue, whatever test words stand beside it', () => {
    for (const [text, level] of [
      ['加了6ml凝固粉，测试一下', 1],
      ['测试过，加咗2ml增稠粉落100ml水', 1],
      ['测试：加6ml增稠剂到200ml水', 1],
      ['试完，用咗3ml凝固粉', 1],
      ['佢饮咗8ml水，得返正常', 0],
      ['测完之后喝了10ml清水', 0],
      ['饮咗5ml橙汁，得返好少咳', 0],
    ] as const) {
      const c = classifyText(text);
      expect({ text, level: c.level }).toEqual({ text, level });
      expect(c.confidence, text).toBeLessThanOrEqual(0.75);
    }
  });
});

describe(`${RULES.NO_FLOW_WORD_NOT_A_TEST.id}: "does not flow at all" said of the drink, not of speech or saliva`, () => {
  it('reads it of a drink or a syringe named before it', () => {
    for (const text of ['加杰阿華田，完全唔流', '针筒里的奶昔一点都不流', '加稠豆奶都完全唔流']) {
      expect(classifyText(text).level, text).toBe(3);
    }
  });
  it('leaves plain water thin beside fluent speech, saliva, a runny nose or a smooth slide', () => {
    expectLevels([
      ['他讲话一点都不流利，喝的是普通清水', 0, 'drink'],
      ['清水，佢讲嘢完全唔流利', 0, 'drink'],
      ['口水完全唔流，饮清水', 0, 'drink'],
      ['鼻涕一点也不流了，给他喝白开水', 0, 'drink'],
      ['汤匙上的水一点都不流畅地滑下', 0, 'drink'],
      ['营养一点都不流失，给她喝橙汁', 0, 'drink'],
      ['佢讲嘢唔会流利，饮清水', 0, 'drink'],
    ]);
  });
  it('reads the words alone as the flow result, and not after another subject', () => {
    expect(classifyText('完全唔流').level).toBe(3);
    expect(classifyText('口水完全唔流').level).not.toBe(3);
  });
});
