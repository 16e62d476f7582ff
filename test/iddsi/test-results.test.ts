/** IDDSI test results in words (flow, fork drip, spoon tilt, fork pressure): the test decides, even against a stated level. */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { expectLevels } from '../support/iddsi';

describe('IDDSI test results', () => {
  // the flow test classifies Levels 0-3; no flow is more than 8 ml left, Level 3 (FLOW_TEST_LEVELS_0_3)
  it('maps the flow test remaining volume to levels 0-3', () => {
    expectLevels([
      ['thickened juice, flow test: 0.5 ml left after 10 s', 0],
      ['thickened juice, flow test: 2 ml left after 10 s', 1],
      ['thickened juice, flow test: 6 ml left after 10 s', 2],
      ['thickened juice, flow test: 9 ml left after 10 s', 3],
      ['thickened juice, flow test: no flow, all 10 ml remained', 3],
      ['加凝固粉嘅橙汁，流動測試10秒後針筒剩低3毫升', 1],
      ['とろみ茶、シリンジで10秒後に6mL残った', 2],
      ['tubig na may pampalapot, 3 ml ang natira', 1],
      ['air dengan pengental, tersisa 7 ml setelah 10 detik', 2],
      ['nước làm đặc, còn lại 2 ml sau 10 giây', 1],
      ['น้ำเพิ่มความข้น เหลือ 6 มล. หลัง 10 วินาที', 2],
      ['agua con espesante, quedan 9 ml en la jeringa', 3],
    ]);
  });

  it('does not read the 10 ml syringe itself as a result', () => {
    expectLevels([['apple juice thickened so that 2 ml stays in the 10 ml syringe after 10 seconds', 1]]);
  });

  it('applies the safety bias on a flow-test boundary (drinks: the thinner level) and lowers confidence', () => {
    const four = classifyText('thickened tea, flow test 4 ml remaining after 10 seconds');
    const six = classifyText('thickened tea, flow test 6 ml remaining after 10 seconds');
    expect(four.level).toBe(1);
    expect(four.confidence).toBeLessThan(six.confidence);
  });

  it('reads fork drip, spoon tilt and fork pressure outcomes', () => {
    expectLevels([
      ['thick milk that drips slowly through the fork prongs', 3],
      ['purée that holds its shape on the spoon and falls off when tilted', 4],
      ['soft potato pieces, squashes easily with a fork, 1.5 cm', 6],
    ]);
  });

  it('maps particle sizes for adults and children', () => {
    expectLevels([
      ['minced chicken, pieces 4 mm', 5],
      ['chicken pieces 1.5 cm, soft', 6],
      ['chicken pieces 15 mm, soft', 6],
      ['soft chicken pieces 3 cm', 7],
      ['pieces under 4 mm, moist', 5],
      ['for a child: soft chicken pieces 4 mm', 6],
      ['paediatric: minced chicken 2 mm', 5],
      ['剁碎至4毫米嘅雞肉', 5],
      ['切成1.5厘米小块的软煮土豆', 6],
      ['pollo cocido tierno en trozos de 1,5 cm', 6],
    ]);
  });
});

describe('a measured result against a stated level (IDDSI levels are defined by the tests)', () => {
  it('the flow test decides when it contradicts the stated level, in either direction', () => {
    expectLevels([
      ['juice labelled level 2, but the flow test left 9 ml', 3, 'drink'],
      ['果汁标的是低稠（2级），但是流动测试剩9毫升', 3, 'drink'],
      ["jus d'orange légèrement épaissi, il reste 2 ml dans la seringue après 10 secondes", 1, 'drink'],
      ['honey thick, but the flow test shows 5 ml left', 2, 'drink'],
    ]);
    expect(classifyText('juice labelled level 2, but the flow test left 9 ml').confidence).toBeLessThan(0.8);
  });

  it('particles too big for the stated level raise it; a stated limit does not', () => {
    expectLevels([
      ['puree carrots (meant to be level 4) but has visible lumps about 4mm', 5, 'food'],
      ['level 6 soft and bite sized, pieces about 3 cm', 7, 'food'],
      ['level 6 chicken, pieces under 4 mm', 6, 'food'],
      ['level 5 minced, particles up to 4 mm', 5, 'food'],
    ]);
  });

  it('a measurement that agrees leaves the stated level alone', () => {
    const c = classifyText('level 2 tea, 6 ml left in the syringe');
    expect(c.level).toBe(2);
    expect(c.strength).toBe('explicit');
  });
});

describe('IDDSI fork drip test: a short tail through the prongs is Level 4 only', () => {
  it('gives Level 4 when a small amount flows through, in several languages', () => {
    expectLevels([
      ['fork test: mounds on the fork and forms a short tail below the prongs', 4, 'food'],
      ['在叉子上堆成一堆，只有少量流下', 4, 'food'],
      ['se amontona sobre el tenedor y solo una pequena cantidad pasa', 4, 'food'],
    ]);
  });

  it('keeps a mound that does not drip on the safer Level 5 (Level 4 and 5 both sit on the fork)', () => {
    expectLevels([
      ['堆喺叉上面，唔會滴落', 5, 'food'],
      ['reste en tas sur la fourchette', 5, 'food'],
    ]);
  });
});

describe('spoon tilt test words of the Chinese test sheets', () => {
  it('reads 维持形状 / 整团滑落 / 不粘勺 as the spoon tilt test (Level 4–5, food side to 5 unless smooth)', () => {
    expectLevels([
      ['匙羹倾斜：能维持形状，整团滑落', 5, 'food'],
      ['打成泥，无颗粒，维持形状，不粘勺', 4, 'food'],
    ]);
  });
});
