/**
 * Where the line between moderate and high runs with a strong risk factor,
 * how recent an event must be to count as current, and choking episodes told
 * as "food stuck, emergency services called", in several languages.
 */
import { describe, expect, it } from 'vitest';
import { LEVEL_RULES } from '../../shared/aspiration/scoring-model';
import { screenText as run } from '../support/aspiration';

describe('one mild or occasional sign with a strong risk factor is moderate', () => {
  it.each([
    ['occasional cough with coffee', 55, 'multiple sclerosis'],
    ['a bit of throat clearing during meals, otherwise managing ok', 45, 'multiple sclerosis'],
    ['eating a bit slower, no coughing', 64, "Parkinson's disease"],
    ['occasional mild cough with water', 62, "Parkinson's disease"],
    ['sometimes coughs a little with soup', 52, 'head and neck cancer, radiotherapy'],
    ['偶尔喝水呛一下', 58, '多发性硬化'],
    ['時々汁物で軽くむせる程度', 52, '頭頸部がん 放射線治療後'],
    ['밥 먹는 게 좀 느려짐, 사레는 없음', 64, '파킨슨병'],
    ['konting ubo minsan pag umiinom ng kape', 60, 'MS'],
    ['Batuk sesekali waktu minum es teh', 50, 'kanker nasofaring, post radioterapi'],
    ['Đôi khi ho nhẹ khi uống nước', 62, 'Parkinson'],
    ['A veces tose un poco con el café', 55, 'esclerosis múltiple'],
  ])('%s (age %i, %s)', (symptoms, age, diagnosis) => {
    const r = run(symptoms, age, diagnosis);
    expect(r.risk_level).toBe('moderate');
    expect(r.risk_score).toBeGreaterThanOrEqual(31);
    expect(r.risk_score).toBeLessThanOrEqual(59);
  });
});

describe('a major, non-occasional sign or two different signs with a strong risk factor is high', () => {
  it.each([
    // Major and not occasional.
    ['coughs every time she drinks water', 60, 'multiple sclerosis'],
    ['经常喝水呛咳', 66, '脑卒中'],
    ['食事のたびにむせる', 70, 'パーキンソン病'],
    ['Tose cada vez que bebe agua', 58, 'esclerosis múltiple'],
    ['lagi siyang inuubo kapag umiinom ng tubig', 63, 'stroke'],
    // Two different signs.
    ['drooling, food left in cheeks after meals, slow to start swallowing', 66, 'motor neurone disease'],
    ['침 흘림, 음식이 볼에 고여 있음, 삼킴 시작이 느림', 65, '루게릭병'],
    ['Tras el ictus babea y la comida se le queda en la boca', 69, undefined],
    ['Air liur sering menetes dan makan lambat', 70, 'Parkinson'],
  ])('%s (age %i, %s)', (symptoms, age, diagnosis) => {
    expect(run(symptoms, age, diagnosis).risk_level).toBe('high');
  });

  it('two occasional signs still count as two different signs', () => {
    expect(run('sometimes drools and occasionally pockets food', 70, 'dementia').risk_level).toBe('high');
  });

  it('the rule is data: one rule per side of the line', () => {
    const ids = LEVEL_RULES.map((r) => `${r.id}:${r.level}`);
    expect(ids).toEqual(
      expect.arrayContaining([
        'major_sign_with_strong_risk_factor:high',
        'two_signs_with_strong_risk_factor:high',
        'current_sign:moderate',
      ]),
    );
  });
});

describe('red flags stay high whatever the frequency of other signs', () => {
  it.each([
    ['wet voice after drinks and coughing at meals', 50, undefined],
    ['occasional cough with coffee, choked on steak last week', 55, 'multiple sclerosis'],
  ])('%s', (symptoms, age, diagnosis) => {
    expect(run(symptoms, age, diagnosis).risk_level).toBe('high');
  });
});

describe('an event within about three months is current, older is history', () => {
  it.each([
    ['aspiration pneumonia 2 months ago', 'en'],
    ['history of aspiration pneumonia 3 weeks ago', 'en'],
    ['Riwayat pneumonia aspirasi 2 bulan lalu', 'id'],
    ['上個月吸入性肺炎入院', 'zh-HK'],
    ['先月誤嚥性肺炎で入院', 'ja'],
    ['지난달 흡인성 폐렴으로 입원', 'ko'],
    ['neumonía por aspiración hace 2 meses', 'es'],
    ['viêm phổi hít 2 tháng trước', 'vi'],
  ])('%s (%s) is a current red flag', (symptoms) => {
    const r = run(symptoms, 60);
    expect(r.risk_level).toBe('high');
  });

  it.each([
    ['aspiration pneumonia last year', 'en'],
    ['aspiration pneumonia 8 months ago', 'en'],
    ['aspiration pneumonia years ago', 'en'],
    ['neumonía por aspiración hace 6 meses', 'es'],
    ['Riwayat pneumonia aspirasi 7 bulan lalu', 'id'],
  ])('%s (%s) is history, not a current red flag', (symptoms) => {
    const r = run(symptoms, 60);
    expect(r.risk_level).not.toBe('high');
    expect(r.risk_level).toBe('moderate');
  });
});

describe('food stuck with the airway blocked or emergency help called is a choking episode', () => {
  it.each([
    ['떡 먹다가 목에 걸려서 119 불렀음. 그 전에도 몇 번 컥컥 막혔음', 'ko'],
    ['고기가 목에 걸려서 구급차 불렀어요', 'ko'],
    ['food got stuck in his throat and we called an ambulance', 'en'],
    ['meat got stuck in her throat, had to call 999', 'en'],
    ['食物卡喺喉嚨，要叫救護車', 'zh-HK'],
    ['食物卡在喉咙，打120急救', 'zh-CN'],
    ['餅が喉に引っかかって救急車を呼んだ', 'ja'],
    ['se le quedó atascada la carne, llamamos al 112', 'es'],
    ['nyangkut daging di tenggorokan, panggil ambulans', 'id'],
    ['thức ăn mắc ở cổ họng, phải gọi xe cấp cứu', 'vi'],
  ])('%s (%s)', (symptoms) => {
    const r = run(symptoms, 58);
    expect(r.risk_level).toBe('high');
    expect(r.flags).toContain('choking');
  });

  it('food stuck without any airway sign stays a food-sticking complaint', () => {
    const r = run('bread sometimes gets stuck in her throat', 50);
    expect(r.flags).not.toContain('choking');
    expect(r.risk_level).not.toBe('high');
  });
});

describe('food catching behind the breastbone and washing dry food down', () => {
  it.each([
    ['feels like bread catches behind the breastbone', 'en'],
    ['needs soup to wash dry food down', 'en'],
    ['食物在胸口卡住', 'zh-CN'],
    ['パンが胸につかえる', 'ja'],
    ['要就着汤才吃得下干的', 'zh-CN'],
  ])('%s (%s) reports food sticking', (symptoms) => {
    expect(run(symptoms, 60).flags).toContain('food_sticking');
  });

  it('"咽不太下去，要就着汤" is difficulty swallowing solids (moderate in an older adult)', () => {
    const r = run('吃干的东西（馒头、饼干）咽不太下去，要就着汤', 77);
    // Dry food named with the difficulty is the dry-food difficulty (helper dry_food), same family.
    expect(r.flags).toEqual(expect.arrayContaining(['dry_food_difficulty']));
    expect(r.risk_level).toBe('moderate');
  });

  it('an occasional breastbone catch after head and neck radiotherapy is moderate', () => {
    expect(
      run('feels like bread catches behind the breastbone sometimes. no cough, no choking, wt stable', 58, 'head and neck ca - RT 2019')
        .risk_level,
    ).toBe('moderate');
  });
});
