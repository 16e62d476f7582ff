/**
 * Word classes the sign tables lacked, probed with
 * wordings of our own: a water swallow test named as a screen or screening, and
 * Tagalog's polite particles splitting a sign phrase.
 */
import { describe, expect, it } from 'vitest';
import { TAGALOG_POLITE_ENCLITICS } from '../../shared/aspiration/lexicon';
import { evaluate } from '../../shared/aspiration/screen';

const at70 = (symptoms: string) => evaluate({ symptoms, age: 70 });

describe('a water swallow screen written in the text (water_swallow_test_failed)', () => {
  it.each([
    ['en', 'Bedside water swallow screening today, 3 oz: she coughed halfway and stopped.'],
    ['zh-HK', '今日做飲水篩查，飲到一半就咳。'],
    ['zh-CN', '今天饮水筛查，喝了两口就呛咳。'],
    ['ja', '水飲み検査で途中でむせた。'],
    ['ko', '물 삼킴 선별검사 중에 기침을 했어요.'],
    ['tl', 'Sa water swallow screening kanina, umubo siya pagkatapos ng ilang higop.'],
    ['id', 'Skrining minum air tadi pagi: dia batuk setelah beberapa teguk.'],
    ['vi', 'Sàng lọc nuốt nước sáng nay: ông ho sau vài ngụm.'],
    ['th', 'คัดกรองการกลืนน้ำวันนี้ ไอหลังกลืนน้ำ'],
    ['es', 'En el cribado de deglución con agua tosió a mitad del vaso.'],
  ])('%s: a cough during the screen fails it', (_lang, text) => {
    const r = at70(text);
    expect(r.rules).toContain('water_swallow_test_failed');
    expect(r.level).toBe('high');
  });

  it('a screen passed without a cough lowers nothing and raises nothing', () => {
    expect(at70('Skrining menelan air hari ini lulus, tidak batuk, suara jernih.').level).toBe('low');
  });
});

describe('Tagalog polite particles inside a sign phrase (TAGALOG_POLITE_ENCLITICS)', () => {
  it.each(TAGALOG_POLITE_ENCLITICS)('"%s" after the verb keeps nasal regurgitation a bedside fail sign', (particle) => {
    const r = at70(`Lumalabas ${particle} sa ilong ang tubig kapag umiinom siya, araw-araw.`);
    expect(r.rules).toContain('bedside_fail_sign');
    expect(r.level).toBe('high');
  });

  it('a polite particle inside a saliva phrase is still read', () => {
    expect(at70('Hindi po malunok ang laway niya, kailangan laging punasan.').rules).toContain('saliva_not_swallowed');
  });

  it('the particle alone is no sign', () => {
    expect(at70('Opo, kumakain po siya nang maayos, walang problema.').level).toBe('low');
  });
});

describe('airway_rescue_told_next', () => {
  it.each([
    ['en', 'At lunch a chunk of sausage lodged in his throat. His wife had to thump his back until it came up.'],
    ['zh-CN', '昨天吃饭时一块肉卡在喉咙里。我们拍背好久才吐出来。'],
    ['ja', '昨日、餅がのどにつかえた。背中を叩いてやっと出た。'],
    ['ko', '어제 고기가 목에 걸렸어요. 등을 쳐서 겨우 나왔어요.'],
    ['es', 'Ayer se le quedó la carne atascada en la garganta. Tuvimos que darle golpes en la espalda.'],
  ])('%s: food stuck, then the rescue in the next sentence, is a choking episode', (_lang, text) => {
    const r = at70(text);
    expect(r.items.map((i) => i.code)).toContain('choking');
    expect(r.level).toBe('high');
  });

  it('a next sentence that names a sign of its own keeps its airway to itself', () => {
    const r = at70('Bread sometimes sticks a little. Last month she coughed at dinner and we had to hit her back.');
    expect(r.items.filter((i) => i.code === 'choking')).toHaveLength(1);
  });
});

describe('"not even the saliva" goes down (saliva_not_swallowed)', () => {
  it.each([
    ['en', "Since Tuesday he can't even swallow his own saliva; we wipe his chin all day."],
    ['zh-HK', '佢而家連口水都吞唔到，要成日抹。'],
    ['zh-CN', '她现在连口水也咽不下，总是流出来。'],
    ['ja', '最近は唾液も飲み込めなくて、口の端から垂れている。'],
    ['ko', '요즘 침도 못 삼키셔서 계속 닦아 드려요.'],
    ['tl', 'Ngayon kahit laway hindi niya malunok, lagi naming pinupunasan.'],
    ['id', 'Sekarang air liur pun tidak bisa ditelan, terus menetes.'],
    ['vi', 'Dạo này nước bọt cũng không nuốt được, chảy ra suốt.'],
    ['th', 'ช่วงนี้น้ำลายก็กลืนไม่ลง ไหลออกมาตลอด'],
    ['es', 'Ahora no puede tragar ni la saliva, se le cae por la comisura.'],
  ])('%s: high', (_lang, text) => {
    const r = at70(text);
    expect(r.rules).toContain('saliva_not_swallowed');
    expect(r.level).toBe('high');
  });
});

describe('swallowing two or three times per mouthful (multiple_swallows, current_sign)', () => {
  it.each([
    ['en', 'These past weeks she has to swallow two, three times before the food goes down.'],
    ['zh-HK', '最近每啖飯都要吞兩、三次先落到。'],
    ['zh-CN', '这几周每口饭都要咽两、三次才下去。'],
    ['ja', '最近はひと口を二、三回飲み込まないと下りていかない。'],
    ['ko', '요즘 한 입 먹을 때마다 두세 번 삼켜야 해요.'],
    ['tl', 'Ngayon dalawa o tatlong beses lumulunok bago bumaba ang pagkain.'],
    ['id', 'Akhir-akhir ini dia harus menelan dua, tiga kali baru makanan turun.'],
    ['vi', 'Dạo này mỗi miếng ông phải nuốt hai ba lần mới trôi.'],
    ['th', 'ช่วงนี้ต้องกลืนสองสามครั้งกว่าอาหารจะลง'],
    ['es', 'Últimamente tiene que tragar dos o tres veces cada bocado.'],
  ])('%s: moderate', (_lang, text) => {
    const r = at70(text);
    expect(r.items.map((i) => i.code)).toContain('delayed_swallow');
    expect(r.level).toBe('moderate');
  });
});
