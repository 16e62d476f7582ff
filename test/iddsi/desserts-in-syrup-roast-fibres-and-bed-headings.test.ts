/**
 * Classes of issue 14: desserts served in
 * syrup, roast meats that stay chewy when chopped, hard foods ground and put on a base. Wordings
 * are our own, in several of the languages the engine reads.
 */
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../shared/iddsi/text/engine';
import { RULES } from '../../shared/iddsi/text/rules';

const answer = (text: string) => {
  const r = runEngine(text);
  return { level: r.level, codes: r.hazards.map((h) => h.code), kind: r.kind };
};

describe('soft desserts served in syrup are a mixed consistency (rule HAZARD_SURVIVES)', () => {
  it.each(['a cup of douhua', '一碗豆腐花', 'tàu hủ nước đường nóng', 'เต้าฮวยน้ำขิงร้อน', 'kembang tahu hangat', 'almond tofu with fruit'])(
    '%s',
    (text) => {
      const a = answer(text);
      expect(a.level).toBe(7);
      expect(a.codes).toContain('mixed_consistency');
    },
  );
});

describe('roast and cured meats keep their fibres when chopped (rule HAZARD_SURVIVES)', () => {
  it.each(['roast duck chopped small', '燒鵝切碎', 'xá xíu băm nhỏ', 'หมูแดงสับละเอียด', 'チャーシューを刻んで'])('%s', (text) => {
    const a = answer(text);
    expect(a.level).toBe(7);
    expect(a.codes).toContain('fibrous');
  });
  it('puréed and sieved, the fibres are gone', () => {
    expect(answer('char siu blended and passed through a sieve, smooth, holds on the spoon').level).toBe(4);
  });
});

describe(`a hard food ground and put on a base stays hard (rule ${RULES.GROUND_TOPPING_STAYS_HARD.id})`, () => {
  it.each([
    'smooth pumpkin purée, cashews ground fine and sprinkled on top',
    'bubur halus, kacang mete digiling halus ditaburi di atasnya',
    '白粥面頭撒上磨碎花生',
  ])('%s', (text) => {
    const a = answer(text);
    expect(a.level).toBe(7);
    expect(a.codes).toContain('hard');
  });
  it('ground into the purée itself, not put on it, the grinding smooths it', () => {
    expect(answer('cashews ground and blended into the pumpkin purée, smooth').level).toBe(4);
  });
});

describe(`a bed, table or ward that opens the text names the eater (rule ${RULES.ROLE_PRESCRIPTION.id})`, () => {
  it.each([
    ['giường 12 cấp 3: nước cam vắt, không pha bột làm đặc', 0],
    ['Bett 2, Stufe 3: Leitungswasser', 0],
    ['โต๊ะอาหารบด (ระดับ 4): ต้มจืดวุ้นเส้น น้ำซุปใส', 7],
    ['kamar 5 level 5: sop ayam dengan kuah bening dan potongan wortel', 7],
  ] as const)('%s', (text, level) => {
    const r = runEngine(text);
    expect(r.level).toBe(level);
    expect(r.setAside.some((s) => s.role === 'prescription')).toBe(true);
  });
  it('a level written for the food itself still counts', () => {
    expect(runEngine('น้ำส้มเติมผงเพิ่มความหนืด ระดับ 3').level).toBe(3);
  });
});

describe(`a soup only called thick is settled by the test (rule ${RULES.VAGUE_WORD_SAFEST.id})`, () => {
  it.each(['a bowl of thick soup', 'sopa bien espesa', 'súp đặc', 'ซุปข้น'])('%s: Level 4, needs the test, not confident', (text) => {
    const r = runEngine(text);
    expect(r.level).toBe(4);
    expect(r.needsTest).toBe(true);
    expect(r.confidence).toBeLessThan(0.8);
  });
  it('a drink only called thick stays the thinnest thick drink', () => {
    expect(runEngine('a thick drink').level).toBe(1);
  });
  it('a thick soup the text says is drunk is judged as the drink', () => {
    expect(runEngine('thick soup you can drink from a cup, smooth').level).toBeLessThanOrEqual(3);
  });
});
