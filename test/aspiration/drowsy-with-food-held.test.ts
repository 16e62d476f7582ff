/**
 * Food held in the mouth told as the state a drowsy person is left in (lexicon/mild-signs.ts, pocketing row):
 * pocketing is a current sign, and drowsiness at meals with a current sign is rule
 * drowsy_with_current_sign (GUSS and TOR-BSST need the person alert before any swallow): high, in every input
 * language. Also colloquial Indonesian swallow verbs ("nelen", "nelan") for a difficulty swallowing.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const DROWSY_FOOD_HELD: ReadonlyArray<readonly [string, string]> = [
  ['en', 'At lunch he keeps nodding off with food in his mouth.'],
  ['zh-HK', '佢食食下瞌埋眼，口仲含住啲嘢。'],
  ['zh-CN', '吃着吃着睡着了，嘴里还含着。'],
  ['ja', '食事中うとうとして、口に食べ物が入ったままになる。'],
  ['ko', '식사 중에 꾸벅꾸벅 졸아요, 음식을 입에 문 채로요.'],
  ['tl', 'Inaantok habang kumakain si lolo, may pagkain pa sa bibig.'],
  ['id', 'Nenek tertidur saat makan dengan makanan di mulut.'],
  ['vi', 'Ông ngủ gật trong bữa ăn, cơm còn trong miệng.'],
  ['th', 'พ่อสัปหงกตอนกินข้าว ข้าวยังอยู่ในปาก'],
  ['es', 'En la cena cabecea con comida en la boca.'],
];

describe('rule drowsy_with_current_sign: dozing with food held in the mouth', () => {
  it.each(DROWSY_FOOD_HELD)('%s: %s screens high', (_lang, text) => {
    const result = evaluate({ symptoms: text, age: 85 });
    expect(result.items.map((i) => i.code)).toContain('pocketing');
    expect(result.rules).toContain('drowsy_with_current_sign');
    expect(result.level).toBe('high');
  });
});

describe('colloquial Indonesian swallow verbs', () => {
  it('"nelen susah" is a current difficulty swallowing (rule current_sign)', () => {
    const result = evaluate({ symptoms: 'Sekarang kakek tiap nelen susah.', age: 80 });
    expect(result.items.map((i) => i.code)).toContain('difficulty_swallowing');
    expect(result.rules).toContain('current_sign');
  });
});
