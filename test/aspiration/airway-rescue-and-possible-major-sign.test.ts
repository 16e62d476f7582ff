/**
 * The screening review's findings (issue 15), wordings of our own in several input languages:
 * airway_rescue_at_meal, possible_major_sign, trailing_frequency_clause and the continuous frequency concept,
 * Taiwan Mandarin (zh-TW) wording, and a GUSS total written in the text.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const screen = (symptoms: string, age?: number, diagnosis?: string) => evaluate({ symptoms, age, diagnosis });

describe('airway_rescue_at_meal: a rescue or a blocked airway at a meal is a choking episode', () => {
  it.each([
    ['en', 'Over breakfast we had to whack him on the back twice.'],
    ['en', 'She could not breathe halfway through her soup and we called 999.'],
    ['en', 'At tea time I did the Heimlich manoeuvre on him.'],
    ['zh-HK', '佢食粥嗰陣透唔到氣，要叫白車。'],
    ['zh-CN', '吃面条的时候喘不上气，赶紧叫了救护车。'],
    ['zh-TW', '阿公吃麵包的時候沒辦法呼吸，我們趕快幫他拍背。'],
    ['ja', '夕食の途中で息ができなくなり、背中を叩きました。'],
    ['ko', '저녁 드시다가 숨을 못 쉬셔서 구급차를 불렀어요.'],
    ['tl', 'Habang kumakain ng tinapay, hindi makahinga si Lolo kaya tumawag ng ambulansya.'],
    ['id', 'Waktu makan bubur, ibu tidak bisa napas, kami panggil ambulans.'],
    ['vi', 'Lúc ăn cháo ông không thở được, phải gọi cấp cứu.'],
    ['th', 'ตอนกินข้าวต้มหายใจไม่ออก ต้องเรียกรถพยาบาล'],
    ['es', 'En la cena no podía respirar y llamamos a la ambulancia.'],
  ])('%s: %s is high (red_flag)', (_lang, text) => {
    const r = screen(text);
    expect(r.level).toBe('high');
    expect(r.rules).toContain('red_flag');
  });

  it.each([
    ['a rescue with no meal', 'He could not breathe during his asthma attack last night.'],
    ['a rescue the text denies', 'No need to slap her back at dinner any more, she eats well.'],
    ['patting for wind', 'I pat his back after his bottle to help him burp.'],
    ['patting for phlegm (zh-CN)', '每天饭后给他拍背排痰。'],
    ['a resolved old episode', 'Choked at lunch in 2015 and we called an ambulance; fine since.'],
  ])('%s stays low', (_what, text) => {
    expect(screen(text).level).toBe('low');
  });

  it.each([
    ['en', 'Grandad was having his tea. All of a sudden he could not breathe and we rang 999.'],
    ['zh-HK', '阿爺食緊晏。突然透唔到氣，要叫白車。'],
    ['es', 'Mi madre estaba almorzando. De repente no podía respirar y llamamos a la ambulancia.'],
  ])('%s: the meal told in the sentence before the rescue (%s) is high', (_lang, text) => {
    expect(screen(text).rules).toContain('red_flag');
  });

  it.each([
    ['th', 'ตบหลังให้เรอหลังกินนม'],
    ['ja', '食後に背中をトントンしてげっぷを出させます。'],
    ['es', 'Después de comer le doy palmadas en la espalda para que eructe.'],
    ['id', 'Naik ambulans ke rumah sakit untuk cuci darah setelah makan siang.'],
    ['vi', 'Ăn uống bình thường, tuần trước gọi cấp cứu vì bị té ngã.'],
    ['tl', 'Kapag kumakain siya, okay naman, hindi makahinga lang kapag naglalakad.'],
  ])('%s: burping, an ambulance as transport, or a rescue in a clause far from the meal stays low (%s)', (_lang, text) => {
    expect(screen(text).level).toBe('low');
  });

  it('a doubted rescue is a possible choke (moderate)', () => {
    expect(screen('Maybe she could not breathe at supper?').level).toBe('moderate');
  });
});

describe('possible_major_sign: a suspected major sign is moderate at any age', () => {
  it.each([
    ['en', 'Perhaps his voice sounds gurgly after coffee?', 35],
    ['en', 'I think some juice may have come out of her nose.', undefined],
    ['ja', 'お茶を飲むとむせるかもしれない。', 45],
    ['es', 'Quizás tose cuando toma sopa.', 30],
  ])('%s: %s', (_lang, text, age) => {
    const r = screen(text, age);
    expect(r.level).toBe('moderate');
    expect(r.rules).toContain('possible_major_sign');
  });

  it('a doubt the text answers stays low', () => {
    expect(screen('Not sure if he coughs at meals, he eats and drinks well.', 40).level).toBe('low');
  });
});

describe('trailing_frequency_clause: a clause of nothing but a frequency speaks of the sign before it', () => {
  it.each([
    ['en', 'He coughs on his tea, each and every time.'],
    ['en', 'Her voice goes wet after soup, and it happens at every meal.'],
    ['zh-HK', '飲湯會嗆，每一次都係咁。'],
    ['zh-CN', '吃饭会呛，次次都这样。'],
    ['ko', '밥 먹으면 사레 들려요, 항상 그래요.'],
    ['vi', 'Ăn cơm là bị sặc, lần nào cũng thế.'],
    ['th', 'กินข้าวแล้วสำลัก ทุกครั้งเลย'],
    ['es', 'Se atraganta con la sopa, cada vez.'],
  ])('%s: %s is high (persistent_major_sign)', (_lang, text) => {
    const r = screen(text);
    expect(r.level).toBe('high');
  });

  it('"again" in a trailing clause is no every-time frequency (a protective cough stays low)', () => {
    expect(screen('Coughed once gulping iced water too fast, then fine again. Eats well.', 50).level).toBe('low');
  });
});

describe('continuous frequency concept: continuous aspect makes a major sign persistent', () => {
  it.each([
    ['en', 'He keeps coughing right through his porridge.'],
    ['en', "She can't stop coughing once she starts drinking."],
    ['zh-HK', '佢飲湯嗰陣咳過不停。'],
    ['zh-CN', '喝汤的时候咳个不停。'],
    ['ja', 'スープを飲むとずっとむせています。'],
    ['tl', 'Tuloy-tuloy ang ubo niya habang kumakain.'],
    ['id', 'Batuk terus-menerus waktu minum teh.'],
    ['vi', 'Uống sữa thì ho không ngừng.'],
    ['th', 'ดื่มนมแล้วไอไม่หยุด'],
    ['es', 'No deja de toser cuando toma caldo.'],
  ])('%s: %s is high', (_lang, text) => {
    expect(screen(text).level).toBe('high');
  });

  it('"ずっと前" (long ago) is history, not continuous', () => {
    expect(screen('ずっと前に食事中にむせたことがあるが、今は問題ない。', 70).level).toBe('low');
  });
});

describe('Taiwan Mandarin (zh-TW) wording', () => {
  it.each([
    ['nasal regurgitation (跑出來)', '喝湯會從鼻孔跑出來。', 'high'],
    ['food stuck with the airway blocked (卡到 + 沒法呼吸)', '吃飯時魚肉卡到，沒法呼吸。', 'high'],
    ['food that gets stuck (卡到)', '吃餅乾有時候會卡到。', 'moderate'],
  ])('%s', (_what, text, level) => {
    expect(screen(text).level).toBe(level);
  });
});

describe('a GUSS total written in the text reads like the structured guss_total', () => {
  it.each([
    ['GUSS 9/20 today on the ward.', 'high', 'guss_failed'],
    ['GUSS score at admission: 17', 'moderate', 'guss_slight_dysphagia'],
  ])('%s', (text, level, rule) => {
    const r = screen(text, 70);
    expect(r.level).toBe(level);
    expect(r.rules).toContain(rule);
  });

  it('an EAT-10 total after a longer gap is still read', () => {
    expect(screen('EAT-10 done with the nurse at clinic today, total 8.').rules).toContain('eat10_abnormal');
  });
});

describe('painful swallowing and refused intake: the nutrition consequence (finding 6)', () => {
  it.each([
    ['en', "He won't eat his dinner because swallowing hurts, and he is down 3 kg."],
    ['en', 'She refuses food because it is painful to swallow.'],
    ['zh-HK', '因為吞嘢痛，佢唔肯食飯。'],
    ['zh-CN', '他吞咽时很痛，所以不肯吃东西，瘦了三公斤。'],
    ['id', 'Ibu tidak mau makan karena sakit waktu menelan.'],
    ['vi', 'Ông không chịu ăn vì nuốt bị đau.'],
    ['es', 'Se niega a comer porque le duele al tragar.'],
    ['en', 'Swallowing hurts, so she hardly drinks and her urine is dark.'],
  ])('%s: %s is high (nutrition_consequence_of_dysphagia)', (_lang, text) => {
    const r = screen(text);
    expect(r.level).toBe('high');
    expect(r.rules).toContain('nutrition_consequence_of_dysphagia');
  });

  it.each([
    ['a refusal for another reason', "She won't eat because she misses her husband."],
    ['a refusal with no reason', 'He refuses food some days.'],
  ])('%s is no sign (low)', (_what, text) => {
    expect(screen(text).level).toBe('low');
  });

  it('pain from a cold does not explain weight loss', () => {
    expect(screen('Painful to swallow with this flu, and lost 2 kg because of it.').rules).not.toContain(
      'nutrition_consequence_of_dysphagia',
    );
  });
});

describe('drowsy_word_at_meal: a sleep word with a meal in its clause is reduced alertness', () => {
  it.each([
    ['en', 'He is often asleep halfway through his lunch.'],
    ['zh-HK', '佢食緊晏晝就瞓著咗。'],
    ['zh-CN', '吃晚饭的时候睡着了好几次。'],
    ['ja', '昼ご飯の途中で寝てしまいます。'],
    ['ko', '점심 드시다가 자꾸 조세요.'],
    ['tl', 'Nakakatulog si Lola habang kumakain ng hapunan.'],
    ['th', 'ยายง่วงตอนกินข้าวเย็น'],
    ['es', 'Se duerme a mitad de la cena.'],
  ])('%s: %s is moderate (drowsy_at_meals_alone)', (_lang, text) => {
    const r = screen(text);
    expect(r.level).toBe('moderate');
    expect(r.rules).toContain('drowsy_at_meals_alone');
  });

  it.each([
    ['en', 'Keeps dozing off at breakfast and coughs on her tea.'],
    ['ko', '저녁 식사 중에 조시고 국 드시면 사레 들려요.'],
    ['es', 'Se duerme comiendo el almuerzo y tose con la sopa.'],
  ])('%s: with a current sign it is high (drowsy_with_current_sign)', (_lang, text) => {
    expect(screen(text).rules).toContain('drowsy_with_current_sign');
  });

  it.each([
    ['a nap after the meal', '吃完午饭就睡着了，胃口很好。'],
    ['sleep denied', 'Does not fall asleep at meals, alert and eating well.'],
    ['sleep at night, eating normal', '晚上睡不着，吃饭正常。'],
  ])('%s stays low', (_what, text) => {
    expect(screen(text).level).toBe('low');
  });
});

describe("irrealis_frame: a feared, prevented or someone else's sign is not reported (finding 10)", () => {
  it.each([
    ['en', 'We mash his potatoes to prevent choking.'],
    ['en', 'Scared he will choke on the steak, so I sit with him.'],
    ['zh-HK', '怕佢食魚哽親，所以啲骨都揀晒。'],
    ['zh-CN', '为了以免噎到，馒头都泡软了再吃。'],
    ['ja', 'むせないように、おかずは小さく切っています。'],
    ['ko', '사레 들릴까 봐 물을 조금씩 드려요.'],
    ['id', 'Takut dia tersedak, jadi nasinya dibuat bubur.'],
    ['vi', 'Sợ ông bị sặc nên cho uống từng ngụm nhỏ.'],
    ['th', 'กลัวพ่อสำลัก เลยให้กินข้าวต้ม'],
    ['es', 'Le cortamos la carne para evitar que se atragante.'],
    ['en', 'His roommate chokes on bread now and then; he himself eats well.'],
  ])('%s: %s stays low', (_lang, text) => {
    expect(screen(text, 70).level).toBe('low');
  });

  it.each([
    ['a cause word ends the frame', "I'm afraid because she chokes on water every day.", 'high'],
    ['a fear without a modal is a report', 'Worried about her coughing at every meal.', 'high'],
    ['a suspicion of a current sign stays possible', 'Concerned she might be aspirating her tea.', 'moderate'],
    ['a fear frame telling a frequency is a report', '怕佢哽親，因為佢成日都哽親。', 'high'],
    ['a reporting verb after another person', 'Her husband says she chokes at every meal.', 'high'],
  ])('%s', (_what, text, level) => {
    expect(screen(text).level).toBe(level);
  });
});

describe('asked_about_diet_not_in_use: question frames per language (finding 11)', () => {
  it.each([
    ['zh-HK', '屋企人想問使唔使用凝固粉。'],
    ['zh-CN', '家属想问需不需要加增稠剂。'],
    ['ja', 'とろみ剤を使うべきか相談したいです。'],
    ['tl', 'Nagtatanong ang anak kung kailangan ng pampalapot.'],
    ['id', 'Anaknya menanyakan apakah perlu pengental.'],
    ['vi', 'Con gái muốn hỏi có cần dùng bột làm đặc không.'],
    ['th', 'ลูกสาวถามว่าต้องใช้ผงเพิ่มความหนืดไหม'],
    ['es', 'La hija pregunta si necesita espesante.'],
  ])('%s: %s stays low', (_lang, text) => {
    expect(screen(text, 60).level).toBe('low');
  });

  it('a question frame never makes a sign uncertain (a cough in the clause stays current)', () => {
    const r = screen('想问她每次喝水都呛要不要加增稠剂。', 60);
    expect(r.items.some((i) => i.code === 'cough_during_meals' && i.status === 'current')).toBe(true);
  });
});

describe('general readings: a Cantonese year, a Spanish just-in-case, a Korean degree adverb, a Tagalog gulp', () => {
  it('上年 (Cantonese "last year") dates history; 上年紀 (elderly) is no date', () => {
    expect(screen('上年食飯哽親過一次，之後冇事。', 70).level).toBe('low');
    expect(screen('婆婆上年紀，飲水成日咳。', 88).level).toBe('high');
  });

  it.each([
    ['zh-CN', '吞东西的时候会疼，不是感冒引起的。'],
    ['en', 'Painful to swallow for a month, not a cold or flu.'],
  ])('%s: an unrelated illness the text denies explains nothing (%s)', (_lang, text) => {
    expect(screen(text).level).toBe('moderate');
  });

  it('a degree adverb between the saliva and the verb (ko) is drooling', () => {
    expect(screen('식사할 때 침을 많이 흘리세요.').level).toBe('moderate');
  });

  it('drinking fast told with "bilis niyang uminom" (tl) is a gulp: one cough is protective', () => {
    expect(screen('Naubo siya minsan dahil sa bilis niyang uminom ng juice, pero okay naman kapag dahan-dahan.', 60).level).toBe('low');
  });
});

describe("frequency_on_main_verb: the frequency of the carer's action is not the sign's (finding 12)", () => {
  it('"we always ... when she coughs" is a current sign (moderate), not persistent', () => {
    const r = screen('We always give her a break when she coughs over her soup.');
    expect(r.level).toBe('moderate');
    expect(r.rules).not.toContain('persistent_major_sign');
  });

  it('"she always coughs when she drinks" stays persistent', () => {
    expect(screen('He always coughs when he drinks his tea.').rules).toContain('persistent_major_sign');
  });
});

describe('every-time words the meal phrase used to swallow (ko "-ㄹ 때마다")', () => {
  it('물 마실 때마다 is every time', () => {
    expect(screen('국 드실 때마다 사레 들리세요. 물 마실 때마다 기침하세요.').rules).toContain('persistent_major_sign');
  });

  it('"keeps her food in her mouth" is food held in the mouth, not a frequency', () => {
    expect(screen('At lunch he keeps his food in his mouth for ages.').level).toBe('moderate');
  });
});
