/**
 * Test results that outrank labels, fruit nectars and thickened broths, closed as vocabulary and rules held
 * as data. Sentences are our own.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

describe(`${RULES.SPOON_TILT_STICKY.id}: a sample that must be shaken or scraped off the spoon is sticky`, () => {
  it('fails a Level 4 label and answers the regular level', () => {
    expectLevels([
      ['level 4 apple puree; tilted the spoon, it stuck to spoon and we had to scrape it off', 7, 'food'],
      ['puree nivel 4, prueba de la cuchara: hubo que sacudir para que cayera', 7, 'food'],
      ['bubur sumsum level 4, lengket di sendok, harus dikibaskan', 7, 'food'],
    ]);
  });
  it('keeps the label that the spoon tilt confirms', () => {
    expectLevels([['level 4 carrot puree, slides off the spoon when tilted, little left on it', 4, 'food']]);
  });
});

describe(`${RULES.TEST_FAILS_STATED.id}: a soft food that springs back under the fork is not soft`, () => {
  it('answers Level 7 over a Level 6 label in the words of several languages', () => {
    expectLevels([
      ['标签6级软食, 用叉一压就弹回来', 7, 'food'],
      ['soft & bite-sized label, but the piece pops back up under the fork', 7, 'food'],
      ['ラベルはレベル6、フォークで押してもはね返る', 7, 'food'],
      ['nhãn cấp 6, lấy nĩa ấn thì bật lại', 7, 'food'],
    ]);
  });
});

describe(`${RULES.TEST_FAILS_STATED.id}: drips slowly off the fork in blobs is the Level 3 fork drip`, () => {
  it('reads the drip over a purée label or a soup, in every language the engine reads', () => {
    expectLevels([
      ['parsnip soup, blended, it will drip slowly off a fork in blobs', 3],
      ['labelled puree but it drips in blobs through the prongs', 3, 'food'],
      ['حساء جزر مهروس، ينقط ببطء من الشوكة', 3],
      ['ピューレと書いてあるが、フォークからポタポタゆっくり落ちる', 3, 'food'],
    ]);
  });
});

// FLOW_TEST_LEVELS_0_3: no flow is more than 8 ml left, which the flow test calls Level 3
describe(`${RULES.TEST_DECIDES_FLUID.id}: no flow through the syringe in 10 s decides over a thinner label`, () => {
  it('answers Level 3 over a Level 3 label', () => {
    expectLevels([
      ['น้ำส้มข้นระดับ 3 ตามฉลาก แต่ทดสอบกระบอกฉีดยา 10 วินาทีไม่มีไหลออก', 3, 'drink'],
      ['moderately thick juice per the tin, but there was no flow in the syringe after 10 s', 3, 'drink'],
    ]);
  });
  it('sets the contradicted label aside', () => {
    const answer = classifyText('label: mildly thick; IDDSI flow test, nothing came through the syringe');
    expect(answer.level).toBe(3);
    expect(answer.setAside?.some((s) => s.role === 'label')).toBe(true);
  });
});

describe(`${RULES.AMBIGUOUS_TERM.id}: a fruit nectar is a juice drink, "nectar-like" the legacy thickness`, () => {
  it('reads a bare nectar of a fruit as a thin juice, never mildly thick', () => {
    expectLevels([
      ['apricot nectar with lunch', 0, 'drink'],
      ['un vaso de néctar de mango', 0, 'drink'],
      ['nektar buah dingin', 0, 'drink'],
    ]);
  });
  it('keeps the legacy nectar thickness when a word of likeness or consistency names it', () => {
    expectLevels([
      ['cordial thickened to nectar consistency', 2, 'drink'],
      ['teh dikentalkan mirip nektar', 2, 'drink'],
      ['agua espesada como néctar', 2, 'drink'],
    ]);
  });
  it('reads a honey drink as the drink, not as honey-thick', () => {
    expectLevels([
      ['น้ำผึ้งมะนาวอุ่นๆ', 0, 'drink'],
      ['honey lemon drink, warm', 0, 'drink'],
    ]);
  });
});

describe(`${RULES.THICKENED_BROTH.id}: a thickened broth without its solids leans to Level 1`, () => {
  it('reads the thickening word, not the thin broth', () => {
    expectLevels([
      ['とろみをつけたすまし汁、具なし', 1, 'drink'],
      ['thickened beef broth, strained, no bits', 1, 'drink'],
    ]);
  });
  it('leaves the broth thin when the thickening word names the eater in another clause', () => {
    expectLevels([['とろみ対応の方：すまし汁（具なし）', 0, 'drink']]);
  });
});

describe(`${RULES.HAZARD_REMOVED_BY_VERB.id}: Vietnamese "gọt vỏ" peels, "chưa gọt vỏ" does not`, () => {
  it('takes the skin off a peeled soft vegetable cut to 1.5 cm', () => {
    expectLevels([['cà rốt gọt vỏ, luộc mềm, cắt miếng 1,5cm, ấn nĩa là nát', 6, 'food']]);
  });
  it('leaves the skin standing when the peeling is denied', () => {
    const hazards = classifyText('khoai lang chưa gọt vỏ, luộc mềm').hazards.map((h) => h.code);
    expect(hazards).toContain('skins_husks');
  });
});
