/**
 * Reading rule fine_now_is_the_episode. A choke followed by a state now ("ya está
 * bien", "okay na siya", "现在没事了", "今は大丈夫") with no date is an episode that ended: current, high. A date, a
 * habit told in the past or a problem said not to recur still makes it history. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { FINE_NOW_WORDS } from '../../shared/aspiration/lexicon/episode-recovery';
import { lexicon } from '../../shared/aspiration/matcher';
import { normalize } from '../../shared/aspiration/normalize';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('rule fine_now_is_the_episode: an undated choke then "fine now" is current (high)', () => {
  it.each([
    ['es', 'Se atragantó con un trozo de manzana, ya está bien.'],
    ['es', 'Casi se ahoga con una galleta pero ahora ya está bien.'],
    ['tl', 'Nabulunan si lola sa tinapay, ayos na siya.'],
    ['tl', 'Nabilaukan siya sa kanin, ok na ngayon.'],
    ['zh-CN', '她吃年糕噎住了，现在已经没事了。'],
    ['zh-HK', '佢食糯米糍哽親，而家已經冇事。'],
    ['ja', '餅を喉に詰まらせましたが、今は平気です。'],
    ['ko', '떡이 목에 걸렸는데 이제는 괜찮아요.'],
    ['id', 'Nenek tersedak kue, sekarang sudah tidak apa-apa.'],
    ['vi', 'Ông bị hóc xương cá, bây giờ không sao rồi.'],
    ['th', 'แม่สำลักข้าวเหนียว ตอนนี้ปกติแล้ว'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('high');
  });
});

describe('rule fine_now_is_the_episode: a cough with a drink or a meal then "fine now" is a current cough (moderate)', () => {
  it.each([
    ['es', 'Tosió con la sopa, ahora ya está bien.'],
    ['tl', 'Naubo siya sa tubig, okay na siya ngayon.'],
    ['zh-CN', '喝水咳了几下，现在没事了。'],
    ['zh-HK', '飲水咳咗幾聲，而家冇事喇。'],
    ['ja', 'お茶でむせましたが、今は大丈夫です。'],
    ['ko', '물 마시다 사레가 들렸는데 지금은 괜찮아요.'],
    ['id', 'Batuk waktu minum air, sekarang sudah baik.'],
    ['vi', 'Uống nước bị ho, giờ không sao rồi.'],
    ['th', 'ดื่มน้ำแล้วไอ ตอนนี้ปกติแล้ว'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });

  it('a dated or past-habit cough with "fine now" stays history (low)', () => {
    expect(level('Tosía al comer hace dos años, ya está bien.')).toBe('low');
    expect(level('Antes tosía con el agua, ya está bien.')).toBe('low');
  });
});

describe('rule fine_now_is_the_episode: a date, a past habit or "not again" still resolves (low)', () => {
  it.each([
    ['es', 'Se atragantó con una almendra hace tres años, ya está bien.'],
    ['es', 'Se atragantó con una almendra, no le ha vuelto a pasar.'],
    ['zh-CN', '以前常常被鱼刺卡住，现在没事了。'],
    ['ja', '以前はよく餅を詰まらせていましたが、今は大丈夫です。'],
    ['tl', 'Dati nabubulunan siya sa karne, okay na siya ngayon.'],
    ['vi', 'Trước đây hay bị hóc xương, giờ ổn rồi.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('low');
  });
});

describe('FINE_NOW_WORDS are recoveries of the lexicon', () => {
  const words = Object.values(FINE_NOW_WORDS).flat();
  it.each(words)('%s reads as a recovery', (word) => {
    const text = normalize(word).text;
    const kinds = lexicon()
      .scan(text)
      .filter((m) => m.start === 0 && m.end === text.length)
      .map((m) => m.entry.kind);
    expect(kinds).toContain('recovered');
  });
});
