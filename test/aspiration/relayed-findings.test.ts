/**
 * The rows of lexicon/relayed-findings.ts and the reading changes beside them,
 * each screened on sentences of our own (other drinks, foods and people than the cases that revealed them).
 */
import { describe, expect, it } from 'vitest';
import { RELAYED_FINDING_WORDS } from '../../shared/aspiration/lexicon/relayed-findings';
import { INPUT_LANGUAGES } from '../../shared/aspiration/lexicon/red-flags';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string, age?: number) => evaluate({ symptoms, age }).level;
const codes = (symptoms: string) => evaluate({ symptoms }).items.map((i) => i.code);

describe('relayed-findings rows', () => {
  it('every row has words in every input language', () => {
    for (const row of RELAYED_FINDING_WORDS) for (const lang of INPUT_LANGUAGES) expect(row.words[lang].length).toBeGreaterThan(0);
  });
});

describe('red_flag: the study told by the family, drink in the lungs without a cough (high)', () => {
  it.each([
    ['en', 'The barium swallow showed the juice went into her lung, and she never coughed.'],
    ['zh-HK', '照X光見到啲奶入咗佢個肺，但係佢冇咳。'],
    ['zh-CN', '吞咽造影看到豆浆进到他肺里了，可是他没咳。'],
    ['ja', '造影で、お茶が肺の方に入っていたのにむせなかった。'],
    ['ko', '검사에서 주스가 폐에 들어갔는데 기침은 없었어요.'],
    ['tl', 'Sa x-ray ng paglunok, napupunta raw ang sabaw sa baga ni Lola pero hindi siya umuubo.'],
    ['tl', 'Pumasok yung gatas sa baga niya, hindi man lang umubo.'],
    ['id', 'Kata dokter waktu rontgen, tehnya masuk ke dalam paru tapi Ibu nggak batuk.'],
    ['vi', 'Chụp X-quang nuốt thấy sữa đi vào phổi mà ông không ho.'],
    ['th', 'เอกซเรย์กลืนเห็นนมเข้าปอดแต่ไม่ไอเลย'],
    ['es', 'En la radiografía se veía que el caldo se le pasaba a los pulmones y no tosía.'],
  ])('%s: %s', (_lang, text) => {
    expect(codes(text)).toContain('aspiration_observed');
    expect(level(text)).toBe('high');
  });

  it.each([
    ['en', 'VFSS normal, nothing went into her lung.'],
    ['zh-CN', '吞咽造影：没有进入肺部，吞咽正常。'],
    ['tl', 'Hindi pumasok ang tubig sa baga, normal ang x-ray.'],
    ['vi', 'Chụp X-quang: không có nước vào phổi.'],
  ])('%s, denied: %s', (_lang, text) => {
    expect(codes(text)).not.toContain('aspiration_observed');
  });
});

describe('current_sign: pain on swallowing in everyday words, a cold denied (moderate)', () => {
  it.each([
    ['en', 'It hurts as it goes down, even the custard. No cold.'],
    ['zh-HK', '吞落喉嚨好痛，兩個星期喇，冇感冒。'],
    ['zh-CN', '咽下去嗓子疼，没有感冒。'],
    ['ja', '飲み込むたびに喉が痛いと言う。風邪はひいていない。'],
    ['ko', '삼킬 때마다 목이 아프대요. 감기는 아니에요.'],
    ['tl', 'Masakit daw kapag nilulunok ang kanin, wala namang sipon.'],
    ['id', 'Tiap nelen kerasa perih, sudah dua minggu. Nggak flu.'],
    ['id', 'Sakit kalo nelen nasi, nggak pilek.'],
    ['vi', 'Nuốt vào là đau, không bị cảm.'],
    ['th', 'กลืนทีไรเจ็บคอ ไม่ได้เป็นหวัด'],
    ['es', 'Al tragar le arde, no tiene gripe.'],
  ])('%s: %s', (_lang, text) => {
    expect(codes(text)).toContain('pain_on_swallowing');
    expect(level(text)).toBe('moderate');
  });

  it.each([
    ['id', 'Nggak sakit kalau nelan, makan biasa.'],
    ['id', 'Kalau nelan nggak sakit.'],
    ['id', 'Lagi pilek, kalau nelan jadi perih.'],
  ])('%s, denied or explained: %s', (_lang, text) => {
    expect(level(text)).toBe('low');
  });
});

describe('current_sign: meals much longer or tiring, told in a chart or a family (moderate)', () => {
  it.each([
    ['en', 'Breakfast takes twice as long now.'],
    ['zh-HK', '晚餐進食時間明顯延長，約四十五分鐘。'],
    ['zh-CN', '早餐时间比以前明显延长，餐后自觉疲惫。'],
    ['zh-CN', '晚饭后疲乏，需要卧床休息。'],
    ['ja', '朝ごはんに倍の時間がかかる。'],
    ['ko', '아침 식사가 두 배로 오래 걸려요.'],
    ['tl', 'Doble ang tagal niya kumain ng almusal ngayon.'],
    ['id', 'Sarapan dua kali lebih lama dari biasanya.'],
    ['vi', 'Ăn sáng lâu gấp đôi so với trước.'],
    ['th', 'กินข้าวเช้านานเป็นสองเท่า'],
    ['es', 'Tarda el doble en desayunar.'],
  ])('%s: %s', (_lang, text) => {
    expect(codes(text)).toContain('prolonged_meals');
    expect(level(text)).toBe('moderate');
  });

  it.each([['zh-CN', '近期体力差，容易疲乏，进食正常。']])('%s, tiredness away from meals: %s', (_lang, text) => {
    expect(codes(text)).not.toContain('prolonged_meals');
  });
});

describe('counted_once: a count of one is once; nasal regurgitation told once is moderate', () => {
  it.each([
    ['en', 'The cordial came back through her nose 1 time at tea.'],
    ['zh-HK', '午餐時湯由鼻腔溢出1次，其餘正常。'],
    ['zh-CN', '晚饭时豆浆从鼻腔溢出1次。'],
    ['tl', 'Lumabas sa butas ng ilong ang sabaw 1 beses kahapon.'],
    ['vi', 'Sữa trào lên mũi 1 lần lúc ăn tối.'],
    ['es', 'El jugo se le regresó por la nariz 1 vez en la cena.'],
  ])('%s: %s', (_lang, text) => {
    const r = evaluate({ symptoms: text, age: 75 });
    expect(r.items.find((i) => i.code === 'nasal_regurgitation')?.occasional).toBe(true);
    expect(r.level).toBe('moderate');
  });

  it.each([
    ['zh-CN', '晚饭时豆浆从鼻腔溢出3次。'],
    ['zh-HK', '午餐時湯由鼻腔溢出。'],
    ['ko', '국이 코로 역류했어요.'],
    ['th', 'นมไหลย้อนออกทางจมูก'],
  ])('%s, more than once or not counted: %s', (_lang, text) => {
    expect(codes(text)).toContain('nasal_regurgitation');
    expect(level(text, 75)).toBe('high');
  });
});

describe('current_sign, not persistent_major_sign: a small count ("a few times") is occasional (moderate)', () => {
  it.each([
    ['en', 'Per her son, she coughed on porridge a couple of times on Sunday.'],
    ['zh-CN', '喝汤的时候咳了两三次。'],
    ['ja', 'スープで何度か咳き込んだ。'],
    ['ko', '국 먹다가 한두 번 기침했어요.'],
    ['tl', 'Umubo ng mga dalawang beses habang kumakain ng lugaw.'],
    ['vi', 'Ho một vài lần khi ăn cháo.'],
    ['th', 'ไอสองสามครั้งตอนกินข้าวต้ม'],
    ['es', 'Tosió unas cuantas veces con la sopa.'],
  ])('%s: %s', (_lang, text) => {
    const r = evaluate({ symptoms: text, age: 75 });
    expect(r.rules).not.toContain('persistent_major_sign');
    expect(r.level).toBe('moderate');
  });

  it.each([
    ['en', 'Coughs several times at every meal.'],
    ['zh-CN', '喝水呛了好几次。'],
  ])('%s, many bouts stay persistent: %s', (_lang, text) => {
    expect(evaluate({ symptoms: text, age: 75 }).level).toBe('high');
  });
});
