/**
 * Nasal regurgitation with the drink between, multiple swallows, resolved spans, EAT-10 totals in the text,
 * longer meals and painful swallowing, each on phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('nasal regurgitation told with the drink between the verb and the nose (lexicon/nasal-regurgitation.ts)', () => {
  it.each([
    ['tl', 'Medyo may lumalabas na gatas sa ilong ni lolo kapag umiinom.'],
    ['tl', 'Tumutulo ang sabaw sa ilong niya pag kumakain.'],
    ['id', 'Keluar susu dari hidung waktu ibu minum.'],
    ['es', 'Un poco le sale la leche por la nariz al beber.'],
    ['ja', '少し鼻からお茶が出ることがある。'],
    ['ko', '국을 먹으면 코로 국물이 나와요.'],
    ['zh-CN', '喝汤时汤从鼻孔流出来。'],
    ['en', 'When he drinks, a little fluid comes out of his nose.'],
  ])('%s: %s is high (a degree word keeps the sign)', (_lang, text) => {
    expect(level(text)).toBe('high');
  });

  it.each([
    ['id', 'Kadang-kadang keluar teh dari hidung waktu minum, jarang sekali.'],
    ['tl', 'Minsan may lumalabas na kape sa ilong niya.'],
  ])('%s: %s is occasional (moderate)', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
});

describe('multiple swallows before it goes down is a mild sign; "always" does not promote it (moderate)', () => {
  it.each([
    ['zh-HK', '爺爺食粥成日要吞幾啖先落。'],
    ['zh-CN', '爷爷吃饭经常要咽两三口才咽得下去。'],
    ['ja', 'いつも何回か飲み込まないと飲み込めない。'],
    ['ko', '밥을 먹을 때 늘 두세 번 삼켜야 넘어가요.'],
    ['vi', 'Bà luôn nuốt hai ba lần mới trôi.'],
    ['es', 'Siempre traga dos o tres veces hasta que pasa la carne.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
});

describe('a sign not come back for three months or more is resolved history (low); a shorter span stays current', () => {
  it.each([
    ['zh-CN', '吃饭呛过一阵子，做了康复训练后已经好了，一年多没再呛。'],
    ['zh-CN', '喝汤噎过，大半年没再噎。'],
    ['zh-HK', '飲湯嗆過，半年冇再嗆。'],
    ['id', 'Dulu tersedak waktu makan, sudah setahun tidak tersedak lagi.'],
    ['vi', 'Từng sặc khi ăn cháo, nửa năm nay không còn sặc.'],
    ['es', 'Se atragantaba con la sopa, hace medio año que no le pasa.'],
    ['tl', 'Nabubulunan dati sa kanin, isang taon nang hindi na nabubulunan.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('low');
  });

  it.each([
    ['zh-CN', '喝汤呛过，两周没再呛。'],
    ['zh-CN', '喝水呛过，半年没再呛，但吃饭经常咳嗽。'],
  ])('stays a current sign: %s', (_lang, text) => {
    expect(level(text)).not.toBe('low');
  });
});

describe('an EAT-10 total written after the questionnaire is named counts like the structured total', () => {
  it.each([
    ['zh-HK', '做咗EAT-10問卷，總分5分。', 'moderate'],
    ['zh-CN', '做了EAT-10问卷，总分16分。', 'high'],
    ['ja', 'EAT-10の質問票で合計9点。', 'moderate'],
    ['ko', 'EAT-10 설문 총점 7점', 'moderate'],
    ['en', 'EAT-10 questionnaire done, total 20.', 'high'],
  ])('%s: %s is %s', (_lang, text, expected) => {
    expect(level(text)).toBe(expected);
  });

  it('an item number is no total', () => {
    expect(level('EAT-10 問3 = 2')).toBe('low');
  });
});

describe('a meal that now takes much longer told with numbers is a mild sign (moderate)', () => {
  it.each([
    ['en', 'Dinner takes 50 minutes now, it was 15 before.'],
    ['ja', '夕食に2時間かかる。'],
    ['ko', '점심 식사가 한 시간 넘게 걸려요.'],
    ['vi', 'Ăn một bữa mất cả tiếng.'],
    ['es', 'La comida le lleva más de una hora.'],
    ['zh-CN', '吃一顿午饭要一个多小时。'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });

  it('a time that is no meal stays low', () => {
    expect(level('The walk to the dining room takes 10 min now.')).toBe('low');
  });
});

describe('pain on swallowing with its duration and the other causes denied is a current sign (moderate)', () => {
  it.each([
    ['en', 'It hurts a little when I swallow bread, for about a month. No flu, no cold.'],
    ['ja', '飲み込む時に少し痛い、3週間くらい、風邪なし。'],
    ['ko', '삼킬 때 좀 아파요, 한 달 됐어요. 감기 없음.'],
    ['zh-CN', '咽的时候有点痛，一个月了，没有感冒。'],
    ['es', 'Me duele un poco al tragar desde hace un mes, sin resfriado.'],
    ['id', 'Agak sakit kalau menelan, sudah sebulan, tidak pilek.'],
    ['vi', 'Nuốt thấy hơi đau khoảng một tháng nay, không bị cảm.'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });

  it.each(['Sore throat from the flu, hurts a bit when I swallow.', '飲み込むと痛い、風邪あり。'])(
    'explained by a cold stays low: %s',
    (text) => {
      expect(level(text)).toBe('low');
    },
  );
});

describe('Tagalog "naiubo" is a cough; swallowing a mouthful twice is multiple swallows (moderate)', () => {
  it.each([
    ['tl', 'Minsan naiubo si lolo habang umiinom ng sabaw.'],
    ['tl', 'Hindi siya naubo, pero kailangan niyang lunukin nang dalawang beses ang kanin.'],
    ['en', 'No coughing, but she has to swallow twice with bread.'],
    ['id', 'Tidak batuk, tapi harus menelan dua kali.'],
    ['es', 'No tose, pero tiene que tragar dos veces cada bocado.'],
    ['zh-CN', '不咳嗽，但是每口要咽两次。'],
  ])('%s: %s', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
});

describe('nasal regurgitation with "back" or "again" before the nose (lexicon/nasal-regurgitation.ts)', () => {
  it.each([
    ['id', 'Setiap minum teh, keluar lagi lewat hidung bapak.'],
    ['en', 'Every time she drinks juice it comes back out through her nose.'],
    ['ko', '우유를 마시면 항상 코로 다시 나와요.'],
    ['vi', 'Mỗi lần uống sữa là trào ra mũi.'],
    ['th', 'ดื่มนมทุกครั้งไหลออกทางจมูก'],
    ['ja', '毎回お茶を飲むと鼻から戻ってくる。'],
  ])('%s: %s is high', (_lang, text) => {
    expect(level(text)).toBe('high');
  });
});

describe('"a year back" is more than three months: past, not resolved (en past words)', () => {
  it.each([
    ['en', 'Dad had a chest infection from aspiration a year back.'],
    ['en', 'She was treated for aspiration pneumonia last year.'],
  ])('%s: %s is moderate', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
});

describe('mild signs: cheek pocketing and repeated swallows (lexicon/nasal-regurgitation.ts)', () => {
  it.each([
    ['en', 'Nan has had a stroke and swallows each spoonful two or three times.'],
    ['zh-HK', '中風後啲飯收埋喺面邊，食完仲有'],
    ['es', 'Después del ictus guarda la comida en el carrillo.'],
  ])('%s: %s is moderate', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
});

describe('ko food sticking with a frequency word inside the phrase (lexicon/ko.ts)', () => {
  it.each([
    ['ko', '요즘 떡이 목에 자꾸 걸려요'],
    ['ko', '작년보다 밥이 목에 자주 걸려요'],
  ])('%s: %s is moderate', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
});

describe('en first-person sticking and throat clearing (lexicon/en.ts)', () => {
  it.each([
    ['en', 'I get a sticky feeling with rice.'],
    ['en', 'I clear my throat after eating toast.'],
  ])('%s: %s is moderate', (_lang, text) => {
    expect(level(text)).toBe('moderate');
  });
});
