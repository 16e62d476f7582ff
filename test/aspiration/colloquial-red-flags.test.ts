/**
 * Screening review findings 1-9: high signs told in everyday words, in every language the screen
 * reads. Each block names the lexicon row or helper the words join; the phrases are our own (other foods, other
 * word orders than the review's probes).
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../shared/aspiration/screen';

const level = (symptoms: string) => evaluate({ symptoms }).level;

const high = (cases: readonly (readonly [string, string])[]) =>
  it.each(cases)('%s: high: %s', (_lang, text) => {
    expect(level(text)).toBe('high');
  });

describe('helper wet + voice, red flag wet_voice: a wet voice told by a liquid simile, either word order (finding 1)', () => {
  high([
    ['en', 'After her juice, her voice sounds like she is talking under water.'],
    ['en', 'After his cocoa there is fluid in his throat when he talks.'],
    ['tl', 'Pagkatapos humigop ng sabaw, yung tinig niya parang may tubig.'],
    ['es', 'Al beber el zumo, la voz se le pone burbujeante.'],
    ['th', 'ดื่มนมเสร็จ เสียงพูดแฉะ'],
    ['ja', 'お茶を飲むと声が水っぽくなる'],
    ['ko', '주스를 드시고 나면 목소리가 물이 찬 것 같아요'],
    ['id', 'Habis minum susu, suaranya berair.'],
    ['vi', 'Uống sữa xong giọng nói có nước.'],
    ['zh-CN', '喝完豆浆以后喉咙里有水声'],
  ]);
  it.each(['Her voice is clear after drinks, no water sounds.', 'El agua no le cambia la voz.'])('a clear voice stays low: %s', (t) => {
    expect(level(t)).toBe('low');
  });
});

describe('helper water_test_failed_word with water_test: a failed bedside test in everyday words (finding 2)', () => {
  high([
    ['en', 'The nurse checked her swallow with a 3 oz cup and she flunked it.'],
    ['en', "He couldn't manage the water test on the ward."],
    ['zh-CN', '护士给他做了吞咽检查，没过。'],
    ['ja', '病院の嚥下検査でひっかかったと言われた'],
    ['ja', '水飲みテストはダメでした'],
    ['ko', '연하 검사에서 떨어졌대요'],
    ['vi', 'Test nuốt nước thì ông bị trượt.'],
    ['es', 'La prueba del agua no la superó.'],
  ]);
  it('food caught in the throat without a test stays food sticking (moderate)', () => {
    expect(level('お肉が引っかかった')).toBe('moderate');
  });
});

describe('aspiration_observed: aspiration on a study or into the lungs in report wording (finding 3)', () => {
  high([
    ['zh-HK', '吞嚥造影檢查有吸入，佢冇咳'],
    ['zh-TW', '做了吞嚥攝影，醫師說她有吸入'],
    ['zh-CN', '医生讲是喝汤进了肺才发烧'],
    ['es', 'En el estudio de deglución pasó contraste a la vía aérea.'],
  ]);
});

describe('helper coughing_fit: a coughing fit at a meal that would not stop, colloquial (finding 4)', () => {
  high([
    ['en', 'She had a coughing spell over her lunch yesterday.'],
    ['en', 'He was hacking for ages after his soup.'],
    ['en', 'Coughed on his porridge and could not catch his breath.'],
    ['ja', '味噌汁を飲んでいて、むせ込んで止まらなかった'],
    ['tl', 'Habang umiinom ng kape, umuubo nang umuubo si lolo.'],
    ['vi', 'Ông uống nước bị sặc, ho cả buổi.'],
  ]);
  it('a coughing fit at night with no meal is no red flag', () => {
    expect(level('A coughing spell at night with her cold.')).not.toBe('high');
  });
});

describe('audit row saliva_not_swallowed: suction in active family wording, saliva that will not go down (finding 5)', () => {
  high([
    ['en', 'We suction his mouth several times a day.'],
    ['en', 'Mum has a suction machine for his secretions.'],
    ['en', "He can't get his spit down any more."],
    ['zh-HK', '佢口水多，屋企人要常常抽痰'],
    ['zh-HK', '爸爸吞唔落口水'],
    ['zh-CN', '奶奶吞不下口水'],
    ['ko', '집에서 석션기로 가래를 뽑아요'],
    ['es', 'En casa le aspiramos las secreciones.'],
  ]);
  it('suction denied is no sign', () => {
    expect(level('No suction needed, eating and drinking well.')).toBe('low');
  });
});

describe('red flag nasal_regurgitation: food or drink out of or up the nose, the food named first (finding 6)', () => {
  high([
    ['en', 'Milk came out of his nose at breakfast.'],
    ['en', 'Soup goes up her nose when she swallows.'],
    ['zh-HK', '飲奶茶啲奶茶會上鼻'],
    ['tl', 'Pag umiinom ng juice, napupunta sa ilong.'],
    ['es', 'Cuando toma la leche, se le va a la nariz.'],
    ['th', 'กินซุปแล้วน้ำเข้าจมูก'],
    ['id', 'Kalau minum teh, air masuk ke hidung.'],
    ['vi', 'Uống sữa bị sặc lên mũi.'],
  ]);
  it('a runny nose with a cold is no sign', () => {
    expect(level('Runny nose with a cold this week, eating normally.')).toBe('low');
  });
});

describe('choking and food stuck with blocking verbs, 骨親 and cough onomatopoeia (finding 7)', () => {
  high([
    ['ko', '고기가 목구멍에 막혔어요'],
    ['ja', '夕食中にゲホゲホして苦しそうだったので背中をさすった'],
    ['zh-HK', '婆婆食粥成日骨親'],
  ]);
  it.each([
    ['ja', 'パンが詰まった'],
    ['zh-HK', '飲湯骨親'],
  ])('%s: moderate at least: %s', (_l, t) => {
    expect(level(t)).not.toBe('low');
  });
});

describe('recurrent_chest_infection: chest infections told by the hospital, with a current sign (finding 8)', () => {
  high([
    ['en', 'Back in hospital with his chest again, and he splutters on tea.'],
    ['id', 'Parunya sering kambuh, batuk waktu minum kopi.'],
    ['tl', 'Labas-pasok sa ospital dahil sa baga, umuubo kapag umiinom.'],
    ['es', 'Entra y sale del hospital por el pecho y tose al comer.'],
  ]);
});

describe('persistent: colloquial "always" (总) and a trailing every-time after 、 (finding 9)', () => {
  high([
    ['zh-CN', '吃面条总呛'],
    ['ja', 'お茶でむせるみたい、毎回'],
    ['zh-HK', '阿爺食飯會哽親'],
  ]);
  it('总 inside a total (EAT-10 总分) is no frequency', () => {
    expect(level('EAT-10总分6分，吃饭偶尔呛一下')).not.toBe('high');
  });
});
