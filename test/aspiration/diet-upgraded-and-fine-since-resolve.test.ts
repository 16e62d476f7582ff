/**
 * Over-triage of resolved histories. A thickened or modified diet the SLP upgraded
 * back to normal (time concept diet_upgraded, lexicon list `upgraded`) is history, and a past aspiration pneumonia
 * followed by "fine now, no problem eating since" (fine_since) is resolved, in every input language. A sign told
 * after the upgrade in its clause happened since: it stays current. Phrases of our own.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('time concept diet_upgraded: a modified diet upgraded back to normal is history', () => {
  it.each([
    ['en', 'Needed thickened tea after his stroke in 2022, but the speech therapist upgraded him to thin fluids last spring. Drinks well.'],
    ['zh-HK', '爸爸中風後用過凝固粉，去年言語治療師評估後改返正常飲食。'],
    ['zh-CN', '外婆中风后吃过一段时间糊状饮食，后来评估通过，恢复普通饮食了。'],
    ['ja', '母は脳梗塞のあと一時期きざみ食でしたが、昨年、常食に戻りました。'],
    ['ko', '아버지는 뇌졸중 후 한동안 연하식을 드셨는데, 작년에 일반식으로 바꾸셨어요.'],
    ['tl', 'Naka-thickened liquids si lola pagkatapos ma-stroke, pero bumalik na sa normal na pagkain noong isang taon.'],
    ['id', 'Sempat pakai pengental setelah stroke, tapi tahun lalu sudah boleh makan biasa.'],
    ['vi', 'Sau đột quỵ ông phải dùng bột làm đặc một thời gian, năm ngoái đã chuyển lại chế độ ăn bình thường.'],
    ['th', 'หลังเป็นอัมพาตพ่อต้องใช้ผงเพิ่มความหนืดช่วงหนึ่ง แต่ปีที่แล้วกลับมาทานอาหารปกติ'],
    ['es', 'Tras el ictus usó espesante una temporada, pero el año pasado pasó a dieta normal.'],
  ])('%s: low: %s', (_lang, text) => {
    expect(level(text)).toBe('low');
  });

  it.each([
    'Upgraded to thin fluids on Monday and since then she coughs with every cup of tea.',
    '常食に戻してから毎回むせるようになりました。',
    '恢复普通饮食以后每次喝水都呛。',
    '일반식으로 바꾸고 나서 매번 사레가 들려요.',
    'Cho ăn uống bình thường lại thì lần nào uống nước cũng sặc.',
    'กลับมากินอาหารปกติแล้วสำลักทุกครั้งที่ดื่มน้ำ',
  ])('a sign told after the upgrade happened since it: high: %s', (text) => {
    expect(level(text)).toBe('high');
  });
});

describe('time concept fine_since: "fine now, no problem eating since" resolves a past aspiration pneumonia', () => {
  it.each([
    ['ko', '2018년에 흡인성 폐렴이 있었는데 그 후로 문제 없어요.'],
    ['tl', 'Na-aspiration pneumonia si tatay noong 2017 pero ok na siya ngayon, wala nang problema sa pagkain.'],
    ['id', 'Nenek pernah pneumonia aspirasi tahun 2017, sekarang sudah sembuh.'],
    ['vi', 'Năm 2017 ông bị viêm phổi do sặc, bây giờ ổn rồi.'],
    ['th', 'เมื่อปี 2017 คุณตาเป็นปอดอักเสบจากการสำลัก ตอนนี้หายดีแล้ว'],
    ['es', 'Tuvo una neumonía por aspiración en 2017 y ya está bien, sin problemas para comer desde entonces.'],
  ])('%s: low: %s', (_lang, text) => {
    expect(level(text)).toBe('low');
  });
});

describe('rule resolution_names_event_back: the treatment that ended the sign, told before the recovery', () => {
  it.each([
    ['tl', 'Madalas masamid si nanay sa kape, pero pagkatapos ng speech therapy nawala na.'],
    ['id', 'Dulu sering keselek waktu minum, tapi setelah latihan menelan sudah hilang.'],
    ['vi', 'Ông từng hay sặc cháo, nhưng sau khi tập nuốt thì hết.'],
    ['ko', '물 마실 때 자주 사레 들렸는데 재활 치료 후 없어졌어요.'],
    ['th', 'คุณยายเคยสำลักน้ำบ่อย แต่หลังทำกายภาพก็หายแล้ว'],
    ['es', 'Tosía con el café, pero tras la logopedia se le pasó.'],
  ])('%s: the sign is past, low: %s', (_lang, text) => {
    expect(level(text)).toBe('low');
  });

  it.each(['Ông sặc mỗi lần uống nước, sau khi tập nuốt vẫn sặc mỗi lần uống.', '매번 사레 들려요, 재활 후에도 매번 그래요.'])(
    'a sign still there after the treatment stays current: %s',
    (text) => {
      expect(level(text)).toBe('high');
    },
  );
});
