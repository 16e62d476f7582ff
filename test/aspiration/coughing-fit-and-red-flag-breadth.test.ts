/**
 * Red-flag vocabulary breadth. A coughing fit at a meal that would not stop (helper
 * sign coughing_fit, red flag choking_with_intervention) is a choking episode, in every input language; the same
 * words without a meal, or with a cold that explains them, are no swallow sign. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const screened = (symptoms: string) => evaluate({ symptoms });

describe('helper coughing_fit: a coughing fit at a meal that would not stop is a choking episode (red_flag)', () => {
  it.each([
    ['en', 'A crumb of scone went down and she coughed and coughed at tea.'],
    ['en', "Over breakfast he couldn't stop coughing after the orange juice."],
    ['zh-HK', '阿嫲飲湯咳到停唔到。'],
    ['zh-CN', '爷爷喝豆浆的时候咳了好一阵。'],
    ['ja', '夕食でお味噌汁を飲んだら咳き込みが止まらなくなりました。'],
    ['ko', '점심에 국수 드시다가 사레가 들려서 한참 동안 기침하셨어요.'],
    ['tl', 'Kumain ng lugaw si lola at hindi tumigil sa pag-ubo.'],
    ['id', 'Waktu minum teh, kakek batuk tidak berhenti.'],
    ['vi', 'Ông ăn cơm xong thì ho một lúc lâu.'],
    ['th', 'กินโจ๊กแล้วไอไม่ยอมหยุด'],
    ['es', 'Tomando la sopa estuvo tosiendo un buen rato.'],
  ])('%s: high, with the red flag: %s', (_lang, text) => {
    const r = screened(text);
    expect(r.level).toBe('high');
    expect(r.rules).toContain('red_flag');
  });

  it.each([
    'Flu last week, coughed for ages through the night.',
    '感冒了，晚上咳了好久。',
    '감기로 밤에 기침이 멈추지 않았어요.',
    'Mainit ang lalamunan dahil sa sipon, matagal umubo kagabi.',
  ])('no meal, or a cold that explains it: low: %s', (text) => {
    expect(screened(text).level).toBe('low');
  });

  it.each(['吃饭时没有咳个不停。', 'Durante la comida no ha estado tosiendo sin parar.', '식사 중 한참 기침하는 일은 없어요.'])(
    'a denied coughing fit is no sign: %s',
    (text) => {
      expect(screened(text).level).toBe('low');
    },
  );
});

describe('helper water_test_failed_word: a water swallow test told as failed is the failed test (water_swallow_test_failed)', () => {
  it.each([
    ['en', 'Bedside 90 ml water swallow test failed this morning.'],
    ['zh-HK', '今日做飲水測試唔通過。'],
    ['zh-CN', '入院洼田饮水试验未通过。'],
    ['ja', '改訂水飲みテストは不合格でした。'],
    ['ko', '오늘 물 삼킴 검사 통과 못 하셨어요.'],
    ['tl', 'Hindi pumasa si tatay sa water swallow test kanina.'],
    ['id', 'Hasil tes minum air kemarin gagal.'],
    ['vi', 'Nghiệm pháp uống nước hôm qua không đạt.'],
    ['th', 'ผลการทดสอบการกลืนน้ำไม่ผ่าน'],
    ['es', 'La prueba del agua salió alterada.'],
  ])('%s: high: %s', (_lang, text) => {
    expect(screened(text).rules).toContain('water_swallow_test_failed');
  });

  it.each(['Failed to attend the clinic; eats and drinks normally.', 'ไม่ผ่านการตรวจตา กินข้าวได้ปกติ', 'Gagal ginjal, makan biasa.'])(
    'an outcome word with no water test is nothing: %s',
    (text) => {
      expect(screened(text).rules).not.toContain('water_swallow_test_failed');
    },
  );

  it('a water test that did not fail lowers nothing and raises nothing', () => {
    expect(screened('Water swallow test: did not fail, no cough.').level).toBe('low');
  });
});

describe('sign saliva_not_swallowed: secretions the person cannot clear, needing suction (charting and family words)', () => {
  it.each([
    ['en', "Can't clear his secretions at all overnight."],
    ['en', 'Uses a yankauer for her secretions before meals.'],
    ['zh-HK', '伯伯而家成日要抽痰。'],
    ['zh-CN', '老人口腔分泌物多，每天都要吸痰。'],
    ['ja', '夜間も吸引頻回です。'],
    ['ko', '가래가 많아서 석션을 자주 해요.'],
    ['tl', 'Laging sinisipsip ang laway ni lolo.'],
    ['id', 'Lendirnya banyak, sering disedot.'],
    ['vi', 'Bà bị đờm dãi ứ đọng, phải hút liên tục.'],
    ['th', 'ยายน้ำลายเต็มปาก'],
    ['es', 'No maneja las secreciones, hay que aspirarla.'],
  ])('%s: high: %s', (_lang, text) => {
    expect(screened(text).rules).toContain('saliva_not_swallowed');
  });
});

describe('context recurrent: chest infections counted in words (id, th) recur', () => {
  it.each([
    ['id', 'Kakek sudah empat kali kena radang paru sejak Januari, sering berdehem waktu makan.'],
    ['th', 'คุณตาเป็นปอดติดเชื้อสองครั้งในสามเดือน กระแอมตอนทานข้าว'],
  ])('%s: with a mild sign, recurrent_chest_infection_now_with_current_sign: %s', (_lang, text) => {
    expect(screened(text).rules).toContain('recurrent_chest_infection_now_with_current_sign');
  });

  it('a count of doses is not a recurrence', () => {
    expect(screened('Minum obat tiga kali sehari, makan biasa.').level).toBe('low');
  });
});

describe('helper near_disaster: a near-disaster with food stuck or at a meal is a choking episode', () => {
  it.each([
    ['en', 'A chunk of apple lodged at tea and we nearly lost him.'],
    ['zh-CN', '吃年糕卡住了，差点出大事。'],
    ['ja', 'お餅が喉につかえて、死ぬところでした。'],
    ['ko', '고기가 목에 걸려서 죽을 뻔했어요.'],
    ['tl', 'Bumara ang karne sa lalamunan niya habang kumakain, muntik nang mamatay.'],
    ['id', 'Kue nyangkut di tenggorokan waktu makan, hampir celaka.'],
    ['vi', 'Ăn bánh giầy bị mắc cổ, suýt chết.'],
    ['th', 'กินข้าวเหนียวติดคอ เกือบตาย'],
    ['es', 'Se le quedó un trozo de pan en la garganta y casi se nos va.'],
  ])('%s: high: %s', (_lang, text) => {
    expect(screened(text).level).toBe('high');
  });

  it('a near-death from another illness is no choking episode', () => {
    expect(screened('Nearly died of sepsis in 2015; eats normally now.').level).not.toBe('high');
  });
});

describe('red flag silent_aspiration_on_study and the water test by its volume, in family and charting words', () => {
  it.each([
    ['zh-HK', '吞嚥檢查見到阿爺靜雞雞吸入咗啲湯。'],
    ['ja', '嚥下造影でむせずに誤嚥していました。'],
    ['vi', 'Chụp nuốt thấy bà sặc thầm khi uống nước loãng.'],
    ['en', 'On the swallow X-ray she quietly aspirated the thin juice.'],
  ])('%s: observed aspiration, high: %s', (_lang, text) => {
    expect(screened(text).rules).toContain('red_flag');
  });

  it.each([
    ['en', '90 ml water test: coughed after the third swallow.'],
    ['vi', 'Thử nuốt 30 ml nước: ông ho sau ngụm thứ hai.'],
    ['id', 'Tes menelan 90 ml air tidak habis, harus berhenti minum.'],
    ['zh-CN', '30ml饮水试验中途停了两次。'],
    ['es', 'Prueba de 90 ml de agua: tosió al final.'],
  ])('%s: the failed water test: %s', (_lang, text) => {
    expect(screened(text).rules).toContain('water_swallow_test_failed');
  });
});
