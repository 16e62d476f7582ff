/**
 * Painful swallowing, "always" as persistent, resolved management, risks a doctor mentions, diet orders as
 * a known dysphagia, as general rules and vocabulary. Phrases of our own (other foods, other languages).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

describe('pain_on_swallowing: odynophagia as a current sign, explained by a cold in the same text (class 1)', () => {
  it.each([
    ['zh-CN', '这几天吞口水都觉得有点疼'],
    ['zh-HK', '食飯嗰陣喉嚨有啲痛，痛咗成個禮拜'],
    ['zh-CN', '吞东西的时候嗓子有点疼，没发烧也没感冒'],
    ['vi', 'Mẹ tôi ăn cháo nuốt thấy đau, không sốt hay cảm cúm gì.'],
    ['ja', 'おかゆを飲み込むと痛いと言います'],
    ['tl', 'Masakit daw lumunok ng tinapay.'],
    ['id', 'Ibu bilang sakit waktu menelan roti.'],
  ])('%s: moderate: %s', (_l, t) => {
    expect(level(t)).toBe('moderate');
  });

  it.each([
    ['en', 'It hurts him to swallow since Tuesday, but he has the flu and a temperature.'],
    ['es', 'Le duele al tragar la sopa desde ayer, pero está con gripe y fiebre.'],
    ['zh-CN', '感冒发烧了，吞口水都觉得有点疼'],
    ['vi', 'Bị cảm sốt nên nuốt thấy đau.'],
    ['ko', '감기 때문에 삼킬 때 목이 아파요'],
  ])('%s: low, a cold or flu explains it: %s', (_l, t) => {
    expect(level(t)).toBe('low');
  });
});

describe('persistent: "always" with a light major sign is persistent; degree is not frequency (class 2)', () => {
  it.each([
    ['vi', 'Ông lúc nào uống sữa cũng bị sặc nhẹ.'],
    ['zh-CN', '每次吃稀饭都轻轻呛一下'],
    ['es', 'Siempre se atraganta un poquito con el café.'],
    ['en', 'She always splutters a little on her squash.'],
    ['ja', 'いつもお茶で少しむせます'],
  ])('%s: high: %s', (_l, t) => {
    expect(level(t)).toBe('high');
  });

  it.each(['Không biết từ lúc nào ông hay bị sặc khi uống nước.', 'Có lúc nào ăn cũng bị sặc nhẹ đâu, chỉ thỉnh thoảng.'])(
    '"lúc nào" in "since when" or a question is no "always": %s',
    (t) => {
      expect(level(t)).not.toBe('high');
    },
  );
});

describe('diet_upgraded and recovered: a management change that ended, then eating normally, is history (class 3)', () => {
  it.each([
    ['en', 'She needed thickened drinks after the stroke, but the thickener was discontinued in May. Drinks tea normally, no coughing.'],
    ['ja', '肺炎のあと、とろみが外れて、今は普通に味噌汁を飲めています。むせもありません。'],
    ['zh-HK', '中風後要用凝固粉，舊年已經停咗，而家飲湯正常，冇咳。'],
    ['th', 'เคยใส่สายให้อาหาร แต่ถอดแล้ว ตอนนี้กินข้าวได้ปกติ ไม่สำลัก'],
    ['es', 'Usó espesante tras el ictus, ya no usa espesante, bebe normal y no tose.'],
  ])('%s: low: %s', (_l, t) => {
    expect(level(t)).toBe('low');
  });

  it.each([
    ['en', 'Thickener stopped, coughs with every cup of tea.'],
    ['ja', '入れ歯が外れて、ご飯でむせる'],
  ])('%s: a sign told after the change is not dated by it: %s', (_l, t) => {
    expect(level(t)).not.toBe('low');
  });
});

describe('irrealis_frame: a risk a doctor mentions ("at risk of choking") is no sign (class 4)', () => {
  it.each([
    ['en', 'Grandad is 90; the GP says his age puts him at risk of choking?? He eats everything, no coughing, no problems at all.'],
    ['en', 'The nurse said she is at high risk of swallowing difficulty after the op, but she is eating fine.'],
    ['es', 'El médico dice que por la edad corre riesgo de atragantarse; come bien y no tose.'],
    ['id', 'Dokter bilang kakek berisiko tersedak karena umur, tapi makannya lancar.'],
    ['vi', 'Bác sĩ nói ông có nguy cơ bị sặc, nhưng ông ăn uống bình thường.'],
  ])('%s: low: %s', (_l, t) => {
    expect(level(t)).toBe('low');
  });

  it('a sign told beside the risk is still read', () => {
    expect(level('At risk of choking, and she coughs on every sip of water.')).toBe('high');
  });
});

describe('known_dysphagia: a managed dysphagia written as a diet order is a current impairment (class 5)', () => {
  it.each([
    ['en', 'Soft & bite-sized meals and IDDSI 3 drinks per speech therapy; managing well, no cough.'],
    ['en', 'MM diet with L1 fluids, tolerating, no concerns.'],
    ['zh-HK', '而家食軟餐，飲微稠流質，冇咳'],
    ['zh-CN', '医嘱中稠饮品，吃得好，没有呛'],
  ])('%s: moderate: %s', (_l, t) => {
    expect(level(t)).toBe('moderate');
  });
});

describe('a suspected choke, food held in the mouth, drooling and 落錯格 are current signs (class 6)', () => {
  it.each([
    ['zh-CN', '晚饭时外婆突然停住，不知道是不是噎到，一会儿就好了'],
    ['zh-HK', '食粥嗰陣婆婆唔確定係唔係哽親，一陣就冇事'],
    ['es', 'A mi padre se le queda el pan en la boca sin tragarlo.'],
    ['zh-TW', '阿公吃麵會把麵含在嘴巴裡，要提醒才吞'],
    ['zh-CN', '外公喝汤时口水往外淌'],
    ['zh-HK', '婆婆嘅圍兜成日濕'],
    ['zh-HK', '公公有時飲湯會落錯格，咳兩下'],
  ])('%s: moderate at least: %s', (_l, t) => {
    expect(level(t)).not.toBe('low');
  });

  it('不是 still denies when no doubt word comes before it', () => {
    expect(level('吃饭不是噎到，是牙疼')).toBe('low');
  });
});
