import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

// Voice changes after a swallow, counts inside a sign, stated risks, unmarked questions. Phrases of our own.
const screen = (symptoms: string) => evaluate({ symptoms });
const level = (symptoms: string) => screen(symptoms).level;

describe('class 1: a voice or breathing change after a swallow (lexicon/voice-and-breath.ts)', () => {
  it.each([
    ['en', 'his voice sounded different after his soup'],
    ['zh-CN', '喝完汤声音变了'],
    ['zh-HK', '飲完湯之後聲音變咗'],
    ['ja', 'お茶を飲んだ後、声が変わる'],
    ['ko', '국 먹고 나서 목소리가 달라져요'],
    ['tl', 'nag-iba ang boses niya pagkatapos humigop ng sabaw'],
    ['id', 'suaranya berubah setelah minum teh'],
    ['vi', 'uống sữa xong giọng khác đi'],
    ['es', 'le cambia la voz después de tomar la sopa'],
  ])('%s: %s is the wet voice (high)', (_lang, text) => {
    expect(level(text)).toBe('high');
  });
  it.each([
    ['en', 'breathing gets heavy after her porridge'],
    ['zh-CN', '吃完粥呼吸变重'],
    ['ja', 'ご飯の後に息が荒くなる'],
    ['ko', '밥 먹고 나면 숨이 거칠어요'],
    ['tl', 'mabigat ang paghinga niya pagkatapos kumain ng lugaw'],
    ['id', 'habis makan bubur napasnya berat'],
    ['vi', 'ăn cháo xong thở nặng nề'],
    ['th', 'กินโจ๊กแล้วหายใจหนัก'],
    ['es', 'después de cenar respira pesado'],
  ])('%s: %s is breathlessness at meals (at least moderate)', (_lang, text) => {
    expect(level(text)).not.toBe('low');
  });
  it.each(['went quiet during breakfast, no coughing', 'stopped talking at supper', 'her voice changed when she had a cold'])(
    '%s is no swallow sign (low)',
    (text) => {
      expect(level(text)).toBe('low');
    },
  );
});

describe('count_inside_sign: a count inside the sign phrase (lexicon/counts-inside.ts)', () => {
  it.each([
    ['ja', 'ミルクが鼻から1回出てきた'],
    ['ja', 'スープが鼻に一回入った'],
    ['ko', '우유가 코로 1번 나왔어요'],
    ['ko', '죽이 코로 한 번 넘어왔어요'],
    ['tl', 'lumabas isang beses sa ilong ang gatas'],
  ])('%s: %s is the sign once (moderate)', (_lang, text) => {
    const result = screen(text);
    expect(result.level).toBe('moderate');
    expect(result.items.some((i) => i.kind === 'sign' && i.code === 'nasal_regurgitation')).toBe(true);
  });
  it.each([
    ['ja', 'ミルクが鼻から3回出てきた'],
    ['ko', '우유가 코로 3번 나왔어요'],
  ])('%s: %s keeps the sign at its own weight (high)', (_lang, text) => {
    expect(level(text)).toBe('high');
  });
  it('still denies a count-free denial ("코로 한 번도 안 나왔어요")', () => {
    expect(level('코로 한 번도 안 나왔어요')).toBe('low');
  });
});

describe('class 3: Japanese 詰まる without a food named (concept stuck)', () => {
  it.each(['お茶を飲んでいて詰まりそうになった', '夕食で喉詰まりを起こした'])('%s is a near-choke (high)', (text) => {
    expect(level(text)).toBe('high');
  });
  it.each(['朝食中に詰まった', 'おやつを食べていて、詰まった', '夕食の時に少し詰まる'])('%s is food that stuck (moderate)', (text) => {
    const result = screen(text);
    expect(result.level).toBe('moderate');
    expect(result.items.some((i) => i.kind === 'sign' && i.code === 'food_sticking')).toBe(true);
  });
  it('is a choking episode with the airway blocked beside it', () => {
    expect(level('昼食中に詰まって息ができなかった')).toBe('high');
  });
  it.each(['風邪で鼻が詰まった', '胃のチューブが詰まった', '詰まった'])('%s is no swallow sign (low)', (text) => {
    expect(level(text)).toBe('low');
  });
});

describe('class 4: a risk is a worry (irrealis_frame); assessed, a known dysphagia (stated_risk_after_assessment)', () => {
  it.each([
    ['zh-HK', '飲湯有嗆親嘅風險'],
    ['zh-CN', '喝汤有呛咳的风险'],
    ['ja', 'スープでむせるリスクがある'],
    ['ko', '국을 드실 때 사레들릴 위험이 있어요'],
    ['en', 'high risk of choking on bread'],
    ['es', 'riesgo de atragantamiento con el pan'],
  ])('%s: %s is no reported sign (low)', (_lang, text) => {
    expect(level(text)).toBe('low');
  });
  it.each([
    ['en', 'Swallow assessment by SLT today: high risk of aspiration.'],
    ['zh-CN', '言语治疗师评估：误吸风险高'],
    ['ja', '嚥下評価の結果、誤嚥のリスクが高いと判断された'],
    ['ko', '삼킴 평가에서 흡인 위험이 높다고 나왔어요'],
    ['es', 'en la valoración de la logopeda, alto riesgo de aspiración'],
  ])('%s: %s is an assessed dysphagia (moderate)', (_lang, text) => {
    const result = screen(text);
    expect(result.level).toBe('moderate');
    expect(result.items.some((i) => i.kind === 'risk' && i.code === 'known_dysphagia')).toBe(true);
  });
  it.each(['Swallow assessment by SLT today: low risk of aspiration.', '吞咽评估：误吸风险低'])('%s is no dysphagia (low)', (text) => {
    expect(level(text)).toBe('low');
  });
});

describe('words the screen missed', () => {
  it('zh-HK: nasal regurgitation told with 鼻哥走出', () => {
    expect(level('佢飲湯啲湯由鼻哥走出嚟')).toBe('high');
  });
  it('th: a felt sticking after a swallow (รู้สึกติด)', () => {
    expect(level('พ่อกินขนมปังแล้วรู้สึกติด')).toBe('moderate');
  });
  it('ko: 캑캑 at a meal is the airway of a choking episode (coughing_fit)', () => {
    expect(level('고기 드시다가 캑캑하셨어요')).toBe('high');
  });
  it('ja: 治って resolves the sentence before it', () => {
    expect(level('むせがありました。今はすっかり治って、普通に食べています。')).toBe('low');
  });
});

describe('thai_spaced_frequency: a Thai frequency word ended by a space', () => {
  it.each(['ไอ บ่อยๆ เวลาดื่มนม', 'สำลัก บางครั้ง ค่ะ ตอนกินโจ๊ก'])('%s keeps the sign at the meal (moderate)', (text) => {
    expect(level(text)).toBe('moderate');
  });
  it('reads an every-meal word after a space as persistent', () => {
    expect(level('ดื่มนมแล้วไอ ทุกมื้อ')).toBe('high');
  });
  it('does not let a denial before a phrase-opening frequency reach the sign', () => {
    expect(level('ไม่มีไข้ บางครั้งไอเวลาดื่มนม')).toBe('moderate');
  }); // With rule not_every_time: a denied every-time phrase after a space stays a trailing clause of its own.
  it.each([
    ['th', 'ยายไอหลังดื่มน้ำ ไม่ใช่ทุกครั้ง'],
    ['th', 'ตาสำลัก บางครั้ง ตอนกินโจ๊ก ไม่ได้เป็นทุกมื้อ'],
    ['th', 'ยายไอ บ่อยๆ หลังดื่มนม ไม่ได้ทุกครั้ง'],
    ['es', 'Tose a menudo al beber agua, pero no siempre.'],
    ['en', 'Coughs often after drinking milk, but not every time.'],
  ])('with not_every_time, %s: %s is occasional (moderate)', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
  it('an every-time word after a space still wins over nothing (high)', () => {
    expect(level('ยายไอ ทุกครั้ง หลังดื่มน้ำ')).toBe('high');
  });
});

describe('unmarked_question: Indonesian and Malay questions without a "?"', () => {
  it.each(['anak saya tanya perlu kasih pengental gak', 'bolehkah pakai pengental untuk teh', 'harus pakai thickener tidak'])(
    '%s asks about a thickener, not one in use (low)',
    (text) => {
      expect(level(text)).toBe('low');
    },
  );
  it.each(['teh sudah pakai pengental', 'minumnya pakai pengental sejak stroke'])('%s is a thickener in use (moderate)', (text) => {
    expect(level(text)).toBe('moderate');
  });
  it('keeps a sign told beside the question', () => {
    expect(level('batuk tiap minum teh, perlu pengental nggak')).not.toBe('low');
  });
});

describe('denied_comma_list: a denied comma list closed by "and" denies every item', () => {
  it.each([
    ['en', 'no drooling, coughing and gurgly voice with drinks'],
    ['vi', 'không chảy nước dãi, ho và sặc khi uống nước'],
    ['id', 'tidak ada ngiler, batuk dan tersedak waktu minum'],
    ['es', 'sin babeo, tos ni atragantamiento al beber'],
  ])('%s: %s is low', (_lang, text) => {
    expect(level(text)).toBe('low');
  });
  it.each([
    'no cough, choked at supper and went blue',
    'no fever, coughing and choking at every meal',
    'no drooling, chokes on bread and turned blue',
  ])('%s keeps a choke told as an event (high)', (text) => {
    expect(level(text)).toBe('high');
  });
});

describe('class 7: Korean 자꾸 ("keeps ...") is "often", moderate unless another rule raises it', () => {
  it.each(['국 드실 때 자꾸 사레들려요', '물 마실 때 자꾸 기침하세요'])('%s is moderate', (text) => {
    expect(level(text)).toBe('moderate');
  });
  it('is raised by a second major sign', () => {
    expect(level('국 드실 때 자꾸 사레들리고 목소리가 그르렁거려요')).toBe('high');
  });
});

describe('resolution_then_normal_eating: a past sign, "but now resolved" and normal eating (low)', () => {
  it.each([
    ['en', 'He had trouble swallowing after the operation, but now it has fully resolved and he eats a normal diet.'],
    ['ja', '入院中はむせがありましたが、今はすっかり治って普通に食べています。'],
    ['zh-CN', '手术后吞咽困难，但现在完全好了，吃普通饭。'],
    ['id', 'Sempat susah menelan setelah operasi, tapi sekarang sudah pulih dan makan biasa.'],
    ['es', 'Tuvo dificultad para tragar tras la operación, pero ahora ya se le quitó y come normal.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('low');
  });
  it('a recovery of something named stays with it (the sign stays)', () => {
    expect(level('肺炎の後でむせがありましたが、今は肺炎は治りました。')).not.toBe('low');
  });
  it('an every-time sign stays current', () => {
    expect(level('退院直後は食事のたびにむせていましたが、今は治りました。')).toBe('high');
  });
});

describe('clinician_says_no_longer_needed: the clinician said the thickener is no longer needed (low)', () => {
  it.each([
    ['zh-HK', '婆婆以前飲水要加凝固粉，醫生話唔使了，依家食飯飲水都正常。'],
    ['zh-CN', '奶奶以前喝水要加增稠剂，上个月医生说不用了，现在吃饭喝水都正常。'],
    ['en', 'Was on thickened fluids after the stroke; the SLP said he no longer needs it, eats and drinks normally now.'],
    ['es', 'Estuvo con espesante tras el ictus, pero el médico dice que ya no hace falta y ahora bebe normal.'],
    ['ko', '뇌졸중 후 점도증진제를 썼는데 언어치료사가 이제 필요 없다고 해서 지금은 일반식을 잘 드세요.'],
    ['id', 'Dulu pakai pengental, kata dokter sudah tidak perlu, sekarang makan minum biasa.'],
    ['th', 'เคยใช้ผงเพิ่มความหนืด หมอบอกว่าไม่ต้องใช้แล้ว ตอนนี้กินอาหารปกติ'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('low');
  });
  it.each([
    'Coughs on thin water every day; the SLP said he no longer needs it.',
    'Tose al beber agua, el médico dice que ya no hace falta.',
  ])('the clinician-cleared phrase never resolves a sign told before it: %s', (text) => {
    expect(level(text)).not.toBe('low');
  });
  it('a sign after the upgrade is current', () => {
    expect(level('The SLP said he no longer needs it, but he still coughs on water at every meal.')).toBe('high');
  });
});

describe('doubted_yes_no_question: a doubt, words, then 有冇 / 有没有 is a possible event (moderate)', () => {
  it.each([
    ['zh-HK', '唔知阿爺飲水有冇咳'],
    ['zh-CN', '不确定爷爷喝水有没有呛到'],
    ['zh-TW', '不確定阿公吃飯有沒有嗆到'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
  it.each(['不知道。奶奶吃饭没有噎到。', '不知道为什么，他吃饭没有咳嗽。'])(
    'a denial after the doubt sentence stays a denial: %s',
    (text) => {
      expect(level(text)).toBe('low');
    },
  );
});

describe('meal_postposition_clause: a meal closed by "after" in the clause beside the sign', () => {
  it.each([
    ['zh-CN', '声音变了，喝水之后'],
    ['zh-HK', '聲沙咗，飲完水之後'],
    ['ko', '목소리가 변해요, 물 마신 후에'],
  ])('%s: %s is a voice change after drinking (high)', (_lang, text) => {
    expect(level(text)).toBe('high');
  });
  it('a clause telling normal eating links nothing', () => {
    expect(level('声音变了，喝水之后没事')).toBe('low');
  });
});

describe('vocabulary: "after the meal" in Japanese, the Tagalog swallow compared with the past', () => {
  it('ja: ご飯のあと、声が変わる is a voice change after a meal (high)', () => {
    expect(level('ご飯のあと、声が変わる')).toBe('high');
  });
  it('ja: 食事の後、呼吸が変わる is breathing changed at a meal (moderate)', () => {
    expect(level('食事の後、呼吸が変わる')).toBe('moderate');
  });
  it.each(['Hindi na kasing bilis lumunok si Lola.', 'Di na kasing dali lumunok si Tatay.'])('tl: %s (moderate)', (text) => {
    expect(level(text)).toBe('moderate');
  });
  it('tl: another skill compared stays low', () => {
    expect(level('Hindi na kasing bilis tumakbo si Lola.')).toBe('low');
  });
});
