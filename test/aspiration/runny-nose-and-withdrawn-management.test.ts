import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

// A runny nose, a stopped thickener, questions asked ahead, a protective cough, pro-forms. Phrases of our own.
const level = (symptoms: string) => evaluate({ symptoms }).level;
const nasal = (symptoms: string) => evaluate({ symptoms }).items?.some((i) => i.code === 'nasal_regurgitation') ?? false;

describe('rule nasal_needs_eating: a runny nose told with nose words is no nasal regurgitation', () => {
  it.each([
    ['en', 'snot keeps coming out of her nose, she has a cold'],
    ['en', 'mucus comes out through his nose all day with his hay fever'],
    ['zh-CN', '感冒了，鼻涕从鼻子流出'],
    ['zh-HK', '鼻敏感，鼻水由鼻孔流出'],
    ['ja', '花粉症で鼻水が鼻から出る'],
    ['ko', '감기라서 코로 콧물이 흘러나와요'],
    ['tl', 'may sipon, lumalabas ang uhog sa ilong'],
    ['id', 'lagi pilek, ingus keluar dari hidung'],
    ['vi', 'bị cảm, nước mũi chảy ra mũi'],
    ['th', 'เป็นหวัด น้ำมูกไหลออกทางจมูก'],
    ['es', 'tiene catarro y le salen mocos por la nariz'],
  ])('%s: %s is low', (_lang, text) => {
    expect(nasal(text)).toBe(false);
    expect(level(text)).toBe('low');
  });
  it.each([
    ['en', 'he has a cold, and juice came out of his nose when he drank'],
    ['en', 'soup comes out of her nose'],
    ['ja', '鼻水が出る。お茶を飲むと鼻から出る'],
    ['ko', '콧물이 나는데 우유 마시면 코로 나와요'],
    ['tl', 'lumalabas ang gatas sa ilong kapag umiinom'],
    ['id', 'keluar air dari hidung saat minum'],
    ['es', 'la sopa le sale por la nariz'],
  ])('%s: %s is still nasal regurgitation (high)', (_lang, text) => {
    expect(nasal(text)).toBe(true);
    expect(level(text)).toBe('high');
  });
});

describe('rule withdrawn_management_keeps_sign: a sign at a meal beside a stopped thickener or diet stays', () => {
  it.each([
    ['en', 'she coughs on her tea, thickener was stopped'],
    ['en', 'chokes a bit on soup, they took him off thickened drinks'],
    ['zh-CN', '喝汤会呛咳，已经停用增稠剂'],
    ['zh-HK', '飲湯會咳，停咗凝固粉'],
    ['ko', '국 먹을 때 기침해요, 점도증진제 끊었어요'],
    ['tl', 'umuubo kapag humihigop ng sabaw, tinigil na ang thickener'],
    ['id', 'batuk kalau minum teh, pengental dihentikan'],
    ['vi', 'ho khi uống sữa, ngưng bột làm đặc'],
    ['es', 'tose con la sopa, le retiraron el espesante'],
  ])('%s: %s is at least moderate', (_lang, text) => {
    expect(level(text)).not.toBe('low');
  });
  it.each([
    'thickener stopped, no cough since, eating well',
    '肺炎のあと、とろみが外れて、今は普通に味噌汁を飲めています。むせもありません。',
  ])('%s: the management ended after an illness, eating normally (low)', (text) => {
    expect(level(text)).toBe('low');
  });
});

describe('reading rule hypothetical_frame: a family asking ahead tells no current sign', () => {
  it.each([
    ['en', 'Grandad has MND, what if he chokes on his dinner?'],
    ['zh-CN', '爸爸中风了，万一喝汤呛到怎么办？'],
    ['zh-HK', '阿爺柏金遜，萬一食飯哽親點算？'],
    ['ja', '父はパーキンソン病です。食事中にむせたらどうしたらいいですか'],
    ['ko', '아버지가 파킨슨병인데 밥 먹다가 사레 들리면 어떻게 하죠?'],
    ['tl', 'May Parkinson si lolo, paano kung mabulunan siya sa kanin?'],
    ['id', 'Kakek kena stroke, bagaimana kalau tersedak waktu makan?'],
    ['vi', 'Ông bị Parkinson, lỡ mà sặc cháo thì phải làm sao?'],
    ['th', 'ปู่เป็นพาร์กินสัน ถ้าเกิดสำลักข้าวต้องทำยังไง'],
    ['es', 'Mi abuelo tuvo un ictus, ¿qué hacemos si se atraganta con la comida?'],
  ])('%s: %s names no sign', (_lang, text) => {
    expect(evaluate({ symptoms: text }).items?.some((i) => i.kind === 'sign') ?? false).toBe(false);
  });
  it.each(['she coughs at every meal, what if she gets a chest infection?', '每次喝水都呛，万一得肺炎怎么办？'])(
    '%s: a sign told for itself beside the question stays',
    (text) => {
      expect(level(text)).not.toBe('low');
    },
  );
});

describe('one protective cough after gulping, fine when sipping, stays low (docs/SCREENING.md)', () => {
  it.each([
    ['en', 'coughed once after gulping down a glass of juice, fine when she sips'],
    ['zh-CN', '一口气喝完一杯水咳了一下，慢慢喝就没事'],
    ['ja', '水を一気に飲んで一度むせたが、ゆっくり飲めば大丈夫'],
    ['ko', '물을 벌컥벌컥 마시다가 한 번 기침했어요, 천천히 마시면 괜찮아요'],
    ['es', 'tosió una vez al beber el zumo de un trago, bien a sorbos'],
  ])('%s: %s is low', (_lang, text) => {
    expect(level(text)).toBe('low');
  });
});

describe('reading rule meal_of_pro_form: "but it happens with every meal" names the meal of the sign before', () => {
  it.each([
    ['en', 'A little cough, nothing much, but it happens with every drink'],
    ['en', 'Small throaty cough, but it happens at every supper'],
    ['es', 'una tos chiquita, pero le pasa en cada comida'],
  ])('%s: %s is at least moderate', (_lang, text) => {
    expect(level(text)).not.toBe('low');
  });
  it('a pro-form naming no meal stays unlinked', () => {
    expect(level('small cough, but it happens at night')).toBe('low');
  });
});

describe('reading rule hypothetical_frame: Indonesian future question', () => {
  it('"apa nanti bakal susah menelan" asks ahead', () => {
    expect(level('Bapak kena Parkinson, makan minum biasa. Apa nanti bakal susah menelan?')).toBe('low');
  });
});
