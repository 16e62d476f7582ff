/**
 * Water trials told in words, food held in the mouth, painful swallowing and weight loss with two swallow
 * signs, each on phrases of our own
 * (rows of lexicon/cough-choke-episodes.ts, oral-residue.ts, painful-swallow.ts, the TIME_PHRASES of
 * time-frequency.ts; rule nutrition_loss_with_two_swallow_signs, reading rule once_after_its_sign).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;
const rules = (symptoms: string) => evaluate({ symptoms }).rules;

describe('class 1: a trial of water told in words that ends in a cough or is not finished fails (water_swallow_test_failed)', () => {
  it.each([
    ['vi', 'Cô y tá cho bố tôi thử uống nước, mới ngụm đầu đã ho.'],
    ['es', 'La enfermera le hizo la prueba de beber agua y se puso a toser.'],
    ['en', 'The therapist did a trial of water and he coughed after the third sip.'],
    ['ja', '看護師さんが水テストをしたら、むせました。'],
    ['zh-CN', '护士给她做了喝水测试，喝了两口就呛咳了。'],
    ['zh-HK', '姑娘俾佢試飲水，飲咗兩啖就咳。'],
    ['ko', '간호사가 물 테스트를 했는데 기침을 했어요.'],
    ['tl', 'Sa pagsubok sa tubig ng nurse, inubo si lola.'],
    ['id', 'Perawat mencoba tes air, ayah langsung batuk.'],
    ['th', 'พยาบาลลองให้ดื่มน้ำ แม่ไอทันที'],
  ])('%s: %s is high', (_lang, text) => {
    expect(rules(text)).toContain('water_swallow_test_failed');
    expect(level(text)).toBe('high');
  });

  it('a trial of water that could not be finished fails too', () => {
    expect(level('In the water test she could not finish the cup.')).toBe('high');
    expect(level('Trong lúc uống thử nước, mẹ không uống hết được.')).toBe('high');
  });
});

describe('class 2: food held or left sitting in the mouth is a sign; drowsy at meals with it is high (drowsy_with_current_sign)', () => {
  it.each([
    ['en', 'He nods off at supper and the rice just sits in his mouth.'],
    ['en', 'Very drowsy at breakfast, the bite stays in her mouth.'],
    ['vi', 'Bà buồn ngủ lúc ăn, cơm cứ nằm trong miệng.'],
    ['th', 'ง่วงตอนกินข้าว อาหารค้างอยู่ในปาก'],
  ])('%s: %s is high', (_lang, text) => {
    expect(rules(text)).toContain('drowsy_with_current_sign');
  });

  it.each([
    ['en', 'The food just sits in her mouth at tea time.'],
    ['es', 'Mantiene la comida en la boca mucho rato.'],
    ['id', 'Makanan cuma diam di mulut, lama baru ditelan.'],
  ])('%s: %s alone is moderate', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
});

describe('class 3: Chinese every-time words and three signs with weight loss', () => {
  it.each([
    ['zh-HK', '婆婆飲水都會咳，好辛苦。'],
    ['zh-CN', '爸爸喝水都会呛咳。'],
  ])('%s: %s is a cough every time (persistent_major_sign)', (_lang, text) => {
    expect(rules(text)).toContain('persistent_major_sign');
  });

  it.each([
    ['en', 'Food sticks in her throat, meals take over an hour now, and she has lost 3 kg.'],
    ['id', 'Nasi sering nyangkut di tenggorokan, makan sampai satu jam, berat badan turun 3 kg.'],
    ['zh-HK', '啲飯成日卡喺喉嚨，食一餐要成個鐘，瘦咗3公斤。'],
  ])('%s: %s is high (nutrition_loss_with_two_swallow_signs)', (_lang, text) => {
    expect(rules(text)).toContain('nutrition_loss_with_two_swallow_signs');
    expect(level(text)).toBe('high');
  });

  it('weight loss beside one swallow sign stays moderate', () => {
    expect(level('Lost 3 kg, sometimes food sticks.')).toBe('moderate');
  });
});

describe('class 4: mild signs told with a count, a degree word or a denied cold (current_sign)', () => {
  it.each([
    ['zh-CN', '爷爷吃午饭的时候清了几次嗓子。'],
    ['es', 'Durante la comida carraspeó varias veces.'],
    ['vi', 'Ông đằng hắng mấy lần trong bữa ăn.'],
    ['en', 'The capsule sits a bit in his throat sometimes.'],
    ['zh-CN', '药片有点卡在喉咙。'],
    ['es', 'Le duele la garganta al tragar, no está resfriado.'],
    ['th', 'เจ็บคอขณะกลืนอาหาร ไม่ได้เป็นไข้หวัด'],
    ['ko', '삼킬 때 목이 아파요. 감기는 아니에요.'],
  ])('%s: %s is moderate', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
});

describe('class 5: over-triage', () => {
  it.each([
    ['en', 'Parkinson’s for years. Eats and drinks fine, just tires when walking.'],
    ['zh-CN', '吃饭喝水都正常，就是走路容易累。'],
    ['ko', '식사는 잘 하시고 걸으면 피곤해하세요.'],
  ])('%s: %s (tiredness from walking) has no sign', (_lang, text) => {
    expect(level(text)).toBe('low');
  });

  it.each([
    ['ko', '뇌졸중 후에 사레가 자주 들렸는데 지금은 다 나았어요.'],
    ['en', 'After the operation swallowing was hard, now fully recovered.'],
    ['zh-CN', '手术后吞咽困难，现在完全康复了。'],
  ])('%s: %s (now fully recovered) is low', (_lang, text) => {
    expect(level(text)).toBe('low');
  });

  it('a recent event told as recovered now stays current (date_outranks_ending)', () => {
    expect(level('Choked on a grape last week, now fully recovered.')).toBe('high');
  });

  it.each([
    ['en', 'Milk came out of her nose at breakfast, only once.'],
    ['vi', 'Sữa trào ra mũi hôm qua, chỉ một lần.'],
    ['es', 'Le sale agua por la nariz, una sola vez.'],
    ['en', 'Water came out of his nose. Just the once.'],
  ])('%s: %s (once_after_its_sign) is occasional: moderate', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
});
