/**
 * Issue 15, classes of the screen (docs/SCREENING.md), each on wordings of our own in
 * several input languages: an occasional bedside fail sign with a strong risk factor, a person who cannot be
 * roused at a meal, breathlessness at meals, hedged observations, concession clauses and weight loss whose
 * cause is told in another clause.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const screenAt = (symptoms: string, age: number, diagnosis?: string) => evaluate({ symptoms, age, diagnosis });

describe('occasional_bedside_fail_sign_with_strong_risk_factor', () => {
  it.each([
    ['en', 'soup comes down her nose now and then', 'stroke'],
    ['zh-HK', '間中飲湯會由鼻哥窿流返出嚟', '柏金遜症'],
    ['vi', 'thỉnh thoảng uống sữa bị trào ra mũi', 'Parkinson'],
    ['es', 'de vez en cuando el caldo le sale por la nariz', 'esclerosis múltiple'],
    ['en', 'voice is occasionally gurgly after a cup of tea', 'motor neurone disease'],
  ])('is high with a strong risk factor (%s)', (_lang, text, diagnosis) => {
    const r = screenAt(text, 72, diagnosis);
    expect(r.rules).toContain('occasional_bedside_fail_sign_with_strong_risk_factor');
    expect(r.level).toBe('high');
  });

  it('stays moderate without one, and a denied sign does not fire it', () => {
    expect(screenAt('soup comes down her nose now and then', 72).level).toBe('moderate');
    expect(screenAt('no nasal regurgitation, eats well', 72, 'stroke').rules).not.toContain(
      'occasional_bedside_fail_sign_with_strong_risk_factor',
    );
  });
});

describe('unrousable_at_meals: cannot be woken while being fed', () => {
  it.each([
    ['en', "At teatime they couldn't wake him and gave up spooning the custard"],
    ['zh-CN', '护工喂午饭时怎么叫也叫不醒'],
    ['ko', '점심 드릴 때 깨워도 일어나지 않으세요'],
    ['th', 'มื้อเย็นเรียกก็ไม่ตื่น ป้อนข้าวไม่ได้'],
    ['id', 'waktu mau disuapi bubur, nenek tidak bisa dibangunkan'],
    ['es', 'a la hora de la cena no logramos despertarlo para darle el puré'],
  ])('is high on its own (%s)', (_lang, text) => {
    const r = screenAt(text, 86);
    expect(r.rules).toContain('unrousable_at_meals');
    expect(r.level).toBe('high');
  });

  it('drowsy but rousable stays moderate; without a meal it is no swallow sign', () => {
    expect(screenAt('nods off at lunch but wakes when we call her name', 86).rules).not.toContain('unrousable_at_meals');
    expect(screenAt('sleeps soundly, at night she will not wake up for the toilet', 86).level).toBe('low');
  });
});

describe('breathlessness at meals is a major sign in every input language', () => {
  it.each([
    ['zh-CN', '喝粥的时候喘不上气'],
    ['zh-HK', '飲湯嗰陣透唔到氣'],
    ['th', 'ดื่มนมแล้วหายใจแทบไม่ทัน'],
    ['ja', '昼食のあと息が苦しくなる'],
    ['ko', '국을 드실 때 숨이 차요'],
    ['tl', 'hingal na hingal siya pagkatapos kumain ng lugaw'],
    ['id', 'habis makan bubur jadi sesak napas'],
    ['vi', 'uống sữa xong thì khó thở'],
    ['es', 'le falta el aire cuando toma la sopa'],
    ['en', 'gets out of breath halfway through his porridge'],
  ])('is moderate alone and high with a strong risk factor (%s)', (_lang, text) => {
    const alone = screenAt(text, 55);
    expect(alone.items.map((i) => i.code)).toContain('breathless_at_meals');
    expect(alone.level).toBe('moderate');
    expect(screenAt(text, 55, 'stroke').level).toBe('high');
  });

  it('stays the airway of a choking episode beside food stuck, and is no sign on the stairs', () => {
    expect(screenAt('吃饺子的时候卡在喉咙，喘不过气来', 55).rules).toContain('red_flag');
    expect(screenAt('上楼梯就喘不上气，吃饭正常', 55).level).toBe('low');
  });
});

describe('a hedged observation is a current sign, not a doubt', () => {
  it.each([
    ['ja', '夕食の時におかずが喉に残るみたいです'],
    ['zh-CN', '吃馒头似乎会卡在喉咙'],
    ['ko', '국을 드시면 목에 걸리는 것 같아요'],
    ['tl', 'naiiwan yata ang kanin sa pisngi niya'],
    ['id', 'tampaknya nasi nyangkut di tenggorokan waktu makan'],
    ['vi', 'dường như bà nuốt khó khi ăn cháo'],
    ['th', 'ดูเหมือนกลืนข้าวต้มลำบาก'],
    ['es', 'al parecer le cuesta tragar el pan'],
  ])('a mild sign is current: moderate at 45 (%s)', (_lang, text) => {
    const r = screenAt(text, 45);
    expect(r.items.filter((i) => i.kind === 'sign').map((i) => i.status)).toEqual(['current']);
    expect(r.level).toBe('moderate');
  });

  it.each([
    ['ja', 'お茶を飲むたびにむせているようです'],
    ['ko', '국을 드실 때마다 사레가 걸리는 것 같아요'],
    ['vi', 'hình như mỗi lần uống sữa bà đều bị sặc'],
    ['es', 'parece que se le sale el caldo por la nariz'],
    ['tl', 'mukhang lumalabas sa ilong ang gatas kapag umiinom'],
  ])('a persistent or bedside fail sign is high as it is without the hedge (%s)', (_lang, text) => {
    expect(screenAt(text, 45).level).toBe('high');
  });

  it('normal eating told elsewhere does not answer a hedged observation', () => {
    expect(screenAt('朝ごはんは普通に食べているが、味噌汁でむせるらしい', 45).level).toBe('moderate');
    expect(screenAt('not sure if she coughs with tea, eats well', 45).level).toBe('low');
  });

  it('a doubt is not a hedge: "maybe", "not sure", a question mark keep the sign possible', () => {
    const maybe = screenAt('baka nabubulunan siya sa tinapay, hindi sigurado', 45);
    expect(maybe.items.find((i) => i.kind === 'sign')?.status).toBe('possible');
    expect(screenAt('吃饭时可能会卡住？', 45).items.find((i) => i.kind === 'sign')?.status).toBe('possible');
  });
});

describe('weight loss whose cause is told in another clause or sentence', () => {
  it.each([
    ['en', 'Swallowing has got harder since the summer. That is why he has lost 5 kg.'],
    ['ja', '最近飲み込みにくくなった。その結果、体重が3キロ減った。'],
    ['ko', '삼키기 어려워져서 두 달 사이에 살이 4kg 빠지셨어요.'],
    ['tl', 'Hirap siyang lumunok ng kanin kaya pumayat siya ng 3 kilo.'],
    ['vi', 'Ông nuốt khó nên hai tháng nay sụt 4 kg.'],
    ['es', 'Le cuesta tragar la carne, por lo cual ha perdido 3 kilos.'],
  ])('a consequence connective attributes it (%s)', (_lang, text) => {
    expect(screenAt(text, 74).rules).toContain('nutrition_consequence_of_dysphagia');
  });

  it.each([
    ['en', 'Lost 4 kg over the winter. Bread is hard to swallow now, so she barely eats.'],
    ['zh-CN', '这两个月瘦了三公斤。咽东西困难，每顿都吃不完。'],
    ['th', 'น้ำหนักลดไป 3 กิโลในสองเดือน กลืนข้าวลำบาก กินได้น้อย'],
    ['es', 'Ha perdido 4 kilos este invierno. Le cuesta tragar y apenas come.'],
  ])('the swallow cutting the intake in another sentence attributes it (%s)', (_lang, text) => {
    expect(screenAt(text, 74).rules).toContain('nutrition_consequence_of_dysphagia');
  });

  it.each([
    ['en', 'He is down 4 kg since Easter. The reason is that bread will not go down.'],
    ['zh-CN', '两个月瘦了四公斤。原因是咽东西困难。'],
    ['ko', '두 달 동안 살이 4kg 빠지셨어요. 왜냐하면 삼키기 힘드셔서요.'],
    ['es', 'Ha perdido 3 kilos. Es porque le cuesta tragar la carne.'],
  ])('a sentence opening with a cause gives the reason of the one before (cause_opens_next_sentence, %s)', (_lang, text) => {
    expect(screenAt(text, 74).rules).toContain('nutrition_consequence_of_dysphagia');
  });

  it('a referral heading is no cause: "Reason for referral:" gives no reason for the sentence before', () => {
    expect(screenAt('Lost 2 kg over the summer. Reason for referral: coughs at meals sometimes.', 74).level).toBe('moderate');
  });

  it('weight loss beside a difficulty with no cause, or with loss of appetite, stays a second sign', () => {
    expect(screenAt('Lost 3 kg this winter. Bread is hard to swallow.', 74).level).toBe('moderate');
    expect(screenAt('3か月で体重2キロ減少、食欲低下、飲み込みにくいとのこと', 74).level).toBe('moderate');
  });
});

describe('a concession ends a denial: the sign on the other side stands', () => {
  it.each([
    ['ko', '음식이 자꾸 목에 걸리는데 열은 없어요'],
    ['ko', '물 마시기 힘들어도 기침은 안 하세요'],
    ['id', 'tidak demam meskipun makanan sering nyangkut di tenggorokan'],
    ['vi', 'không sốt mặc dù bà nuốt khó'],
    ['zh-CN', '没有发烧，尽管吃饭时会卡在喉咙'],
    ['th', 'ไม่มีไข้ ทั้งที่กลืนข้าวลำบาก'],
  ])('the sign is current (%s)', (_lang, text) => {
    expect(screenAt(text, 60).level).not.toBe('low');
  });

  it('the denial on its own side still holds, and a meal before -는데 still speaks of its clause', () => {
    expect(screenAt('기침은 없는데 열이 조금 있어요', 60).level).toBe('low');
    expect(screenAt('사레나 기침도 없어요', 60).level).toBe('low');
    expect(screenAt('không ho dù uống nước nhanh', 60).level).toBe('low');
    expect(screenAt('국 먹는데 기침을 하세요', 60).items.map((i) => i.code)).toContain('cough_during_meals');
  });
});

describe('bedside scores written in the text count like the structured ones', () => {
  it('a GUSS total in the text: 14 or below high, 15-19 moderate, 20 lowers nothing, a step number is no total', () => {
    expect(screenAt('GUSS on the stroke unit this morning: 11/20', 69).rules).toContain('guss_failed');
    expect(screenAt('GUSS 16/20. Soft diet.', 69).rules).toContain('guss_slight_dysphagia');
    expect(screenAt('GUSS 20/20, eating a normal diet', 69).level).toBe('low');
    expect(screenAt('GUSS step 3 passed, eating a normal diet', 69).level).toBe('low');
    expect(evaluate({ symptoms: 'GUSS 11/20', age: 69, guss_total: 20 }).level).toBe('low');
  });

  it('an EAT-10 total with a longer phrase before it is still read', () => {
    expect(screenAt('EAT-10 filled in at the clinic today, total 7.', 69).rules).toContain('eat10_abnormal');
  });
});
