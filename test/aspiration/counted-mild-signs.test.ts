/**
 * Mild signs told with a count, frequency or degree word inside the phrase (lexicon/mild-signs.ts, rows
 * multiple_swallows, throat_clearing_at_meals and food_sticking): each is a
 * current sign of an impaired swallow, so rule current_sign makes the screen at least moderate (docs/SCREENING.md),
 * in every input language.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const COUNTED: ReadonlyArray<readonly [string, string]> = [
  ['en', 'Lately she swallows 3 or 4 times before the rice goes down.'],
  ['zh-HK', '呢排食飯要吞幾次先得。'],
  ['zh-CN', '最近吃米饭每口都要咽好几下。'],
  ['ja', '最近はおかゆを飲み込むのに何回もかかる。'],
  ['ko', '요즘 밥을 3번씩 삼켜요.'],
  ['tl', 'Ngayon 3 beses lumulunok si lolo sa bawat subo.'],
  ['id', 'Sekarang kakek harus nelen 3 kali tiap suap.'],
  ['vi', 'Dạo này mỗi miếng cơm bà phải nuốt nhiều lần.'],
  ['th', 'ช่วงนี้ข้าวแต่ละคำต้องกลืนหลายที'],
  ['es', 'Ahora traga 3 veces cada bocado de arroz.'],
];

const CLEARING: ReadonlyArray<readonly [string, string]> = [
  ['en', 'At dinner he clears his throat a lot.'],
  ['zh-HK', '食完飯要清好幾下喉嚨。'],
  ['zh-CN', '吃饭的时候要清好几次嗓子。'],
  ['ja', '食事中に何度も咳払いをする。'],
  ['ko', '밥 먹을 때 목을 자꾸 가다듬어요.'],
  ['tl', 'Habang kumakain, madalas maglinis ng lalamunan si lola.'],
  ['id', 'Waktu makan dia sering berdehem.'],
  ['vi', 'Khi ăn cơm ông hay hắng giọng.'],
  ['th', 'เวลากินข้าวแม่กระแอมบ่อย'],
  ['es', 'Cuando come carraspea mucho.'],
];

const SLIGHT_STICKING: ReadonlyArray<readonly [string, string]> = [
  ['en', 'Now and then a little food sticks on the way down.'],
  ['zh-HK', '食飯嗰陣有啲嘢黐住。'],
  ['zh-CN', '吃饭时喉咙有点东西卡着。'],
  ['ja', '食事のとき少し食べ物がつかえる感じがある。'],
  ['ko', '밥 먹을 때 조금 걸리는 느낌이 있어요.'],
  ['tl', 'Kapag kumakain, medyo may bumabara sa lalamunan niya.'],
  ['id', 'Kalau makan nasi agak nyangkut di tenggorokan.'],
  ['vi', 'Khi ăn cơm bà thấy hơi vướng ở cổ.'],
  ['th', 'เวลากินข้าวรู้สึกติดคอนิดหน่อย'],
  ['es', 'Cuando come, la carne se le atora un poco.'],
];

describe('rule current_sign: mild signs told with a count inside the phrase', () => {
  it.each(SLIGHT_STICKING)('slight food sticking, %s: %s', (_lang, text) => {
    const result = evaluate({ symptoms: text, age: 72 });
    expect(result.items.map((i) => i.code)).toContain('food_sticking');
    expect(result.level).toBe('moderate');
  });

  it.each(COUNTED)('repeated swallows, %s: %s', (_lang, text) => {
    const result = evaluate({ symptoms: text, age: 72 });
    expect(result.items.map((i) => i.code)).toContain('delayed_swallow');
    expect(result.level).toBe('moderate');
  });

  it.each(CLEARING)('throat clearing at meals, %s: %s', (_lang, text) => {
    const result = evaluate({ symptoms: text, age: 72 });
    expect(result.items.map((i) => i.code)).toContain('throat_clearing_after_meals');
    expect(result.level).toBe('moderate');
  });

  it('a count of tablets swallowed is not a repeated swallow', () => {
    expect(evaluate({ symptoms: 'She swallows 2 tablets a day without trouble.', age: 72 }).level).toBe('low');
  });
});
