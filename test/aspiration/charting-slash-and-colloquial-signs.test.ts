/**
 * Screening review findings 10-15. Each block names the finding and the rule or vocabulary row
 * it fixes, on phrases of our own (other foods, other languages than the review's probes).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('finding 13, reading rule abbreviation_slash: "without (overt) s/s(x)" denies the sign after it', () => {
  it.each([
    'Managed a cup of tea without overt s/sx of aspiration.',
    'Ate minced lunch w/o s/s aspiration.',
    'Thin juice via straw w/o overt s&s of aspiration.',
    'Porridge tolerated without any overt signs of aspiration.',
    'Custard trial without clinical signs of aspiration.',
  ])('low: %s', (text) => {
    expect(level(text)).toBe('low');
  });

  it('keeps a sign told after the denial', () => {
    expect(level('Soup w/o overt s/s aspiration; choked on toast after, needed back slaps.')).toBe('high');
  });
});

describe('finding 10, risk known_dysphagia: a texture the family makes is a managed modified diet', () => {
  it.each([
    'We blend his food now, every meal.',
    'Everything needs to be pureed for him these days.',
    "He's on puree since the winter.",
    '我哋而家要攪爛先食得，佢先吞到',
    '奶奶现在只能吃糊糊了',
    'お粥しか食べられなくなりました',
    '아버지는 갈아서 드려야 드세요',
    'Sekarang makanan bapak harus diblender',
    'Ông phải xay nhuyễn thịt mới ăn được',
    'A mi padre le trituramos el pescado',
    'Dinudurog na namin ang pagkain ni lolo',
    'ยายกินได้แต่ข้าวต้มตอนนี้',
  ])('moderate: %s', (text) => {
    expect(level(text)).toBe('moderate');
  });

  it.each(['Could we mash his vegetables?', 'The family asked if we should blend his food.', 'He loves mashed potato and gravy.'])(
    'low, only asked or a dish: %s',
    (text) => {
      expect(level(text)).toBe('low');
    },
  );
});

describe('finding 11, signs delayed_swallow, washes_food_down, pocketing, pain_on_swallowing in colloquial words', () => {
  it.each([
    ['Rice takes a few goes to swallow for him.', 'delayed_swallow'],
    ['爷爷吃肉要咽好几次才下去', 'delayed_swallow'],
    ['Bà phải nuốt nhiều lần mới hết miếng cơm', 'delayed_swallow'],
    ['He takes sips to get the sandwich down.', 'washes_food_down'],
    ['母はお茶で流し込まないと食べられない', 'washes_food_down'],
    ['He holds food in his mouth at tea time.', 'pocketing'],
    ['Bapak ngemut makanan lama sekali', 'pocketing'],
    ['Mi abuela retiene la comida en la boca', 'pocketing'],
    ['He winces when he swallows his toast.', 'pain_on_swallowing'],
    ['아버지가 삼킬 때 얼굴을 찡그리세요', 'pain_on_swallowing'],
  ])('moderate: %s (%s)', (text, code) => {
    const r = evaluate({ symptoms: text });
    expect(r.level).toBe('moderate');
    expect(r.items.map((i) => i.code)).toContain(code);
  });
});

describe('finding 12, sign cough: a cough told by its sound, at a meal, is a cough at meals', () => {
  it.each([
    'お茶を飲むとゴホゴホしてる',
    'Waktu makan bubur, bapak uhuk uhuk terus',
    'Uống sữa là ông khục khục',
    'Con la sopa hace cof-cof',
    '喝汤的时候喀喀的',
    'Ubo-ubo si lolo habang kumakain ng lugaw',
  ])('moderate: %s', (text) => {
    const r = evaluate({ symptoms: text });
    expect(r.level).toBe('moderate');
    expect(r.items.map((i) => i.code)).toContain('cough_during_meals');
  });
});

describe('finding 14, time cue fine_since (recovered): the sign said to have ended by an end verb', () => {
  it.each([
    'The coughing stopped once she had her new dentures.',
    'He used to choke on steak, but they have stopped.',
    'His wet voice went away after the antibiotics.',
    '以前は毎回むせていたけど、今はもう大丈夫です',
    'Trước đây ông hay ho khi ăn, bây giờ hết rồi',
    '以前饮水会呛，现在已经没事了',
  ])('low: %s', (text) => {
    expect(level(text)).toBe('low');
  });

  it.each(['She stopped breathing when she choked on chicken.', 'He choked on toast and stopped after two bites; we did back blows.'])(
    'high, "stopped" alone is no recovery: %s',
    (text) => {
      expect(level(text)).toBe('high');
    },
  );

  it('keeps a current sign told after the recovery', () => {
    expect(level('The choking went away, but now she coughs at every sip of tea.')).not.toBe('low');
  });
});

describe('finding 15, look-alikes: a rinse gargled, a choke of emotion or laughter, another person or a pet, a fast for a procedure', () => {
  it.each([
    'Gargled with warm salt water for his sore throat.',
    'She was choked about the funeral.',
    'He laughed so hard he choked at the comedy show.',
    'Our cat choked on a hairball.',
    'His granddaughter choked on a sweet at the party.',
    'NBM from midnight for the colonoscopy.',
    'Fasting for surgery tomorrow.',
    '明日は検査前の絶食です',
    '做肠镜前禁食',
    'Puasa sebelum operasi besok pagi',
    'En ayunas para la operación de cadera',
    'งดน้ำงดอาหารก่อนผ่าตัดพรุ่งนี้',
  ])('low: %s', (text) => {
    expect(level(text)).toBe('low');
  });

  it.each(['His grandson says he chokes on bread at lunch.', 'Nil by mouth pre-op; she choked on her tea and needed back slaps.'])(
    "high, the patient's own sign beside a look-alike: %s",
    (text) => {
      expect(level(text)).toBe('high');
    },
  );
});
