import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

// Dates in words, "before" a meal, food coughed back up, pneumonia from
// food in the lungs told with words between, counts per day, everyday mild signs. Phrases of our own.
const screen = (symptoms: string) => evaluate({ symptoms });
const level = (symptoms: string) => screen(symptoms).level;

describe('finding 3: recent dates in words (row days_weeks_ago_in_words, recent-dates.ts)', () => {
  it.each([
    ['en', 'He choked on a meatball four days back, all good since.'],
    ['en', 'Choked on a cracker last Thursday, fine since.'],
    ['es', 'Hace cinco semanas se atragantó con una uva y desde entonces bien.'],
    ['es', 'El jueves se ahogó con el arroz, se le pasó solo.'],
    ['id', 'Tiga minggu lalu kakek tersedak roti, sudah sembuh.'],
    ['id', 'Hari Kamis kakek tersedak, sudah sembuh.'],
    ['tl', 'Noong Huwebes nabulunan si lolo, okay na siya.'],
    ['vi', 'Hôm thứ năm ông bị hóc xương, đã khỏi.'],
    ['th', 'วันพฤหัสพ่อสำลักน้ำแกง หายสนิท'],
    ['th', 'สี่อาทิตย์ก่อนพ่อสำลักข้าว หลังจากนั้นก็ปกติ'],
    ['zh-HK', '禮拜四食粥哽親，好返晒。'],
    ['ja', '木曜日に団子を喉に詰まらせたが、その後は大丈夫。'],
  ])('%s: %s is high (a choke within three months)', (_l, text) => {
    expect(level(text)).toBe('high');
  });
  it('keeps a remote date in words history', () => {
    expect(level('Choked on a biscuit many years ago, fine since.')).toBe('low');
  });
});

describe('finding 2: a date before the sign beats a later ending or "then" word (rule date_outranks_ending)', () => {
  it.each([
    ['es', 'Hace unos días se ahogó con una papa y luego se le pasó.'],
    ['en', 'Last week he choked on some steak and it went away completely.'],
    ['zh-CN', '上周吃年糕噎住了以后就好了。'],
    ['ko', '어제 고기 먹다가 숨을 못 쉬었고 그때 얼굴이 파래졌어요.'],
    ['vi', 'Tuần trước ông bị hóc xương cá, lúc đó mặt tím tái.'],
  ])('%s: %s is high', (_l, text) => {
    expect(level(text)).toBe('high');
  });
  it('leaves a remote date and its "then" word history', () => {
    expect(level('Choked on fish in 2015, at the time he went blue. Fine since.')).toBe('low');
  });
});

describe('finding 4: "before" a meal or a swallow is not "in the past" (rule before_an_act_not_past)', () => {
  it.each([
    ['ja', '食事の前に水を飲むと咳き込む。'],
    ['ja', 'ご飯を食べる前にむせることがある。'],
    ['ko', '밥 먹기 전에 물을 마시면 기침해요.'],
    ['zh-HK', '飲茶之前會咳。'],
    ['zh-CN', '吃药之前喝水会呛。'],
    ['es', 'Carraspea y tose antes de tragar la sopa.'],
    ['id', 'Kalau makan dulu sebelum minum, bapak batuk.'],
  ])('%s: %s is moderate (a current sign)', (_l, text) => {
    expect(level(text)).toBe('moderate');
  });
  it.each([
    ['es', 'Antes tosía al beber, ya no le pasa.'],
    ['zh-CN', '以前喝水会呛，现在好了。'],
  ])('%s: a bare "before" of the past still dates the sign: %s is low', (_l, text) => {
    expect(level(text)).toBe('low');
  });
});

describe('findings 5 and 7: food lodged and coughed or spat back out is a choking episode (bolus_coughed_out, bolus_spat_out)', () => {
  it.each([
    ['en', 'Some chicken got stuck in her throat on Monday and she coughed it back up.'],
    ['en', 'A lump of bread got stuck in his throat and he spat it out.'],
    ['ko', '지난주에 고구마가 목에 걸렸는데 기침해서 뱉어냈어요.'],
    ['ko', '어제 사탕이 목에 걸렸어요.'],
    ['ja', '先週、餅が喉に引っかかって吐き出した。'],
    ['zh-CN', '上周一块馒头卡在喉咙，后来咳出来了。'],
    ['id', 'Minggu lalu ikan nyangkut di tenggorokan, akhirnya keluar setelah batuk.'],
    ['vi', 'Tuần trước miếng thịt mắc ở cổ, bà khạc ra được.'],
    ['th', 'อาทิตย์ที่แล้วหมูติดคอ แม่ไอจนออกมา'],
    ['es', 'La semana pasada se le quedó atorado un trozo de pollo en la garganta y lo escupió.'],
  ])('%s: %s is high', (_l, text) => {
    expect(level(text)).toBe('high');
  });
  it.each([
    ['en', 'It feels like something is stuck in her throat when she eats bread.'],
    ['ko', '밥 먹을 때 목에 뭔가 걸리는 느낌이 있대요.'],
  ])('%s: a felt lump stays food sticking: %s is moderate', (_l, text) => {
    expect(level(text)).toBe('moderate');
  });
  it('food spat out at a meal with nothing stuck is no sign', () => {
    expect(level('She puts the food in her mouth and spat it out, she did not like the taste.')).toBe('low');
  });
});

describe('finding 9 (brief 8): food into the lungs told with words between is aspiration', () => {
  it.each([
    ['zh-CN', '大夫讲是稀饭掉进肺里才得的肺炎，三周前住的院。'],
    ['es', 'El neumólogo dice que la neumonía del mes pasado fue porque se le fue la sopa al pulmón.'],
    ['en', 'The pneumonia last month was from food going into her lungs, the GP said.'],
    ['vi', 'Bác sĩ nói tháng trước bị viêm phổi là do cháo trôi vào phổi.'],
  ])('%s: %s is high', (_l, text) => {
    expect(level(text)).toBe('high');
  });
});

describe('finding 10 (brief 9): a count per day is a daily rate (row several_times, DAILY_COUNT)', () => {
  it.each([
    ['en', 'We suction her mouth a couple of times a day, the saliva just sits there.'],
    ['en', 'Milk comes back out his nose a few times daily.'],
    ['ja', '一日に何回か吸引しています。'],
    ['ko', '하루에 두세 번 석션해요.'],
    ['id', 'Beberapa kali sehari perlu disedot ludahnya.'],
    ['es', 'Varias veces al día se le sale el agua por la nariz.'],
  ])('%s: %s is high', (_l, text) => {
    expect(level(text)).toBe('high');
  });
  it('a count per week stays occasional', () => {
    expect(level('Milk comes back out his nose a few times a week.')).toBe('moderate');
  });
});

describe('finding 11: mild current signs in everyday wording', () => {
  it.each([
    ['en', 'Dad huffs and puffs through his dinner.'],
    ['en', 'She stops between mouthfuls at lunch.'],
    ['en', 'There is still food left in his mouth after tea.'],
    ['en', 'By pudding her chin is wet.'],
    ['en', 'He struggles to get his food down.'],
    ['ja', '母は薬を飲み込みにくそうにしています。'],
    ['zh-CN', '奶奶吞东西很费劲。'],
    ['ko', '식사 후에도 입 안에 음식이 남아 있어요.'],
    ['id', 'Setelah makan, sisa makanan di mulut masih banyak.'],
    ['es', 'Después de cenar le quedan restos de comida en la boca.'],
    ['th', 'กินข้าวเสร็จแล้วยังมีเศษอาหารค้างในปาก'],
  ])('%s: %s is moderate', (_l, text) => {
    expect(level(text)).toBe('moderate');
  });
});

describe('finding 12: a thickener no longer needed and a sign that stopped happening are resolved (low)', () => {
  it.each([
    ['en', 'Eating and drinking fine. The SLT says she no longer needs thickener.'],
    ['en', 'The choking on bread stopped happening after the new dentures.'],
    ['es', 'Come bien; la logopeda dice que ya no necesita espesante.'],
    ['id', 'Makan minum lancar, sudah tidak perlu pengental.'],
    ['zh-CN', '吃喝都正常，医生说不再需要增稠剂了。'],
    ['tl', 'Maayos kumain, hindi na kailangan ng pampalapot.'],
  ])('%s: %s is low', (_l, text) => {
    expect(level(text)).toBe('low');
  });
  it('a sign told after the thickener was stopped still counts', () => {
    expect(level('She no longer needs thickener, but this week she coughs on water.')).not.toBe('low');
  });
});

describe('finding 3: this month and the two before it, by name (recentMonthWords)', () => {
  const EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
  const TH = ['มกราคม', 'กุมภาพันธ์', 'มีนาคม', 'เมษายน', 'พฤษภาคม', 'มิถุนายน', 'กรกฎาคม', 'สิงหาคม', 'กันยายน', 'ตุลาคม', 'พฤศจิกายน', 'ธันวาคม'];
  const lastMonth = (new Date().getUTCMonth() + 11) % 12;
  it.each([
    ['en', `Choked on a scone in ${EN[lastMonth]}, fine since.`],
    ['es', `Se atragantó con el pan en ${ES[lastMonth]} y se le pasó solo.`],
    ['th', `${TH[lastMonth]}แม่สำลักข้าว หายสนิท`],
  ])('%s: %s is high (last month, by name)', (_l, text) => {
    expect(level(text)).toBe('high');
  });
});

describe('finding 11: a drink to get the food down is washing it down (a mild sign)', () => {
  it('keeps it moderate even when it keeps happening', () => {
    const r = screen('He keeps needing some water to get his food down.');
    expect(r.level).toBe('moderate');
  });
  it('tl: a bolus coughed out with the enclitic niya is a choke', () => {
    expect(level('Kahapon may tinapay na bumara sa lalamunan ni lolo, inubo niya palabas.')).toBe('high');
  });
});

describe('finding 3: Korean words for "the other day" are recent dates', () => {
  it.each(['엊그제 밥 먹다가 숨을 못 쉬었는데 지금은 괜찮아요.', '그저께 고기가 목에 걸렸는데 괜찮아졌어요.'])('%s is high', (text) => {
    expect(level(text)).toBe('high');
  });
});
