/**
 * Issue 14: a food diet named after the item or its eater, with no cue word
 * ("coffee for bed 4, pureed diet", "ミキサー食の田中さんに緑茶"), is the eater's order.
 */
import { describe, expect, it } from 'vitest';
import { classifyText } from '../../shared/iddsi/classify';
import { RULES } from '../../shared/iddsi/text/rules';
import { expectLevels } from '../support/iddsi';

/** Each text answers `level` for `kind`, with the test that settles it; returns the classifications. */
function answeredWithTest(texts: readonly string[], level: number, kind: string) {
  return texts.map((text) => {
    const c = classifyText(text);
    expect({ text, level: c.level, kind: c.kind, needsTest: c.needsTest }).toEqual({ text, level, kind, needsTest: true });
    return c;
  });
}

describe(`${RULES.ROLE_DIET_NAME_BESIDE_ITEM.id}: a food diet says nothing about a drink, nor about a dish served to its eater`, () => {
  it('a drink beside a food diet is judged as served: Level 0, with the flow test', () => {
    const texts = [
      'lemon squash for room 9, minced and moist diet',
      'ペースト食の鈴木様にほうじ茶',
      '碎餐李伯伯 飲咗杯檸蜜',
      '给糊餐的张爷爷倒了一杯红茶',
      'nước cam cho ông đang ăn chế độ xay nhuyễn',
      'café con leche para el señor de la cama 8, dieta triturada',
      'jus de pomme pour Monsieur Petit, regime mixe',
      'kape para kay Lolo, pureed na diyeta',
    ];
    for (const c of answeredWithTest(texts, 0, 'drink')) expect(c.setAside?.some((s) => s.role === 'prescription')).toBe(true);
  });

  it('a dish parted from the diet by a clause mark or its eater keeps its own texture: Level 7', () => {
    expectLevels([
      ['cream crackers for bed 2, pureed diet', 7, 'food'],
      ['ミキサー食の山本さんにおかき', 7, 'food'],
      ['galletas maría para la señora de la cama 5, dieta triturada', 7, 'food'],
      ['đậu phộng rang cho bà, chế độ xay nhuyễn', 7, 'food'],
    ]);
  });

  it('side by side the diet names how the dish was made, and a soup on a diet may be a purée: not set aside', () => {
    for (const text of ['糊餐 豬肉', 'ミキサー食の筑前煮', '糊餐 南瓜湯']) {
      const c = classifyText(text);
      expect({ text, setAside: c.setAside?.some((s) => s.matched === '糊餐' || s.matched === 'ミキサー食') ?? false }).toEqual({
        text,
        setAside: false,
      });
    }
  });

  it('a food that meets the diet is still judged by its tests', () => {
    expectLevels([
      ['dieta triturada: puré de zanahoria liso, se mantiene en la cuchara y cae al inclinarla, no pegajoso', 4, 'food'],
      ['ผู้ป่วยอาหารปั่น: ฟักทองบดละเอียด เนียน ตั้งเป็นก้อนบนช้อน ไม่เหนียว', 4, 'food'],
      ['bệnh nhân chế độ ăn xay nhuyễn: nước cam làm đặc, test xi lanh còn 6 ml', 2, 'drink'],
    ]);
  });
});

describe(`${RULES.PRESCRIBED_FOOD_INGREDIENT_UNTESTED.id}: a diet is a hint about an ingredient's preparation, not a finding`, () => {
  it('a bare ingredient served on a diet is answered as usually served, not confidently, with a test', () => {
    const texts = [
      'minced and moist trolley – beef',
      '糊餐枱：豬肉',
      'ミキサー食の方へ：鶏肉',
      'mesa de dieta triturada: pescado',
      'pasien diet saring: ayam',
      'ผู้ป่วยอาหารปั่น: หมู',
    ];
    for (const c of answeredWithTest(texts, 7, 'food')) expect(c.confidence).toBeLessThan(0.8);
  });

  it('a dish whose name fixes its texture stays a confident finding; the diet set aside asks for the test', () => {
    // rule DIET_SET_ASIDE_FOR_FOOD: needs_test names the test, the confidence stays its cell
    const c = classifyText('for Mrs Lim who is on level 4: prawn crackers');
    expect({ level: c.level, needsTest: c.needsTest, finding: c.confidence >= 0.8 }).toEqual({ level: 7, needsTest: true, finding: true });
  });
});

describe(`${RULES.ROLE_PRESCRIPTION.id}: a drink's level comes from the drink, a dish's from the dish`, () => {
  it('a drink for an eater on a food diet, and a grilled dish for a group on a diet, in several languages', () => {
    expectLevels([
      ['jasmine tea for the resident on the minced diet', 0, 'drink'],
      ['给软餐的伯伯一杯豆浆', 0, 'drink'],
      ['ソフト食の方へ：紅茶', 0, 'drink'],
      ['beef satay for the pureed-diet group', 7, 'food'],
      ['沙爹雞串俾碎餐嘅院友', 7, 'food'],
      ['satay ayam untuk pasien diet lunak', 7, 'food'],
    ]);
  });
});

describe(`${RULES.ROLE_ORDER_AFTER_COLON.id}: a diet order written in each language is the eater's`, () => {
  it('the order before the meal names no level of the meal, and a drink for eaters on thickened fluids is as served', () => {
    expectLevels([
      ['orden de dieta: IDDSI 5. Cena: empanadillas', 7, 'food'],
      ['chỉ định chế độ ăn: IDDSI 5. Bữa tối: chả giò', 7, 'food'],
      ['instruksi diet: IDDSI 5. Makan malam: kerupuk udang', 7, 'food'],
      ['คำสั่งอาหาร: IDDSI 5 มื้อเย็น: ข้าวเกรียบ', 7, 'food'],
      ['식이 처방: IDDSI 4. 저녁: 김치전', 7, 'food'],
      ['para los pacientes con líquidos espesados: zumo de piña', 0, 'drink'],
      ['per gli ospiti con liquidi addensati: tè', 0, 'drink'],
    ]);
  });
});

describe('foods.ts juice row: a juice pressed from a fibrous fruit is a juice, not the fruit', () => {
  it('pineapple juice in each language is a thin drink', () => {
    expectLevels([
      ['un vaso de jugo de piña', 0, 'drink'],
      ['suco de abacaxi gelado', 0, 'drink'],
      ['un verre de jus d’ananas', 0, 'drink'],
      ['một ly nước ép dứa', 0, 'drink'],
      ['น้ำสับปะรด 1 แก้ว', 0, 'drink'],
      ['segelas jus nanas', 0, 'drink'],
      ['一杯凤梨汁', 0, 'drink'],
    ]);
  });
});
