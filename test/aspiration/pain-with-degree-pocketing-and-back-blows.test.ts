/**
 * Pain with a degree word, pocketing, swallow effort, back blows and cause frames, each on phrases of our own
 * (rows of lexicon/painful-swallow.ts, oral-residue.ts, swallow-effort.ts, no-sign-phrases.ts, the
 * back blows of rescue-at-meals.ts and the cause frames of stated-risk.ts).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;
const signs = (symptoms: string) => evaluate({ symptoms }).items.map((i) => i.code);

describe('class 1: pain on swallowing with a degree or the throat in between is a sign (pain_on_swallowing)', () => {
  it.each([
    ['en', 'It is a bit painful when he swallows, for a fortnight, no cold.'],
    ['es', 'Le duele algo la garganta cuando traga la comida, sin resfriado.'],
    ['zh-HK', '吞嘢喉嚨有啲痛，冇感冒。'],
    ['zh-CN', '咽东西嗓子疼，一个星期了，没发烧。'],
    ['ja', '食べ物を飲み込む時に少し痛いそうです。'],
    ['ko', '음식을 삼키면 좀 아프다고 하세요.'],
    ['tl', 'Sumasakit daw kapag lumulunok si lolo.'],
    ['id', 'Kakek bilang nyeri saat menelan nasi.'],
    ['vi', 'Ông nuốt cơm thấy hơi đau, không bị cảm.'],
    ['th', 'ยายกลืนอาหารแล้วเจ็บคอมาสองอาทิตย์'],
  ])('%s: %s is moderate', (_lang, text) => {
    expect(signs(text)).toContain('pain_on_swallowing');
    expect(level(text)).toBe('moderate');
  });

  it.each([
    ['en', 'Has the flu, it is a bit painful when she swallows.'],
    ['es', 'Tiene gripe y le duele un poco al tragar.'],
    ['zh-HK', '感冒咗，吞嘢喉嚨有啲痛。'],
    ['vi', 'Bị cảm, nuốt thức ăn bị đau họng.'],
  ])('%s: %s is explained by the cold and stays low', (_lang, text) => {
    expect(level(text)).toBe('low');
  });
});

describe('class 2: food piled in the cheeks or a prompt to swallow it, in colloquial Indonesian (pocketing)', () => {
  it.each(['Kakek sering ada nasi numpuk di pipinya kalau makan.', 'Ibu kalau makan harus disuruh buat nelan, lauknya tertahan di pipi.'])(
    'id: %s is moderate',
    (text) => {
      expect(signs(text)).toContain('pocketing');
      expect(level(text)).toBe('moderate');
    },
  );
});

describe('class 5: back blows told without a particle or in the perfective make food stuck a choking episode', () => {
  it.each([
    ['ko', '어제 저녁에 고기 드시다 목에 걸려서 등 두들겨 드렸음.'],
    ['zh-HK', '琴日食飯有嘢卡喺喉嚨，拍咗佢個背先出返嚟。'],
    ['en', 'Bread got stuck in her throat at tea yesterday, I thumped her back.'],
  ])('%s: %s is high', (_lang, text) => {
    expect(signs(text)).toContain('choking');
    expect(level(text)).toBe('high');
  });
});

describe('class 6: a large "tab" managed by splitting it is no sign', () => {
  it.each(['Huge vitamin tab is hard to swallow, so he cuts it in half and manages fine.', 'Big caplet hard to get down, we split it.'])(
    'en: %s is low',
    (text) => {
      expect(level(text)).toBe('low');
    },
  );
});

describe('class 3: a food now harder to swallow than before is a current difficulty (helper difficulty with a meal)', () => {
  it.each([
    ['en', 'Since the neck surgery, bread is harder to get down than before.'],
    ['zh-CN', '做完手术后咽馒头比以前费劲。'],
    ['id', 'Sejak operasi, nelan roti lebih sulit dari dulu.'],
    ['vi', 'Sau mổ, bà nuốt thịt khó hơn trước.'],
    ['th', 'หลังผ่าตัด แม่กลืนขนมปังยากกว่าเดิม'],
    ['es', 'Desde la operación, tragar el pan es más difícil que antes.'],
  ])('%s: %s is moderate', (_lang, text) => {
    expect(signs(text)).toContain('difficulty_swallowing');
    expect(level(text)).toBe('moderate');
  });

  it('a comparison with no food or meal named is no swallow sign', () => {
    expect(level('Walking is harder than before. Eats well.')).toBe('low');
    expect(level('Ăn uống bình thường, đi lại khó hơn trước.')).toBe('low');
  });
});

describe('class 4: a worry about aspiration or what an illness can cause reports no sign (irrealis_frame)', () => {
  it.each([
    ['en', 'Worried about aspiration because of his age; eats and drinks fine.'],
    ['zh-CN', '年纪大了，担心误吸，吃饭正常。'],
    ['ja', '母は食事も普通です。年なので誤嚥性肺炎が心配です。'],
    ['ja', '咳き込むこともないし、むせたりしない。'],
    ['es', 'Come bien. El médico dijo que la demencia puede causar atragantamiento.'],
    ['id', 'Makan lancar. Apakah stroke bisa menyebabkan tersedak?'],
    ['zh-HK', '食嘢冇問題，想問柏金遜會唔會引起吞嚥困難？'],
    ['ko', '잘 드세요. 치매가 삼킴 곤란을 일으킬 수 있나요?'],
  ])('%s: %s is low', (_lang, text) => {
    expect(level(text)).toBe('low');
  });

  it('a sign told beside the worry is still read', () => {
    expect(level('Worried about aspiration, she coughs at every meal.')).not.toBe('low');
    expect(level('誤嚥が心配です。毎食むせています。')).not.toBe('low');
  });
});
