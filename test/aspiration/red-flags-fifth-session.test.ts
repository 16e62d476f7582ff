/**
 * The bedside-screen red flags of docs/SCREENING.md in every input language
 * (a choking episode that needed intervention, weight loss or dehydration
 * from the swallow, recurrent chest infections with a current sign, a drowsy
 * person holding food), and the mild signs and exemptions read next to them.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const at70 = (symptoms: string, diagnosis?: string) => evaluate({ symptoms, age: 70, diagnosis });

describe('red_flag: a cough at a meal with the airway blocked (turned blue, back blows) is a choking episode', () => {
  it.each([
    [
      'en',
      'Coughing hard at dinner last week, went purple and needed patting on the back.'.replace('patting on the back', 'her back slapped'),
    ],
    ['zh-HK', '上個禮拜食飯嗆親，咳到停唔到，要拍背先好返。'],
    ['zh-CN', '上周吃饭时呛到，一直咳，家人拍背才好。'],
    ['ja', '先週、夕食中に咳き込んで止まらず、背中を叩いてやっと落ち着いた。'],
    ['ko', '지난주 식사 중 사레가 들려 기침이 멈추지 않아 등을 두드려 주었어요.'],
    ['tl', 'Nasamid siya habang kumakain noong isang linggo, hindi tumigil ang ubo, pinalo ang likod niya.'],
    ['id', 'Minggu lalu waktu makan batuk terus, harus ditepuk punggung baru reda.'],
    ['vi', 'Tuần trước đang ăn cơm thì ông bị sặc, ho mãi, phải vỗ lưng mới đỡ.'],
    ['th', 'สัปดาห์ที่แล้วไอตอนกินข้าว ไอไม่หยุด ต้องตบหลังถึงดีขึ้น'],
    ['es', 'La semana pasada tosió mucho al comer y hubo que darle golpes en la espalda.'],
  ])('%s', (_lang, text) => {
    const r = at70(text);
    expect(r.rules).toContain('red_flag');
    expect(r.level).toBe('high');
  });

  it('a cough at a meal with nothing done for the airway stays a major sign (moderate)', () => {
    expect(at70('coughed at dinner last week, settled by itself').level).toBe('moderate');
  });
});

describe('nutrition_consequence_of_dysphagia: weight lost because swallowing is hard', () => {
  it.each([
    ['en', 'Lost 5 kg in two months because food is hard to swallow.'],
    ['zh-HK', '因為吞嘢好困難，兩個月瘦咗5公斤。'],
    ['zh-CN', '因为吞咽困难，两个月体重下降了5公斤。'],
    ['ja', '飲み込みにくいため、2か月で体重が5キロ減った。'],
    ['ko', '삼키기 힘든 것 때문에 체중이 줄었어요.'],
    ['tl', 'Pumayat siya ng 5 kilo dahil nahihirapan siyang lumunok.'],
    ['id', 'Berat badan turun 5 kg karena susah menelan.'],
    ['vi', 'Sụt 5 kg trong hai tháng vì khó nuốt.'],
    ['th', 'น้ำหนักลด 5 กิโลเพราะกลืนลำบาก'],
    ['es', 'Ha perdido 5 kilos porque le cuesta tragar.'],
  ])('%s', (_lang, text) => {
    const r = at70(text);
    expect(r.rules).toContain('nutrition_consequence_of_dysphagia');
    expect(r.level).toBe('high');
  });

  it('dehydration with a current difficulty swallowing is high', () => {
    expect(at70('hard to swallow water, the GP says she is dehydrated').rules).toContain('nutrition_consequence_of_dysphagia');
  });

  it('tablets that stick do not explain weight lost for another reason (moderate)', () => {
    const r = at70('lost 4 kg because of the chemotherapy, the big tablets stick in her throat');
    expect(r.rules).not.toContain('nutrition_consequence_of_dysphagia');
    expect(r.level).toBe('moderate');
  });

  it('weight loss without a stated cause stays a second sign (moderate)', () => {
    expect(at70('some difficulty swallowing; separately, lost 3 kg this winter').level).toBe('moderate');
  });
});

describe('recurrent_chest_infection_with_current_sign', () => {
  it.each([
    ['en', 'Recurrent chest infections last year; now she coughs during meals.'],
    ['es', 'Infecciones respiratorias de repetición el año pasado; ahora tose al comer.'],
  ])('%s', (_lang, text) => {
    const r = at70(text);
    expect(r.rules).toContain('recurrent_chest_infection_with_current_sign');
    expect(r.level).toBe('high');
  });

  it('two chest infections "in the past 10 weeks" are recent, not history', () => {
    const r = at70('two chest infections in the past 10 weeks');
    expect(r.items.find((i) => i.code === 'recurrent_chest_infection')?.status).toBe('current');
  });
});

describe('drowsy_with_current_sign: barely awake and not swallowing (ja)', () => {
  it('覚醒せず with food held in the mouth is high', () => {
    expect(at70('食事中ほとんど覚醒せず、口の中に食べ物をため込んでいる。').rules).toContain('drowsy_with_current_sign');
  });
});

describe('mild signs read as moderate (current_sign)', () => {
  it.each([
    ['en: food in the cheek', 'a lump of rice tucked in his R cheek after lunch'],
    ['id: food in the cheek', 'Bapak suka menyimpan makanan di pipi, tidak batuk.'],
    ['en: dry mouth, dry food hard', 'mouth is bone dry since the new tablets, has to wash every bite down'],
    ['en: stuck last Tuesday', 'last Tuesday a piece of bread felt stuck for a minute'],
    ['zh-CN: double swallow', '吃馒头偶尔要咽两下才能咽下去'],
    ['es: a stuck feeling, not a choke', 'el pan se le queda como atorado en la garganta, con agua pasa'],
    ['th: a cough with water, not from drinking fast', 'บางครั้งไอเวลาดื่มน้ำ ทั้งที่ไม่ได้ดื่มเร็ว'],
  ])('%s', (_name, text) => {
    const r = at70(text);
    expect(r.rules).toContain('current_sign');
    expect(r.level).toBe('moderate');
  });

  it('holding food and needing prompts to swallow are one finding, not two (dementia: moderate)', () => {
    expect(at70('food still in her cheek after meals, needs prompting to swallow', 'dementia').level).toBe('moderate');
  });
});

describe('what stays low', () => {
  it.each([
    ['a cheek with no food', 'a small bruise on her cheek, eats and drinks normally'],
    ['tl: a cough after gulping cold water', 'Nasamid siya nung tinungga niya ang malamig na tubig, umubo saglit tapos ok na.'],
    ['tl: nothing noticed at meals', 'Malakas kumain. Wala naman kaming napapansin na problema sa pagkain niya.'],
  ])('%s', (_name, text) => {
    expect(at70(text).level).toBe('low');
  });
});

describe('history that has cleared, and negated lists', () => {
  it.each([
    ['en: a feeding tube removed, a normal diet', 'Had a feeding tube after the stroke, removed, now eats a normal diet.'],
    ['ja: a gastrostomy removed, a regular diet', '胃ろうは昨年抜去し、現在は常食を食べている。'],
    ['zh-CN: a nasogastric tube taken out, eating normally', '以前插过鼻饲管，三个月后拔了，现在正常吃饭，不呛。'],
    [
      'en: thickened fluids stopped, back on normal fluids',
      'Needed thickened fluids for a while in 2021; back on normal fluids since, no coughing.',
    ],
    ['en: aspiration cleared by a repeat study', 'Aspiration on VFSS in 2023; repeat study normal, eats a normal diet.'],
    ['ja: every sign of a も list denied', 'むせもつかえ感もなし。食事は普通に食べている。'],
    ['ja: an enumeration denied by one なし', 'むせ、つかえ感なし'],
  ])('%s', (_name, text) => {
    expect(evaluate({ symptoms: text, age: 80 }).level).toBe('low');
  });

  it('a removed tube does not clear a current sign', () => {
    expect(at70('PEG removed last month, but she still coughs at every meal').level).toBe('high');
  });

  it('a stuck feeling (つかえ感) that is present is a mild sign', () => {
    expect(at70('つかえ感あり').level).toBe('moderate');
  });
});
