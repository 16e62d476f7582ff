/**
 * The eater's diet or patient group in a bracket beside the item
 * is a prescription, never the item's preparation or level.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels, expectStandingHazard } from '../support/iddsi';

describe(`${RULES.ROLE_BRACKET_ORDER.id}: a diet or patient group in brackets is the eater's order`, () => {
  it("keeps a whole food's hazards beside a bracketed diet or patient group, in several languages", () => {
    expectStandingHazard(
      ['roast lamb (minced diet)', 'pork chop (pureed patients)', 'Schweinekotelett (pürierte Kost)'],
      7,
      'tough_fibrous',
    );
    expectStandingHazard(
      ['grilled mackerel (pureed group)', '煎魚（碎餐院友）', 'ikan goreng (pasien diet saring)', 'cá chiên (bệnh nhân ăn xay)'],
      7,
      'bones',
    );
    expectStandingHazard(
      ['sate ayam (pasien makanan saring)', 'chuleta de cerdo (pacientes de dieta triturada)', 'ローストビーフ（ミキサー食の方）'],
      7,
      'tough_fibrous',
    );
  });

  it('judges a drink as usually served beside a bracketed thickness order', () => {
    expectLevels([
      ['apple juice (moderately thick patients)', 0, 'drink'],
      ['苹果汁（中度稠病人）', 0, 'drink'],
      ['麦茶（中間のとろみの方）', 0, 'drink'],
      ['jugo de manzana (pacientes néctar)', 0, 'drink'],
    ]);
  });

  it('still reads a bracket that describes the item', () => {
    expectLevels([
      ['chicken (minced, moist)', 5, 'food'],
      ['apple juice (mildly thick)', 2, 'drink'],
    ]);
    expect(runEngine('lamb stew (pureed diet)').setAside.length).toBeGreaterThan(0);
  });
});

describe(`${RULES.ROLE_PRESCRIPTION.id}: a level name with a patient or group word beside the item, no bracket`, () => {
  it('sets the order aside before or after the drink (zh), and reads ko/hi diet headings', () => {
    expectLevels([
      ['中度稠病人 苹果汁', 0, 'drink'],
      ['乌龙茶 给中度稠组', 0, 'drink'],
      ['갈은식: 돼지갈비', 7, 'food'],
      ['प्यूरी डाइट: मटन चॉप', 7, 'food'],
    ]);
  });
});
